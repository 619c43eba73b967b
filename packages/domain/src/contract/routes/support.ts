// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const supportRoutes = {
  thread: { area: 'support', name: 'thread', method: 'GET', path: '/app-v2/support/conversation', access: 'user' },
  send: { area: 'support', name: 'send', method: 'POST', path: '/app-v2/support/message', access: 'user' },
  read: { area: 'support', name: 'read', method: 'POST', path: '/app-v2/support/read', access: 'user' },
  unread: { area: 'support', name: 'unread', method: 'GET', path: '/app-v2/support/unread', access: 'user' },
  upload: { area: 'support', name: 'upload', method: 'POST', path: '/app-v2/support/file', access: 'user', multipart: true },
  inbox: { area: 'support', name: 'inbox', method: 'GET', path: '/admin/support/conversations', access: 'staff' },
  staffMembers: { area: 'support', name: 'staffMembers', method: 'GET', path: '/admin/support/staff-members', access: 'staff' },
  staffThread: { area: 'support', name: 'staffThread', method: 'GET', path: '/admin/support/conversation/:conversationId', access: 'staff' },
  reply: { area: 'support', name: 'reply', method: 'POST', path: '/admin/support/conversation/:conversationId/message', access: 'staff' },
  staffRead: { area: 'support', name: 'staffRead', method: 'POST', path: '/admin/support/conversation/:conversationId/read', access: 'staff' },
  assign: { area: 'support', name: 'assign', method: 'POST', path: '/admin/support/conversation/:conversationId/assign', access: 'staff' },
  status: { area: 'support', name: 'status', method: 'POST', path: '/admin/support/conversation/:conversationId/status', access: 'staff' },
} as unknown as TContract['support'];
