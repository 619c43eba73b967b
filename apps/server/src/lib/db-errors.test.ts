import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../db/client.ts';
import { insertAccount } from '../modules/identity/accounts/account.repository.ts';
import { openTestDatabase, testLane } from '../../test/test-app.ts';
import { isUniqueViolation } from './db-errors.ts';

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
});
