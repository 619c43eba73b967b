import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDepositStatus, TPaymentStatus, TStaffPaymentFilter } from '@scrapbridge/domain/orders/money';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { companies, contractDocuments, contracts, creditNotes, invoices, payments, users } from '../../../db/schema.ts';

export type TInvoiceRow = typeof invoices.$inferSelect;
export type TPaymentRow = typeof payments.$inferSelect;
/** An invoice with what has been paid against it (sum of its payments, 2 decimals). */
export type TInvoiceWithPaid = TInvoiceRow & { paid: string; credited?: string };
export type TCreditNoteRow = typeof creditNotes.$inferSelect;

/** Paid so far per invoice, as numeric text: one correlated sum over payments_invoice_idx. */
const paidSql = sql<string>`(select coalesce(sum(p.amount), 0)::numeric(20,2)::text from payments p where p.invoice_id = "invoices"."id")`;
/** Credited per invoice (settled claims' credit notes): lowers what is owed as a payment does. */
const creditedSql = sql<string>`(select coalesce(sum(cn.amount), 0)::numeric(20,2)::text from credit_notes cn where cn.invoice_id = "invoices"."id")`;

export async function insertInvoice(tx: TTx, values: typeof invoices.$inferInsert): Promise<TInvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

export async function updateInvoiceRow(tx: TTx, invoiceId: string, values: Partial<typeof invoices.$inferInsert>): Promise<TInvoiceRow> {
  const [row] = await tx
    .update(invoices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(invoices.id, invoiceId))
    .returning();
  return row!;
}

export async function findInvoice(db: TDbOrTx, invoiceId: string): Promise<TInvoiceRow | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  return rows[0] ?? null;
}

/** Whether another invoice already carries this number (case-insensitive: "inv-1" and "INV-1" are one on paper). */
export async function invoiceNoTaken(db: TDbOrTx, invoiceNo: string, exceptId?: string): Promise<boolean> {
  const cond = sql`lower(${invoices.invoiceNo}) = lower(${invoiceNo})`;
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(exceptId ? and(cond, ne(invoices.id, exceptId)) : cond)
    .limit(1);
  return rows.length > 0;
}

/** A contract's invoices with their paid sums, deposit first, then by issue date (invoices_contract_idx). */
export async function listContractInvoices(db: TDbOrTx, contractId: string): Promise<TInvoiceWithPaid[]> {
  const rows = await db
    .select({ invoice: invoices, paid: paidSql, credited: creditedSql })
    .from(invoices)
    .where(eq(invoices.contractId, contractId))
    .orderBy(asc(invoices.type), asc(invoices.issueDate), asc(invoices.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r.invoice, paid: r.paid, credited: r.credited }));
}

export async function paidOfInvoice(db: TDbOrTx, invoiceId: string): Promise<string> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(20,2)::text` })
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId));
  return row?.paid ?? '0.00';
}

export async function listPaymentsOfInvoices(db: TDbOrTx, invoiceIds: string[]): Promise<TPaymentRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.invoiceId, invoiceIds))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt))
    .limit(1000);
}

export async function insertPayment(tx: TTx, values: typeof payments.$inferInsert): Promise<TPaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** A live swift/receipt document of the contract (what a payment may cite as its receipt). */
export async function findReceiptDocument(db: TDbOrTx, contractId: string, documentId: string): Promise<{ id: string } | null> {
  const rows = await db
    .select({ id: contractDocuments.id })
    .from(contractDocuments)
    .where(
      and(
        eq(contractDocuments.id, documentId),
        eq(contractDocuments.contractId, contractId),
        eq(contractDocuments.type, 'swift_receipt'),
        isNull(contractDocuments.deletedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function setContractMoneyStatus(tx: TTx, contractId: string, status: { depositStatus: TDepositStatus; paymentStatus: TPaymentStatus }): Promise<void> {
  await tx
    .update(contracts)
    .set({ depositStatus: status.depositStatus, paymentStatus: status.paymentStatus, updatedAt: sql`now()` })
    .where(eq(contracts.id, contractId));
}

export async function markReminded(tx: TTx, invoiceId: string, at: Date): Promise<void> {
  await tx.update(invoices).set({ remindedAt: at }).where(eq(invoices.id, invoiceId));
}

/**
 * Unpaid invoices of live contracts due on or before `dueBy` (so the overdue ones too) and not reminded since
 * `remindedBefore`, locked and skipped by a concurrent sweep (another API instance), oldest due first.
 */
export async function claimInvoicesToRemind(tx: TTx, opts: { dueBy: string; remindedBefore: Date; limit: number }) {
  return tx
    .select({ invoice: invoices, paid: paidSql, contractNo: contracts.contractNo, buyerUserId: contracts.buyerUserId })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .where(
      and(
        ne(contracts.status, 'voided'),
        sql`${invoices.dueDate} <= ${opts.dueBy}`,
        sql`(${invoices.remindedAt} is null or ${invoices.remindedAt} < ${opts.remindedBefore.toISOString()})`,
        sql`${invoices.amount} > (select coalesce(sum(p.amount), 0) from payments p where p.invoice_id = "invoices"."id")`,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(opts.limit)
    .for('update', { of: invoices, skipLocked: true });
}

const buyerUser = alias(users, 'buyer_user');
const sellerUser = alias(users, 'seller_user');
const buyerCompany = alias(companies, 'buyer_company');
const sellerCompany = alias(companies, 'seller_company');

/** The staff payments page: invoices of every contract, filtered by what is to be chased, most urgent first. */
export async function listStaffInvoices(
  db: TDbOrTx,
  opts: { filter: TStaffPaymentFilter; keyword: string | undefined; today: string; dueBy: string; limit: number; offset: number },
) {
  const outstanding = sql`${invoices.amount} > (select coalesce(sum(p.amount), 0) from payments p where p.invoice_id = "invoices"."id")`;
  const conds: SQL[] = [];
  if (opts.filter !== 'all') conds.push(outstanding, sql`${contracts.status} <> 'voided'`);
  if (opts.filter === 'overdue') conds.push(sql`${invoices.dueDate} < ${opts.today}`);
  if (opts.filter === 'due') conds.push(sql`${invoices.dueDate} >= ${opts.today} and ${invoices.dueDate} <= ${opts.dueBy}`);
  if (opts.keyword) {
    const like = `%${opts.keyword.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    conds.push(
      sql`(lower(${contracts.contractNo}) like ${like} or lower(${invoices.invoiceNo}) like ${like}
        or lower(coalesce(${buyerCompany.name}, '')) like ${like} or lower(coalesce(${sellerCompany.name}, '')) like ${like}
        or lower(coalesce(${buyerCompany.nameEn}, '')) like ${like} or lower(coalesce(${sellerCompany.nameEn}, '')) like ${like})`,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const base = () =>
    db
      .select({
        invoice: invoices,
        paid: paidSql,
        contractNo: contracts.contractNo,
        buyerName: buyerCompany.name,
        buyerNameEn: buyerCompany.nameEn,
        sellerName: sellerCompany.name,
        sellerNameEn: sellerCompany.nameEn,
      })
      .from(invoices)
      .innerJoin(contracts, eq(contracts.id, invoices.contractId))
      .innerJoin(buyerUser, eq(buyerUser.id, contracts.buyerUserId))
      .leftJoin(buyerCompany, eq(buyerCompany.id, buyerUser.companyId))
      .innerJoin(sellerUser, eq(sellerUser.id, contracts.sellerUserId))
      .leftJoin(sellerCompany, eq(sellerCompany.id, sellerUser.companyId))
      .where(where);
  const rows = await base()
    .orderBy(sql`${invoices.dueDate} asc nulls last`, desc(invoices.createdAt), asc(invoices.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .innerJoin(buyerUser, eq(buyerUser.id, contracts.buyerUserId))
    .leftJoin(buyerCompany, eq(buyerCompany.id, buyerUser.companyId))
    .innerJoin(sellerUser, eq(sellerUser.id, contracts.sellerUserId))
    .leftJoin(sellerCompany, eq(sellerCompany.id, sellerUser.companyId))
    .where(where);
  return { rows: rows.map((r) => ({
      ...r.invoice,
      paid: r.paid,
      contractNo: r.contractNo,
      buyerName: r.buyerName,
      buyerNameEn: r.buyerNameEn,
      sellerName: r.sellerName,
      sellerNameEn: r.sellerNameEn,
    })),
    total: total?.n ?? 0,
  };
}

/** The credit notes written against these invoices, oldest first. */
export async function listCreditNotesOfInvoices(db: TDbOrTx, invoiceIds: string[]): Promise<TCreditNoteRow[]> {
  if (invoiceIds.length === 0) return [];
  return db.select().from(creditNotes).where(inArray(creditNotes.invoiceId, invoiceIds)).orderBy(asc(creditNotes.createdAt)).limit(1000);
}

export async function insertCreditNote(tx: TTx, values: typeof creditNotes.$inferInsert): Promise<TCreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  return row!;
}

/** The contract's final invoice (the latest one when staff issued several), locked: a credit note is written against it. */
export async function lockFinalInvoice(tx: TTx, contractId: string): Promise<TInvoiceWithPaid | null> {
  const rows = await tx
    .select({ invoice: invoices, paid: paidSql, credited: creditedSql })
    .from(invoices)
    .where(and(eq(invoices.contractId, contractId), eq(invoices.type, 'final')))
    .orderBy(desc(invoices.issueDate), desc(invoices.createdAt))
    .limit(1)
    .for('update', { of: invoices });
  const r = rows[0];
  return r ? { ...r.invoice, paid: r.paid, credited: r.credited } : null;
}

export async function countCreditNotesOfInvoice(db: TDbOrTx, invoiceId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
  return Number(row?.n ?? 0);
}
