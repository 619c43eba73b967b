/**
 * The cable/wire content estimator (issue 17 item 4; §1 "a cable/wire content estimator"): how much of a cable is
 * metal, from its geometry and the densities of what it is made of, and what that metal is worth.
 *
 * The model, per metre of cable (mm² × 1 m = 1 cm³, so a cross-section in mm² times a density in g/cm³ is g/m):
 * - conductor: cores × nominal cross-section (IEC 60228 sizes are metal areas; AWG from its diameter,
 *   d = 0.127 mm × 92^((36 − n)/39), ASTM B258; kcmil × 0.506707 mm²);
 * - the conductor's outer diameter: the metal area spread over a lay with gaps — fill 1 for a solid wire, 0.78 for
 *   a concentric stranded one (7–19 strands), 0.72 for a flexible one of many fine strands (IEC 60228 class 5/6);
 * - insulation: a ring of the given thickness over each conductor;
 * - sheath: the laid-up cores (circle-packing lay-up factors: 2 cores 2.000 × the core diameter, 3 → 2.155,
 *   4 → 2.414, 5 → 2.701, 6–7 → 3.000, …) under a ring of the sheath thickness; the gaps between cores are taken as
 *   filled with the sheath compound, as in round rubber and PVC cables (H07RN-F, YJV, NYY). No sheath: no filler.
 * Densities (g/cm³): copper 8.96, aluminium 2.70 (the figures, textbook values at 20 °C); PVC compound 1.38
 * (1.30–1.45 with fillers), PE 0.93 (0.92–0.95), XLPE 0.92 (0.92–0.93), EPR/rubber compound 1.40 (1.3–1.5),
 * polychloroprene (PCP, neoprene) 1.50, LSZH compound 1.50 (1.4–1.6), silicone rubber 1.20. Every density is editable
 * on the screen; the answer is an estimate that armour, screens, tapes and tinning would move.
 */
import { roundDecimalText } from '../decimal.ts';
import type { TReferenceBasis } from '../quotes/price-normalise.ts';
import { settlementPerMt, valueOf, type TSettlements } from './settlement-value.ts';

export const CONDUCTOR_METALS = ['cu', 'al'] as const;
export type TConductorMetal = (typeof CONDUCTOR_METALS)[number];
export const METAL_DENSITY: Record<TConductorMetal, number> = { cu: 8.96, al: 2.7 };

export const INSULATION_MATERIALS = ['pvc', 'pe', 'xlpe', 'rubber', 'pcp', 'lszh', 'silicone'] as const;
export type TInsulationMaterial = (typeof INSULATION_MATERIALS)[number];
export const MATERIAL_DENSITY: Record<TInsulationMaterial, number> = {
  pvc: 1.38,
  pe: 0.93,
  xlpe: 0.92,
  rubber: 1.4,
  pcp: 1.5,
  lszh: 1.5,
  silicone: 1.2,
};

export const SIZE_UNITS = ['mm2', 'awg', 'kcmil'] as const;
export type TSizeUnit = (typeof SIZE_UNITS)[number];

/** AWG sizes are written 4/0 … 1/0, 1 … 40: "4/0" is −3, "1/0" is 0. */
export function awgNumber(text: string): number | null {
  const t = text.trim();
  const zeros = /^([1-4])\/0$/.exec(t);
  if (zeros) return 1 - Number(zeros[1]);
  if (/^(0{2,4})$/.test(t)) return 1 - t.length;
  if (/^\d{1,2}$/.test(t)) {
    const n = Number(t);
    return n <= 40 ? n : null;
  }
  return null;
}

/** ASTM B258: d(n) = 0.127 mm × 92^((36 − n)/39); area = π d² / 4. */
export function awgToMm2(awg: number): number {
  const d = 0.127 * 92 ** ((36 - awg) / 39);
  return (Math.PI * d * d) / 4;
}

/** 1 kcmil = 1000 circular mils = 0.506707 mm². */
export function kcmilToMm2(kcmil: number): number {
  return kcmil * 0.506707;
}

export function sizeToMm2(size: string, unit: TSizeUnit): number | null {
  if (unit === 'awg') {
    const n = awgNumber(size);
    return n === null ? null : awgToMm2(n);
  }
  const v = Number(size);
  if (!Number.isFinite(v) || v <= 0) return null;
  return unit === 'kcmil' ? kcmilToMm2(v) : v;
}

/** How tightly strands fill their circle (see the file comment). */
export function strandFill(strands: number): number {
  if (strands <= 1) return 1;
  if (strands <= 19) return 0.78;
  return 0.72;
}

/** Diameter over n equal round cores ÷ one core's diameter (the classic lay-up factors; beyond 12, a packing of 0.74). */
export function layUpFactor(cores: number): number {
  const table = [1, 1, 2, 2.155, 2.414, 2.701, 3, 3, 3.304, 3.613, 4.014, 4.154, 4.154];
  return cores < table.length ? table[cores]! : Math.sqrt(cores / 0.74);
}

export type TConductorGroup = {
  cores: number;
  size: string;
  unit: TSizeUnit;
  /** Strands per conductor (1 = solid). */
  strands: number;
};

export type TCableInput = {
  metal: TConductorMetal;
  /** One group, or two for cables like 3×95+1×50 (phases and a smaller neutral/earth). */
  groups: TConductorGroup[];
  insulation: TInsulationMaterial;
  /** Radial thickness over each conductor, mm. */
  insulationMm: number;
  sheath: TInsulationMaterial;
  /** Radial thickness of the outer sheath, mm; 0 = no sheath (a single insulated wire). */
  sheathMm: number;
  /** Own densities (g/cm³) instead of the defaults. */
  densities?: { metal?: number; insulation?: number; sheath?: number };
  /** What is known of the lot: its length (m) or its weight (MT). */
  amount: { kind: 'length'; metres: number } | { kind: 'weight'; tonnes: number };
  /** The series the metal is valued at (copper: LME default; aluminium: BTAL). */
  basis?: TReferenceBasis;
};

export type TCableEstimate = {
  /** Per metre, g. */
  metalGPerM: number;
  insulationGPerM: number;
  sheathGPerM: number;
  totalGPerM: number;
  /** metal ÷ total, %, 2 decimals. */
  metalPercent: string;
  /** Conductor metal area, mm² (all cores), and the cable's outer diameter, mm. */
  metalMm2: number;
  outerDiameterMm: number;
  /** The lot: its length (m) and weight (MT), one of them derived from the other. */
  lengthM: string;
  cableMt: string;
  metalMt: string;
  basis: TReferenceBasis | null;
  priceDate: string | null;
  priceDemo: boolean;
  pricePerMt: string | null;
  currency: 'USD' | 'CNY' | null;
  value: string | null;
  /** Each conductor drawn on the cross-section: its centre and radii (mm), for the diagram. */
  cores: { x: number; y: number; conductorR: number; insulatedR: number }[];
};

function fixed(n: number, decimals: number): string {
  return roundDecimalText(n.toFixed(decimals + 2), decimals);
}

/** Where the cores sit in the cross-section: one in the middle, else a ring (and a centre core from 6 up, as laid). */
function corePositions(count: number, coreR: number, bundleR: number): { x: number; y: number }[] {
  if (count === 1) return [{ x: 0, y: 0 }];
  const centre = count >= 7 && count <= 8 ? 1 : 0;
  const ring = count - centre;
  const ringR = Math.max(bundleR - coreR, 0);
  const out = centre ? [{ x: 0, y: 0 }] : [];
  for (let i = 0; i < ring; i++) {
    const a = (2 * Math.PI * i) / ring - Math.PI / 2;
    out.push({ x: ringR * Math.cos(a), y: ringR * Math.sin(a) });
  }
  return out;
}

/** The estimate; null when a size cannot be read (the caller says which field). */
export function estimateCable(input: TCableInput, settlements: TSettlements): TCableEstimate | null {
  const metalDensity = input.densities?.metal ?? METAL_DENSITY[input.metal];
  const insDensity = input.densities?.insulation ?? MATERIAL_DENSITY[input.insulation];
  const sheathDensity = input.densities?.sheath ?? MATERIAL_DENSITY[input.sheath];

  let metalMm2 = 0;
  let insulationMm2 = 0;
  let coresArea = 0;
  let cores = 0;
  let biggestCoreD = 0;
  const coreRadii: { conductorR: number; insulatedR: number }[] = [];
  for (const g of input.groups) {
    const area = sizeToMm2(g.size, g.unit);
    if (area === null) return null;
    const conductorD = Math.sqrt((4 * area) / (Math.PI * strandFill(g.strands)));
    const coreD = conductorD + 2 * input.insulationMm;
    metalMm2 += g.cores * area;
    insulationMm2 += g.cores * ((Math.PI / 4) * (coreD * coreD - conductorD * conductorD));
    coresArea += g.cores * ((Math.PI / 4) * coreD * coreD);
    cores += g.cores;
    biggestCoreD = Math.max(biggestCoreD, coreD);
    for (let i = 0; i < g.cores; i++) coreRadii.push({ conductorR: conductorD / 2, insulatedR: coreD / 2 });
  }
  // Lay-up of unequal cores: the factor of the count on the biggest core (a small neutral sits in a gap).
  const bundleD = layUpFactor(cores) * biggestCoreD;
  const outerD = input.sheathMm > 0 ? bundleD + 2 * input.sheathMm : bundleD;
  const sheathMm2 = input.sheathMm > 0 ? (Math.PI / 4) * outerD * outerD - coresArea : 0;

  const metalGPerM = metalMm2 * metalDensity;
  const insulationGPerM = insulationMm2 * insDensity;
  const sheathGPerM = sheathMm2 * sheathDensity;
  const totalGPerM = metalGPerM + insulationGPerM + sheathGPerM;
  const fraction = metalGPerM / totalGPerM;

  // g/m × m = g; ÷ 1,000,000 = MT.
  const lengthM = input.amount.kind === 'length' ? input.amount.metres : (input.amount.tonnes * 1e6) / totalGPerM;
  const cableMt = input.amount.kind === 'weight' ? input.amount.tonnes : (totalGPerM * input.amount.metres) / 1e6;
  const metalMt = fixed(cableMt * fraction, 6);

  const basis: TReferenceBasis = input.basis ?? (input.metal === 'al' ? 'BTAL' : 'LME');
  const s = settlements[basis];
  const perMt = s ? settlementPerMt(basis, s.price) : null;

  const positions = corePositions(cores, biggestCoreD / 2, bundleD / 2);
  return {
    metalGPerM: Number(metalGPerM.toFixed(2)),
    insulationGPerM: Number(insulationGPerM.toFixed(2)),
    sheathGPerM: Number(sheathGPerM.toFixed(2)),
    totalGPerM: Number(totalGPerM.toFixed(2)),
    metalPercent: fixed(fraction * 100, 2),
    metalMm2: Number(metalMm2.toFixed(3)),
    outerDiameterMm: Number(outerD.toFixed(2)),
    lengthM: fixed(lengthM, 1),
    cableMt: fixed(cableMt, 6),
    metalMt,
    basis: s ? basis : null,
    priceDate: s?.date ?? null,
    priceDemo: s?.demo ?? false,
    pricePerMt: perMt ? roundDecimalText(perMt.amount, 2) : null,
    currency: perMt?.currency ?? null,
    value: perMt ? valueOf(metalMt, perMt).amount : null,
    cores: positions.map((p, i) => ({ ...p, ...coreRadii[i]! })),
  };
}

/**
 * Nominal insulation thickness (mm) for a conductor size, to fill the form when a print names the size but not the
 * thickness: IEC 60502-1 Tables 5 and 6 — PVC (and, conservatively, the rubber, PCP, LSZH and silicone compounds)
 * and XLPE/PE (the thinner column). Editable; a cable's data sheet is better.
 */
export function nominalInsulationMm(areaMm2: number, material: TInsulationMaterial): number {
  const xlpe = material === 'xlpe' || material === 'pe';
  // [up to mm², PVC, XLPE]
  const table: [number, number, number][] = [
    [2.5, 0.8, 0.7],
    [16, 1.0, 0.7],
    [35, 1.2, 0.9],
    [50, 1.4, 1.0],
    [70, 1.4, 1.1],
    [95, 1.6, 1.1],
    [120, 1.6, 1.2],
    [150, 1.8, 1.4],
    [185, 2.0, 1.6],
    [240, 2.2, 1.7],
    [300, 2.4, 1.8],
  ];
  const row = table.find(([upTo]) => areaMm2 <= upTo) ?? [Infinity, 2.6, 2.0];
  return xlpe ? row[2] : row[1];
}

/** IEC 60502-1 §13.3.3 nominal sheath thickness: 0.035 × the diameter under the sheath + 1.0 mm, at least 1.4 mm (0.1 mm steps). */
export function nominalSheathMm(diameterUnderSheathMm: number): number {
  return Math.max(1.4, Math.round((0.035 * diameterUnderSheathMm + 1.0) * 10) / 10);
}

/** The diameter over the laid-up cores (mm) of a set of groups at an insulation thickness: what the sheath sits on. */
export function bundleDiameterMm(groups: readonly TConductorGroup[], insulationMm: number): number | null {
  let cores = 0;
  let biggest = 0;
  for (const g of groups) {
    const area = sizeToMm2(g.size, g.unit);
    if (area === null) return null;
    cores += g.cores;
    biggest = Math.max(biggest, Math.sqrt((4 * area) / (Math.PI * strandFill(g.strands))) + 2 * insulationMm);
  }
  return layUpFactor(cores) * biggest;
}
