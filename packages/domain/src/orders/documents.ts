import { z } from 'zod';
import { MB } from '../media.ts';

/**
 * Contract documents (§3 Contract/order files: booking confirmation, draft BL, original BL, packing list, packing
 * photos, signed contracts, swift/receipts; issue 5 item 3). Shared by the server edge and the web upload form.
 */
export const DOCUMENT_TYPES = [
  'booking_confirmation',
  'draft_bl',
  'original_bl',
  'packing_list',
  'packing_photo',
  'signed_contract',
  'swift_receipt',
] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];

export type TDocumentSide = 'buyer' | 'seller' | 'staff';

/**
 * Who may upload which type (decision; §1 says the provider handles documents, so staff may upload every type):
 * - the seller ships the goods: they hold the booking confirmation (CNF/CIF sellers book the freight), pack and
 *   photograph the containers, and sign the contract;
 * - the buyer pays: they upload the swift copy or bank receipt, and sign the contract;
 * - bills of lading (draft and original) come from the carrier through the provider: staff only, so a party can
 *   never replace the BL the other party relies on.
 */
export const UPLOAD_TYPES_BY_SIDE: Record<TDocumentSide, readonly TDocumentType[]> = {
  staff: DOCUMENT_TYPES,
  seller: ['booking_confirmation', 'packing_list', 'packing_photo', 'signed_contract'],
  buyer: ['signed_contract', 'swift_receipt'],
};

export function mayUpload(side: TDocumentSide, type: TDocumentType): boolean {
  return UPLOAD_TYPES_BY_SIDE[side].includes(type);
}

export const PDF_MIME = 'application/pdf';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOCUMENT_IMAGE_MIME = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Real types (sniffed from the bytes) accepted per document type (decision). Scans and photos of papers are images;
 * what a forwarder or a packer sends as an office file (a packing list in Excel, a draft BL or a booking in Word) is
 * accepted where it is common. Old binary Office files (.xls/.doc) are refused: their signature does not tell a
 * spreadsheet from a letter, and "save as PDF" is always possible. Packing photos are pictures only.
 */
export const DOCUMENT_MIME: Record<TDocumentType, readonly string[]> = {
  booking_confirmation: [PDF_MIME, ...DOCUMENT_IMAGE_MIME, DOCX_MIME],
  draft_bl: [PDF_MIME, ...DOCUMENT_IMAGE_MIME, DOCX_MIME],
  original_bl: [PDF_MIME, ...DOCUMENT_IMAGE_MIME],
  packing_list: [PDF_MIME, ...DOCUMENT_IMAGE_MIME, XLSX_MIME, DOCX_MIME],
  packing_photo: [...DOCUMENT_IMAGE_MIME],
  signed_contract: [PDF_MIME, ...DOCUMENT_IMAGE_MIME],
  swift_receipt: [PDF_MIME, ...DOCUMENT_IMAGE_MIME],
};

/** Every type some document type accepts: what the stream is checked against before the type field is known. */
export const ANY_DOCUMENT_MIME: readonly string[] = [...new Set(Object.values(DOCUMENT_MIME).flat())];

/** The `accept` list of the web file picker per document type (the server still sniffs the bytes). */
export const DOCUMENT_ACCEPT: Record<TDocumentType, string> = Object.fromEntries(
  DOCUMENT_TYPES.map((t) => [
    t,
    DOCUMENT_MIME[t]
      .map((m) => (m === XLSX_MIME ? '.xlsx' : m === DOCX_MIME ? '.docx' : m === PDF_MIME ? '.pdf' : m))
      .join(','),
  ]),
) as Record<TDocumentType, string>;

/**
 * §5 Contract form: "attachment limits exist, but their numbers are not shown". Decision: 20 MB per file (a
 * multi-page scanned BL at 300 dpi, or a dozen phone photos merged into a PDF, fit), at most 200 live documents per
 * contract (a long contract with many shipments and weekly photos stays far below).
 */
export const DOCUMENT_MAX_BYTES = 20 * MB;
export const DOCUMENT_MAX_PER_CONTRACT = 200;

/** Whether the browser can show it inline (images in a dialog, PDF in a new tab). */
export function isPreviewable(mime: string): boolean {
  return mime === PDF_MIME || mime.startsWith('image/');
}

/** The multipart text fields of `POST /app-v2/contract/{contractId}/document` (the file is the `file` part). */
export const ZDocumentUploadFields = z.object({
  type: z.enum(DOCUMENT_TYPES),
  shipmentId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional()),
  remark: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(100).optional()),
});
export type TDocumentUploadFields = z.infer<typeof ZDocumentUploadFields>;

export const ZContractDocument = z.object({
  id: z.string(),
  contractId: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  /** The file name as uploaded. */
  name: z.string(),
  mime: z.string(),
  ext: z.string(),
  size: z.number().int(),
  shipmentId: z.string().nullable(),
  remark: z.string().nullable(),
  uploadedBy: z.enum(['buyer', 'seller', 'staff']),
  /** The viewer uploaded it (so they may withdraw it). */
  mine: z.boolean(),
  /** The viewer may withdraw it (its uploader, or staff). */
  canWithdraw: z.boolean(),
  createdAt: z.string(),
  previewable: z.boolean(),
  /** GET path of the bytes (inline); add `?download=1` for an attachment. Relative, works behind any host. */
  url: z.string(),
});
export type TContractDocument = z.infer<typeof ZContractDocument>;

export const ZContractDocumentList = z.object({
  rows: z.array(ZContractDocument),
  total: z.number().int(),
  /** The types the viewer may upload on this contract (none once it is voided). */
  uploadTypes: z.array(z.enum(DOCUMENT_TYPES)),
  maxBytes: z.number().int(),
});
export type TContractDocumentList = z.infer<typeof ZContractDocumentList>;

export const ZDocumentContractParams = z.object({ contractId: z.uuid() });
export const ZDocumentParams = z.object({ contractId: z.uuid(), documentId: z.uuid() });
export const ZDocumentWithdrawn = z.object({ documentId: z.string() });
export const ZDocumentFileQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** The order a contract's files are listed in: the trade's own sequence, from signing to payment. */
export function documentTypeOrder(type: TDocumentType): number {
  const order: TDocumentType[] = ['signed_contract', 'booking_confirmation', 'packing_list', 'packing_photo', 'draft_bl', 'original_bl', 'swift_receipt'];
  return order.indexOf(type);
}
