import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { ZOD_SCHEMA_CONTROLLER } from '../lib/zod-schema-controller.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyContextConfig {
    /** A JSON API route (app.ts marks them): answered with API_SECURITY_HEADERS instead of the page set. */
    jsonApi?: boolean;
  }
}

/**
 * What a JSON answer needs, fixed: never sniffed into HTML or script, never framed nor read by another origin,
 * HTTPS kept, no referrer. The page directives (CSP sources, COOP, origin-agent-cluster …) only mean something for
 * HTML, which keeps helmet's full set (the web app's pages and files, /docs, the not-found page).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Helmet's headers for these options, read once from a throwaway instance: they depend on nothing per request. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false, schemaController: ZOD_SCHEMA_CONTROLLER });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(res.headers).filter(([k, v]) => !skip.has(k) && typeof v === 'string')) as Record<string, string>;
}

/**
 * Security headers on every answer. @fastify/helmet builds helmet's middleware anew on every request through two
 * hooks (~50 µs of CPU per request in bench/list-asks' profile, on the hottest reads); the headers are constants of
 * the options, so they are computed once here (the same values helmet sends) and set by one synchronous hook.
 */
export const securityHeadersPlugin = fp(async (app, opts: { helmet: FastifyHelmetOptions }) => {
  const page = await helmetHeaders(opts.helmet);
  const pageEntries = Object.entries(page);
  const apiEntries = Object.entries(API_SECURITY_HEADERS);
  app.addHook('onRequest', (req, reply, done) => {
    // On the raw response, as helmet does: a hijacked reply (the live event stream) still sends them.
    for (const [name, value] of req.routeOptions.config?.jsonApi ? apiEntries : pageEntries) reply.raw.setHeader(name, value);
    done();
  });
});
