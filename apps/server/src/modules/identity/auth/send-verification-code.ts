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
 * `POST /app-v2/account/captcha`: a one-time code by SMS or e-mail for sign-in or registration.
 * Sign-in codes go only to existing, unblocked accounts; registration codes only to new ones — checked
 * before sending, so no message is paid for that could not be used.
 */
export async function sendVerificationCode(
  opts: TCaptchaRequest & { deps: TAppDeps; lang: TLang },
): Promise<{ resendAfter: number; expiresIn: number }> {
  const { deps, lang, channel, purpose } = opts;
  const { db } = deps.database;
  const identity = identityForChannel(channel, opts.account, opts.phoneCountry);
  const user = await findAccountByIdentity(db, identity);
  if (purpose === 'login' && !user) throw new AppError(ErrorCode.AccountNotFound);
  if (purpose === 'login' && user?.userState === UserState.Blocked) throw new AppError(ErrorCode.AccountBlocked);
  if (purpose === 'register' && user) throw new AppError(ErrorCode.AccountExists);

  const target = identityTarget(identity);
  const key = { channel, target, purpose };
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
  const delivery = await deliverCode({ deps, lang, identity, purpose, code });
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
