import { parseCsv, type TCsvProblem } from '../csv.ts';
import { containerNoProblem, normaliseContainerNo } from './container-no.ts';
import { eventCodeOf, eventDedupeKey, parseEventTime, SHIPMENT_LIMITS, type TShipmentEventCode } from './shipment.ts';

/**
 * The tracking CSV import (a carrier's timeline exported to a spreadsheet): read on the server when staff import it and
 * in the browser for the preview, by the same rule. Kept apart from shipment.ts so the screens that only show a
 * shipment do not load the CSV parser.
 */

/** One timeline row read from a CSV file. */
export type TCsvShipmentEvent = {
  /** Row number in the file (the header is row 1). */
  row: number;
  occurredAt: string;
  code: TShipmentEventCode;
  location: string | null;
  description: string | null;
  containerNo: string | null;
};

/** Header names (lower-case, without spaces, dashes, underscores and slashes) of each column, zh and en. */
const HEADER_NAMES: Record<'occurredAt' | 'event' | 'location' | 'description' | 'containerNo', readonly string[]> = {
  occurredAt: ['date', 'time', 'datetime', 'dateandtime', 'occurredat', 'eventtime', 'eventdate', '日期', '时间', '日期时间'],
  event: ['event', 'code', 'status', 'eventcode', 'activity', 'movement', '事件', '动态', '状态'],
  location: ['location', 'place', 'port', '地点', '位置', '港口'],
  description: ['description', 'remark', 'remarks', 'details', 'note', '描述', '说明', '备注'],
  containerNo: ['container', 'containerno', 'containernumber', 'cntr', 'cntrno', '集装箱', '箱号', '集装箱号'],
};

/**
 * Reads a tracking CSV: a header row naming the columns (date/time and event required; location, description,
 * container optional; zh or en names, any order), then one event per row. Every bad row is reported with its
 * number; the caller stores nothing when there is any (all or nothing). When `containerNos` is given, a container
 * must be one of them (the shipment's). Rows repeated inside the file are kept once.
 */
export function parseShipmentEventsCsv(
  text: string,
  opts: { tzOffsetMinutes: number; containerNos?: readonly string[] },
): { rows: TCsvShipmentEvent[]; problems: TCsvProblem[] } {
  const { records, problems } = parseCsv(text);
  const rows: TCsvShipmentEvent[] = [];
  const header = records[0] ?? [];
  const col = {} as Record<keyof typeof HEADER_NAMES, number>;
  for (const [name, aliases] of Object.entries(HEADER_NAMES) as [keyof typeof HEADER_NAMES, readonly string[]][]) {
    col[name] = header.findIndex((h) => aliases.includes(h.toLowerCase().replace(/[\s\-_/()]+/g, '')));
  }
  if (col.occurredAt < 0 || col.event < 0) return { rows, problems: [...problems, { row: 1, reasonKey: 'shipments.errors.csvHeader' }] };
  const known = opts.containerNos ? new Set(opts.containerNos) : null;
  const seen = new Set<string>();
  records.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((c) => c === '')) return;
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '') : '');
    const problem = (reasonKey: string, params: Record<string, string | number> = {}) => problems.push({ row, reasonKey, params: { row, ...params } });
    const occurredAt = parseEventTime(cell(col.occurredAt), opts.tzOffsetMinutes);
    if (!occurredAt) return problem(cell(col.occurredAt) ? 'shipments.errors.csvDate' : 'shipments.errors.csvDateMissing');
    const eventText = cell(col.event);
    if (!eventText) return problem('shipments.errors.csvEvent');
    const code = eventCodeOf(eventText);
    let description = cell(col.description) || null;
    // An event the list does not know is kept in its own words.
    if (!code) description = description ? `${eventText}: ${description}` : eventText;
    const location = cell(col.location) || null;
    if ((location?.length ?? 0) > SHIPMENT_LIMITS.locationMax) return problem('shipments.errors.csvTooLong', { max: SHIPMENT_LIMITS.locationMax });
    if ((description?.length ?? 0) > SHIPMENT_LIMITS.descriptionMax) return problem('shipments.errors.csvTooLong', { max: SHIPMENT_LIMITS.descriptionMax });
    let containerNo: string | null = null;
    const rawContainer = cell(col.containerNo);
    if (rawContainer) {
      containerNo = normaliseContainerNo(rawContainer);
      const p = containerNoProblem(containerNo);
      if (p === 'format') return problem('shipments.errors.csvContainerFormat', { containerNo });
      if (p === 'checkDigit') return problem('shipments.errors.csvContainerCheckDigit', { containerNo });
      if (known && !known.has(containerNo)) return problem('shipments.errors.csvContainerUnknown', { containerNo });
    }
    const event: TCsvShipmentEvent = { row, occurredAt, code: code ?? 'other', location, description, containerNo };
    const key = eventDedupeKey(event);
    if (seen.has(key)) return;
    seen.add(key);
    rows.push(event);
  });
  if (rows.length > SHIPMENT_LIMITS.csvRowsMax) problems.push({ row: 0, reasonKey: 'shipments.errors.csvTooMany', params: { max: SHIPMENT_LIMITS.csvRowsMax } });
  if (rows.length === 0 && problems.length === 0) problems.push({ row: 0, reasonKey: 'shipments.errors.csvEmpty' });
  return { rows, problems };
}
