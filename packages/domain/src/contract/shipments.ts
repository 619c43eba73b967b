import {
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
} from '../orders/shipment.ts';
import { defineArea } from './define-route.ts';

const STAFF_NOTE = ' (staff; audited)';

/**
 * Shipments (issue 5 item 5; §3 Shipment; §4 Contract shipping status): staff book shipments on a contract, keep
 * their containers, status, telex release and tracking timeline; the contract's buyer and seller read them.
 */
export const shipmentsContract = defineArea('shipments', {
  contractShipments: {
    method: 'GET',
    path: '/app-v2/contract/:contractId/shipments',
    access: 'party',
    tag: 'shipments',
    summary: 'Shipments of a contract: containers with total net weight, status, telex release, ETA, timeline newest first (parties and staff)',
    params: ZShipmentContractParams,
    response: ZContractShipments,
  },
  staffList: {
    method: 'GET',
    path: '/admin/shipments',
    access: 'staff',
    tag: 'shipments',
    summary: 'All shipments, latest change first; status filter and keyword (contract number, BL or container number) (staff)',
    query: ZStaffShipmentListQuery,
    response: ZStaffShipmentPage,
  },
  create: {
    method: 'POST',
    path: '/admin/contract/:contractId/shipment',
    access: 'staff',
    tag: 'shipments',
    summary: `Book a shipment on a contract, with its containers${STAFF_NOTE}`,
    description:
      'Errors: 1000 a field (a container number failing the ISO 6346 check digit, a container twice, a BL number already used, weight > 0 with ≤ 6 decimals, ETA before ETD); 1301 the contract is voided; 404 no such contract.',
    params: ZShipmentContractParams,
    body: ZCreateShipmentRequest,
    response: ZShipment,
  },
  update: {
    method: 'PUT',
    path: '/admin/shipment/:shipmentId',
    access: 'staff',
    tag: 'shipments',
    summary: `Edit a shipment and move its status (booked → loaded → arrived → delivered; backward only with correction: true)${STAFF_NOTE}`,
    description: 'A status change writes a timeline event and tells the buyer and seller. Errors: 1000 a field or a backward move without correction; 1301 voided contract.',
    params: ZShipmentParams,
    body: ZUpdateShipmentRequest,
    response: ZShipment,
  },
  addContainer: {
    method: 'POST',
    path: '/admin/shipment/:shipmentId/container',
    access: 'staff',
    tag: 'shipments',
    summary: `Add a container (ISO 6346 number, seal, net weight MT)${STAFF_NOTE}`,
    params: ZShipmentParams,
    body: ZContainerInput,
    response: ZShipment,
  },
  editContainer: {
    method: 'PUT',
    path: '/admin/container/:containerId',
    access: 'staff',
    tag: 'shipments',
    summary: `Edit a container${STAFF_NOTE}`,
    params: ZContainerParams,
    body: ZContainerInput,
    response: ZShipment,
  },
  removeContainer: {
    method: 'DELETE',
    path: '/admin/container/:containerId',
    access: 'staff',
    tag: 'shipments',
    summary: `Remove a container entered by mistake${STAFF_NOTE}`,
    params: ZContainerParams,
    response: ZShipment,
  },
  addEvent: {
    method: 'POST',
    path: '/admin/shipment/:shipmentId/event',
    access: 'staff',
    tag: 'shipments',
    summary: `Add a tracking event to the timeline${STAFF_NOTE}`,
    params: ZShipmentParams,
    body: ZShipmentEventInput,
    response: ZShipment,
  },
  /**
   * Takes the JSON body, or the same fields as a multipart form with the CSV as a file: the server turns a multipart
   * upload into this body before validating it, so both travel one path.
   */
  importEvents: {
    method: 'POST',
    path: '/admin/shipment/:shipmentId/events/import',
    access: 'staff',
    tag: 'shipments',
    summary: `Import tracking events from CSV: JSON {csv, tzOffsetMinutes} or a multipart file (+ tzOffsetMinutes field)${STAFF_NOTE}`,
    description:
      "Header row naming the columns: date/time (ISO, or YYYY-MM-DD HH:mm in the importer's zone), event, location, description, container. " +
      'All or nothing: any bad row → 1000 listing the rows. Events already on the timeline are skipped: {imported, skipped}.',
    params: ZShipmentParams,
    body: ZShipmentEventsImportRequest,
    response: ZShipmentEventsImportResult,
  },
  telexRelease: {
    method: 'POST',
    path: '/admin/shipment/:shipmentId/telex-release',
    access: 'staff',
    tag: 'shipments',
    summary: `Record the telex release of the BL (timeline event; buyer and seller told)${STAFF_NOTE}`,
    params: ZShipmentParams,
    response: ZShipment,
  },
  refreshTracking: {
    method: 'POST',
    path: '/admin/shipment/:shipmentId/tracking/refresh',
    access: 'staff',
    tag: 'shipments',
    summary: `Fetch the tracking from the carrier now (TRACKING_PROVIDER); new events go on the timeline, the status moves forward only${STAFF_NOTE}`,
    description:
      'Events already on the timeline are skipped (asking again adds nothing). A new status tells the buyer and seller as a staff change does. ' +
      'Errors: 1000 naming tracking when carrier tracking is off, the shipment has no BL, booking or container number, or the carrier cannot be reached or answers badly (nothing stored); 1301 voided contract; 404 no such shipment.',
    params: ZShipmentParams,
    response: ZTrackingRefreshResult,
  },
});
