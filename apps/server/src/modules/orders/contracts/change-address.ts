import type { TAddressBookEntry } from '@scrapbridge/domain/orders/contract';
import type { TAddressBookInput } from '@scrapbridge/domain/orders/contract-form';
import type { TDbOrTx } from '../../../db/client.ts';
import { addressNotFound, requireBookCompany, toEntry } from './address-book-presenter.ts';
import { updateAddress } from './orders.repository.ts';

/** `PUT /app-v2/address-book/{id}` — only an entry of the caller's company (another's reads "not found"). */
export async function changeAddress(opts: { db: TDbOrTx; userId: string; id: string; input: TAddressBookInput }): Promise<TAddressBookEntry> {
  const companyId = await requireBookCompany(opts.db, opts.userId);
  const row = await updateAddress(opts.db, companyId, opts.id, opts.input);
  if (!row) throw addressNotFound();
  return toEntry(row);
}
