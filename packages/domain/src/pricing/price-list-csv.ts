import { zDecimal } from '../ask.ts';
import { parseCsv, type TCsvProblem } from '../csv.ts';
import type { TMarket } from '../market.ts';
import { isCalendarDate } from '../site.ts';
import type { TWeightUnit } from '../weight.ts';
import { PRICE_FIELDS, PRICE_LIST_LIMITS, ZPriceCell, ZPriceItemCode, pricePerMtFromUnit, type TPriceField } from './price-list.ts';

/**
 * The staff daily price import (issue 14 item 1: "CSV/XLSX import with per-row errors, all or nothing, re-import adds
 * nothing"), read on the server when staff import and in the browser for the preview, by the same rule. Kept apart
 * from price-list.ts so the screens that only show prices do not load the CSV parser. An XLSX sheet is read into
 * records by the server and goes through priceRowsFromRecords, so both formats answer the same problems.
 */

/** One point read from a file: the item's code, the day, prices per MT (converted when the row's unit is LBS). */
export type TCsvPriceRow = {
  /** Row number in the file (the header is row 1). */
  row: number;
  code: string;
  priceDate: string;
} & Record<TPriceField, string | undefined> & { remark: string | undefined };

type TColumn = 'code' | 'priceDate' | 'unit' | 'remark' | TPriceField;

/** Header names (lower-case, without spaces, dashes, underscores, slashes and brackets) of each column, en and zh. */
const HEADER_NAMES: Record<TColumn, readonly string[]> = {
  code: ['code', 'itemcode', 'item', 'grade', '编码', '代码', '品名编码', '品类编码'],
  priceDate: ['date', 'pricedate', 'day', '日期', '价格日期'],
  unit: ['unit', 'weightunit', '单位', '计量单位'],
  remark: ['remark', 'remarks', 'note', 'notes', '备注'],
  purchasePrice: ['purchase', 'purchaseprice', 'buy', 'buyprice', '收购价', '采购价', '收购价格'],
  domesticSalesPrice: ['domestic', 'domesticsales', 'domesticsalesprice', 'domesticprice', '国内销售价', '内销价', '国内销售价格'],
  exportSalesPrice: ['export', 'exportsales', 'exportsalesprice', 'exportprice', '出口销售价', '外销价', '出口价', '出口销售价格'],
  fasPrice: ['fas', 'fasprice', 'fas价', 'fas价格'],
  cifCnfPrice: ['cifcnf', 'cifcnfprice', 'cif', 'cnf', 'cifprice', 'cnfprice', 'cif价', 'cnf价', 'cifcnf价'],
};

/** A price per lb may carry more places than one per MT (3.8335 $/lb); it is rounded once, per MT. */
const ZPricePerLbCell = zDecimal({ decimals: 6, positive: true, max: PRICE_LIST_LIMITS.priceMax });

const headerKey = (h: string) => h.toLowerCase().replace(/[\s\-_/()（）]+/g, '');

const UNIT_NAMES: Record<TWeightUnit, readonly string[]> = { MT: ['MT', 'T', 'TON', 'TONNE', '吨'], LBS: ['LB', 'LBS', '磅'] };

/** "2026-11-26", "2026/11/26", "2026-1-5", "2026/1/5" (spreadsheets write both) → YYYY-MM-DD, or null. */
export function csvDate(text: string): string | null {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (!m) return null;
  const date = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** Thousands separators as a spreadsheet writes them ("8,708.25", "72 350") are dropped; anything else is kept as is. */
function plainNumber(text: string): string {
  return /^[+-]?\d{1,3}([, ]\d{3})+(\.\d+)?$/.test(text) ? text.replace(/[, ]/g, '') : text;
}

/**
 * Reads price records: a header row naming the columns (code and date required, at least one of the five prices; unit
 * and remark optional; en or zh names, any order), then one point per row. Every bad row is reported with its number
 * (TCsvProblem, `pricing.errors.*`); the caller stores nothing when there is any (all or nothing). When `items` is
 * given (code → market of the live items), a code must be one of them, and a China item's prices cannot be per lb
 * (§5 "The China market accepts only tons"). A code and day twice in one file is a problem, not a silent overwrite.
 */
export function priceRowsFromRecords(
  records: readonly (readonly string[])[],
  opts: { items?: ReadonlyMap<string, TMarket> } = {},
): { rows: TCsvPriceRow[]; problems: TCsvProblem[] } {
  const problems: TCsvProblem[] = [];
  const rows: TCsvPriceRow[] = [];
  const header = (records[0] ?? []).map((h) => h.trim());
  const col = {} as Record<TColumn, number>;
  for (const [name, aliases] of Object.entries(HEADER_NAMES) as [TColumn, readonly string[]][]) {
    col[name] = header.findIndex((h) => aliases.includes(headerKey(h)));
  }
  if (col.code < 0 || col.priceDate < 0 || PRICE_FIELDS.every((f) => col[f] < 0)) {
    return { rows, problems: [{ row: 1, reasonKey: 'pricing.errors.csvHeader', params: { row: 1 } }] };
  }
  const firstRowOf = new Map<string, number>();
  records.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
    const problem = (reasonKey: string, params: Record<string, string | number> = {}) => problems.push({ row, reasonKey, params: { row, ...params } });

    const code = ZPriceItemCode.safeParse(cell(col.code));
    if (!code.success) return problem('pricing.errors.csvCode');
    const market = opts.items?.get(code.data);
    if (opts.items && market === undefined) return problem('pricing.errors.csvUnknownCode', { code: code.data });
    const priceDate = csvDate(cell(col.priceDate));
    if (!priceDate) return problem('pricing.errors.csvDate');
    const unitText = cell(col.unit).toUpperCase();
    const unit = unitText === '' ? 'MT' : (Object.keys(UNIT_NAMES) as TWeightUnit[]).find((u) => UNIT_NAMES[u].includes(unitText));
    if (!unit) return problem('pricing.errors.csvUnit');
    if (unit === 'LBS' && market === 'cn') return problem('pricing.errors.csvCnOnlyMt');

    const prices = {} as Record<TPriceField, string | undefined>;
    for (const f of PRICE_FIELDS) {
      const raw = cell(col[f]);
      if (raw === '') continue;
      const parsed = (unit === 'LBS' ? ZPricePerLbCell : ZPriceCell).safeParse(plainNumber(raw));
      if (!parsed.success || parsed.data === undefined) return problem('pricing.errors.csvPrice', { column: header[col[f]] ?? f });
      prices[f] = pricePerMtFromUnit(parsed.data, unit);
    }
    if (PRICE_FIELDS.every((f) => prices[f] === undefined)) return problem('pricing.errors.csvNoPrice');
    const remark = cell(col.remark);
    if (remark.length > PRICE_LIST_LIMITS.remarkMax) return problem('pricing.errors.csvTooLong', { max: PRICE_LIST_LIMITS.remarkMax });

    const key = `${code.data}|${priceDate}`;
    const first = firstRowOf.get(key);
    if (first !== undefined) return problem('pricing.errors.csvDuplicate', { first });
    firstRowOf.set(key, row);
    rows.push({ row, code: code.data, priceDate, ...prices, remark: remark || undefined });
  });
  if (rows.length > PRICE_LIST_LIMITS.csvRowsMax) problems.push({ row: 0, reasonKey: 'pricing.errors.csvTooMany', params: { max: PRICE_LIST_LIMITS.csvRowsMax } });
  if (rows.length === 0 && problems.length === 0) problems.push({ row: 0, reasonKey: 'pricing.errors.csvEmpty' });
  return { rows, problems };
}

/** A CSV text (csv.ts: any delimiter, quoting, GB18030 already decoded by decodeCsvBytes) → price rows and problems. */
export function parsePriceListCsv(text: string, opts: { items?: ReadonlyMap<string, TMarket> } = {}): { rows: TCsvPriceRow[]; problems: TCsvProblem[] } {
  const csv = parseCsv(text);
  const read = priceRowsFromRecords(csv.records, opts);
  // A broken quote swallows the rows after it: report it first, with whatever else the rows show.
  return { rows: read.rows, problems: [...csv.problems, ...read.problems.filter((p) => !csv.problems.some((c) => c.row === p.row))] };
}
