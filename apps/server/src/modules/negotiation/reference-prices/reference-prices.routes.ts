import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referencePricesContract as c } from '@scrapbridge/domain/contract/reference-prices';
import { route } from '../../../lib/register-route.ts';
import { importReferencePrices } from './import-reference-prices.ts';
import { latestReferencePrices } from './latest-reference-prices.ts';
import { listReferencePrices } from './list-reference-prices.ts';
import { removeReferencePrice } from './remove-reference-price.ts';
import { saveReferencePrice } from './save-reference-price.ts';

/** Reference prices (daily settlement per basis) that quotes are ranked at: staff CRUD and CSV import, latest for all. */
export const referencePricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.latest, async () => ({ rows: (await latestReferencePrices({ db })).rows }));

  route(app, c.list, ({ query }) => listReferencePrices({ db, ...query }));

  route(app, c.create, ({ session, body }) => saveReferencePrice({ db, staffUserId: session.userId, input: body }));

  route(app, c.update, ({ session, params, body }) => saveReferencePrice({ db, staffUserId: session.userId, id: params.id, input: body }));

  route(app, c.remove, async ({ session, params }) => {
    await removeReferencePrice({ db, staffUserId: session.userId, id: params.id });
    return null;
  });

  route(app, c.import, ({ req, session, body }) => importReferencePrices({ db, staffUserId: session.userId, csv: body.csv, lang: req.lang }));
};
