import { describe, expect, it } from 'vitest';
import { estimateRecovery, RECOVERY_GRADES } from './recovery.ts';
import type { TSettlements } from './settlement-value.ts';

const settlements: TSettlements = {
  LME: { basis: 'LME', price: '9500', date: '2026-11-25', demo: false },
  CMX: { basis: 'CMX', price: '450', date: '2026-11-25', demo: false },
  BTAL: { basis: 'BTAL', price: '20000', date: '2026-11-25', demo: true },
};

describe('recovery estimator (issue 17 item 3)', () => {
  it('gives every grade a range that holds its typical value', () => {
    for (const g of RECOVERY_GRADES) {
      for (const f of g.factors) expect(f.min <= f.typical && f.typical <= f.max).toBe(true);
      expect(g.factors.reduce((s, f) => s + f.typical, 0)).toBeLessThanOrEqual(100);
      expect(g.factors.reduce((s, f) => s + f.min, 0)).toBeLessThanOrEqual(100);
    }
  });

  it('No.1 insulated wire: 20 MT at the typical 77 % at LME', () => {
    const e = estimateRecovery({ grade: 'insulatedCuNo1', lotMt: '20' }, settlements);
    const [cu] = e.lines;
    // 20 × 77 % = 15.4 MT; the range 20 × 70 % = 14 … 20 × 85 % = 17; 15.4 × 9500 = 146,300.00 USD
    expect(cu).toMatchObject({ metal: 'Cu', percent: '77', recoveredMt: '15.400000', recoveredMinMt: '14.000000', recoveredMaxMt: '17.000000' });
    expect(cu).toMatchObject({ basis: 'LME', pricePerMt: '9500.00', currency: 'USD', value: '146300.00', priceDate: '2026-11-25' });
    expect(e).toMatchObject({ isri: 'Druid', recoveredMt: '15.400000', recoveryPercent: '77.00' });
  });

  it('aluminium-copper radiators: two metals, copper at COMEX converted to USD/MT', () => {
    const e = estimateRecovery({ grade: 'radiatorsAlCu', lotMt: '12.5', metals: { Cu: { basis: 'CMX' } } }, settlements);
    const cu = e.lines.find((l) => l.metal === 'Cu')!;
    const al = e.lines.find((l) => l.metal === 'Al')!;
    // Cu: 12.5 × 33 % = 4.125 MT; 450 ¢/lb × 2204.62 / 100 = 9920.79 USD/MT; 4.125 × 9920.79 = 40,923.25875 → 40,923.26
    expect(cu).toMatchObject({ recoveredMt: '4.125000', pricePerMt: '9920.79', currency: 'USD', value: '40923.26' });
    // Al: 12.5 × 60 % = 7.5 MT × 20,000 CNY = 150,000.00 CNY (a demo settlement, said so)
    expect(al).toMatchObject({ recoveredMt: '7.500000', basis: 'BTAL', currency: 'CNY', value: '150000.00', priceDemo: true });
    // 4.125 + 7.5 = 11.625 MT, 33 + 60 = 93 %
    expect(e).toMatchObject({ recoveredMt: '11.625000', recoveryPercent: '93.00' });
  });

  it('takes the user’s own percent and price, and says when there is no price', () => {
    // 1.5 × 80 % = 1.2 MT × 9000 = 10,800.00
    const own = estimateRecovery({ grade: 'insulatedCuNo1', lotMt: '1.5', metals: { Cu: { percent: '80', pricePerMt: '9000', currency: 'USD' } } }, {});
    expect(own.lines[0]).toMatchObject({ percent: '80', recoveredMt: '1.200000', basis: null, pricePerMt: '9000.00', value: '10800.00' });
    // 0.333333 × 11 % = 0.03666663 → 0.036667 MT (6 decimals, half away from zero)
    const bare = estimateRecovery({ grade: 'electricMotors', lotMt: '0.333333' }, {});
    expect(bare.lines[0]).toMatchObject({ recoveredMt: '0.036667', basis: 'LME', pricePerMt: null, value: null });
  });
});
