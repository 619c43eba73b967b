import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ZNoData } from '@scrapbridge/domain/api';
import {
  ZLatestReferencePrices,
  ZReferencePrice,
  ZReferencePriceImportRequest,
  ZReferencePriceImportResult,
  ZReferencePriceInput,
  ZReferencePriceListQuery,
  ZReferencePricePage,
  ZReferencePriceParams,
} from '@scrapbridge/domain/quotes/reference-price';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { importReferencePrices } from './import-reference-prices.ts';
import { latestReferencePrices } from './latest-reference-prices.ts';
import { listReferencePrices } from './list-reference-prices.ts';
import { removeReferencePrice } from './remove-reference-price.ts';
import { saveReferencePrice } from './save-reference-price.ts';

/** Reference prices (daily settlement per basis) that quotes are ranked at: staff CRUD and CSV import, latest for all. */
export const referencePricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/app-v2/reference-price/latest',
    { schema: { tags: ['reference-prices'], summary: 'The latest settlement of every basis (what the quote ranking uses)', response: { 200: envelopeOf(ZLatestReferencePrices) } } },
    async (req) => ok(req, { rows: (await latestReferencePrices({ db })).rows }),
  );

  app.get(
    '/admin/reference-price',
    {
      config: { staff: true },
      schema: { tags: ['reference-prices'], summary: 'Reference prices, newest day first (staff)', querystring: ZReferencePriceListQuery, response: { 200: envelopeOf(ZReferencePricePage) } },
    },
    async (req) => ok(req, await listReferencePrices({ db, ...req.query })),
  );

  app.post(
    '/admin/reference-price',
    {
      config: { staff: true },
      schema: { tags: ['reference-prices'], summary: 'Enter a daily settlement (staff)', body: ZReferencePriceInput, response: { 200: envelopeOf(ZReferencePrice) } },
    },
    async (req) => ok(req, await saveReferencePrice({ db, staffUserId: requireSession(req).userId, input: req.body })),
  );

  app.put(
    '/admin/reference-price/:id',
    {
      config: { staff: true },
      schema: {
        tags: ['reference-prices'],
        summary: 'Correct a daily settlement (staff)',
        params: ZReferencePriceParams,
        body: ZReferencePriceInput,
        response: { 200: envelopeOf(ZReferencePrice) },
      },
    },
    async (req) => ok(req, await saveReferencePrice({ db, staffUserId: requireSession(req).userId, id: req.params.id, input: req.body })),
  );

  app.delete(
    '/admin/reference-price/:id',
    {
      config: { staff: true },
      schema: { tags: ['reference-prices'], summary: 'Delete a settlement (staff)', params: ZReferencePriceParams, response: { 200: envelopeOf(ZNoData) } },
    },
    async (req) => {
      await removeReferencePrice({ db, staffUserId: requireSession(req).userId, id: req.params.id });
      return ok(req, null);
    },
  );

  app.post(
    '/admin/reference-price/import',
    {
      config: { staff: true },
      schema: {
        tags: ['reference-prices'],
        summary: 'Import settlements from CSV text: basis,date,price[,source] (staff; all or nothing)',
        body: ZReferencePriceImportRequest,
        response: { 200: envelopeOf(ZReferencePriceImportResult) },
      },
    },
    async (req) => ok(req, await importReferencePrices({ db, staffUserId: requireSession(req).userId, csv: req.body.csv, lang: req.lang })),
  );
};
