import {
  ZAskChatRequest,
  ZChatConversation,
  ZChatConversationParams,
  ZChatConversationsPage,
  ZChatConversationsQuery,
  ZChatMessages,
  ZRenameChatConversationRequest,
} from '../ai-chat/ai-chat.ts';
import { ZNoData } from '../api.ts';
import { defineArea } from './define-route.ts';

/**
 * AI chat assistant (issue 17 item 6; §7 "chat paths get /ai-chat"; §9 40 conversations per pull). Anyone may ask
 * (a visitor's answer draws only on public knowledge: the wiki, market prices and the trading rules; nothing is
 * stored); a signed-in user's conversations are kept, listed 40 per pull, renamed and deleted, and their answers may
 * also quote the user's own asks, quotes, orders, shipments and claims. A conversation of someone else answers 404.
 */
export const aiChatContract = defineArea('aiChat', {
  conversations: {
    method: 'GET',
    path: '/ai-chat/conversations',
    access: 'user',
    tag: 'ai-chat',
    summary: "The caller's conversations, most recently active first, 40 per pull (keyset: pass the previous nextCursor)",
    query: ZChatConversationsQuery,
    response: ZChatConversationsPage,
  },
  messages: {
    method: 'GET',
    path: '/ai-chat/conversations/:conversationId/messages',
    access: 'user',
    tag: 'ai-chat',
    summary: 'One conversation of the caller with its questions and answers (citations included), oldest first',
    params: ZChatConversationParams,
    response: ZChatMessages,
  },
  rename: {
    method: 'PUT',
    path: '/ai-chat/conversations/:conversationId',
    access: 'user',
    tag: 'ai-chat',
    summary: 'Rename one of the caller\'s conversations',
    params: ZChatConversationParams,
    body: ZRenameChatConversationRequest,
    response: ZChatConversation,
  },
  remove: {
    method: 'DELETE',
    path: '/ai-chat/conversations/:conversationId',
    access: 'user',
    tag: 'ai-chat',
    summary: 'Delete one of the caller\'s conversations with its messages',
    params: ZChatConversationParams,
    response: ZNoData,
  },
  ask: {
    method: 'POST',
    path: '/ai-chat/ask',
    access: 'public',
    tag: 'ai-chat',
    summary:
      'Ask a question; the answer streams back as text/event-stream: event start {conversationId, messageId, title}, token {text} (many), citations {citations}, done {messageId}; or error {code, msg}',
    description:
      'Bad input answers the JSON envelope (1000 naming the field) before any stream starts; 404 for a conversationId that is not the caller\'s; 429 over the per-user (visitors: per-address) limit; 1810 when the configured language model fails or times out (sent as event error).',
    body: ZAskChatRequest,
    kind: 'stream',
  },
});
