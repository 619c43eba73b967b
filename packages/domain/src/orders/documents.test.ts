import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACCEPT, DOCUMENT_TYPES, isPreviewable, mayUpload, ZDocumentUploadFields } from './documents.ts';

describe('contract documents', () => {
  it('lets staff upload every type, the seller the shipping papers, the buyer the signed contract and receipts', () => {
    expect(DOCUMENT_TYPES.every((t) => mayUpload('staff', t))).toBe(true);
    expect(mayUpload('seller', 'packing_list')).toBe(true);
    expect(mayUpload('seller', 'swift_receipt')).toBe(false);
    expect(mayUpload('seller', 'draft_bl')).toBe(false);
    expect(mayUpload('buyer', 'swift_receipt')).toBe(true);
    expect(mayUpload('buyer', 'packing_photo')).toBe(false);
  });

  it('previews images and PDF only, and tells the picker what to offer', () => {
    expect(isPreviewable('application/pdf')).toBe(true);
    expect(isPreviewable('image/png')).toBe(true);
    expect(isPreviewable('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(false);
    expect(DOCUMENT_ACCEPT.packing_list).toContain('.xlsx');
    expect(DOCUMENT_ACCEPT.packing_photo).not.toContain('.pdf');
  });

  it('reads the upload fields', () => {
    expect(ZDocumentUploadFields.parse({ type: 'draft_bl', shipmentId: '', remark: ' ' })).toEqual({ type: 'draft_bl' });
    expect(ZDocumentUploadFields.safeParse({ type: 'invoice' }).success).toBe(false);
  });
});
