import type { TStaffShipmentListQuery, TStaffShipmentRow } from '@scrapbridge/domain/orders/shipment';
import type { TDb } from '../../../db/client.ts';
import { totalNetWeight } from './shipment-presenter.ts';
import { listContainers, listStaffShipments } from './shipments.repository.ts';

/** `GET /admin/shipments` (staff): every shipment, latest change first, by status and contract/BL/container keyword. */
export async function listShipmentsForStaff(opts: { db: TDb; query: TStaffShipmentListQuery }): Promise<{ rows: TStaffShipmentRow[]; total: number }> {
  const { pageNum, pageSize, status, keyword } = opts.query;
  const page = await listStaffShipments(opts.db, { status, keyword, limit: pageSize, offset: (pageNum - 1) * pageSize });
  const containers = await listContainers(
    opts.db,
    page.rows.map((r) => r.id),
  );
  return {
    total: page.total,
    rows: page.rows.map((r) => {
      const mine = containers.filter((c) => c.shipmentId === r.id);
      return {
        shipmentId: r.id,
        contractId: r.contractId,
        contractNo: r.contractNo,
        contractStatus: r.contractStatus,
        bookingNo: r.bookingNo,
        billNo: r.billNo,
        vessel: r.vessel,
        eta: r.eta,
        status: r.status,
        telexReleased: r.telexReleased,
        containerNos: mine.map((c) => c.containerNo),
        totalNetWeight: totalNetWeight(mine),
        updatedAt: r.updatedAt.toISOString(),
      };
    }),
  };
}
