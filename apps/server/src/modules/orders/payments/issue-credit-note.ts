import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { moneyText, toCents } from '@scrapbridge/domain/orders/money';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { countCreditNotesOfInvoice, insertCreditNote, lockFinalInvoice, type TCreditNoteRow } from './payments.repository.ts';
import { refreshMoneyStatus } from './refresh-money-status.ts';

/**
 * A credit note against the contract's final invoice (issue 15: "a settled claim becomes a credit note against the
 * contract's final invoice; the money status follows"), inside the caller's transaction. Numbered after the invoice
 * (CN-<invoiceNo>-<n>). It can lower the invoice at most to nothing: more than the invoice still carries after earlier
 * credit notes is refused (1727); without a final invoice there is nothing to credit (1726).
 */
export async function issueCreditNote(
  tx: TTx,
  opts: { contractId: string; claimId: string | null; amount: string; reason: string; staffUserId: string },
): Promise<TCreditNoteRow & { invoiceNo: string }> {
  const invoice = await lockFinalInvoice(tx, opts.contractId);
  if (!invoice) throw new AppError(ErrorCode.ClaimNoFinalInvoice);
  const room = toCents(invoice.amount) - toCents(invoice.credited ?? '0');
  if (toCents(opts.amount) > room) throw new AppError(ErrorCode.ClaimCreditAboveInvoice, undefined, { left: moneyText(room > 0n ? room : 0n) });
  const n = (await countCreditNotesOfInvoice(tx, invoice.id)) + 1;
  const note = await insertCreditNote(tx, {
    creditNoteNo: `CN-${invoice.invoiceNo}-${n}`,
    contractId: opts.contractId,
    invoiceId: invoice.id,
    claimId: opts.claimId,
    amount: opts.amount,
    currency: invoice.currency,
    reason: opts.reason,
    createdByUserId: opts.staffUserId,
  });
  await insertAuditEntry(tx, {
    actorUserId: opts.staffUserId,
    action: 'invoice.creditNote',
    targetType: 'invoice',
    targetId: invoice.id,
    detail: { contractId: opts.contractId, creditNoteNo: note.creditNoteNo, amount: note.amount, claimId: opts.claimId },
  });
  await refreshMoneyStatus(tx, opts.contractId);
  return { ...note, invoiceNo: invoice.invoiceNo };
}
