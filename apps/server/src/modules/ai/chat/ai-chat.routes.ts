import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiChatContract as c } from '@scrapbridge/domain/contract/ai-chat';
import { route } from '../../../lib/register-route.ts';
import { askQuestion } from './ask-question.ts';
import { chatRateLimit } from './chat-rate-limit.ts';
import { deleteConversation } from './delete-conversation.ts';
import { getConversationMessages } from './get-conversation-messages.ts';
import { listConversations } from './list-conversations.ts';
import { renameConversation } from './rename-conversation.ts';
import { createKnowledge } from './knowledge.ts';
import type { TChatProvider } from './providers/chat-provider.ts';
import { createOpenAiProvider } from './providers/openai-provider.ts';
import { createLlamaProvider } from './providers/llama-provider.ts';
import { createRetrievalProvider } from './providers/retrieval-provider.ts';

/**
 * AI chat assistant (issue 17 item 6; declared in packages/domain/src/contract/ai-chat.ts): the caller's conversations
 * and the streamed answer. The provider is chosen once, at start-up, from CHAT_PROVIDER.
 */
export const aiChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const { chat, brand } = deps.config;
  const knowledge = createKnowledge(db);
  const provider: TChatProvider =
    chat.provider === 'openai'
      ? createOpenAiProvider(chat.openai, brand.en)
      : chat.provider === 'llama'
        ? createLlamaProvider(chat.llama, brand.en, { log: (err) => app.log.error({ err }, 'local chat model failed') })
        : createRetrievalProvider();

  route(app, c.conversations, ({ session, query }) => listConversations({ db, userId: session.userId, cursor: query.cursor }));
  route(app, c.messages, ({ session, params }) => getConversationMessages({ db, userId: session.userId, conversationId: params.conversationId }));
  route(app, c.rename, ({ session, params, body }) => renameConversation({ db, userId: session.userId, conversationId: params.conversationId, title: body.title }));
  route(app, c.remove, ({ session, params }) => deleteConversation({ db, userId: session.userId, conversationId: params.conversationId }));
  route(app, c.ask, ({ req, reply, session, body }) => askQuestion({ db, knowledge, provider, session, req, reply, body }), {
    config: { rateLimit: chatRateLimit(deps.config) },
  });
};
