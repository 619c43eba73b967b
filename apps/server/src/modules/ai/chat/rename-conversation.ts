import type { TChatConversation } from '@scrapbridge/domain/ai-chat/ai-chat';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { updateConversationTitle } from './ai-chat.repository.ts';
import { toConversation } from './conversation-presenter.ts';
import { requireConversation } from './require-conversation.ts';

/** PUT /ai-chat/conversations/:conversationId: a new name for one of the caller's conversations (404 for anyone else's). */
export async function renameConversation(opts: { db: TDbOrTx; userId: string; conversationId: string; title: string }): Promise<TChatConversation> {
  if (!(await updateConversationTitle(opts.db, { userId: opts.userId, id: opts.conversationId, title: opts.title }))) throw new AppError(ErrorCode.NotFound);
  return toConversation(await requireConversation(opts.db, opts.userId, opts.conversationId));
}
