import { translate } from '@scrapbridge/domain/i18n';
import { alertPrices, priceAlert, type TAlertOutcome } from '@scrapbridge/domain/pricing/price-alert';
import { REFERENCE_BASES, REFERENCE_UNITS, type TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDb } from '../../../db/client.ts';
import { findLatestTwoSettlements } from '../../negotiation/index.ts';
import { queueNotification } from '../../platform/index.ts';
import { plainDecimal } from './futures-board.ts';
import { claimFollowAlert, databaseToday, findLatestTwoItemPoints, listAlertableFollows, type TAlertFollowRow } from './price-alerts.repository.ts';

/** Follows read per page of a round. */
const FOLLOWS_PER_PAGE = 500;
/**
 * A point older than this many days before today does not alert: a follow set today on a price last published weeks
 * ago is not told about an old move.
 */
export const ALERT_FRESH_DAYS = 7;

type TCompared = {
  /** en / zh names of what moved. */
  nameEn: string;
  nameZh: string;
  unit: string;
  latestDate: string;
  previous: string | null;
  latest: string;
  link: string;
};

function daysBefore(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * The price alert sweep (issue 14 item 3): every follow with alert settings is compared on its latest point against
 * the one before it (an item's first price in the §3 order, a series' settlement); a move of more than its percent or
 * a crossed level tells its reader in-app and by e-mail in their language — at most once a day per follow, and only
 * for a point newer than the last alert (a price that stays put is not reported again). The claim on the follow
 * (last_alerted_on) and the notification commit together, and the claim is conditional, so two sweeps at once send
 * one alert. `today` is the database's UTC day unless a test gives one.
 */
export async function sendPriceAlerts(opts: { db: TDb; today?: string }): Promise<number> {
  const { db } = opts;
  const today = opts.today ?? (await databaseToday(db));
  const freshFrom = daysBefore(today, ALERT_FRESH_DAYS);
  const series = new Map<TReferenceBasis, { latest: string; latestDate: string; previous: string | null }>();
  const settlements = await findLatestTwoSettlements(db, REFERENCE_BASES);
  for (const basis of REFERENCE_BASES) {
    const [latest, previous] = settlements.filter((r) => r.basis === basis && r.priceDate <= today);
    if (latest) series.set(basis, { latest: plainDecimal(latest.price), latestDate: latest.priceDate, previous: previous ? plainDecimal(previous.price) : null });
  }
  let sent = 0;
  let afterId: string | null = null;
  for (;;) {
    const follows = await listAlertableFollows(db, { today, afterId, limit: FOLLOWS_PER_PAGE });
    if (!follows.length) break;
    afterId = follows[follows.length - 1]!.id;
    const itemIds = [...new Set(follows.filter((f) => f.kind === 'item').map((f) => f.key))];
    const { points, items } = await findLatestTwoItemPoints(db, { itemIds, today });
    const compared = (f: TAlertFollowRow): TCompared | null => {
      if (f.kind === 'series') {
        const basis = f.key as TReferenceBasis;
        const s = series.get(basis);
        if (!s) return null;
        const unit = REFERENCE_UNITS[basis];
        return {
          nameEn: translate('en', `futures.series.${basis}`),
          nameZh: translate('zh', `futures.series.${basis}`),
          unit,
          latestDate: s.latestDate,
          previous: s.previous,
          latest: s.latest,
          link: `/futures?basis=${basis}`,
        };
      }
      const item = items.find((i) => i.id === f.key);
      const [latest, previous] = points.filter((p) => p.itemId === f.key);
      if (!item || !latest) return null;
      const prices = alertPrices(previous ?? null, latest);
      if (!prices) return null;
      return {
        nameEn: item.description ?? item.descriptionZh ?? item.code,
        nameZh: item.descriptionZh ?? item.description ?? item.code,
        unit: item.market === 'cn' ? 'CNY_PER_MT' : 'USD_PER_MT',
        latestDate: latest.priceDate,
        previous: prices.previous === null ? null : plainDecimal(prices.previous),
        latest: plainDecimal(prices.latest),
        link: `/price-detail?id=${item.id}`,
      };
    };
    for (const f of follows) {
      const c = compared(f);
      if (!c || c.latestDate < freshFrom) continue;
      // A point no newer than the last alert was already reported (or was there when the reader was last told).
      if (f.lastAlertedOn && c.latestDate <= f.lastAlertedOn) continue;
      const outcome = priceAlert(f, c.previous, c.latest);
      if (!outcome) continue;
      if (await deliver(db, f, c, outcome, today)) sent++;
    }
    if (follows.length < FOLLOWS_PER_PAGE) break;
  }
  return sent;
}

async function deliver(db: TDb, f: TAlertFollowRow, c: TCompared, outcome: TAlertOutcome, today: string): Promise<boolean> {
  const words = (lang: 'zh' | 'en') => ({
    direction: translate(lang, `futures.alert.${outcome.direction}`),
    unit: translate(lang, `futures.units.${c.unit}`),
    reason: outcome.reasons.map((r) => translate(lang, r === 'move' ? 'futures.alert.reasonMove' : 'futures.alert.reasonLevel', { pct: f.alertPct ? plainDecimal(f.alertPct) : '', level: f.alertLevel ? plainDecimal(f.alertLevel) : '' })).join(lang === 'zh' ? '；' : '; '),
  });
  const en = words('en');
  const zh = words('zh');
  const common = {
    latest: c.latest,
    previous: c.previous ?? '',
    // The direction word says which way; the figure is the size of the move.
    changePercent: outcome.changePercent.replace(/^-/, ''),
    date: c.latestDate,
  };
  return db.transaction(async (tx) => {
    if (!(await claimFollowAlert(tx, { followId: f.id, today }))) return false;
    await queueNotification({
      tx,
      userId: f.userId,
      kind: 'price_alert',
      refKey: `${f.id}:${today}`,
      params: { ...common, name: c.nameEn, direction: en.direction, unit: en.unit, reason: en.reason },
      paramsZh: { ...common, name: c.nameZh, direction: zh.direction, unit: zh.unit, reason: zh.reason },
      link: c.link,
      mail: true,
    });
    return true;
  });
}
