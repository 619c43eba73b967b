/**
 * Reading a cable's jacket print (issue 17 item 4: "read the jacket print … e.g. '3×2.5 mm² H07RN-F' to fill the
 * inputs"). Pure text → what it says about the cable; whatever the print does not say stays unset. The text may come
 * from a person typing or pasting it, or later from OCR of a photo, so it tolerates OCR's habits (x/X/×/*, commas
 * for points, "mm2"/"mm²"/"sq mm", extra spaces, lower case).
 *
 * Understood:
 * - cores × size: "3×2.5", "3x2.5mm²", "4G1.5" (G: one core is the green-yellow earth), "3×95+1×50" (two groups),
 *   "2C 4mm²", "1×240";
 * - AWG: "12 AWG", "12/2 AWG" (NM-B: 2 insulated conductors, + "W/G" a bare earth of the same size), "4/0 AWG";
 *   kcmil/MCM: "500 kcmil", "250 MCM";
 * - harmonised codes (CENELEC HD 361): H05/H07 + insulation letter + sheath letter + "-F/-K/-R/-U" (class):
 *   V = PVC, R = rubber (EPR), N = polychloroprene, X = XLPE, S = silicone, Z/Z1 = LSZH; e.g. H07RN-F = rubber
 *   insulation, PCP sheath, fine-stranded; H05VV-F PVC/PVC; H07V-U a single PVC wire, solid;
 * - Chinese type codes (GB/T 12706, GB/T 5023 practice): YJV / YJLV (XLPE, PVC sheath; L = aluminium), VV / VLV,
 *   BV / BLV (single PVC wire), BVR, RVV (flexible, PVC/PVC), YJY (PE sheath), ZR-/ZC-/NH- prefixes ignored;
 * - North American: THHN/THWN (PVC + nylon, single), XHHW (XLPE), NM-B (Romex, PVC jacket), "AL"/"ALUMINUM", "CU".
 */
import type { TConductorMetal, TInsulationMaterial, TSizeUnit } from './cable.ts';

export type TJacketGroup = { cores: number; size: string; unit: TSizeUnit };

export type TJacketPrint = {
  groups: TJacketGroup[];
  metal?: TConductorMetal;
  insulation?: TInsulationMaterial;
  /** Undefined: the print does not say; null: a single insulated wire with no sheath. */
  sheath?: TInsulationMaterial | null;
  /** 'solid' | 'stranded' | 'flexible' when the class is printed. */
  construction?: 'solid' | 'stranded' | 'flexible';
  /** The type code as read ("H07RN-F", "YJV22", "THHN"). */
  typeCode?: string;
  /** One of the cores is a green-yellow earth ("G"). */
  earth?: boolean;
};

const HD_LETTER: Record<string, TInsulationMaterial> = { V: 'pvc', R: 'rubber', N: 'pcp', X: 'xlpe', S: 'silicone', Z: 'lszh', Z1: 'lszh', Q: 'pe' };

function clean(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/[×✕✖]/g, 'x')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/mm\s*²|mm\s*2\b|sq\.?\s*mm|平方毫米|平方/gi, 'mm2')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

function readHarmonised(t: string, out: TJacketPrint): void {
  // H05VV-F, H07RN-F, H07V-U, H07V-K, H05Z1Z1-F, H07ZZ-F, H05RR-F, H05SS-F.
  const m = /\b(H0[0-9]|A0[0-9])(Z1|[VRNXSZQ])(Z1|[VRNXSZQ])?-?([FKRUHD])\b/.exec(t);
  if (!m) return;
  out.typeCode = m[0];
  out.insulation = HD_LETTER[m[2]!];
  out.sheath = m[3] ? HD_LETTER[m[3]] : null;
  out.construction = m[4] === 'U' ? 'solid' : m[4] === 'R' ? 'stranded' : 'flexible';
}

function readChinese(t: string, out: TJacketPrint): void {
  const m = /\b(?:(?:ZR|ZA|ZB|ZC|NH|WDZ[A-C]?|WDZN)[-–]?)?(YJLV|YJV|YJY|VLV|VV|BLV|BVR|BVV|BV|RVVP|RVV|RV|KVV)(\d{0,2})\b/.exec(t);
  if (!m) return;
  const code = m[1]!;
  out.typeCode = m[0].replace(/^.*?-/, (p) => p) ;
  out.metal = /L/.test(code) ? 'al' : 'cu';
  switch (code) {
    case 'YJV':
    case 'YJLV':
      out.insulation = 'xlpe';
      out.sheath = 'pvc';
      out.construction = 'stranded';
      break;
    case 'YJY':
      out.insulation = 'xlpe';
      out.sheath = 'pe';
      out.construction = 'stranded';
      break;
    case 'VV':
    case 'VLV':
    case 'KVV':
      out.insulation = 'pvc';
      out.sheath = 'pvc';
      out.construction = 'stranded';
      break;
    case 'BV':
    case 'BLV':
      out.insulation = 'pvc';
      out.sheath = null;
      out.construction = 'solid';
      break;
    case 'BVR':
    case 'RV':
      out.insulation = 'pvc';
      out.sheath = null;
      out.construction = 'flexible';
      break;
    case 'BVV':
      out.insulation = 'pvc';
      out.sheath = 'pvc';
      out.construction = 'solid';
      break;
    default: // RVV, RVVP
      out.insulation = 'pvc';
      out.sheath = 'pvc';
      out.construction = 'flexible';
  }
}

function readNorthAmerican(t: string, out: TJacketPrint): void {
  if (/\bTHHN\b|\bTHWN(-2)?\b/.test(t)) {
    out.typeCode = /\bTHHN\b/.test(t) ? 'THHN' : 'THWN';
    out.insulation = 'pvc';
    out.sheath = null;
  } else if (/\bXHHW(-2)?\b/.test(t)) {
    out.typeCode = 'XHHW';
    out.insulation = 'xlpe';
    out.sheath = null;
  } else if (/\bNM-?B\b|\bROMEX\b/.test(t)) {
    out.typeCode = 'NM-B';
    out.insulation = 'pvc';
    out.sheath = 'pvc';
  }
}

function readSizes(t: string, out: TJacketPrint): void {
  // AWG, with NM-B's "12/2" (2 conductors) and "W/G" (+ a bare earth: counted as a core of the same size).
  const awgNm = /\b(\d{1,2})\/([1-9])\b/.exec(t);
  const withGround = /\bW\/\s?G\b|\bWITH GROUND\b/.test(t);
  const awg = /\b(\d{1,2}|[1-4]\/0)\s*AWG\b|\bAWG\s*(\d{1,2}|[1-4]\/0)\b/.exec(t);
  if (awgNm && /AWG|NM-?B|ROMEX/.test(t)) {
    out.groups = [{ cores: Number(awgNm[2]) + (withGround ? 1 : 0), size: awgNm[1]!, unit: 'awg' }];
    return;
  }
  if (awg) {
    const cores = /\b(\d{1,2})\s*(?:C|COND|CONDUCTORS?)\b/.exec(t);
    out.groups = [{ cores: cores ? Number(cores[1]) : 1, size: (awg[1] ?? awg[2])!, unit: 'awg' }];
    return;
  }
  const kcmil = /\b(\d{2,4}(?:\.\d+)?)\s*(?:KCMIL|MCM)\b/.exec(t);
  if (kcmil) {
    const cores = /\b(\d{1,2})\s*(?:C|COND)\b/.exec(t);
    out.groups = [{ cores: cores ? Number(cores[1]) : 1, size: kcmil[1]!, unit: 'kcmil' }];
    return;
  }
  // cores × size groups: "3X2.5", "4G1.5", "3X95+1X50", "3X95+2X50".
  const groupRe = /(\d{1,3})\s*([XG])\s*(\d{1,4}(?:\.\d{1,3})?)(?:\s*MM2)?/g;
  const groups: TJacketGroup[] = [];
  let first: RegExpExecArray | null = null;
  for (let m = groupRe.exec(t); m; m = groupRe.exec(t)) {
    if (first && t.slice(first.index, m.index).replace(/[\d.XGM\s]/g, '').trim() !== '+') break;
    if (!first) first = m;
    groups.push({ cores: Number(m[1]), size: m[3]!, unit: 'mm2' });
    if (m[2] === 'G') out.earth = true;
    first = m;
  }
  if (groups.length) {
    out.groups = groups.slice(0, 3);
    return;
  }
  // "2C 4MM2" or a lone "2.5 MM2" / "BV 2.5" (one core).
  const single = /\b(?:(\d{1,2})\s*C\s+)?(\d{1,4}(?:\.\d{1,3})?)\s*MM2\b/.exec(t) ?? (out.typeCode ? /\b()(\d{1,3}(?:\.\d{1,2})?)\s*$/.exec(t) : null);
  if (single) out.groups = [{ cores: single[1] ? Number(single[1]) : 1, size: single[2]!, unit: 'mm2' }];
}

/** What a jacket print says about the cable. `groups` is empty when no size was found. */
export function parseJacketPrint(text: string): TJacketPrint {
  const t = clean(text);
  const out: TJacketPrint = { groups: [] };
  readHarmonised(t, out);
  if (!out.typeCode) readChinese(t, out);
  if (!out.typeCode) readNorthAmerican(t, out);
  readSizes(t, out);
  if (/\bALUMINI?UM\b|\bAL\b|铝/.test(t)) out.metal = 'al';
  else if (!out.metal && (/\bCU\b|\bCOPPER\b|铜/.test(t) || out.groups.length)) out.metal = out.metal ?? 'cu';
  return out;
}
