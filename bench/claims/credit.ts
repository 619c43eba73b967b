/**
 * `npx tsx bench/claims/credit.ts` (issue 15 item 7, credit half of bench/claims): the credit report of a company with 10,000
 * contracts, the real app (GET /app-v2/credit/report, signed in as the company's seller) against a bare Fastify
 * handler running the same SQL (the report's two role statements and its company lookups) on one `pg` pool, on
 * PostgreSQL, in interleaved rounds (ABBA). Target: app throughput ≥ 90 % of bare. Writes the `credit` key of
 * bench/results/claims.json (the upload half writes `upload`).
 *
 * The history is cloned from the demo delivery (seed/demo-feedback.ts) with set-based SQL: 10,000 asks, quotes and
 * contracts of the demo seller spread over 3 years and 40 buyer companies, each with one shipment (loading and
 * arrival events, most telex released), a deposit and a final invoice with payments, a rating on 60 % and a claim on
 * 5 % — what a busy exporter's record looks like.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CREDIT_ROLES, creditFigures, last12Months, twelveMonthsBefore } from '@scrapbridge/domain/after-sales/credit';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { localDateOf } from '@scrapbridge/domain/working-days';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { creditCountsOfRow, creditCountsSql } from '../../apps/server/src/modules/after-sales/credit/credit.repository.ts';
import { createMailProvider } from '../../apps/server/src/providers/mail.ts';
import { createSmsProvider } from '../../apps/server/src/providers/sms.ts';
import { seedCatalog } from '../../apps/server/src/seed/catalog.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../apps/server/src/seed/demo.ts';
import { seedDemoFeedback } from '../../apps/server/src/seed/demo-feedback.ts';
import { round } from '../list-asks/generate.ts';
import { runRound, summarize, type TRound } from '../list-asks/load.ts';
import { adminQuery, benchLogger, envNumber } from '../support/bench-kit.ts';

const env = process.env;
const num = envNumber;
const OPTIONS = {
  contracts: num('BENCH_CONTRACTS', 10_000),
  // A report runs two statements over the whole history: a few in flight already fill this 2-core machine.
  connections: num('BENCH_CONNECTIONS', 2),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 5),
  roundSeconds: num('BENCH_ROUND_SECONDS', 10),
  rounds: num('BENCH_ROUNDS', 4),
  adminUrl: env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: 'sb_bench_credit',
};
const TARGET_RATIO = 0.9;
const RESULTS = path.join(import.meta.dirname, '../results/claims.json');
const log = benchLogger('credit');

const admin = (text: string) => adminQuery(OPTIONS.adminUrl, text);

/** Clones the demo delivery into `n` contracts of the demo seller with 40 buyer companies, set-based. */
async function generate(pool: pg.Pool, n: number): Promise<void> {
  const q = (text: string) => pool.query(text);
  const [base] = (await q(`select c.id, c.ask_id, c.quote_id, c.seller_user_id from contracts c where c.contract_no like '%-DEMO04'`)).rows as {
    id: string;
    ask_id: string;
    quote_id: string;
    seller_user_id: string;
  }[];
  if (!base) throw new Error('demo delivery missing');
  await q(`create temp table bb as
    select g as k, gen_random_uuid() as company_id, gen_random_uuid() as user_id from generate_series(1, 40) g`);
  await q(`insert into companies (id, name, name_en, state, verified_at) select company_id, 'Bench Buyer ' || k, 'Bench Buyer ' || k, 0, now() from bb`);
  await q(`insert into users (id, company_id, email, user_state, user_type, first_name, last_name) select user_id, company_id, 'bench-buyer-' || k || '@bench.test', 0, 'Buyer', 'Bench', 'Buyer' from bb`);
  // One row per contract: its ids and its dates, days before now (a 3-year history, newest first in numbering).
  await q(`create temp table bc as
    select g as k, gen_random_uuid() as contract_id, gen_random_uuid() as ask_id, gen_random_uuid() as quote_id, gen_random_uuid() as shipment_id,
      (select user_id from bb where bb.k = 1 + (g % 40)) as buyer_id,
      (g * 1095.0 / ${n}) as days_ago
    from generate_series(1, ${n}) g`);
  const clone = (table: string, whereId: string, overrides: string, from = 'bc') =>
    q(`insert into ${table} select (jsonb_populate_record(null::${table}, to_jsonb(t) || ${overrides})).* from ${table} t cross join ${from} where t.id = '${whereId}'`);
  await clone('asks', base.ask_id, `jsonb_build_object('id', bc.ask_id, 'created_at', now() - make_interval(days => bc.days_ago::int + 7))`);
  await clone('quotes', base.quote_id, `jsonb_build_object('id', bc.quote_id, 'ask_id', bc.ask_id, 'buyer_user_id', bc.buyer_id)`);
  await clone(
    'contracts',
    base.id,
    `jsonb_build_object('id', bc.contract_id, 'ask_id', bc.ask_id, 'quote_id', bc.quote_id, 'buyer_user_id', bc.buyer_id,
      'contract_no', 'SBBENCH' || lpad(bc.k::text, 6, '0'), 'deal_at', now() - make_interval(days => bc.days_ago::int),
      'signed_at', now() - make_interval(days => bc.days_ago::int - 1),
      'status', case when bc.k % 50 = 0 then 'voided' else 'signed' end)`,
  );
  await q(`insert into shipments (id, contract_id, status, eta, telex_released, telex_released_at, created_at)
    select shipment_id, contract_id, case when days_ago > 40 then 'delivered' else 'loaded' end, (now() - make_interval(days => days_ago::int - 35))::date,
      days_ago > 40 and k % 7 <> 0, case when days_ago > 40 and k % 7 <> 0 then now() - make_interval(days => days_ago::int - 38 - (k % 9)) end, now() - make_interval(days => days_ago::int)
    from bc`);
  await q(`insert into shipment_containers (shipment_id, container_no, net_weight) select shipment_id, 'BNCH' || lpad(k::text, 7, '0'), 21 from bc`);
  await q(`insert into shipment_events (shipment_id, occurred_at, code, source)
    select shipment_id, now() - make_interval(days => days_ago::int - 20 - (k % 25)), 'loaded', 'staff' from bc
    union all select shipment_id, now() - make_interval(days => days_ago::int - 36), 'arrived', 'staff' from bc where days_ago > 40`);
  await q(`insert into invoices (contract_id, type, invoice_no, issue_date, due_date, issuer, bill_to, currency, amount)
    select contract_id, 'deposit', 'BINV-D-' || k, (now() - make_interval(days => days_ago::int - 2))::date, (now() - make_interval(days => days_ago::int - 9))::date, 'Seller', 'Buyer', 'USD', 36330 from bc
    union all
    select contract_id, 'final', 'BINV-F-' || k, (now() - make_interval(days => days_ago::int - 30))::date, null, 'Seller', 'Buyer', 'USD', 145320 from bc where days_ago > 40`);
  await q(`insert into payments (contract_id, invoice_id, amount, currency, paid_on, recorded_by_user_id)
    select i.contract_id, i.id, i.amount, 'USD', i.issue_date + ((bc.k % 12))::int, '${base.seller_user_id}'
    from invoices i join bc on bc.contract_id = i.contract_id where bc.k % 11 <> 0`);
  await q(`insert into shipment_feedback (shipment_id, contract_id, buyer_user_id, satisfaction)
    select shipment_id, contract_id, buyer_id, 1 + (k % 4) from bc where days_ago > 40 and k % 5 < 3`);
  await q(`insert into claims (claim_no, type, status, contract_id, shipment_id, buyer_user_id, seller_user_id, currency, shortage_weight)
    select 'BCL' || k, (array['shortage', 'quality', 'both'])[1 + k % 3], (array['settled', 'closed', 'submitted', 'withdrawn'])[1 + k % 4],
      contract_id, shipment_id, buyer_id, '${base.seller_user_id}', 'USD', case when k % 3 <> 1 then 0.35 end
    from bc where days_ago > 40 and k % 20 = 0`);
  await q('analyze');
}

type TBareReport = Record<string, unknown>;

/**
 * The baseline: the report's own statements (company, business types, both roles' counts) on a `pg` pool, shaped by
 * the same pure rules into the same JSON, written with JSON.stringify. What it leaves out is what the app adds: the
 * session lookup, query validation, the access rule's lookups, hooks, the localized envelope and error handling.
 */
async function buildBare(pool: pg.Pool, companyId: string): Promise<FastifyInstance> {
  const dialect = new PgDialect();
  const app = Fastify({ logger: false });
  app.get('/app-v2/credit/report', async (_req, reply) => {
    const now = new Date();
    const since = twelveMonthsBefore(now);
    const today = localDateOf(now);
    const [company, types, ...roles] = await Promise.all([
      pool.query('select id, name, name_en, state from companies where id = $1 limit 1', [companyId]),
      pool.query('select business_type from users where company_id = $1 limit 200', [companyId]),
      ...CREDIT_ROLES.map((role) => {
        const { sql, params } = dialect.sqlToQuery(creditCountsSql({ companyId, role, now, since, today }));
        return pool.query(sql, params);
      }),
    ]);
    const c = company.rows[0] as { id: string; name: string; name_en: string | null; state: number };
    const report: TBareReport = {
      company: { companyId: c.id, name: c.name, nameEn: c.name_en, verified: c.state === 0, businessTypes: types.rows.flatMap((r) => String(r.business_type ?? '').split(',').filter(Boolean)) },
      own: true,
      asOf: now.toISOString(),
    };
    CREDIT_ROLES.forEach((role, i) => {
      const counts = creditCountsOfRow(roles[i]!.rows[0] as Record<string, unknown>);
      const byMonth = new Map(counts.monthly.map((m) => [m.month, m.orders]));
      report[role] = {
        last12Months: creditFigures(counts.last12, { withholdInsufficient: false }),
        lifetime: creditFigures(counts.lifetime, { withholdInsufficient: false }),
        monthly: last12Months(now).map((month) => ({ month, orders: byMonth.get(month) ?? 0 })),
      };
    });
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ code: 200, msg: 'OK', data: report }));
  });
  await app.ready();
  return app;
}

async function main() {
  await admin(`drop database if exists ${OPTIONS.database} with (force)`);
  await admin(`create database ${OPTIONS.database}`);
  const url = new URL(OPTIONS.adminUrl);
  url.pathname = `/${OPTIONS.database}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-credit-'));
  const config = parseConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: url.toString() });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const servers: FastifyInstance[] = [];
  const bare = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
  try {
    await seedCatalog(database.db);
    await seedDemoData(database.db);
    await seedDemoFeedback(database.db, config);
    log(`generating ${OPTIONS.contracts} contracts`);
    const t0 = performance.now();
    await generate(bare, OPTIONS.contracts);
    log(`generated in ${Math.round(performance.now() - t0)} ms`);
    const companyId = String((await bare.query(`select company_id from users where email = 'seller@demo.test'`)).rows[0]!.company_id);

    const logger = pino({ level: 'warn' });
    const app = await buildApp({ config, database, mail: createMailProvider(config, logger), sms: createSmsProvider(config, logger) });
    servers.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const bareApp = await buildBare(bare, companyId);
    servers.push(bareApp);
    await bareApp.listen({ host: '127.0.0.1', port: 0 });
    const urlOf = (f: FastifyInstance) => `http://127.0.0.1:${(f.server.address() as { port: number }).port}`;
    const targets = { app: urlOf(app), bare: urlOf(bareApp) };

    const login = (await (
      await fetch(`${targets.app}/saas-v1/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginType: 'password', account: 'seller@demo.test', password: hashPasswordForTransport(DEMO_PASSWORD) }),
      })
    ).json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${login.data.token}`, appLang: 'en-US' };
    const appAnswer = (await (await fetch(`${targets.app}/app-v2/credit/report`, { headers })).json()) as { code: number; data: { seller: { lifetime: unknown } } };
    const bareAnswer = (await (await fetch(`${targets.bare}/app-v2/credit/report`)).json()) as { data: { seller: { lifetime: unknown } } };
    if (appAnswer.code !== 200) throw new Error(`app answered ${appAnswer.code}`);
    const sameFigures = JSON.stringify(appAnswer.data.seller.lifetime) === JSON.stringify(bareAnswer.data.seller.lifetime);
    log(`lifetime orders ${(appAnswer.data.seller.lifetime as { orders: number }).orders}; app and bare figures equal: ${sameFigures}`);

    const requests = [{ method: 'GET' as const, path: '/app-v2/credit/report', headers }];
    for (const t of ['app', 'bare'] as const) await runRound({ url: targets[t], requests, connections: OPTIONS.connections, seconds: OPTIONS.warmupSeconds });
    const rounds: Record<'app' | 'bare', TRound[]> = { app: [], bare: [] };
    for (let k = 0; k < OPTIONS.rounds; k++) {
      for (const t of k % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const)) {
        const r = await runRound({ url: targets[t], requests, connections: OPTIONS.connections, seconds: OPTIONS.roundSeconds });
        log(`${t}: ${r.rps} req/s`);
        rounds[t].push(r);
      }
    }
    const appSummary = summarize(rounds.app);
    const bareSummary = summarize(rounds.bare);
    const ratio = round(appSummary.rps / bareSummary.rps, 3);
    const result = {
      at: new Date().toISOString(),
      contracts: OPTIONS.contracts,
      database: String((await bare.query('select version() as v')).rows[0]!.v),
      connections: OPTIONS.connections,
      rounds: OPTIONS.rounds,
      roundSeconds: OPTIONS.roundSeconds,
      loadavg: os.loadavg().map((v) => round(v, 2)),
      sameFigures,
      app: appSummary,
      bare: bareSummary,
      ratio,
      target: TARGET_RATIO,
      pass: ratio >= TARGET_RATIO,
      note: 'load generator, app and bare handler share one process and this 2-core machine; rounds interleaved ABBA',
    };
    const existing = fs.existsSync(RESULTS) ? (JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Record<string, unknown>) : {};
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    fs.writeFileSync(RESULTS, `${JSON.stringify({ ...existing, credit: result }, null, 2)}\n`);
    log(`app ${appSummary.rps} req/s (p99 ${appSummary.p99} ms) vs bare ${bareSummary.rps} req/s (p99 ${bareSummary.p99} ms): ${Math.round(ratio * 100)} % — ${result.pass ? 'PASS' : 'FAIL'} (target ≥ 90 %)`);
  } finally {
    for (const s of servers) await s.close().catch(() => undefined);
    await bare.end().catch(() => undefined);
    await database.close().catch(() => undefined);
    await admin(`drop database if exists ${OPTIONS.database} with (force)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
