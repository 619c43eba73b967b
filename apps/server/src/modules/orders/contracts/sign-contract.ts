import { sql } from 'drizzle-orm';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findContract, updateContract, type TContractRow } from './contracts.repository.ts';
import { notifyContractParties } from './notify-contract-parties.ts';
import { findBlInstructions, findParties } from './orders.repository.ts';

/**
 * §2 two-step confirmation — the rules (the spec names the steps, not who does them; decided here):
 * - step 1 (contract company and terms) is done by EACH side for its own company;
 * - step 2 (bill-of-lading instructions) is the buyer's: the buyer receives the goods and names the consignee;
 * - the contract becomes `signed` once the buyer did both steps and the seller did step 1, whatever the order;
 * - until then either side may correct its own step; a signed contract cannot be changed by a party (1302), a
 *   voided one not at all (1301); step 2 before the buyer's step 1 is 1303;
 * - a deal still under staff review is not signed yet: the parties may confirm meanwhile, and the contract is signed
 *   when the review approves it (signContractIfComplete after the approval).
 */
export function ensureContractOpen(c: TContractRow): void {
  if (c.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
  if (c.status === 'signed') throw new AppError(ErrorCode.ContractSigned);
}

/** Signs a locked, pending contract whose confirmation is complete; tells both parties. Answers whether it did. */
export async function signContractIfComplete(tx: TTx, contractId: string): Promise<boolean> {
  const c = await findContract(tx, contractId);
  if (!c || c.status !== 'pending' || c.underReview) return false;
  const [parties, bl] = await Promise.all([findParties(tx, contractId), findBlInstructions(tx, contractId)]);
  const done = parties.some((p) => p.side === 'buyer') && parties.some((p) => p.side === 'seller') && !!bl;
  if (!done) return false;
  await updateContract(tx, contractId, { status: 'signed', signedAt: sql`now()` });
  await notifyContractParties(tx, c, 'signed');
  return true;
}
