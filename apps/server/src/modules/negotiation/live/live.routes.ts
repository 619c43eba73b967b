import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveContract as c } from '@scrapbridge/domain/contract/live';
import { route } from '../../../lib/register-route.ts';
import { createLiveBus } from './live-bus.ts';
import { createStreamRegistry, type TOpenStream, type TStreamEndReason } from './live-streams.ts';

/** How often an idle stream sends a comment line, so proxies and load balancers keep it open. */
const HEARTBEAT_MS = 25_000;
/** setTimeout's longest delay (~24.8 days); a session living longer is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Live updates (issue 4, item 5): `GET /app-v2/live/stream` is a Server-Sent Events stream of the caller's quote
 * events (`event: quote`, data = ZLiveQuoteEvent): counter-offers, acceptances and deals reach the other party's
 * open page without a reload; the page refetches what the event names. EventSource sends the token cookie (the auth
 * plugin reads it when there is no Authorization header) and reconnects by itself.
 *
 * A stream lives no longer than its session (issue 13 item 7): logout and blocking on any instance reach this one as
 * a session notice (app.sessions, identity's session hub) and close the session's streams; its expiry closes it by
 * timer. The last event says why (`event: end`); the page then stops reconnecting. A user holds at most
 * LIVE_STREAMS_PER_USER streams on an instance (live-streams.ts).
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const bus = createLiveBus(app.deps.database, app.log);
  const streams = createStreamRegistry({ perUser: app.deps.config.liveStreamsPerUser });
  const stopEnded = app.sessions.onEnded((notice) => {
    for (const s of streams.matching((s) => app.sessions.concerns(notice, s))) s.end('signedOut');
  });
  // The instance's LISTEN came back after a drop: notices may have been missed, so ask the database.
  const stopResync = app.sessions.onResync(() => {
    const open = streams.all();
    app.sessions.liveSessionIds(open.map((s) => s.sessionId)).then(
      (live) => {
        for (const s of open) if (!live.has(s.sessionId)) s.end('signedOut');
      },
      (err: unknown) => app.log.warn({ err }, 'live streams: could not check their sessions after a reconnect'),
    );
  });
  app.addHook('onReady', async () => bus.start());
  app.addHook('onClose', async () => {
    stopEnded();
    stopResync();
    for (const s of streams.all()) s.end('signedOut');
    await bus.stop();
  });

  // The stream is written by hand (SSE); the registrar leaves a hijacked reply alone.
  route(app, c.stream, ({ req, reply, session }) => {
    const { userId, sessionId } = session;
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
      // The event's type names it: quote (negotiation), support (customer service, issue 16).
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    let expiry: NodeJS.Timeout | null = null;
    const armExpiry = () => {
      const left = session.expiresAt.getTime() - Date.now();
      expiry = setTimeout(() => (left > MAX_TIMER_MS ? armExpiry() : stream.end('expired')), Math.max(0, Math.min(left, MAX_TIMER_MS)));
      expiry.unref();
    };
    let open = true;
    const release = () => {
      if (!open) return false;
      open = false;
      clearInterval(heartbeat);
      if (expiry) clearTimeout(expiry);
      unsubscribe();
      streams.remove(stream);
      return true;
    };
    const stream: TOpenStream = {
      userId,
      sessionId,
      end: (reason: TStreamEndReason) => {
        if (!release()) return;
        res.end(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
      },
    };
    armExpiry();
    streams.add(stream);
    req.raw.on('close', release);
    res.on('error', release);
    return reply;
  });
};
