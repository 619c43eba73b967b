import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { translate } from '@scrapbridge/domain/i18n';
import type { TRoute } from '@scrapbridge/domain/contract/define-route';
import type { TConfig } from './config.ts';
import type { TDatabase } from './db/client.ts';
import { pgRateLimitStore } from './lib/pg-rate-limit-store.ts';
import { ZOD_SCHEMA_CONTROLLER } from './lib/zod-schema-controller.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import type { TMailProvider, TSmsProvider } from './providers/types.ts';
import { registerModules } from './modules/index.ts';
import { createPublicSiteHooks, renderSpaPage } from './modules/content/index.ts';
import { wireSubscribers } from './events/subscribers.ts';

export type TAppDeps = {
  config: TConfig;
  database: TDatabase;
  mail: TMailProvider;
  sms: TSmsProvider;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    deps: TAppDeps;
    /** Every API route as registered, with the contract declaration it came from (contract-coverage test, security harness). */
    apiRoutes: TRegisteredRoute[];
  }
}

export type TRegisteredRoute = { method: string; url: string; contract: TRoute | undefined; trustedJson: boolean };

/** API paths never fall back to the SPA: an unknown API path is a 404 envelope, not index.html. */
const API_PATH = /^\/(app-v2|app-v3|saas-v1|ai-system|ai-chat|app-future|admin|recycle|docs|healthz)(\/|$)/;

/** Builds the app without listening (ARCHITECTURE.md: buildApp(config)); tests drive it through inject(). */
export async function buildApp(deps: TAppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.code'],
          },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Sign-in bodies are tiny; larger uploads use multipart routes with their own limits.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // zod's compilers from the start: Fastify's own JSON-schema ones are then never loaded (bench/startup).
    schemaController: ZOD_SCHEMA_CONTROLLER,
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route can publish: who acts on which domain event (events/subscribers.ts).
  wireSubscribers();
  app.decorate('deps', deps);
  app.decorate('apiRoutes', [] as TRegisteredRoute[]);
  // Before the modules: they register page previews, sitemap sources and /universe data sources on it.
  app.decorate('publicSite', createPublicSiteHooks());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(requestContextPlugin);
  await app.register(cookie);
  // Pages and JSON answers compressed for clients that accept it (issue 19 item 2: the landing's HTML, ~15 KB with its
  // inline CSS, and its list answers went uncompressed). Only these two types: the web build's scripts, styles and
  // SVG are served precompressed by @fastify/static (already encoded, so left alone here), files and PDFs are
  // compressed formats or ranged downloads, and the live and chat streams write to the socket themselves. Brotli at
  // quality 4: most of its gain for a fraction of the default's CPU on answers written per request.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(text\/html|application\/json)\b/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(securityHeadersPlugin, {
    // The pages' set (helmet's, computed once); JSON API routes get API_SECURITY_HEADERS (security-headers.ts).
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
  });
  // Only the routes that opt in are limited (sign-in, codes, contact, ask list); see their route config. The counters
  // live in PostgreSQL, so a limit holds across every instance on the database (lib/pg-rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: pgRateLimitStore(deps.database.db) });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.brand.en} API`, version: '0.1.0', description: 'Envelope { code, msg, data } (§7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list' },
    staticCSP: false,
    uiHooks: {},
  });
  await app.register(authPlugin, { sessionCacheSeconds: config.sessionCacheSeconds });
  // Authorization guards API data. Routes outside the API prefixes are the built web app's files and
  // crawler files (sitemap, robots): public by design, whoever registers them (e.g. @fastify/static).
  app.addHook('onRoute', (route) => {
    if (!API_PATH.test(route.url)) route.config = { ...(route.config ?? {}), public: true };
    // JSON answers get the API's security headers, pages helmet's (security-headers.ts); /docs is the OpenAPI UI's HTML.
    else if (!route.url.startsWith('/docs')) route.config = { ...(route.config ?? {}), jsonApi: true };
    if (API_PATH.test(route.url) && !route.url.startsWith('/docs')) {
      for (const method of [route.method].flat()) {
        // HEAD answers of GET routes are Fastify's own; a HEAD declared in the contract (the tus offset) is an API route.
        if (method !== 'HEAD' || route.config?.contract?.method === 'HEAD') app.apiRoutes.push({ method, url: route.url, contract: route.config?.contract, trustedJson: route.config?.trustedJson === true });
      }
    }
  });

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    try {
      await deps.database.db.execute('select 1');
      return { status: 'ok', db: deps.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', db: deps.database.kind });
    }
  });

  await registerModules(app);

  const indexHtml = path.join(config.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  // Read once: a deploy restarts the server with the new build (its asset names change with every build).
  const spaTemplate = hasWeb ? fs.readFileSync(indexHtml, 'utf8') : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      // One wildcard route that looks the file up when asked (a missing one falls to the page fallback below), rather
      // than a route per file of the build: with its .br/.gz siblings that was hundreds of routes and a directory walk
      // at every start (bench/startup).
      wildcard: true,
      // As the per-file routes were: no dot files (the build's .vite manifest) and no directories ('/' is the page
      // fallback's, which writes the page's head) — both go to the not-found handler below.
      dotfiles: 'ignore',
      allowedPath: (pathname) => !pathname.endsWith('/'),
      index: false,
      // The web build writes .br/.gz beside every text asset; serve them to clients that accept them.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated so a deploy shows at once.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(url) && !path.extname(url);
    if (wantsPage && spaTemplate) {
      // History-mode fallback (§2): every client route is served index.html, with the page's share preview
      // (title, Open Graph tags) written into its head.
      const acceptLanguage = req.headers['accept-language'];
      const html = await renderSpaPage({
        deps,
        hooks: app.publicSite,
        template: spaTemplate,
        url: req.url,
        acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
        chosenLang: req.cookies.lang,
        signedIn: Boolean(req.cookies.token),
        log: req.log,
      });
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply
      .status(404)
      .send({ code: ErrorCode.NotFound, msg: translate(req.lang, 'errors.routeNotFound'), data: null });
  });

  return app;
}
