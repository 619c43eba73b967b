import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailProvider } from './mail.ts';

/**
 * The SMTP provider loads nodemailer on its first message (not at the server's start): that first message still
 * goes to the SMTP server of SMTP_URL, and a delivery failure still reaches the caller (the messenger retries it).
 */
describe('[MAIL] SMTP provider', () => {
  let server: net.Server;
  let port = 0;
  const said: string[] = [];
  beforeAll(async () => {
    // A minimal SMTP server that greets, records the client's first command and then refuses every command.
    server = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.write('220 test ESMTP\r\n');
      socket.once('data', (d) => {
        said.push(d.toString());
        socket.write('554 refused\r\n');
        socket.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('connects to the configured server on the first message and reports its refusal', async () => {
    const mail = createSmtpMailProvider(`smtp://127.0.0.1:${port}`, 'noreply@scrapbridge.test');
    expect(mail.name).toBe('smtp');
    await expect(mail.send({ to: 'buyer@demo.test', subject: 'Hello', text: 'Hi' })).rejects.toThrow();
    expect(said.join('')).toMatch(/^(EHLO|HELO) /);
  });
});
