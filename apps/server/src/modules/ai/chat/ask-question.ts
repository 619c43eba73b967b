import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_TITLE_MAX, sseFrame, type TAskChatRequest, type TChatStreamEvent } from '@scrapbridge/domain/ai-chat/ai-chat';
import { assembleCitations } from '@scrapbridge/domain/ai-chat/compose-answer';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { translate } from '@scrapbridge/domain/i18n';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { findMessages, insertConversation, insertMessage, touchConversation } from './ai-chat.repository.ts';
import { requireConversation } from './require-conversation.ts';
import type { TKnowledge } from './knowledge.ts';
import type { TChatProvider } from './providers/chat-provider.ts';
import { segmentZh } from './segmenter.ts';

/** A new conversation is named after its first question, cut to fit the list. */
function titleOf(question: string): string {
  const one = question.replace(/\s+/g, ' ').trim();
  return one.length <= 40 ? one : `${one.slice(0, 39)}…`.slice(0, CHAT_TITLE_MAX);
}

/**
 * POST /ai-chat/ask (issue 17 item 6): finds the sources (public knowledge; the caller's own records only for a
 * signed-in caller), numbers them as citations, and streams the provider's answer as Server-Sent Events on the POST's
 * own response — start, token…, citations, done (or error). Everything that can be refused is refused before the stream
 * starts, as a normal envelope: bad input (1000), someone else's conversation (404), the rate limit (429). A signed-in
 * caller's question and answer are kept (a new conversation when none is named); a visitor's are not. A client that
 * goes away stops the answer (the model call is aborted) and what was written so far is kept.
 */
export async function askQuestion(opts: {
  db: TDbOrTx;
  knowledge: TKnowledge;
  provider: TChatProvider;
  session: TSessionUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
  body: TAskChatRequest;
}): Promise<FastifyReply> {
  const { db, session, req, reply, body } = opts;
  const lang = req.lang;
  // A visitor has no conversations: naming one is naming something that does not exist for them.
  if (body.conversationId && !session) throw new AppError(ErrorCode.NotFound);
  const conversation = body.conversationId && session ? await requireConversation(db, session.userId, body.conversationId) : null;
  const history = conversation
    ? (await findMessages(db, conversation.id)).map((m) => ({ role: m.role, content: m.content }))
    : [];
  const passages = await opts.knowledge.retrieve({ lang, question: body.question, userId: session?.userId ?? null });
  const citations = assembleCitations({ question: body.question, passages, segment: segmentZh });

  let conversationId: string | null = conversation?.id ?? null;
  let title: string | null = conversation?.title ?? null;
  if (session) {
    if (!conversationId) {
      title = titleOf(body.question);
      conversationId = await insertConversation(db, { userId: session.userId, title });
    }
    await insertMessage(db, { conversationId, role: 'user', content: body.question });
  }

  const abort = new AbortController();
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (e: TChatStreamEvent) => {
    if (!res.writableEnded && !res.destroyed) res.write(sseFrame(e));
  };
  req.raw.on('close', () => abort.abort());
  res.on('close', () => abort.abort());

  send({ event: 'start', data: { conversationId, messageId: null, title } });
  let answer = '';
  let failed: AppError | null = null;
  try {
    for await (const piece of opts.provider.answer({ question: body.question, lang, citations, history, signal: abort.signal })) {
      answer += piece;
      send({ event: 'token', data: { text: piece } });
      if (abort.signal.aborted) break;
    }
  } catch (err) {
    failed = err instanceof AppError ? err : new AppError(ErrorCode.ChatModelFailed);
    if (!(err instanceof AppError)) req.log.warn({ err }, 'chat: the provider failed');
  }

  let messageId: string | null = null;
  if (session && conversationId && answer) {
    try {
      messageId = await insertMessage(db, { conversationId, role: 'assistant', content: answer, citations: failed ? [] : citations, provider: opts.provider.name });
      await touchConversation(db, conversationId);
    } catch (err) {
      req.log.error({ err }, 'chat: the answer could not be stored');
    }
  } else if (session && conversationId) {
    await touchConversation(db, conversationId).catch(() => undefined);
  }
  if (failed) {
    send({ event: 'error', data: { code: failed.code, msg: translate(lang, failed.messageKey, failed.params) } });
  } else {
    send({ event: 'citations', data: { citations } });
    send({ event: 'done', data: { messageId } });
  }
  if (!res.writableEnded) res.end();
  return reply;
}
