import type { TInvoice } from '@scrapbridge/domain/orders/money';

/** How money reads on screen: "12,345.60 USD" (display only; amounts stay decimal text everywhere else). */
const formats = new Map<string, Intl.NumberFormat>();

export function amountText(amount: string, currency?: string): string {
  const key = 'en-US';
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(key, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, f);
  }
  const n = Number(amount);
  const text = Number.isFinite(n) ? f.format(n) : amount;
  return currency ? `${text} ${currency}` : text;
}

/** The invoice to chase first: the earliest due date among the unpaid ones (so an overdue one before one due soon). */
export function nextDue(invoices: readonly TInvoice[]): TInvoice | null {
  const open = invoices.filter((i) => i.status !== 'paid' && i.dueDate).sort((a, b) => a.dueDate!.localeCompare(b.dueDate!));
  return open[0] ?? null;
}
