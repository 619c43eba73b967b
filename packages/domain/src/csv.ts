import Papa from 'papaparse';

/**
 * The one way an uploaded or pasted CSV is read, on the server (imports) and in the browser (previews) alike: bytes →
 * text, text → records (RFC 4180, by papaparse: quoted delimiters, `""` for a quote, line breaks inside quotes, CRLF or
 * LF, a BOM). What a record means is the importer's business; a file whose quoting is broken is reported here, the
 * same way for every importer.
 */

/** A problem with one row of a file (row 1 is the first record, usually the header); 0 for the file as a whole. */
export type TCsvProblem = { row: number; reasonKey: string; params?: Record<string, string | number> };

/**
 * The text of an uploaded CSV. Spreadsheets on Chinese Windows save CSV in GB18030 (GBK), elsewhere in UTF-8 (often
 * with a BOM): UTF-8 is tried strictly first, GB18030 when the bytes are not UTF-8.
 */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** A spreadsheet saves commas, or semicolons where the comma is the decimal mark, or tabs when copied. */
const DELIMITERS = [',', '\t', ';'];

/**
 * Records of a CSV text, every cell trimmed. The delimiter is guessed from the first rows (the one that splits them
 * most consistently). Blank lines stay as `['']` records so record i is row i + 1 of the file as a spreadsheet numbers
 * it; the line break ending the last record does not make one more. A quote opened and never closed (or closed in the
 * middle of a cell) is a problem on the row where it opens: the rest of the file would otherwise land in one cell.
 */
export function parseCsv(text: string): { records: string[][]; problems: TCsvProblem[] } {
  // papaparse takes one line ending per file; files edited by hand or joined from two exports mix them.
  const src = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = Papa.parse<string[]>(src, { preview: 1, newline: '\n', delimitersToGuess: DELIMITERS, skipEmptyLines: 'greedy' }).meta.delimiter;
  const parsed = Papa.parse<string[]>(src, { delimiter, newline: '\n', quoteChar: '"', escapeChar: '"', skipEmptyLines: false });
  const records = parsed.data.map((r) => r.map((c) => c.trim()));
  const last = records.at(-1);
  if (src.endsWith('\n') && last?.length === 1 && last[0] === '') records.pop();
  const rows = new Set(parsed.errors.filter((e) => e.type === 'Quotes').map((e) => (e.row ?? 0) + 1));
  const problems = [...rows].sort((a, b) => a - b).map((row) => ({ row, reasonKey: 'common.csvQuotes', params: { row } }));
  return { records, problems };
}
