import { contractMoneyStatus, sumMoney, type TDepositStatus, type TPaymentStatus } from '@scrapbridge/domain/orders/money';
import type { TTx } from '../../../db/client.ts';
import { listContractInvoices, setContractMoneyStatus } from './payments.repository.ts';

/**
 * Recomputes §4 deposit paid/unpaid and payment unpaid/partial/paid from all the contract's invoices and writes them
 * to the contract, inside the caller's transaction (which holds the contract row locked), so the contract never
 * disagrees with its invoices.
 */
export async function refreshMoneyStatus(tx: TTx, contractId: string): Promise<{ depositStatus: TDepositStatus; paymentStatus: TPaymentStatus }> {
  const all = await listContractInvoices(tx, contractId);
  // A settled claim's credit note counts as paid on its invoice.
  const status = contractMoneyStatus(all.map((i) => ({ type: i.type, amount: i.amount, paid: sumMoney([i.paid, i.credited ?? '0']) })));
  await setContractMoneyStatus(tx, contractId, status);
  return status;
}
