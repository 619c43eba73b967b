import { describe, expect, it } from 'vitest';
import {
  contractPricingStatus,
  fallbackSettlement,
  fixedAmount,
  fixedPricePerMt,
  fixingParty,
  mayRequestFixing,
  pricingWindow,
  pricingWindowState,
  selectShipmentsToFix,
  shipmentFixedAmount,
  unpricedWeightMt,
} from './fixing.ts';

const day = (priceDate: string, price: string) => ({ priceDate, price });

describe('the fixed price per MT of a formula line', () => {
  it('COMEX minus: (450 ¢/lb − 55) × 22.0462 = 8,708.249 → 8,708.25 USD/MT', () => {
    const fix = fixedPricePerMt({ quoteType: 'CMX', deduction: 2, value: '55' }, day('2026-11-25', '450'));
    expect(fix).toEqual({ pricePerMt: '8708.25', currency: 'USD', basis: 'CMX', settlement: day('2026-11-25', '450') });
  });

  it('LME percent: 9,800 × 97.25 % = 9,530.50 USD/MT', () => {
    expect(fixedPricePerMt({ quoteType: 'LME', deduction: 1, value: '97.25' }, day('2026-11-25', '9800')).pricePerMt).toBe('9530.50');
    // A settlement with decimals, rounded once at the end: 9,812.5 × 95.5 % = 9,370.9375 → 9,370.94.
    expect(fixedPricePerMt({ quoteType: 'LME', deduction: 1, value: '95.5' }, day('2026-11-25', '9812.5')).pricePerMt).toBe('9370.94');
  });

  it('Shanghai and Changjiang minus a diff in CNY/MT; a negative diff is a premium', () => {
    const shfe = fixedPricePerMt({ quoteType: 'SHCU', deduction: 2, value: '1200' }, day('2026-11-25', '72350'));
    expect(shfe).toMatchObject({ pricePerMt: '71150.00', currency: 'CNY', basis: 'SHCU' });
    expect(fixedPricePerMt({ quoteType: 'CJCU', deduction: 2, value: '-150' }, day('2026-11-25', '71800')).pricePerMt).toBe('71950.00');
    expect(fixedPricePerMt({ quoteType: 'BTAL', deduction: 2, value: '850.5' }, day('2026-11-25', '19120')).pricePerMt).toBe('18269.50');
  });

  it('refuses what is not a formula line at a real settlement', () => {
    expect(() => fixedPricePerMt({ quoteType: 'FIXED', deduction: 0, value: '9000' }, day('2026-11-25', '1'))).toThrow();
    expect(() => fixedPricePerMt({ quoteType: 'LME', deduction: 2, value: '100' }, day('2026-11-25', '9800'))).toThrow();
    expect(() => fixedPricePerMt({ quoteType: 'LME', deduction: 1, value: '97' }, day('2026-11-25', '0'))).toThrow();
  });

  it('a line amount is the fixed price × net weight, rounded once to cents', () => {
    expect(fixedAmount('9530.50', '24.5')).toBe('233497.25');
    // 8,708.25 × 21.123456 = 183,948.335712 → 183,948.34
    expect(fixedAmount('8708.25', '21.123456')).toBe('183948.34');
    // A shipment's containers add up exactly: 20.1 + 19.95 + 0.000001 MT.
    expect(shipmentFixedAmount('71150.00', ['20.1', '19.95', '0.000001'])).toEqual({ netWeightMt: '40.050001', amount: '2849557.57' });
  });
});

describe('who fixes', () => {
  it('the fixing side; "to be decided" falls to the buyer', () => {
    expect(fixingParty('buyer')).toBe('buyer');
    expect(fixingParty('seller')).toBe('seller');
    expect(fixingParty('undecided')).toBe('buyer');
    expect(mayRequestFixing('undecided', 'buyer')).toBe(true);
    expect(mayRequestFixing('undecided', 'seller')).toBe(false);
    expect(mayRequestFixing('seller', 'buyer')).toBe(false);
  });
});

describe('contract pricing status', () => {
  const ship = (donePricing: boolean, netWeightMt: string) => ({ donePricing, netWeightMt });

  it('none for a fixed-price contract', () => {
    expect(contractPricingStatus({ formulaWeightMt: null, shipments: [] })).toBeNull();
    expect(contractPricingStatus({ formulaWeightMt: '0', shipments: [ship(false, '20')] })).toBeNull();
  });

  it('unpriced → partially fixed → fully fixed', () => {
    expect(contractPricingStatus({ formulaWeightMt: '50', shipments: [] })).toBe('unpriced');
    expect(contractPricingStatus({ formulaWeightMt: '50', shipments: [ship(false, '25'), ship(false, '25')] })).toBe('unpriced');
    expect(contractPricingStatus({ formulaWeightMt: '50', shipments: [ship(true, '25'), ship(false, '25')] })).toBe('partially_fixed');
    expect(contractPricingStatus({ formulaWeightMt: '50', shipments: [ship(true, '25'), ship(true, '24.8')] })).toBe('fully_fixed');
  });

  it('every shipment fixed but more still to ship is partially fixed (5 % tolerance)', () => {
    expect(contractPricingStatus({ formulaWeightMt: '100', shipments: [ship(true, '25')] })).toBe('partially_fixed');
    expect(contractPricingStatus({ formulaWeightMt: '100', shipments: [ship(true, '95')] })).toBe('fully_fixed');
    expect(contractPricingStatus({ formulaWeightMt: '100', shipments: [ship(true, '94.999999')] })).toBe('partially_fixed');
    expect(contractPricingStatus({ formulaWeightMt: '100', shipments: [ship(true, '104')] })).toBe('fully_fixed');
  });

  it('open unpriced tonnage', () => {
    expect(unpricedWeightMt('50', ['25'])).toBe('25');
    expect(unpricedWeightMt('50', ['25', '25.3'])).toBe('0');
    expect(unpricedWeightMt('50.5', [])).toBe('50.5');
  });
});

describe('which shipments a request fixes', () => {
  const rows = [
    { shipmentId: 'a', donePricing: true, containers: 2, netWeightMt: '40' },
    { shipmentId: 'b', donePricing: false, containers: 1, netWeightMt: '21.5' },
    { shipmentId: 'c', donePricing: false, containers: 0, netWeightMt: '0' },
    { shipmentId: 'd', donePricing: false, containers: 1, netWeightMt: '20', fixRequested: true },
  ];

  it('the unpriced shipped ones, duplicates collapsed', () => {
    expect(selectShipmentsToFix(rows, ['b', 'b'])).toEqual({ ok: true, shipmentIds: ['b'] });
  });

  it('refuses priced, pending, empty and foreign shipments by name', () => {
    expect(selectShipmentsToFix(rows, ['b', 'a'])).toEqual({ ok: false, reason: 'alreadyPriced', shipmentId: 'a' });
    expect(selectShipmentsToFix(rows, ['d'])).toEqual({ ok: false, reason: 'alreadyPriced', shipmentId: 'd' });
    expect(selectShipmentsToFix(rows, ['c'])).toEqual({ ok: false, reason: 'notShipped', shipmentId: 'c' });
    expect(selectShipmentsToFix(rows, ['zz'])).toEqual({ ok: false, reason: 'unknownShipment', shipmentId: 'zz' });
    expect(selectShipmentsToFix(rows, [])).toEqual({ ok: false, reason: 'noneAvailable' });
  });

  it('§8 "no container available to fix price" when nothing is left to fix', () => {
    expect(selectShipmentsToFix([rows[0]!, rows[2]!, rows[3]!], ['a'])).toEqual({ ok: false, reason: 'noneAvailable' });
    expect(selectShipmentsToFix([], ['a'])).toEqual({ ok: false, reason: 'noneAvailable' });
  });
});

describe('the pricing window and the fallback', () => {
  it('spot: from the deal day until the cut-off day (UTC), or with no deadline', () => {
    expect(pricingWindow({ pricingPeriod: 'spot', priceCutoffAt: '2026-12-15T18:00:00+08:00', dealDate: '2026-11-02', shippedOn: null })).toEqual({
      opensOn: '2026-11-02',
      closesOn: '2026-12-15',
    });
    // 02:00 in Beijing is still the 14th in UTC: the 15th's settlements are not yet out.
    expect(pricingWindow({ pricingPeriod: null, priceCutoffAt: '2026-12-15T02:00:00+08:00', dealDate: '2026-11-02', shippedOn: null }).closesOn).toBe('2026-12-14');
    expect(pricingWindow({ pricingPeriod: 'spot', priceCutoffAt: null, dealDate: '2026-11-02', shippedOn: '2026-11-20' })).toEqual({
      opensOn: '2026-11-02',
      closesOn: null,
    });
  });

  it('M-1 / M / M+1: the month before, of or after the shipment month, cut short by the cut-off', () => {
    const base = { priceCutoffAt: null, dealDate: '2026-10-20', shippedOn: '2026-11-20' };
    expect(pricingWindow({ ...base, pricingPeriod: 'M+1' })).toEqual({ opensOn: '2026-12-01', closesOn: '2026-12-31' });
    expect(pricingWindow({ ...base, pricingPeriod: 'M' })).toEqual({ opensOn: '2026-11-01', closesOn: '2026-11-30' });
    // Never before the deal day.
    expect(pricingWindow({ ...base, pricingPeriod: 'M-1' })).toEqual({ opensOn: '2026-10-20', closesOn: '2026-10-31' });
    expect(pricingWindow({ ...base, pricingPeriod: 'M+3', shippedOn: '2026-11-30' })).toEqual({ opensOn: '2027-02-01', closesOn: '2027-02-28' });
    expect(pricingWindow({ ...base, pricingPeriod: 'M+1', priceCutoffAt: '2026-12-10T09:00:00Z' }).closesOn).toBe('2026-12-10');
    // Not shipped yet: no month, only the cut-off.
    expect(pricingWindow({ ...base, pricingPeriod: 'M+1', shippedOn: null })).toEqual({ opensOn: '2026-10-20', closesOn: null });
  });

  it('says whether a fix may be requested today', () => {
    const w = { opensOn: '2026-12-01', closesOn: '2026-12-31' };
    expect(pricingWindowState(w, '2026-11-30')).toBe('notYetOpen');
    expect(pricingWindowState(w, '2026-12-01')).toBe('open');
    expect(pricingWindowState(w, '2026-12-31')).toBe('open');
    expect(pricingWindowState(w, '2027-01-01')).toBe('closed');
    expect(pricingWindowState({ opensOn: '2026-12-01', closesOn: null }, '2099-01-01')).toBe('open');
  });

  it('past the window: the last settlement on or before the closing day', () => {
    const w = { opensOn: '2026-12-01', closesOn: '2026-12-31' };
    // 31 Dec and 1 Jan are exchange holidays here: the 30th is the last settlement in time.
    const series = [day('2026-12-29', '9750'), day('2027-01-04', '9900'), day('2026-12-30', '9801.5'), day('2026-11-28', '9600')];
    expect(fallbackSettlement(w, '2027-01-02', series)).toEqual(day('2026-12-30', '9801.5'));
    expect(fixedPricePerMt({ quoteType: 'LME', deduction: 1, value: '97.25' }, fallbackSettlement(w, '2027-01-02', series)!).pricePerMt).toBe('9531.96');
  });

  it('nothing while the window is open or has no deadline, or when no settlement is known', () => {
    const w = { opensOn: '2026-12-01', closesOn: '2026-12-31' };
    expect(fallbackSettlement(w, '2026-12-31', [day('2026-12-30', '9800')])).toBeNull();
    expect(fallbackSettlement({ opensOn: '2026-12-01', closesOn: null }, '2030-01-01', [day('2026-12-30', '9800')])).toBeNull();
    expect(fallbackSettlement(w, '2027-01-05', [day('2027-01-04', '9900')])).toBeNull();
  });
});
