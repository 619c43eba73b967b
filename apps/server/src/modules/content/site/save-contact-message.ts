import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TContactRequest } from '@scrapbridge/domain/site';
import type { TAppDeps } from '../../../app.ts';
import type { TClientInfo } from '../../../lib/client-info.ts';
import { sendMail } from '../../../providers/messenger.ts';
import { insertContactMessage } from './contact-message.repository.ts';

/** Subjects are one header line: a name with line breaks or control characters must not add headers. */
function subjectSafe(value: string, max = 60): string {
  const line = [...value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim()];
  return line.length > max ? `${line.slice(0, max - 1).join('')}…` : line.join('');
}

/**
 * `POST /app-v2/contact/save` (§3 Contact message, §5, §7): stores the message as entered (lengths were bounded
 * at the edge) with the sender's address and browser, then e-mails the operator. The e-mail goes out after the
 * row is stored and outside any transaction (messenger rule); a failed delivery is recorded in the outbox and does
 * not fail the visitor, because staff see the message in the inbox either way.
 */
export async function saveContactMessage(
  opts: TContactRequest & { deps: TAppDeps; lang: TLang; client: TClientInfo; userId: string | null },
): Promise<null> {
  const { deps, lang, client } = opts;
  const values = {
    realName: opts.realName ?? '',
    company: opts.company ?? '',
    phone: opts.phone ?? '',
    email: opts.email ?? '',
    message: opts.message ?? '',
  };
  const createdAt = new Date();
  await insertContactMessage(deps.database.db, { ...values, lang, ip: client.ip, userAgent: client.userAgent, userId: opts.userId });

  const { operatorEmail, operatorLang: mailLang } = deps.config.site;
  const brand = deps.config.brand[mailLang];
  const orEmpty = (v: string) => v.trim() || translate(mailLang, 'site.mail.empty');
  await sendMail(deps, {
    to: operatorEmail,
    subject: translate(mailLang, 'site.mail.contactSubject', {
      brand,
      name: subjectSafe(values.realName || values.company) || translate(mailLang, 'site.mail.anonymous'),
    }),
    text: translate(mailLang, 'site.mail.contactText', {
      brand,
      realName: orEmpty(values.realName),
      company: orEmpty(values.company),
      phone: orEmpty(values.phone),
      email: orEmpty(values.email),
      lang: lang === 'zh' ? '中文 (zh)' : 'English (en)',
      time: createdAt.toISOString(),
      message: orEmpty(values.message),
    }),
  });
  return null;
}
