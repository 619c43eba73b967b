import { ZBusinessReport, ZBusinessReportQuery, ZMyReportsLink, ZReportExportParams } from '../reports/business-report.ts';
import { defineArea } from './define-route.ts';

/**
 * Business reports (issue 14 item 5; §1, §2 header "business report", §7 `/web/view/type/my_reports`): the signed-in
 * company's trading figures over a period (staff: the whole market), on screen and as XLSX or PDF in the reader's
 * language.
 */
export const reportsContract = defineArea('reports', {
  myReports: {
    method: 'GET',
    path: '/app-v2/web/view/type/my_reports',
    access: 'user',
    tag: 'reports',
    summary: "§7: where the caller's business report opens (data.url: the report screen; staff: the whole market)",
    response: ZMyReportsLink,
  },
  business: {
    method: 'GET',
    path: '/app-v2/report/business',
    access: 'user',
    tag: 'reports',
    summary: "The caller's company report {from?, to?: YYYY-MM; default the last 12 months}; staff get the whole market",
    description:
      'Deals by month, grade and counterparty country (tonnes, value, average price against the index of the day), open ' +
      'unpriced formula tonnage and receivables/payables from invoices. 1000 names `from` when the period is reversed or over 36 months.',
    query: ZBusinessReportQuery,
    response: ZBusinessReport,
  },
  export: {
    method: 'GET',
    path: '/app-v2/report/business/export/:format',
    access: 'user',
    tag: 'reports',
    summary: 'The same report as an XLSX workbook or a PDF in the reader\'s language (appLang), as an attachment',
    description: 'The session may come from the token cookie, so a plain link works.',
    params: ZReportExportParams,
    query: ZBusinessReportQuery,
    kind: 'file',
  },
});
