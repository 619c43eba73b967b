import {
  ZContractDocument,
  ZContractDocumentList,
  ZDocumentContractParams,
  ZDocumentFileQuery,
  ZDocumentParams,
  ZDocumentWithdrawn,
} from '../orders/documents.ts';
import { defineArea } from './define-route.ts';

/**
 * Orders (issue 5 item 3; §3 contract files): upload, list, preview/download and withdraw a contract's documents.
 * Every route is for the contract's two parties and staff only (404 to anyone else).
 */
export const documentsContract = defineArea('documents', {
  upload: {
    method: 'POST',
    path: '/app-v2/contract/:contractId/document',
    access: 'party',
    tag: 'orders',
    summary: 'Upload a contract document (multipart: type, shipmentId?, remark?, then file)',
    description:
      'Types: booking_confirmation, draft_bl, original_bl, packing_list, packing_photo, signed_contract, swift_receipt. ' +
      'Staff may upload every type; the seller booking confirmation, packing list, packing photos and the signed contract; ' +
      'the buyer the signed contract and swift/receipts (403 + code 1000 naming `type` otherwise). The real type is read from ' +
      'the bytes: PDF, JPEG, PNG, WebP, and xlsx/docx where the document type allows; at most 20 MB (403 above). Voided contract: 1301. ' +
      "Per account, like other uploads: a number of uploads a minute (429) and the uploader's storage quota (1501; staff have none).",
    params: ZDocumentContractParams,
    multipart: true,
    response: ZContractDocument,
  },
  list: {
    method: 'GET',
    path: '/app-v2/contract/:contractId/documents',
    access: 'party',
    tag: 'orders',
    summary: "A contract's documents by type, with who uploaded them and the types the caller may upload (parties and staff)",
    params: ZDocumentContractParams,
    response: ZContractDocumentList,
  },
  file: {
    method: 'GET',
    path: '/app-v2/contract/:contractId/document/:documentId/file',
    access: 'party',
    tag: 'orders',
    summary: 'The bytes of a contract document: inline, or as an attachment with ?download=1 (parties and staff). Range and ETag.',
    description: 'The session may come from the token cookie, so links and <img> work.',
    params: ZDocumentParams,
    query: ZDocumentFileQuery,
    kind: 'file',
  },
  withdraw: {
    method: 'DELETE',
    path: '/app-v2/contract/:contractId/document/:documentId',
    access: 'party',
    tag: 'orders',
    summary: 'Withdraw a document (its uploader or staff); it stays on record but leaves the list',
    params: ZDocumentParams,
    response: ZDocumentWithdrawn,
  },
});
