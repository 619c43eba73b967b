import type { FastifyBaseLogger } from 'fastify';
import { containerNoProblem, normaliseContainerNo } from '@scrapbridge/domain/orders/container-no';
import { SHIPMENT_LIMITS, type TShipmentEventCode } from '@scrapbridge/domain/orders/shipment';
import type { TConfig } from '../config.ts';

/**
 * Carrier tracking behind an interface (ARCHITECTURE.md: real adapter + working local provider; issue 5 item 5,
 * §1 "the provider handles … shipping tracking").
 * - `none` (local, default): no outside call; the timeline is what staff enter or import from a CSV.
 * - `dcsa` (real): the DCSA Track & Trace 2.x `GET {base}/events` that the large ocean carriers publish.
 */

/** What a carrier is asked about: the shipment's references as staff entered them. */
export type TTrackingQuery = {
  carrier: string | null;
  billNo: string | null;
  bookingNo: string | null;
  containerNos: readonly string[];
};

/** One carrier event, already in the timeline's terms. */
export type TTrackingEvent = {
  /** ISO instant (UTC). */
  occurredAt: string;
  code: TShipmentEventCode;
  location: string | null;
  description: string | null;
  containerNo: string | null;
  /**
   * What the status rules need beyond the timeline code: which DCSA event it was, whether the container was full,
   * and the UN/LOCODE of the place (matched against the shipment's port of discharge).
   */
  source: { type: 'TRANSPORT' | 'EQUIPMENT' | 'SHIPMENT'; code: string; laden: boolean | null; unLocationCode: string | null; locationName: string | null };
};

/** A carrier's estimate of the vessel's arrival somewhere (DCSA EST TRANSPORT ARRI): a new ETA when it is the POD. */
export type TTrackingEstimate = { arrivalAt: string; localDate: string; unLocationCode: string | null; locationName: string | null; createdAt: string | null };

export type TTrackingFailure = 'notConfigured' | 'timeout' | 'unreachable' | 'http' | 'format';

export type TTrackingResult =
  | { ok: true; events: TTrackingEvent[]; estimates: TTrackingEstimate[] }
  | { ok: false; failure: TTrackingFailure; detail: string };

export type TTrackingProvider = {
  /** none | dcsa */
  readonly name: 'none' | 'dcsa';
  fetchEvents(query: TTrackingQuery): Promise<TTrackingResult>;
};

type TLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Local provider: nothing outside is asked; staff keep the timeline (entered events and CSV imports). */
export function createNoTrackingProvider(): TTrackingProvider {
  return {
    name: 'none',
    async fetchEvents() {
      return { ok: true, events: [], estimates: [] };
    },
  };
}

// ---- DCSA mapping ----

/**
 * DCSA Track & Trace 2.2 event model → timeline codes. Only ACT (actual) events go on the timeline: PLN (planned)
 * and EST (estimated) are skipped, except an EST vessel arrival, which the caller may use as the new ETA.
 *
 * TRANSPORT (transportEventTypeCode; the vessel at a transport call)
 *   ARRI arrival            → arrived     (the status moves to "arrived" only at the port of discharge)
 *   DEPA departure          → departed
 * EQUIPMENT (equipmentEventTypeCode; one container, emptyIndicatorCode LADEN | EMPTY)
 *   GTIN gate in, laden     → gate_in     (the full box handed to the terminal)
 *   GTIN gate in, empty     → other       ("empty container returned")
 *   LOAD loaded             → loaded
 *   DISC discharged         → arrived     (as ARRI)
 *   GTOT gate out, laden    → delivered   (the consignee takes the full box; status only at the POD or after arrival)
 *   GTOT gate out, empty    → other       ("empty container picked up" for stuffing)
 *   STUF, STRP, PICK, DROP, INSP, RSEA, RMVD → other, with the event's meaning as description
 * SHIPMENT (shipmentEventTypeCode on a document, documentTypeCode)
 *   CONF on a booking (BKG, CBR)   → booked
 *   RELS on customs (CUS)          → customs
 *   RELS on anything else          → released
 *   every other code (RECE, DRFT, PENA, PENU, REJE, APPR, ISSU, SURR, SUBM, VOID, REQS, CMPL, HOLD) → other
 *   (a SURR "surrendered" BL is not recorded as a telex release: that stays a staff action that tells the parties)
 */
const EQUIPMENT_WORDS: Record<string, string> = {
  LOAD: 'Loaded on vessel',
  DISC: 'Discharged from vessel',
  GTIN: 'Gate in',
  GTOT: 'Gate out',
  STUF: 'Container stuffed',
  STRP: 'Container stripped',
  PICK: 'Picked up',
  DROP: 'Dropped off',
  INSP: 'Inspected',
  RSEA: 'Resealed',
  RMVD: 'Removed',
};
const SHIPMENT_WORDS: Record<string, string> = {
  RECE: 'Received',
  DRFT: 'Drafted',
  PENA: 'Pending approval',
  PENU: 'Pending update',
  REJE: 'Rejected',
  APPR: 'Approved',
  ISSU: 'Issued',
  SURR: 'Surrendered',
  SUBM: 'Submitted',
  VOID: 'Voided',
  CONF: 'Confirmed',
  REQS: 'Update requested',
  CMPL: 'Completed',
  HOLD: 'On hold',
  RELS: 'Released',
};
const DOCUMENT_WORDS: Record<string, string> = {
  CBR: 'Booking request',
  BKG: 'Booking',
  SHI: 'Shipping instructions',
  SRM: 'Shipment release message',
  TRD: 'Transport document',
  ARN: 'Arrival notice',
  VGM: 'Verified gross mass',
  CAS: 'Cargo survey',
  CUS: 'Customs',
  DGD: 'Dangerous goods declaration',
  OOG: 'Out of gauge',
};

type TJson = Record<string, unknown>;
const obj = (v: unknown): TJson | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as TJson) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const clip = (text: string | null, max: number): string | null => (text === null ? null : text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** "2026-11-20T08:30:00+08:00" → the instant, and the calendar day where it happened (the offset's own day). */
function readDateTime(v: unknown): { iso: string; localDate: string } | null {
  const text = str(v);
  if (!text) return null;
  const at = new Date(text);
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100) return null;
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  return { iso: at.toISOString(), localDate: day ? day[1]! : at.toISOString().slice(0, 10) };
}

/** The place of an event: its eventLocation (equipment events), else its transport call's location or UN/LOCODE. */
function readPlace(e: TJson): { text: string | null; unLocationCode: string | null; locationName: string | null } {
  const call = obj(e.transportCall);
  const place = obj(e.eventLocation) ?? obj(call?.location);
  const unLocationCode = str(place?.UNLocationCode) ?? str(call?.UNLocationCode);
  const locationName = str(place?.locationName);
  const facility = str(call?.facilityCode) ?? str(place?.facilityCode);
  const name = locationName ?? facility;
  const text = name && unLocationCode ? `${name} (${unLocationCode})` : (name ?? unLocationCode);
  return { text: clip(text, SHIPMENT_LIMITS.locationMax), unLocationCode, locationName };
}

function vesselText(e: TJson): string | null {
  const call = obj(e.transportCall);
  const vessel = obj(call?.vessel);
  const name = str(vessel?.vesselName);
  const voyage = str(call?.exportVoyageNumber) ?? str(call?.carrierVoyageNumber) ?? str(call?.importVoyageNumber);
  if (!name && !voyage) return null;
  return [name, voyage ? `voyage ${voyage}` : null].filter(Boolean).join(', ');
}

function containerOf(e: TJson): string | null {
  const raw = str(e.equipmentReference);
  if (!raw) return null;
  const no = normaliseContainerNo(raw);
  // A reference that is not an ISO 6346 number (a trailer, a typo at the carrier) is kept in the description.
  return containerNoProblem(no) ? null : no;
}

/** One DCSA event → a timeline event (ACT), an arrival estimate (EST ARRI), or nothing. Exported for tests. */
export function mapDcsaEvent(raw: unknown): { event: TTrackingEvent } | { estimate: TTrackingEstimate } | null {
  const e = obj(raw);
  if (!e) return null;
  const type = str(e.eventType)?.toUpperCase();
  const classifier = str(e.eventClassifierCode)?.toUpperCase();
  const when = readDateTime(e.eventDateTime);
  if (!when || (type !== 'TRANSPORT' && type !== 'EQUIPMENT' && type !== 'SHIPMENT')) return null;
  const place = readPlace(e);

  if (type === 'TRANSPORT') {
    const code = str(e.transportEventTypeCode)?.toUpperCase() ?? '';
    if (classifier === 'EST' && code === 'ARRI') {
      return { estimate: { arrivalAt: when.iso, localDate: when.localDate, unLocationCode: place.unLocationCode, locationName: place.locationName, createdAt: readDateTime(e.eventCreatedDateTime)?.iso ?? null } };
    }
    if (classifier !== 'ACT' || (code !== 'ARRI' && code !== 'DEPA')) return null;
    return {
      event: {
        occurredAt: when.iso,
        code: code === 'ARRI' ? 'arrived' : 'departed',
        location: place.text,
        description: clip(vesselText(e), SHIPMENT_LIMITS.descriptionMax),
        containerNo: null,
        source: { type, code, laden: null, unLocationCode: place.unLocationCode, locationName: place.locationName },
      },
    };
  }

  if (classifier !== 'ACT') return null;

  if (type === 'EQUIPMENT') {
    const code = str(e.equipmentEventTypeCode)?.toUpperCase() ?? '';
    if (!EQUIPMENT_WORDS[code]) return null;
    const emptiness = str(e.emptyIndicatorCode)?.toUpperCase();
    const laden = emptiness === 'LADEN' ? true : emptiness === 'EMPTY' ? false : null;
    let timeline: TShipmentEventCode = 'other';
    let words: string | null = EQUIPMENT_WORDS[code]!;
    if (code === 'LOAD') [timeline, words] = ['loaded', null];
    else if (code === 'DISC') [timeline, words] = ['arrived', EQUIPMENT_WORDS.DISC!];
    else if (code === 'GTIN') [timeline, words] = laden === false ? ['other', 'Empty container returned'] : ['gate_in', null];
    else if (code === 'GTOT') [timeline, words] = laden === false ? ['other', 'Empty container picked up'] : ['delivered', 'Full container gated out'];
    const containerNo = containerOf(e);
    const reference = str(e.equipmentReference);
    const parts = [words, vesselText(e), !containerNo && reference ? `equipment ${reference}` : null].filter(Boolean);
    return {
      event: {
        occurredAt: when.iso,
        code: timeline,
        location: place.text,
        description: clip(parts.length ? parts.join(' · ') : null, SHIPMENT_LIMITS.descriptionMax),
        containerNo,
        source: { type, code, laden, unLocationCode: place.unLocationCode, locationName: place.locationName },
      },
    };
  }

  const code = str(e.shipmentEventTypeCode)?.toUpperCase() ?? '';
  if (!SHIPMENT_WORDS[code]) return null;
  const doc = str(e.documentTypeCode)?.toUpperCase() ?? '';
  let timeline: TShipmentEventCode = 'other';
  if (code === 'CONF' && (doc === 'BKG' || doc === 'CBR')) timeline = 'booked';
  else if (code === 'RELS') timeline = doc === 'CUS' ? 'customs' : 'released';
  const what = [DOCUMENT_WORDS[doc] ?? (doc || null), SHIPMENT_WORDS[code]!.toLowerCase()].filter(Boolean).join(' ');
  const documentId = str(e.documentID);
  return {
    event: {
      occurredAt: when.iso,
      code: timeline,
      location: place.text,
      description: clip(documentId ? `${what} (${documentId})` : what, SHIPMENT_LIMITS.descriptionMax),
      containerNo: null,
      source: { type, code, laden: null, unLocationCode: place.unLocationCode, locationName: place.locationName },
    },
  };
}

/** A DCSA answer (an array of events) → timeline events and arrival estimates; repeated eventIDs kept once. */
export function mapDcsaEvents(raw: readonly unknown[]): { events: TTrackingEvent[]; estimates: TTrackingEstimate[] } {
  const events: TTrackingEvent[] = [];
  const estimates: TTrackingEstimate[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const id = str(obj(item)?.eventID);
    if (id) {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    const mapped = mapDcsaEvent(item);
    if (!mapped) continue;
    if ('event' in mapped) events.push(mapped.event);
    else estimates.push(mapped.estimate);
  }
  events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  return { events, estimates };
}

// ---- DCSA adapter ----

/** Pages followed per query (100 events each): a voyage has far fewer; the bound stops a looping cursor. */
const DCSA_PAGES_MAX = 10;
const DCSA_PAGE_SIZE = 100;
/** A shipment without a BL or booking number is asked about box by box; more boxes than this wait for the BL. */
const DCSA_CONTAINER_QUERIES_MAX = 20;
/** One shipment's questions (pages, boxes) share this many request timeouts: a staff click never waits minutes. */
const DCSA_BUDGET_TIMEOUTS = 3;

class TrackingError extends Error {
  constructor(
    readonly failure: TTrackingFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Real adapter: DCSA Track & Trace (2.x) `GET {url}/events?transportDocumentReference=<BL>` (else the booking
 * number as carrierBookingReference, else each container as equipmentReference), the API key in a configurable
 * header, pages through `limit`/`cursor` and the Next-Page-Cursor header. One try per request with a timeout, and
 * one shipment's requests together within DCSA_BUDGET_TIMEOUTS timeouts: the poll comes back later anyway, so a
 * failure is reported (and logged) rather than retried.
 */
export function createDcsaTrackingProvider(opts: {
  url: string;
  apiKey?: string | undefined;
  apiKeyHeader: string;
  timeoutMs: number;
  log: TLog;
  fetchImpl?: typeof fetch;
}): TTrackingProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  const base = opts.url.replace(/\/+$/, '');

  async function getPage(params: Record<string, string>, deadline: number): Promise<{ items: unknown[]; next: string | null }> {
    const left = Math.min(opts.timeoutMs, deadline - Date.now());
    if (left <= 0) throw new TrackingError('timeout', `no complete answer within ${opts.timeoutMs * DCSA_BUDGET_TIMEOUTS} ms`);
    const url = new URL(`${base}/events`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await doFetch(url, {
        headers: { accept: 'application/json', ...(opts.apiKey ? { [opts.apiKeyHeader]: opts.apiKey } : {}) },
        signal: AbortSignal.timeout(left),
      });
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') throw new TrackingError('timeout', `no answer within ${opts.timeoutMs} ms`);
      throw new TrackingError('unreachable', err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err));
    }
    // DCSA answers an unknown reference with 200 and []; some carriers answer 404 instead, which means the same.
    if (res.status === 404) {
      await res.body?.cancel();
      return { items: [], next: null };
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new TrackingError('http', `the carrier answered HTTP ${res.status}`);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') throw new TrackingError('timeout', `no answer within ${opts.timeoutMs} ms`);
      throw new TrackingError('format', 'the answer is not JSON');
    }
    if (!Array.isArray(body)) throw new TrackingError('format', 'the answer is not a list of events');
    return { items: body, next: res.headers.get('next-page-cursor') };
  }

  async function getAll(filter: Record<string, string>, deadline: number): Promise<unknown[]> {
    const items: unknown[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < DCSA_PAGES_MAX; page++) {
      // A cursor carries the filter with it (DCSA pagination): only the cursor goes on the next request.
      const res = await getPage(cursor ? { cursor } : { ...filter, limit: String(DCSA_PAGE_SIZE) }, deadline);
      items.push(...res.items);
      if (!res.next || res.items.length === 0) break;
      cursor = res.next;
    }
    return items;
  }

  return {
    name: 'dcsa',
    async fetchEvents(query: TTrackingQuery): Promise<TTrackingResult> {
      const filters: Record<string, string>[] = query.billNo
        ? [{ transportDocumentReference: query.billNo }]
        : query.bookingNo
          ? [{ carrierBookingReference: query.bookingNo }]
          : query.containerNos.slice(0, DCSA_CONTAINER_QUERIES_MAX).map((c) => ({ equipmentReference: c }));
      if (filters.length === 0) return { ok: true, events: [], estimates: [] };
      try {
        const raw: unknown[] = [];
        const deadline = Date.now() + opts.timeoutMs * DCSA_BUDGET_TIMEOUTS;
        // One after the other: a carrier API throttles bursts, and a failure stops the rest of the round.
        for (const f of filters) raw.push(...(await getAll(f, deadline)));
        return { ok: true, ...mapDcsaEvents(raw) };
      } catch (err) {
        const failure = err instanceof TrackingError ? err.failure : 'format';
        const detail = err instanceof Error ? err.message : String(err);
        opts.log.warn({ tracking: { provider: 'dcsa', billNo: query.billNo, bookingNo: query.bookingNo, failure, detail } }, 'carrier tracking request failed');
        return { ok: false, failure, detail };
      }
    },
  };
}

export function createTrackingProvider(config: TConfig, log: TLog): TTrackingProvider {
  const { tracking } = config;
  return tracking.provider === 'dcsa' && tracking.dcsa.url
    ? createDcsaTrackingProvider({ url: tracking.dcsa.url, apiKey: tracking.dcsa.apiKey, apiKeyHeader: tracking.dcsa.apiKeyHeader, timeoutMs: tracking.dcsa.timeoutMs, log })
    : createNoTrackingProvider();
}
