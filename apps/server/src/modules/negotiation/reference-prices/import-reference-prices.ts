import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { translate, type TLang } from '@scrapbridge/domain/i18n';
import { REFERENCE_UNITS } from '@scrapbridge/domain/quotes/price-normalise';
import { parseReferencePriceCsv } from '@scrapbridge/domain/quotes/reference-price-csv';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { upsertReferencePrice } from './reference-prices.repository.ts';

/**
 * `POST /admin/reference-price/import` {csv} (staff): `basis,date,price[,source]` lines; a day already stored is
 * replaced (a corrected settlement). All or nothing: one bad line and nothing is imported, every bad line is named.
 */
export async function importReferencePrices(opts: { db: TDb; staffUserId: string; csv: string; lang: TLang }): Promise<{ imported: number; updated: number }> {
  const { rows, problems } = parseReferencePriceCsv(opts.csv);
  if (problems.length) {
    const text = problems
      .slice(0, 10)
      .map((p) => translate(opts.lang, p.reasonKey, { line: p.line, ...p.params }))
      .join('; ');
    throw new AppError(ErrorCode.Validation, undefined, undefined, [{ field: 'csv', reasonKey: 'negotiation.errors.csvProblems', params: { problems: text } }]);
  }
  return opts.db.transaction(async (tx) => {
    let imported = 0;
    let updated = 0;
    for (const r of rows) {
      const res = await upsertReferencePrice(tx, { ...r, unit: REFERENCE_UNITS[r.basis], source: r.source ?? null, updatedBy: opts.staffUserId });
      if (res.inserted) imported++;
      else updated++;
    }
    await insertAuditEntry(tx, { actorUserId: opts.staffUserId, action: 'reference_price.import', targetType: 'reference_price', detail: { imported, updated } });
    return { imported, updated };
  });
}
