import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { shipmentsContract as c } from '@scrapbridge/domain/contract/shipments';
import { decodeCsvBytes } from '@scrapbridge/domain/csv';
import { SHIPMENT_LIMITS } from '@scrapbridge/domain/orders/shipment';
import { AppError } from '../../../lib/app-error.ts';
import { multipartInputError } from '../../../lib/multipart-errors.ts';
import { route } from '../../../lib/register-route.ts';
import { createTrackingProvider } from '../../../providers/tracking.ts';
import { addContainer } from './add-container.ts';
import { addShipmentEvent } from './add-shipment-event.ts';
import { createShipment } from './create-shipment.ts';
import { editContainer } from './edit-container.ts';
import { importShipmentEvents } from './import-shipment-events.ts';
import { listShipmentsOfContract } from './list-contract-shipments.ts';
import { listShipmentsForStaff } from './list-staff-shipments.ts';
import { refreshShipmentTracking } from './refresh-shipment-tracking.ts';
import { releaseTelex } from './release-telex.ts';
import { removeContainer } from './remove-container.ts';
import { updateShipmentDetails } from './update-shipment.ts';

/**
 * The tracking import also takes the CSV as a multipart file (+ tzOffsetMinutes field): the upload becomes the same
 * {csv, tzOffsetMinutes} body before validation, so both travel one path.
 */
async function csvUploadToBody(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) return;
  let csv: string | null = null;
  let tzOffsetMinutes: string | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw AppError.field('csv', 'shipments.errors.csvTooMany', { max: SHIPMENT_LIMITS.csvRowsMax });
        csv = decodeCsvBytes(bytes);
      } else if (part.fieldname === 'tzOffsetMinutes') tzOffsetMinutes = String(part.value);
      else if (part.fieldname === 'csv' && csv === null) csv = String(part.value);
    }
  } catch (err) {
    // A body that is not a complete multipart form is the client's mistake (1000), not a 500.
    throw multipartInputError(err);
  }
  // Still text here: the schema coerces and checks it next.
  req.body = { csv: csv ?? '', ...(tzOffsetMinutes !== undefined ? { tzOffsetMinutes } : {}) };
}

/**
 * Shipments (issue 5 item 5; §3 Shipment; §4 Contract shipping status; declared in packages/domain/src/contract/
 * shipments.ts): staff book shipments on a contract, keep their containers, status, telex release and tracking
 * timeline; the contract's buyer and seller read them.
 */
export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  // Carrier tracking (TRACKING_PROVIDER): `none` keeps the timeline to staff entries and imports; `dcsa` is polled.
  const tracking = createTrackingProvider(deps.config, app.log);

  // The tracking import also takes the CSV as a file. Registered in this plugin only (the uploads have their own).
  await app.register(multipart, { limits: { fileSize: SHIPMENT_LIMITS.csvCharsMax * 3, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  route(app, c.contractShipments, async ({ session, params }) => {
    const list = await listShipmentsOfContract({ db, contractId: params.contractId, viewer: { userId: session.userId, isStaff: session.isStaff } });
    // Staff see whether the carrier can be asked (the "fetch from carrier" action); parties need not know.
    return session.isStaff ? { ...list, trackingProvider: tracking.name } : list;
  });

  route(app, c.staffList, ({ query }) => listShipmentsForStaff({ db, query }));

  route(app, c.create, ({ session, params, body }) => createShipment({ db, staffUserId: session.userId, contractId: params.contractId, input: body }));

  route(app, c.update, ({ session, params, body }) => updateShipmentDetails({ deps, staffUserId: session.userId, shipmentId: params.shipmentId, input: body }));

  route(app, c.addContainer, ({ session, params, body }) => addContainer({ db, staffUserId: session.userId, shipmentId: params.shipmentId, input: body }));

  route(app, c.editContainer, ({ session, params, body }) => editContainer({ db, staffUserId: session.userId, containerId: params.containerId, input: body }));

  route(app, c.removeContainer, ({ session, params }) => removeContainer({ db, staffUserId: session.userId, containerId: params.containerId }));

  route(app, c.addEvent, ({ session, params, body }) => addShipmentEvent({ db, staffUserId: session.userId, shipmentId: params.shipmentId, input: body }));

  // The import also takes the CSV as an uploaded file, turned into the declared body before validation.
  route(
    app,
    c.importEvents,
    ({ req, session, params, body }) => importShipmentEvents({ db, staffUserId: session.userId, shipmentId: params.shipmentId, input: body, lang: req.lang }),
    { preValidation: csvUploadToBody },
  );

  route(app, c.telexRelease, ({ session, params }) => releaseTelex({ deps, staffUserId: session.userId, shipmentId: params.shipmentId }));

  route(app, c.refreshTracking, ({ session, params }) => refreshShipmentTracking({ deps, tracking, staffUserId: session.userId, shipmentId: params.shipmentId }));
};
