import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
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
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: TMailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}

export function createMailProvider(config: TConfig, log: Pick<FastifyBaseLogger, 'info'>): TMailProvider {
  return config.mail.provider === 'smtp' && config.mail.smtpUrl
    ? createSmtpMailProvider(config.mail.smtpUrl, config.mail.from)
    : createLogMailProvider(log);
}
