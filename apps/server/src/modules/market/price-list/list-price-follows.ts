import { translate } from '@scrapbridge/domain/i18n';
import { headlinePrice, type TPriceFollow } from '@scrapbridge/domain/pricing/price-follow';
import { priceChange, priceListCurrency } from '@scrapbridge/domain/pricing/price-list';
import { REFERENCE_UNITS, type TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDbOrTx } from '../../../db/client.ts';
import { findLatestTwoSettlements } from '../../negotiation/index.ts';
import { findFollows, findItemRows, type TFollowRecord } from './price-list.repository.ts';

/** A series' name as the reference price catalogue words it. */
const seriesName = (basis: TReferenceBasis, lang: 'en' | 'zh') => translate(lang, `negotiation.references.${basis}`);

/**
 * The follows of a user with the latest value of each: an item's headline price (the first of its five prices, per MT)
 * and its change against the point before; a series' latest settlement and its change. One query per kind.
 */
export async function presentFollows(db: TDbOrTx, follows: readonly TFollowRecord[]): Promise<TPriceFollow[]> {
  const itemIds = follows.filter((f) => f.kind === 'item').map((f) => f.key);
  const bases = [...new Set(follows.filter((f) => f.kind === 'series').map((f) => f.key as TReferenceBasis))];
  const items = itemIds.length ? (await findItemRows(db, { ids: itemIds, retired: 'all', viewerId: null, limit: itemIds.length, offset: 0 })).rows : [];
  const settlements = bases.length ? await findLatestTwoSettlements(db, bases) : [];
  const alerts = (f: TFollowRecord) => ({
    alertPct: f.alertPct,
    alertLevel: f.alertLevel,
    alertDirection: f.alertDirection ?? null,
    lastAlertedOn: f.lastAlertedOn ?? null,
  });
  const out: TPriceFollow[] = [];
  for (const f of follows) {
    if (f.kind === 'item') {
      const item = items.find((i) => i.id === f.key);
      if (!item) continue;
      const latest = item.latest ? headlinePrice(item.latest) : null;
      const previous = latest && item.previous ? item.previous[latest.field] : null;
      out.push({
        id: f.id,
        kind: 'item',
        key: f.key,
        name: item.description ?? item.descriptionZh ?? item.code,
        nameZh: item.descriptionZh ?? item.description ?? item.code,
        market: item.market,
        unit: `${priceListCurrency(item.market)}_PER_MT`,
        latestValue: latest?.value ?? null,
        latestDate: item.latest?.priceDate ?? null,
        change: latest ? priceChange(previous, latest.value) : null,
        retired: item.retired,
        ...alerts(f),
      });
    } else {
      const basis = f.key as TReferenceBasis;
      const [latest, previous] = settlements.filter((s) => s.basis === basis);
      out.push({
        id: f.id,
        kind: 'series',
        key: f.key,
        name: seriesName(basis, 'en'),
        nameZh: seriesName(basis, 'zh'),
        market: null,
        unit: REFERENCE_UNITS[basis],
        latestValue: latest?.price ?? null,
        latestDate: latest?.priceDate ?? null,
        change: latest ? priceChange(previous?.price, latest.price) : null,
        retired: false,
        ...alerts(f),
      });
    }
  }
  return out;
}

/** `GET /saas-v1/market-price/follow/list` (signed in): what the caller follows, oldest follow first. */
export async function listPriceFollows(opts: { db: TDbOrTx; userId: string }): Promise<{ rows: TPriceFollow[]; total: number }> {
  const rows = await presentFollows(opts.db, await findFollows(opts.db, opts.userId));
  return { rows, total: rows.length };
}
