import { z } from 'zod';
import { blankable } from './account-profile.ts';
import { MARKETS, type TMarket, type TMarketPermission } from './market.ts';
import { ZPageQuery } from './pagination.ts';
import { SHOP_STATUSES } from './shop.ts';
import { ZMarketPermission } from './user.ts';
import { USER_TYPES, UserState } from './user-state.ts';
import { VERIFICATION_STATES, ZVerificationRow } from './verification.ts';

/**
 * The staff console's user pages (issue 6 §8 of its deliverables): search, one user in full, market permissions,
 * agent links, block/unblock, and the audit log. Admin paths are unprefixed (§7).
 */

const ZUserStateValue = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(9)]);

/** `GET /admin/users`: search by e-mail, phone, name or company; filter by state and type. */
export const ZStaffUserListQuery = ZPageQuery.extend({
  keyword: blankable(z.string().trim().max(100)),
  userState: blankable(z.coerce.number().pipe(ZUserStateValue)),
  userType: blankable(z.enum(USER_TYPES)),
});
export type TStaffUserListQuery = z.infer<typeof ZStaffUserListQuery>;

export const ZStaffUserRow = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  phoneCountry: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  userState: ZUserStateValue,
  userType: z.enum(USER_TYPES),
  isStaff: z.boolean(),
  /** State of the latest verification submission, null when never submitted. */
  verificationState: z.enum(VERIFICATION_STATES).nullable(),
  shopStatus: z.enum(SHOP_STATUSES).nullable(),
  createdAt: z.string(),
});
export type TStaffUserRow = z.infer<typeof ZStaffUserRow>;
export const ZStaffUserPage = z.object({ rows: z.array(ZStaffUserRow), total: z.number().int() });

export const ZUserParams = z.object({ userId: z.uuid() });

export const ZLinkedUser = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
});
export type TLinkedUser = z.infer<typeof ZLinkedUser>;

/** `GET /admin/users/{id}`: everything staff need to help one user. */
export const ZStaffUserDetail = z.object({
  user: ZStaffUserRow.extend({
    bizType: z.string().nullable(),
    businessType: z.string().nullable(),
    auditResult: z.string().nullable(),
    countryId: z.number().nullable(),
    destinationId: z.number().nullable(),
    fasId: z.number().nullable(),
    weightType: z.string(),
    languageType: z.string(),
    pushEnabled: z.boolean(),
    inviteCode: z.string().nullable(),
    /** What unblocking restores, while blocked. */
    stateBeforeBlock: z.number().int().nullable(),
    updatedAt: z.string(),
  }),
  company: z
    .object({
      companyId: z.string(),
      companyName: z.string(),
      companyEnglishName: z.string().nullable(),
      state: z.number().int().nullable(),
      verifiedAt: z.string().nullable(),
    })
    .nullable(),
  marketPermissions: z.array(ZMarketPermission),
  /** Newest first (at most 20). */
  verifications: z.array(ZVerificationRow),
  shop: z
    .object({ shopId: z.string(), shopStatus: z.enum(SHOP_STATUSES), failReason: z.string().nullable(), submittedAt: z.string(), dueAt: z.string().nullable() })
    .nullable(),
  sessions: z.object({ active: z.number().int(), total: z.number().int() }),
  /** Sellers this user may publish for as their consignment agent (§6 Agents). */
  agentFor: z.array(ZLinkedUser),
  /** Agents who may publish for this user. */
  agents: z.array(ZLinkedUser),
  wantedNum: z.number().int(),
});
export type TStaffUserDetail = z.infer<typeof ZStaffUserDetail>;

/** `POST /admin/users/{userId}/market-permissions` {market, permission}: staff grant (1) or revoke (0) a market. */
export const ZMarketPermissionGrantRequest = z.object({
  market: z.enum(MARKETS),
  permission: z.union([z.literal(0), z.literal(1)]),
});
export type TMarketPermissionGrantRequest = z.infer<typeof ZMarketPermissionGrantRequest>;

/**
 * A staff grant or revocation of one market (§6 "Access is granted via customer service"). Granting switches the
 * market on (the user asked customer service for it); revoking switches it off. §6 "at least one must stay on":
 * when a revocation leaves no market on, another permitted market is switched on; a user left with no permitted
 * market at all has every market off and is told to contact customer service.
 */
export function applyMarketGrant(current: readonly TMarketPermission[], market: TMarket, permission: 0 | 1): TMarketPermission[] {
  const next = current.map((p) => (p.market === market ? { ...p, permission, switchEnable: permission } : { ...p }));
  if (!next.some((p) => p.permission === 1 && p.switchEnable === 1)) {
    const fallback = next.find((p) => p.permission === 1);
    if (fallback) fallback.switchEnable = 1;
  }
  return next;
}

/** `POST /admin/users/{userId}/block` {reason?}. */
export const ZBlockUserRequest = z.object({ reason: blankable(z.string().trim().max(500)) });

export const ZBlockResult = z.object({
  userId: z.string(),
  userState: ZUserStateValue,
  /** Sessions ended by this block (0 on unblock). */
  revokedSessions: z.number().int(),
});

/** What block/unblock do to userState (§4: 9 = blocked); unblocking restores what the user had. */
export function stateAfterUnblock(stateBeforeBlock: number | null): 0 | 1 | 2 | 3 {
  return stateBeforeBlock === UserState.Normal ||
    stateBeforeBlock === UserState.UnderReview ||
    stateBeforeBlock === UserState.UpgradeFailed
    ? stateBeforeBlock
    : UserState.CanUpgrade;
}

/** `POST /admin/users/{agentId}/agent-for` {sellerUserId}. */
export const ZAgentLinkRequest = z.object({ sellerUserId: z.uuid() });
export const ZAgentParams = z.object({ agentId: z.uuid() });
export const ZAgentLinkParams = z.object({ agentId: z.uuid(), sellerUserId: z.uuid() });
export const ZAgentLinkResult = z.object({ agentUserId: z.string(), sellerUserId: z.string(), linked: z.boolean() });

/** `GET /admin/audit-log`: newest first, filtered by who and what. */
export const ZAuditLogQuery = ZPageQuery.extend({
  actorUserId: blankable(z.uuid()),
  action: blankable(z.string().trim().max(64)),
  targetType: blankable(z.string().trim().max(32)),
  targetId: blankable(z.string().trim().max(64)),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditLogRow = z.object({
  id: z.string(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type TAuditLogRow = z.infer<typeof ZAuditLogRow>;
export const ZAuditLogPage = z.object({ rows: z.array(ZAuditLogRow), total: z.number().int() });
