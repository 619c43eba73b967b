import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { addressKindOf, BL_ROLES, type TBlParty, type TConfirmBillOfLading } from '@scrapbridge/domain/orders/contract-form';
import type { TContractDetail } from '@scrapbridge/domain/orders/contract';
import type { TAppDeps } from '../../../app.ts';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireContractAccess, type TContractViewer } from './contract-access.ts';
import { findContract } from './contracts.repository.ts';
import { contractDetail } from './get-contract.ts';
import { insertDispute } from '../disputes/disputes.repository.ts';
import { deliverNotificationMails } from '../../platform/index.ts';
import { findCompanyOf, findParties, findSameAddress, hasSameDispute, insertAddress, replaceBillOfLading } from './orders.repository.ts';
import { ensureContractOpen, signContractIfComplete } from './sign-contract.ts';
import { publishContractChange } from './publish-contract-change.ts';
import { runWithLiveEvents } from '../../negotiation/index.ts';

/**
 * `PUT /app-v2/contract/{id}/confirm/bill-of-lading` — §2 confirmation step 2, the buyer's: consignee, 1st (and 2nd)
 * notify party and shipper (§3), shipping marks, HS code, taxId, terminal dock, and the dispute section (§5: its
 * text cannot be empty when there is a dispute). Parties marked "save to address book" are copied into the buyer's
 * company book (an identical entry is not saved twice; a user without a company has no book, decided in
 * address-book-presenter.ts, and the parties are kept on the contract only). A dispute is filed for staff (§9 clock) and
 * does not hold the signing: the contract's terms stand, staff answer the dispute. All in one transaction.
 */
export async function confirmBillOfLading(opts: {
  deps: Pick<TAppDeps, 'database' | 'mail' | 'config'>;
  contractId: string;
  viewer: TContractViewer;
  input: TConfirmBillOfLading;
}): Promise<TContractDetail> {
  const { db } = opts.deps.database;
  const { userId } = opts.viewer;
  const { detail, signed } = await runWithLiveEvents(db, async (tx) => {
    const { contract, side } = await requireContractAccess({ db: tx, contractId: opts.contractId, viewer: opts.viewer, forUpdate: true });
    if (side !== 'buyer') throw new AppError(ErrorCode.Forbidden, 'orders.errors.buyerOnly');
    ensureContractOpen(contract);
    const parties = await findParties(tx, contract.id);
    if (!parties.some((p) => p.side === 'buyer')) throw new AppError(ErrorCode.ConfirmationStepOrder);

    const input = opts.input;
    const byRole: [(typeof BL_ROLES)[number], TBlParty | null][] = BL_ROLES.map((role) => [role, input[role]]);
    await replaceBillOfLading(
      tx,
      { contractId: contract.id, shippingMarks: input.shippingMarks, hsCode: input.hsCode, taxId: input.taxId, terminalDock: input.terminalDock, confirmedByUserId: userId },
      byRole.filter((e): e is [(typeof BL_ROLES)[number], TBlParty] => e[1] !== null).map(([role, p]) => ({ role, ...p })),
    );
    await saveToBook(tx, userId, byRole.filter(([role, p]) => p !== null && input.saveToAddressBook.includes(role)) as [(typeof BL_ROLES)[number], TBlParty][]);
    if (input.dispute && !(await hasSameDispute(tx, contract.id, 'buyer', input.dispute.text))) {
      await insertDispute(tx, { contractId: contract.id, raisedByUserId: userId, side: 'buyer', text: input.dispute.text });
    }

    const signed = await signContractIfComplete(tx, contract.id);
    publishContractChange(tx, contract, signed ? 'signed' : 'confirmed', side);
    const fresh = (await findContract(tx, contract.id))!;
    return { detail: await contractDetail(tx, fresh, side, userId), signed };
  });
  if (signed) await deliverNotificationMails({ deps: opts.deps });
  return detail;
}

async function saveToBook(tx: TTx, userId: string, entries: [(typeof BL_ROLES)[number], TBlParty][]): Promise<void> {
  if (entries.length === 0) return;
  const companyId = await findCompanyOf(tx, userId);
  if (!companyId) return;
  for (const [role, p] of entries) {
    const kind = addressKindOf(role);
    if (await findSameAddress(tx, companyId, kind, p.name, p.address)) continue;
    await insertAddress(tx, { companyId, kind, ...p, createdByUserId: userId });
  }
}
