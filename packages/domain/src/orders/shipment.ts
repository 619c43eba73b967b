import { z } from 'zod';
import { zDecimal } from '../ask.ts';
import { ZPageQuery } from '../pagination.ts';
import { reason } from '../validation.ts';
import { containerNoProblem, normaliseContainerNo } from './container-no.ts';

/**
 * Shipments of a contract (issue 5 item 5; §3 Shipment: shipmentId, billNo, eta, donePricing, containers with
 * containerNo and net weight; §4 Contract shipping status: loaded, arrived at port, received/delivered): booking,
 * containers, the bill of lading, ETA, status, telex release and the tracking timeline that staff enter or import
 * from a carrier's CSV.
 */

/**
 * `booked` is where every shipment starts (a booking exists, nothing is on board yet); the three §4 steps follow.
 * Moves go forward (steps may be skipped: staff often learn of an arrival late); going back is a correction.
 */
export const SHIPMENT_STATUSES = ['booked', 'loaded', 'arrived', 'delivered'] as const;
export type TShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export function shipmentStatusRank(status: TShipmentStatus): number {
  return SHIPMENT_STATUSES.indexOf(status);
}

/** Whether a status change is a forward move (or no move); a backward one needs `correction: true`. */
export function isForwardStatusMove(from: TShipmentStatus, to: TShipmentStatus): boolean {
  return shipmentStatusRank(to) >= shipmentStatusRank(from);
}

/**
 * What happened on the timeline. The four statuses are codes too (a status change writes its own event);
 * `telex_released` is written by the telex release; `other` keeps a carrier's event the list does not know.
 */
export const SHIPMENT_EVENT_CODES = [
  'booked',
  'gate_in',
  'loaded',
  'departed',
  'transshipment',
  'arrived',
  'customs',
  'released',
  'telex_released',
  'delivered',
  'other',
] as const;
export type TShipmentEventCode = (typeof SHIPMENT_EVENT_CODES)[number];

export const SHIPMENT_LIMITS = {
  refMax: 40,
  nameMax: 100,
  locationMax: 200,
  descriptionMax: 500,
  containersMax: 100,
  /** A 40' high cube carries about 28 MT; the bound only catches a weight typed in kg or lb. */
  containerWeightMax: 100,
  csvRowsMax: 2_000,
  csvCharsMax: 1_000_000,
} as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

function blankable<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional());
}

const ZText = (max: number) => blankable(z.string().trim().max(max));

/** Booking and BL numbers: carriers print them with spaces; stored upper-case without them, so a search finds them. */
const ZRefNo = blankable(
  z
    .string()
    .trim()
    .transform((s) => s.toUpperCase().replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .max(SHIPMENT_LIMITS.refMax)
        .regex(/^[A-Z0-9][A-Z0-9\-/]*$/),
    ),
);

/** A container number, normalised, that passes the ISO 6346 check digit. */
export const ZContainerNo = z
  .string()
  .trim()
  .min(1)
  .transform(normaliseContainerNo)
  .superRefine((value, ctx) => {
    const problem = containerNoProblem(value);
    if (problem === 'format') ctx.addIssue({ code: 'custom', ...reason('shipments.errors.containerFormat') });
    else if (problem === 'checkDigit') ctx.addIssue({ code: 'custom', ...reason('shipments.errors.containerCheckDigit') });
  });

export const ZContainerInput = z
  .object({
    containerNo: ZContainerNo,
    sealNo: ZText(SHIPMENT_LIMITS.refMax),
    /** MT, > 0, at most 6 decimals (§5 weights); numeric(18,6). */
    netWeight: zDecimal({ decimals: 6, positive: true, max: SHIPMENT_LIMITS.containerWeightMax }),
    grossWeight: blankable(zDecimal({ decimals: 6, positive: true, max: SHIPMENT_LIMITS.containerWeightMax })),
  })
  .superRefine((c, ctx) => {
    // The gross weight includes the packing: below the net weight it is a typo.
    if (c.grossWeight !== undefined && Number(c.grossWeight) < Number(c.netWeight)) {
      ctx.addIssue({ code: 'custom', path: ['grossWeight'], ...reason('shipments.errors.grossBelowNet') });
    }
  });
export type TContainerInput = z.infer<typeof ZContainerInput>;

const ZShipmentFields = {
  bookingNo: ZRefNo,
  carrier: ZText(SHIPMENT_LIMITS.nameMax),
  vessel: ZText(SHIPMENT_LIMITS.nameMax),
  billNo: ZRefNo,
  portOfLoading: ZText(SHIPMENT_LIMITS.nameMax),
  portOfDischarge: ZText(SHIPMENT_LIMITS.nameMax),
  /** Calendar days (YYYY-MM-DD): a vessel's schedule is by day. */
  etd: blankable(z.iso.date()),
  eta: blankable(z.iso.date()),
};

function etaNotBeforeEtd(s: { etd?: string | undefined; eta?: string | undefined }, ctx: z.RefinementCtx) {
  if (s.etd && s.eta && s.eta < s.etd) ctx.addIssue({ code: 'custom', path: ['eta'], ...reason('shipments.errors.etaBeforeEtd') });
}

/** `POST /admin/contract/{contractId}/shipment`: the booking, with the containers when they are known. */
export const ZCreateShipmentRequest = z
  .object({
    ...ZShipmentFields,
    containers: z.array(ZContainerInput).max(SHIPMENT_LIMITS.containersMax).default([]),
  })
  .superRefine((s, ctx) => {
    etaNotBeforeEtd(s, ctx);
    const seen = new Set<string>();
    s.containers.forEach((c, i) => {
      if (seen.has(c.containerNo)) ctx.addIssue({ code: 'custom', path: ['containers', i, 'containerNo'], ...reason('shipments.errors.containerDuplicate') });
      seen.add(c.containerNo);
    });
  });
export type TCreateShipmentRequest = z.infer<typeof ZCreateShipmentRequest>;

/**
 * `PUT /admin/shipment/{shipmentId}`: the fields as they should be now (a blank field clears it) and the status.
 * A backward status move is refused unless `correction` is true (a wrong "arrived" set by mistake).
 */
export const ZUpdateShipmentRequest = z
  .object({
    ...ZShipmentFields,
    status: z.enum(SHIPMENT_STATUSES),
    correction: z.boolean().default(false),
  })
  .superRefine(etaNotBeforeEtd);
export type TUpdateShipmentRequest = z.infer<typeof ZUpdateShipmentRequest>;

/** An instant with its offset ("2026-11-20T08:30:00+08:00"), within the years a shipment can have. */
const ZOccurredAt = z.iso.datetime({ offset: true }).refine((v) => {
  const y = new Date(v).getUTCFullYear();
  return y >= 2000 && y <= 2100;
}, reason('invalidValue'));

/** `POST /admin/shipment/{shipmentId}/event`: one tracking event entered by staff. */
export const ZShipmentEventInput = z.object({
  occurredAt: ZOccurredAt,
  code: z.enum(SHIPMENT_EVENT_CODES),
  location: ZText(SHIPMENT_LIMITS.locationMax),
  description: ZText(SHIPMENT_LIMITS.descriptionMax),
  containerNo: blankable(ZContainerNo),
});
export type TShipmentEventInput = z.infer<typeof ZShipmentEventInput>;

/**
 * `POST /admin/shipment/{shipmentId}/events/import` {csv, tzOffsetMinutes}: times written without an offset are in
 * the importer's time zone (minutes east of UTC; the web sends the browser's), else UTC.
 */
export const ZShipmentEventsImportRequest = z.object({
  csv: z.string().min(1).max(SHIPMENT_LIMITS.csvCharsMax),
  tzOffsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
});
export type TShipmentEventsImportRequest = z.infer<typeof ZShipmentEventsImportRequest>;
export const ZShipmentEventsImportResult = z.object({ imported: z.number().int(), skipped: z.number().int() });
export type TShipmentEventsImportResult = z.infer<typeof ZShipmentEventsImportResult>;

export const ZShipmentContractParams = z.object({ contractId: z.uuid() });
export const ZShipmentParams = z.object({ shipmentId: z.uuid() });
export const ZContainerParams = z.object({ containerId: z.uuid() });

// ---- Views ----

export const ZShipmentContainer = z.object({
  containerId: z.string(),
  containerNo: z.string(),
  sealNo: z.string().nullable(),
  /** MT. */
  netWeight: z.number(),
  grossWeight: z.number().nullable(),
});
export type TShipmentContainer = z.infer<typeof ZShipmentContainer>;

export const SHIPMENT_EVENT_SOURCES = ['staff', 'csv', 'carrier'] as const;
export type TShipmentEventSource = (typeof SHIPMENT_EVENT_SOURCES)[number];

export const ZShipmentEvent = z.object({
  eventId: z.string(),
  occurredAt: z.string(),
  code: z.enum(SHIPMENT_EVENT_CODES),
  location: z.string().nullable(),
  description: z.string().nullable(),
  containerNo: z.string().nullable(),
  /** Who wrote it: staff by hand, a CSV import, or the carrier's tracking (TRACKING_PROVIDER). */
  source: z.enum(SHIPMENT_EVENT_SOURCES),
});
export type TShipmentEvent = z.infer<typeof ZShipmentEvent>;

export const ZShipment = z.object({
  /** §3 shipmentId. */
  shipmentId: z.string(),
  contractId: z.string(),
  bookingNo: z.string().nullable(),
  carrier: z.string().nullable(),
  vessel: z.string().nullable(),
  billNo: z.string().nullable(),
  portOfLoading: z.string().nullable(),
  portOfDischarge: z.string().nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  telexReleased: z.boolean(),
  telexReleasedAt: z.string().nullable(),
  donePricing: z.boolean(),
  containers: z.array(ZShipmentContainer),
  /** §3 totalGoodsNetWeight: the containers' net weights added exactly (MT). */
  totalNetWeight: z.number(),
  /** The tracking timeline, newest first (what a buyer looks for is the latest news). */
  events: z.array(ZShipmentEvent),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TShipment = z.infer<typeof ZShipment>;

/** `GET /app-v2/contract/{contractId}/shipments`: oldest shipment first (the order they were booked). */
export const ZContractShipments = z.object({
  rows: z.array(ZShipment),
  total: z.number().int(),
  /** To staff: which carrier tracking is on (`none`: the timeline is entered or imported only). */
  trackingProvider: z.enum(['none', 'dcsa']).optional(),
});
export type TContractShipments = z.infer<typeof ZContractShipments>;

/** `POST /admin/shipment/{shipmentId}/tracking/refresh`: what the carrier added, and the shipment as it is now. */
export const ZTrackingRefreshResult = z.object({
  /** Events new to the timeline; `skipped`: the carrier's events already on it. */
  added: z.number().int(),
  skipped: z.number().int(),
  /** The status before and after (the carrier moves it forward only). */
  statusFrom: z.enum(SHIPMENT_STATUSES),
  statusTo: z.enum(SHIPMENT_STATUSES),
  /** Whether the carrier's estimate changed the ETA. */
  etaUpdated: z.boolean(),
  shipment: ZShipment,
});
export type TTrackingRefreshResult = z.infer<typeof ZTrackingRefreshResult>;

/** `GET /admin/shipments`: status filter and one keyword matching the contract number, BL or a container number. */
export const ZStaffShipmentListQuery = ZPageQuery.extend({
  status: z.preprocess(emptyToUndefined, z.enum(SHIPMENT_STATUSES).optional()),
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(60).optional()),
});
export type TStaffShipmentListQuery = z.infer<typeof ZStaffShipmentListQuery>;

export const ZStaffShipmentRow = z.object({
  shipmentId: z.string(),
  contractId: z.string(),
  contractNo: z.string(),
  contractStatus: z.string(),
  bookingNo: z.string().nullable(),
  billNo: z.string().nullable(),
  vessel: z.string().nullable(),
  eta: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  telexReleased: z.boolean(),
  containerNos: z.array(z.string()),
  totalNetWeight: z.number(),
  updatedAt: z.string(),
});
export type TStaffShipmentRow = z.infer<typeof ZStaffShipmentRow>;
export const ZStaffShipmentPage = z.object({ rows: z.array(ZStaffShipmentRow), total: z.number().int() });

// ---- Carrier wordings and times (what the tracking CSV import in shipment-csv.ts reads) ----

/** Carrier wordings of the timeline codes (lower-case, words joined by _). */
const EVENT_ALIASES: Record<string, TShipmentEventCode> = {
  booking: 'booked',
  booking_confirmed: 'booked',
  gate_in: 'gate_in',
  gated_in: 'gate_in',
  gate_in_full: 'gate_in',
  received_at_terminal: 'gate_in',
  load: 'loaded',
  loaded_on_vessel: 'loaded',
  loaded_on_board: 'loaded',
  on_board: 'loaded',
  departure: 'departed',
  vessel_departure: 'departed',
  vessel_departed: 'departed',
  sailed: 'departed',
  transhipment: 'transshipment',
  transshipment_loaded: 'transshipment',
  transshipment_discharged: 'transshipment',
  arrival: 'arrived',
  vessel_arrival: 'arrived',
  vessel_arrived: 'arrived',
  discharged: 'arrived',
  arrived_at_port: 'arrived',
  customs_cleared: 'customs',
  customs_clearance: 'customs',
  customs_release: 'customs',
  release: 'released',
  cargo_released: 'released',
  telex_release: 'telex_released',
  delivery: 'delivered',
  received: 'delivered',
  gate_out: 'delivered',
  订舱: 'booked',
  进港: 'gate_in',
  装船: 'loaded',
  开船: 'departed',
  离港: 'departed',
  中转: 'transshipment',
  到港: 'arrived',
  卸船: 'arrived',
  清关: 'customs',
  放行: 'released',
  电放: 'telex_released',
  提货: 'delivered',
  交付: 'delivered',
  已收货: 'delivered',
};

/** A carrier's event text → a timeline code; null when the text is not one the list knows (kept as `other`). */
export function eventCodeOf(text: string): TShipmentEventCode | null {
  const key = text.trim().toLowerCase().replace(/[\s\-/]+/g, '_');
  if ((SHIPMENT_EVENT_CODES as readonly string[]).includes(key)) return key as TShipmentEventCode;
  return EVENT_ALIASES[key] ?? null;
}

const LOCAL_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * "2026-11-20 08:30" (in the importer's zone), "2026-11-20" (midnight there) or ISO 8601 with an offset → an ISO
 * instant in UTC; null when it is not a real date and time.
 */
export function parseEventTime(text: string, tzOffsetMinutes: number): string | null {
  const t = text.trim();
  const local = LOCAL_TIME.exec(t);
  if (local) {
    const parts = [1, 2, 3, 4, 5, 6].map((i) => Number(local[i] ?? 0)) as [number, number, number, number, number, number];
    const wall = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5]));
    // A 31 November or a 25:00 rolls over in Date.UTC: refuse what does not come back as written.
    if (wall.getUTCFullYear() !== parts[0] || wall.getUTCMonth() !== parts[1] - 1 || wall.getUTCDate() !== parts[2] || wall.getUTCHours() !== parts[3]) return null;
    if (parts[0] < 2000 || parts[0] > 2100 || parts[4] > 59 || parts[5] > 59) return null;
    return new Date(wall.getTime() - tzOffsetMinutes * 60_000).toISOString();
  }
  if (!z.iso.datetime({ offset: true }).safeParse(t).success) return null;
  const at = new Date(t);
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100) return null;
  return at.toISOString();
}

/** What makes two timeline events the same one (the shipment_events_dedupe_key columns). */
export function eventDedupeKey(e: { occurredAt: string; code: string; containerNo: string | null }): string {
  return `${new Date(e.occurredAt).toISOString()}|${e.code}|${e.containerNo ?? ''}`;
}
