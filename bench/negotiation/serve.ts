/**
 * Child process of run.ts: opens the bench database the way the app does (the project's migrator), seeds the
 * catalogue and the demo accounts, and serves the real app (production config) on a loopback port until told to
 * close. A separate process so the load generator does not share the server's event loop.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import type { TMailProvider, TSmsProvider } from '../../apps/server/src/providers/types.ts';
import { seedCatalog } from '../../apps/server/src/seed/catalog.ts';
import { seedDemoData } from '../../apps/server/src/seed/demo.ts';

export type TServeMessage =
  | { type: 'ready'; url: string }
  | { type: 'error'; error: string }
  | { type: 'closed' }
  | { type: 'cpu'; micros: number }
  | { type: 'profiling' }
  | { type: 'profiled'; file: string };

const send = (m: TServeMessage) => process.send?.(m);

async function main() {
  const config = parseConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: process.env.BENCH_DATA_DIR!,
    LOG_LEVEL: process.env.BENCH_APP_LOG_LEVEL ?? 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL!,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seedCatalog(database.db);
  await seedDemoData(database.db);
  // Deal e-mails go nowhere: the mail provider is not what is measured.
  const mail: TMailProvider = { name: 'bench', send: async () => undefined };
  const sms: TSmsProvider = { name: 'bench', send: async () => undefined };
  const app = await buildApp({ config, database, mail, sms });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // profile.ts asks for a CPU profile of the placement load only (not the setup): the inspector's sampling profiler.
  let profiler: Session | null = null;
  process.on('message', (m: { type: string; file?: string }) => {
    if (m.type === 'profile-start') {
      void (async () => {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
        send({ type: 'profiling' });
      })();
      return;
    }
    if (m.type === 'profile-stop' && profiler) {
      const session = profiler;
      profiler = null;
      void (async () => {
        const { profile } = await session.post('Profiler.stop');
        session.disconnect();
        fs.writeFileSync(m.file!, JSON.stringify(profile));
        send({ type: 'profiled', file: m.file! });
      })();
      return;
    }
    // The app's CPU so far (user + system), for the CPU cost per quote.
    if (m.type === 'cpu') {
      const u = process.cpuUsage();
      send({ type: 'cpu', micros: u.user + u.system });
      return;
    }
    if (m.type !== 'close') return;
    void (async () => {
      await app.close().catch(() => undefined);
      await database.close().catch(() => undefined);
      send({ type: 'closed' });
      process.disconnect?.();
    })();
  });
  send({ type: 'ready', url });
}

process.on('disconnect', () => process.exit(0));
main().catch((err: unknown) => {
  send({ type: 'error', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  setTimeout(() => process.exit(1), 100);
});
