/**
 * ISO 6346 freight container numbers (issue 5: "containers (number checked with the ISO 6346 check digit)"):
 * a 3-letter owner code, the equipment category (U freight container, J detachable equipment, Z trailer/chassis),
 * a 6-digit serial number and one check digit. The check digit catches a mistyped number before it reaches a
 * bill of lading or a claim. Zod-free: the web validates as the user types with the same rule.
 */

/** Letter values: A = 10 upwards, skipping the multiples of 11 (11, 22, 33), so A10 B12 … K21 L23 … U32 V34 … Z38. */
const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {};
  let v = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v++;
    values[letter] = v++;
  }
  return values;
})();

/** Owner code + category (U, J, Z) + 6-digit serial, without the check digit. */
const BODY_PATTERN = /^[A-Z]{3}[UJZ]\d{6}$/;
const FULL_PATTERN = /^[A-Z]{3}[UJZ]\d{7}$/;

/** "csqu 305438-3" → "CSQU3054383": what people type and carriers print (spaces, dashes, a slash before the digit). */
export function normaliseContainerNo(text: string): string {
  return text.toUpperCase().replace(/[\s\-/.]/g, '');
}

/** The check digit of the first 10 characters (owner code, category, serial), or null when they are malformed. */
export function containerCheckDigit(body: string): number | null {
  const b = normaliseContainerNo(body).slice(0, 10);
  if (!BODY_PATTERN.test(b)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = b[i]!;
    const value = i < 4 ? LETTER_VALUES[ch]! : Number(ch);
    // Weight of position i is 2^i.
    sum += value * 2 ** i;
  }
  // The remainder 10 is written as 0 (the standard's rule; owners avoid such serials, but they exist).
  return (sum % 11) % 10;
}

export type TContainerNoProblem = 'format' | 'checkDigit';

/** Why a container number is not valid, or null when it is (after normalising). */
export function containerNoProblem(text: string): TContainerNoProblem | null {
  const n = normaliseContainerNo(text);
  if (!FULL_PATTERN.test(n)) return 'format';
  return containerCheckDigit(n) === Number(n[10]) ? null : 'checkDigit';
}

export function isValidContainerNo(text: string): boolean {
  return containerNoProblem(text) === null;
}

/** "CSQU3054383" → "CSQU 305438 3", as it is painted on the box (for display). */
export function formatContainerNo(text: string): string {
  const n = normaliseContainerNo(text);
  return FULL_PATTERN.test(n) ? `${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}` : n;
}

/** Letters OCR reads as digits and back (issue 17 item 2: "O/0, I/1, S/5, B/8 repair"). */
const AS_DIGIT: Readonly<Record<string, string>> = { O: '0', I: '1', S: '5', B: '8' };
const AS_LETTER: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

/**
 * Repairs what OCR confuses by position — the owner code and category are letters, the serial and check digit are
 * digits — and returns the number only when the repaired text holds the ISO 6346 check digit (issue 17 item 2:
 * "accepted only when the check digit holds"). `repairs` counts the characters changed, so a caller can lower its
 * confidence. Null when the 11 characters cannot be a valid number.
 */
export function repairContainerNo(text: string): { containerNo: string; repairs: number } | null {
  const n = normaliseContainerNo(text);
  if (n.length !== 11) return null;
  let repairs = 0;
  let out = '';
  for (let i = 0; i < 11; i++) {
    const ch = n[i]!;
    const fixed = i < 4 ? (AS_LETTER[ch] ?? ch) : (AS_DIGIT[ch] ?? ch);
    if (fixed !== ch) repairs++;
    out += fixed;
  }
  return isValidContainerNo(out) ? { containerNo: out, repairs } : null;
}
