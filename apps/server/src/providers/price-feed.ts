import type { FastifyBaseLogger } from 'fastify';
import { parseCsv } from '@scrapbridge/domain/csv';
import { REFERENCE_BASES, type TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TConfig } from '../config.ts';

/**
 * Daily exchange settlements behind an interface (ARCHITECTURE.md: real adapter + working local provider; issue 14
 * item 2, §9 "price refresh: daily").
 * - `manual` (local, default): no outside call; staff enter settlements or import a CSV (/staff/reference-prices).
 * - `http` (real): a JSON or CSV document at PRICE_HTTP_URL, read with a field mapping from the configuration, polled
 *   by the price feed job. What it reads is written into the reference prices (the same series staff keep), marked
 *   `source = http:<host>`.
 */

/** One settlement read from a feed, already in our terms. */
export type TFeedSettlement = { basis: TReferenceBasis; priceDate: string; price: string };

/** A row of the feed that was not taken, with why (logged; the good rows are still written). */
export type TFeedRejection = { row: number; reason: string; raw: string };

export type TPriceFeedFailure = 'timeout' | 'unreachable' | 'http' | 'format';

export type TPriceFeedResult =
  | { ok: true; settlements: TFeedSettlement[]; rejected: TFeedRejection[]; ignored: number }
  | { ok: false; failure: TPriceFeedFailure; detail: string };

export type TPriceFeedProvider = {
  readonly name: 'manual' | 'http';
  /** What the settlements it reads are marked with (`http:<host>`); null for manual. */
  readonly source: string | null;
  fetchSettlements(): Promise<TPriceFeedResult>;
};

type TLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export type THttpFeedOptions = {
  url: string;
  format: 'json' | 'csv';
  rowsPath: string;
  fields: { basis: string; date: string; price: string };
  /** Feed name (upper case) → basis; a name not in it is read as the basis itself. */
  basisMap: Record<string, TReferenceBasis>;
  apiKey?: string | undefined;
  apiKeyHeader: string;
  timeoutMs: number;
  log: TLog;
};

/** A feed document larger than this is refused (years of every series are well under 1 MB). */
export const PRICE_FEED_MAX_BYTES = 5 * 1024 * 1024;
/** Settlements are positive and below this in every unit (the reference_prices price check, and a sanity bound). */
const PRICE_MAX = 100_000_000;

/** Local provider: settlements are what staff enter or import. */
export function createManualPriceFeed(): TPriceFeedProvider {
  return {
    name: 'manual',
    source: null,
    async fetchSettlements() {
      return { ok: true, settlements: [], rejected: [], ignored: 0 };
    },
  };
}

// ---- reading one row ----

/** "2026-11-20", "2026/11/20", "20261120", "2026-11-20T16:00:00Z" → "2026-11-20" (the day as the feed wrote it). */
export function readFeedDay(v: unknown): string | null {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const m = /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})(?:[T ].*)?$/.exec(text);
  if (!m) return null;
  const [, y, mo, d] = m;
  const day = `${y}-${mo}-${d}`;
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) return null;
  if (Number(y) < 1990 || Number(y) > 2100) return null;
  return day;
}

/** 9800, "9800.5", "9,800.50" → canonical decimal text with at most 6 places, positive and bounded; else null. */
export function readFeedPrice(v: unknown): string | null {
  let text: string;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null;
    text = String(v);
    if (/e/i.test(text)) return null;
  } else if (typeof v === 'string') text = v.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  else return null;
  if (!/^\d+(\.\d{1,6})?$/.test(text)) return null;
  const [int, frac] = text.split('.');
  const digits = int!.replace(/^0+(?=\d)/, '');
  const canonical = frac && /[1-9]/.test(frac) ? `${digits}.${frac.replace(/0+$/, '')}` : digits;
  const value = Number(canonical);
  if (!(value > 0) || value >= PRICE_MAX) return null;
  return canonical;
}

function pick(row: unknown, path: string): unknown {
  let cur: unknown = row;
  for (const part of path.split('.').filter(Boolean)) {
    if (!cur || typeof cur !== 'object' || Array.isArray(cur)) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/**
 * The settlements of a feed's rows (each a field → value record), with the rows not taken and why. A row of an
 * instrument the market does not keep is ignored (feeds carry more than we need); a row of one of our series with
 * a bad day or price is rejected; two rows of one series and day that disagree are both rejected (which one is
 * right cannot be told), two that agree are one.
 */
export function readFeedRows(
  rows: readonly { row: number; get: (field: string) => unknown; raw: string }[],
  opts: Pick<THttpFeedOptions, 'fields' | 'basisMap'>,
): { settlements: TFeedSettlement[]; rejected: TFeedRejection[]; ignored: number } {
  const rejected: TFeedRejection[] = [];
  const byKey = new Map<string, { s: TFeedSettlement; row: number; raw: string; conflict: boolean }>();
  let ignored = 0;
  for (const r of rows) {
    const rawBasis = r.get(opts.fields.basis);
    const name = typeof rawBasis === 'string' ? rawBasis.trim().toUpperCase() : '';
    if (!name) {
      rejected.push({ row: r.row, reason: `no ${opts.fields.basis}`, raw: r.raw });
      continue;
    }
    const basis = opts.basisMap[name] ?? ((REFERENCE_BASES as readonly string[]).includes(name) ? (name as TReferenceBasis) : null);
    if (!basis) {
      ignored++;
      continue;
    }
    const priceDate = readFeedDay(r.get(opts.fields.date));
    if (!priceDate) {
      rejected.push({ row: r.row, reason: `${opts.fields.date} is not a day`, raw: r.raw });
      continue;
    }
    const price = readFeedPrice(r.get(opts.fields.price));
    if (!price) {
      rejected.push({ row: r.row, reason: `${opts.fields.price} is not a positive price`, raw: r.raw });
      continue;
    }
    const key = `${basis}|${priceDate}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { s: { basis, priceDate, price }, row: r.row, raw: r.raw, conflict: false });
    else if (seen.s.price !== price) {
      if (!seen.conflict) rejected.push({ row: seen.row, reason: `${basis} ${priceDate} is given twice with different prices`, raw: seen.raw });
      seen.conflict = true;
      rejected.push({ row: r.row, reason: `${basis} ${priceDate} is given twice with different prices`, raw: r.raw });
    }
  }
  const settlements = [...byKey.values()].filter((v) => !v.conflict).map((v) => v.s);
  return { settlements, rejected, ignored };
}

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** A JSON document's rows (the array at rowsPath) as records; null when there is no such array. */
export function jsonFeedRows(doc: unknown, rowsPath: string): { row: number; get: (field: string) => unknown; raw: string }[] | null {
  const list = rowsPath ? pick(doc, rowsPath) : doc;
  if (!Array.isArray(list)) return null;
  return list.map((item, i) => ({ row: i + 1, get: (field: string) => pick(item, field), raw: clip(JSON.stringify(item) ?? '') }));
}

/** A CSV document's rows under its header (columns matched in any case); null when the header lacks a mapped column. */
export function csvFeedRows(text: string, fields: THttpFeedOptions['fields']): { row: number; get: (field: string) => unknown; raw: string }[] | null {
  const { records, problems } = parseCsv(text);
  if (problems.some((p) => p.row === 0) || !records.length) return null;
  const header = records[0]!.map((h) => h.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name.trim().toLowerCase());
  if ([fields.basis, fields.date, fields.price].some((f) => col(f) < 0)) return null;
  const broken = new Set(problems.map((p) => p.row));
  const out: { row: number; get: (field: string) => unknown; raw: string }[] = [];
  records.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.length === 1 && cells[0] === '') return;
    // A row whose quoting is broken reads as nothing: its cells are not what the feed meant.
    out.push({ row, get: (field) => (broken.has(row) ? undefined : cells[col(field)]), raw: clip(cells.join(',')) });
  });
  return out;
}

/** The real adapter: one GET of the configured document per poll. */
export function createHttpPriceFeed(opts: THttpFeedOptions): TPriceFeedProvider {
  const host = new URL(opts.url).host;
  const source = `http:${host}`;
  return {
    name: 'http',
    source,
    async fetchSettlements() {
      const headers: Record<string, string> = { accept: opts.format === 'json' ? 'application/json' : 'text/csv, text/plain' };
      if (opts.apiKey) headers[opts.apiKeyHeader] = opts.apiKey;
      let text: string;
      try {
        const res = await fetch(opts.url, { headers, signal: AbortSignal.timeout(opts.timeoutMs), redirect: 'follow' });
        if (!res.ok) {
          await res.body?.cancel();
          return fail('http', `HTTP ${res.status}`);
        }
        const length = Number(res.headers.get('content-length') ?? '0');
        if (length > PRICE_FEED_MAX_BYTES) {
          await res.body?.cancel();
          return fail('format', `document of ${length} bytes is over ${PRICE_FEED_MAX_BYTES}`);
        }
        const bytes = new Uint8Array(await res.arrayBuffer());
        if (bytes.byteLength > PRICE_FEED_MAX_BYTES) return fail('format', `document of ${bytes.byteLength} bytes is over ${PRICE_FEED_MAX_BYTES}`);
        text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
      } catch (err) {
        const name = err instanceof Error ? err.name : '';
        return fail(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable', err instanceof Error ? err.message : String(err));
      }
      let rows: ReturnType<typeof csvFeedRows>;
      if (opts.format === 'json') {
        let doc: unknown;
        try {
          doc = JSON.parse(text);
        } catch {
          return fail('format', 'the answer is not JSON');
        }
        rows = jsonFeedRows(doc, opts.rowsPath);
        if (!rows) return fail('format', `no array at ${opts.rowsPath || 'the top level'}`);
      } else {
        rows = csvFeedRows(text, opts.fields);
        if (!rows) return fail('format', `the CSV header lacks ${opts.fields.basis}, ${opts.fields.date} or ${opts.fields.price}`);
      }
      const read = readFeedRows(rows, opts);
      if (read.rejected.length) {
        opts.log.warn({ priceFeed: { source, rejected: read.rejected.slice(0, 50), count: read.rejected.length } }, 'price feed rows rejected');
      }
      return { ok: true, ...read };
    },
  };

  function fail(failure: TPriceFeedFailure, detail: string): TPriceFeedResult {
    opts.log.warn({ priceFeed: { source, failure, detail } }, 'price feed request failed');
    return { ok: false, failure, detail };
  }
}

export function createPriceFeed(config: TConfig, log: TLog): TPriceFeedProvider {
  const { priceFeed } = config;
  return priceFeed.provider === 'http' && priceFeed.http.url ? createHttpPriceFeed({ ...priceFeed.http, log }) : createManualPriceFeed();
}
