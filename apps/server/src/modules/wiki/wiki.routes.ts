import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, listOf, ZNoData } from '@scrapbridge/domain/api';
import { ZIdParams } from '@scrapbridge/domain/site';
import {
  ZSlugParams,
  ZWikiAdminArticle,
  ZWikiAdminListQuery,
  ZWikiAdminRow,
  ZWikiArticle,
  ZWikiArticleListQuery,
  ZWikiArticleRow,
  ZWikiArticleUpdate,
  ZWikiArticleWrite,
  ZWikiCategory,
} from '@scrapbridge/domain/wiki';
import { requireSession } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { getWikiAdminArticle } from './get-wiki-admin-article.ts';
import { getWikiArticle } from './get-wiki-article.ts';
import { listWikiAdminArticles } from './list-wiki-admin-articles.ts';
import { listWikiArticles } from './list-wiki-articles.ts';
import { listWikiCategories } from './list-wiki-categories.ts';
import { removeWikiArticle } from './remove-wiki-article.ts';
import { saveWikiArticle } from './save-wiki-article.ts';
import { wikiDetailPreview, wikiSitemapSource } from './wiki-page-preview.ts';

/** The scrap wiki (§1 knowledge hub, §2 /wiki and /wiki-detail) and its staff editing. */
export const wikiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  app.publicSite.registerPage('/wiki-detail', wikiDetailPreview);
  app.publicSite.registerSitemapSource(wikiSitemapSource);

  app.get(
    '/app-v2/wiki/categories',
    {
      config: { public: true },
      schema: { tags: ['wiki'], summary: 'Wiki categories with published article counts', response: { 200: envelopeOf(listOf(ZWikiCategory)) } },
    },
    async (req) => ok(req, await listWikiCategories({ db, lang: req.lang })),
  );

  app.get(
    '/app-v2/wiki/articles',
    {
      config: { public: true },
      schema: {
        tags: ['wiki'],
        summary: 'Published articles: category filter, keyword search in zh or en, pagination (no bodies)',
        querystring: ZWikiArticleListQuery,
        response: { 200: envelopeOf(listOf(ZWikiArticleRow)) },
      },
    },
    async (req) => {
      const { pageNum, pageSize, category, keyword } = req.query;
      const result = await listWikiArticles({ pageNum, pageSize, category, keyword, db, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/wiki/articles/:slug',
    {
      config: { public: true },
      schema: { tags: ['wiki'], summary: 'One published article with both bodies (sanitized HTML)', params: ZSlugParams, response: { 200: envelopeOf(ZWikiArticle) } },
    },
    async (req) => ok(req, await getWikiArticle({ db, lang: req.lang, slug: req.params.slug })),
  );

  app.get(
    '/admin/wiki/articles',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'All articles, drafts included (staff)',
        querystring: ZWikiAdminListQuery,
        response: { 200: envelopeOf(listOf(ZWikiAdminRow)) },
      },
    },
    async (req) => {
      const { pageNum, pageSize, category, keyword, status } = req.query;
      const result = await listWikiAdminArticles({ pageNum, pageSize, category, keyword, status, db, lang: req.lang });
      return ok(req, result);
    },
  );

  app.get(
    '/admin/wiki/articles/:id',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'One article for editing (staff)', params: ZIdParams, response: { 200: envelopeOf(ZWikiAdminArticle) } },
    },
    async (req) => ok(req, await getWikiAdminArticle({ db, lang: req.lang, id: req.params.id })),
  );

  app.post(
    '/admin/wiki/articles',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'Create an article; bodies are sanitized (staff)', body: ZWikiArticleWrite, response: { 200: envelopeOf(ZWikiAdminArticle) } },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await saveWikiArticle({ ...req.body, deps, staffUserId: userId, lang: req.lang });
      return ok(req, result);
    },
  );

  app.put(
    '/admin/wiki/articles/:id',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Replace an article at the version read (110801 when changed meanwhile) (staff)',
        params: ZIdParams,
        body: ZWikiArticleUpdate,
        response: { 200: envelopeOf(ZWikiAdminArticle) },
      },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await saveWikiArticle({ ...req.body, id: req.params.id, deps, staffUserId: userId, lang: req.lang });
      return ok(req, result);
    },
  );

  app.delete(
    '/admin/wiki/articles/:id',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'Delete an article (staff)', params: ZIdParams, response: { 200: envelopeOf(ZNoData) } },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await removeWikiArticle({ db, staffUserId: userId, id: req.params.id });
      return ok(req, result);
    },
  );
};
