import { identityTarget, type TAccountIdentity } from '@scrapbridge/domain/account-identity';
import type { TCaptchaRequest } from '@scrapbridge/domain/auth';
import { VERIFICATION_CODE_RESEND_SECONDS, VERIFICATION_CODE_TTL_SECONDS } from '@scrapbridge/domain/constants';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { translate, type TLang } from '@scrapbridge/domain/i18n';
import { UserState } from '@scrapbridge/domain/user-state';
import { codeExpiresAt, resendWaitSeconds } from '@scrapbridge/domain/verification-code';
import type { TAppDeps } from '../../../app.ts';
import { lockAdvisory } from '../../../db/advisory-lock.repository.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashVerificationCode, newVerificationCode } from '../../../lib/verification-codes.ts';
import { sendMail, sendSms, type TDelivery } from '../../../providers/messenger.ts';
import { findAccountByIdentity } from '../accounts/account.repository.ts';
import { identityForChannel, recipientOf } from './code-identity.ts';
import { deleteCode, findLastCodeSentAt, insertCode, retireLiveCodes } from './verification-code.repository.ts';

/**
 * What a target gets instead of a code when it cannot use one for the purpose (issue 13): a sign-in code for an
 * address without an account or with a blocked one, a registration code for an address that has an account.
 */
type TNotice = 'noAccount' | 'blocked' | 'exists';

function noticeFor(purpose: 'login' | 'register', user: { userState: number } | null): TNotice | null {
  if (purpose === 'register') return user ? 'exists' : null;
  if (!user) return 'noAccount';
  return user.userState === UserState.Blocked ? 'blocked' : null;
}

/**
 * `POST /app-v2/account/captcha`: a one-time code by SMS or e-mail for sign-in or registration.
 *
 * The answer is the same whether or not an account has the address (issue 13: accounts cannot be enumerated): same
 * code, message, resend throttle, and the same work (a stored code and one message). Only the message differs, and
 * only its recipient reads it: a code when the address can use it for the purpose, otherwise a notice without a code
 * saying why (no account yet: how to sign up; already registered: sign in instead; blocked: contact customer
 * service). So no code ever goes to an address for a purpose it cannot use.
 */
export async function sendVerificationCode(
  opts: TCaptchaRequest & { deps: TAppDeps; lang: TLang },
): Promise<{ resendAfter: number; expiresIn: number }> {
  const { deps, lang, channel, purpose } = opts;
  const { db } = deps.database;
  const identity = identityForChannel(channel, opts.account, opts.phoneCountry);
  const user = await findAccountByIdentity(db, identity);
  const notice = noticeFor(purpose, user);

  const target = identityTarget(identity);
  const key = { channel, target, purpose };
  // Stored for a notice too, though never delivered: the resend throttle and later attempts with a guessed code then
  // behave exactly as for a real send.
  const code = newVerificationCode();
  const now = new Date();
  const issued = await db.transaction(async (tx): Promise<{ wait: number } | { id: string }> => {
    // Two requests at once for one target would both pass the throttle without this lock.
    await lockAdvisory(tx, `verification-code:${channel}:${target}`);
    const wait = resendWaitSeconds(await findLastCodeSentAt(tx, { channel, target }), now);
    if (wait > 0) return { wait };
    await retireLiveCodes(tx, key, now);
    const id = await insertCode(tx, { ...key, codeHash: hashVerificationCode(code, target), expiresAt: codeExpiresAt(now), createdAt: now });
    return { id };
  });
  if ('wait' in issued) throw new AppError(ErrorCode.CodeResendTooSoon, undefined, { seconds: issued.wait });

  // Outside the transaction: a slow gateway must not hold the database (and PGlite's only connection).
  const delivery = notice ? await deliverNotice({ deps, lang, identity, notice }) : await deliverCode({ deps, lang, identity, purpose, code });
  if (delivery.status === 'failed') {
    // The user never got it: drop it so "try again" is not blocked by the resend throttle.
    await deleteCode(db, issued.id);
    throw new AppError(ErrorCode.Internal, 'errors.sendFailed');
  }
  return { resendAfter: VERIFICATION_CODE_RESEND_SECONDS, expiresIn: VERIFICATION_CODE_TTL_SECONDS };
}

/** The message in the caller's language, with the operator's brand and the validity (§1 bilingual). */
function deliverCode(opts: {
  deps: TAppDeps;
  lang: TLang;
  identity: TAccountIdentity;
  purpose: 'login' | 'register';
  code: string;
}): Promise<TDelivery> {
  const { deps, lang, identity } = opts;
  const params = {
    brand: deps.config.brand[lang],
    purpose: translate(lang, `messages.purpose.${opts.purpose}`),
    code: opts.code,
    minutes: VERIFICATION_CODE_TTL_SECONDS / 60,
  };
  const to = recipientOf(identity);
  return identity.kind === 'email'
    ? sendMail(deps, {
        to,
        subject: translate(lang, 'messages.codeMailSubject', params),
        text: translate(lang, 'messages.codeMailText', params),
      })
    : sendSms(deps, { to, text: translate(lang, 'messages.codeSms', params) });
}

/** The notice in the caller's language: why no code came, and what to do instead (see TNotice). */
function deliverNotice(opts: { deps: TAppDeps; lang: TLang; identity: TAccountIdentity; notice: TNotice }): Promise<TDelivery> {
  const { deps, lang, identity, notice } = opts;
  const params = { brand: deps.config.brand[lang], url: deps.config.publicUrl };
  const to = recipientOf(identity);
  return identity.kind === 'email'
    ? sendMail(deps, {
        to,
        subject: translate(lang, `messages.notice.${notice}.mailSubject`, params),
        text: translate(lang, `messages.notice.${notice}.mailText`, params),
      })
    : sendSms(deps, { to, text: translate(lang, `messages.notice.${notice}.sms`, params) });
}
