import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { aiTokenKeys } from '../../../db/schema.ts';

const KEY_ID = 'chat';

/** The signing key of chat tokens; the first caller on an empty table makes it (a concurrent one keeps the first). */
export async function loadOrCreateChatTokenKey(db: TDbOrTx): Promise<string> {
  const found = await db.select({ secret: aiTokenKeys.secret }).from(aiTokenKeys).where(eq(aiTokenKeys.id, KEY_ID)).limit(1);
  if (found[0]) return found[0].secret;
  await db.insert(aiTokenKeys).values({ id: KEY_ID, secret: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const made = await db.select({ secret: aiTokenKeys.secret }).from(aiTokenKeys).where(eq(aiTokenKeys.id, KEY_ID)).limit(1);
  return made[0]!.secret;
}
