import Fastify, { type FastifyInstance } from 'fastify';
import type { TMarket } from '@scrapbridge/domain/market';
import { searchPatternsOf } from '@scrapbridge/domain/material-search';
import { buyerAskListStatement, type TBuyerAskFilters } from '../../apps/server/src/modules/asks/asks.repository.ts';
import { LIST_PATH } from './scenarios.ts';

/** Runs one statement with $n parameters: a pg Pool's query() or the PGlite instance's query(). */
export type TRawQuery = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const int = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const str = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);

/**
 * The same inputs as the app's query string, turned into the repository's filters with no validation, no
 * session lookup, no presenter and no response schema: the least a handler can do to answer the list.
 */
export function filtersOfQuery(q: Record<string, string | undefined>, header: string | undefined, viewerUserId: string): TBuyerAskFilters {
  const market = (str(q.market) ?? (header === 'cn' || header === 'intl' ? header : 'intl')) as TMarket;
  const pageSize = int(q.pageSize) ?? 20;
  return {
    viewerUserId,
    market,
    scope: q.scope === 'all' ? 'all' : 'open',
    categoryId: int(q.categoryId),
    subCategoryId: int(q.subCategoryId),
    originCountryId: int(q.originCountryId),
    loadingCountryId: int(q.loadingCountryId),
    portId: int(q.portId),
    quoteType: str(q.quoteType),
    weightMinMt: str(q.weightMin),
    weightMaxMt: str(q.weightMax),
    searchPatterns: searchPatternsOf(q.keyword),
    sort: (str(q.sort) as TBuyerAskFilters['sort'] | undefined) ?? 'newest',
    order: q.order === 'asc' ? 'asc' : 'desc',
    limit: pageSize,
    offset: ((int(q.pageNum) ?? 1) - 1) * pageSize,
  };
}

/**
 * The baseline: bare Fastify answering GET /app-v2/ask/list/buyer with the rows of the same SQL text and
 * parameters as the app's statement (buyerAskListStatement), in the same { code, msg, data: { rows, total } } shape.
 */
export async function buildBareServer(opts: { query: TRawQuery; viewerUserId: string }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get(LIST_PATH, async (req) => {
    const header = req.headers['market'];
    const f = filtersOfQuery(req.query as Record<string, string | undefined>, Array.isArray(header) ? header[0] : header, opts.viewerUserId);
    const { text, params } = buyerAskListStatement(f);
    const res = await opts.query(text, params);
    const total = Number(res.rows[0]?.total ?? 0);
    return { code: 200, msg: 'OK', data: { rows: res.rows.filter((r) => r.id !== null), total } };
  });
  await app.ready();
  return app;
}
