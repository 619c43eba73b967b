import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { deleteConversationRow } from './ai-chat.repository.ts';

/** DELETE /ai-chat/conversations/:conversationId: the caller's conversation goes with its messages (404 for anyone else's). */
export async function deleteConversation(opts: { db: TDbOrTx; userId: string; conversationId: string }): Promise<null> {
  if (!(await deleteConversationRow(opts.db, { userId: opts.userId, id: opts.conversationId }))) throw new AppError(ErrorCode.NotFound);
  return null;
}
