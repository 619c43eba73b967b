/**
 * What OCR of a container door or a packing photo tells (issue 17 item 2: "read container numbers (accepted only
 * when the ISO 6346 check digit holds, with O/0, I/1, S/5, B/8 repair), size-type codes and seal numbers"). Pure
 * text rules: the server's OCR engine gives lines of text with a confidence, these rules turn them into suggestions.
 * Nothing here is applied automatically; the user clicks a suggestion to fill a field.
 */
import { repairContainerNo } from './container-no.ts';

/** One line of recognised text and the engine's confidence in it (0–1). */
export type TOcrLine = { text: string; confidence: number };

export type TContainerNoSuggestion = {
  containerNo: string;
  confidence: number;
  /** Characters changed by the letter/digit repair (0: read as printed). */
  repairs: number;
};

/**
 * ISO 6346 (1995) size-type code, e.g. 22G1 (20 ft, 8 ft 6 in, general purpose with vents) or 45G1 (40 ft high
 * cube). First character the length, second the height (and width), then the type group letter and a detail digit.
 */
export type TSizeType = {
  code: string;
  lengthMm: number;
  /** Nominal length in feet where the code has one (10, 20, 30, 40, 45 …). */
  lengthFt: number;
  /** Null for the codes that give only "higher than 2 895 mm". */
  heightMm: number | null;
  /** Height 9 ft 6 in or more: a "high cube". */
  highCube: boolean;
  /** Type group of the standard: GP general purpose, RE reefer, UT open top, TN tank … */
  group: TSizeTypeGroup;
};

export type TSizeTypeSuggestion = TSizeType & { confidence: number };

export type TSealSuggestion = {
  sealNo: string;
  confidence: number;
  /** Read next to a "SEAL" / "封" label (stronger) rather than picked by shape alone. */
  labelled: boolean;
};

export type TContainerMarkings = {
  containers: TContainerNoSuggestion[];
  sizeTypes: TSizeTypeSuggestion[];
  seals: TSealSuggestion[];
};

/** ISO 6346 length codes: code → [mm, nominal feet]. */
const LENGTH: Readonly<Record<string, readonly [number, number]>> = {
  '1': [2991, 10],
  '2': [6058, 20],
  '3': [9125, 30],
  '4': [12192, 40],
  B: [7315, 24],
  C: [7430, 24.5],
  G: [12500, 41],
  H: [13106, 43],
  K: [13600, 44.6],
  L: [13716, 45],
  M: [14630, 48],
  N: [14935, 49],
  P: [16154, 53],
};

/** Height codes: code → mm (null: above 2 895 mm). C–F are 2 438–2 500 mm wide, L–P wider than 2 500 mm. */
const HEIGHT: Readonly<Record<string, number | null>> = {
  '0': 2438,
  '2': 2591,
  '4': 2743,
  '5': 2895,
  '6': null,
  '8': 1295,
  '9': 1219,
  C: 2591,
  D: 2743,
  E: 2895,
  F: null,
  L: 2591,
  M: 2743,
  N: 2895,
  P: null,
};

export type TSizeTypeGroup = 'GP' | 'VH' | 'BU' | 'SN' | 'RE' | 'HR' | 'UT' | 'PL' | 'TN' | 'AS';

/** Type letter → group (the standard splits some letters further by the detail digit; one group is enough here). */
const GROUP: Readonly<Record<string, TSizeTypeGroup>> = { G: 'GP', V: 'VH', B: 'BU', S: 'SN', R: 'RE', H: 'HR', U: 'UT', P: 'PL', T: 'TN', A: 'AS' };

/** A size-type code as printed ("45G1", "22g1") → what it means, or null when it is not one. */
export function parseSizeType(text: string): TSizeType | null {
  const code = text.toUpperCase().trim();
  if (!/^[0-9A-Z]{3}[0-9]$/.test(code)) return null;
  const length = LENGTH[code[0]!];
  const height = HEIGHT[code[1]!];
  const group = GROUP[code[2]!];
  if (!length || height === undefined || !group) return null;
  return { code, lengthMm: length[0], lengthFt: length[1], heightMm: height, highCube: height === null || height >= 2895, group };
}

/** Position repair of a 4-character size-type reading: OCR often reads 45G1 as 4561, 22G1 as 22GI. */
export function repairSizeType(text: string): { sizeType: TSizeType; repairs: number } | null {
  const raw = text.toUpperCase().replace(/[\s\-.]/g, '');
  if (raw.length !== 4) return null;
  const toDigit: Record<string, string> = { O: '0', I: '1', S: '5', B: '8', Z: '2' };
  const toGroup: Record<string, string> = { '6': 'G', '8': 'B', '5': 'S' };
  const toDetail: Record<string, string> = { O: '0', I: '1', S: '5', B: '8', G: '6', Z: '2' };
  const fixed = [toDigit[raw[0]!] && !LENGTH[raw[0]!] ? toDigit[raw[0]!]! : raw[0]!, HEIGHT[raw[1]!] === undefined && toDigit[raw[1]!] ? toDigit[raw[1]!]! : raw[1]!, toGroup[raw[2]!] ?? raw[2]!, toDetail[raw[3]!] ?? raw[3]!].join('');
  const sizeType = parseSizeType(fixed);
  if (!sizeType) return null;
  let repairs = 0;
  for (let i = 0; i < 4; i++) if (fixed[i] !== raw[i]) repairs++;
  return { sizeType, repairs };
}

/** Seal numbers (ISO 17712 bolt and cable seals): an optional letter prefix, a run of digits, an optional suffix. */
const SEAL_PATTERN = /^[A-Z]{0,6}-?\d{5,12}[A-Z]{0,2}$/;
/** Without a label a token must look more like a seal: a short letter prefix and 5+ digits, or 7+ digits. */
const BARE_SEAL_PATTERN = /^(?:[A-Z]{1,4}-?\d{5,12}|\d{7,12})$/;
/** "SEAL", "SEAL NO", "SEALNO", "SEALS", 封 / 封条 / 铅封 / 封志 (Chinese packing lists and door labels). */
const SEAL_LABEL = /SEAL|封/;

export function isSealNoShape(text: string): boolean {
  return SEAL_PATTERN.test(text.toUpperCase());
}

function tokensOf(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[^A-Z0-9-]+/)
    .map((t) => t.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
}

const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
const round3 = (n: number) => Math.round(n * 1000) / 1000;
/** Each repaired character lowers confidence: a repaired reading held its check digit, but was not read as printed. */
const REPAIR_FACTOR = 0.95;
/** A number assembled from separate lines (the boxed check digit is often read apart) is less certain. */
const ASSEMBLED_FACTOR = 0.85;
const BARE_SEAL_FACTOR = 0.6;

function keepBest<T>(map: Map<string, T & { confidence: number }>, key: string, value: T & { confidence: number }) {
  const had = map.get(key);
  if (!had || had.confidence < value.confidence) map.set(key, value);
}

function findContainerNos(lines: readonly TOcrLine[]): TContainerNoSuggestion[] {
  const found = new Map<string, TContainerNoSuggestion>();
  const tryWindow = (text: string, confidence: number, factor: number) => {
    for (let i = 0; i + 11 <= text.length; i++) {
      const hit = repairContainerNo(text.slice(i, i + 11));
      if (hit) keepBest(found, hit.containerNo, { ...hit, confidence: round3(confidence * factor * REPAIR_FACTOR ** hit.repairs) });
    }
  };
  // A number on one line ("MSKU 907032 3"), or split over two neighbouring lines (painted vertically, or the
  // check digit's box read as a line of its own).
  lines.forEach((line, i) => {
    tryWindow(compact(line.text), line.confidence, 1);
    const next = lines[i + 1];
    if (next) tryWindow(compact(line.text) + compact(next.text), Math.min(line.confidence, next.confidence), ASSEMBLED_FACTOR);
  });
  if (found.size > 0) return [...found.values()].sort((a, b) => b.confidence - a.confidence);

  // The reading order can scatter the parts (owner code, serial, boxed check digit) over lines in any order:
  // assemble owner × serial × check digit from the fragments, still accepted only when the check digit holds.
  type TFrag = { text: string; confidence: number };
  const owners: TFrag[] = [];
  const serials: TFrag[] = [];
  const digits: TFrag[] = [];
  for (const line of lines) {
    // A seal's digits ("SEAL NO. CN1234567") would pass for a serial and its check digit one time in ten.
    if (SEAL_LABEL.test(line.text.toUpperCase())) continue;
    for (const token of tokensOf(line.text).map(compact)) {
      // An owner code stands alone ("MSKU") or begins or ends a token read together with other text.
      for (const four of new Set([token.slice(0, 4), token.slice(-4)])) {
        if (/^[A-Z0-9]{3}[UJZ]$/.test(four) && /[A-Z]/.test(four.slice(0, 3))) owners.push({ text: four, confidence: line.confidence });
      }
      // A serial stands alone, follows its owner code, or has one stray character before it ("J907032": the
      // frame's edge); a longer prefix ("YM7654321") is a seal or a reference, not a serial.
      const serial = /^(?:[A-Z0-9]{3}[UJZ]|[A-Z0-9]?)([0-9OISB]{6,7})$/.exec(token);
      if (serial) serials.push({ text: serial[1]!, confidence: line.confidence });
      if (/^[0-9OISB]$/.test(token)) digits.push({ text: token, confidence: line.confidence });
    }
  }
  for (const o of owners.slice(0, 10)) {
    for (const s of serials.slice(0, 10)) {
      const tails = s.text.length === 7 ? [{ text: '', confidence: 1 }] : digits.slice(0, 10);
      for (const d of tails) {
        const hit = repairContainerNo(o.text + s.text + d.text);
        if (hit) keepBest(found, hit.containerNo, { ...hit, confidence: round3(Math.min(o.confidence, s.confidence, d.confidence) * ASSEMBLED_FACTOR * REPAIR_FACTOR ** hit.repairs) });
      }
    }
  }
  return [...found.values()].sort((a, b) => b.confidence - a.confidence);
}

function findSizeTypes(lines: readonly TOcrLine[]): TSizeTypeSuggestion[] {
  const found = new Map<string, TSizeTypeSuggestion>();
  for (const line of lines) {
    for (const token of tokensOf(line.text)) {
      const hit = repairSizeType(token);
      if (hit) keepBest(found, hit.sizeType.code, { ...hit.sizeType, confidence: round3(line.confidence * REPAIR_FACTOR ** hit.repairs) });
    }
  }
  return [...found.values()].sort((a, b) => b.confidence - a.confidence);
}

function findSeals(lines: readonly TOcrLine[], containers: readonly TContainerNoSuggestion[]): TSealSuggestion[] {
  const found = new Map<string, TSealSuggestion>();
  // A container number or its serial is never a seal.
  const notSeal = (token: string) => containers.some((c) => c.containerNo.includes(compact(token)) || compact(token).includes(c.containerNo.slice(4, 10)));
  lines.forEach((line, i) => {
    const upper = line.text.toUpperCase();
    const labelAt = upper.search(SEAL_LABEL);
    if (labelAt >= 0) {
      // The number follows the label on its line, or is the next line when the label stands alone.
      const after = tokensOf(upper.slice(labelAt)).filter((t) => !/^SEALS?(NO)?$|^NO$|^N0$/.test(t));
      const source = after.some((t) => SEAL_PATTERN.test(t)) ? after : tokensOf(lines[i + 1]?.text ?? '');
      for (const token of source) {
        if (SEAL_PATTERN.test(token) && !notSeal(token)) keepBest(found, token, { sealNo: token, confidence: round3(line.confidence), labelled: true });
      }
      return;
    }
    for (const token of tokensOf(upper)) {
      if (BARE_SEAL_PATTERN.test(token) && !notSeal(token) && !found.has(token)) {
        keepBest(found, token, { sealNo: token, confidence: round3(line.confidence * BARE_SEAL_FACTOR), labelled: false });
      }
    }
  });
  return [...found.values()].sort((a, b) => b.confidence - a.confidence);
}

/**
 * A line that ends with an owner code and serial, or is a serial alone, with no check digit ("MSKU 907032"): the
 * boxed check digit beside
 * it was not read. The server then reads the box's region again on its own (a single character in a frame is what
 * text detectors miss most).
 */
export function awaitsCheckDigit(text: string): boolean {
  const c = compact(text);
  // A serial read apart from its owner code ("866501" under "YQHU"): the box follows the serial.
  if (/^[0-9OISB]{6}$/.test(c)) return true;
  if (c.length < 10) return false;
  const tail = c.slice(-10);
  const owner = [...tail.slice(0, 4)].map((ch, i) => (i < 3 ? ({ '0': 'O', '1': 'I', '5': 'S', '8': 'B' } as Record<string, string>)[ch] ?? ch : ch)).join('');
  const serial = tail.slice(4).replace(/[OISB]/g, (ch) => ({ O: '0', I: '1', S: '5', B: '8' })[ch as 'O']);
  return /^[A-Z]{3}[UJZ]$/.test(owner) && /^\d{6}$/.test(serial);
}

/** Container numbers, size-type codes and seal numbers read from OCR lines, best first. */
export function findContainerMarkings(lines: readonly TOcrLine[]): TContainerMarkings {
  const containers = findContainerNos(lines);
  return { containers, sizeTypes: findSizeTypes(lines), seals: findSeals(lines, containers) };
}
