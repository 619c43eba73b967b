import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { openPglite, openPostgres, type TDatabase, type TDb } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import type { TMailMessage, TMailProvider, TSmsMessage, TSmsProvider } from '../src/providers/types.ts';
import { seedFromScratch, type TTemplate, type TTemplateLocations } from './template-database.ts';

export type { TTemplate } from './template-database.ts';

/**
 * A database of its own for each test app (ARCHITECTURE.md, tests), copied from one of the run's templates
 * (template-database.ts): an in-memory PGlite loaded from the template's data dir on the `pglite` lane, a new
 * database `CREATE DATABASE … TEMPLATE` on the PostgreSQL of TEST_DATABASE_URL on the `pg` lane (dropped
 * afterwards). The lane comes from TEST_DB_LANE, set by the vitest project.
 */
export type TTestApp = {
  app: FastifyInstance;
  database: TDatabase;
  /** Everything the providers were asked to deliver, newest last. */
  sentMail: TMailMessage[];
  sentSms: TSmsMessage[];
  /** Set an error text to make the next deliveries on that channel fail (null: deliver again). */
  failDelivery: { mail: string | null; sms: string | null };
  /** The PostgreSQL URL of the test's database on the `pg` lane (null on PGlite): createInstanceOnSameDatabase. */
  databaseUrl: string | null;
  close: () => Promise<void>;
};

export function testLane(): 'pglite' | 'pg' {
  return process.env.TEST_DB_LANE === 'pg' ? 'pg' : 'pglite';
}

/** The run's templates, when the vitest global setup built them (test/global-setup.ts). */
function templates() {
  return inject('testTemplates') as TTemplateLocations | undefined;
}

async function createPgDatabase(template: string | null): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_LANE=pg needs TEST_DATABASE_URL');
  const name = `sb_test_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template "${template}"` : `create database ${name}`);
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

/**
 * A database of the test's own, starting as the template says: `empty` (migrated), `demo` (+ demo accounts),
 * `catalog+demo` (+ catalogue). Without templates (a run without the global setup) it is built from scratch.
 */
export async function openTestDatabase(
  template: TTemplate = 'empty',
): Promise<{ database: TDatabase; url: string | null; dispose: () => Promise<void> }> {
  const built = templates();
  if (testLane() === 'pg') {
    const created = await createPgDatabase(built?.pg?.[template] ?? null);
    const database = await openPostgres(created.url, 5);
    if (!built?.pg) await seedFromScratch(database, template);
    return {
      database,
      url: created.url,
      dispose: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const tarball = built?.pglite?.[template];
  const database = await openPglite(null, tarball ? { loadDataDir: new Blob([fs.readFileSync(tarball)]) } : {});
  if (!tarball) await seedFromScratch(database, template);
  return { database, url: null, dispose: () => database.close() };
}

/** The app on a database of its own (see openTestDatabase for `template`), with providers that record what they send. */
export async function createTestApp(env: Record<string, string> = {}, opts: { template?: TTemplate } = {}): Promise<TTestApp> {
  const { database, url, dispose } = await openTestDatabase(opts.template);
  const built = await buildRecordingApp(database, env);
  return {
    ...built,
    database,
    databaseUrl: url,
    close: async () => {
      await built.app.close();
      await dispose();
    },
  };
}

/**
 * A second API instance on the database of `first`, as two servers behind a load balancer share one PostgreSQL: on the
 * `pg` lane with a connection pool of its own, on PGlite over the same in-process database (it has one connection)
 * through a Drizzle handle of its own, so nothing keyed by the handle (the session hub's local notices) is shared.
 * It records its own mail and SMS; closing it leaves the database to `first`.
 */
export async function createInstanceOnSameDatabase(first: TTestApp, env: Record<string, string> = {}): Promise<TTestApp> {
  const database = first.databaseUrl ? await openPostgres(first.databaseUrl, 5) : samePglite(first.database);
  const built = await buildRecordingApp(database, env);
  return {
    ...built,
    database,
    databaseUrl: first.databaseUrl,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
}

/** Another handle on the same PGlite; closing it leaves the database open. */
function samePglite(database: TDatabase): TDatabase {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return { db: drizzlePglite(client, { schema }) as unknown as TDb, kind: 'pglite', pool: null, close: async () => undefined };
}

async function buildRecordingApp(
  database: TDatabase,
  env: Record<string, string>,
): Promise<Pick<TTestApp, 'app' | 'sentMail' | 'sentSms' | 'failDelivery'>> {
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
  return { app, sentMail, sentSms, failDelivery };
}
