import { z } from 'zod';
import { zDecimal } from '../ask.ts';
import { REFERENCE_BASES } from '../quotes/price-normalise.ts';
import { reason } from '../validation.ts';
import { PRICE_FIELDS, ZPriceChange, type TPriceField } from './price-list.ts';

/**
 * Following prices (issue 14 item 3; §2 market price list "my following"): a reader follows a price item (kind
 * 'item', key = the item's id) or an exchange settlement series (kind 'series', key = the reference basis), with
 * optional alert settings: a day-on-day move of more than alertPct %, or crossing alertLevel (in the followed
 * price's own unit); alertDirection 'up' / 'down' keeps both to one direction, none means either. The alert
 * itself is sent by the daily sweep, at most once a day per follow.
 */
export const PRICE_FOLLOW_KINDS = ['item', 'series'] as const;
export type TPriceFollowKind = (typeof PRICE_FOLLOW_KINDS)[number];
export const ALERT_DIRECTIONS = ['up', 'down'] as const;
export type TAlertDirection = (typeof ALERT_DIRECTIONS)[number];

/** A reader follows at most this many prices (a page of the "my following" tab and a bounded alert sweep). */
export const PRICE_FOLLOWS_MAX = 200;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is followed: the key must fit the kind (an item's id, or one of the settlement series). */
export const ZPriceFollowTarget = z
  .object({
    kind: z.enum(PRICE_FOLLOW_KINDS),
    key: z.string().trim().min(1).max(40),
  })
  .superRefine((v, ctx) => {
    const ok = v.kind === 'item' ? UUID.test(v.key) : (REFERENCE_BASES as readonly string[]).includes(v.key);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['key'], ...reason('pricing.errors.followKey') });
  });
export type TPriceFollowTarget = z.infer<typeof ZPriceFollowTarget>;

/** Alert settings; an empty field is "no such alert" (sending the form again replaces all three). */
export const ZPriceAlertSettings = z.object({
  /** A move of more than this % day on day (0.01–100). */
  alertPct: z.preprocess(blank, zDecimal({ decimals: 2, positive: true, max: 100 }).optional()),
  /** A level the price crosses, in the followed price's unit (per MT for items, the series' own unit). */
  alertLevel: z.preprocess(blank, zDecimal({ decimals: 6, positive: true, max: 100_000_000 }).optional()),
  alertDirection: z.preprocess(blank, z.enum(ALERT_DIRECTIONS).optional()),
});
export type TPriceAlertSettings = z.infer<typeof ZPriceAlertSettings>;

/** `POST` follow (or, when already followed, replace the alert settings) and `PUT` alert settings. */
export const ZPriceFollowRequest = z.intersection(ZPriceFollowTarget, ZPriceAlertSettings);
export type TPriceFollowRequest = z.infer<typeof ZPriceFollowRequest>;
export type TPriceFollowFormInput = z.input<typeof ZPriceFollowRequest>;

export const ZPriceFollowParams = z.object({ kind: z.enum(PRICE_FOLLOW_KINDS), key: z.string().trim().min(1).max(40) });

/** One followed price with its latest value, for the "my following" tab, the follow buttons and the futures board. */
export const ZPriceFollow = z.object({
  id: z.string(),
  kind: z.enum(PRICE_FOLLOW_KINDS),
  key: z.string(),
  /** Item description or series name, en and zh (a retired item keeps its name). */
  name: z.string(),
  nameZh: z.string(),
  /** For an item: its market, and MT per the item's currency; for a series: its REFERENCE_UNITS unit. */
  market: z.enum(['intl', 'cn']).nullable(),
  unit: z.string(),
  /** The followed value: an item's headline price (headlinePrice), a series' settlement. */
  latestValue: z.string().nullable(),
  latestDate: z.string().nullable(),
  change: ZPriceChange.nullable(),
  retired: z.boolean(),
  alertPct: z.string().nullable(),
  alertLevel: z.string().nullable(),
  alertDirection: z.enum(ALERT_DIRECTIONS).nullable(),
  lastAlertedOn: z.string().nullable(),
});
export type TPriceFollow = z.infer<typeof ZPriceFollow>;
export const ZPriceFollowList = z.object({ rows: z.array(ZPriceFollow), total: z.number().int() });

/**
 * The one price of an item that follows and alerts watch: the first of the five §3 prices the point has, in the §3
 * order (a purchase price where there is one; the China market's domestic sales price otherwise, and so on).
 */
export function headlinePrice(point: Partial<Record<TPriceField, string | null | undefined>>): { field: TPriceField; value: string } | null {
  for (const field of PRICE_FIELDS) {
    const value = point[field];
    if (value !== null && value !== undefined) return { field, value };
  }
  return null;
}
