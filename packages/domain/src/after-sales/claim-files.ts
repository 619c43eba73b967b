import { z } from 'zod';
import { MB } from '../media.ts';
import { DOCX_MIME, PDF_MIME, XLSX_MIME } from '../orders/documents.ts';

/**
 * Claim files (issue 15 item 5; §5 Claim, §9 Claim files: 500 MB each, up to 50 files, 1024 MB in total), uploaded
 * with the tus resumable protocol (https://tus.io/protocols/resumable-upload) so a 500 MB video of the unloading
 * survives a dropped connection. The limits are checked by the server when an upload is created, from its declared
 * length, before a byte is stored; the same numbers are shown beside the upload button.
 */
export const CLAIM_FILE_MAX_BYTES = 500 * MB;
export const CLAIM_MAX_FILES = 50;
export const CLAIM_MAX_TOTAL_BYTES = 1024 * MB;

/** Where the tus endpoint lives (an /app-v2 path: not an §7 /ai-system upload, it takes no AI token). */
export const RESUMABLE_UPLOAD_PATH = '/app-v2/files/resumable';

/**
 * Real types (sniffed from the bytes) a claim accepts (decision): photos and videos of the unloading as phones record
 * them (JPEG, PNG, WebP, HEIC; MP4, MOV), and papers (PDF; weighbridge tickets and surveyor reports also come as
 * Excel or Word files).
 */
export const CLAIM_FILE_MIME = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'video/mp4',
  'video/quicktime',
  PDF_MIME,
  XLSX_MIME,
  DOCX_MIME,
] as const;

/** What the file picker offers (the server decides from the bytes). */
export const CLAIM_FILE_ACCEPT = '.jpg,.jpeg,.png,.webp,.heic,.mp4,.mov,.pdf,.xlsx,.docx';

export const RESUMABLE_PURPOSES = ['claim'] as const;
export type TResumablePurpose = (typeof RESUMABLE_PURPOSES)[number];

/**
 * A tus upload id: the last segment of the upload URL (ours are 32 hex characters). Any short id of letters, digits and
 * dashes is taken and looked up, so an unknown one answers 404 like someone else's, never a format error that would
 * tell them apart.
 */
export const ZResumableUploadId = z.string().regex(/^[0-9A-Za-z-]{1,64}$/);
export const ZResumableParams = z.object({ uploadId: ZResumableUploadId });

/**
 * The tus Upload-Metadata of a claim file (base64 values, decoded by the server): what it is for, the trade (its
 * parties read the file), the claim once saved (else the uploader's draft for that contract is the limit group) and
 * the file's name.
 */
export const ZResumableMetadata = z.object({
  purpose: z.enum(RESUMABLE_PURPOSES),
  contractId: z.uuid(),
  claimId: z.uuid().optional(),
  filename: z.string().trim().min(1).max(200),
});
export type TResumableMetadata = z.infer<typeof ZResumableMetadata>;

export const ZResumableLimitsQuery = z.object({
  purpose: z.enum(RESUMABLE_PURPOSES).default('claim'),
  contractId: z.uuid(),
  claimId: z.uuid().optional(),
});

/** The limits and what the group already holds, shown beside the upload button. */
export const ZResumableLimits = z.object({
  maxFileBytes: z.number().int(),
  maxFiles: z.number().int(),
  maxTotalBytes: z.number().int(),
  usedFiles: z.number().int(),
  usedBytes: z.number().int(),
  accept: z.string(),
});
export type TResumableLimits = z.infer<typeof ZResumableLimits>;

export const RESUMABLE_STATES = ['uploading', 'done', 'refused', 'removed'] as const;

/** One upload as its uploader sees it: the finished file once the last byte is in. */
export const ZResumableUploadStatus = z.object({
  uploadId: z.string(),
  state: z.enum(RESUMABLE_STATES),
  fileName: z.string(),
  size: z.number().int(),
  file: z
    .object({ fileId: z.uuid(), fileFullPath: z.string(), fileName: z.string(), mime: z.string(), ext: z.string(), kind: z.string(), size: z.number().int() })
    .nullable(),
});
export type TResumableUploadStatus = z.infer<typeof ZResumableUploadStatus>;

export type TClaimFileRefusal =
  | { reason: 'fileTooLarge'; maxMb: number }
  | { reason: 'tooManyFiles'; max: number }
  | { reason: 'totalTooLarge'; maxMb: number; usedMb: number };

/**
 * Whether one more file of `size` bytes fits a claim that holds `used` (files started or finished; §5): null when it
 * does, else why not. Checked in this order so the message names the rule the user can act on first.
 */
export function claimFileRefusal(size: number, used: { files: number; bytes: number }): TClaimFileRefusal | null {
  if (size > CLAIM_FILE_MAX_BYTES) return { reason: 'fileTooLarge', maxMb: CLAIM_FILE_MAX_BYTES / MB };
  if (used.files + 1 > CLAIM_MAX_FILES) return { reason: 'tooManyFiles', max: CLAIM_MAX_FILES };
  if (used.bytes + size > CLAIM_MAX_TOTAL_BYTES) {
    return { reason: 'totalTooLarge', maxMb: CLAIM_MAX_TOTAL_BYTES / MB, usedMb: Math.round((used.bytes / MB) * 10) / 10 };
  }
  return null;
}

/** "512 MB", "1.5 GB", "900 KB": sizes as the upload list shows them. */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return '0 MB';
  if (bytes >= 1024 * MB) return `${Math.round((bytes / (1024 * MB)) * 10) / 10} GB`;
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
