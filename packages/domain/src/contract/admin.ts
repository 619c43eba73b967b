import { listOf } from '../api.ts';
import { ZOutboxListQuery, ZOutboxMessage } from '../outbox.ts';
import { defineArea } from './define-route.ts';

/** Staff console endpoints of the platform itself (unprefixed, §7 "Admin paths are unprefixed"); staff only. */
export const adminContract = defineArea('admin', {
  outbox: {
    method: 'GET',
    path: '/admin/outbox',
    access: 'staff',
    tag: 'admin',
    summary: 'Mail and SMS sent by the product, newest first (staff)',
    query: ZOutboxListQuery,
    response: listOf(ZOutboxMessage),
  },
});
