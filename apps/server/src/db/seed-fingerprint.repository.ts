import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from './client.ts';
import { seedFingerprints } from './schema.ts';

/** The start-up seeds that record what they last wrote or checked (schema/seed-state.ts). */
export type TSeedName = 'reference' | 'demo';

/** A fingerprint of what a seed ships: the SHA-256 of its JSON, so any change of the data changes it. */
export function fingerprintOf(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/** The fingerprint a seed last recorded on this database, or null. */
export async function readSeedFingerprint(db: TDbOrTx, name: TSeedName): Promise<string | null> {
  const [row] = await db.select({ fingerprint: seedFingerprints.fingerprint }).from(seedFingerprints).where(sql`${seedFingerprints.name} = ${name}`).limit(1);
  return row?.fingerprint ?? null;
}

/** Records that the seed's data, as fingerprinted, is in the database. */
export async function writeSeedFingerprint(db: TDbOrTx, name: TSeedName, fingerprint: string): Promise<void> {
  await db
    .insert(seedFingerprints)
    .values({ name, fingerprint })
    .onConflictDoUpdate({ target: seedFingerprints.name, set: { fingerprint, writtenAt: sql`now()` } });
}
