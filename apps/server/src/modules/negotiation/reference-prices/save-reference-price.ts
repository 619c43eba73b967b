import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { REFERENCE_UNITS } from '@scrapbridge/domain/quotes/price-normalise';
import type { TReferencePrice, TReferencePriceInput } from '@scrapbridge/domain/quotes/reference-price';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { toReferencePrice } from './latest-reference-prices.ts';
import { findReferencePrice, findReferencePriceOn, updateReferencePrice, upsertReferencePrice } from './reference-prices.repository.ts';

/**
 * `POST /admin/reference-price` (create) and `PUT /admin/reference-price/{id}` (correct) (staff): one daily
 * settlement of a basis. A second price for a basis and day is refused on create (1000, correct it instead); every
 * change is in the audit log.
 */
export async function saveReferencePrice(opts: { db: TDb; staffUserId: string; id?: string; input: TReferencePriceInput }): Promise<TReferencePrice> {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    const same = await findReferencePriceOn(tx, input.basis, input.priceDate);
    let id: string;
    if (opts.id) {
      if (!(await findReferencePrice(tx, opts.id))) throw new AppError(ErrorCode.NotFound);
      if (same && same.id !== opts.id) throw AppError.field('priceDate', 'negotiation.errors.referenceExists');
      await updateReferencePrice(tx, opts.id, { basis: input.basis, unit: REFERENCE_UNITS[input.basis], priceDate: input.priceDate, price: input.price, source: input.source ?? null, updatedBy: opts.staffUserId });
      id = opts.id;
    } else {
      if (same) throw AppError.field('priceDate', 'negotiation.errors.referenceExists');
      id = (await upsertReferencePrice(tx, { ...input, unit: REFERENCE_UNITS[input.basis], source: input.source ?? null, updatedBy: opts.staffUserId })).id;
    }
    await insertAuditEntry(tx, { actorUserId: opts.staffUserId, action: opts.id ? 'reference_price.update' : 'reference_price.create', targetType: 'reference_price', targetId: id, detail: { ...input } });
    return toReferencePrice((await findReferencePrice(tx, id))!);
  });
}
