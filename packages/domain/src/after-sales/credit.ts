import { z } from 'zod';
import { BUSINESS_TYPES } from '../account-profile.ts';

/**
 * Credit reports (issue 15 item 6; §3 Credit report: business type; totals of orders, weight and amount; shipping and
 * release timeliness on a 7-day basis, fulfilment rate, overdue shipping rate; deposit and balance timeliness, quality
 * claim rate, shortage weight, claim settlement rate; customer evaluation counts).
 *
 * The server counts with set-based SQL (one pass over a company's contracts per window); these pure rules say what
 * each count means and turn counts into the figures shown. `countHistory` applies the same definitions to a
 * hand-made history in memory: the domain tests check the rules on it, the API tests check the SQL against it.
 *
 * Definitions (all of a contract are attributed to the window its deal falls in):
 * - a trade is a contract that was not voided; counterparties are the distinct companies on the other side; its
 *   amount is the part priced at the deal plus its confirmed price fixes in the contract's currency (a formula deal
 *   counts once fixed);
 * - shipping (7-day basis): a signed contract must load its first container by deal + the ask's shipment days
 *   (30 when the ask names none) + 7 days of grace. It is "due" once loaded or once that deadline passed (a signed
 *   contract voided before loading counts too: it was not fulfilled). Fulfilment rate = loaded ÷ due; shipping
 *   timeliness = loaded by the deadline ÷ loaded; overdue shipping rate = (due − loaded by the deadline) ÷ due;
 * - release (7-day basis): a shipment that arrived must be telex released within 7 days of arrival; due once
 *   released or once those 7 days passed; timeliness = released in time ÷ due;
 * - deposit and balance timeliness: an invoice is due once paid in full or once its due date (else issue date + 7
 *   days) passed (operator calendar day); on time when paid in full on or before that date;
 * - claims (submitted ones; a draft is no claim, a withdrawn one went back to feedback): quality claim rate = trades
 *   with a quality (or both) claim ÷ trades; shortage weight = the shortage weight the claims state; settlement rate =
 *   settled ÷ claims that reached an end (settled or closed);
 * - customer evaluations: the 1–4 ratings of the trades' shipments (received as seller, given as buyer).
 */

/** §3 "(7-day basis)": the grace after a deadline, in days. */
export const CREDIT_GRACE_DAYS = 7;
/** Shipment days of an ask that names none (the most common term in scrap export contracts). */
export const DEFAULT_SHIPMENT_DAYS = 30;
/** Below this many trades with fewer counterparties the report says "insufficient data" (issue 15). */
export const CREDIT_MIN_TRADES = 3;
export const CREDIT_MIN_COUNTERPARTIES = 2;
export const CREDIT_ROLES = ['seller', 'buyer'] as const;
export type TCreditRole = (typeof CREDIT_ROLES)[number];

const DAY_MS = 86_400_000;

/** The counts one role of one company has in one window (what the SQL answers). */
export type TCreditCounts = {
  trades: number;
  counterparties: number;
  /** MT, exact decimal text. */
  weight: string;
  amounts: { currency: string; amount: string }[];
  shipDue: number;
  shipLoaded: number;
  shipOnTime: number;
  releaseDue: number;
  releaseOnTime: number;
  depositDue: number;
  depositOnTime: number;
  balanceDue: number;
  balanceOnTime: number;
  qualityClaimContracts: number;
  shortageWeight: string;
  claimsEnded: number;
  claimsSettled: number;
  evaluations: [number, number, number, number];
};

export function emptyCounts(): TCreditCounts {
  return {
    trades: 0,
    counterparties: 0,
    weight: '0',
    amounts: [],
    shipDue: 0,
    shipLoaded: 0,
    shipOnTime: 0,
    releaseDue: 0,
    releaseOnTime: 0,
    depositDue: 0,
    depositOnTime: 0,
    balanceDue: 0,
    balanceOnTime: 0,
    qualityClaimContracts: 0,
    shortageWeight: '0',
    claimsEnded: 0,
    claimsSettled: 0,
    evaluations: [0, 0, 0, 0],
  };
}

/** A share as a fraction with 4 decimals; null when nothing is due (no basis, not 0 % nor 100 %). */
export function rateOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 10_000;
}

export function isSufficient(c: Pick<TCreditCounts, 'trades' | 'counterparties'>): boolean {
  return c.trades >= CREDIT_MIN_TRADES && c.counterparties >= CREDIT_MIN_COUNTERPARTIES;
}

/** The first loading deadline of a contract: deal + shipment days + 7 days of grace. */
export function shippingDeadline(dealAt: Date, shipmentDays: number | null): Date {
  return new Date(dealAt.getTime() + ((shipmentDays ?? DEFAULT_SHIPMENT_DAYS) + CREDIT_GRACE_DAYS) * DAY_MS);
}

export function releaseDeadline(arrivedAt: Date): Date {
  return new Date(arrivedAt.getTime() + CREDIT_GRACE_DAYS * DAY_MS);
}

/** An invoice's due date when it names none: issued + 7 days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function invoiceDueDate(issueDate: string, dueDate: string | null): string {
  if (dueDate) return dueDate;
  return new Date(Date.parse(`${issueDate}T00:00:00Z`) + CREDIT_GRACE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** The figures shown for one role and window. */
export const ZCreditFigures = z.object({
  /** At least 3 trades with 2 counterparties; below that only the owner (and staff) see the figures. */
  sufficient: z.boolean(),
  /** The figures are withheld from this viewer (insufficient data). */
  withheld: z.boolean(),
  orders: z.number().int().nullable(),
  counterparties: z.number().int().nullable(),
  weight: z.string().nullable(),
  amounts: z.array(z.object({ currency: z.string(), amount: z.string() })),
  shippingTimeliness: z.number().nullable(),
  releaseTimeliness: z.number().nullable(),
  fulfilmentRate: z.number().nullable(),
  overdueShippingRate: z.number().nullable(),
  depositTimeliness: z.number().nullable(),
  balanceTimeliness: z.number().nullable(),
  qualityClaimRate: z.number().nullable(),
  shortageWeight: z.string().nullable(),
  claimSettlementRate: z.number().nullable(),
  /** Counts of the ratings 1–4 (index 0 is "exceeded expectations"). */
  evaluations: z.array(z.number().int()).nullable(),
});
export type TCreditFigures = z.infer<typeof ZCreditFigures>;

/** Counts → the figures shown; withheld ones are all null (nothing of a thin history reaches a stranger). */
export function creditFigures(c: TCreditCounts, opts: { withholdInsufficient: boolean }): TCreditFigures {
  const sufficient = isSufficient(c);
  if (!sufficient && opts.withholdInsufficient) {
    return {
      sufficient,
      withheld: true,
      orders: null,
      counterparties: null,
      weight: null,
      amounts: [],
      shippingTimeliness: null,
      releaseTimeliness: null,
      fulfilmentRate: null,
      overdueShippingRate: null,
      depositTimeliness: null,
      balanceTimeliness: null,
      qualityClaimRate: null,
      shortageWeight: null,
      claimSettlementRate: null,
      evaluations: null,
    };
  }
  return {
    sufficient,
    withheld: false,
    orders: c.trades,
    counterparties: c.counterparties,
    weight: c.weight,
    amounts: c.amounts,
    shippingTimeliness: rateOf(c.shipOnTime, c.shipLoaded),
    releaseTimeliness: rateOf(c.releaseOnTime, c.releaseDue),
    fulfilmentRate: rateOf(c.shipLoaded, c.shipDue),
    overdueShippingRate: rateOf(c.shipDue - c.shipOnTime, c.shipDue),
    depositTimeliness: rateOf(c.depositOnTime, c.depositDue),
    balanceTimeliness: rateOf(c.balanceOnTime, c.balanceDue),
    qualityClaimRate: rateOf(c.qualityClaimContracts, c.trades),
    shortageWeight: c.shortageWeight,
    claimSettlementRate: rateOf(c.claimsSettled, c.claimsEnded),
    evaluations: [...c.evaluations],
  };
}

// ——— the same definitions over a history in memory (the tests' reference) ———

export type THistoryInvoice = { type: 'deposit' | 'final'; issueDate: string; dueDate: string | null; paidInFullOn: string | null };
export type THistoryShipment = { loadedAt: Date | null; arrivedAt: Date | null; releasedAt: Date | null; rating: number | null };
export type THistoryClaim = { type: 'shortage' | 'quality' | 'both'; status: 'settled' | 'closed' | 'withdrawn' | 'open'; shortageWeight: string };
export type THistoryContract = {
  dealAt: Date;
  signed: boolean;
  voided: boolean;
  counterpartyCompanyId: string;
  weight: string;
  currency: string;
  amount: string | null;
  shipmentDays: number | null;
  shipments: THistoryShipment[];
  invoices: THistoryInvoice[];
  claims: THistoryClaim[];
};

/** Sum of decimal texts with up to 6 places, exactly (scaled integers). */
function addDecimals(values: string[]): string {
  const SCALE = 1_000_000n;
  let total = 0n;
  for (const v of values) {
    const neg = v.startsWith('-');
    const [i = '0', f = ''] = v.replace('-', '').split('.');
    const n = BigInt(i) * SCALE + BigInt((f + '000000').slice(0, 6));
    total += neg ? -n : n;
  }
  const neg = total < 0n;
  const abs = neg ? -total : total;
  const frac = (abs % SCALE).toString().padStart(6, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${abs / SCALE}${frac ? `.${frac}` : ''}`;
}

/**
 * Counts of one role's history in one window (`since` null: lifetime). `today` is the operator's calendar date of
 * `now`, for the date-only invoice rules.
 */
export function countHistory(history: THistoryContract[], opts: { now: Date; since: Date | null; today: string }): TCreditCounts {
  const c = emptyCounts();
  const inWindow = history.filter((h) => !opts.since || h.dealAt.getTime() >= opts.since.getTime());
  const trades = inWindow.filter((h) => !h.voided);
  c.trades = trades.length;
  c.counterparties = new Set(trades.map((h) => h.counterpartyCompanyId)).size;
  c.weight = addDecimals(trades.map((h) => h.weight));
  const byCurrency = new Map<string, string[]>();
  for (const h of trades) if (h.amount !== null) byCurrency.set(h.currency, [...(byCurrency.get(h.currency) ?? []), h.amount]);
  c.amounts = [...byCurrency.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, list]) => ({ currency, amount: addDecimals(list) }));

  for (const h of inWindow) {
    if (h.signed) {
      const deadline = shippingDeadline(h.dealAt, h.shipmentDays);
      const loads = h.shipments.map((s) => s.loadedAt).filter((d): d is Date => d !== null);
      const firstLoad = loads.length ? new Date(Math.min(...loads.map((d) => d.getTime()))) : null;
      if (firstLoad || opts.now.getTime() > deadline.getTime()) {
        c.shipDue += 1;
        if (firstLoad) c.shipLoaded += 1;
        if (firstLoad && firstLoad.getTime() <= deadline.getTime()) c.shipOnTime += 1;
      }
    }
    if (h.voided) continue;
    for (const s of h.shipments) {
      if (s.arrivedAt) {
        const deadline = releaseDeadline(s.arrivedAt);
        if (s.releasedAt || opts.now.getTime() > deadline.getTime()) {
          c.releaseDue += 1;
          if (s.releasedAt && s.releasedAt.getTime() <= deadline.getTime()) c.releaseOnTime += 1;
        }
      }
      if (s.rating !== null && s.rating >= 1 && s.rating <= 4) c.evaluations[s.rating - 1] = (c.evaluations[s.rating - 1] ?? 0) + 1;
    }
    for (const inv of h.invoices) {
      const due = invoiceDueDate(inv.issueDate, inv.dueDate);
      if (inv.paidInFullOn || opts.today > due) {
        const onTime = inv.paidInFullOn !== null && inv.paidInFullOn <= due;
        if (inv.type === 'deposit') {
          c.depositDue += 1;
          if (onTime) c.depositOnTime += 1;
        } else {
          c.balanceDue += 1;
          if (onTime) c.balanceOnTime += 1;
        }
      }
    }
    const claims = h.claims.filter((cl) => cl.status !== 'withdrawn');
    if (claims.some((cl) => cl.type !== 'shortage')) c.qualityClaimContracts += 1;
    for (const cl of claims) {
      if (cl.status !== 'open') c.claimsEnded += 1;
      if (cl.status === 'settled') c.claimsSettled += 1;
    }
    c.shortageWeight = addDecimals([c.shortageWeight, ...claims.filter((cl) => cl.type !== 'quality').map((cl) => cl.shortageWeight)]);
  }
  return c;
}

// ——— the report ———

export const ZCreditQuery = z.object({
  /** The company reported on; without it (and without userId) the caller's own. */
  companyId: z.uuid().optional(),
  /** Or a member of it (a shop's seller), for links that know a user only. */
  userId: z.uuid().optional(),
  /** Or a side of a contract the caller is party to (the order page's link to the counterparty's report). */
  contractId: z.uuid().optional(),
  party: z.enum(['buyer', 'seller']).optional(),
});
export type TCreditQuery = z.infer<typeof ZCreditQuery>;

export const ZCreditRoleReport = z.object({
  last12Months: ZCreditFigures,
  lifetime: ZCreditFigures,
  /** Trades a month over the last 12 months (oldest first, YYYY-MM); empty when withheld. */
  monthly: z.array(z.object({ month: z.string(), orders: z.number().int() })),
});
export type TCreditRoleReport = z.infer<typeof ZCreditRoleReport>;

export const ZCreditReport = z.object({
  company: z.object({
    companyId: z.string(),
    name: z.string(),
    nameEn: z.string().nullable(),
    verified: z.boolean(),
    businessTypes: z.array(z.enum(BUSINESS_TYPES)),
  }),
  /** The caller's own company (the full figures, even below the data threshold). */
  own: z.boolean(),
  asOf: z.string(),
  seller: ZCreditRoleReport,
  buyer: ZCreditRoleReport,
});
export type TCreditReport = z.infer<typeof ZCreditReport>;

/** The last 12 calendar months up to `now`'s month (YYYY-MM, oldest first), in the operator's time zone. */
export function last12Months(now: Date, utcOffsetMinutes = 8 * 60): string[] {
  const local = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  const out: string[] = [];
  for (let i = 11; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

/** The start of the 12-month window: the same instant one year earlier. */
export function twelveMonthsBefore(now: Date): Date {
  const d = new Date(now.getTime());
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d;
}
