import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { serverPath } from '../lib/server-root.ts';
import { executeRows } from './execute-rows.ts';
import * as schema from './schema.ts';

export type TSchema = typeof schema;
/** One type for both drivers: repositories never know which PostgreSQL they talk to. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
/** A transaction handle; repositories take `TDb | TTx` so use cases decide the transaction boundary. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbOrTx = TDb | TTx;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'pg';
  /** The pg pool, when on PostgreSQL (LISTEN/NOTIFY and benchmarks need a raw connection). */
  pool: pg.Pool | null;
  close: () => Promise<void>;
};

// Read from the package's sources whether the server runs from them or from its bundle (lib/server-root.ts).
export const MIGRATIONS_DIR = serverPath('src/db/migrations');

/** An arbitrary constant: every API instance takes this advisory lock while it migrates, so they queue. */
const MIGRATION_LOCK_KEY = 424242_2;

/**
 * PGlite's buffer pool. PostgreSQL's default (128MB) is filled byte by byte when PGlite starts — most of the CPU of
 * opening the database (~0.7 s of a restart on this 2-core machine, bench/startup) — while PGlite reads its pages
 * through the operating system's file cache anyway. 32MB holds the demo database's working set and fills in a
 * quarter of the time. PostgreSQL (DATABASE_URL) keeps its own configuration.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * PGlite on disk (`dataDir`) or in memory (null). `loadDataDir` starts an in-memory database from a tarball of
 * another one's data dir (PGlite's `dumpDataDir()`) instead of running initdb: the test suite clones its template so.
 */
export async function openPglite(dataDir: string | null, opts: { loadDataDir?: Blob } = {}): Promise<TDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // Contrib extensions are compiled into PGlite but must be handed to it; migrations then CREATE them.
  const options = {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    pool: null,
    close: async () => {
      await client.close();
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  return { db, kind: 'pg', pool, close: () => pool.end() };
}

/** The newest migration the code ships: the `when` of the last journal entry (drizzle-kit's meta/_journal.json). */
function latestMigrationMillis(migrationsFolder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * Whether the database already records the newest migration the code ships. Drizzle's migrator applies exactly the
 * migrations newer than the last `created_at` in drizzle.__drizzle_migrations, so when that is not older than the
 * journal's last entry it has nothing to do — and this answers so with one small file and one query instead of the
 * migrator's reading and hashing of every migration file and its five statements (bench/startup). A database without
 * the table (never migrated) is not current.
 */
async function isMigrated(database: TDatabase, migrationsFolder: string): Promise<boolean> {
  const latest = latestMigrationMillis(migrationsFolder);
  try {
    const rows = await executeRows<{ last: string | number | null }>(database.db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    const last = rows[0]?.last;
    return last !== null && last !== undefined && Number(last) >= latest;
  } catch {
    return false;
  }
}

/**
 * Brings the schema up to date; answers 'current' when it already was (nothing read but the journal) and 'migrated'
 * when the migrator ran. On PostgreSQL, instances starting together queue on an advisory lock to migrate, and the
 * migrator itself skips what another instance applied meanwhile.
 */
export async function migrateDatabase(database: TDatabase, opts: { migrationsFolder?: string } = {}): Promise<'current' | 'migrated'> {
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS_DIR;
  if (await isMigrated(database, migrationsFolder)) return 'current';
  if (database.kind === 'pglite') {
    // PGlite is one in-process connection: no other instance can race us.
    await migratePglite(database.db as never, { migrationsFolder });
    return 'migrated';
  }
  const lockClient = await database.pool!.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as never, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  return 'migrated';
}

/** PGlite under DATA_DIR by default; PostgreSQL when DATABASE_URL is set (ARCHITECTURE.md run modes). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<TDatabase> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(path.join(opts.dataDir, 'pglite'));
  await migrateDatabase(database);
  return database;
}
