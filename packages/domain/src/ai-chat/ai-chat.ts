import { z } from 'zod';

/**
 * AI chat assistant (issue 17 item 6; §2 /saas-chat, §7 chat paths under /ai-chat, §9 "Chat: 40 conversations per
 * pull"). Shared by the server (edge validation, answers) and the web (composer, typed client).
 */

/** §9: one pull of the conversation list. */
export const CHAT_CONVERSATIONS_PER_PULL = 40;
/** A question longer than this is refused (1000 naming the field): a question, not a document. */
export const CHAT_QUESTION_MAX = 1000;
export const CHAT_TITLE_MAX = 80;

export const CHAT_SOURCE_KINDS = ['wiki', 'price', 'rule', 'ask', 'quote', 'order', 'shipment', 'claim'] as const;
export type TChatSourceKind = (typeof CHAT_SOURCE_KINDS)[number];
/** Kinds that are somebody's own business: only ever retrieved for that account (never for a visitor). */
export const PRIVATE_CHAT_KINDS: readonly TChatSourceKind[] = ['ask', 'quote', 'order', 'shipment', 'claim'];

export const ZChatCitation = z.object({
  /** The [n] mark in the answer text. */
  n: z.number().int(),
  kind: z.enum(CHAT_SOURCE_KINDS),
  title: z.string(),
  /** The quoted passage. */
  snippet: z.string(),
  /** Where the user reads the whole source (an in-app path). */
  link: z.string(),
});
export type TChatCitation = z.infer<typeof ZChatCitation>;

export const ZChatConversation = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TChatConversation = z.infer<typeof ZChatConversation>;

/**
 * Keyset pull: `cursor` is the previous pull's `nextCursor`, the last row's activity time (to the microsecond, as
 * PostgreSQL keeps it) and id: `2026-11-26T15:11:22.123456Z_<uuid>`.
 */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const ZChatConversationsQuery = z.object({
  cursor: z
    .string()
    .regex(CURSOR)
    .refine((v) => {
      // A day that does not exist (02-30) would roll over in JavaScript but fail in PostgreSQL.
      const at = new Date(`${v.slice(0, 23)}Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 23) === v.slice(0, 23);
    }, 'not a valid position')
    .optional(),
});

export function parseChatCursor(cursor: string): { at: string; id: string } | null {
  const m = CURSOR.exec(cursor);
  return m ? { at: m[1]!, id: m[2]! } : null;
}
export const ZChatConversationsPage = z.object({
  rows: z.array(ZChatConversation),
  /** Null when this pull was the last. */
  nextCursor: z.string().nullable(),
});
export type TChatConversationsPage = z.infer<typeof ZChatConversationsPage>;

export const ZChatConversationParams = z.object({ conversationId: z.uuid() });

export const ZRenameChatConversationRequest = z.object({
  title: z.string().trim().min(1).max(CHAT_TITLE_MAX),
});

export const ZChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(ZChatCitation),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatMessages = z.object({ conversation: ZChatConversation, rows: z.array(ZChatMessage) });

export const ZAskChatRequest = z.object({
  /** A signed-in user's conversation to continue; without it a new one starts (visitors: nothing is stored). */
  conversationId: z.uuid().optional(),
  question: z.string().trim().min(1).max(CHAT_QUESTION_MAX),
});
export type TAskChatRequest = z.infer<typeof ZAskChatRequest>;

/**
 * The events of an answer stream (text/event-stream from POST /ai-chat/ask), in order:
 * `start` once, `token` many times, `citations` once, `done` once — or `error` instead of the rest.
 */
export type TChatStreamEvent =
  | { event: 'start'; data: { conversationId: string | null; messageId: string | null; title: string | null } }
  | { event: 'token'; data: { text: string } }
  | { event: 'citations'; data: { citations: TChatCitation[] } }
  | { event: 'done'; data: { messageId: string | null } }
  | { event: 'error'; data: { code: number; msg: string } };

/** One SSE frame as the server writes it. */
export function sseFrame(e: TChatStreamEvent): string {
  return `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

/**
 * Splits a text/event-stream buffer into complete frames (the web reads the POST's body as it arrives); the rest that
 * is not yet a whole frame is returned to be prefixed to the next chunk.
 */
export function parseSseFrames(buffer: string): { frames: { event: string; data: string }[]; rest: string } {
  const frames: { event: string; data: string }[] = [];
  const parts = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = parts.pop() ?? '';
  for (const part of parts) {
    let event = 'message';
    const data: string[] = [];
    for (const line of part.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) frames.push({ event, data: data.join('\n') });
  }
  return { frames, rest };
}
