/**
 * The two confirmation forms (§2 contract confirmation in two steps; §5 Contract form), pure so they are unit-tested:
 * drafts prefilled from the contract (the viewer's earlier confirmation, else the company on record), the requests
 * they become. The forms check those requests with the server's own body schemas through the form kit
 * (lib/zod-form.ts), so the problems read like the server's 1000 messages.
 */
import type { TAddressBookEntry, TContractDetail } from '@scrapbridge/domain/orders/contract';
import type { TBlRole, TConfirmBillOfLadingRequest, TConfirmCompanyRequest } from '@scrapbridge/domain/orders/contract-form';

export type TCompanyDraft = {
  companyName: string;
  address: string;
  email: string;
  taxNo: string;
  contactName: string;
  phone: string;
  acceptTerms: boolean;
};

export type TPartyDraft = { name: string; address: string; contact: string; email: string; landline: string; phone: string; save: boolean };

export type TBlDraft = {
  consignee: TPartyDraft;
  notify1: TPartyDraft;
  hasNotify2: boolean;
  notify2: TPartyDraft;
  shipper: TPartyDraft;
  shippingMarks: string;
  hsCode: string;
  taxId: string;
  terminalDock: string;
  hasDispute: boolean;
  disputeText: string;
};

export const emptyParty = (): TPartyDraft => ({ name: '', address: '', contact: '', email: '', landline: '', phone: '', save: false });

/** Step 1 as the viewer left it, or prefilled from their last confirmation / company (terms to accept again). */
export function companyDraftFrom(c: Pick<TContractDetail, 'viewerSide' | 'parties' | 'companyDefaults'>): TCompanyDraft {
  const mine = c.parties.find((p) => p.side === c.viewerSide);
  const src = mine ?? c.companyDefaults;
  return {
    companyName: src?.companyName ?? '',
    address: src?.address ?? '',
    email: src?.email ?? '',
    taxNo: src?.taxNo ?? '',
    contactName: src?.contactName ?? '',
    phone: src?.phone ?? '',
    acceptTerms: !!mine,
  };
}

/** A party from the contract's BL parties or an address-book entry. */
export function partyDraftOf(p: Pick<TAddressBookEntry, 'name' | 'address' | 'contact' | 'email' | 'landline' | 'phone'> | undefined): TPartyDraft {
  if (!p) return emptyParty();
  return { name: p.name, address: p.address, contact: p.contact ?? '', email: p.email ?? '', landline: p.landline ?? '', phone: p.phone ?? '', save: false };
}

export function blDraftFrom(c: Pick<TContractDetail, 'blParties' | 'blInstructions'>): TBlDraft {
  const of = (role: TBlRole) => c.blParties.find((p) => p.role === role);
  return {
    consignee: partyDraftOf(of('consignee')),
    notify1: partyDraftOf(of('notify1')),
    hasNotify2: !!of('notify2'),
    notify2: partyDraftOf(of('notify2')),
    shipper: partyDraftOf(of('shipper')),
    shippingMarks: c.blInstructions?.shippingMarks ?? '',
    hsCode: c.blInstructions?.hsCode ?? '',
    taxId: c.blInstructions?.taxId ?? '',
    terminalDock: c.blInstructions?.terminalDock ?? '',
    hasDispute: false,
    disputeText: '',
  };
}

export function companyRequest(d: TCompanyDraft): TConfirmCompanyRequest {
  return {
    companyName: d.companyName,
    address: d.address,
    email: d.email,
    taxNo: d.taxNo,
    contactName: d.contactName || null,
    phone: d.phone || null,
    acceptTerms: d.acceptTerms,
  };
}

const partyRequest = ({ save: _save, ...p }: TPartyDraft) => ({
  name: p.name,
  address: p.address,
  contact: p.contact || null,
  email: p.email || null,
  landline: p.landline || null,
  phone: p.phone || null,
});

export function blRequest(d: TBlDraft): TConfirmBillOfLadingRequest {
  const roles: TBlRole[] = ['consignee', 'notify1', 'notify2', 'shipper'];
  const saved = roles.filter((r) => (r === 'notify2' ? d.hasNotify2 && d.notify2.save : d[r].save));
  return {
    consignee: partyRequest(d.consignee),
    notify1: partyRequest(d.notify1),
    notify2: d.hasNotify2 ? partyRequest(d.notify2) : null,
    shipper: partyRequest(d.shipper),
    saveToAddressBook: saved,
    shippingMarks: d.shippingMarks,
    hsCode: d.hsCode,
    taxId: d.taxId,
    terminalDock: d.terminalDock,
    dispute: d.hasDispute ? { text: d.disputeText } : null,
  };
}
