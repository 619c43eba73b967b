/**
 * Business report calls (issue 14 item 5) through the typed client: the report of the signed-in company (staff: the
 * market) for a period, and its XLSX / PDF export saved under the server's file name.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportsRoutes } from '@scrapbridge/domain/contract/routes/reports';
import type { TBusinessReportQueryInput, TReportExportFormat } from '@scrapbridge/domain/reports/business-report';
import { downloadRoute, routeQuery } from '#lib/route-client.ts';

export function useBusinessReport(query: TBusinessReportQueryInput) {
  return useQuery({ ...routeQuery(reportsRoutes.business, { query }), placeholderData: keepPreviousData, staleTime: 60_000 });
}

/**
 * The export of the report on screen. A plain link cannot carry the session header, so the file is fetched with the
 * §7 headers (the reader's language among them: the file is written in it) and handed to the browser as a blob.
 */
export function downloadReport(format: TReportExportFormat, query: TBusinessReportQueryInput): Promise<void> {
  const accept = format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return downloadRoute(reportsRoutes.export, { params: { format }, query }, { accept, fileName: `business-report.${format}` });
}
