import type { TAgentSeller } from '@scrapbridge/domain/account-profile';
import { isVerifiedUser } from '@scrapbridge/domain/verification';
import type { TDb } from '../../../db/client.ts';
import { listSellersOfAgent } from './agent-link.repository.ts';

/**
 * `GET /app-v2/account/agent-for`: the sellers the caller may publish for as their consignment agent (§6 Agents),
 * for the "publish for" choice of /publish. Sellers no longer verified are left out (canActForSeller refuses them).
 */
export async function listAgentSellers(opts: { db: TDb; userId: string }): Promise<{ rows: TAgentSeller[]; total: number }> {
  const rows = (await listSellersOfAgent(opts.db, opts.userId)).filter((r) => isVerifiedUser({ userType: r.userType, userState: r.userState }));
  return {
    total: rows.length,
    rows: rows.map((r) => ({
      sellerUserId: r.userId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      companyName: r.companyName,
      companyEnglishName: r.companyNameEn,
    })),
  };
}
