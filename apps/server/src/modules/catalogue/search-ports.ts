import type { TDictData, TPortSearchRequest } from '@scrapbridge/domain/catalog';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../db/client.ts';
import { searchPortRows } from './catalog.repository.ts';
import { toDictData } from './catalog-view.ts';

/** `POST /app-v2/dict/data/portDictList`: ports (loading or destination) and ramps by name or UN/LOCODE, per country. */
export async function searchPorts(opts: TPortSearchRequest & { db: TDb; lang: TLang }): Promise<{ rows: TDictData[]; total: number }> {
  const { rows, total } = await searchPortRows(opts.db, {
    dictType: opts.dictType,
    keyword: opts.keyword || undefined,
    countryCode: opts.countryCode,
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  return { rows: rows.map((r) => toDictData(r, opts.lang)), total };
}
