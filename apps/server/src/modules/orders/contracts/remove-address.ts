import type { TDbOrTx } from '../../../db/client.ts';
import { addressNotFound, requireBookCompany } from './address-book-presenter.ts';
import { deleteAddress } from './orders.repository.ts';

/** `DELETE /app-v2/address-book/{id}` — contracts keep their own copy of a party, so nothing else changes. */
export async function removeAddress(opts: { db: TDbOrTx; userId: string; id: string }): Promise<null> {
  const companyId = await requireBookCompany(opts.db, opts.userId);
  if (!(await deleteAddress(opts.db, companyId, opts.id))) throw addressNotFound();
  return null;
}
