/**
 * `npm run bench:ai-chat` (issue 17 item 7, chat line): time to first token of the chat assistant with the retrieval
 * provider, on the product's wiki plus 10,000 orders of the asking buyer, on PostgreSQL (a fresh database on
 * 127.0.0.1:5432, as the other benches). Target: ≤ 300 ms at the median. Each kind of question is asked in turn —
 * a visitor's (public knowledge only), the buyer's about their orders (their 10,000 contracts and shipments are the
 * candidates), and one naming an old order by its number — and compared, in the same run, with the baseline of the
 * same app answering the bare conversations list (session lookup, one indexed read, the envelope). Writes
 * bench/results/ai-chat.json and prints a one-line summary.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { parseSseFrames } from '@scrapbridge/domain/ai-chat/ai-chat';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createMailProvider } from '../../apps/server/src/providers/mail.ts';
import { createSmsProvider } from '../../apps/server/src/providers/sms.ts';
import { seedCatalog } from '../../apps/server/src/seed/catalog.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../apps/server/src/seed/demo.ts';
import { seedSiteData } from '../../apps/server/src/seed/site.ts';
import { seedDemoOrders } from '../../apps/server/src/seed/demo-orders.ts';
import { adminQuery, benchLogger, envNumber, roundTo } from '../support/bench-kit.ts';

const env = process.env;
const num = envNumber;
const OPTIONS = {
  orders: num('BENCH_ORDERS', 10_000),
  samples: num('BENCH_SAMPLES', 30),
  warmup: num('BENCH_WARMUP', 5),
  adminUrl: env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: 'sb_bench_ai_chat',
};
const TARGET_TTFT_MS = 300;
const RESULTS = path.join(import.meta.dirname, '../results/ai-chat.json');
const log = benchLogger('ai-chat');
const round = roundTo;

const admin = (text: string) => adminQuery(OPTIONS.adminUrl, text);

/** Clones one demo order into `n` orders of the demo buyer (with a shipment and a container each), set-based. */
async function generate(pool: pg.Pool, n: number): Promise<void> {
  const q = (text: string) => pool.query(text);
  const [base] = (await q(`select c.id, c.ask_id, c.quote_id from contracts c order by c.deal_at limit 1`)).rows as { id: string; ask_id: string; quote_id: string }[];
  if (!base) throw new Error('no demo order to clone');
  await q(`create temp table bc as
    select g as k, gen_random_uuid() as contract_id, gen_random_uuid() as ask_id, gen_random_uuid() as quote_id, gen_random_uuid() as shipment_id,
      (g * 1095.0 / ${n}) as days_ago
    from generate_series(1, ${n}) g`);
  const clone = (table: string, whereId: string, overrides: string) =>
    q(`insert into ${table} select (jsonb_populate_record(null::${table}, to_jsonb(t) || ${overrides})).* from ${table} t cross join bc where t.id = '${whereId}'`);
  await clone('asks', base.ask_id, `jsonb_build_object('id', bc.ask_id, 'created_at', now() - make_interval(days => bc.days_ago::int + 7), 'updated_at', now() - make_interval(days => bc.days_ago::int + 7))`);
  await clone('quotes', base.quote_id, `jsonb_build_object('id', bc.quote_id, 'ask_id', bc.ask_id, 'state', 'deal')`);
  await clone(
    'contracts',
    base.id,
    `jsonb_build_object('id', bc.contract_id, 'ask_id', bc.ask_id, 'quote_id', bc.quote_id,
      'contract_no', 'SBBENCH' || lpad(bc.k::text, 6, '0'), 'deal_at', now() - make_interval(days => bc.days_ago::int),
      'status', case when bc.k % 50 = 0 then 'voided' else 'signed' end)`,
  );
  // Each line points at the cloned order's ask line (contract_lines.ask_detail_id is required): the base ask's first.
  const [detail] = (await q(`select id from ask_details where ask_id = '${base.ask_id}' order by id limit 1`)).rows as { id: string }[];
  if (!detail) throw new Error('the demo order to clone has no ask line');
  await q(`insert into contract_lines (contract_id, ask_detail_id, detail_name, detail_name_zh, quote_type, deduction, price, weight)
    select contract_id, '${detail.id}', (array['Bare bright copper', 'Zorba', 'Insulated copper wire', 'HMS 1&2 80:20'])[1 + k % 4],
      (array['光亮铜', '破碎铝', '杂线', '重废 1&2'])[1 + k % 4], 'FIXED', 0, 8500 + (k % 900), 21 from bc`);
  await q(`insert into shipments (id, contract_id, status, bill_no, vessel, port_of_loading, port_of_discharge, created_at)
    select shipment_id, contract_id, case when days_ago > 40 then 'delivered' else 'loaded' end, 'BLBENCH' || k, 'MSC Bench', 'Savannah', 'Nhava Sheva', now() - make_interval(days => days_ago::int)
    from bc`);
  await q(`insert into shipment_containers (shipment_id, container_no, seal_no, net_weight) select shipment_id, 'BNCH' || lpad(k::text, 7, '0'), 'SL' || k, 21 from bc`);
  await q('analyze');
}

type TSample = { ms: number };

/** Time from sending the question to the first `token` event of its answer (the stream is then read to its end). */
async function timeToFirstToken(url: string, headers: Record<string, string>, question: string): Promise<{ ms: number; citations: number; kinds: string[] }> {
  const t0 = performance.now();
  const res = await fetch(`${url}/ai-chat/ask`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ question }) });
  if (!res.body) throw new Error(`no stream: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let first: number | null = null;
  let citations: { kind: string }[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { frames, rest } = parseSseFrames(buffer + value);
    buffer = rest;
    for (const f of frames) {
      if (f.event === 'token' && first === null) first = performance.now() - t0;
      if (f.event === 'citations') citations = (JSON.parse(f.data) as { citations: { kind: string }[] }).citations;
      if (f.event === 'error') throw new Error(`answer failed: ${f.data}`);
    }
  }
  if (first === null) throw new Error(`no token for "${question}"`);
  return { ms: first, citations: citations.length, kinds: [...new Set(citations.map((c) => c.kind))] };
}

function stats(samples: readonly TSample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { n: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)!) };
}

async function main() {
  const started = Date.now();
  const loadStart = os.loadavg();
  await admin(`drop database if exists ${OPTIONS.database} with (force)`);
  await admin(`create database ${OPTIONS.database}`);
  const url = new URL(OPTIONS.adminUrl);
  url.pathname = `/${OPTIONS.database}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-ai-chat-'));
  const config = parseConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: url.toString(),
    // The bench measures answering, not the limiter.
    RATE_LIMIT_CHAT_PER_MINUTE: '100000',
    RATE_LIMIT_CHAT_VISITOR_PER_MINUTE: '100000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 4 });
  const logger = pino({ level: 'warn' });
  const app = await buildApp({ config, database, mail: createMailProvider(config, logger), sms: createSmsProvider(config, logger) });
  try {
    await seedCatalog(database.db);
    await seedDemoData(database.db);
    await seedDemoOrders(database.db, config);
    await seedSiteData(database.db, { assetOrigins: [], demo: true });
    const t0 = performance.now();
    await generate(pool, OPTIONS.orders);
    const buyerOrders = Number((await pool.query(`select count(*) from contracts c join users u on u.id = c.buyer_user_id where u.email = 'buyer@demo.test'`)).rows[0]!.count);
    const articles = Number((await pool.query(`select count(*) from wiki_articles where published`)).rows[0]!.count);
    log(`${buyerOrders} orders of the demo buyer, ${articles} wiki articles (generated in ${Math.round(performance.now() - t0)} ms)`);

    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = (await (
      await fetch(`${base}/saas-v1/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginType: 'password', account: 'buyer@demo.test', password: hashPasswordForTransport(DEMO_PASSWORD) }),
      })
    ).json()) as { data: { token: string } };
    const signedIn = { authorization: `Bearer ${login.data.token}`, appLang: 'en-US' };
    const visitor = { appLang: 'zh-CN' };

    const kinds = [
      { name: 'visitor (public knowledge, zh)', headers: visitor, questions: ['点价是怎么操作的？', '什么是光亮铜？', '索赔时封条号填在哪里？', '破碎铝的市场价格'] },
      { name: 'signed in, own orders (10,000)', headers: signedIn, questions: ['What is the status of my orders?', 'my shipments to Nhava Sheva', 'bright copper orders and price fixing'] },
      { name: 'signed in, an old order by number', headers: signedIn, questions: ['Where is order SBBENCH009876?', 'status of SBBENCH000123'] },
    ];
    const baselineSamples: TSample[] = [];
    const results: Record<string, ReturnType<typeof stats> & { citations: number; kinds: string[] }> = {};
    for (let i = 0; i < OPTIONS.warmup; i++) for (const k of kinds) await timeToFirstToken(base, k.headers, k.questions[i % k.questions.length]!);
    const samples = new Map<string, TSample[]>(kinds.map((k) => [k.name, []]));
    const seen = new Map<string, { citations: number; kinds: Set<string> }>(kinds.map((k) => [k.name, { citations: 0, kinds: new Set() }]));
    // Interleaved: one of each kind and one baseline call per turn, so a busy moment of the machine hits them alike.
    for (let i = 0; i < OPTIONS.samples; i++) {
      for (const k of kinds) {
        const r = await timeToFirstToken(base, k.headers, k.questions[i % k.questions.length]!);
        samples.get(k.name)!.push({ ms: r.ms });
        const s = seen.get(k.name)!;
        s.citations = Math.max(s.citations, r.citations);
        for (const x of r.kinds) s.kinds.add(x);
      }
      const b0 = performance.now();
      const list = await fetch(`${base}/ai-chat/conversations`, { headers: signedIn });
      await list.json();
      baselineSamples.push({ ms: performance.now() - b0 });
    }
    for (const k of kinds) results[k.name] = { ...stats(samples.get(k.name)!), citations: seen.get(k.name)!.citations, kinds: [...seen.get(k.name)!.kinds] };
    const baseline = stats(baselineSamples);
    const worstP50 = Math.max(...Object.values(results).map((r) => r.p50));
    const out = {
      date: new Date().toISOString().slice(0, 10),
      machine: { cpus: os.cpus().length, loadAverageAtStart: loadStart.map((v) => round(v, 2)), loadAverageAtEnd: os.loadavg().map((v) => round(v, 2)) },
      options: OPTIONS,
      data: { buyerOrders, wikiArticles: articles },
      provider: 'retrieval',
      target: { ttftP50MsMax: TARGET_TTFT_MS },
      ttftMs: results,
      baselineConversationsListMs: baseline,
      met: worstP50 <= TARGET_TTFT_MS,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    fs.writeFileSync(RESULTS, `${JSON.stringify(out, null, 2)}\n`);
    log(
      `time to first token p50: ${Object.entries(results)
        .map(([k, r]) => `${k} ${r.p50} ms (p95 ${r.p95})`)
        .join('; ')}; baseline conversations list p50 ${baseline.p50} ms; target ≤ ${TARGET_TTFT_MS} ms ${out.met ? 'met' : 'NOT met'}`,
    );
  } finally {
    await app.close();
    await pool.end();
    await database.close();
    await admin(`drop database if exists ${OPTIONS.database} with (force)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
