/**
 * How a shipment reads on screen (the contract's shipments panel, the staff shipment list) and the drafts of its
 * staff forms. Pure: unit-tested.
 */
import type { TLang } from '@scrapbridge/domain/i18n';
import { containerCheckDigit, containerNoProblem, normaliseContainerNo } from '@scrapbridge/domain/orders/container-no';
import { SHIPMENT_STATUSES, shipmentStatusRank, type TShipment, type TShipmentStatus } from '@scrapbridge/domain/orders/shipment';
import { formatTrimmed } from '@scrapbridge/domain/price-display';
import type { TContainerDraftBody, TShipmentDraftBody } from '../api/shipments-api.ts';

/** The three §4 steps the parties follow (booked is before the first). */
export const SHIPMENT_STEPS = ['loaded', 'arrived', 'delivered'] as const satisfies readonly TShipmentStatus[];

/**
 * Each step's antd status for a shipment: the steps reached are finished, the others wait (none is "in process":
 * staff set a step when it happened, nothing on screen is half done). `current` is the last step reached.
 */
export function stepsState(status: TShipmentStatus): { current: number; items: ('finish' | 'wait')[] } {
  const reached = shipmentStatusRank(status); // booked 0, loaded 1 …
  return { current: Math.max(0, reached - 1), items: SHIPMENT_STEPS.map((_, i) => (i < reached ? 'finish' : 'wait')) };
}

/** "20.25" — a weight in MT, up to 6 decimals, trailing zeros dropped. */
export function mtValue(weight: number): string {
  return formatTrimmed(weight, 6);
}

// Intl formatters are costly to build: one per language.
const timeFormats = new Map<TLang, Intl.DateTimeFormat>();

/** An event's instant in the reader's time zone and language: "2026/11/26 08:30" / "26 Nov 2026, 08:30". */
export function eventTimeText(iso: string, lang: TLang): string {
  let f = timeFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
    timeFormats.set(lang, f);
  }
  return f.format(new Date(iso));
}

export type TContainerNoHint = { state: 'empty' | 'typing' | 'ok' | 'format' | 'checkDigit'; expected?: number };

/**
 * What the container field says as the user types (the domain's ISO 6346 rule): nothing while it is short, then
 * whether the check digit is right, and which digit the first ten characters call for when it is not.
 */
export function containerNoHint(text: string): TContainerNoHint {
  const n = normaliseContainerNo(text);
  if (!n) return { state: 'empty' };
  if (n.length < 11 && /^[A-Z]{0,4}\d{0,6}$/.test(n)) return { state: 'typing' };
  const problem = containerNoProblem(n);
  if (!problem) return { state: 'ok' };
  if (problem === 'checkDigit') return { state: 'checkDigit', expected: containerCheckDigit(n) ?? undefined };
  return { state: 'format' };
}

export function emptyShipmentDraft(): TShipmentDraftBody {
  return { bookingNo: '', carrier: '', vessel: '', billNo: '', portOfLoading: '', portOfDischarge: '', etd: '', eta: '' };
}

export function shipmentDraftOf(s: TShipment): TShipmentDraftBody {
  return {
    bookingNo: s.bookingNo ?? '',
    carrier: s.carrier ?? '',
    vessel: s.vessel ?? '',
    billNo: s.billNo ?? '',
    portOfLoading: s.portOfLoading ?? '',
    portOfDischarge: s.portOfDischarge ?? '',
    etd: s.etd ?? '',
    eta: s.eta ?? '',
  };
}

export function emptyContainerDraft(): TContainerDraftBody {
  return { containerNo: '', sealNo: '', netWeight: '', grossWeight: '' };
}

export function containerDraftOf(c: TShipment['containers'][number]): TContainerDraftBody {
  return { containerNo: c.containerNo, sealNo: c.sealNo ?? '', netWeight: String(c.netWeight), grossWeight: c.grossWeight === null ? '' : String(c.grossWeight) };
}

/** A status change that goes back needs the correction box. */
export function isBackward(from: TShipmentStatus, to: TShipmentStatus): boolean {
  return shipmentStatusRank(to) < shipmentStatusRank(from);
}

/** `<input type="datetime-local">` value ("2026-11-26T08:30", the browser's zone) → an ISO instant; '' when blank. */
export function localInputToIso(value: string): string {
  if (!value) return '';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

/** Now as a `datetime-local` value in the browser's zone. */
export function nowLocalInput(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Minutes east of UTC of the browser's zone (what a CSV time without offset is read in). */
export function browserTzOffsetMinutes(now: Date = new Date()): number {
  return -now.getTimezoneOffset();
}

/** The label of who wrote a timeline event, for the events staff did not type (i18n key). */
export function eventSourceKey(source: TShipment['events'][number]['source']): string {
  return source === 'carrier' ? 'shipments.web.sourceCarrier' : source === 'csv' ? 'shipments.web.sourceCsv' : 'shipments.web.sourceStaff';
}

export { SHIPMENT_STATUSES };
