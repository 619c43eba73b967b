import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase } from '../db/client.ts';
import { catalogFingerprint, seedCatalog } from './catalog.ts';
import { DEMO_STEPS, demoFingerprint, seedDemo } from './demo-steps.ts';
import { COUNTRY_ID_BASE } from './reference-data.ts';
import { countRows, queryRows } from '../../test/api.ts';
import { createInstanceOnSameDatabase, createTestApp, testLane, type TTestApp } from '../../test/test-app.ts';

/**
 * A copy of the shipped migrations with one more, as the next release would ship it: a table that did not exist.
 * Its `when` is after every shipped one, as drizzle-kit writes it.
 */
function migrationsWithOneMore(table: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_${table}`;
  journal.entries.push({ idx: last.idx + 1, version: last.version, when: last.when + 60_000, tag, breakpoints: true });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  fs.writeFileSync(path.join(dir, `${tag}.sql`), `CREATE TABLE "${table}" ("id" integer PRIMARY KEY);`);
  return dir;
}

describe(`[STARTUP] a restart skips what the database already has (${testLane()})`, () => {
  let t: TTestApp;
  const dirs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { template: 'catalog+demo' });
  });
  afterAll(async () => {
    await t.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('migrations: nothing to run on a migrated database; a new migration runs once, also when two instances start together', async () => {
    expect(await migrateDatabase(t.database)).toBe('current');

    const next = migrationsWithOneMore('startup_probe');
    dirs.push(next);
    const second = await createInstanceOnSameDatabase(t);
    try {
      if (testLane() === 'pg') {
        // Two instances starting on one PostgreSQL: they queue on the advisory lock, and the second finds it applied.
        const outcomes = await Promise.all([migrateDatabase(t.database, { migrationsFolder: next }), migrateDatabase(second.database, { migrationsFolder: next })]);
        expect(outcomes).toContain('migrated');
      } else {
        // PGlite's data directory belongs to one process, which migrates before anything else runs.
        expect(await migrateDatabase(t.database, { migrationsFolder: next })).toBe('migrated');
      }
      expect(await countRows(t, 'startup_probe')).toBe(0);
      const journal = JSON.parse(fs.readFileSync(path.join(next, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
      const recorded = await queryRows<{ n: number }>(t, `select count(*)::int as n from drizzle.__drizzle_migrations where created_at = ${journal.entries.at(-1)!.when}`);
      expect(Number(recorded[0]!.n)).toBe(1);
      // The next start finds it recorded.
      expect(await migrateDatabase(second.database, { migrationsFolder: next })).toBe('current');
    } finally {
      await second.close();
    }
  });

  it('reference data: skipped while the database records this fingerprint; written again when it changes or a table is empty', async () => {
    const fingerprint = catalogFingerprint();
    expect(await queryRows(t, `select fingerprint from seed_fingerprints where name = 'reference'`)).toEqual([{ fingerprint }]);
    expect(await seedCatalog(t.database.db)).toEqual({ categories: false, dictionaries: false, quoteMethods: false, skipped: true });

    // A database written by an older release (another fingerprint) that lacks a country the reference data has now.
    await queryRows(t, `update seed_fingerprints set fingerprint = 'older' where name = 'reference'`);
    await queryRows(t, `delete from dict_data where dict_type = 'Country' and value = 'NO'`);
    expect(await seedCatalog(t.database.db)).toEqual({ categories: false, dictionaries: false, quoteMethods: false, skipped: false });
    expect(await queryRows(t, `select id from dict_data where dict_type = 'Country' and value = 'NO'`)).toEqual([{ id: COUNTRY_ID_BASE + 578 }]);
    expect(await queryRows(t, `select fingerprint from seed_fingerprints where name = 'reference'`)).toEqual([{ fingerprint }]);

    // An emptied table is written again whatever the fingerprint says.
    await queryRows(t, 'delete from quote_methods');
    expect(await seedCatalog(t.database.db)).toMatchObject({ quoteMethods: true, skipped: false });
    expect(await countRows(t, 'quote_methods')).toBeGreaterThan(0);
    expect(await seedCatalog(t.database.db)).toMatchObject({ skipped: true });
  });

  it('demo data: every step runs once; a restart skips them until the demo steps change', async () => {
    const lines: string[] = [];
    const log = { info: (msg: string) => void lines.push(msg) };
    const config = t.app.deps.config;
    expect(await seedDemo(t.database.db, config, log)).toBe(true);
    expect(lines).toContain('2 demo purchase requests of buyer@demo.test written (/buyer-request)');
    expect(await queryRows(t, `select fingerprint from seed_fingerprints where name = 'demo'`)).toEqual([{ fingerprint: demoFingerprint() }]);

    // Skipped: a demo part removed meanwhile is not checked for, so not written again.
    await queryRows(t, 'delete from buyer_requests');
    lines.length = 0;
    expect(await seedDemo(t.database.db, config, log)).toBe(false);
    expect(lines).toEqual([]);
    expect(await countRows(t, 'buyer_requests')).toBe(0);

    // A release with another demo step has another fingerprint: every step checks its part again.
    expect(demoFingerprint([...DEMO_STEPS, { name: 'new-part', run: async () => 0, wrote: () => '' }])).not.toBe(demoFingerprint());
    await queryRows(t, `update seed_fingerprints set fingerprint = 'older' where name = 'demo'`);
    expect(await seedDemo(t.database.db, config, log)).toBe(true);
    expect(lines).toEqual(['2 demo purchase requests of buyer@demo.test written (/buyer-request)']);
    expect(await countRows(t, 'buyer_requests')).toBe(2);
    // The first run writes every demo part with its pictures: seconds, more on a busy machine.
  }, 180_000);
});
