import type { TShopStatus } from '@scrapbridge/domain/shop';
import type { TLinkedUser, TStaffUserRow } from '@scrapbridge/domain/staff-users';
import type { TVerificationState } from '@scrapbridge/domain/verification';
import type { TAccountRow } from '../accounts/account.repository.ts';

export function toStaffUserRow(row: { user: TAccountRow; companyName: string | null; verificationState: TVerificationState | null; shopStatus: TShopStatus | null }): TStaffUserRow {
  const { user } = row;
  return {
    userId: user.id,
    email: user.email,
    phoneCountry: user.phoneCountry,
    phoneNumber: user.phoneNumber,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: row.companyName,
    userState: user.userState,
    userType: user.userType,
    isStaff: user.isStaff,
    verificationState: row.verificationState ?? null,
    shopStatus: row.shopStatus ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toLinkedUser(r: { userId: string; email: string | null; firstName: string | null; lastName: string | null; companyName: string | null; createdAt: Date }): TLinkedUser {
  return { userId: r.userId, email: r.email, firstName: r.firstName, lastName: r.lastName, companyName: r.companyName, createdAt: r.createdAt.toISOString() };
}
