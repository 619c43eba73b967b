import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, listOf, ZNoData } from '@scrapbridge/domain/api';
import {
  ZContactListQuery,
  ZContactMessage,
  ZContactRequest,
  ZIdParams,
  ZNewsItem,
  ZNewsListQuery,
  ZNewsWriteRequest,
  ZPartnerStory,
  ZSiteConfig,
  ZStoryWriteRequest,
  ZUniverse,
} from '@scrapbridge/domain/site';
import { requireSession } from '../../plugins/auth.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { ok } from '../../lib/envelope.ts';
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

/** The public site (§1, §2, §3, §5, §7 /contact/save), its staff side, and the crawler files. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const hooks = app.publicSite;
  const universeCache = createUniverseCache();
  // Per client IP, like sign-in: the form is public and each message mails the operator.
  const contactLimit = { max: deps.config.rateLimit.contactPerMinute, timeWindow: '1 minute' };

  // ----- public -------------------------------------------------------------------------------------------------

  app.get(
    '/app-v2/site/config',
    {
      config: { public: true },
      schema: { tags: ['site'], summary: 'Landing figures, brand, contacts, ICP record and links (§1, §2)', response: { 200: envelopeOf(ZSiteConfig) } },
    },
    async (req) => ok(req, getSiteConfig({ config: deps.config, lang: req.lang })),
  );

  app.get(
    '/app-v2/site/news',
    {
      config: { public: true },
      schema: {
        tags: ['site'],
        summary: 'Published news, newest first (§3 News item)',
        querystring: ZNewsListQuery,
        response: { 200: envelopeOf(listOf(ZNewsItem)) },
      },
    },
    async (req) => {
      const { pageNum, pageSize } = req.query;
      const result = await listNews({ pageNum, pageSize, db, lang: req.lang, includeDrafts: false });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/site/stories',
    {
      config: { public: true },
      schema: { tags: ['site'], summary: 'Published partner stories in staff order (§2)', response: { 200: envelopeOf(listOf(ZPartnerStory)) } },
    },
    async (req) => {
      const result = await listPartnerStories({ db, lang: req.lang, includeDrafts: false });
      return ok(req, result);
    },
  );

  app.get(
    '/app-v2/site/universe',
    {
      config: { public: true },
      schema: { tags: ['site'], summary: 'Countries of sellers and buyers and trade lanes, from live data (§2 /universe)', response: { 200: envelopeOf(ZUniverse) } },
    },
    async (req) => {
      const result = await getUniverse({ db, hooks, cache: universeCache });
      return ok(req, result);
    },
  );

  app.post(
    '/app-v2/contact/save',
    {
      config: { public: true, rateLimit: contactLimit },
      schema: {
        tags: ['site'],
        summary: 'Send the contact form (§5: values as entered; lengths bounded)',
        body: ZContactRequest,
        response: { 200: envelopeOf(ZNoData) },
      },
    },
    async (req) => {
      const result = await saveContactMessage({ ...req.body, deps, lang: req.lang, client: clientInfo(req), userId: req.session?.userId ?? null });
      return ok(req, result);
    },
  );

  app.get('/robots.txt', { config: { public: true }, schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(buildRobots({ config: deps.config })),
  );

  app.get('/sitemap.xml', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    const xml = await buildSitemap({ deps, hooks });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  // ----- staff: news and stories --------------------------------------------------------------------------------

  app.get(
    '/admin/site/news',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'All news, drafts included (staff)', querystring: ZNewsListQuery, response: { 200: envelopeOf(listOf(ZNewsItem)) } },
    },
    async (req) => {
      const { pageNum, pageSize } = req.query;
      const result = await listNews({ pageNum, pageSize, db, lang: req.lang, includeDrafts: true });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/site/news',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'Create a news item (staff)', body: ZNewsWriteRequest, response: { 200: envelopeOf(ZNewsItem) } },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await saveNewsItem({ ...req.body, deps, staffUserId: userId, lang: req.lang });
      return ok(req, result);
    },
  );

  app.put(
    '/admin/site/news/:id',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'Replace a news item (staff)', params: ZIdParams, body: ZNewsWriteRequest, response: { 200: envelopeOf(ZNewsItem) } },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await saveNewsItem({ ...req.body, id: req.params.id, deps, staffUserId: userId, lang: req.lang });
      return ok(req, result);
    },
  );

  app.delete(
    '/admin/site/news/:id',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'Delete a news item (staff)', params: ZIdParams, response: { 200: envelopeOf(ZNoData) } },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await removeNewsItem({ db, staffUserId: userId, id: req.params.id });
      return ok(req, result);
    },
  );

  app.get(
    '/admin/site/stories',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'All partner stories, drafts included (staff)', response: { 200: envelopeOf(listOf(ZPartnerStory)) } },
    },
    async (req) => {
      const result = await listPartnerStories({ db, lang: req.lang, includeDrafts: true });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/site/stories',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'Create a partner story (staff)', body: ZStoryWriteRequest, response: { 200: envelopeOf(ZPartnerStory) } },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await savePartnerStory({ ...req.body, deps, staffUserId: userId, lang: req.lang });
      return ok(req, result);
    },
  );

  app.put(
    '/admin/site/stories/:id',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'Replace a partner story (staff)', params: ZIdParams, body: ZStoryWriteRequest, response: { 200: envelopeOf(ZPartnerStory) } },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await savePartnerStory({ ...req.body, id: req.params.id, deps, staffUserId: userId, lang: req.lang });
      return ok(req, result);
    },
  );

  app.delete(
    '/admin/site/stories/:id',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'Delete a partner story (staff)', params: ZIdParams, response: { 200: envelopeOf(ZNoData) } },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await removePartnerStory({ db, staffUserId: userId, id: req.params.id });
      return ok(req, result);
    },
  );

  // ----- staff: contact inbox -----------------------------------------------------------------------------------

  app.get(
    '/admin/contact/messages',
    {
      config: { staff: true },
      schema: {
        tags: ['admin'],
        summary: 'Contact-form messages, newest first (staff inbox)',
        querystring: ZContactListQuery,
        response: { 200: envelopeOf(listOf(ZContactMessage)) },
      },
    },
    async (req) => {
      const { pageNum, pageSize, status } = req.query;
      const { userId } = requireSession(req);
      const result = await listContactMessages({ pageNum, pageSize, status, db, staffUserId: userId });
      return ok(req, result);
    },
  );

  app.post(
    '/admin/contact/messages/:id/handled',
    {
      config: { staff: true },
      schema: { tags: ['admin'], summary: 'Mark a contact message handled (staff)', params: ZIdParams, response: { 200: envelopeOf(ZContactMessage) } },
    },
    async (req) => {
      const { userId } = requireSession(req);
      const result = await markContactHandled({ db, staffUserId: userId, id: req.params.id });
      return ok(req, result);
    },
  );
};
