import { isEmail, normalizeEmail } from './email.ts';
import { CHINA_PHONE_COUNTRY, isChinaMobile, normalizePhoneCountry, normalizePhoneNumber } from './phone.ts';

/**
 * What a sign-in "account" names (§5 Registration and login): an e-mail address or a phone number with its
 * country code. The country defaults to +86 because SMS sign-in and phone registration are for China only.
 */
export type TAccountIdentity =
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phoneCountry: string; phoneNumber: string };

/** Digits only, after the separators people type; long enough to be a subscriber number anywhere (E.164 ≤ 15). */
const PHONE_DIGITS = /^\d{5,15}$/;

/** The account as typed → a normalized identity, or null when it is neither an e-mail nor a phone number. */
export function parseAccount(account: string, phoneCountry?: string | null): TAccountIdentity | null {
  const text = account.trim();
  if (text.includes('@')) return isEmail(text) ? { kind: 'email', email: normalizeEmail(text) } : null;
  const phoneNumber = normalizePhoneNumber(text);
  if (!PHONE_DIGITS.test(phoneNumber)) return null;
  return { kind: 'phone', phoneCountry: normalizePhoneCountry(phoneCountry), phoneNumber };
}

/** §5: SMS codes and phone registration only for Chinese mainland mobiles (+86 1[3-9]xxxxxxxxx). */
export function isChinaMobileIdentity(identity: TAccountIdentity): boolean {
  return identity.kind === 'phone' && identity.phoneCountry === CHINA_PHONE_COUNTRY && isChinaMobile(identity.phoneNumber);
}

/**
 * The key a verification code is bound to: the lower-cased e-mail, or "<country>:<number>" for a phone.
 * Binding the code to its target means a code sent to one address never signs in another.
 */
export function identityTarget(identity: TAccountIdentity): string {
  return identity.kind === 'email' ? identity.email : `${identity.phoneCountry}:${identity.phoneNumber}`;
}
