// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const aiChatRoutes = {
  conversations: { area: 'aiChat', name: 'conversations', method: 'GET', path: '/ai-chat/conversations', access: 'user' },
  messages: { area: 'aiChat', name: 'messages', method: 'GET', path: '/ai-chat/conversations/:conversationId/messages', access: 'user' },
  rename: { area: 'aiChat', name: 'rename', method: 'PUT', path: '/ai-chat/conversations/:conversationId', access: 'user' },
  remove: { area: 'aiChat', name: 'remove', method: 'DELETE', path: '/ai-chat/conversations/:conversationId', access: 'user' },
  ask: { area: 'aiChat', name: 'ask', method: 'POST', path: '/ai-chat/ask', access: 'public', kind: 'stream' },
} as unknown as TContract['aiChat'];
