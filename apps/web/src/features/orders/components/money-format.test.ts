import { describe, expect, it } from 'vitest';
import type { TInvoice } from '@scrapbridge/domain/orders/money';
import { fileSizeText } from './document-format.ts';
import { amountText, nextDue } from './money-format.ts';

const inv = (patch: Partial<TInvoice>): TInvoice => ({
  id: 'i',
  contractId: 'c',
  type: 'deposit',
  invoiceNo: 'INV-1',
  issueDate: '2026-03-01',
  dueDate: null,
  issuer: 'Op',
  billTo: 'Buyer',
  currency: 'USD',
  amount: '100.00',
  paid: '0.00',
  outstanding: '100.00',
  status: 'unpaid',
  due: false,
  overdue: false,
  remindedAt: null,
  payments: [],
  createdAt: '2026-03-01T00:00:00Z',
  ...patch,
});

describe('money and document texts', () => {
  it('writes amounts with separators and two decimals', () => {
    expect(amountText('68850', 'USD')).toBe('68,850.00 USD');
    expect(amountText('0.5')).toBe('0.50');
  });

  it('chases the unpaid invoice due first, never a paid one or one without a due date', () => {
    const a = inv({ id: 'a', invoiceNo: 'A', dueDate: '2026-03-20' });
    const b = inv({ id: 'b', invoiceNo: 'B', dueDate: '2026-03-05', overdue: true });
    const paid = inv({ id: 'p', dueDate: '2026-03-01', status: 'paid', outstanding: '0.00' });
    expect(nextDue([a, b, paid])?.invoiceNo).toBe('B');
    expect(nextDue([paid, inv({ dueDate: null })])).toBeNull();
  });

  it('writes file sizes as people read them', () => {
    expect(fileSizeText(77)).toBe('77 B');
    expect(fileSizeText(1200)).toBe('1.2 KB');
    expect(fileSizeText(20 * 1024 * 1024)).toBe('20 MB');
  });
});
