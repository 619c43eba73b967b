import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TPriceItemInput } from '@scrapbridge/domain/pricing/price-list';
import type { TPriceItemView } from '@scrapbridge/domain/pricing/price-list-view';
import type { TDb, TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { toPriceItemView } from './price-item-presenter.ts';
import { findCategory, findItemByCode, findItemRecord, findItemRow, findPoints, insertItem, updateItem } from './price-list.repository.ts';

/** The category group must be a catalogue family, the grade one of its grades (1000 naming the field otherwise). */
async function checkCategories(tx: TTx, input: TPriceItemInput): Promise<void> {
  const group = await findCategory(tx, input.categoryId);
  if (!group || group.parentId !== null) throw AppError.field('categoryId', 'pricing.errors.notAGroup');
  if (input.subCategoryId !== undefined) {
    const grade = await findCategory(tx, input.subCategoryId);
    if (!grade || grade.parentId !== input.categoryId) throw AppError.field('subCategoryId', 'pricing.errors.notAGrade');
  }
}

const columns = (input: TPriceItemInput) => ({
  code: input.code,
  market: input.market,
  categoryId: input.categoryId,
  subCategoryId: input.subCategoryId ?? null,
  description: input.description ?? null,
  descriptionZh: input.descriptionZh ?? null,
  location: input.location ?? null,
  port: input.port ?? null,
  remark: input.remark ?? null,
});

/**
 * `POST /admin/market-price/item` (add) and `PUT /admin/market-price/item/{id}` (edit) (staff, /market-price-index).
 * The code is unique (two staff adding the same code at once: the unique index keeps one, the other gets 1000 on
 * code). An item with prices keeps its market: its prices are in that market's currency. Audited.
 */
export async function savePriceItem(opts: { db: TDb; staffUserId: string; id?: string; input: TPriceItemInput }): Promise<TPriceItemView> {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    await checkCategories(tx, input);
    const sameCode = await findItemByCode(tx, input.code);
    let id: string;
    if (opts.id) {
      const item = await findItemRecord(tx, opts.id, { lock: true });
      if (!item) throw new AppError(ErrorCode.NotFound);
      if (sameCode && sameCode.id !== item.id) throw AppError.field('code', 'pricing.errors.codeTaken');
      if (item.market !== input.market && (await findPoints(tx, item.id, null)).length > 0) throw AppError.field('market', 'pricing.errors.marketLocked');
      await updateItem(tx, item.id, columns(input));
      id = item.id;
    } else {
      if (sameCode) throw AppError.field('code', 'pricing.errors.codeTaken');
      id = await insertItem(tx, { ...columns(input), createdBy: opts.staffUserId });
      if (!id) throw AppError.field('code', 'pricing.errors.codeTaken');
    }
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: opts.id ? 'price_item.update' : 'price_item.create',
      targetType: 'price_item',
      targetId: id,
      detail: { ...input },
    });
    return toPriceItemView((await findItemRow(tx, id, null))!, 'MT');
  });
}
