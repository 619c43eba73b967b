import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TInvoiceRequest } from '@scrapbridge/domain/orders/money';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TContractRow } from '../contracts/contracts.repository.ts';
import { invoiceNoTaken } from './payments.repository.ts';

/**
 * What an invoice must agree with beyond its shape: a live contract (1301 when voided), the contract's currency, and
 * a number no other invoice carries (each a 1000 naming the field).
 */
export async function checkInvoiceWrite(tx: TTx, contract: TContractRow, input: TInvoiceRequest, exceptInvoiceId?: string): Promise<void> {
  if (contract.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
  if (input.currency && input.currency !== contract.currency) {
    throw AppError.field('currency', 'payments.errors.currencyMismatch', { currency: contract.currency });
  }
  if (await invoiceNoTaken(tx, input.invoiceNo, exceptInvoiceId)) throw AppError.field('invoiceNo', 'payments.errors.invoiceNoTaken');
}
