import { z } from 'zod';
import { reason } from './validation.ts';

/**
 * Followed categories (§3 Wanted item; §4 Follow dialog; §5 "at least one must stay selected (message leastone)"):
 * a user follows scrap categories; when staff approve a new ask in one of them, followers with push on are told
 * (in-app notification and e-mail).
 */

/** §3 pushSwitch: 0 on, 1 off. */
export const PushSwitch = { On: 0, Off: 1 } as const;
export type TPushSwitch = (typeof PushSwitch)[keyof typeof PushSwitch];

/** More categories than the catalogue holds is a client bug, not a choice. */
export const WANTED_MAX = 200;

/** §5: a removal that would leave nothing followed is refused (leastone) and changes nothing. */
export function canUnfollow(followedCount: number): boolean {
  return followedCount > 1;
}

/** §3 Wanted item, as `GET /app-v2/wanted/list` returns it (data.rows). */
export const ZWantedItem = z.object({
  wantedId: z.string(),
  categoryId: z.number().int(),
  /** The family of a grade; 0 for a family. */
  parentId: z.number().int(),
  categoryNameZh: z.string(),
  categoryNameEn: z.string(),
  /** Live asks in that category now. */
  askNum: z.number().int(),
  pushSwitch: z.union([z.literal(PushSwitch.On), z.literal(PushSwitch.Off)]),
});
export type TWantedItem = z.infer<typeof ZWantedItem>;

/** §3 "New-category entries carry categoryCn and categoryEn" (`GET /app-v2/wanted/list/new`). */
export const ZNewWantedCategory = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int(),
  categoryCn: z.string(),
  categoryEn: z.string(),
  askNum: z.number().int(),
});
export type TNewWantedCategory = z.infer<typeof ZNewWantedCategory>;

export const ZWantedList = z.object({ rows: z.array(ZWantedItem), total: z.number().int() });
export const ZNewWantedList = z.object({ rows: z.array(ZNewWantedCategory), total: z.number().int() });

/** `POST /app-v2/wanted` {categoryIdList}: adds these to what the user follows (already followed ones are kept). */
export const ZFollowCategoriesRequest = z.object({
  categoryIdList: z
    .array(z.coerce.number().int().positive().max(2_147_483_647))
    .max(WANTED_MAX)
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length > 0, reason('accounts.leastone')),
});
export type TFollowCategoriesRequest = z.infer<typeof ZFollowCategoriesRequest>;

/** `PUT /app-v2/wanted` {wantedId, pushSwitch}. */
export const ZWantedPushRequest = z.object({
  wantedId: z.uuid(),
  pushSwitch: z.union([z.literal(PushSwitch.On), z.literal(PushSwitch.Off)]),
});
export type TWantedPushRequest = z.infer<typeof ZWantedPushRequest>;

export const ZWantedParams = z.object({ wantedId: z.uuid() });

/** What the follow calls answer: how many categories the user follows now (getInfo.wantedNum). */
export const ZWantedCount = z.object({ wantedNum: z.number().int() });
