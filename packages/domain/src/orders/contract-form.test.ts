import { describe, expect, it } from 'vitest';
import { describeIssue } from '../validation.ts';
import { addressKindOf, isHsCode, ZAddressBookInput, ZConfirmBillOfLadingRequest, ZConfirmCompanyRequest } from './contract-form.ts';
import { ZOrderListQuery } from './contract.ts';

function reasons(result: { success: boolean; error?: { issues: Parameters<typeof describeIssue>[0][] } }) {
  return result.success ? [] : result.error!.issues.map((i) => describeIssue(i));
}

const company = { companyName: 'Acme Metals Ltd', address: '1 Dock Road, Ningbo', email: 'ops@acme.test', taxNo: '91330200MA2AB', acceptTerms: true };
const party = { name: 'Acme Metals Ltd', address: '1 Dock Road, Ningbo' };
const bl = { consignee: party, notify1: party, shipper: { name: 'US Recycling Inc', address: '9 Port Ave, Oakland' }, shippingMarks: 'ACME / NB', hsCode: '7404.00', taxId: 'TAX-1', terminalDock: 'Beilun terminal 2' };

describe('ZConfirmCompanyRequest (§5 Contract form, step 1)', () => {
  it('accepts a complete company; contact and phone are optional, blanks read as absent', () => {
    const r = ZConfirmCompanyRequest.safeParse({ ...company, contactName: '  ', phone: '' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ contactName: null, phone: null });
  });
  it.each(['companyName', 'address', 'email', 'taxNo'] as const)('%s cannot be empty (blank after trimming)', (field) => {
    expect(reasons(ZConfirmCompanyRequest.safeParse({ ...company, [field]: '   ' }))).toEqual([{ field, reasonKey: 'required' }]);
    expect(reasons(ZConfirmCompanyRequest.safeParse({ ...company, [field]: undefined }))).toEqual([{ field, reasonKey: 'required' }]);
  });
  it('checks the e-mail pattern', () => {
    expect(reasons(ZConfirmCompanyRequest.safeParse({ ...company, email: 'ops at acme' }))).toEqual([{ field: 'email', reasonKey: 'invalidFormat' }]);
  });
  it('bounds every text', () => {
    expect(reasons(ZConfirmCompanyRequest.safeParse({ ...company, companyName: 'x'.repeat(201) }))).toEqual([
      { field: 'companyName', reasonKey: 'tooLong', params: { max: 200 } },
    ]);
    expect(reasons(ZConfirmCompanyRequest.safeParse({ ...company, address: 'x'.repeat(501) }))[0]).toMatchObject({ field: 'address', reasonKey: 'tooLong' });
  });
  it('needs the terms accepted', () => {
    expect(reasons(ZConfirmCompanyRequest.safeParse({ ...company, acceptTerms: false }))).toEqual([{ field: 'acceptTerms', reasonKey: 'orders.errors.acceptContractTerms' }]);
    expect(reasons(ZConfirmCompanyRequest.safeParse({ ...company, acceptTerms: undefined }))).toEqual([{ field: 'acceptTerms', reasonKey: 'required' }]);
  });
  it('checks a phone when given', () => {
    expect(reasons(ZConfirmCompanyRequest.safeParse({ ...company, phone: 'call me' }))).toEqual([{ field: 'phone', reasonKey: 'invalidFormat' }]);
    expect(ZConfirmCompanyRequest.safeParse({ ...company, phone: '+86 (574) 8888-1234' }).success).toBe(true);
  });
});

describe('ZConfirmBillOfLadingRequest (§2 step 2, §3 parties, §5)', () => {
  it('accepts the instructions; the 2nd notify party, the book and the dispute are optional', () => {
    const r = ZConfirmBillOfLadingRequest.safeParse(bl);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ notify2: null, dispute: null, saveToAddressBook: [] });
  });
  it('needs each party with a name and an address', () => {
    expect(reasons(ZConfirmBillOfLadingRequest.safeParse({ ...bl, consignee: { ...party, name: '' } }))).toEqual([{ field: 'consignee.name', reasonKey: 'required' }]);
    expect(reasons(ZConfirmBillOfLadingRequest.safeParse({ ...bl, shipper: undefined }))[0]).toMatchObject({ field: 'shipper', reasonKey: 'required' });
    expect(reasons(ZConfirmBillOfLadingRequest.safeParse({ ...bl, notify2: { name: 'N2', address: '' } }))).toEqual([{ field: 'notify2.address', reasonKey: 'required' }]);
  });
  it("checks a party's e-mail and phones when given", () => {
    expect(reasons(ZConfirmBillOfLadingRequest.safeParse({ ...bl, notify1: { ...party, email: 'nope' } }))).toEqual([{ field: 'notify1.email', reasonKey: 'invalidFormat' }]);
    expect(reasons(ZConfirmBillOfLadingRequest.safeParse({ ...bl, notify1: { ...party, landline: 'abc' } }))).toEqual([{ field: 'notify1.landline', reasonKey: 'invalidFormat' }]);
  });
  it.each(['shippingMarks', 'taxId', 'terminalDock', 'hsCode'] as const)('%s cannot be empty', (field) => {
    expect(reasons(ZConfirmBillOfLadingRequest.safeParse({ ...bl, [field]: ' ' }))).toEqual([{ field, reasonKey: 'required' }]);
  });
  it('takes an HS code of 4 to 10 digits, dots allowed', () => {
    expect(['7404', '7404.00', '7602.0000', '7404001000'].every(isHsCode)).toBe(true);
    expect(['740', '74040010001', '74a4', '.7404', '7404.', '7404..00'].some(isHsCode)).toBe(false);
    expect(reasons(ZConfirmBillOfLadingRequest.safeParse({ ...bl, hsCode: '74' }))).toEqual([{ field: 'hsCode', reasonKey: 'orders.errors.hsCode' }]);
  });
  it('needs the dispute text when there is a dispute (§5)', () => {
    expect(reasons(ZConfirmBillOfLadingRequest.safeParse({ ...bl, dispute: { text: '  ' } }))).toEqual([{ field: 'dispute.text', reasonKey: 'required' }]);
    expect(ZConfirmBillOfLadingRequest.safeParse({ ...bl, dispute: { text: 'Weight tolerance should be 5%' } }).data?.dispute).toEqual({ text: 'Weight tolerance should be 5%' });
    expect(reasons(ZConfirmBillOfLadingRequest.safeParse({ ...bl, dispute: { text: 'x'.repeat(2001) } }))[0]).toMatchObject({ field: 'dispute.text', reasonKey: 'tooLong' });
  });
  it('knows which parties to save, once each', () => {
    expect(ZConfirmBillOfLadingRequest.safeParse({ ...bl, saveToAddressBook: ['consignee', 'consignee', 'shipper'] }).data?.saveToAddressBook).toEqual(['consignee', 'shipper']);
    expect(ZConfirmBillOfLadingRequest.safeParse({ ...bl, saveToAddressBook: ['buyer'] }).success).toBe(false);
    expect(addressKindOf('notify2')).toBe('notify');
    expect(addressKindOf('consignee')).toBe('consignee');
  });
});

describe('ZAddressBookInput', () => {
  it('needs a kind, a name and an address', () => {
    expect(ZAddressBookInput.safeParse({ kind: 'notify', ...party }).success).toBe(true);
    expect(reasons(ZAddressBookInput.safeParse({ kind: 'notify1', ...party }))[0]).toMatchObject({ field: 'kind' });
  });
});

describe('ZOrderListQuery', () => {
  it('defaults to all tabs, trims the keyword and bounds the page size', () => {
    expect(ZOrderListQuery.parse({ keyword: '  MSCU1234567 ' })).toMatchObject({ tab: 'all', keyword: 'MSCU1234567', pageNum: 1, pageSize: 20 });
    expect(ZOrderListQuery.parse({ keyword: '   ' }).keyword).toBeUndefined();
    expect(ZOrderListQuery.safeParse({ pageSize: '51' }).success).toBe(false);
  });
});
