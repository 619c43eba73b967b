import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../lib/tokens.ts';
import { seedDemoTrust } from '../../../seed/demo-trust.ts';
import { call, passwordLogin, post, queryRows } from '../../../../test/api.ts';
import { createInstanceOnSameDatabase, createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';
import { openEventStream, until } from '../../../../test/event-stream.ts';

/**
 * Issue 13 items 7 and 9: two API instances on ONE database (A and B, sharing nothing else). What ends a session on
 * one ends it on the other at once: the session cache of A forgets it (not after SESSION_CACHE_SECONDS, 30 s here) and
 * A's open live streams of it close, told through LISTEN/NOTIFY.
 */
describe(`[AUTH] a session ends on every instance (${testLane()})`, () => {
  const env = { SESSION_CACHE_SECONDS: '30', LIVE_STREAMS_PER_USER: '2' };
  let a: TTestApp;
  let b: TTestApp;
  let baseA: string;
  let staff: string;

  beforeAll(async () => {
    a = await createTestApp(env, { template: 'demo' });
    b = await createInstanceOnSameDatabase(a, env);
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    staff = await passwordLogin(b, 'staff@demo.test');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const me = (t: TTestApp, token: string) => call(t, 'GET', '/app-v2/getInfo', { token });
  const userId = async (email: string) => (await queryRows<{ id: string }>(a, `select id from users where email = '${email}'`))[0]!.id;

  /** Opens a live stream on A; `end` is the server's last event, `closed` turns true when the connection ends. */
  async function openStream(token: string) {
    const stream = await openEventStream(`${baseA}/app-v2/live/stream`, token);
    expect(stream.res.status).toBe(200);
    await until(() => (stream.events.some((e) => e.event === 'ready') ? true : undefined));
    const state = {
      get end() {
        return (stream.events.find((e) => e.event === 'end')?.data as { reason: string } | undefined) ?? null;
      },
      get closed() {
        return stream.state.closed;
      },
    };
    return { state, close: stream.close };
  }


  it('a logout on B ends the stream on A and A refuses the token at once, though A had it cached', async () => {
    const token = await passwordLogin(a, 'buyer@demo.test');
    expect((await me(a, token)).body.code).toBe(200); // cached on A now, for 30 s
    expect(a.app.sessions.cache.get(sha256Hex(token))).not.toBeNull();
    const stream = await openStream(token);
    try {
      expect((await post(b, '/app-v2/account/logout', {}, { token })).body.code).toBe(200);
      await until(() => stream.state.closed || undefined);
      expect(stream.state.end).toEqual({ reason: 'signedOut' });
      expect(a.app.sessions.cache.get(sha256Hex(token))).toBeNull();
      expect((await me(a, token)).status).toBe(401);
    } finally {
      stream.close();
    }
  });

  it('a logout on B reaches the session cache of A with no stream open', async () => {
    const token = await passwordLogin(a, 'seller@demo.test');
    expect((await me(a, token)).body.code).toBe(200);
    expect((await post(b, '/app-v2/account/logout', {}, { token })).body.code).toBe(200);
    // The notice crosses over the database (in-process on PGlite, another connection on PostgreSQL): a short wait.
    expect(await until(async () => ((await me(a, token)).status === 401 ? true : undefined), 1000)).toBe(true);
  });

  it('an account change on B (verification approved) reaches the session A had cached', async () => {
    await seedDemoTrust(a.database.db, a.app.deps.config); // user@'s pending enterprise verification
    const token = await passwordLogin(a, 'user@demo.test');
    const follow = async () => (await post(a, '/app-v2/shop/follow/00000000-0000-4000-8000-000000000000', {}, { token })).body.code;
    expect(await follow()).toBe(1403); // not verified yet, and the session is cached on A
    const [v] = await queryRows<{ id: string; version: number }>(a, `select id, version from verifications where user_id = '${await userId('user@demo.test')}' and state = 'pending'`);
    const approved = await post(b, `/admin/verifications/${v!.id}/approve`, { version: v!.version }, { token: staff });
    expect(approved.body.code).toBe(200);
    // Verified now: a shop that does not exist, instead of "verified accounts only".
    expect(await until(async () => ((await follow()) === 404 ? true : undefined), 1000)).toBe(true);
  });

  it('blocking by staff on B ends every stream of the user on A and A refuses the token', async () => {
    const token = await passwordLogin(a, 'user@demo.test');
    expect((await me(a, token)).body.code).toBe(200);
    const first = await openStream(token);
    const second = await openStream(token);
    try {
      const res = await post(b, `/admin/users/${await userId('user@demo.test')}/block`, { reason: 'test' }, { token: staff });
      expect(res.body.code).toBe(200);
      await until(() => (first.state.closed && second.state.closed) || undefined);
      expect([first.state.end, second.state.end]).toEqual([{ reason: 'signedOut' }, { reason: 'signedOut' }]);
      expect((await me(a, token)).status).toBe(401);
    } finally {
      first.close();
      second.close();
    }
  });

  it('a user holds at most LIVE_STREAMS_PER_USER streams on an instance: a new one closes the oldest', async () => {
    const token = await passwordLogin(a, 'seller@demo.test');
    const streams = [await openStream(token), await openStream(token)];
    try {
      streams.push(await openStream(token));
      await until(() => streams[0]!.state.closed || undefined);
      expect(streams[0]!.state.end).toEqual({ reason: 'replaced' });
      expect(streams.slice(1).map((s) => s.state.closed)).toEqual([false, false]);
      // Another user's streams do not count.
      const staffStream = await openStream(staff);
      staffStream.close();
      expect(streams.slice(1).map((s) => s.state.closed)).toEqual([false, false]);
    } finally {
      for (const s of streams) s.close();
    }
  });

  // PostgreSQL only: PGlite's LISTEN is in-process and cannot drop.
  it.skipIf(testLane() !== 'pg')('after its LISTEN connection dropped, A checks its streams: one whose session ended meanwhile closes', async () => {
    const token = await passwordLogin(a, 'seller@demo.test');
    const stream = await openStream(token);
    try {
      const listeners = await queryRows<{ pid: number }>(a, `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN sb_sessions'`);
      expect(listeners).toHaveLength(2); // A's and B's
      for (const { pid } of listeners) await queryRows(a, `select pg_terminate_backend(${pid})`);
      // Ended while nobody listened: no notice reaches anyone.
      await queryRows(a, `update sessions set revoked_at = now() where token_hash = '${sha256Hex(token)}'`);
      await until(() => stream.state.closed || undefined, 4000);
      expect(stream.state.end).toEqual({ reason: 'signedOut' });
    } finally {
      stream.close();
    }
  });

  it('a stream ends when its session expires', async () => {
    const token = await passwordLogin(b, 'buyer@demo.test');
    // The session's end brought to one second from now (its row, as the database clock has it).
    await queryRows(a, `update sessions set expires_at = now() + interval '1 second' where token_hash = '${sha256Hex(token)}'`);
    const stream = await openStream(token);
    try {
      await until(() => stream.state.closed || undefined, 3000);
      expect(stream.state.end).toEqual({ reason: 'expired' });
    } finally {
      stream.close();
    }
  });
});
