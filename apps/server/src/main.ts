import pino from 'pino';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMailProvider } from './providers/mail.ts';
import { createSmsProvider } from './providers/sms.ts';
import { seedDemoData } from './seed/demo.ts';

/** Reads config, migrates, seeds an empty database, listens; stops cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = parseConfig();
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.seedDemo) {
    const seeded = await seedDemoData(database.db);
    if (seeded) log.info('demo data written into the empty database (see README: demo accounts)');
  }
  const app = await buildApp({
    config,
    database,
    mail: createMailProvider(config, log),
    sms: createSmsProvider(config, log),
  });

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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.brand.en} listening on ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
