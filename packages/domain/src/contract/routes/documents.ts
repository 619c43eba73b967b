// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const documentsRoutes = {
  upload: { area: 'documents', name: 'upload', method: 'POST', path: '/app-v2/contract/:contractId/document', access: 'party', multipart: true },
  list: { area: 'documents', name: 'list', method: 'GET', path: '/app-v2/contract/:contractId/documents', access: 'party' },
  file: { area: 'documents', name: 'file', method: 'GET', path: '/app-v2/contract/:contractId/document/:documentId/file', access: 'party', kind: 'file' },
  withdraw: { area: 'documents', name: 'withdraw', method: 'DELETE', path: '/app-v2/contract/:contractId/document/:documentId', access: 'party' },
} as unknown as TContract['documents'];
