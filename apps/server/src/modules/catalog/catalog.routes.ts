import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, listOf } from '@scrapbridge/domain/api';
import {
  ZCategory,
  ZCategoryListQuery,
  ZDictBatchRequest,
  ZDictBatchResponse,
  ZDictData,
  ZDictListQuery,
  ZPortSearchRequest,
} from '@scrapbridge/domain/catalog';
import { ZQuoteMethod, ZQuoteMethodListQuery } from '@scrapbridge/domain/quote-method';
import { ok } from '../../lib/envelope.ts';
import { listCategories } from './list-categories.ts';
import { listDictData } from './list-dict-data.ts';
import { listDictDataBatch } from './list-dict-data-batch.ts';
import { listQuoteMethods } from './list-quote-methods.ts';
import { searchPorts } from './search-ports.ts';

/**
 * The catalogue (§3 Category, Dictionary data, Quote method; §7). Public: it is reference data the home page's
 * recommended asks and the sign-up profile form need before anyone signs in.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/app-v2/sys/category/list',
    {
      config: { public: true },
      schema: {
        tags: ['catalog'],
        summary: 'Scrap categories: parentId 0 the families, a family id its grades, none the whole tree',
        querystring: ZCategoryListQuery,
        response: { 200: envelopeOf(listOf(ZCategory)) },
      },
    },
    async (req) => {
      const result = await listCategories({ ...req.query, db, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/system/dict/data/list',
    {
      config: { public: true },
      schema: {
        tags: ['catalog'],
        summary: 'One dictionary: Country, biz_prescription (872 = Until Sold, others hours), PORT, DESTINATION PORT, RAMP',
        querystring: ZDictListQuery,
        response: { 200: envelopeOf(listOf(ZDictData)) },
      },
    },
    async (req) => {
      const result = await listDictData({ db, lang: req.lang, dictType: req.query.dictType });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/dictData/getDictDataList',
    {
      config: { public: true },
      schema: {
        tags: ['catalog'],
        summary: 'Several dictionaries at once, keyed by dictType',
        body: ZDictBatchRequest,
        response: { 200: envelopeOf(ZDictBatchResponse) },
      },
    },
    async (req) => {
      const result = await listDictDataBatch({ db, lang: req.lang, dictTypes: req.body.dictTypes });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/dict/data/portDictList',
    {
      config: { public: true },
      schema: {
        tags: ['catalog'],
        summary: 'Search ports and ramps by name or UN/LOCODE, optionally in one country',
        body: ZPortSearchRequest,
        response: { 200: envelopeOf(listOf(ZDictData)) },
      },
    },
    async (req) => {
      const result = await searchPorts({ ...req.body, db, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/quote/method/list',
    {
      config: { public: true },
      schema: {
        tags: ['catalog'],
        summary: 'Quote methods (FIXED, LME, CMX, SHCU, CJCU, JLCU, BTAL) with formula support and deduction',
        querystring: ZQuoteMethodListQuery,
        response: { 200: envelopeOf(listOf(ZQuoteMethod)) },
      },
    },
    async (req) => {
      const result = await listQuoteMethods({ db, lang: req.lang, market: req.query.market });
      return ok(req, result);
    },
  );
};
