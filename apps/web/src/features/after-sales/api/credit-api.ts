/** Credit report calls (issue 15 item 6; §2 /buyer-credit) through the typed client. */
import { useQuery } from '@tanstack/react-query';
import type { TCreditQuery } from '@scrapbridge/domain/after-sales/credit';
import { creditRoutes } from '@scrapbridge/domain/contract/routes/credit';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { routeQuery } from '#lib/route-client.ts';

export function useCreditReport(query: TCreditQuery) {
  return useQuery({
    ...routeQuery(creditRoutes.report, { query }, { quiet: [ErrorCode.NotFound, ErrorCode.Validation] }),
    staleTime: 60_000,
    retry: false,
  });
}
