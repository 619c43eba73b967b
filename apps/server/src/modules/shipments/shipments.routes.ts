import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@scrapbridge/domain/api';
import {
  SHIPMENT_LIMITS,
  ZContainerInput,
  ZContainerParams,
  ZContractShipments,
  ZCreateShipmentRequest,
  ZShipment,
  ZShipmentContractParams,
  ZShipmentEventInput,
  ZShipmentEventsImportRequest,
  ZShipmentEventsImportResult,
  ZShipmentParams,
  ZStaffShipmentListQuery,
  ZStaffShipmentPage,
  ZTrackingRefreshResult,
  ZUpdateShipmentRequest,
} from '@scrapbridge/domain/orders/shipment';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { createTrackingProvider } from '../../providers/tracking.ts';
import { addContainer } from './add-container.ts';
import { addShipmentEvent } from './add-shipment-event.ts';
import { createShipment } from './create-shipment.ts';
import { decodeCsvBytes } from './decode-csv-bytes.ts';
import { editContainer } from './edit-container.ts';
import { importShipmentEvents } from './import-shipment-events.ts';
import { listShipmentsOfContract } from './list-contract-shipments.ts';
import { listShipmentsForStaff } from './list-staff-shipments.ts';
import { refreshShipmentTracking } from './refresh-shipment-tracking.ts';
import { releaseTelex } from './release-telex.ts';
import { removeContainer } from './remove-container.ts';
import { updateShipmentDetails } from './update-shipment.ts';

const STAFF_NOTE = ' (staff; audited)';

/**
 * Shipments (issue 5 item 5; §3 Shipment; §4 Contract shipping status): staff book shipments on a contract, keep
 * their containers, status, telex release and tracking timeline; the contract's buyer and seller read them.
 */
export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  // Carrier tracking (TRACKING_PROVIDER): `none` keeps the timeline to staff entries and imports; `dcsa` is polled.
  const tracking = createTrackingProvider(deps.config, app.log);

  // The tracking import also takes the CSV as a file. Registered in this plugin only (the uploads have their own).
  await app.register(multipart, { limits: { fileSize: SHIPMENT_LIMITS.csvCharsMax * 3, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  app.get(
    '/app-v2/contract/:contractId/shipments',
    {
      schema: {
        tags: ['shipments'],
        summary: 'Shipments of a contract: containers with total net weight, status, telex release, ETA, timeline newest first (parties and staff)',
        params: ZShipmentContractParams,
        response: { 200: envelopeOf(ZContractShipments) },
      },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      const list = await listShipmentsOfContract({ db, contractId: req.params.contractId, viewer: { userId, isStaff } });
      // Staff see whether the carrier can be asked (the "fetch from carrier" action); parties need not know.
      return ok(req, isStaff ? { ...list, trackingProvider: tracking.name } : list);
    },
  );

  app.get(
    '/admin/shipments',
    {
      config: { staff: true },
      schema: {
        tags: ['shipments'],
        summary: 'All shipments, latest change first; status filter and keyword (contract number, BL or container number) (staff)',
        querystring: ZStaffShipmentListQuery,
        response: { 200: envelopeOf(ZStaffShipmentPage) },
      },
    },
    async (req) => ok(req, await listShipmentsForStaff({ db, query: req.query })),
  );

  app.post(
    '/admin/contract/:contractId/shipment',
    {
      config: { staff: true },
      schema: {
        tags: ['shipments'],
        summary: `Book a shipment on a contract, with its containers${STAFF_NOTE}`,
        description:
          'Errors: 1000 a field (a container number failing the ISO 6346 check digit, a container twice, a BL number already used, weight > 0 with ≤ 6 decimals, ETA before ETD); 1301 the contract is voided; 404 no such contract.',
        params: ZShipmentContractParams,
        body: ZCreateShipmentRequest,
        response: { 200: envelopeOf(ZShipment) },
      },
    },
    async (req) => ok(req, await createShipment({ db, staffUserId: requireSession(req).userId, contractId: req.params.contractId, input: req.body })),
  );

  app.put(
    '/admin/shipment/:shipmentId',
    {
      config: { staff: true },
      schema: {
        tags: ['shipments'],
        summary: `Edit a shipment and move its status (booked → loaded → arrived → delivered; backward only with correction: true)${STAFF_NOTE}`,
        description: 'A status change writes a timeline event and tells the buyer and seller. Errors: 1000 a field or a backward move without correction; 1301 voided contract.',
        params: ZShipmentParams,
        body: ZUpdateShipmentRequest,
        response: { 200: envelopeOf(ZShipment) },
      },
    },
    async (req) => ok(req, await updateShipmentDetails({ deps, staffUserId: requireSession(req).userId, shipmentId: req.params.shipmentId, input: req.body })),
  );

  app.post(
    '/admin/shipment/:shipmentId/container',
    {
      config: { staff: true },
      schema: {
        tags: ['shipments'],
        summary: `Add a container (ISO 6346 number, seal, net weight MT)${STAFF_NOTE}`,
        params: ZShipmentParams,
        body: ZContainerInput,
        response: { 200: envelopeOf(ZShipment) },
      },
    },
    async (req) => ok(req, await addContainer({ db, staffUserId: requireSession(req).userId, shipmentId: req.params.shipmentId, input: req.body })),
  );

  app.put(
    '/admin/container/:containerId',
    {
      config: { staff: true },
      schema: { tags: ['shipments'], summary: `Edit a container${STAFF_NOTE}`, params: ZContainerParams, body: ZContainerInput, response: { 200: envelopeOf(ZShipment) } },
    },
    async (req) => ok(req, await editContainer({ db, staffUserId: requireSession(req).userId, containerId: req.params.containerId, input: req.body })),
  );

  app.delete(
    '/admin/container/:containerId',
    {
      config: { staff: true },
      schema: { tags: ['shipments'], summary: `Remove a container entered by mistake${STAFF_NOTE}`, params: ZContainerParams, response: { 200: envelopeOf(ZShipment) } },
    },
    async (req) => ok(req, await removeContainer({ db, staffUserId: requireSession(req).userId, containerId: req.params.containerId })),
  );

  app.post(
    '/admin/shipment/:shipmentId/event',
    {
      config: { staff: true },
      schema: {
        tags: ['shipments'],
        summary: `Add a tracking event to the timeline${STAFF_NOTE}`,
        params: ZShipmentParams,
        body: ZShipmentEventInput,
        response: { 200: envelopeOf(ZShipment) },
      },
    },
    async (req) => ok(req, await addShipmentEvent({ db, staffUserId: requireSession(req).userId, shipmentId: req.params.shipmentId, input: req.body })),
  );

  app.post(
    '/admin/shipment/:shipmentId/events/import',
    {
      config: { staff: true },
      schema: {
        tags: ['shipments'],
        summary: `Import tracking events from CSV: JSON {csv, tzOffsetMinutes} or a multipart file (+ tzOffsetMinutes field)${STAFF_NOTE}`,
        description:
          'Header row naming the columns: date/time (ISO, or YYYY-MM-DD HH:mm in the importer\'s zone), event, location, description, container. ' +
          'All or nothing: any bad row → 1000 listing the rows. Events already on the timeline are skipped: {imported, skipped}.',
        params: ZShipmentParams,
        body: ZShipmentEventsImportRequest,
        response: { 200: envelopeOf(ZShipmentEventsImportResult) },
      },
      // A multipart upload becomes the same {csv, tzOffsetMinutes} body before validation, so both travel one path.
      preValidation: async (req) => {
        if (!req.isMultipart()) return;
        requireSession(req);
        let csv: string | null = null;
        let tzOffsetMinutes: string | undefined;
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.file.truncated) throw AppError.field('csv', 'shipments.errors.csvTooMany', { max: SHIPMENT_LIMITS.csvRowsMax });
            csv = decodeCsvBytes(bytes);
          } else if (part.fieldname === 'tzOffsetMinutes') tzOffsetMinutes = String(part.value);
          else if (part.fieldname === 'csv' && csv === null) csv = String(part.value);
        }
        // Still text here: the schema coerces and checks it next.
        req.body = { csv: csv ?? '', ...(tzOffsetMinutes !== undefined ? { tzOffsetMinutes } : {}) } as unknown as typeof req.body;
      },
    },
    async (req) =>
      ok(req, await importShipmentEvents({ db, staffUserId: requireSession(req).userId, shipmentId: req.params.shipmentId, input: req.body, lang: req.lang })),
  );

  app.post(
    '/admin/shipment/:shipmentId/telex-release',
    {
      config: { staff: true },
      schema: {
        tags: ['shipments'],
        summary: `Record the telex release of the BL (timeline event; buyer and seller told)${STAFF_NOTE}`,
        params: ZShipmentParams,
        response: { 200: envelopeOf(ZShipment) },
      },
    },
    async (req) => ok(req, await releaseTelex({ deps, staffUserId: requireSession(req).userId, shipmentId: req.params.shipmentId })),
  );

  app.post(
    '/admin/shipment/:shipmentId/tracking/refresh',
    {
      config: { staff: true },
      schema: {
        tags: ['shipments'],
        summary: `Fetch the tracking from the carrier now (TRACKING_PROVIDER); new events go on the timeline, the status moves forward only${STAFF_NOTE}`,
        description:
          'Events already on the timeline are skipped (asking again adds nothing). A new status tells the buyer and seller as a staff change does. ' +
          'Errors: 1000 naming tracking when carrier tracking is off, the shipment has no BL, booking or container number, or the carrier cannot be reached or answers badly (nothing stored); 1301 voided contract; 404 no such shipment.',
        params: ZShipmentParams,
        response: { 200: envelopeOf(ZTrackingRefreshResult) },
      },
    },
    async (req) => ok(req, await refreshShipmentTracking({ deps, tracking, staffUserId: requireSession(req).userId, shipmentId: req.params.shipmentId })),
  );
};
