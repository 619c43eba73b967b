import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { UserState, type TLanguageType, type TUserState, type TUserType } from '@scrapbridge/domain/user-state';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TDb } from '../db/client.ts';
import { lockAdvisory } from '../db/advisory-lock.repository.ts';
import { hashPassword } from '../lib/passwords.ts';
import { hasAnyAccount, insertAccount, insertCompany } from '../modules/identity/accounts/account.repository.ts';
import { insertMarketPermissions } from '../modules/identity/accounts/market-permission.repository.ts';

/** The one password of every demo account (README "Demo accounts"); the client sends its transport hash (§5). */
export const DEMO_PASSWORD = 'demo1234';

export type TDemoAccount = {
  email: string;
  /** What the account is for, as the README lists it. */
  role: string;
  firstName: string;
  lastName: string;
  userState: TUserState;
  userType: TUserType;
  isStaff: boolean;
  languageType: TLanguageType;
  phone: { country: string; number: string } | null;
  company: { name: string; nameEn: string } | null;
  /** Markets granted and switched on; the others are stored without permission and off. */
  markets: readonly TMarket[];
};

/**
 * The demo accounts written into an empty database (main.ts, SEED_DEMO). One per kind of user the product
 * treats differently, so every screen and rule can be tried by signing in as the right one.
 */
export const DEMO_ACCOUNTS: readonly TDemoAccount[] = [
  {
    email: 'staff@demo.test',
    role: 'Operator staff: staff console, outbox (sign-in codes of the log providers)',
    firstName: 'Mei',
    lastName: 'Lin',
    userState: UserState.Normal,
    userType: 'General',
    isStaff: true,
    languageType: 'China',
    phone: null,
    company: null,
    markets: ['intl', 'cn'],
  },
  {
    email: 'seller@demo.test',
    role: 'Verified supplier (VIP), both markets; also signs in by SMS code at +86 138 0013 8000',
    firstName: 'Wei',
    lastName: 'Zhang',
    userState: UserState.Normal,
    userType: 'Supplier',
    isStaff: false,
    languageType: 'China',
    phone: { country: '86', number: '13800138000' },
    company: { name: '广东恒信金属回收有限公司', nameEn: 'Guangdong Hengxin Metal Recycling Co., Ltd.' },
    markets: ['intl', 'cn'],
  },
  {
    email: 'buyer@demo.test',
    role: 'Verified buyer (VIP), both markets',
    firstName: 'Daniel',
    lastName: 'Harper',
    userState: UserState.Normal,
    userType: 'Buyer',
    isStaff: false,
    languageType: 'English',
    phone: { country: '61', number: '412345678' },
    company: { name: 'Pacific Rim Smelting Ltd.', nameEn: 'Pacific Rim Smelting Ltd.' },
    markets: ['intl', 'cn'],
  },
  {
    email: 'user@demo.test',
    role: 'General user who may upgrade (userState 1), international market only',
    firstName: 'Priya',
    lastName: 'Sharma',
    userState: UserState.CanUpgrade,
    userType: 'General',
    isStaff: false,
    languageType: 'English',
    phone: null,
    company: null,
    markets: ['intl'],
  },
  {
    email: 'blocked@demo.test',
    role: 'Blocked account (userState 9): sign-in is refused with 1409',
    firstName: 'Marco',
    lastName: 'Bianchi',
    userState: UserState.Blocked,
    userType: 'General',
    isStaff: false,
    languageType: 'English',
    phone: null,
    company: null,
    markets: ['intl'],
  },
];

/** companies.state of an approved enterprise: the same 0 as userState "upgrade success" (§4). */
const COMPANY_APPROVED = 0;

/**
 * Writes the demo accounts when the users table is empty, all or nothing; returns whether it wrote.
 * An advisory lock makes API instances starting together on one PostgreSQL seed once, not collide.
 */
export async function seedDemoData(db: TDb): Promise<boolean> {
  if (await hasAnyAccount(db)) return false;
  // Hashed before the transaction: argon2 is slow on purpose and must not hold the database.
  const transportHash = hashPasswordForTransport(DEMO_PASSWORD);
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(transportHash)));
  return db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:demo');
    if (await hasAnyAccount(tx)) return false;
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const companyId = account.company
        ? await insertCompany(tx, { name: account.company.name, nameEn: account.company.nameEn, state: COMPANY_APPROVED })
        : null;
      const userId = await insertAccount(tx, {
        email: account.email,
        phoneCountry: account.phone?.country ?? null,
        phoneNumber: account.phone?.number ?? null,
        passwordHash: passwordHashes[i]!,
        userState: account.userState,
        userType: account.userType,
        isStaff: account.isStaff,
        firstName: account.firstName,
        lastName: account.lastName,
        weightType: 'MT',
        languageType: account.languageType,
        companyId,
      });
      await insertMarketPermissions(
        tx,
        (['intl', 'cn'] as const).map((market) => {
          const on = account.markets.includes(market) ? 1 : 0;
          return { userId, market, permission: on, switchEnable: on };
        }),
      );
    }
    return true;
  });
}
