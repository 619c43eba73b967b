import { translate } from '@scrapbridge/domain/i18n';
import type { TContractDetail } from '@scrapbridge/domain/orders/contract';
import { formatAmount, formatTrimmed } from '@scrapbridge/domain/price-display';
import type { TPdfFonts } from './contract-pdf-font.ts';

/**
 * The bilingual contract PDF (issue 5 item 1; §3 Contract/order): every heading and label in Chinese and English,
 * the contract number and date, both parties (their step-1 companies once confirmed), the commodity lines with
 * weight in MT, price per MT and quote type or formula, totals, the terms (incoterm, ports, prepayment, deposit and
 * balance ratios, §9 payment timing, price-fixing side, tax), the bill-of-lading instructions when given, and the
 * signature blocks. `compress` is off only where a test reads the raw file.
 */
const MARGIN = 48;
const LABEL_W = 150;

const zhEn = (key: string, params?: Record<string, string | number>) => `${translate('zh', key, params)} ${translate('en', key, params)}`;
const pdfLabel = (key: string) => zhEn(`orders.pdf.${key}`);
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');
/** The company on record in both its names ("广东恒信… / Guangdong Hengxin …"). */
const companyOnRecord = (p: TContractDetail['buyer']) => [...new Set([p.companyName, p.companyNameEn].filter(Boolean))].join(' / ');
const money = (v: number | null, currency: string) => (v === null ? '—' : `${currency} ${formatAmount(v, 2)}`);

export async function renderContractPdf(c: TContractDetail, fonts: TPdfFonts, opts: { compress?: boolean } = {}): Promise<Buffer> {
  // pdfkit is loaded on the first PDF, not at every start (bench/startup).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: opts.compress ?? true,
    bufferPages: true,
    info: { Title: `${c.contractNo}`, Subject: 'Sales Contract 销售合同', Creator: 'ScrapBridge' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font as it is (its types only name paths and buffers).
  doc.registerFont('R', fonts.regular as unknown as Buffer);
  doc.registerFont('B', fonts.bold as unknown as Buffer);
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 30;
  const ensure = (h: number) => {
    if (doc.y + h > bottom()) doc.addPage();
  };

  /** Height of one "label: value" row (what row() below draws). */
  const rowHeight = (label: string, value: string | null | undefined) => {
    doc.font('R').fontSize(9);
    const v = value && value.trim() ? value : '—';
    return Math.max(doc.heightOfString(label, { width: LABEL_W - 8 }), doc.heightOfString(v, { width: width - LABEL_W })) + 4;
  };
  /**
   * A section heading, kept on one page with the first `keep` points of its section (issue 19 item 7: a heading
   * alone at the foot of a page, its section on the next, read as a broken contract).
   */
  const heading = (text: string, keep: number) => {
    ensure(40 + keep);
    doc.moveDown(0.6).font('B').fontSize(12).fillColor('#111').text(text, MARGIN, doc.y, { width });
    const y = doc.y + 2;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#999').stroke();
    doc.y = y + 6;
  };
  /** One "label: value" row; the value wraps in its column. */
  const row = (label: string, value: string | null | undefined) => {
    const v = value && value.trim() ? value : '—';
    doc.font('R').fontSize(9);
    const h = Math.max(doc.heightOfString(label, { width: LABEL_W - 8 }), doc.heightOfString(v, { width: width - LABEL_W }));
    ensure(h + 4);
    const y = doc.y;
    doc.fillColor('#555').text(label, MARGIN, y, { width: LABEL_W - 8 });
    doc.fillColor('#111').text(v, MARGIN + LABEL_W, y, { width: width - LABEL_W });
    doc.y = y + h + 4;
  };

  // Title block.
  doc.font('B').fontSize(18).fillColor('#111').text(`${translate('zh', 'orders.pdf.title')}  ${translate('en', 'orders.pdf.title')}`, { align: 'center', width });
  doc.moveDown(0.5);
  row(pdfLabel('contractNo'), c.contractNo);
  row(pdfLabel('date'), day(c.dealAt));
  row(pdfLabel('status'), zhEn(`orders.status.${c.status}`));
  if (c.signedAt) row(pdfLabel('signedAt'), day(c.signedAt));

  // Parties: the step-1 company when confirmed, else the company on record.
  for (const side of ['seller', 'buyer'] as const) {
    const p = c.parties.find((x) => x.side === side);
    heading(pdfLabel(side), rowHeight(pdfLabel('companyName'), p ? p.companyName : companyOnRecord(c[side]) || c[side].displayName));
    if (p) {
      row(pdfLabel('companyName'), p.companyName);
      row(pdfLabel('address'), p.address);
      row(pdfLabel('email'), p.email);
      row(pdfLabel('taxNo'), p.taxNo);
      if (p.contactName) row(pdfLabel('contact'), p.contactName);
      if (p.phone) row(pdfLabel('phone'), p.phone);
    } else {
      row(pdfLabel('companyName'), `${companyOnRecord(c[side]) || c[side].displayName} (${zhEn('orders.pdf.notConfirmed')})`);
    }
  }

  // Commodity lines.
  const cols = [
    { key: 'no', w: 0.07 },
    { key: 'item', w: 0.27 },
    { key: 'quoteType', w: 0.19 },
    { key: 'price', w: 0.17 },
    { key: 'weight', w: 0.14 },
    { key: 'amount', w: 0.16 },
  ];
  const drawRow = (cells: string[], font: 'R' | 'B') => {
    doc.font(font).fontSize(8.5);
    const heights = cells.map((text, i) => doc.heightOfString(text, { width: cols[i]!.w * width - 6 }));
    const h = Math.max(...heights) + 6;
    ensure(h);
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((text, i) => {
      doc.fillColor('#111').text(text, x + 3, y + 3, { width: cols[i]!.w * width - 6 });
      x += cols[i]!.w * width;
    });
    doc.moveTo(MARGIN, y + h).lineTo(MARGIN + width, y + h).lineWidth(0.3).strokeColor('#bbb').stroke();
    doc.y = y + h;
  };
  // The heading stays with the table's header row and its first line (each at most a few lines of 8.5 pt).
  heading(pdfLabel('commodity'), 70);
  drawRow(cols.map((col) => `${translate('zh', `orders.pdf.${col.key}`)}\n${translate('en', `orders.pdf.${col.key}`)}`), 'B');
  c.lines.forEach((l, i) => {
    const names = [l.detailNameZh, l.detailName].filter((n, j, all) => n && all.indexOf(n) === j).join('\n') || '—';
    drawRow(
      [
        String(i + 1),
        names,
        // A formula line reads its basis here and the formula ("95% LME") in the price column.
        l.quoteType === 'FIXED' ? zhEn('orders.pdf.fixed') : `${l.quoteType} ${zhEn('orders.pdf.formula')}`,
        l.priceStr,
        l.weight === null ? '—' : formatTrimmed(l.weight, 6),
        money(l.amount, c.currency),
      ],
      'R',
    );
  });
  drawRow(['', pdfLabel('total'), '', '', formatTrimmed(c.totalWeight, 6), money(c.totalAmount, c.currency)], 'B');
  if (c.lines.some((l) => l.quoteType !== 'FIXED')) {
    doc.moveDown(0.3).font('R').fontSize(8).fillColor('#555').text(zhEn('orders.pdf.formulaNote'), MARGIN, doc.y, { width });
  }

  // Terms.
  heading(pdfLabel('terms'), rowHeight(pdfLabel('currency'), c.currency));
  const portOf = (n: TContractDetail['portName'], id: number | null) => (n ? [n.zh, n.en].filter(Boolean).join(' / ') : id === null ? '—' : `#${id}`);
  row(pdfLabel('currency'), c.currency);
  row(pdfLabel('incoterm'), c.term);
  row(pdfLabel('port'), portOf(c.portName, c.portId));
  if (c.destinationPortId !== null) row(pdfLabel('destinationPort'), portOf(c.destinationPortName, c.destinationPortId));
  row(pdfLabel('prepay'), `${c.prepayRate}%`);
  row(pdfLabel('ratio'), `${formatTrimmed(c.depositRatio, 1)}% / ${formatTrimmed(c.balanceRatio, 1)}%`);
  row(pdfLabel('paymentTiming'), zhEn(`orders.paymentTiming.${c.paymentTiming}`));
  row(pdfLabel('fixingSide'), zhEn(`orders.fixingSide.${c.fixingSide}`));
  row(pdfLabel('tax'), zhEn(c.taxIncluded ? 'orders.pdf.taxIncluded' : 'orders.pdf.taxExcluded'));

  // Bill-of-lading instructions (step 2), when given.
  if (c.blInstructions) {
    const partyLines = (p: (typeof c.blParties)[number]) =>
      [p.name, p.address, p.contact, p.email, p.landline && `${pdfLabel('landline')}: ${p.landline}`, p.phone && `${pdfLabel('phone')}: ${p.phone}`].filter(Boolean).join('\n');
    const first = c.blParties[0];
    heading(pdfLabel('bl'), first ? rowHeight(pdfLabel(first.role), partyLines(first)) : rowHeight(pdfLabel('shippingMarks'), c.blInstructions.shippingMarks));
    for (const p of c.blParties) row(pdfLabel(p.role), partyLines(p));
    row(pdfLabel('shippingMarks'), c.blInstructions.shippingMarks);
    row(pdfLabel('hsCode'), c.blInstructions.hsCode);
    row(pdfLabel('taxId'), c.blInstructions.taxId);
    row(pdfLabel('terminalDock'), c.blInstructions.terminalDock);
  }

  // Signature blocks, side by side.
  // The two signature blocks (110 pt) never go to a page of their own without their heading.
  heading(pdfLabel('signatures'), 110);
  const y = doc.y + 8;
  const half = (width - 24) / 2;
  for (const [i, key] of (['sellerSign', 'buyerSign'] as const).entries()) {
    const x = MARGIN + i * (half + 24);
    const side = key === 'sellerSign' ? 'seller' : 'buyer';
    const company = c.parties.find((p) => p.side === side)?.companyName ?? companyOnRecord(c[side]);
    doc.font('B').fontSize(9).fillColor('#111').text(pdfLabel(key), x, y, { width: half });
    doc.font('R').fontSize(9).text(company, x, doc.y + 2, { width: half });
    const lineY = y + 70;
    doc.moveTo(x, lineY).lineTo(x + half, lineY).lineWidth(0.5).strokeColor('#333').stroke();
    doc.font('R').fontSize(8).fillColor('#555').text(`${pdfLabel('signDate')}:`, x, lineY + 6, { width: half });
  }

  // Page numbers and the contract number on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without lifting the margin pdfkit would start a new page for it.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const text = `${c.contractNo} · ${zhEn('orders.pdf.page', { n: i + 1, total: range.count })}`;
    doc.font('R').fontSize(7.5).fillColor('#777').text(text, MARGIN, doc.page.height - MARGIN + 10, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
