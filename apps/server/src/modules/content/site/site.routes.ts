import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteContract as c } from '@scrapbridge/domain/contract/site';
import { clientInfo } from '../../../lib/client-info.ts';
import { route } from '../../../lib/register-route.ts';
import { buildRobots } from './build-robots.ts';
import { buildSitemap } from './build-sitemap.ts';
import { createUniverseCache, getUniverse } from './get-universe.ts';
import { getSiteConfig } from './get-site-config.ts';
import { listContactMessages } from './list-contact-messages.ts';
import { listNews } from './list-news.ts';
import { listPartnerStories } from './list-partner-stories.ts';
import { markContactHandled } from './mark-contact-handled.ts';
import { removeNewsItem } from './remove-news-item.ts';
import { removePartnerStory } from './remove-partner-story.ts';
import { saveContactMessage } from './save-contact-message.ts';
import { saveNewsItem } from './save-news-item.ts';
import { savePartnerStory } from './save-partner-story.ts';

/** The public site (§1, §2, §3, §5, §7 /contact/save), its staff side (declared in packages/domain/src/contract/site.ts), and the crawler files. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const hooks = app.publicSite;
  const universeCache = createUniverseCache();
  // Per client IP, like sign-in: the form is public and each message mails the operator.
  const contactLimit = { max: deps.config.rateLimit.contactPerMinute, timeWindow: '1 minute' };

  // ----- public -------------------------------------------------------------------------------------------------

  route(app, c.config, ({ req }) => getSiteConfig({ config: deps.config, lang: req.lang }));

  route(app, c.news, ({ req, query }) => listNews({ pageNum: query.pageNum, pageSize: query.pageSize, db, lang: req.lang, includeDrafts: false }));

  route(app, c.stories, ({ req }) => listPartnerStories({ db, lang: req.lang, includeDrafts: false }));

  route(app, c.universe, () => getUniverse({ db, hooks, cache: universeCache }));

  route(
    app,
    c.contact,
    ({ req, session, body }) => saveContactMessage({ ...body, deps, lang: req.lang, client: clientInfo(req), userId: session?.userId ?? null }),
    { config: { rateLimit: contactLimit } },
  );

  // Crawler files: pages, not API routes (no contract declaration).
  app.get('/robots.txt', { config: { public: true }, schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(buildRobots({ config: deps.config })),
  );

  app.get('/sitemap.xml', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    const xml = await buildSitemap({ deps, hooks });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  // ----- staff: news and stories --------------------------------------------------------------------------------

  route(app, c.staffNews, ({ req, query }) => listNews({ pageNum: query.pageNum, pageSize: query.pageSize, db, lang: req.lang, includeDrafts: true }));

  route(app, c.createNews, ({ req, session, body }) => saveNewsItem({ ...body, deps, staffUserId: session.userId, lang: req.lang }));

  route(app, c.updateNews, ({ req, session, params, body }) => saveNewsItem({ ...body, id: params.id, deps, staffUserId: session.userId, lang: req.lang }));

  route(app, c.removeNews, ({ session, params }) => removeNewsItem({ db, staffUserId: session.userId, id: params.id }));

  route(app, c.staffStories, ({ req }) => listPartnerStories({ db, lang: req.lang, includeDrafts: true }));

  route(app, c.createStory, ({ req, session, body }) => savePartnerStory({ ...body, deps, staffUserId: session.userId, lang: req.lang }));

  route(app, c.updateStory, ({ req, session, params, body }) =>
    savePartnerStory({ ...body, id: params.id, deps, staffUserId: session.userId, lang: req.lang }),
  );

  route(app, c.removeStory, ({ session, params }) => removePartnerStory({ db, staffUserId: session.userId, id: params.id }));

  // ----- staff: contact inbox -----------------------------------------------------------------------------------

  route(app, c.contactMessages, ({ session, query }) =>
    listContactMessages({ pageNum: query.pageNum, pageSize: query.pageSize, status: query.status, db, staffUserId: session.userId }),
  );

  route(app, c.markContactHandled, ({ session, params }) => markContactHandled({ db, staffUserId: session.userId, id: params.id }));
};
