/**
 * Phones (§5): SMS login and registration are for Chinese mainland mobiles only (+86);
 * everyone else registers by e-mail.
 */
export const CHINA_PHONE_COUNTRY = '86';
const CHINA_MOBILE = /^1[3-9]\d{9}$/;

/** Strips "+", spaces and dashes from a country code: "+86" → "86". */
export function normalizePhoneCountry(country: string | undefined | null): string {
  return (country ?? CHINA_PHONE_COUNTRY).replace(/[^\d]/g, '') || CHINA_PHONE_COUNTRY;
}

export function normalizePhoneNumber(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

export function isChinaMobile(phone: string): boolean {
  return CHINA_MOBILE.test(normalizePhoneNumber(phone));
}

/** A loose check for numbers of other countries, used where a phone is only contact data. */
export function isPlausiblePhone(phone: string): boolean {
  return /^\+?\d{5,15}$/.test(normalizePhoneNumber(phone));
}
