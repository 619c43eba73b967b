import type { TAddressBookEntry } from '@scrapbridge/domain/orders/contract';
import type { TAddressBookInput } from '@scrapbridge/domain/orders/contract-form';
import type { TDbOrTx } from '../../../db/client.ts';
import { requireBookCompany, toEntry } from './address-book-presenter.ts';
import { insertAddress } from './orders.repository.ts';

/** `POST /app-v2/address-book` — a consignee, notify party or shipper for the company's book. */
export async function addAddress(opts: { db: TDbOrTx; userId: string; input: TAddressBookInput }): Promise<TAddressBookEntry> {
  const companyId = await requireBookCompany(opts.db, opts.userId);
  return toEntry(await insertAddress(opts.db, { companyId, ...opts.input, createdByUserId: opts.userId }));
}
