import { contractMoneyStatus, sumMoney, type TContractMoney } from '@scrapbridge/domain/orders/money';
import type { TDbOrTx } from '../../../db/client.ts';
import { requireContractAccess, type TContractViewer } from '../contracts/contract-access.ts';
import { contractValue, finalDue } from '../pricing/load-pricing-info.ts';
import { listContractFixes } from '../pricing/pricing.repository.ts';
import { operatorToday, toInvoiceView } from './invoice-presenter.ts';
import { listContractInvoices, listCreditNotesOfInvoices, listPaymentsOfInvoices } from './payments.repository.ts';

/**
 * `GET /app-v2/contract/{contractId}/invoices` (the two parties and staff; 404 to anyone else): the invoices with paid,
 * outstanding, status, due and overdue, their payments with the receipt, and the contract's §4 money status.
 */
export async function listInvoices(opts: { db: TDbOrTx; contractId: string; viewer: TContractViewer; now?: Date }): Promise<TContractMoney> {
  const { contract } = await requireContractAccess({ db: opts.db, contractId: opts.contractId, viewer: opts.viewer });
  const rows = await listContractInvoices(opts.db, contract.id);
  const payments = await listPaymentsOfInvoices(
    opts.db,
    rows.map((r) => r.id),
  );
  const credits = await listCreditNotesOfInvoices(
    opts.db,
    rows.map((r) => r.id),
  );
  const today = operatorToday(opts.now);
  const invoices = rows.map((r) => toInvoiceView(r, payments, today, credits));
  // Read from the invoices, not the stored columns: the same rule, and never stale (credit notes count as paid).
  const status = contractMoneyStatus(invoices.map((i) => ({ type: i.type, amount: i.amount, paid: sumMoney([i.paid, i.credited ?? '0']) })));
  // The final invoice follows the fixed prices and weights (pricing/follow-final-invoice.ts); one issued after the
  // fixes starts from the same figure.
  const confirmed = (await listContractFixes(opts.db, contract.id)).filter((f) => f.status === 'confirmed');
  const due = finalDue(contractValue(contract, confirmed), sumMoney(invoices.filter((i) => i.type === 'deposit').map((i) => i.amount)));
  return {
    contractId: contract.id,
    currency: contract.currency,
    ...status,
    totals: {
      amount: sumMoney(invoices.map((i) => i.amount)),
      paid: sumMoney(invoices.map((i) => i.paid)),
      outstanding: sumMoney(invoices.map((i) => i.outstanding)),
    },
    invoices,
    finalDue: due === '0.00' ? null : due,
  };
}
