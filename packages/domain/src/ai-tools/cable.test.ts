import { describe, expect, it } from 'vitest';
import { awgNumber, awgToMm2, estimateCable, kcmilToMm2, layUpFactor, sizeToMm2 } from './cable.ts';
import type { TSettlements } from './settlement-value.ts';

const lme: TSettlements = { LME: { basis: 'LME', price: '9500', date: '2026-11-25', demo: false } };

describe('cable sizes', () => {
  it('converts AWG and kcmil to mm² (ASTM B258)', () => {
    // 12 AWG: d = 0.127 × 92^(24/39) = 2.0525 mm; π/4 × 2.0525² = 3.3088 mm²
    expect(awgToMm2(12)).toBeCloseTo(3.3088, 3);
    // 4/0 AWG: d = 0.127 × 92^(39/39) = 11.684 mm; π/4 × 11.684² = 107.22 mm²
    expect(awgNumber('4/0')).toBe(-3);
    expect(awgToMm2(-3)).toBeCloseTo(107.22, 1);
    // 500 kcmil × 0.506707 = 253.35 mm²
    expect(kcmilToMm2(500)).toBeCloseTo(253.35, 2);
    expect(sizeToMm2('13/0', 'awg')).toBeNull();
    expect(sizeToMm2('abc', 'mm2')).toBeNull();
    expect(layUpFactor(3)).toBe(2.155);
  });
});

describe('cable content estimator (issue 17 item 4)', () => {
  it('a single PVC wire (BV 2.5): 71.42 % copper', () => {
    // conductor d = √(4 × 2.5 / π) = 1.784124 mm; insulation ring π × 0.8 × (1.784124 + 0.8) = 6.494614 mm²
    // per metre: copper 2.5 × 8.96 = 22.4 g; PVC 6.494614 × 1.38 = 8.962567 g; total 31.362567 g
    // metal 22.4 / 31.362567 = 71.4227 %; 1000 m = 31.362567 kg = 0.031363 MT of cable, 0.0224 MT copper
    // value 0.0224 × 9500 = 212.80 USD
    const e = estimateCable(
      { metal: 'cu', groups: [{ cores: 1, size: '2.5', unit: 'mm2', strands: 1 }], insulation: 'pvc', insulationMm: 0.8, sheath: 'pvc', sheathMm: 0, amount: { kind: 'length', metres: 1000 } },
      lme,
    )!;
    expect(e).toMatchObject({ metalGPerM: 22.4, insulationGPerM: 8.96, sheathGPerM: 0, metalPercent: '71.42', cableMt: '0.031363', metalMt: '0.022400' });
    expect(e).toMatchObject({ basis: 'LME', pricePerMt: '9500.00', value: '212.80', outerDiameterMm: 3.38 });
  });

  it('H07RN-F 3G2.5: rubber cores under a PCP sheath, 29.09 % copper', () => {
    // fine strands, fill 0.72: d = √(4 × 2.5 / (π × 0.72)) = 2.102610 mm; core 4.102610 mm
    // insulation 3 × π × 1.0 × (2.102610 + 1.0) = 29.24141 mm² × 1.40 = 40.938 g/m
    // lay-up 2.155 × 4.102610 = 8.841125 mm; outer 8.841125 + 2 × 1.8 = 12.441125 mm
    // sheath π/4 × 12.441125² − 3 × π/4 × 4.102610² = 121.5652 − 39.6581 = 81.9071 mm² × 1.50 = 122.86 g/m
    // copper 3 × 2.5 × 8.96 = 67.2 g/m; total 67.2 + 40.94 + 122.86 = 231.00 g/m; 67.2 / 231.00 = 29.09 %
    const e = estimateCable(
      { metal: 'cu', groups: [{ cores: 3, size: '2.5', unit: 'mm2', strands: 50 }], insulation: 'rubber', insulationMm: 1, sheath: 'pcp', sheathMm: 1.8, amount: { kind: 'weight', tonnes: 2 } },
      lme,
    )!;
    expect(e).toMatchObject({ metalGPerM: 67.2, insulationGPerM: 40.94, sheathGPerM: 122.86, totalGPerM: 231, metalPercent: '29.09', outerDiameterMm: 12.44 });
    // 2 MT × 67.2 / 230.9986 (unrounded total) = 2 × 0.290911 = 0.581822 MT copper; 2 MT ÷ 231.00 g/m = 8658 m
    expect(e.metalMt).toBe('0.581822');
    expect(Number(e.lengthM)).toBeCloseTo(8658, -1);
    expect(e.cores).toHaveLength(3);
  });

  it('aluminium is valued at the aluminium quote, and no settlement means no value', () => {
    const e = estimateCable(
      { metal: 'al', groups: [{ cores: 4, size: '120', unit: 'mm2', strands: 19 }], insulation: 'xlpe', insulationMm: 1.2, sheath: 'pvc', sheathMm: 2.2, amount: { kind: 'length', metres: 100 } },
      lme,
    )!;
    // 4 × 120 × 2.70 = 1296 g/m aluminium
    expect(e.metalGPerM).toBe(1296);
    expect(e).toMatchObject({ basis: null, value: null });
  });
});

describe('nominal thicknesses for a print without them (IEC 60502-1)', () => {
  it('takes the size’s row and the sheath formula', async () => {
    const { nominalInsulationMm, nominalSheathMm, bundleDiameterMm } = await import('./cable.ts');
    expect(nominalInsulationMm(2.5, 'pvc')).toBe(0.8);
    expect(nominalInsulationMm(95, 'xlpe')).toBe(1.1);
    expect(nominalInsulationMm(500, 'pvc')).toBe(2.6);
    // 0.035 × 20 + 1.0 = 1.7 mm; 0.035 × 5 + 1.0 = 1.175 → at least 1.4 mm
    expect(nominalSheathMm(20)).toBe(1.7);
    expect(nominalSheathMm(5)).toBe(1.4);
    // 3 solid 2.5 mm² cores with 0.8 mm PVC: core 1.784124 + 1.6 = 3.384124 mm × 2.155 = 7.2928 mm
    expect(bundleDiameterMm([{ cores: 3, size: '2.5', unit: 'mm2', strands: 1 }], 0.8)).toBeCloseTo(7.2928, 3);
  });
});
