import { z } from 'zod';
import { INT4_MAX } from '../int4.ts';
import { MARKETS } from '../market.ts';
import { INDEX_MIN_COMPANIES } from './deal-index.ts';

/**
 * What the public own-deal index answers (issue 14 item 6; the method is in deal-index.ts and on the methodology
 * page): one grade's weekly points on one market, every week of the range present — a week below the independence
 * rule, or without deals, reads "insufficient" with no price.
 */

export const DEAL_INDEX_DEFAULT_WEEKS = 26;
export const DEAL_INDEX_MAX_WEEKS = 260;

export const ZDealIndexQuery = z.object({
  /** The grade (catalogue subcategory) the index is of. */
  subCategoryId: z.coerce.number().int().positive().max(INT4_MAX),
  market: z.enum(MARKETS),
  /** How many weeks back from the current one (the current week included). */
  weeks: z.coerce.number().int().min(1).max(DEAL_INDEX_MAX_WEEKS).default(DEAL_INDEX_DEFAULT_WEEKS),
});
export type TDealIndexQuery = z.infer<typeof ZDealIndexQuery>;
export type TDealIndexQueryInput = z.input<typeof ZDealIndexQuery>;

export const ZDealIndexPoint = z.object({
  /** The week's Monday (YYYY-MM-DD, UTC). */
  week: z.string(),
  status: z.enum(['published', 'insufficient']),
  /** Volume-weighted price per MT, 2 decimals; null when insufficient. */
  price: z.string().nullable(),
  tonnes: z.string(),
  deals: z.number().int(),
  companies: z.number().int(),
});
export type TDealIndexPoint = z.infer<typeof ZDealIndexPoint>;

export const ZDealIndexSeries = z.object({
  subCategoryId: z.number().int(),
  grade: z.string(),
  market: z.enum(MARKETS),
  currency: z.enum(['USD', 'CNY']),
  minCompanies: z.literal(INDEX_MIN_COMPANIES),
  points: z.array(ZDealIndexPoint),
});
export type TDealIndexSeries = z.infer<typeof ZDealIndexSeries>;
