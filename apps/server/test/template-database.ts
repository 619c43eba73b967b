import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrateDatabase, openPostgres, type TDatabase, type TDb } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { seedCatalog } from '../src/seed/catalog.ts';
import { seedDemoData } from '../src/seed/demo.ts';

/**
 * The template databases of a test run (ARCHITECTURE.md, tests). Migrating and seeding once per run instead of
 * once per test file: the global setup (test/global-setup.ts) builds every template below, each test file's
 * database is a copy of one of them (test-app.ts), and the run drops them at its end.
 *
 * - `empty`: migrated, no rows (the seeds' own tests, drivers, health);
 * - `demo`: plus the demo accounts (seed/demo.ts), what most API tests sign in with;
 * - `catalog+demo`: plus the catalogue (seed/catalog.ts), what the ask, trust, negotiation and order fixtures
 *   start from.
 *
 * Each is exactly what a file would otherwise have written for itself, so no test can tell the difference.
 */
export const TEMPLATES = ['empty', 'demo', 'catalog+demo'] as const;
export type TTemplate = (typeof TEMPLATES)[number];

/** Where this run's templates are: PGlite data-dir tarballs, or database names on TEST_DATABASE_URL. */
export type TTemplateLocations = { pglite?: Record<TTemplate, string>; pg?: Record<TTemplate, string> };

declare module 'vitest' {
  // Module augmentation needs an interface: the global setup provides this, test files inject it.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    testTemplates: TTemplateLocations;
  }
}

/** Writes one template's rows on top of the previous one's (they are built in the order of TEMPLATES). */
async function seedStep(db: TDb, template: TTemplate): Promise<void> {
  if (template === 'demo') await seedDemoData(db);
  if (template === 'catalog+demo') await seedCatalog(db);
}

/** A migrated, seeded database from scratch: the fallback when a run has no templates (no global setup). */
export async function seedFromScratch(database: TDatabase, template: TTemplate): Promise<void> {
  await migrateDatabase(database);
  for (const step of TEMPLATES.slice(0, TEMPLATES.indexOf(template) + 1)) await seedStep(database.db, step);
}

/**
 * PGlite lane: one in-memory database migrated and seeded step by step, its data dir dumped (uncompressed tar)
 * after each step into a temp dir. A checkpoint first, so a copy starts without replaying the WAL.
 */
export async function buildPgliteTemplates(): Promise<{ files: Record<TTemplate, string>; remove: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-test-templates-'));
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as TDb;
    await migrateDatabase({ db, kind: 'pglite', pool: null, close: () => client.close() });
    const files = {} as Record<TTemplate, string>;
    for (const template of TEMPLATES) {
      await seedStep(db, template);
      await db.execute(sql`checkpoint`);
      const tar = await client.dumpDataDir('none');
      files[template] = path.join(dir, `${template.replace(/\W/g, '-')}.tar`);
      fs.writeFileSync(files[template], Buffer.from(await tar.arrayBuffer()));
    }
    return { files, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  } finally {
    await client.close();
  }
}

/** Name prefix of template databases; the creation time in it lets a later run drop those a crashed run left. */
const PG_TEMPLATE_PREFIX = 'sb_tpl_';
const STALE_TEMPLATE_MS = 12 * 3_600_000;

async function withAdmin<T>(adminUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * PostgreSQL lane: one database per template, each made from the previous one (`CREATE DATABASE … TEMPLATE`)
 * and seeded one step further. Names are unique per run, since other runs may share the server. Connections
 * are closed before a database is copied (PostgreSQL refuses to copy a database anyone is connected to), and
 * the finished templates accept no connections at all, so a test cannot write into one by mistake.
 */
export async function buildPgTemplates(adminUrl: string): Promise<{ names: Record<TTemplate, string>; drop: () => Promise<void> }> {
  const run = `${PG_TEMPLATE_PREFIX}${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const names = Object.fromEntries(TEMPLATES.map((t) => [t, `${run}_${t.replace(/\W/g, '_')}`])) as Record<TTemplate, string>;
  const drop = () =>
    withAdmin(adminUrl, async (admin) => {
      for (const name of Object.values(names)) await admin.query(`drop database if exists "${name}" with (force)`);
    });
  try {
    await withAdmin(adminUrl, async (admin) => {
      await dropStaleTemplates(admin);
      let previous: string | null = null;
      for (const template of TEMPLATES) {
        const name = names[template];
        await admin.query(previous ? `create database "${name}" template "${previous}"` : `create database "${name}"`);
        const database = await openPostgres(databaseUrl(adminUrl, name), 2);
        try {
          if (!previous) await migrateDatabase(database);
          await seedStep(database.db, template);
        } finally {
          await database.close();
        }
        previous = name;
      }
      for (const name of Object.values(names)) await admin.query(`alter database "${name}" allow_connections false`);
    });
  } catch (err) {
    await drop().catch(() => undefined);
    throw err;
  }
  return { names, drop };
}

/** Templates of runs that ended without their teardown (killed, crashed) more than 12 hours ago. */
async function dropStaleTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like '${PG_TEMPLATE_PREFIX}%'`);
  for (const { datname } of rows) {
    const created = parseInt(datname.slice(PG_TEMPLATE_PREFIX.length).split('_')[0] ?? '', 36);
    if (Number.isFinite(created) && Date.now() - created > STALE_TEMPLATE_MS) {
      await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    }
  }
}
