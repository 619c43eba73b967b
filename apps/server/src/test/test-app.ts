import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { migrateDatabase, openPglite, openPostgres, type TDatabase } from '../db/client.ts';
import type { TMailMessage, TMailProvider, TSmsMessage, TSmsProvider } from '../providers/types.ts';

/**
 * A fresh database per test file (ARCHITECTURE.md, tests): in-memory PGlite on the `pglite` lane,
 * a new database on the PostgreSQL of TEST_DATABASE_URL on the `pg` lane (dropped afterwards).
 * The lane comes from TEST_DB_LANE, set by the vitest project.
 */
export type TTestApp = {
  app: FastifyInstance;
  database: TDatabase;
  /** Everything the providers were asked to deliver, newest last. */
  sentMail: TMailMessage[];
  sentSms: TSmsMessage[];
  /** Set an error text to make the next deliveries on that channel fail (null: deliver again). */
  failDelivery: { mail: string | null; sms: string | null };
  close: () => Promise<void>;
};

export function testLane(): 'pglite' | 'pg' {
  return process.env.TEST_DB_LANE === 'pg' ? 'pg' : 'pglite';
}

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_LANE=pg needs TEST_DATABASE_URL');
  const name = `sb_test_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function openTestDatabase(): Promise<{ database: TDatabase; dispose: () => Promise<void> }> {
  if (testLane() === 'pg') {
    const created = await createPgDatabase();
    const database = await openPostgres(created.url, 5);
    await migrateDatabase(database);
    return {
      database,
      dispose: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const database = await openPglite(null);
  await migrateDatabase(database);
  return { database, dispose: () => database.close() };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TTestApp> {
  const { database, dispose } = await openTestDatabase();
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `sb-test-${crypto.randomBytes(4).toString('hex')}`),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'sb-no-web'),
    ...env,
  });
  const sentMail: TMailMessage[] = [];
  const sentSms: TSmsMessage[] = [];
  const failDelivery: TTestApp['failDelivery'] = { mail: null, sms: null };
  const mail: TMailProvider = {
    name: 'test',
    send: async (m) => {
      if (failDelivery.mail) throw new Error(failDelivery.mail);
      sentMail.push(m);
    },
  };
  const sms: TSmsProvider = {
    name: 'test',
    send: async (m) => {
      if (failDelivery.sms) throw new Error(failDelivery.sms);
      sentSms.push(m);
    },
  };
  const app = await buildApp({ config, database, mail, sms });
  await app.ready();
  return {
    app,
    database,
    sentMail,
    sentSms,
    failDelivery,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}
