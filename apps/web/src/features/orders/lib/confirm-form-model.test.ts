import { describe, expect, it } from 'vitest';
import { ZConfirmBillOfLadingRequest, ZConfirmCompanyRequest } from '@scrapbridge/domain/orders/contract-form';
import { checkWithSchema } from '#lib/zod-form.ts';
import { blDraftFrom, blRequest, companyDraftFrom, companyRequest, emptyParty, partyDraftOf, type TBlDraft, type TCompanyDraft } from './confirm-form-model.ts';

const t = (key: string, params?: Record<string, string | number>) => (params ? `${key}:${JSON.stringify(params)}` : key);
/** What each form shows: the form kit's check of its request with the server's body schema. */
const companyErrors = (d: TCompanyDraft) => checkWithSchema(t, ZConfirmCompanyRequest, companyRequest(d)).errors ?? {};
const blErrors = (d: TBlDraft) => checkWithSchema(t, ZConfirmBillOfLadingRequest, blRequest(d)).errors ?? {};
const defaults = { companyName: 'Acme', address: '1 Dock Rd', email: 'ops@acme.test', taxNo: 'T1', contactName: 'Li', phone: '' };

describe('step 1 form', () => {
  it('starts from the company defaults with the terms not yet accepted', () => {
    const d = companyDraftFrom({ viewerSide: 'buyer', parties: [], companyDefaults: defaults });
    expect(d).toEqual({ ...defaults, acceptTerms: false });
    expect(companyErrors(d)).toEqual({ acceptTerms: 'errors.fieldInvalid:{"field":"acceptTerms","reason":"orders.errors.acceptContractTerms"}' });
    expect(companyErrors({ ...d, acceptTerms: true })).toEqual({});
    expect(companyRequest({ ...d, acceptTerms: true })).toMatchObject({ contactName: 'Li', phone: null, acceptTerms: true });
  });
  it("shows the viewer's own confirmation when there is one", () => {
    const party = { side: 'seller' as const, companyName: 'Seller Co', address: 'A', email: 's@x.test', taxNo: 'S', contactName: null, phone: null, confirmedAt: '2026-01-01T00:00:00Z' };
    expect(companyDraftFrom({ viewerSide: 'seller', parties: [party], companyDefaults: defaults })).toMatchObject({ companyName: 'Seller Co', acceptTerms: true, contactName: '' });
  });
  it('names each empty or malformed field', () => {
    const e = companyErrors({ companyName: ' ', address: '', email: 'x', taxNo: '', contactName: '', phone: '', acceptTerms: true });
    expect(Object.keys(e).sort()).toEqual(['address', 'companyName', 'email', 'taxNo']);
  });
});

describe('step 2 form', () => {
  const party = { name: 'Consignee Co', address: 'Ningbo', contact: 'Li', email: null, landline: null, phone: null };
  it('builds the request: optional 2nd notify party, parties to save, the dispute only when switched on', () => {
    const d = {
      ...blDraftFrom({ blParties: [], blInstructions: null }),
      consignee: { ...partyDraftOf(party), save: true },
      notify1: partyDraftOf(party),
      shipper: partyDraftOf(party),
      notify2: { ...emptyParty(), save: true },
      shippingMarks: 'M',
      hsCode: '7404',
      taxId: 'T',
      terminalDock: 'D',
      disputeText: 'kept but not sent',
    };
    const req = blRequest(d);
    expect(req).toMatchObject({ notify2: null, saveToAddressBook: ['consignee'], dispute: null });
    expect(req.consignee).toEqual({ ...party, contact: 'Li' });
    expect(blErrors(d)).toEqual({});
    expect(Object.keys(blErrors({ ...d, hasNotify2: true }))).toEqual(['notify2.name', 'notify2.address']);
    expect(Object.keys(blErrors({ ...d, hasDispute: true, disputeText: ' ' }))).toEqual(['dispute.text']);
    expect(Object.keys(blErrors({ ...d, hsCode: '7' }))).toEqual(['hsCode']);
  });
  it('prefills from the instructions already given', () => {
    const d = blDraftFrom({
      blParties: [{ role: 'notify2', ...party }],
      blInstructions: { shippingMarks: 'M', hsCode: '7404', taxId: 'T', terminalDock: 'D', confirmedAt: '2026-01-01T00:00:00Z' },
    });
    expect(d).toMatchObject({ hasNotify2: true, notify2: { name: 'Consignee Co', contact: 'Li', email: '' }, hsCode: '7404', consignee: emptyParty() });
  });
});
