import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMessages } from './outbox.repository.ts';
import { createLogMailProvider } from './mail.ts';
import { createHttpSmsProvider, createLogSmsProvider } from './sms.ts';
import { sendMail, sendSms } from './messenger.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { testLane } from '../../test/test-app.ts';
import type { TDatabase } from '../db/client.ts';

describe(`[MESSENGER] every message lands in the outbox (${testLane()})`, () => {
  let database: TDatabase;
  let dispose: () => Promise<void>;
  const logged: unknown[] = [];
  const log = { info: (obj: unknown) => void logged.push(obj) };
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
  });
  afterAll(async () => {
    await dispose();
  });

  it('records the log providers as "logged", with recipient, subject and body', async () => {
    const mail = await sendMail({ database, mail: createLogMailProvider(log) }, { to: 'a@example.com', subject: 'Hi', text: 'Code 123456' });
    const sms = await sendSms({ database, sms: createLogSmsProvider(log) }, { to: '+8613800138000', text: 'Code 654321' });
    expect(mail.status).toBe('logged');
    expect(sms.status).toBe('logged');
    expect(logged).toHaveLength(2);
    const { rows } = await listOutboxMessages(database.db, { limit: 10, offset: 0 });
    expect(rows.map((r) => ({ channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, provider: r.provider, status: r.status })))
      .toEqual(
        expect.arrayContaining([
          { channel: 'mail', recipient: 'a@example.com', subject: 'Hi', body: 'Code 123456', provider: 'log', status: 'logged' },
          { channel: 'sms', recipient: '+8613800138000', subject: null, body: 'Code 654321', provider: 'log', status: 'logged' },
        ]),
      );
  });

  it('records a real provider failure as "failed" with its error text, without throwing', async () => {
    const gateway = createHttpSmsProvider({
      url: 'http://sms.invalid/send',
      signName: '废料桥',
      fetchImpl: async () => new Response('busy', { status: 503 }),
    });
    const result = await sendSms({ database, sms: gateway }, { to: '+8613900139000', text: 'Code 111111' });
    expect(result.status).toBe('failed');
    const { rows } = await listOutboxMessages(database.db, { limit: 1, offset: 0 });
    expect(rows[0]).toMatchObject({ id: result.outboxId, provider: 'http', status: 'failed', error: 'SMS gateway answered 503' });
  });

  it('records a delivered message as "sent"', async () => {
    const gateway = createHttpSmsProvider({ url: 'http://sms.invalid/send', signName: '废料桥', fetchImpl: async () => new Response('{}') });
    const result = await sendSms({ database, sms: gateway }, { to: '+8613900139001', text: 'Code 222222' });
    expect(result.status).toBe('sent');
  });
});
