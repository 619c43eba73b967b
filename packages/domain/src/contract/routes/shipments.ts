// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const shipmentsRoutes = {
  contractShipments: { area: 'shipments', name: 'contractShipments', method: 'GET', path: '/app-v2/contract/:contractId/shipments', access: 'party' },
  staffList: { area: 'shipments', name: 'staffList', method: 'GET', path: '/admin/shipments', access: 'staff' },
  create: { area: 'shipments', name: 'create', method: 'POST', path: '/admin/contract/:contractId/shipment', access: 'staff' },
  update: { area: 'shipments', name: 'update', method: 'PUT', path: '/admin/shipment/:shipmentId', access: 'staff' },
  addContainer: { area: 'shipments', name: 'addContainer', method: 'POST', path: '/admin/shipment/:shipmentId/container', access: 'staff' },
  editContainer: { area: 'shipments', name: 'editContainer', method: 'PUT', path: '/admin/container/:containerId', access: 'staff' },
  removeContainer: { area: 'shipments', name: 'removeContainer', method: 'DELETE', path: '/admin/container/:containerId', access: 'staff' },
  addEvent: { area: 'shipments', name: 'addEvent', method: 'POST', path: '/admin/shipment/:shipmentId/event', access: 'staff' },
  importEvents: { area: 'shipments', name: 'importEvents', method: 'POST', path: '/admin/shipment/:shipmentId/events/import', access: 'staff' },
  telexRelease: { area: 'shipments', name: 'telexRelease', method: 'POST', path: '/admin/shipment/:shipmentId/telex-release', access: 'staff' },
  refreshTracking: { area: 'shipments', name: 'refreshTracking', method: 'POST', path: '/admin/shipment/:shipmentId/tracking/refresh', access: 'staff' },
} as unknown as TContract['shipments'];
