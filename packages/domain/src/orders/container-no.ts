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
