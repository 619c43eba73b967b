import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { sampleContractDetail } from './contract-detail-fixture.ts';
import { loadPdfFonts } from './contract-pdf-font.ts';
import { renderContractPdf } from './render-contract-pdf.ts';

describe('the contract PDF', () => {
  it('runs over several pages with the contract number and page numbers on each, every label in zh and en', async () => {
    const pdf = await renderContractPdf(sampleContractDetail(60), await loadPdfFonts());
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const { totalPages, text } = await extractText(doc);
    expect(totalPages).toBeGreaterThan(1);
    expect(totalPages).toBeLessThan(6);
    text.forEach((page, i) => {
      expect(page).toContain('SB20261121-TEST01');
      expect(page).toContain(`Page ${i + 1} of ${totalPages}`);
    });
    const all = text.join('\n');
    for (const part of ['销售合同', 'SALES CONTRACT', '贸易术语 Incoterm', 'CIF', '洛杉矶 / Los Angeles', '釜山 / Busan', '凭提单副本 against bill copy', '95% LME', '光亮铜线 60', '收货人 Consignee', '买方（签字盖章）']) {
      expect(all, part).toContain(part);
    }
  });

  it('keeps every section heading on the page of its section, wherever the page break falls', async () => {
    const fonts = await loadPdfFonts();
    // Headings and what must follow them on the same page (zh and en labels as the PDF writes them).
    const pairs: [string, string][] = [
      ['签署 Signatures', '卖方（签字盖章） Seller (signature and stamp)'],
      ['条款 Terms', '币种 Currency'],
    ];
    // The number of contract lines moves every later section down: some of these put a heading at a page's foot.
    for (const lines of [14, 17, 20, 23, 26, 29, 32, 35]) {
      const doc = await getDocumentProxy(new Uint8Array(await renderContractPdf(sampleContractDetail(lines), fonts)));
      const { text } = await extractText(doc);
      for (const [head, next] of pairs) {
        const pageOf = (part: string) => text.findIndex((page) => page.includes(part));
        expect(pageOf(head), `${lines} lines: ${head}`).toBeGreaterThanOrEqual(0);
        expect(pageOf(next), `${lines} lines: ${head} / ${next}`).toBe(pageOf(head));
      }
    }
  }, 60_000);
});
