import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../db/client.ts';
import { insertAccount } from '../modules/identity/accounts/account.repository.ts';
import { openTestDatabase, testLane } from '../../test/test-app.ts';
import { isInputDataException, isUniqueViolation } from './db-errors.ts';

/** The register race (two sign-ups of one address) relies on recognising the driver's unique violation. */
describe(`[DB] unique violations are recognised on this driver (${testLane()})`, () => {
  let database: TDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
  });
  afterAll(async () => {
    await dispose();
  });

  it('says yes for a duplicate e-mail and no for other failures', async () => {
    await insertAccount(database.db, { email: 'twice@example.com' });
    const duplicate = await insertAccount(database.db, { email: 'twice@example.com' }).catch((e: unknown) => e);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const inTx = await database.db
      .transaction(async (tx) => insertAccount(tx, { email: 'twice@example.com' }))
      .catch((e: unknown) => e);
    expect(isUniqueViolation(inTx)).toBe(true);
    // No e-mail and no phone breaks a check constraint, not uniqueness.
    const other = await insertAccount(database.db, {}).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Error);
    expect(isUniqueViolation(other)).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
  });

  it('recognises the data exceptions only a request value causes (issue 13: a 1000, never a 500)', async () => {
    const fail = (text: string) => database.db.execute(sql.raw(text)).catch((e: unknown) => e);
    for (const text of [
      "select '2147483648'::int4",
      "select '1e308'::numeric(18, 6)",
      'select \'{"a": "\\u0000"}\'::jsonb',
      "select '294277-01-01'::timestamptz",
      "select 'abc'::uuid",
    ]) {
      const err = await fail(text);
      expect(err, text).toBeInstanceOf(Error);
      expect(isInputDataException(err), text).toBe(true);
    }
    expect(isInputDataException(await fail('select 1 / 0'))).toBe(false);
    expect(isInputDataException(await fail('select * from no_such_table'))).toBe(false);
  });
});
