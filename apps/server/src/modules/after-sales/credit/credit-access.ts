import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireContractAccess } from '../../orders/index.ts';
import { companiesTraded, findCompany, findUserCompany, type TCompanyRow } from './credit.repository.ts';

export type TCreditViewer = { userId: string; isStaff: boolean };

/**
 * Who reads whose credit report (issue 15 item 6, decided here): a company always reads its own; a company reads a
 * counterparty's (they have a contract together, either side); a verified company reads any verified company's
 * (what a trader checks before dealing with someone new); staff read all. Anyone else — and a report of nobody —
 * gets 404 with the words a random id gets, so nothing tells a stranger which companies exist.
 */
export async function requireCreditAccess(opts: {
  db: TDbOrTx;
  viewer: TCreditViewer;
  companyId?: string;
  userId?: string;
  contractId?: string;
  party?: 'buyer' | 'seller';
}): Promise<{ company: TCompanyRow; own: boolean }> {
  const viewerCompanyId = await findUserCompany(opts.db, opts.viewer.userId);
  let userId = opts.userId;
  if (opts.contractId) {
    // A side of the caller's own contract (404 to a stranger, as every contract route answers).
    const { contract } = await requireContractAccess({ db: opts.db, contractId: opts.contractId, viewer: opts.viewer });
    userId = opts.party === 'buyer' ? contract.buyerUserId : contract.sellerUserId;
  }
  const targetId = opts.companyId ?? (userId ? await findUserCompany(opts.db, userId) : viewerCompanyId);
  if (!targetId) throw new AppError(ErrorCode.NotFound);
  const company = await findCompany(opts.db, targetId);
  if (!company) throw new AppError(ErrorCode.NotFound);
  if (viewerCompanyId === company.id) return { company, own: true };
  if (opts.viewer.isStaff) return { company, own: false };
  if (viewerCompanyId) {
    const viewerCompany = await findCompany(opts.db, viewerCompanyId);
    if (viewerCompany?.verified && company.verified) return { company, own: false };
    if (await companiesTraded(opts.db, viewerCompanyId, company.id)) return { company, own: false };
  }
  throw new AppError(ErrorCode.NotFound);
}
