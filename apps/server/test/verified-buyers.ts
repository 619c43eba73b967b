import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../src/db/client.ts';
import { executeRows } from '../src/db/execute-rows.ts';
import { sha256Hex } from '../src/lib/tokens.ts';

/**
 * `n` verified (VIP) buyers with live sessions and both markets, written in three statements: what registration and
 * enterprise verification would leave behind. Test and benchmark material (quotes need verified buyers, many of them).
 */
export async function verifiedBuyers(db: TDbOrTx, n: number, prefix = 'b'): Promise<{ userId: string; token: string }[]> {
  const tag = crypto.randomBytes(3).toString('hex');
  const tokens = Array.from({ length: n }, () => crypto.randomBytes(24).toString('hex'));
  const emails = tokens.map((_, i) => `${prefix}${i}-${tag}@bench.test`);
  const rows = await executeRows<{ id: string; email: string }>(db, sql`
    insert into users (email, user_state, user_type, first_name, last_name, language_type)
    select e, 0, 'Buyer', 'Test', 'Buyer', 'English' from json_array_elements_text(${JSON.stringify(emails)}::json) as e
    returning id, email`);
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  const userIds = emails.map((e) => idOf.get(e)!);
  await db.execute(sql`
    insert into sessions (user_id, token_hash, expires_at)
    select (p->>0)::uuid, p->>1, now() + interval '1 day'
    from json_array_elements(${JSON.stringify(userIds.map((u, i) => [u, sha256Hex(tokens[i]!)]))}::json) as p`);
  await db.execute(sql`
    insert into user_market_permissions (user_id, market, permission, switch_enable)
    select u::uuid, m, 1, 1 from json_array_elements_text(${JSON.stringify(userIds)}::json) as u cross join (values ('intl'), ('cn')) as mk(m)`);
  return userIds.map((userId, i) => ({ userId, token: tokens[i]! }));
}
