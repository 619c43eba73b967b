import { Deduction } from '@scrapbridge/domain/quote-method';
import type { TContract } from '@scrapbridge/domain/quotes/quote-view';
import type { TBlRole } from '@scrapbridge/domain/orders/contract-form';
import type { TContractDetail } from '@scrapbridge/domain/orders/contract';
import type { TDbOrTx } from '../../../db/client.ts';
import { priceText } from '../../negotiation/index.ts';
import {
  findBlInstructions,
  findBlParties,
  findDictLabels,
  findLatestPartyOf,
  findParties,
  findPeople,
  findShippingStatus,
  type TPartyPerson,
} from './orders.repository.ts';
import { requireContractAccess, type TContractSide } from './contract-access.ts';
import { findContractLines, type TContractRow } from './contracts.repository.ts';

/**
 * `GET /app-v2/contract/{contractId}`: the contract a deal wrote, for its buyer, its seller (or agent) and staff;
 * anyone else is told it does not exist (§8 "contractId incorrect"). The negotiation's fields (ZContract) plus the
 * order state: both parties, the two confirmation steps, the money and shipping statuses (§3 Contract/order, §4).
 */
export async function getContract(opts: { db: TDbOrTx; contractId: string; viewer: { userId: string; isStaff: boolean } }): Promise<TContractDetail> {
  const { contract: c, side } = await requireContractAccess({ db: opts.db, contractId: opts.contractId, viewer: opts.viewer });
  return contractDetail(opts.db, c, side, opts.viewer.userId);
}

/** The negotiation's view of a contract (ZContract). */
export async function contractView(db: TDbOrTx, c: TContractRow): Promise<TContract> {
  const lines = await findContractLines(db, c.id);
  const currency = c.currency as 'USD' | 'CNY';
  return {
    contractId: c.id,
    contractNo: c.contractNo,
    status: c.status,
    askId: c.askId,
    quoteId: c.quoteId,
    buyerUserId: c.buyerUserId,
    sellerUserId: c.sellerUserId,
    market: c.market as TContract['market'],
    currency,
    term: c.term as TContract['term'],
    portId: c.portId,
    destinationPortId: c.destinationPortId,
    prepayRate: c.prepayRate,
    depositRatio: Number(c.depositRatio),
    balanceRatio: Number(c.balanceRatio),
    paymentTiming: c.paymentTiming as TContract['paymentTiming'],
    fixingSide: c.fixingSide as TContract['fixingSide'],
    taxIncluded: c.taxIncluded,
    totalWeight: Number(c.totalWeight),
    totalAmount: c.totalAmount === null ? null : Number(c.totalAmount),
    underReview: c.underReview,
    dealAt: c.dealAt.toISOString(),
    lines: lines.map((l) => ({
      askDetailId: l.askDetailId,
      detailName: l.detailName,
      detailNameZh: l.detailNameZh,
      quoteType: l.quoteType,
      price: Number(l.price),
      priceStr: priceText(l.quoteType, l.deduction ?? Deduction.None, Number(l.price), currency),
      weight: l.weight === null ? null : Number(l.weight),
      containers: l.containers,
      amount: l.amount === null ? null : Number(l.amount),
    })),
  };
}

function displayOf(p: TPartyPerson | undefined) {
  const name = [p?.firstName, p?.lastName].filter(Boolean).join(' ');
  return { displayName: name || p?.companyName || '—', companyName: p?.companyName ?? p?.companyNameEn ?? null, companyNameEn: p?.companyNameEn ?? null };
}

/** What the viewer still has to do (§2 two-step confirmation; decision in confirm-company.ts). */
export function pendingSteps(opts: {
  status: string;
  side: TContractSide;
  myCompanyDone: boolean;
  blDone: boolean;
}): ('company' | 'billOfLading')[] {
  if (opts.status !== 'pending' || opts.side === 'staff') return [];
  const steps: ('company' | 'billOfLading')[] = [];
  if (!opts.myCompanyDone) steps.push('company');
  if (opts.side === 'buyer' && !opts.blDone) steps.push('billOfLading');
  return steps;
}

export async function contractDetail(db: TDbOrTx, c: TContractRow, side: TContractSide, viewerUserId: string): Promise<TContractDetail> {
  const [base, parties, bl, blParties, shipping, people, ports] = await Promise.all([
    contractView(db, c),
    findParties(db, c.id),
    findBlInstructions(db, c.id),
    findBlParties(db, c.id),
    findShippingStatus(db, c.id),
    findPeople(db, [c.buyerUserId, c.sellerUserId, viewerUserId]),
    findDictLabels(db, [c.portId, c.destinationPortId].filter((id): id is number => id !== null)),
  ]);
  const partyOf = (s: 'buyer' | 'seller') => parties.find((p) => p.side === s) ?? null;
  const mine = side === 'staff' ? null : partyOf(side);
  let companyDefaults: TContractDetail['companyDefaults'] = null;
  if (side !== 'staff') {
    const prev = mine ?? (await findLatestPartyOf(db, viewerUserId));
    const me = people.get(viewerUserId);
    companyDefaults = {
      companyName: prev?.companyName ?? me?.companyNameEn ?? me?.companyName ?? '',
      address: prev?.address ?? '',
      email: prev?.email ?? me?.email ?? '',
      taxNo: prev?.taxNo ?? '',
      contactName: prev?.contactName ?? [me?.firstName, me?.lastName].filter(Boolean).join(' '),
      phone: prev?.phone ?? '',
    };
  }
  const port = (id: number | null) => (id === null ? null : (ports.get(id) ?? null));
  const roleOrder: TBlRole[] = ['consignee', 'notify1', 'notify2', 'shipper'];
  return {
    ...base,
    viewerSide: side,
    buyer: displayOf(people.get(c.buyerUserId)),
    seller: displayOf(people.get(c.sellerUserId)),
    parties: parties.map((p) => ({
      side: p.side as 'buyer' | 'seller',
      companyName: p.companyName,
      address: p.address,
      email: p.email,
      taxNo: p.taxNo,
      contactName: p.contactName,
      phone: p.phone,
      confirmedAt: p.confirmedAt.toISOString(),
    })),
    blInstructions: bl
      ? { shippingMarks: bl.shippingMarks, hsCode: bl.hsCode, taxId: bl.taxId, terminalDock: bl.terminalDock, confirmedAt: bl.confirmedAt.toISOString() }
      : null,
    blParties: blParties
      .map((p) => ({ role: p.role, name: p.name, address: p.address, contact: p.contact, email: p.email, landline: p.landline, phone: p.phone }))
      .sort((a, b) => roleOrder.indexOf(a.role) - roleOrder.indexOf(b.role)),
    confirmation: {
      buyerCompany: partyOf('buyer')?.confirmedAt.toISOString() ?? null,
      sellerCompany: partyOf('seller')?.confirmedAt.toISOString() ?? null,
      billOfLading: bl?.confirmedAt.toISOString() ?? null,
    },
    myPendingSteps: pendingSteps({ status: c.status, side, myCompanyDone: !!mine, blDone: !!bl }),
    signedAt: c.signedAt?.toISOString() ?? null,
    voidedAt: c.voidedAt?.toISOString() ?? null,
    voidReason: c.voidReason,
    depositStatus: c.depositStatus,
    paymentStatus: c.paymentStatus,
    shippingStatus: shipping,
    portName: port(c.portId),
    destinationPortName: port(c.destinationPortId),
    companyDefaults,
  };
}
