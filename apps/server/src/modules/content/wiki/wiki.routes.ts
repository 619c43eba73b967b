import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wikiContract as c } from '@scrapbridge/domain/contract/wiki';
import { route } from '../../../lib/register-route.ts';
import { getWikiAdminArticle } from './get-wiki-admin-article.ts';
import { getWikiArticle } from './get-wiki-article.ts';
import { listWikiAdminArticles } from './list-wiki-admin-articles.ts';
import { listWikiArticles } from './list-wiki-articles.ts';
import { listWikiCategories } from './list-wiki-categories.ts';
import { removeWikiArticle } from './remove-wiki-article.ts';
import { saveWikiArticle } from './save-wiki-article.ts';
import { wikiDetailPreview, wikiSitemapSource } from './wiki-page-preview.ts';

/** The scrap wiki (§1 knowledge hub, §2 /wiki and /wiki-detail) and its staff editing (packages/domain/src/contract/wiki.ts). */
export const wikiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  app.publicSite.registerPage('/wiki-detail', wikiDetailPreview);
  app.publicSite.registerSitemapSource(wikiSitemapSource);

  route(app, c.categories, ({ req, query }) => listWikiCategories({ db, lang: req.lang, keyword: query.keyword }));

  route(app, c.articles, ({ req, query }) => {
    const { pageNum, pageSize, category, keyword } = query;
    return listWikiArticles({ pageNum, pageSize, category, keyword, db, lang: req.lang });
  });

  route(app, c.article, ({ req, params }) => getWikiArticle({ db, lang: req.lang, slug: params.slug }));

  route(app, c.staffArticles, ({ req, query }) => {
    const { pageNum, pageSize, category, keyword, status } = query;
    return listWikiAdminArticles({ pageNum, pageSize, category, keyword, status, db, lang: req.lang });
  });

  route(app, c.staffArticle, ({ req, params }) => getWikiAdminArticle({ db, lang: req.lang, id: params.id }));

  route(app, c.createArticle, ({ req, session, body }) => saveWikiArticle({ ...body, deps, staffUserId: session.userId, lang: req.lang }));

  route(app, c.updateArticle, ({ req, session, params, body }) =>
    saveWikiArticle({ ...body, id: params.id, deps, staffUserId: session.userId, lang: req.lang }),
  );

  route(app, c.removeArticle, ({ session, params }) => removeWikiArticle({ db, staffUserId: session.userId, id: params.id }));
};
