import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveContract as c } from '@scrapbridge/domain/contract/live';
import { route } from '../../../lib/register-route.ts';
import { createLiveBus } from './live-bus.ts';

/** How often an idle stream sends a comment line, so proxies and load balancers keep it open. */
const HEARTBEAT_MS = 25_000;

/**
 * Live updates (issue 4, item 5): `GET /app-v2/live/stream` is a Server-Sent Events stream of the caller's quote
 * events (`event: quote`, data = ZLiveQuoteEvent): counter-offers, acceptances and deals reach the other party's
 * open page without a reload; the page refetches what the event names. EventSource sends the token cookie (the auth
 * plugin reads it when there is no Authorization header) and reconnects by itself.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const bus = createLiveBus(app.deps.database, app.log);
  app.addHook('onReady', async () => bus.start());
  app.addHook('onClose', async () => bus.stop());

  // The stream is written by hand (SSE); the registrar leaves a hijacked reply alone.
  route(app, c.stream, ({ req, reply, session }) => {
    const { userId } = session;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\nevent: ready\ndata: {}\n\n');
    const unsubscribe = bus.subscribe(userId, (event) => {
      res.write(`event: quote\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    req.raw.on('close', end);
    res.on('error', end);
    return reply;
  });
};
