import type { TLang } from '@scrapbridge/domain/i18n';
import { reportFileName, type TBusinessReportQuery, type TReportExportFormat } from '@scrapbridge/domain/reports/business-report';
import type { TDbOrTx } from '../../db/client.ts';
import { loadPdfFonts } from '../orders/index.ts';
import { getBusinessReport, type TReportViewer } from './get-business-report.ts';
import { renderReportPdf } from './render-report-pdf.ts';
import { renderReportXlsx } from './render-report-xlsx.ts';

const CONTENT_TYPES: Record<TReportExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The report the screen shows, as an XLSX workbook or a PDF in the reader's language. */
export async function exportBusinessReport(opts: {
  db: TDbOrTx;
  viewer: TReportViewer;
  query: TBusinessReportQuery;
  lang: TLang;
  format: TReportExportFormat;
  compressPdf?: boolean;
}): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const { report, period } = await getBusinessReport(opts);
  const body =
    opts.format === 'xlsx'
      ? await renderReportXlsx(report, opts.lang)
      : await renderReportPdf(report, opts.lang, await loadPdfFonts(), { compress: opts.compressPdf ?? true });
  return { fileName: reportFileName(report.scope, period, opts.format), contentType: CONTENT_TYPES[opts.format], body };
}
