import type { TConfig } from '../config.ts';
import type { TDb } from '../db/client.ts';
import { fingerprintOf, readSeedFingerprint, writeSeedFingerprint } from '../db/seed-fingerprint.repository.ts';
import { seedDemoBuyerRequests } from '../modules/listings/index.ts';
import { seedDemoPriceList } from '../modules/market/index.ts';
import { seedReferencePrices } from '../modules/negotiation/index.ts';
import { seedDemoData } from './demo.ts';
import { seedDemoAsks } from './demo-asks.ts';
import { seedDemoClaim } from './demo-claims.ts';
import { seedDemoFeedback } from './demo-feedback.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoPriceFixing } from './demo-price-fixing.ts';
import { seedDemoTrust } from './demo-trust.ts';
import { seedDemoUniverse } from './demo-universe.ts';

type TDemoStep = {
  name: string;
  /** Writes its part of the demo when it is not there yet; answers how much it wrote (0 or false: nothing). */
  run: (db: TDb, config: TConfig) => Promise<number | boolean>;
  /** The log line when it wrote something. */
  wrote: (n: number) => string;
};

/**
 * The demo data (SEED_DEMO), in the order each part needs the ones before it. Every step checks whether its part is
 * already there and writes it only when not, so on a database that has it each is a query or two that finds it.
 */
export const DEMO_STEPS: readonly TDemoStep[] = [
  { name: 'accounts', run: (db) => seedDemoData(db), wrote: () => 'demo data written into the empty database (see README: demo accounts)' },
  { name: 'asks', run: (db, config) => seedDemoAsks(db, config), wrote: (n) => `${n} demo asks of seller@demo.test written, with their pictures` },
  { name: 'trust', run: (db, config) => seedDemoTrust(db, config), wrote: () => 'demo shops, verification and followed categories written' },
  {
    name: 'orders',
    run: (db, config) => seedDemoOrders(db, config),
    wrote: (n) => `${n} demo contracts of buyer@demo.test and seller@demo.test written (orders, staff console)`,
  },
  // Demo settlements so formula quotes rank in USD/MT on a fresh demo; staff replace them in the console (issue 4).
  { name: 'reference-prices', run: (db) => seedReferencePrices(db), wrote: (n) => `${n} demo reference settlements written (staff console: reference prices)` },
  // The demo LME deal to fix (issue 14), after the settlements so it only adds LME days next to them.
  { name: 'price-fixing', run: (db, config) => seedDemoPriceFixing(db, config), wrote: () => 'demo LME formula contract written (two shipments to fix, /order-detail)' },
  // A year of demo daily prices for the market price list (issue 14), marked demo; staff keep their own after.
  { name: 'price-list', run: (db) => seedDemoPriceList(db), wrote: (n) => `${n} demo price items with a year of daily prices written (/market-price)` },
  // A delivered, telex-released shipment of the demo buyer waiting for its rating (issue 15: the satisfaction prompt).
  { name: 'feedback', run: (db, config) => seedDemoFeedback(db, config), wrote: () => 'demo delivery waiting for feedback written (buyer@demo.test is asked to rate it)' },
  // A settled weight claim with its credit note on a demo contract of its own (issue 15).
  { name: 'claim', run: (db, config) => seedDemoClaim(db, config), wrote: () => 'demo settled claim written (/claim-record-weight, its credit note on the final invoice)' },
  // Two live purchase requests of the demo buyer (issue 16), marked demo, so the purchase market is not empty.
  { name: 'buyer-requests', run: (db) => seedDemoBuyerRequests(db), wrote: (n) => `${n} demo purchase requests of buyer@demo.test written (/buyer-request)` },
  // The demo companies' countries, so /universe shows them and their lanes (issue 16).
  { name: 'universe', run: (db) => seedDemoUniverse(db), wrote: () => 'demo seller and buyer placed in China and Australia (/universe)' },
];

/**
 * The fingerprint of the demo steps this code ships: their names and the source of each step's function (the one
 * that checks whether its part is there). A step's data, once written, is never rewritten, so only a new step or a
 * changed check can make a start write anything: exactly what changes this fingerprint.
 */
export function demoFingerprint(steps: readonly TDemoStep[] = DEMO_STEPS): string {
  const seeders = [seedDemoData, seedDemoAsks, seedDemoTrust, seedDemoOrders, seedReferencePrices, seedDemoPriceFixing, seedDemoPriceList, seedDemoFeedback, seedDemoClaim, seedDemoBuyerRequests, seedDemoUniverse];
  return fingerprintOf({ steps: steps.map((s) => `${s.name}: ${String(s.run)}`), seeders: seeders.map(String) });
}

/**
 * Runs the demo steps unless this database recorded, after a complete run, the fingerprint of the steps this code
 * ships: then every part was already checked there, and a restart skips the dozen or so queries (bench/startup).
 * Answers whether the steps ran.
 */
export async function seedDemo(db: TDb, config: TConfig, log: { info: (msg: string) => void }): Promise<boolean> {
  const fingerprint = demoFingerprint();
  if ((await readSeedFingerprint(db, 'demo')) === fingerprint) return false;
  for (const step of DEMO_STEPS) {
    const wrote = await step.run(db, config);
    if (wrote) log.info(step.wrote(Number(wrote)));
  }
  await writeSeedFingerprint(db, 'demo', fingerprint);
  return true;
}
