import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogContract as c } from '@scrapbridge/domain/contract/catalog';
import { route } from '../../lib/register-route.ts';
import { countryCodesOf } from './country-codes.ts';
import { listCategories } from './list-categories.ts';
import { listDictData } from './list-dict-data.ts';
import { listDictDataBatch } from './list-dict-data-batch.ts';
import { listQuoteMethods } from './list-quote-methods.ts';
import { searchPorts } from './search-ports.ts';

/**
 * The catalogue (§3 Category, Dictionary data, Quote method; §7; declared in packages/domain/src/contract/catalog.ts).
 * Public: it is reference data the home page's recommended asks and the sign-up profile form need before anyone
 * signs in.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // /universe names the countries of users.country_id through this area's dictionary.
  app.publicSite.countryCodes = countryCodesOf;

  route(app, c.categories, ({ req, query }) => listCategories({ ...query, db, lang: req.lang }));

  route(app, c.dictData, ({ req, query }) => listDictData({ db, lang: req.lang, dictType: query.dictType }));

  route(app, c.dictBatch, ({ req, body }) => listDictDataBatch({ db, lang: req.lang, dictTypes: body.dictTypes }));

  route(app, c.ports, ({ req, body }) => searchPorts({ ...body, db, lang: req.lang }));

  route(app, c.quoteMethods, ({ req, query }) => listQuoteMethods({ db, lang: req.lang, market: query.market }));
};
