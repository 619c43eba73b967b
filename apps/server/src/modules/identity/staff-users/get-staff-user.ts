import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { marketPermissionsFrom } from '@scrapbridge/domain/market';
import type { TStaffUserDetail } from '@scrapbridge/domain/staff-users';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { listAgentsOfSeller, listSellersOfAgent } from '../accounts/agent-link.repository.ts';
import { listMarketPermissions } from '../accounts/market-permission.repository.ts';
import { findShop } from '../../shops/index.ts';
import { toVerificationRow } from '../verification/verification-presenter.ts';
import { listUserVerificationRows } from '../verification/verification.repository.ts';
import { countWanted } from '../../listings/index.ts';
import { toLinkedUser, toStaffUserRow } from './staff-user-presenter.ts';
import { countUserSessions, findStaffUserRow } from './staff-users.repository.ts';

/** Submissions shown on the user page; older ones stay in the verification history (GET /admin/verifications). */
const VERIFICATIONS_SHOWN = 20;

/**
 * `GET /admin/users/{userId}` (staff): one user in full, for support: profile, company, market permissions, the
 * verification history (with the documents, which staff may open), the shop, how many sessions are live, the agent
 * links both ways and how many categories they follow.
 */
export async function getStaffUser(opts: { db: TDb; userId: string; publicUrl: string }): Promise<TStaffUserDetail> {
  const { db, userId } = opts;
  const row = await findStaffUserRow(db, userId);
  if (!row) throw new AppError(ErrorCode.NotFound);
  const [permissions, verifications, shop, sessions, agentFor, agents, wantedNum] = await Promise.all([
    listMarketPermissions(db, userId),
    listUserVerificationRows(db, userId, VERIFICATIONS_SHOWN),
    findShop(db, { sellerUserId: userId }, null),
    countUserSessions(db, userId),
    listSellersOfAgent(db, userId),
    listAgentsOfSeller(db, userId),
    countWanted(db, userId),
  ]);
  const { user, company } = row;
  const now = new Date();
  return {
    user: {
      ...toStaffUserRow({ user, companyName: company?.name ?? null, verificationState: row.verificationState, shopStatus: row.shopStatus }),
      bizType: user.bizType,
      businessType: user.businessType,
      auditResult: user.auditResult,
      countryId: user.countryId,
      destinationId: user.destinationId,
      fasId: user.fasId,
      weightType: user.weightType,
      languageType: user.languageType,
      pushEnabled: user.pushEnabled,
      inviteCode: user.inviteCode,
      stateBeforeBlock: user.stateBeforeBlock,
      updatedAt: user.updatedAt.toISOString(),
    },
    company: company
      ? { companyId: company.id, companyName: company.name, companyEnglishName: company.nameEn, state: company.state, verifiedAt: company.verifiedAt?.toISOString() ?? null }
      : null,
    marketPermissions: marketPermissionsFrom(permissions),
    verifications: verifications.map((v) => toVerificationRow(v, opts.publicUrl, now)),
    shop: shop
      ? {
          shopId: shop.shop.id,
          shopStatus: shop.shop.status,
          failReason: shop.shop.failReason,
          submittedAt: shop.shop.submittedAt.toISOString(),
          dueAt: shop.shop.dueAt?.toISOString() ?? null,
        }
      : null,
    sessions,
    agentFor: agentFor.map(toLinkedUser),
    agents: agents.map(toLinkedUser),
    wantedNum,
  };
}
