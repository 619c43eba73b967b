/**
 * Child process of run.ts: opens the bench database the way the app does (the project's migrator), seeds the catalogue
 * and demo accounts, generates the price list and the deals (generate.ts), then serves the real app and the bare
 * baseline on loopback ports until told to close. Talks to the parent over IPC only.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { drizzle } from 'drizzle-orm/node-postgres';
import { ZPriceHistoryQuery, ZPriceListQuery } from '@scrapbridge/domain/pricing/price-list-view';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type TDb } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema.ts';
import { listPriceItems } from '../../apps/server/src/modules/market/price-list/list-price-items.ts';
import { getPriceHistory } from '../../apps/server/src/modules/market/price-list/price-history.ts';
import { createMailProvider } from '../../apps/server/src/providers/mail.ts';
import { createSmsProvider } from '../../apps/server/src/providers/sms.ts';
import { seedCatalog } from '../../apps/server/src/seed/catalog.ts';
import { seedDemoData } from '../../apps/server/src/seed/demo.ts';
import { generateDeals, generatePriceList, type TExec } from './generate.ts';
import { LIST_PATH, type TChildMessage } from './shared.ts';

const send = (m: TChildMessage) => process.send?.(m);
const log = (msg: string) => send({ type: 'log', msg });

const APP_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: process.env.BENCH_DATA_DIR!,
  LOG_LEVEL: 'warn',
  DATABASE_URL: process.env.BENCH_DATABASE_URL!,
  SEED_DEMO: 'true',
};

/**
 * The baseline: bare Fastify answering the same two paths with the same use-case functions, hence the same SQL and
 * presenters, on a pg.Pool of its own as large as the app's — and nothing around them: no session lookup, no schema
 * validation of the query (a fixed parse of the few parameters used), no request hooks, no localized envelope, written
 * with plain JSON.stringify.
 */
async function buildBareServer(db: TDb): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get(LIST_PATH, async (req, reply) => {
    const query = ZPriceListQuery.parse(req.query);
    const data = await listPriceItems({ db, viewerId: null, query });
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ code: 200, msg: 'OK', data }));
  });
  app.get('/saas-v1/market-price/item/:id/history', async (req, reply) => {
    const query = ZPriceHistoryQuery.parse(req.query);
    const data = await getPriceHistory({ db, id: (req.params as { id: string }).id, viewerId: null, query });
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ code: 200, msg: 'OK', data }));
  });
  await app.ready();
  return app;
}

async function main() {
  const started = performance.now();
  const config = parseConfig(APP_ENV);
  log('applying migrations, seeding the catalogue and demo accounts');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seedCatalog(database.db);
  await seedDemoData(database.db);
  const client = await database.pool!.connect();
  const exec: TExec = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
  const databaseVersion = String((await exec('select version() as v'))[0]!.v);
  log('generating 200 price items × 5 years of daily points');
  const priceList = await generatePriceList(exec, { items: Number(process.env.BENCH_ITEMS ?? 200) });
  log(`price list: ${JSON.stringify(priceList)}; generating ${process.env.BENCH_DEALS ?? 1_000_000} deals`);
  const deals = await generateDeals(exec, { deals: Number(process.env.BENCH_DEALS ?? 1_000_000) });
  log(`deals: ${JSON.stringify(deals)}`);
  // A copper item of the international market: its history has the LME settlements beside it.
  const itemId = String(
    (await exec(`select i.id from price_items i join categories c on c.id = i.category_id where i.code like 'BENCH-%' and i.market = 'intl' and c.code = 'copper' order by i.code limit 1`))[0]?.id ??
      (await exec(`select id from price_items where code like 'BENCH-%' order by code limit 1`))[0]!.id,
  );
  client.release();

  const logger = pino({ level: 'warn' });
  const app = await buildApp({ config, database, mail: createMailProvider(config, logger), sms: createSmsProvider(config, logger) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const barePool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
  barePool.on('error', () => undefined);
  const bare = await buildBareServer(drizzle(barePool, { schema }) as unknown as TDb);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const urlOf = (f: FastifyInstance) => {
    const a = f.server.address();
    if (!a || typeof a === 'string') throw new Error('no port');
    return `http://127.0.0.1:${a.port}`;
  };

  process.on('message', (m: { type: string }) => {
    if (m.type === 'cpu') {
      const u = process.cpuUsage();
      send({ type: 'cpu', micros: u.user + u.system });
      return;
    }
    if (m.type !== 'close') return;
    void (async () => {
      await new Promise((r) => setTimeout(r, 300));
      await app.close().catch(() => undefined);
      await bare.close().catch(() => undefined);
      await barePool.end().catch(() => undefined);
      await database.close().catch(() => undefined);
      send({ type: 'closed' });
      process.disconnect?.();
    })();
  });
  send({
    type: 'ready',
    appUrl: urlOf(app),
    bareUrl: urlOf(bare),
    databaseVersion,
    setupSeconds: Math.round((performance.now() - started) / 100) / 10,
    priceList,
    deals,
    itemId,
  });
}

process.on('disconnect', () => process.exit(0));
main().catch((err: unknown) => {
  send({ type: 'error', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  setTimeout(() => process.exit(1), 100);
});
