import { BUSINESS_TYPES, type TBusinessType } from '@scrapbridge/domain/account-profile';
import { CREDIT_ROLES, creditFigures, last12Months, twelveMonthsBefore, type TCreditReport, type TCreditRoleReport } from '@scrapbridge/domain/after-sales/credit';
import { localDateOf } from '@scrapbridge/domain/working-days';
import type { TDbOrTx } from '../../../db/client.ts';
import { requireCreditAccess, type TCreditViewer } from './credit-access.ts';
import { findCompanyBusinessTypes, findCreditCounts } from './credit.repository.ts';

/**
 * `GET /app-v2/credit/report?companyId=|userId=` (§2 /buyer-credit, §3 Credit report): a company's record as seller
 * and as buyer, over the last 12 months and its lifetime, computed from the stored contracts, shipments, invoices,
 * payments, claims and ratings at the time of asking (never cached: a late payment shows at once). Below 3 trades
 * with 2 counterparties a role reads "insufficient data" to others; the company itself still sees its figures.
 * Counterparties are counted, never named.
 */
export async function getCreditReport(opts: {
  db: TDbOrTx;
  viewer: TCreditViewer;
  companyId?: string;
  userId?: string;
  contractId?: string;
  party?: 'buyer' | 'seller';
  now?: Date;
}): Promise<TCreditReport> {
  const { company, own } = await requireCreditAccess(opts);
  const now = opts.now ?? new Date();
  const since = twelveMonthsBefore(now);
  const today = localDateOf(now);
  const withholdInsufficient = !own && !opts.viewer.isStaff;
  const roles = await Promise.all(
    CREDIT_ROLES.map(async (role): Promise<TCreditRoleReport> => {
      const counts = await findCreditCounts(opts.db, { companyId: company.id, role, now, since, today });
      const last12 = creditFigures(counts.last12, { withholdInsufficient });
      const byMonth = new Map(counts.monthly.map((m) => [m.month, m.orders]));
      return {
        last12Months: last12,
        lifetime: creditFigures(counts.lifetime, { withholdInsufficient }),
        monthly: last12.withheld ? [] : last12Months(now).map((month) => ({ month, orders: byMonth.get(month) ?? 0 })),
      };
    }),
  );
  const types = new Set(await findCompanyBusinessTypes(opts.db, company.id));
  return {
    company: {
      companyId: company.id,
      name: company.name,
      nameEn: company.nameEn,
      verified: company.verified,
      businessTypes: BUSINESS_TYPES.filter((t): t is TBusinessType => types.has(t)),
    },
    own,
    asOf: now.toISOString(),
    seller: roles[0]!,
    buyer: roles[1]!,
  };
}
