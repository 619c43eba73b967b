import type { TDictData, TDictType } from '@scrapbridge/domain/catalog';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../db/client.ts';
import { listDictRows } from './catalog.repository.ts';
import { toDictData } from './catalog-view.ts';

/**
 * `POST /app-v2/dictData/getDictDataList` {dictTypes}: several dictionaries in one round trip (the publish form
 * needs countries, ports, destination ports and validity periods at once), keyed by dictType.
 */
export async function listDictDataBatch(opts: { db: TDb; lang: TLang; dictTypes: TDictType[] }): Promise<Record<string, TDictData[]>> {
  const types = [...new Set(opts.dictTypes)];
  const rows = await listDictRows(opts.db, types);
  const out: Record<string, TDictData[]> = Object.fromEntries(types.map((t) => [t, []]));
  for (const row of rows) out[row.dictType]!.push(toDictData(row, opts.lang));
  return out;
}
