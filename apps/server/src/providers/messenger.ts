import type { TAppDeps } from '../app.ts';
import { insertOutboxMessage } from './outbox.repository.ts';
import type { TMailMessage, TSmsMessage } from './types.ts';

/**
 * The one way the product sends mail and SMS: it calls the configured provider and records every message in
 * outbox_messages, delivered or not, so staff can see what went out (and read codes the `log` provider kept).
 * A delivery failure is reported to the caller, not thrown: each caller decides what it means to the user.
 *
 * Call it outside any transaction: it writes with the outer client, and PGlite has only one connection,
 * so a write from inside an open transaction would wait for that transaction forever.
 */
export type TDeliveryStatus = 'sent' | 'failed' | 'logged';
export type TDelivery = { status: TDeliveryStatus; outboxId: string };

/** Provider errors can be long (SMTP transcripts); the outbox keeps enough to diagnose. */
const ERROR_TEXT_MAX = 1000;

async function deliver(
  deps: Pick<TAppDeps, 'database'>,
  provider: { name: string },
  record: { channel: 'mail' | 'sms'; recipient: string; subject: string | null; body: string },
  send: () => Promise<void>,
): Promise<TDelivery> {
  let status: TDeliveryStatus = provider.name === 'log' ? 'logged' : 'sent';
  let error: string | null = null;
  try {
    await send();
  } catch (err) {
    status = 'failed';
    error = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_TEXT_MAX) || 'unknown error';
  }
  const outboxId = await insertOutboxMessage(deps.database.db, { ...record, provider: provider.name, status, error });
  return { status, outboxId };
}

export function sendMail(deps: Pick<TAppDeps, 'database' | 'mail'>, message: TMailMessage): Promise<TDelivery> {
  return deliver(
    deps,
    deps.mail,
    { channel: 'mail', recipient: message.to, subject: message.subject, body: message.text },
    () => deps.mail.send(message),
  );
}

export function sendSms(deps: Pick<TAppDeps, 'database' | 'sms'>, message: TSmsMessage): Promise<TDelivery> {
  return deliver(
    deps,
    deps.sms,
    { channel: 'sms', recipient: message.to, subject: null, body: message.text },
    () => deps.sms.send(message),
  );
}
