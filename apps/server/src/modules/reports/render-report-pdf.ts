import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TBusinessReport } from '@scrapbridge/domain/reports/business-report';
import type { TPdfFonts } from '../orders/index.ts';
import { reportHeading, reportTables, type TCell } from './report-tables.ts';

const MARGIN = 36;

const cellText = (c: TCell) => (typeof c === 'object' ? (c.n ?? '—') : String(c));

/**
 * The report as a PDF in the reader's language (pdfkit, A4 landscape): the heading, a bar chart of tonnes by month
 * per side, then every table of the screen with its note. Chinese is set in the contract PDF's embedded CJK font
 * (orders' loadPdfFonts: Noto Sans SC, subset), so no system font is needed. `compress` is off only where a test
 * reads the raw file.
 */
export async function renderReportPdf(r: TBusinessReport, lang: TLang, fonts: TPdfFonts, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const heading = reportHeading(r, lang);
  // pdfkit is loaded on the first PDF, not at every start (bench/startup).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, compress: opts.compress ?? true, info: { Title: heading.title, Creator: 'ScrapBridge' } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.registerFont('R', fonts.regular as unknown as Buffer);
  doc.registerFont('B', fonts.bold as unknown as Buffer);
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN;
  const ensure = (h: number) => {
    if (doc.y + h > bottom()) doc.addPage();
  };

  doc.font('B').fontSize(16).fillColor('#111').text(heading.title, MARGIN, MARGIN, { width });
  doc.font('R').fontSize(9).fillColor('#444');
  for (const line of heading.lines) doc.text(line, { width });
  doc.moveDown(0.8);

  // Tonnes by month, one bar per side and month (the screen's first chart).
  const sides = [...new Set(r.byMonth.map((m) => `${m.side}|${m.currency}`))];
  const byKey = new Map(r.byMonth.map((m) => [`${m.month}|${m.side}|${m.currency}`, Number(m.tonnes)]));
  const max = Math.max(0, ...byKey.values());
  if (max > 0) {
    const chartH = 120;
    ensure(chartH + 40);
    doc.font('B').fontSize(11).fillColor('#111').text(translate(lang, 'reports.web.chartTonnes'), MARGIN, doc.y, { width });
    const top = doc.y + 4;
    const slot = width / r.period.months.length;
    const colors = ['#13795b', '#d48806', '#1677ff', '#722ed1'];
    const barW = Math.max(2, (slot - 6) / Math.max(1, sides.length));
    r.period.months.forEach((month, i) => {
      sides.forEach((key, j) => {
        const v = byKey.get(`${month}|${key}`) ?? 0;
        const h = (v / max) * chartH;
        if (h > 0) doc.rect(MARGIN + i * slot + 3 + j * barW, top + chartH - h, barW, h).fill(colors[j % colors.length]!);
      });
      doc.font('R').fontSize(6).fillColor('#555').text(month, MARGIN + i * slot, top + chartH + 3, { width: slot, align: 'center' });
    });
    doc.moveTo(MARGIN, top + chartH).lineTo(MARGIN + width, top + chartH).lineWidth(0.5).strokeColor('#999').stroke();
    let lx = MARGIN;
    const ly = top + chartH + 14;
    sides.forEach((key, j) => {
      const [side, currency] = key.split('|');
      const label = `${translate(lang, `reports.sides.${side}`)} (${currency})`;
      doc.rect(lx, ly + 1, 7, 7).fill(colors[j % colors.length]!);
      doc.font('R').fontSize(8).fillColor('#333').text(label, lx + 10, ly, { lineBreak: false });
      lx += 20 + doc.widthOfString(label);
    });
    doc.y = ly + 18;
  }

  for (const table of reportTables(r, lang)) {
    ensure(60);
    doc.moveDown(0.5).font('B').fontSize(11).fillColor('#111').text(table.title, MARGIN, doc.y, { width });
    if (table.note) doc.font('R').fontSize(7.5).fillColor('#666').text(table.note, { width });
    doc.moveDown(0.3);
    const first = table.columns.length > 8 ? 0.16 : 0.2;
    const widths = table.columns.map((_, i) => (i === 0 ? width * first : (width * (1 - first)) / (table.columns.length - 1)));
    const drawRow = (cells: string[], bold: boolean) => {
      doc.font(bold ? 'B' : 'R').fontSize(7.5);
      const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 4 }))) + 4;
      ensure(h);
      const y = doc.y;
      let x = MARGIN;
      cells.forEach((c, i) => {
        doc.fillColor(bold ? '#111' : '#222').text(c, x + 2, y + 2, { width: widths[i]! - 4, align: i === 0 ? 'left' : 'right' });
        x += widths[i]!;
      });
      doc.moveTo(MARGIN, y + h).lineTo(MARGIN + width, y + h).lineWidth(0.3).strokeColor('#ccc').stroke();
      doc.y = y + h;
    };
    drawRow(table.columns, true);
    if (table.rows.length === 0) drawRow(table.columns.map(() => '—'), false);
    for (const row of table.rows) drawRow(row.map(cellText), false);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
