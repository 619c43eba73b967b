import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketPricesContract as c } from '@scrapbridge/domain/contract/market-prices';
import { route } from '../../../lib/register-route.ts';
import { followPrice, updatePriceFollow } from './follow-price.ts';
import { getPriceItem } from './get-price-item.ts';
import { importPriceCsv, importPriceXlsx } from './import-prices.ts';
import { listCategoryGroups } from './list-category-groups.ts';
import { listFirmQuotes, listSoldHistory } from './list-grade-market.ts';
import { listPriceFollows } from './list-price-follows.ts';
import { listPriceItems, listStaffPriceItems } from './list-price-items.ts';
import { getPriceGrid, savePriceGrid } from './price-grid.ts';
import { renderPriceHistoryCsv } from './price-history-csv.ts';
import { getPriceHistory } from './price-history.ts';
import { retirePriceItem } from './retire-price-item.ts';
import { savePriceItem } from './save-price-item.ts';
import { unfollowPrice } from './unfollow-price.ts';

/**
 * The market price list (issue 14; declared in packages/domain/src/contract/market-prices.ts): public list, detail,
 * history and CSV, sold history, live firm quotes (§2, §7 /saas-v1); follows (signed in); price management (staff).
 */
export const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.categoryGroups, ({ query }) => listCategoryGroups({ db, market: query.market }));

  // The two hottest public reads (bench/prices): answers built field by field by the typed presenters, written with
  // JSON.stringify rather than encoded through the response schema (a 5-year history is ~1,800 points).
  route(app, c.list, ({ session, query }) => listPriceItems({ db, viewerId: session?.userId ?? null, query }), { trustedJson: true });

  route(app, c.detail, ({ session, params, query }) => getPriceItem({ db, id: params.id, viewerId: session?.userId ?? null, unit: query.unit }));

  route(app, c.history, ({ session, params, query }) => getPriceHistory({ db, id: params.id, viewerId: session?.userId ?? null, query }), { trustedJson: true });

  route(app, c.historyCsv, async ({ req, reply, session, params, query }) => {
    const { fileName, body } = await renderPriceHistoryCsv({ db, id: params.id, viewerId: session?.userId ?? null, query, lang: req.lang });
    return reply
      .status(200)
      .headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'cache-control': 'no-store',
        'content-length': String(body.length),
      })
      .send(body);
  });

  route(app, c.soldHistory, ({ session, params }) => listSoldHistory({ db, id: params.id, viewerId: session?.userId ?? null }));

  route(app, c.firmQuotes, ({ session, params }) => listFirmQuotes({ db, id: params.id, viewerId: session?.userId ?? null }));

  route(app, c.follows, ({ session }) => listPriceFollows({ db, userId: session.userId }));

  route(app, c.follow, ({ session, body }) => followPrice({ db, userId: session.userId, input: body }));

  route(app, c.updateFollow, ({ session, body }) => updatePriceFollow({ db, userId: session.userId, input: body }));

  route(app, c.unfollow, ({ session, params }) => unfollowPrice({ db, userId: session.userId, kind: params.kind, key: params.key }));

  route(app, c.staffItems, ({ query }) => listStaffPriceItems({ db, query }));

  route(app, c.createItem, ({ session, body }) => savePriceItem({ db, staffUserId: session.userId, input: body }));

  route(app, c.updateItem, ({ session, params, body }) => savePriceItem({ db, staffUserId: session.userId, id: params.id, input: body }));

  route(app, c.retireItem, ({ session, params, body }) => retirePriceItem({ db, staffUserId: session.userId, id: params.id, retired: body.retired }));

  route(app, c.grid, ({ query }) => getPriceGrid({ db, ...query }));

  route(app, c.saveGrid, ({ session, body }) => savePriceGrid({ db, staffUserId: session.userId, input: body }));

  route(app, c.importCsv, ({ session, body }) => importPriceCsv({ db, staffUserId: session.userId, csv: body.csv }));

  route(app, c.importXlsx, ({ session, body }) => importPriceXlsx({ db, staffUserId: session.userId, xlsx: body.xlsx }));
};
