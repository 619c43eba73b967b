import { describe, expect, it } from 'vitest';
import {
  countHistory,
  creditFigures,
  invoiceDueDate,
  isSufficient,
  last12Months,
  rateOf,
  shippingDeadline,
  type THistoryContract,
} from './credit.ts';

const NOW = new Date('2026-11-26T04:00:00Z');
const TODAY = '2026-11-26';
const day = (iso: string) => new Date(`${iso}T02:00:00Z`);

function contract(patch: Partial<THistoryContract>): THistoryContract {
  return {
    dealAt: day('2026-06-01'),
    signed: true,
    voided: false,
    counterpartyCompanyId: 'b1',
    weight: '20',
    currency: 'USD',
    amount: '10000',
    shipmentDays: 30,
    shipments: [],
    invoices: [],
    claims: [],
    ...patch,
  };
}

describe('credit rules', () => {
  it('a share has no basis when nothing is due, and 4 decimals otherwise', () => {
    expect(rateOf(0, 0)).toBeNull();
    expect(rateOf(2, 3)).toBe(0.6667);
    expect(rateOf(3, 3)).toBe(1);
  });

  it('needs 3 trades with 2 counterparties', () => {
    expect(isSufficient({ trades: 3, counterparties: 2 })).toBe(true);
    expect(isSufficient({ trades: 5, counterparties: 1 })).toBe(false);
    expect(isSufficient({ trades: 2, counterparties: 2 })).toBe(false);
  });

  it('the loading deadline is deal + shipment days (30 without) + 7 days of grace', () => {
    expect(shippingDeadline(day('2026-06-01'), 30).toISOString().slice(0, 10)).toBe('2026-07-08');
    expect(shippingDeadline(day('2026-06-01'), null).toISOString().slice(0, 10)).toBe('2026-07-08');
    expect(shippingDeadline(day('2026-06-01'), 10).toISOString().slice(0, 10)).toBe('2026-06-18');
  });

  it('an invoice without a due date is due 7 days after issue', () => {
    expect(invoiceDueDate('2026-02-25', null)).toBe('2026-03-04');
    expect(invoiceDueDate('2026-02-25', '2026-03-01')).toBe('2026-03-01');
  });

  it('the 12 months of the chart end with the operator month of now', () => {
    expect(last12Months(new Date('2026-11-30T17:00:00Z'))).toEqual([
      '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12',
    ]);
  });
});

describe('a seller history counted by hand', () => {
  // Four contracts with three buyers; one voided after signing before loading; one old (two years ago).
  const history: THistoryContract[] = [
    // Loaded on day 20 of 30 + 7: on time; arrived, released after 3 days; rated 2.
    contract({
      counterpartyCompanyId: 'b1',
      shipments: [{ loadedAt: day('2026-06-21'), arrivedAt: day('2026-07-20'), releasedAt: day('2026-07-23'), rating: 2 }],
      invoices: [
        { type: 'deposit', issueDate: '2026-06-02', dueDate: '2026-06-09', paidInFullOn: '2026-06-09' },
        { type: 'final', issueDate: '2026-07-15', dueDate: '2026-07-22', paidInFullOn: '2026-07-30' },
      ],
      claims: [{ type: 'shortage', status: 'settled', shortageWeight: '0.42' }],
    }),
    // Loaded 40 days after the deal (deadline 37): late; arrived, never released, 7 days long past: late release.
    contract({
      counterpartyCompanyId: 'b2',
      weight: '18.5',
      amount: '9250.5',
      shipments: [{ loadedAt: day('2026-07-11'), arrivedAt: day('2026-08-10'), releasedAt: null, rating: 4 }],
      claims: [{ type: 'quality', status: 'open', shortageWeight: '0' }],
    }),
    // Never loaded, deadline passed: due and overdue; invoice unpaid past due: due, late.
    contract({
      counterpartyCompanyId: 'b2',
      currency: 'CNY',
      amount: '70000',
      invoices: [{ type: 'deposit', issueDate: '2026-06-02', dueDate: null, paidInFullOn: null }],
    }),
    // Voided after signing, never loaded: not a trade, but a failed shipment.
    contract({ counterpartyCompanyId: 'b3', voided: true }),
    // Deal last week: not yet due to ship (pending), counted as a trade.
    contract({ counterpartyCompanyId: 'b3', dealAt: day('2026-11-20'), amount: null }),
    // Two years ago: lifetime only, loaded on time.
    contract({ counterpartyCompanyId: 'b1', dealAt: day('2024-11-01'), shipments: [{ loadedAt: day('2024-11-10'), arrivedAt: null, releasedAt: null, rating: 1 }] }),
  ];

  it('12 months: trades, weight, amounts per currency, shipping, release, invoices, claims, evaluations', () => {
    const c = countHistory(history, { now: NOW, since: new Date('2025-11-26T04:00:00Z'), today: TODAY });
    expect(c).toMatchObject({
      trades: 4,
      counterparties: 3,
      weight: '78.5',
      amounts: [
        { currency: 'CNY', amount: '70000' },
        { currency: 'USD', amount: '19250.5' },
      ],
      // due: on-time load, late load, never loaded past deadline, voided after signing past deadline = 4
      shipDue: 4,
      shipLoaded: 2,
      shipOnTime: 1,
      releaseDue: 2,
      releaseOnTime: 1,
      depositDue: 2,
      depositOnTime: 1,
      balanceDue: 1,
      balanceOnTime: 0,
      qualityClaimContracts: 1,
      shortageWeight: '0.42',
      claimsEnded: 1,
      claimsSettled: 1,
      evaluations: [0, 1, 0, 1],
    });
    const f = creditFigures(c, { withholdInsufficient: true });
    expect(f).toMatchObject({
      sufficient: true,
      withheld: false,
      fulfilmentRate: 0.5,
      shippingTimeliness: 0.5,
      overdueShippingRate: 0.75,
      releaseTimeliness: 0.5,
      depositTimeliness: 0.5,
      balanceTimeliness: 0,
      qualityClaimRate: 0.25,
      claimSettlementRate: 1,
    });
  });

  it('lifetime adds the old trade', () => {
    const c = countHistory(history, { now: NOW, since: null, today: TODAY });
    expect(c.trades).toBe(5);
    expect(c.shipOnTime).toBe(2);
    expect(c.evaluations).toEqual([1, 1, 0, 1]);
  });

  it('a thin history is withheld from others but shown to its owner', () => {
    const thin = countHistory(history.slice(0, 2).map((h) => ({ ...h, counterpartyCompanyId: 'b1' })), { now: NOW, since: null, today: TODAY });
    expect(isSufficient(thin)).toBe(false);
    const other = creditFigures(thin, { withholdInsufficient: true });
    expect(other).toMatchObject({ sufficient: false, withheld: true, orders: null, weight: null, evaluations: null, amounts: [] });
    const own = creditFigures(thin, { withholdInsufficient: false });
    expect(own).toMatchObject({ sufficient: false, withheld: false, orders: 2 });
  });
});
