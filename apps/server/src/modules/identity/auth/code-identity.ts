import { isChinaMobileIdentity, parseAccount, type TAccountIdentity } from '@scrapbridge/domain/account-identity';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { CHINA_PHONE_COUNTRY } from '@scrapbridge/domain/phone';
import { AppError } from '../../../lib/app-error.ts';

/**
 * The identity a code goes to, or the reason it cannot: e-mail codes need an address; SMS codes (and phone
 * registration) need a Chinese mainland mobile (§5) — other countries are told to use e-mail (1007), while a
 * malformed +86 number is a typo the user can fix (1000).
 */
export function identityForChannel(
  channel: 'sms' | 'email',
  account: string,
  phoneCountry: string | undefined,
): TAccountIdentity {
  const identity = parseAccount(account, phoneCountry);
  if (channel === 'email') {
    if (identity?.kind !== 'email') throw AppError.field('account', 'invalidFormat');
    return identity;
  }
  if (identity?.kind !== 'phone') throw AppError.field('account', 'invalidFormat');
  if (identity.phoneCountry !== CHINA_PHONE_COUNTRY) throw new AppError(ErrorCode.PhoneNotSupported);
  if (!isChinaMobileIdentity(identity)) throw AppError.field('account', 'invalidFormat');
  return identity;
}

/** Where the message goes: E.164 for SMS gateways, the address for mail. */
export function recipientOf(identity: TAccountIdentity): string {
  return identity.kind === 'email' ? identity.email : `+${identity.phoneCountry}${identity.phoneNumber}`;
}
