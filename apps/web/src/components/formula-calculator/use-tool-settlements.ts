/**
 * The latest exchange settlements the AI tools read (`GET /ai-system/tools/settlements`, public), shared by the
 * calculator (also opened from the quote form and the price-fixing dialog) and the estimators on /ai-tools.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { aiToolsRoutes } from '@scrapbridge/domain/contract/routes/ai-tools';
import type { TToolSettlement } from '@scrapbridge/domain/ai-tools/ai-tools';
import type { TSettlements } from '@scrapbridge/domain/ai-tools/settlement-value';
import { routeQuery } from '#lib/route-client.ts';

export function useToolSettlements() {
  // Daily series (§9 price refresh): a minute keeps a long session current without a read per render.
  const query = useQuery({ ...routeQuery(aiToolsRoutes.settlements, {}), staleTime: 60_000 });
  const rows = useMemo<TToolSettlement[]>(() => query.data?.rows ?? [], [query.data]);
  const byBasis = useMemo<TSettlements>(() => {
    const out: TSettlements = {};
    for (const r of rows) out[r.basis] = { basis: r.basis, price: r.price, date: r.date, demo: r.demo };
    return out;
  }, [rows]);
  return { rows, byBasis, isPending: query.isPending };
}
