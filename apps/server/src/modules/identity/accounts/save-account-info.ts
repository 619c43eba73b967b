import type { TAccountInfoRequest } from '@scrapbridge/domain/account-profile';
import type { TDictType } from '@scrapbridge/domain/catalog';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import type { TFieldProblem } from '@scrapbridge/domain/validation';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { findDictRowsByIds } from '../../catalogue/index.ts';
import { findOtherAccountWith, lockAccount, updateAccount } from './account.repository.ts';
import { getCurrentUser } from './get-current-user.ts';

/** The constraint a driver error names (node-postgres and PGlite both set `constraint`; Drizzle wraps it as `cause`). */
function violatedConstraint(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}

const DICT_FIELDS: { field: 'countryId' | 'destinationId' | 'fasId'; type: TDictType }[] = [
  { field: 'countryId', type: 'Country' },
  { field: 'destinationId', type: 'DESTINATION PORT' },
  { field: 'fasId', type: 'PORT' },
];

/**
 * `PUT /app-v2/account/info` (§7; §5 "User info step 1"; the form rules ran at the edge). Also checks what needs
 * the database: the country and ports are entries of the right dictionaries, and the e-mail and phone are not
 * another account's.
 *
 * E-mail and phone are also sign-in identities (users_email_key, users_phone_key). Decision: this form may add the
 * one an account lacks (a phone-registered user gives an e-mail, as §5 requires), but not replace an existing one
 * (accounts.errors.emailLocked / phoneLocked): changing how someone signs in needs a code sent to the new address,
 * which the spec does not describe (listed as a gap).
 */
export async function saveAccountInfo(
  opts: TAccountInfoRequest & { db: TDb; userId: string; lang: TLang; publicUrl: string },
): Promise<TCurrentUser> {
  const { db, userId } = opts;
  const problems: TFieldProblem[] = [];
  const dicts = new Map((await findDictRowsByIds(db, [opts.countryId, opts.destinationId, opts.fasId])).map((d) => [d.id, d]));
  for (const { field, type } of DICT_FIELDS) {
    const row = dicts.get(opts[field]);
    if (!row || row.dictType !== type || row.status !== 0) problems.push({ field, reasonKey: 'listings.errors.unknownDict' });
  }
  if (problems.length) throw new AppError(ErrorCode.Validation, undefined, undefined, problems);

  try {
    await db.transaction(async (tx) => {
      const user = await lockAccount(tx, userId);
      if (!user) throw new AppError(ErrorCode.Unauthorized);
      if (user.email && user.email !== opts.email) problems.push({ field: 'email', reasonKey: 'accounts.errors.emailLocked' });
      const samePhone = user.phoneCountry === opts.phoneCountry && user.phoneNumber === opts.phoneNumber;
      if (user.phoneNumber && !samePhone) problems.push({ field: 'phoneNumber', reasonKey: 'accounts.errors.phoneLocked' });
      const taken = await findOtherAccountWith(tx, userId, { email: opts.email, phoneCountry: opts.phoneCountry, phoneNumber: opts.phoneNumber });
      if (taken.email) problems.push({ field: 'email', reasonKey: 'accounts.errors.emailTaken' });
      if (taken.phone) problems.push({ field: 'phoneNumber', reasonKey: 'accounts.errors.phoneTaken' });
      if (problems.length) throw new AppError(ErrorCode.Validation, undefined, undefined, problems);
      await updateAccount(tx, userId, {
        firstName: opts.firstName,
        lastName: opts.lastName,
        bizType: opts.bizType ?? null,
        countryId: opts.countryId,
        email: opts.email,
        phoneCountry: opts.phoneCountry,
        phoneNumber: opts.phoneNumber,
        destinationId: opts.destinationId,
        fasId: opts.fasId,
        businessType: opts.businessType,
      });
    });
  } catch (err) {
    // Another account took the address or the phone between the check and the write.
    if (isUniqueViolation(err)) {
      const phone = violatedConstraint(err) === 'users_phone_key';
      throw AppError.field(phone ? 'phoneNumber' : 'email', phone ? 'accounts.errors.phoneTaken' : 'accounts.errors.emailTaken');
    }
    throw err;
  }
  return getCurrentUser({ db, userId, lang: opts.lang, publicUrl: opts.publicUrl });
}
