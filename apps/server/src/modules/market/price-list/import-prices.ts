import type { CellValue } from 'exceljs';
import type { TCsvProblem } from '@scrapbridge/domain/csv';
import { parsePriceListCsv, priceRowsFromRecords, type TCsvPriceRow } from '@scrapbridge/domain/pricing/price-list-csv';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TFieldProblem } from '@scrapbridge/domain/validation';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { findLiveItemCodes } from './price-list.repository.ts';
import { writePoints, type TWriteCounts } from './write-points.ts';

/** Problems named one by one in the answer; past this, one more line says how many others there are. */
const PROBLEMS_SHOWN = 50;

function refuse(problems: readonly TCsvProblem[]): never {
  const shown: TFieldProblem[] = problems.slice(0, PROBLEMS_SHOWN).map((p) => ({ field: 'file', reasonKey: p.reasonKey, params: { row: p.row, ...p.params } }));
  if (problems.length > PROBLEMS_SHOWN) shown.push({ field: 'file', reasonKey: 'pricing.errors.csvMoreProblems', params: { row: 0, count: problems.length - PROBLEMS_SHOWN } });
  throw new AppError(ErrorCode.Validation, undefined, undefined, shown);
}

/**
 * Writes the rows of an import file, all or nothing: any problem and nothing is stored, every bad row named (1000, one
 * problem per row in data.errors). Codes are those of live items; a re-import of the same file adds nothing. Audited.
 */
async function importRows(
  db: TDb,
  staffUserId: string,
  read: (items: ReadonlyMap<string, 'intl' | 'cn'>) => { rows: TCsvPriceRow[]; problems: TCsvProblem[] },
  format: 'csv' | 'xlsx',
): Promise<TWriteCounts> {
  return db.transaction(async (tx) => {
    const codes = await findLiveItemCodes(tx);
    const { rows, problems } = read(new Map([...codes].map(([code, v]) => [code, v.market])));
    if (problems.length) refuse(problems);
    const counts = await writePoints(
      tx,
      rows.map((r) => ({
        itemId: codes.get(r.code)!.id,
        priceDate: r.priceDate,
        purchasePrice: r.purchasePrice ?? null,
        domesticSalesPrice: r.domesticSalesPrice ?? null,
        exportSalesPrice: r.exportSalesPrice ?? null,
        fasPrice: r.fasPrice ?? null,
        cifCnfPrice: r.cifCnfPrice ?? null,
        remark: r.remark ?? null,
      })),
      staffUserId,
    );
    await insertAuditEntry(tx, { actorUserId: staffUserId, action: 'price_point.import', targetType: 'price_point', detail: { format, rows: rows.length, ...counts } });
    return counts;
  });
}

/** `POST /admin/market-price/import` {csv} (staff). */
export async function importPriceCsv(opts: { db: TDb; staffUserId: string; csv: string }): Promise<TWriteCounts> {
  return importRows(opts.db, opts.staffUserId, (items) => parsePriceListCsv(opts.csv, { items }), 'csv');
}

/** A cell as the text a CSV would have: dates as YYYY-MM-DD (the sheet's own day), formulas by their result. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

/** The first sheet of an .xlsx as records (rows of cell texts), at most csvRowsMax + 1 rows read. */
async function readWorkbook(base64: string): Promise<string[][]> {
  // Loaded on the first workbook, not at start (exceljs is one of the slowest modules to load; bench/startup).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  } catch {
    throw AppError.field('xlsx', 'pricing.errors.xlsxUnreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw AppError.field('xlsx', 'pricing.errors.xlsxUnreadable');
  const records: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value).trim());
    records.push(cells);
  });
  return records;
}

/** `POST /admin/market-price/import-xlsx` {xlsx: base64} (staff): the first sheet, same columns and rules as the CSV. */
export async function importPriceXlsx(opts: { db: TDb; staffUserId: string; xlsx: string }): Promise<TWriteCounts> {
  const records = await readWorkbook(opts.xlsx);
  return importRows(opts.db, opts.staffUserId, (items) => priceRowsFromRecords(records, { items }), 'xlsx');
}
