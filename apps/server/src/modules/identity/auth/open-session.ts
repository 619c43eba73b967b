import type { TLoginResponse } from '@scrapbridge/domain/auth';
import type { TDbOrTx } from '../../../db/client.ts';
import type { TClientInfo } from '../../../lib/client-info.ts';
import { newSessionToken, sha256Hex } from '../../../lib/tokens.ts';
import { insertSession } from './session.repository.ts';

/**
 * Starts a session for a user who proved who they are. The token goes to the client once; only its hash is
 * stored, with the expiry the client copies onto its `token` cookie (§4 Login).
 */
export async function openSession(
  db: TDbOrTx,
  opts: { userId: string; ttlHours: number; client: TClientInfo; now?: Date },
): Promise<TLoginResponse> {
  const token = newSessionToken();
  const expiresAt = new Date((opts.now ?? new Date()).getTime() + opts.ttlHours * 3_600_000);
  await insertSession(db, {
    userId: opts.userId,
    tokenHash: sha256Hex(token),
    expiresAt,
    userAgent: opts.client.userAgent,
    ip: opts.client.ip,
  });
  return { token, expire: expiresAt.getTime() };
}
