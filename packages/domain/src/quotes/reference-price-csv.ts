import { parseCsv } from '../csv.ts';
import { REFERENCE_CSV_MAX_ROWS, ZReferencePriceInput, type TReferencePriceInput } from './reference-price.ts';

/** A bad line of a reference price file (its number in the file; 0 for the file as a whole). */
export type TReferenceCsvProblem = { line: number; reasonKey: string; params?: Record<string, string | number> };

/**
 * Parses `basis,date,price[,source]` lines (a header line is skipped, blank lines ignored), quoted as any CSV may be
 * (a source "LME, official" keeps its comma). All or nothing: any bad line is reported with its number and nothing is
 * imported, so a half-imported series never misranks offers.
 */
export function parseReferencePriceCsv(text: string): { rows: TReferencePriceInput[]; problems: TReferenceCsvProblem[] } {
  const csv = parseCsv(text);
  const rows: TReferencePriceInput[] = [];
  const problems: TReferenceCsvProblem[] = csv.problems.map((p) => ({ line: p.row, reasonKey: p.reasonKey, ...(p.params ? { params: p.params } : {}) }));
  const seen = new Set<string>();
  csv.records.forEach((cells, index) => {
    const lineNo = index + 1;
    if (cells.every((c) => c === '')) return;
    if (index === 0 && cells[0]?.toLowerCase() === 'basis') return;
    const parsed = ZReferencePriceInput.safeParse({ basis: cells[0]?.toUpperCase(), priceDate: cells[1], price: cells[2], source: cells[3] });
    if (!parsed.success) {
      problems.push({ line: lineNo, reasonKey: 'negotiation.errors.csvLine' });
      return;
    }
    const key = `${parsed.data.basis}|${parsed.data.priceDate}`;
    if (seen.has(key)) {
      problems.push({ line: lineNo, reasonKey: 'negotiation.errors.csvDuplicate' });
      return;
    }
    seen.add(key);
    rows.push(parsed.data);
  });
  if (rows.length > REFERENCE_CSV_MAX_ROWS) problems.push({ line: 0, reasonKey: 'negotiation.errors.csvTooLong' });
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 0, reasonKey: 'negotiation.errors.csvEmpty' });
  return { rows, problems };
}
