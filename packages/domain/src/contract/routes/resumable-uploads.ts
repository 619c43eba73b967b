// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const resumableUploadsRoutes = {
  create: { area: 'resumableUploads', name: 'create', method: 'POST', path: '/app-v2/files/resumable', access: 'user', kind: 'tus' },
  offset: { area: 'resumableUploads', name: 'offset', method: 'HEAD', path: '/app-v2/files/resumable/:uploadId', access: 'party', kind: 'tus' },
  append: { area: 'resumableUploads', name: 'append', method: 'PATCH', path: '/app-v2/files/resumable/:uploadId', access: 'party', kind: 'tus' },
  terminate: { area: 'resumableUploads', name: 'terminate', method: 'DELETE', path: '/app-v2/files/resumable/:uploadId', access: 'party', kind: 'tus' },
  status: { area: 'resumableUploads', name: 'status', method: 'GET', path: '/app-v2/files/resumable/:uploadId/status', access: 'party' },
  limits: { area: 'resumableUploads', name: 'limits', method: 'GET', path: '/app-v2/files/resumable/limits', access: 'party' },
} as unknown as TContract['resumableUploads'];
