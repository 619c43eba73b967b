import type { TLang } from '@scrapbridge/domain/i18n';
import type { TBusinessReport } from '@scrapbridge/domain/reports/business-report';
import { reportHeading, reportTables } from './report-tables.ts';

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string, used: Set<string>) => {
  let name = title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim();
  for (let i = 2; used.has(name); i++) name = `${name.slice(0, 28)} ${i}`;
  used.add(name);
  return name;
};

/**
 * The report as an XLSX workbook (exceljs): a cover sheet with the heading, then one sheet per table with its title,
 * note and header row; figures are stored as numbers (2 decimals for money, up to 6 for tonnes) so a reader can sum
 * and chart them.
 */
export async function renderReportXlsx(r: TBusinessReport, lang: TLang): Promise<Buffer> {
  // Loaded on the first export, not at start (exceljs is one of the slowest modules to load; bench/startup).
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'ScrapBridge';
  wb.created = new Date(r.generatedAt);
  const heading = reportHeading(r, lang);
  const used = new Set<string>();
  const cover = wb.addWorksheet(sheetName(heading.title, used));
  cover.addRow([heading.title]).font = { bold: true, size: 14 };
  for (const line of heading.lines) cover.addRow([line]);
  cover.getColumn(1).width = 60;

  for (const table of reportTables(r, lang)) {
    const ws = wb.addWorksheet(sheetName(table.title, used));
    ws.addRow([table.title]).font = { bold: true, size: 12 };
    if (table.note) ws.addRow([table.note]).font = { italic: true, color: { argb: 'FF666666' } };
    ws.addRow([]);
    const head = ws.addRow(table.columns);
    head.font = { bold: true };
    head.eachCell((c) => {
      c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE4F3EC' } };
    });
    for (const row of table.rows) {
      ws.addRow(row.map((c) => (typeof c === 'object' ? (c.n === null ? null : Number(c.n)) : c)));
    }
    table.columns.forEach((title, i) => {
      ws.getColumn(i + 1).width = Math.max(12, Math.min(40, title.length + 4));
    });
  }
  const out = await wb.xlsx.writeBuffer();
  return Buffer.from(out as ArrayBuffer);
}
