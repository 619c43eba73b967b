import Fastify, { type FastifyInstance } from 'fastify';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';
import { searchPatternsOf } from '@scrapbridge/domain/material-search';
import { toAskCard } from '../../apps/server/src/modules/listings/asks/ask-presenter.ts';
import { buyerAskListStatement, type TAskCardRow, type TBuyerAskFilters } from '../../apps/server/src/modules/listings/asks/asks.repository.ts';
import { LIST_PATH } from './scenarios.ts';

/** Runs one statement with $n parameters: a pg Pool's query() or the PGlite instance's query(). */
export type TRawQuery = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const int = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const str = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);

/**
 * The same inputs as the app's query string, turned into the repository's filters with no validation and no
 * session lookup: the least a handler can do to know what to ask the database.
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
    followedOnly: q.followed === '3',
    sort: (str(q.sort) as TBuyerAskFilters['sort'] | undefined) ?? 'newest',
    order: q.order === 'asc' ? 'asc' : 'desc',
    limit: pageSize,
    offset: ((int(q.pageNum) ?? 1) - 1) * pageSize,
  };
}

/**
 * The baseline: bare Fastify answering GET /app-v2/ask/list/buyer with the same SQL text and parameters as the
 * app's statement (buyerAskListStatement), turned into the same JSON the app answers — { code, msg, data: { rows,
 * total } } with every row the §2 card of the shared presenter (toAskCard), in the appLang header's language — and
 * written with plain JSON.stringify. What it leaves out is what the app adds around that: the session lookup, query
 * validation, the request-context and security-header hooks, the localized envelope message, error handling.
 */
export async function buildBareServer(opts: { query: TRawQuery; viewerUserId: string }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get(LIST_PATH, async (req, reply) => {
    const header = req.headers['market'];
    const lang: TLang = req.headers['applang'] === 'zh-CN' ? 'zh' : 'en';
    const f = filtersOfQuery(req.query as Record<string, string | undefined>, Array.isArray(header) ? header[0] : header, opts.viewerUserId);
    const { text, params } = buyerAskListStatement(f);
    const res = (await opts.query(text, params)) as unknown as { rows: TAskCardRow[] };
    const total = Number(res.rows[0]?.total ?? 0);
    const rows = res.rows.filter((r) => r.id !== null).map((r) => toAskCard(r, lang, { showRefuseReason: false }));
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ code: 200, msg: 'OK', data: { total, rows } }));
  });
  await app.ready();
  return app;
}
