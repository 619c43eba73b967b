import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TShipmentEventsImportRequest, TShipmentEventsImportResult } from '@scrapbridge/domain/orders/shipment';
import { parseShipmentEventsCsv } from '@scrapbridge/domain/orders/shipment-csv';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { lockShipmentForStaff } from './shipment-access.ts';
import { insertEventOnce, listContainers, touchShipment } from './shipments.repository.ts';

/** Rows named in the message of a refused file: enough to fix it, short enough to read. */
const PROBLEMS_SHOWN = 10;

/**
 * `POST /admin/shipment/{shipmentId}/events/import` (staff): a carrier's tracking CSV (parseShipmentEventsCsv). All or
 * nothing: any bad row → 1000 naming `csv` with every bad row's number ("row 4: container number check digit …"),
 * nothing stored. Events already on the timeline (same time, code and container) are skipped, so importing the same
 * file again adds nothing: the answer counts imported and skipped rows.
 */
export async function importShipmentEvents(opts: {
  db: TDb;
  staffUserId: string;
  shipmentId: string;
  input: TShipmentEventsImportRequest;
  lang: TLang;
}): Promise<TShipmentEventsImportResult> {
  return opts.db.transaction(async (tx) => {
    const { shipment, contract } = await lockShipmentForStaff(tx, opts.shipmentId, opts.staffUserId);
    const containers = await listContainers(tx, [shipment.id]);
    const { rows, problems } = parseShipmentEventsCsv(opts.input.csv, { tzOffsetMinutes: opts.input.tzOffsetMinutes, containerNos: containers.map((c) => c.containerNo) });
    if (problems.length) {
      const more = problems.length - PROBLEMS_SHOWN;
      const text = [
        ...problems.slice(0, PROBLEMS_SHOWN).map((p) => translate(opts.lang, p.reasonKey, p.params)),
        ...(more > 0 ? [translate(opts.lang, 'shipments.errors.csvMore', { count: more })] : []),
      ].join('; ');
      throw new AppError(ErrorCode.Validation, undefined, undefined, [{ field: 'csv', reasonKey: 'shipments.errors.csvProblems', params: { problems: text } }]);
    }
    let imported = 0;
    for (const r of rows) {
      const added = await insertEventOnce(tx, {
        shipmentId: shipment.id,
        occurredAt: new Date(r.occurredAt),
        code: r.code,
        location: r.location,
        description: r.description,
        containerNo: r.containerNo,
        source: 'csv',
        createdByUserId: opts.staffUserId,
      });
      if (added) imported++;
    }
    const skipped = rows.length - imported;
    if (imported) await touchShipment(tx, shipment.id);
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'shipment.import',
      targetType: 'shipment',
      targetId: shipment.id,
      detail: { contractNo: contract.contractNo, imported, skipped },
    });
    return { imported, skipped };
  });
}
