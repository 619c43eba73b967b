import type { TDb } from '../../../db/client.ts';
import { findDictRowsByIds } from '../../catalogue/index.ts';
import type { TLanePort, TTradeLane, TTradeLaneSource } from '../../content/index.ts';
import { sumDealsByLane } from './trade-lanes.repository.ts';

/** /universe shows the trade of the last twelve months: a lane nobody has used for a year is no longer a lane. */
export const TRADE_LANE_DAYS = 365;
/** Distinct lanes read at most (the site draws the heaviest 200). */
const LANES_MAX = 2000;

/**
 * Trade lanes from concluded contracts (registered by contracts.routes.ts for /universe): each lane runs from the
 * loading port's country (else the ask's loading country, else the seller's) to the destination port's country (else the buyer's), with both
 * ports when they are known and placed. Tonnes and a count only: no party, price or date leaves this function.
 */
export const contractTradeLanes: TTradeLaneSource = async (db: TDb, now: Date = new Date()): Promise<TTradeLane[]> => {
  const rows = await sumDealsByLane(db, { since: new Date(now.getTime() - TRADE_LANE_DAYS * 86_400_000), limit: LANES_MAX });
  const ids = new Set<number>();
  for (const r of rows) for (const id of [r.portId, r.destinationPortId, r.loadingCountryId, r.sellerCountryId, r.buyerCountryId]) if (id !== null) ids.add(id);
  const dict = new Map((await findDictRowsByIds(db, [...ids])).map((d) => [d.id, d]));

  const countryOf = (id: number | null) => {
    const row = id === null ? undefined : dict.get(id);
    return row?.dictType === 'Country' ? row.value : undefined;
  };
  const portOf = (id: number | null): { country: string | null; place: TLanePort | null } => {
    const row = id === null ? undefined : dict.get(id);
    if (!row || row.dictType === 'Country' || row.dictType === 'biz_prescription') return { country: null, place: null };
    const place = row.latitude !== null && row.longitude !== null
      ? { code: row.value, nameZh: row.labelZh, nameEn: row.labelEn, latitude: row.latitude, longitude: row.longitude }
      : null;
    return { country: row.countryCode, place };
  };

  const lanes: TTradeLane[] = [];
  for (const r of rows) {
    const loading = portOf(r.portId);
    const destination = portOf(r.destinationPortId);
    const from = loading.country ?? countryOf(r.loadingCountryId) ?? countryOf(r.sellerCountryId);
    const to = destination.country ?? countryOf(r.buyerCountryId);
    if (!from || !to || !(r.weightMt > 0)) continue;
    lanes.push({ from, to, weightMt: r.weightMt, deals: r.deals, fromPort: loading.place, toPort: destination.place });
  }
  return lanes;
};
