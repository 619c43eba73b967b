import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from './constants.ts';
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

/**
 * The verification code a sent message carries (messages/*.json codeSms, codeMailText: "… code is 123456", "…验证码为
 * 123456"), or null: the staff outbox shows it in its own column, so support reads it without opening the message.
 */
export function verificationCodeIn(body: string): string | null {
  const m = new RegExp(`(?:code is|验证码为)[:：]?\\s*(\\d{${VERIFICATION_CODE_LENGTH}})(?!\\d)`, 'i').exec(body);
  return m ? m[1]! : null;
}
