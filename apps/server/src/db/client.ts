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
import { serverPath } from '../lib/server-root.ts';
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
 * PGlite on disk (`dataDir`) or in memory (null). `loadDataDir` starts an in-memory database from a tarball of
 * another one's data dir (PGlite's `dumpDataDir()`) instead of running initdb: the test suite clones its template so.
 */
export async function openPglite(dataDir: string | null, opts: { loadDataDir?: Blob } = {}): Promise<TDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // Contrib extensions are compiled into PGlite but must be handed to it; migrations then CREATE them.
  const options = { extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) };
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

export async function migrateDatabase(database: TDatabase): Promise<void> {
  if (database.kind === 'pglite') {
    // PGlite is one in-process connection: no other instance can race us.
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const lockClient = await database.pool!.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}

/** PGlite under DATA_DIR by default; PostgreSQL when DATABASE_URL is set (ARCHITECTURE.md run modes). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<TDatabase> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(path.join(opts.dataDir, 'pglite'));
  await migrateDatabase(database);
  return database;
}
