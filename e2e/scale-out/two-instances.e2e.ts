/**
 * Several API instances on one PostgreSQL database and one S3-compatible object store (issue 18 item 4; README
 * "Several instances behind a load balancer"). Two real processes of the built server (`apps/server/dist/main.js`, as
 * `npm start` runs it) start together on a fresh database created for this file and on s3rver (an S3 protocol server
 * from npm) on loopback; the client alternates between them as a load balancer without sticky sessions would. What is
 * shared must hold across both: migrations and demo data written once, live events, ended sessions, rate limits,
 * files, background sweeps. It starts and stops its own processes; the per-worker servers of the global setup are not
 * touched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { launchBrowser, watchCrashes } from '../support/browser.ts';
import { freePort, waitForHealth } from '../support/global-setup.ts';
import { contextWithSession, DEMO_PASSWORD, type TEnvelope, type TSession } from '../support/session.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.js');
/** The PostgreSQL server the API suites use (.ci/run checks it answers); this file creates a database of its own there. */
const ADMIN_DB_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUCKET = 'scrapbridge';
/** s3rver's own credentials (it checks the SigV4 signature against them). */
const S3_KEY = 'S3RVER';
/** The limits these instances run with: low, so a test reaches them in a few requests. */
const SIGN_IN_LIMIT = 6;
const UPLOAD_LIMIT = 4;
const OPERATOR_EMAIL = 'ops@scale-out.test';
/** Long enough that a session an instance looked up stays in its cache for the whole test unless it is told. */
const SESSION_CACHE_SECONDS = 30;

type TLogLine = { level: number; msg: string; [k: string]: unknown };
type TInstance = { name: 'A' | 'B'; url: string; child: ChildProcess; output: () => string; lines: () => TLogLine[]; stop: () => Promise<void> };

/** Starts one instance of the built server; resolves once it is spawned (health is waited for by the caller). */
async function spawnInstance(name: 'A' | 'B', env: Record<string, string>): Promise<TInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sb-scale-${name}-`));
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return {
    name,
    url,
    child,
    output: () => output,
    // pino writes one JSON object a line; other lines are Node's own warnings (a crash's message also comes as text,
    // but then the process has exited, which the checks look at too).
    lines: () =>
      output
        .split('\n')
        .filter((l) => l.trim().startsWith('{'))
        .map((l) => JSON.parse(l) as TLogLine),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One API call as the app makes it; `ip` is the client address the load balancer reports (X-Forwarded-For). */
async function api<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  pathName: string,
  opts: { token?: string; body?: unknown; ip?: string; market?: 'intl' | 'cn' } = {},
): Promise<{ status: number; body: TEnvelope<T> }> {
  const isForm = opts.body instanceof FormData;
  const res = await fetch(`${baseUrl}${pathName}`, {
    method,
    headers: {
      appLang: 'en-US',
      ...(opts.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      ...(opts.market ? { market: opts.market } : {}),
    },
    ...(opts.body !== undefined ? { body: isForm ? (opts.body as FormData) : JSON.stringify(opts.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as TEnvelope<T> };
}

/**
 * A password sign-in from its own client address: the sign-in limit counts per address (behind the load balancer,
 * TRUST_PROXY), so the sessions this test needs do not use up the budget the rate-limit check measures.
 */
let signInAddress = 10;
async function signIn(baseUrl: string, email: string): Promise<TSession> {
  const ip = `198.51.100.${signInAddress++}`;
  const res = await api<TSession>(baseUrl, 'POST', '/saas-v1/account/login', {
    ip,
    body: { loginType: 'password', account: email, password: hashPasswordForTransport(DEMO_PASSWORD) },
  });
  if (res.body.code !== 200) throw new Error(`sign-in ${email} on ${baseUrl}: ${res.body.code} ${res.body.msg}`);
  return res.body.data;
}

type TSseEvent = { event: string; data: unknown };

/** A live stream (`/app-v2/live/stream`) held open as EventSource would, its events collected as they arrive. */
async function openLiveStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/app-v2/live/stream`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`live stream on ${baseUrl}: HTTP ${res.status}`);
  const events: TSseEvent[] = [];
  const state = { closed: false };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ? (JSON.parse(data) as unknown) : null });
        }
      }
    } catch {
      // aborted by the test
    }
    state.closed = true;
  })();
  return { events, state, close: () => controller.abort() };
}

/** A small PDF of its own (the server sniffs the type from the bytes and stores documents as they came). */
function pdfBytes(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

function uploadForm(fileType: string, bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe('[SCALE-OUT] two API instances on one PostgreSQL and one S3 server', () => {
  const dbName = `sb_scale_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let db: pg.Client;
  let s3rver: S3rver;
  let s3dir: string;
  let s3: S3Client;
  let A: TInstance;
  let B: TInstance;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: ADMIN_DB_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const databaseUrl = ADMIN_DB_URL.replace(/\/[^/]*$/, `/${dbName}`);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();

    s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-scale-s3-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port: s3Port } = await s3rver.run();
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint: s3Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    await s3.send(new HeadBucketCommand({ Bucket: BUCKET }));

    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN_PER_MINUTE: String(SIGN_IN_LIMIT),
      RATE_LIMIT_UPLOADS_PER_MINUTE: String(UPLOAD_LIMIT),
      SESSION_CACHE_SECONDS: String(SESSION_CACHE_SECONDS),
      // The claim clocks' sweep every second on both, so both race for the same overdue claim.
      CLAIM_SWEEP_SECONDS: '1',
      OPERATOR_EMAIL,
      OPERATOR_LANG: 'en',
      // Not under test here, and the photo index loads a CNN: spare the 2-core runner.
      RECOGNITION_INDEX_SWEEP_SECONDS: '0',
    };
    // Both at once, as an orchestrator starts replicas: they race for the migrations and the demo data.
    [A, B] = await Promise.all([spawnInstance('A', env), spawnInstance('B', env)]);
    await Promise.all([A, B].map((i) => waitForHealth(i.url, i.child, i.output)));
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await Promise.all([A, B].filter(Boolean).map((i) => i.stop()));
    await s3rver?.close().catch(() => undefined);
    if (s3dir) fs.rmSync(s3dir, { recursive: true, force: true });
    await db?.end().catch(() => undefined);
    if (admin) {
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
      await admin.end();
    }
  }, 60_000);

  it('[SCALE-OUT]: two instances starting together migrate and write the demo data once, and both answer', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await db.query<{ n: string; hashes: string }>('select count(*) as n, count(distinct hash) as hashes from drizzle.__drizzle_migrations');
    expect(Number(applied.rows[0]!.n)).toBe(journal.entries.length);
    expect(Number(applied.rows[0]!.hashes)).toBe(journal.entries.length);
    // The demo accounts exist once, written by one of the two (the other found them there).
    const demo = await db.query<{ n: string }>(`select count(*) as n from users where email like '%@demo.test'`);
    expect(Number(demo.rows[0]!.n)).toBe(5);
    const seeded = [A, B].filter((i) => i.lines().some((l) => l.msg.startsWith('demo data written into the empty database')));
    expect(seeded).toHaveLength(1);
    for (const i of [A, B]) {
      expect((await (await fetch(`${i.url}/healthz`)).json()).status).toBe('ok');
      expect(i.lines().filter((l) => l.level >= 50)).toEqual([]);
    }
  });

  it('[SCALE-OUT]: a quote placed on B reaches the seller’s page on A, the counter-offer made there reaches the buyer’s page and live stream on B, no reload', async () => {
    const buyer = await signIn(B.url, 'buyer@demo.test');
    const seller = await signIn(A.url, 'seller@demo.test');
    const list = await api<{ rows: { askId: string; askName: string | null }[] }>(B.url, 'GET', '/app-v2/ask/list/buyer?pageNum=1&pageSize=50&market=intl', { token: buyer.token, market: 'intl' });
    const askId = list.body.data.rows.find((r) => r.askName === 'Candy heavy copper and tubing')!.askId;
    const ask = await api<{ askDetailList: { detailId: string; weight: number | null }[]; deliveryTerm: string | null }>(B.url, 'GET', `/app-v2/ask/${askId}`, { token: buyer.token });
    const line = ask.body.data.askDetailList[0]!;

    // The buyer's page and stream on B, the seller's page on A.
    const buyerContext = await contextWithSession(browser, B.url, buyer, { lang: 'en' });
    const sellerContext = await contextWithSession(browser, A.url, seller, { lang: 'en' });
    contexts.push(buyerContext, sellerContext);
    const buyerPage = await buyerContext.newPage();
    const sellerPage = await sellerContext.newPage();
    const crashes = [...watchCrashes(buyerPage), ...watchCrashes(sellerPage)];
    await buyerPage.goto(`/view-detail?askId=${askId}`);
    await expect.poll(() => buyerPage.getByTestId('buyer-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('beforeQuote');
    await sellerPage.goto(`/view-detail?askId=${askId}`);
    await sellerPage.getByTestId('ranked-quotes').waitFor({ timeout: 30_000 });
    const stream = await openLiveStream(B.url, buyer.token);
    await expect.poll(() => stream.events.map((e) => e.event)).toContain('ready');

    const placed = await api<{ quote: { quoteId: string; version: number } }>(B.url, 'POST', '/app-v2/quote', {
      token: buyer.token,
      body: {
        askId,
        lines: [{ askDetailId: line.detailId, quoteType: 'FIXED', price: '8700', weight: String(line.weight ?? 22) }],
        term: ask.body.data.deliveryTerm ?? 'FOB',
        prepayRate: 30,
        depositRatio: '30',
        balanceRatio: '70',
        paymentTiming: 'against_bl_copy',
        confirmMethodMismatch: true,
      },
    });
    expect(placed.body.code, placed.body.msg).toBe(200);

    // B → A: the seller's open page on A shows the offer, then the seller counters there.
    const offer = sellerPage.getByTestId('seller-quote');
    await expect.poll(() => offer.count(), { timeout: 15_000 }).toBe(1);
    await offer.getByTestId('action-counter').click();
    await sellerPage.getByTestId('counter-price-0').fill('8850');
    await sellerPage.getByTestId('counter-submit').click();
    await expect.poll(() => offer.getAttribute('data-state'), { timeout: 15_000 }).toBe('dicker');

    // A → B: the buyer's stream on B hears the counter, and the open page shows it without a reload.
    await expect
      .poll(() => stream.events.find((e) => e.event === 'quote' && (e.data as { action: string }).action === 'counter')?.data, { timeout: 10_000 })
      .toMatchObject({ type: 'quote', quoteId: placed.body.data.quote.quoteId, askId, action: 'counter', quoteState: 'dicker' });
    const myQuote = buyerPage.getByTestId('my-quote');
    await expect.poll(() => myQuote.getAttribute('data-state'), { timeout: 15_000 }).toBe('dicker');
    expect(await myQuote.getByTestId('line-counter').textContent()).toContain('8,850');
    expect(crashes).toEqual([]);
    stream.close();
  });

  it('[SCALE-OUT]: logout on A ends the session on B at once (B had it cached) and ends its live stream there; so does staff blocking a user on A, whose open page on B is signed out at its next load', async () => {
    const session = await signIn(A.url, 'buyer@demo.test');
    // B looks the session up (and keeps it SESSION_CACHE_SECONDS) and holds its stream.
    expect((await api(B.url, 'GET', '/app-v2/getInfo', { token: session.token })).body.code).toBe(200);
    const stream = await openLiveStream(B.url, session.token);
    await expect.poll(() => stream.events.map((e) => e.event)).toContain('ready');
    expect((await api(A.url, 'POST', '/app-v2/account/logout', { token: session.token })).body.code).toBe(200);
    // "At once": the time the NOTIFY takes to reach B (milliseconds; 5 s allowed on a busy runner), far inside the 30 s
    // B would otherwise keep answering from its cache.
    await expect.poll(async () => (await api(B.url, 'GET', '/app-v2/getInfo', { token: session.token })).body.code, { timeout: 5_000, interval: 50 }).toBe(401);
    await expect.poll(() => stream.events.at(-1), { timeout: 5_000, interval: 50 }).toEqual({ event: 'end', data: { reason: 'signedOut' } });
    await expect.poll(() => stream.state.closed, { timeout: 5_000 }).toBe(true);

    const user = await signIn(B.url, 'user@demo.test');
    expect((await api(B.url, 'GET', '/app-v2/getInfo', { token: user.token })).body.code).toBe(200);
    // The user's open page on B, and a stream of the same session.
    const userContext = await contextWithSession(browser, B.url, user, { lang: 'en' });
    contexts.push(userContext);
    const userPage = await userContext.newPage();
    await userPage.goto('/order-list');
    await userPage.getByTestId('order-list-page').waitFor({ timeout: 30_000 });
    const userStream = await openLiveStream(B.url, user.token);
    await expect.poll(() => userStream.events.map((e) => e.event)).toContain('ready');
    const staff = await signIn(A.url, 'staff@demo.test');
    const { rows } = await db.query<{ id: string }>(`select id from users where email = 'user@demo.test'`);
    const blocked = await api<{ userState: number; sessionsEnded?: number }>(A.url, 'POST', `/admin/users/${rows[0]!.id}/block`, { token: staff.token, body: { reason: 'scale-out check' } });
    expect(blocked.body.code, blocked.body.msg).toBe(200);
    await expect.poll(async () => (await api(B.url, 'GET', '/app-v2/getInfo', { token: user.token })).body.code, { timeout: 5_000, interval: 50 }).toBe(401);
    await expect.poll(() => userStream.events.at(-1), { timeout: 5_000, interval: 50 }).toEqual({ event: 'end', data: { reason: 'signedOut' } });
    await expect.poll(() => userStream.state.closed, { timeout: 5_000 }).toBe(true);
    // What the blocked user sees on B at the next page load: signed out, back on the home page (§8 401).
    await userPage.reload();
    await userPage.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await userPage.getByTestId('header-login').waitFor({ timeout: 15_000 });
  });

  it('[SCALE-OUT]: the sign-in and upload limits count across both instances: requests alternating A/B are refused at the configured total', async () => {
    // One client address behind the load balancer, alternating instances: the limit is reached at SIGN_IN_LIMIT in all.
    const ip = '203.0.113.77';
    const password = hashPasswordForTransport(DEMO_PASSWORD);
    const signIns: number[] = [];
    for (let n = 0; n < SIGN_IN_LIMIT + 2; n++) {
      const res = await api(n % 2 ? B.url : A.url, 'POST', '/saas-v1/account/login', { ip, body: { loginType: 'password', account: 'seller@demo.test', password } });
      signIns.push(res.status);
    }
    expect(signIns).toEqual([...Array<number>(SIGN_IN_LIMIT).fill(200), 429, 429]);

    // Uploads count per account: the seller's pictures, alternating.
    const seller = await signIn(A.url, 'seller@demo.test');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const uploads: number[] = [];
    for (let n = 0; n < UPLOAD_LIMIT + 2; n++) {
      const res = await api(n % 2 ? B.url : A.url, 'POST', '/ai-system/file/upload', { token: seller.token, body: uploadForm('ask', png, `dot-${n}.png`, 'image/png') });
      uploads.push(res.status);
    }
    expect(uploads).toEqual([...Array<number>(UPLOAD_LIMIT).fill(200), 429, 429]);
  });

  it('[SCALE-OUT]: a document uploaded through A is stored in the S3 server and served by B, the same bytes and sniffed type', async () => {
    const buyer = await signIn(A.url, 'buyer@demo.test');
    const bytes = pdfBytes(`specification ${randomUUID()}`);
    // Sent as a generic type under a misleading name: the type is read from the bytes.
    const up = await api<{ fileId: string; fileFullPath: string; mime: string; size: number }>(A.url, 'POST', '/ai-system/file/upload', {
      token: buyer.token,
      body: uploadForm('request_spec', bytes, 'spec.bin', 'application/octet-stream'),
    });
    expect(up.body.code, up.body.msg).toBe(200);
    expect(up.body.data).toMatchObject({ mime: 'application/pdf', size: bytes.length });

    const served = await fetch(`${B.url}${up.body.data.fileFullPath}`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const { rows } = await db.query<{ storage_driver: string; storage_key: string }>('select storage_driver, storage_key from files where id = $1', [up.body.data.fileId]);
    expect(rows[0]!.storage_driver).toBe('s3');
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: rows[0]!.storage_key }));
    expect(object.ContentType).toBe('application/pdf');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
  });

  it('[SCALE-OUT]: the claim-clock sweep runs on both instances every second, yet an overdue claim is flagged and mailed to the operator once', async () => {
    const buyer = await signIn(A.url, 'buyer@demo.test');
    const due = await api<{ shipmentId: string } | null>(A.url, 'GET', '/app-v2/claim/queryLatestDueBill', { token: buyer.token });
    const shipmentId = due.body.data!.shipmentId;
    const selection = await api<{ containers: { id: string }[] }>(A.url, 'GET', `/app-v2/claim/selection?shipmentId=${shipmentId}`, { token: buyer.token });
    const launched = await api<{ id: string; claimNo: string; status: string }>(A.url, 'POST', '/app-v2/claim/launchClaim', {
      token: buyer.token,
      body: {
        shipmentId,
        type: 'shortage',
        containerIds: [selection.body.data.containers[0]!.id],
        shortageWeight: '0.4',
        claimedWeight: '0.4',
        totalClaim: '3460',
        calculationMethod: '(loaded net − weighed net) × contract price',
        reason: 'Weighbridge at destination shows 0.4 MT less than the packing list.',
      },
    });
    expect(launched.body.code, launched.body.msg).toBe(200);
    const claim = launched.body.data;
    // The claim was submitted six days ago (more than 48 h and two working days whatever today is): both clocks ran out.
    await db.query(`update claims set submitted_at = submitted_at - interval '6 days' where id = $1`, [claim.id]);

    const staff = await signIn(B.url, 'staff@demo.test');
    const overdueMails = async () => {
      const outbox = await api<{ rows: { recipient: string; subject: string | null }[] }>(B.url, 'GET', '/admin/outbox?pageNum=1&pageSize=100', { token: staff.token });
      return outbox.body.data.rows.filter((m) => m.recipient === OPERATOR_EMAIL && m.subject?.includes(`Claim ${claim.claimNo} needs attention`)).length;
    };
    await expect.poll(overdueMails, { timeout: 20_000, interval: 250 }).toBe(1);
    // Absence takes a wait: three more rounds of each instance's sweep, every one of which saw the claim as a candidate
    // until the flag committed, must add nothing.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await overdueMails()).toBe(1);
    const events = await db.query<{ n: string }>(`select count(*) as n from claim_events where claim_id = $1 and action = 'overdue'`, [claim.id]);
    expect(Number(events.rows[0]!.n)).toBe(1);
    const flaggedBy = [A, B].flatMap((i) => i.lines().filter((l) => l.msg === 'claims past a deadline flagged to staff').map((l) => ({ instance: i.name, count: l['count'] })));
    expect(flaggedBy).toHaveLength(1);
    expect(flaggedBy[0]!.count).toBe(1);
  });

  it('[SCALE-OUT]: neither instance logged an error, and both are still up', () => {
    for (const i of [A, B]) {
      expect(i.lines().filter((l) => l.level >= 50)).toEqual([]);
      expect(i.child.exitCode).toBeNull();
    }
  });
});
