/**
 * The formula calculator's tokens and limits (issue 17 item 5), without its parser: the contract's schemas
 * (ai-tools.ts) and the server's settlement lookups name them, and loading them must not load mathjs (formula.ts,
 * which re-exports everything here, does).
 */
import type { TReferenceBasis } from '../quotes/price-normalise.ts';

/** Exchange tokens → the settlement series they read (pricing/futures.ts). COMEX is the CMX series, in US cents/lb. */
export const PRICE_TOKENS = {
  LME: 'LME',
  COMEX: 'CMX',
  SHCU: 'SHCU',
  CJCU: 'CJCU',
  JLCU: 'JLCU',
  BTAL: 'BTAL',
  USDCNY: 'USDCNY',
} as const satisfies Record<string, TReferenceBasis>;
export type TPriceToken = keyof typeof PRICE_TOKENS;
export const PRICE_TOKEN_NAMES = Object.keys(PRICE_TOKENS) as TPriceToken[];

/**
 * Element tokens: the metal content of the lot in percent (the ask's element content), typed by the user. Written
 * `Cu%` in a formula, so `LME × Cu%` at Cu = 96 reads 0.96 × LME.
 */
export const ELEMENT_TOKENS = ['Cu', 'Al', 'Zn', 'Ni', 'Sn', 'Pb', 'Fe'] as const;
export type TElementToken = (typeof ELEMENT_TOKENS)[number];

/** A formula longer than this is not a price formula (and keeps the parser's work bounded). */
export const FORMULA_MAX_LENGTH = 200;
