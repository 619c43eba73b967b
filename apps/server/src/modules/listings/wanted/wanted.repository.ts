import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { asks, categories, wantedCategories } from '../../../db/schema.ts';

export type TWantedRow = typeof wantedCategories.$inferSelect;

/** The whole catalogue is ~60 categories and WANTED_MAX bounds what one user follows. */
const CATEGORY_LIMIT = 1000;

/**
 * The ids of the categories a user follows, as an int[] SQL expression, for the buyer list's followed=3 filter
 * (§2 /quoteList, §4 "with the followed=3 filter if wantedNum is above 0"). Used as
 *   (a.category_ids && ${followedCategoryIds(userId)} or a.sub_category_ids && ${followedCategoryIds(userId)})
 * which asks_categories_gin serves (a followed family matches its asks, a followed grade the asks of that grade).
 */
export function followedCategoryIds(userId: string): SQL {
  return sql`array(select w.category_id from wanted_categories w where w.user_id = ${userId}::uuid)`;
}

/** Live asks (active, not past valid_until) in a category, as a family or a grade (asks_categories_gin). */
function liveAskCount(categoryId: SQL | number): SQL<number> {
  return sql<number>`(select count(*)::int from ${asks} a
    where a.state = 'active' and (a.valid_until is null or a.valid_until > now())
      and (a.category_ids @> array[${categoryId}]::int[] or a.sub_category_ids @> array[${categoryId}]::int[]))`;
}

/** What the user follows, in catalogue order, with the live asks of each (§3 Wanted item askNum). */
export async function listWantedRows(db: TDbOrTx, userId: string) {
  return db
    .select({
      wantedId: wantedCategories.id,
      categoryId: categories.id,
      parentId: categories.parentId,
      nameZh: categories.nameZh,
      nameEn: categories.nameEn,
      pushSwitch: wantedCategories.pushSwitch,
      askNum: liveAskCount(sql`${categories.id}`),
    })
    .from(wantedCategories)
    .innerJoin(categories, eq(categories.id, wantedCategories.categoryId))
    .where(eq(wantedCategories.userId, userId))
    .orderBy(sql`${categories.parentId} nulls first`, asc(categories.sort), asc(categories.id))
    .limit(CATEGORY_LIMIT);
}

/** Enabled categories the user does not follow yet (the follow dialog's choices), with their live asks. */
export async function listUnfollowedCategoryRows(db: TDbOrTx, userId: string) {
  return db
    .select({
      categoryId: categories.id,
      parentId: categories.parentId,
      nameZh: categories.nameZh,
      nameEn: categories.nameEn,
      askNum: liveAskCount(sql`${categories.id}`),
    })
    .from(categories)
    .where(
      and(
        eq(categories.status, 0),
        sql`not exists (select 1 from ${wantedCategories} w where w.user_id = ${userId}::uuid and w.category_id = ${categories.id})`,
      ),
    )
    .orderBy(sql`${categories.parentId} nulls first`, asc(categories.sort), asc(categories.id))
    .limit(CATEGORY_LIMIT);
}

/** getInfo.wantedNum (wanted_user_category_key serves it). */
export async function countWanted(db: TDbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wantedCategories).where(eq(wantedCategories.userId, userId));
  return row?.n ?? 0;
}

/**
 * The user's followed rows, locked until the transaction ends: the "at least one stays" check (§5 leastone) and
 * the write after it cannot interleave with another removal of the same user.
 */
export async function lockWantedRows(tx: TTx, userId: string): Promise<TWantedRow[]> {
  return tx.select().from(wantedCategories).where(eq(wantedCategories.userId, userId)).for('update').limit(CATEGORY_LIMIT);
}

/** Follows categories; ones already followed are kept as they are (their pushSwitch included). Returns how many were new. */
export async function insertWanted(tx: TTx, userId: string, categoryIds: number[]): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const rows = await tx
    .insert(wantedCategories)
    .values(categoryIds.map((categoryId) => ({ userId, categoryId })))
    .onConflictDoNothing({ target: [wantedCategories.userId, wantedCategories.categoryId] })
    .returning({ id: wantedCategories.id });
  return rows.length;
}

export async function deleteWanted(tx: TTx, userId: string, wantedId: string): Promise<void> {
  await tx.delete(wantedCategories).where(and(eq(wantedCategories.id, wantedId), eq(wantedCategories.userId, userId)));
}

/** Sets one followed category's push; false when it is not the user's. */
export async function updateWantedPush(db: TDbOrTx, userId: string, wantedId: string, pushSwitch: 0 | 1): Promise<boolean> {
  const rows = await db
    .update(wantedCategories)
    .set({ pushSwitch })
    .where(and(eq(wantedCategories.id, wantedId), eq(wantedCategories.userId, userId)))
    .returning({ id: wantedCategories.id });
  return rows.length > 0;
}

/** The ask as its followers are told about it: who sells it, where, what and how much. */
export async function findAskForFollowers(tx: TTx, askId: string) {
  const rows = await executeRows<{
    id: string;
    state: string;
    market: string;
    sellerUserId: string;
    agentUserId: string | null;
    askName: string | null;
    askNameZh: string | null;
    totalWeight: string;
    categoryIds: number[];
    subCategoryIds: number[];
    category: { zh: string; en: string } | null;
  }>(tx, sql`
    select a.id, a.state, a.market, a.seller_user_id as "sellerUserId", a.agent_user_id as "agentUserId",
      a.ask_name as "askName", a.ask_name_zh as "askNameZh", a.total_weight::text as "totalWeight",
      a.category_ids as "categoryIds", a.sub_category_ids as "subCategoryIds",
      (select json_build_object('zh', c.name_zh, 'en', c.name_en) from ask_details d join categories c on c.id = coalesce(d.sub_category_id, d.category_id)
        where d.ask_id = a.id order by d.sort limit 1) as "category"
    from asks a where a.id = ${askId}::uuid`);
  return rows[0] ?? null;
}

/**
 * The fan-out of an approved ask, as ONE statement: every follower of any of its categories (family or grade) with
 * that category's push on (pushSwitch 0), global push on, not blocked, with the ask's market granted, and not the
 * ask's own seller or agent, gets one notification; those with an e-mail get it queued in their language. A
 * follower already told about this ask (re-approval after an edit) is skipped (notifications_ref_key).
 */
export async function insertFollowerNotifications(
  tx: TTx,
  opts: {
    askId: string;
    market: string;
    categoryIds: number[];
    excludeUserIds: string[];
    texts: { titleZh: string; titleEn: string; bodyZh: string; bodyEn: string };
    link: string;
  },
): Promise<number> {
  if (opts.categoryIds.length === 0) return 0;
  const categoryArray = sql`array[${sql.join(
    opts.categoryIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const excluded = opts.excludeUserIds.length ? sql`and u.id not in (${sql.join(opts.excludeUserIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const inserted = await executeRows<{ id: string }>(tx, sql`
    insert into notifications (user_id, kind, ref_key, title_zh, title_en, body_zh, body_en, link, mail_status, mail_to, mail_lang)
    select distinct u.id, 'followed_category_ask', ${`ask:${opts.askId}`}, ${opts.texts.titleZh}, ${opts.texts.titleEn},
      ${opts.texts.bodyZh}, ${opts.texts.bodyEn}, ${opts.link},
      case when u.email is null then 'none' else 'pending' end, u.email,
      case when u.email is null then null when u.language_type = 'China' then 'zh' else 'en' end
    from wanted_categories w
    join users u on u.id = w.user_id
    join user_market_permissions mp on mp.user_id = u.id and mp.market = ${opts.market} and mp.permission = 1
    where w.category_id = any(${categoryArray}) and w.push_switch = 0 and u.push_enabled and u.user_state <> 9 ${excluded}
    on conflict (user_id, kind, ref_key) where ref_key is not null do nothing
    returning id`);
  return inserted.length;
}
