/**
 * The zod-free part of the user model: states, types and roles. Kept apart from user.ts so the public pages
 * can use them without loading zod (landing budget, ARCHITECTURE.md).
 */
/** §4 userState. */
export const UserState = {
  /** Normal / upgrade succeeded (profile complete). */
  Normal: 0,
  /** May upgrade: prompt to improve company info. */
  CanUpgrade: 1,
  /** Upgrade under review. */
  UnderReview: 2,
  /** Upgrade failed; the audit reason is shown. */
  UpgradeFailed: 3,
  /** Blocked: no session, "account blocked or frozen". */
  Blocked: 9,
} as const;
export type TUserState = (typeof UserState)[keyof typeof UserState];

/** §3 userType; Supplier and Buyer are verified enterprises and show as the single role Vip (§6). */
export const USER_TYPES = ['General', 'Supplier', 'Buyer'] as const;
export type TUserType = (typeof USER_TYPES)[number];

/** §6 role cookie `myRole`: the client sets Buyer/Supplier by route; a verified userType reads as Vip. */
export const ROLES = ['Buyer', 'Supplier', 'Vip'] as const;
export type TRole = (typeof ROLES)[number];

export function isVip(userType: string | null | undefined): boolean {
  return userType === 'Supplier' || userType === 'Buyer';
}

export const LANGUAGE_TYPES = ['China', 'English'] as const;
export type TLanguageType = (typeof LANGUAGE_TYPES)[number];
