import { lbsTextToMtText } from './decimal.ts';
import { isNumberText } from './input-helpers.ts';
import { mtToLbs, type TWeightUnit } from './weight.ts';

/**
 * A weight in MT written into a form input in the user's unit (§9): lb to 3 decimals, MT to its stored 6, trailing
 * zeros trimmed; '' when there is none.
 */
export function weightInputText(mt: number | null, unit: TWeightUnit): string {
  if (mt === null) return '';
  return unit === 'LBS' ? String(mtToLbs(mt)) : String(Math.round((mt + Number.EPSILON) * 1e6) / 1e6);
}

/**
 * A weight typed in one unit, written in the other (a form's unit switch converts what is already typed): MT → lb
 * at 2204.62 to 3 decimals, lb → MT exactly to 6 decimals (§9). Anything that is not a number stays as typed.
 */
export function convertWeightText(text: string | undefined, from: TWeightUnit, to: TWeightUnit): string | undefined {
  const s = text?.trim();
  if (!s || from === to || !isNumberText(s)) return text;
  if (to === 'LBS') return String(mtToLbs(Number(s)));
  return s.startsWith('-') ? text : lbsTextToMtText(s.replace(/^\+/, ''));
}
