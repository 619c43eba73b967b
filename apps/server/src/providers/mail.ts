import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { TConfig } from '../config.ts';
import type { TMailMessage, TMailProvider } from './types.ts';

/** Development provider: the message goes to the server log (and, through the messenger, the outbox). */
export function createLogMailProvider(log: Pick<FastifyBaseLogger, 'info'>): TMailProvider {
  return {
    name: 'log',
    async send(message: TMailMessage) {
      log.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'mail (log provider)');
    },
  };
}

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailProvider(smtpUrl: string, from: string): TMailProvider {
  // nodemailer is loaded on the first message, not at every start (bench/startup); one transport for all messages.
  let transport: Promise<Transporter> | null = null;
  return {
    name: 'smtp',
    async send(message: TMailMessage) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}

export function createMailProvider(config: TConfig, log: Pick<FastifyBaseLogger, 'info'>): TMailProvider {
  return config.mail.provider === 'smtp' && config.mail.smtpUrl
    ? createSmtpMailProvider(config.mail.smtpUrl, config.mail.from)
    : createLogMailProvider(log);
}
