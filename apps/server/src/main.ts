import pino from 'pino';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startJobs } from './jobs/registry.ts';
import { createMailProvider } from './providers/mail.ts';
import { createSmsProvider } from './providers/sms.ts';
import { seedCatalog } from './seed/catalog.ts';
import { seedDemoData } from './seed/demo.ts';
import { seedDemoAsks } from './seed/demo-asks.ts';
import { seedDemoTrust } from './seed/demo-trust.ts';
import { seedDemoOrders } from './seed/demo-orders.ts';
import { seedDemoUniverse } from './seed/demo-universe.ts';
import { seedDemoFeedback } from './seed/demo-feedback.ts';
import { seedDemoClaim } from './seed/demo-claims.ts';
import { seedDemoPriceFixing } from './seed/demo-price-fixing.ts';
import { seedSiteData } from './seed/site.ts';
import { seedReferencePrices } from './modules/negotiation/index.ts';
import { seedDemoPriceList } from './modules/market/index.ts';
import { seedDemoBuyerRequests } from './modules/listings/index.ts';

/** Reads config, migrates, seeds an empty database, listens; stops cleanly on SIGINT/SIGTERM. */
async function main() {
  // Where a start spends its time, logged once listening (bench/startup reads it): a restart should cost little more
  // than opening the database.
  const phases: Record<string, number> = {};
  // performance.now() counts from the process's start: the first phase, `load`, is node starting and loading the code.
  let mark = 0;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  phase('load');
  const config = parseConfig();
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  phase('database');
  // Reference data (categories, dictionaries, quote methods) into whichever of its tables are empty, every start.
  const catalog = await seedCatalog(database.db);
  if (catalog.categories || catalog.dictionaries || catalog.quoteMethods) log.info(catalog, 'catalogue written into empty tables');
  phase('catalogue');
  if (config.seedDemo) {
    const seeded = await seedDemoData(database.db);
    if (seeded) log.info('demo data written into the empty database (see README: demo accounts)');
    const demoAsks = await seedDemoAsks(database.db, config);
    if (demoAsks) log.info(`${demoAsks} demo asks of seller@demo.test written, with their pictures`);
    if (await seedDemoTrust(database.db, config)) log.info('demo shops, verification and followed categories written');
    const demoOrders = await seedDemoOrders(database.db, config);
    if (demoOrders) log.info(`${demoOrders} demo contracts of buyer@demo.test and seller@demo.test written (orders, staff console)`);
    // Demo settlements so formula quotes rank in USD/MT on a fresh demo; staff replace them in the console (issue 4).
    const settlements = await seedReferencePrices(database.db);
    if (settlements) log.info(`${settlements} demo reference settlements written (staff console: reference prices)`);
    // The demo LME deal to fix (issue 14), after the settlements so it only adds LME days next to them.
    if (await seedDemoPriceFixing(database.db, config)) log.info('demo LME formula contract written (two shipments to fix, /order-detail)');
    // A year of demo daily prices for the market price list (issue 14), marked demo; staff keep their own after.
    const priceItems = await seedDemoPriceList(database.db);
    if (priceItems) log.info(`${priceItems} demo price items with a year of daily prices written (/market-price)`);
    // A delivered, telex-released shipment of the demo buyer waiting for its rating (issue 15: the satisfaction prompt).
    if (await seedDemoFeedback(database.db, config)) log.info('demo delivery waiting for feedback written (buyer@demo.test is asked to rate it)');
    // A settled weight claim with its credit note on a demo contract of its own (issue 15).
    if (await seedDemoClaim(database.db, config)) log.info('demo settled claim written (/claim-record-weight, its credit note on the final invoice)');
    // Two live purchase requests of the demo buyer (issue 16), marked demo, so the purchase market is not empty.
    const demoRequests = await seedDemoBuyerRequests(database.db);
    if (demoRequests) log.info(`${demoRequests} demo purchase requests of buyer@demo.test written (/buyer-request)`);
    // The demo companies' countries, so /universe shows them and their lanes (issue 16).
    if (await seedDemoUniverse(database.db)) log.info('demo seller and buyer placed in China and Australia (/universe)');
    phase('demo');
  }
  // The wiki is product content, written at the first start whatever SEED_DEMO says; news and stories only with it.
  if (await seedSiteData(database.db, { assetOrigins: config.site.assetOrigins, demo: config.seedDemo })) {
    log.info(config.seedDemo ? 'site content written: wiki, news, partner stories' : 'site content written: wiki');
  }
  phase('site');
  const app = await buildApp({
    config,
    database,
    mail: createMailProvider(config, log),
    sms: createSmsProvider(config, log),
  });
  phase('app');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Background jobs (jobs/registry.ts) run on every instance; each is safe to run on several at once.
  const jobs = startJobs(app);
  await app.listen({ port: config.port, host: config.host });
  phase('listen');
  app.log.info({ jobs }, 'background jobs started');
  app.log.info({ startupMs: phases }, 'started');
  app.log.info(`${config.brand.en} listening on ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
