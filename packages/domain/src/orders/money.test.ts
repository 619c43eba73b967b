import { describe, expect, it } from 'vitest';
import { contractMoneyStatus, dueStateOf, invoiceStatusOf, outstandingOf, sumMoney, ZInvoiceRequest, ZPaymentRequest } from './money.ts';

describe('contract money', () => {
  it('sums amounts exactly, with two decimals', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney([])).toBe('0.00');
    expect(outstandingOf('100', '40.5')).toBe('59.50');
    expect(outstandingOf('100', '100.00')).toBe('0.00');
  });

  it('tells an invoice unpaid, partial or paid', () => {
    expect(invoiceStatusOf('100.00', '0')).toBe('unpaid');
    expect(invoiceStatusOf('100.00', '0.01')).toBe('partial');
    expect(invoiceStatusOf('100.00', '100')).toBe('paid');
  });

  it('sets the deposit paid once every deposit invoice is paid, and payment paid only with a paid final invoice', () => {
    expect(contractMoneyStatus([])).toEqual({ depositStatus: 'unpaid', paymentStatus: 'unpaid' });
    const deposit = { type: 'deposit' as const, amount: '300.00', paid: '300.00' };
    expect(contractMoneyStatus([deposit])).toEqual({ depositStatus: 'paid', paymentStatus: 'partial' });
    expect(contractMoneyStatus([deposit, { type: 'final', amount: '700.00', paid: '100.00' }])).toEqual({ depositStatus: 'paid', paymentStatus: 'partial' });
    expect(contractMoneyStatus([deposit, { type: 'final', amount: '700.00', paid: '700.00' }])).toEqual({ depositStatus: 'paid', paymentStatus: 'paid' });
    expect(contractMoneyStatus([{ ...deposit, paid: '10.00' }, { type: 'deposit', amount: '5.00', paid: '5.00' }])).toEqual({
      depositStatus: 'unpaid',
      paymentStatus: 'partial',
    });
  });

  it('is due from three days before the due date and overdue after it', () => {
    const today = '2026-03-10';
    expect(dueStateOf({ dueDate: '2026-03-14', outstanding: '1.00' }, today)).toBeNull();
    expect(dueStateOf({ dueDate: '2026-03-13', outstanding: '1.00' }, today)).toBe('due');
    expect(dueStateOf({ dueDate: '2026-03-10', outstanding: '1.00' }, today)).toBe('due');
    expect(dueStateOf({ dueDate: '2026-03-09', outstanding: '1.00' }, today)).toBe('overdue');
    expect(dueStateOf({ dueDate: '2026-03-09', outstanding: '0.00' }, today)).toBeNull();
    expect(dueStateOf({ dueDate: null, outstanding: '5.00' }, today)).toBeNull();
  });

  it('checks an invoice: positive amount with 2 decimals, due date not before the issue date', () => {
    const base = { type: 'deposit', invoiceNo: 'INV-1', issueDate: '2026-03-01', issuer: 'Op Ltd', billTo: 'Buyer Co', amount: '10.5' };
    expect(ZInvoiceRequest.parse(base)).toMatchObject({ amount: '10.5', invoiceNo: 'INV-1' });
    const bad = (patch: object) => ZInvoiceRequest.safeParse({ ...base, ...patch }).error?.issues.map((i) => i.path.join('.'));
    expect(bad({ amount: '0' })).toEqual(['amount']);
    expect(bad({ amount: '1.234' })).toEqual(['amount']);
    expect(bad({ invoiceNo: ' ' })).toEqual(['invoiceNo']);
    expect(bad({ dueDate: '2026-02-01' })).toEqual(['dueDate']);
    expect(bad({ issuer: '' })).toEqual(['issuer']);
    expect(bad({ invoiceNo: 'INV 1' })).toEqual(['invoiceNo']);
    expect(ZInvoiceRequest.safeParse({ ...base, invoiceNo: '' }).error?.issues[0]).toMatchObject({ params: { reasonKey: 'required' } });
    expect(bad({ amount: '' })).toEqual(['amount']);
    expect(ZPaymentRequest.safeParse({ amount: '-1', paidOn: '2026-03-01' }).success).toBe(false);
  });
});
