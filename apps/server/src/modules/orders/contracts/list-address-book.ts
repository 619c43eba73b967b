import type { TAddressBookEntry } from '@scrapbridge/domain/orders/contract';
import type { TAddressKind } from '@scrapbridge/domain/orders/contract-form';
import type { TDbOrTx } from '../../../db/client.ts';
import { toEntry } from './address-book-presenter.ts';
import { findCompanyOf, listAddresses } from './orders.repository.ts';

/** `GET /app-v2/address-book?kind=` — the company's book (empty without a company: address-book-presenter.ts). */
export async function listAddressBook(opts: { db: TDbOrTx; userId: string; kind: TAddressKind | undefined }): Promise<{ rows: TAddressBookEntry[]; canSave: boolean }> {
  const companyId = await findCompanyOf(opts.db, opts.userId);
  if (!companyId) return { rows: [], canSave: false };
  return { rows: (await listAddresses(opts.db, companyId, opts.kind)).map(toEntry), canSave: true };
}
