import pino from 'pino';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startJobs } from './jobs/registry.ts';
import { createMailProvider } from './providers/mail.ts';
import { createSmsProvider } from './providers/sms.ts';
import { seedCatalog } from './seed/catalog.ts';
import { seedDemo } from './seed/demo-steps.ts';
import { seedSiteData } from './seed/site.ts';

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
  // Reference data (categories, dictionaries, quote methods) into whichever of its tables are empty, every start;
  // one query when the database already has this code's reference data (seed/catalog.ts, its fingerprint).
  const catalog = await seedCatalog(database.db);
  if (catalog.categories || catalog.dictionaries || catalog.quoteMethods) log.info(catalog, 'catalogue written into empty tables');
  phase('catalogue');
  if (config.seedDemo) {
    // Each part of the demo written when missing (seed/demo-steps.ts); skipped when this database already checked
    // the demo steps this code ships.
    await seedDemo(database.db, config, log);
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
