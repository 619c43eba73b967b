import type { TDictData, TDictType } from '@scrapbridge/domain/catalog';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../db/client.ts';
import { listDictRows } from './catalog.repository.ts';
import { toDictData } from './catalog-view.ts';

/** `GET /app-v2/system/dict/data/list` {dictType} (§3 Dictionary data, §7). */
export async function listDictData(opts: { db: TDb; lang: TLang; dictType: TDictType }): Promise<{ rows: TDictData[]; total: number }> {
  const rows = await listDictRows(opts.db, [opts.dictType]);
  return { rows: rows.map((r) => toDictData(r, opts.lang)), total: rows.length };
}
