import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findConversation, type TConversationRow } from './ai-chat.repository.ts';

/** One of the caller's conversations, or 404 — also for someone else's (nothing says it exists). */
export async function requireConversation(db: TDbOrTx, userId: string, id: string): Promise<TConversationRow> {
  const row = await findConversation(db, { userId, id });
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}
