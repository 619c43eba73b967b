import type { TAddressBookEntry } from '@scrapbridge/domain/orders/contract';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCompanyOf, type TAddressRow } from './orders.repository.ts';

/**
 * §2 "consignee, notifier and shipper management": one address book per company (users.company_id), shared by the
 * company's users; another company's entry is answered as not found. Decision: the book belongs to a company, so a
 * user without one (not yet enterprise-verified) reads an empty book and cannot save entries (1403 with a message
 * saying why); their bill-of-lading parties are still kept on the contract.
 */
export function toEntry(r: TAddressRow): TAddressBookEntry {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    address: r.address,
    contact: r.contact,
    email: r.email,
    landline: r.landline,
    phone: r.phone,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function requireBookCompany(db: TDbOrTx, userId: string): Promise<string> {
  const companyId = await findCompanyOf(db, userId);
  if (!companyId) throw new AppError(ErrorCode.Forbidden, 'orders.errors.addressBookNeedsCompany');
  return companyId;
}

export const addressNotFound = () => new AppError(ErrorCode.NotFound, 'orders.errors.addressNotFound');
