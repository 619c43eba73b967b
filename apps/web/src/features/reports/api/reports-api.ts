/**
 * Business report calls (issue 14 item 5) through the typed client: the report of the signed-in company (staff: the
 * market) for a period, and its XLSX / PDF export saved under the server's file name.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportsRoutes } from '@scrapbridge/domain/contract/routes/reports';
import type { TBusinessReportQueryInput, TReportExportFormat } from '@scrapbridge/domain/reports/business-report';
import { api, ApiError, requestHeaders } from '#lib/api-client.ts';
import { routeQuery, routeUrl } from '#lib/route-client.ts';

export function useBusinessReport(query: TBusinessReportQueryInput) {
  return useQuery({ ...routeQuery(reportsRoutes.business, { query }), placeholderData: keepPreviousData, staleTime: 60_000 });
}

const fileNameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * The export of the report on screen. A plain link cannot carry the session header, so the file is fetched with the
 * §7 headers (the reader's language among them: the file is written in it) and handed to the browser as a blob.
 */
export async function downloadReport(format: TReportExportFormat, query: TBusinessReportQueryInput): Promise<void> {
  const url = routeUrl(reportsRoutes.export, { params: { format }, query });
  const res = await fetch(url, { headers: requestHeaders(url.split('?')[0] ?? url, api.context()), credentials: 'same-origin' });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    let parsed: unknown = null;
    try {
      parsed = await res.json();
    } catch {
      parsed = null;
    }
    const result = api.settle<never>(res.status, parsed, {}, true);
    throw new ApiError(result.success ? { success: false, code: 500, msg: '', data: null } : result);
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res.headers.get('content-disposition'), `business-report.${format}`);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
