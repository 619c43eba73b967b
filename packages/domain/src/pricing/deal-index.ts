import { divDecimals, fromScaled, roundDecimalText, scaleOf, toScaled } from '../decimal.ts';

/**
 * The own-deal weekly index (issue 14 item 6, beyond the spec): a price per grade and week computed from the deals made
 * on this market, shown on the price detail next to the staff-entered price.
 *
 * Method (the text of the public methodology page follows it):
 * 1. Deals: every contract of the market that is not voided, on the week of its deal day (weeks run Monday to Sunday,
 *    UTC; a week is named by its Monday). A formula-priced line counts once it is fixed, at its fixed price, on the
 *    week of the deal. One series per grade and currency: USD deals (international market) and CNY deals (China) are
 *    never mixed — the caller passes one series key per grade and market.
 * 2. Price of a point: the volume-weighted average price per MT of the week's deals of that grade,
 *    Σ(price × tonnes) ÷ Σ tonnes, computed exactly and rounded once to 2 decimals (half up).
 * 3. Independence: a point is published only when its deals involve at least 5 independent companies (buyers and
 *    sellers together). Companies linked by a consignment agency (§1 "consignment sellers (agents who act through a
 *    seller user id)", §6 Agents) count as ONE: an agent and every seller it acts for are one company for the index,
 *    so an agent cannot make a point by trading for five of its own sellers. The caller passes each party's
 *    independence key (independenceKeys below).
 * 4. Otherwise the point is "insufficient data": no price is shown for that week — never carried over from an earlier
 *    week, interpolated or estimated. The number of deals and companies behind it may be shown; the counterparties
 *    and their prices never are.
 */

/** Independent companies a point needs (Metalshub's rule, issue 14 item 6). */
export const INDEX_MIN_COMPANIES = 5;
export const INDEX_PRICE_DECIMALS = 2;

export type TIndexDeal = {
  /** The series: the grade (and market) the deal is indexed under. */
  series: string;
  /** Any day of the deal (YYYY-MM-DD); the index files it under its week. */
  dealDate: string;
  /** Independence keys of the two parties (an agent's group is one key). */
  sellerKey: string;
  buyerKey: string;
  /** MT, up to 6 decimals, > 0. */
  tonnes: string;
  /** Price per MT in the series' currency, up to 4 decimals (contract_lines.price). */
  pricePerMt: string;
};

export type TIndexPoint =
  | { series: string; week: string; status: 'published'; price: string; tonnes: string; deals: number; companies: number }
  | { series: string; week: string; status: 'insufficient'; price: null; tonnes: string; deals: number; companies: number };

/** The Monday (YYYY-MM-DD) of the ISO week of a day, UTC — what PostgreSQL's date_trunc('week', d) answers. */
export function weekOf(date: string): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - sinceMonday);
  return d.toISOString().slice(0, 10);
}

function nextWeek(week: string): string {
  const d = new Date(`${week}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
}

/**
 * Independence keys from the consignment links (agent company → seller company): companies joined by links, directly
 * or through a chain, share one key (the smallest id of the group); a company with no link is its own key.
 */
export function independenceKeys(links: readonly { agentCompanyId: string; sellerCompanyId: string }[]): (companyId: string) => string {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    // Path compression keeps a long chain of links cheap for the next look-up.
    let cur = x;
    while (cur !== root) {
      const next = parent.get(cur)!;
      parent.set(cur, root);
      cur = next;
    }
    return root;
  };
  for (const { agentCompanyId, sellerCompanyId } of links) {
    const a = find(agentCompanyId);
    const b = find(sellerCompanyId);
    if (a === b) continue;
    const [keep, drop] = a < b ? [a, b] : [b, a];
    parent.set(keep, keep);
    parent.set(drop, keep);
  }
  return (companyId) => find(companyId);
}

const TONNES_SCALE = 6;
const PRICE_SCALE = 4;

type TBucket = { series: string; week: string; weighted: bigint; tonnes: bigint; deals: number; companies: Set<string> };

/**
 * The weekly points of every series present in `deals`, oldest week first per series. With `weeks` ({from, to},
 * Mondays or any days), every week of the range gets a point, weeks without deals reading "insufficient" with 0 deals,
 * so a chart shows the gap instead of joining two published weeks.
 */
export function weeklyIndex(deals: readonly TIndexDeal[], opts: { weeks?: { from: string; to: string } } = {}): TIndexPoint[] {
  const buckets = new Map<string, TBucket>();
  for (const d of deals) {
    if (scaleOf(d.tonnes) > TONNES_SCALE || scaleOf(d.pricePerMt) > PRICE_SCALE) throw new Error('tonnes have 6 decimals at most, prices 4');
    const tonnes = toScaled(d.tonnes, TONNES_SCALE);
    if (tonnes <= 0n) continue;
    const week = weekOf(d.dealDate);
    const key = `${d.series}\u0000${week}`;
    let b = buckets.get(key);
    if (!b) {
      b = { series: d.series, week, weighted: 0n, tonnes: 0n, deals: 0, companies: new Set() };
      buckets.set(key, b);
    }
    b.weighted += toScaled(d.pricePerMt, PRICE_SCALE) * tonnes;
    b.tonnes += tonnes;
    b.deals += 1;
    b.companies.add(d.sellerKey);
    b.companies.add(d.buyerKey);
  }
  if (opts.weeks) {
    const series = new Set([...buckets.values()].map((b) => b.series));
    for (const s of series) {
      for (let w = weekOf(opts.weeks.from); w <= weekOf(opts.weeks.to); w = nextWeek(w)) {
        const key = `${s}\u0000${w}`;
        if (!buckets.has(key)) buckets.set(key, { series: s, week: w, weighted: 0n, tonnes: 0n, deals: 0, companies: new Set() });
      }
    }
  }
  return [...buckets.values()]
    .sort((a, b) => (a.series === b.series ? a.week.localeCompare(b.week) : a.series.localeCompare(b.series)))
    .map((b) => {
      const tonnes = fromScaled(b.tonnes, TONNES_SCALE);
      const base = { series: b.series, week: b.week, tonnes, deals: b.deals, companies: b.companies.size };
      if (b.companies.size < INDEX_MIN_COMPANIES || b.tonnes === 0n) return { ...base, status: 'insufficient', price: null };
      // Σ(price × tonnes) is at scale 4 + 6; Σ tonnes at 6: the quotient, at scale 4 + 6, is the price.
      const weighted = fromScaled(b.weighted, PRICE_SCALE + TONNES_SCALE);
      const price = roundDecimalText(divDecimals(weighted, tonnes, INDEX_PRICE_DECIMALS), INDEX_PRICE_DECIMALS);
      return { ...base, status: 'published', price };
    });
}
