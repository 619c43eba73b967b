import { z } from 'zod';
import { ZPageQuery } from './pagination.ts';

export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;
/** `logged`: the development provider only wrote it to the server log and this outbox. */
export const OUTBOX_STATUSES = ['sent', 'failed', 'logged'] as const;

/** `GET /admin/outbox` (staff): what the product sent, so staff can read codes the log provider kept. */
export const ZOutboxListQuery = ZPageQuery;

export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  provider: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** The provider's failure text when status is `failed`. */
  error: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
