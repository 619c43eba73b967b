import { compareDecimals, sumDecimals } from '@scrapbridge/domain/decimal';
import type { TTx } from '../../../db/client.ts';
import type { TContractRow } from '../contracts/contracts.repository.ts';
import { listContractInvoices, updateInvoiceRow } from '../payments/payments.repository.ts';
import { refreshMoneyStatus } from '../payments/refresh-money-status.ts';
import { contractValue, finalDue } from './load-pricing-info.ts';
import { listContractFixes } from './pricing.repository.ts';

/**
 * The final invoice follows the fixed prices and weights (issue 14 item 4; decision, README): once a fix is confirmed,
 * the contract's value is its fixed-price part plus every confirmed fix in its currency, and its final invoice — the
 * latest one, when staff have issued it — is set to that value less the deposit invoiced. Left alone when nothing is
 * due yet (the invoice amount stays positive) or when less would be due than was already paid on it (staff settle a
 * refund by hand). No final invoice yet: the order page shows the amount and staff issue it. Inside the caller's
 * transaction, with the contract row locked; answers the change for the audit entry.
 */
export async function followFinalInvoice(tx: TTx, contract: TContractRow): Promise<{ invoiceId: string; from: string; to: string } | null> {
  const confirmed = (await listContractFixes(tx, contract.id)).filter((f) => f.status === 'confirmed');
  const invoices = await listContractInvoices(tx, contract.id);
  const deposit = sumDecimals(
    invoices.filter((i) => i.type === 'deposit').map((i) => String(i.amount)),
    2,
  );
  const due = finalDue(contractValue(contract, confirmed), deposit);
  const final = invoices.filter((i) => i.type === 'final').at(-1);
  if (!final || final.currency !== contract.currency) return null;
  if (compareDecimals(due, '0') <= 0 || compareDecimals(due, final.paid) < 0 || compareDecimals(due, String(final.amount)) === 0) return null;
  await updateInvoiceRow(tx, final.id, { amount: due });
  await refreshMoneyStatus(tx, contract.id);
  return { invoiceId: final.id, from: String(final.amount), to: due };
}
