import { z } from 'zod';
import { zPositiveInt4 } from './int4.ts';
import { PICTURE_VARIANT_FORMATS, PICTURE_VARIANT_WIDTHS } from './picture-variants.ts';
import { reason } from './validation.ts';

/** §5 Ask publication and §9 Media: 50 files per item, of which 3 videos; images up to 10 MB, video up to 100 MB. */
export const MEDIA_MAX_FILES = 50;
export const MEDIA_MAX_VIDEOS = 3;
export const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * MB;
export const VIDEO_MAX_BYTES = 100 * MB;
/** §9 Image resize: images wider than 1000 px are resized to 1000 px wide. */
export const IMAGE_MAX_WIDTH = 1000;
/**
 * The stored-image budget: an image still above it after resizing is compressed (§5 Image helper "compresses an
 * image when it is over the size limit"). 1 MB is the size the §8 upload warning speaks of.
 */
export const IMAGE_COMPRESS_ABOVE_BYTES = 1 * MB;

export const MEDIA_KINDS = ['image', 'video'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];

/**
 * `fileType` of `POST /ai-system/file/upload` (§7 shows 'user_info'): what the file is for decides what it may be
 * and who may read it. ask: pictures and mp4 videos of a listing; user_info: enterprise verification documents
 * (§5 company step: jpeg, jpg, gif, bmp, png); picture: the user's photo album (§3 Picture upload); request_spec: a
 * purchase request's spec documents (issue 16 "optional photos/specs"), stored as they came.
 */
export const FILE_TYPES = ['ask', 'user_info', 'picture', 'request_spec'] as const;
export type TFileType = (typeof FILE_TYPES)[number];

/** Real types (sniffed from the bytes, never from the name) accepted per fileType. */
export const ALLOWED_MIME: Record<TFileType, readonly string[]> = {
  ask: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp', 'video/mp4'],
  user_info: ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'],
  picture: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp'],
  // The office formats contract documents accept (orders/documents.ts; spelled here, which that file imports from).
  // Old binary .xls/.doc are refused for the same reason as there: their signature does not tell what they hold.
  request_spec: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
};

/** The web picker's accept list of spec documents (the server still sniffs the bytes). */
export const REQUEST_SPEC_ACCEPT = '.pdf,.xlsx,.docx';

/** What a stored file is: a picture, a video, or a document (PDF, office file) kept as it came. */
export type TFileKind = TMediaKind | 'document';
export function fileKindOf(mime: string): TFileKind {
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('image/')) return 'image';
  return 'document';
}

export function mediaKindOf(mime: string): TMediaKind {
  return mime.startsWith('video/') ? 'video' : 'image';
}

export function maxBytesFor(kind: TMediaKind): number {
  return kind === 'video' ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
}

/** A file the server holds, as the client refers to it (§3 companyInfo files: fileFullPath, fileName, generateUrl). */
export const ZUploadedFile = z.object({
  fileId: z.string(),
  /** Path of GET /app-v2/file/{fileId}.{ext} on this server (relative, so it works behind any host). */
  fileFullPath: z.string(),
  /** The original file name, with the extension of what is stored. */
  fileName: z.string(),
  /** The same file as an absolute URL (PUBLIC_URL), for links shared outside the app. */
  generateUrl: z.string(),
  mime: z.string(),
  ext: z.string(),
  kind: z.enum([...MEDIA_KINDS, 'document']),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

/** The multipart text fields of an upload (the file itself is the `file` part). */
export const ZUploadFields = z.object({
  fileType: z.enum(FILE_TYPES).default('ask'),
  /** §5 Image helper: "1" stamps the brand watermark bottom-left. */
  watermark: z.enum(['0', '1']).default('0'),
  /** Language of the watermark text; defaults to the caller's appLang. */
  watermarkLang: z.enum(['zh', 'en']).optional(),
});

/** `GET /app-v2/file/{fileRef}`: the id, optionally with the extension (URLs carry it so clients can tell videos). */
export const ZFileParams = z.object({
  // A file id (a UUID, strictly: anything else would reach the database as a malformed uuid) and an optional extension.
  fileRef: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,5})?$/i),
});

/** `GET /app-v2/file/{fileRef}?w=&f=`: both name a copy of a picture; neither, the stored bytes. */
export const ZFileQuery = z
  .object({
    w: z.enum(PICTURE_VARIANT_WIDTHS.map(String) as ['320', '640']).optional(),
    f: z.enum(PICTURE_VARIANT_FORMATS).optional(),
  })
  // A copy is named by both: one without the other is a missing field, named.
  .superRefine((q, ctx) => {
    if (q.w !== undefined && q.f === undefined) ctx.addIssue({ code: 'custom', path: ['f'], ...reason('required') });
    if (q.f !== undefined && q.w === undefined) ctx.addIssue({ code: 'custom', path: ['w'], ...reason('required') });
  });

/** The standard groups of the user's album (§3 Picture upload), made on first use. */
export const ALBUM_GROUP_KINDS = ['uncategorized', 'all', 'favorites'] as const;
export type TStandardAlbumGroupKind = (typeof ALBUM_GROUP_KINDS)[number];
/** Every group kind: the standard ones and the user's own groups ('own', any number, named by the user). */
export const ALBUM_ALL_GROUP_KINDS = [...ALBUM_GROUP_KINDS, 'own'] as const;
export type TAlbumGroupKind = (typeof ALBUM_ALL_GROUP_KINDS)[number];
/** Own groups a user may make: enough to sort a yard's photos by grade or supplier, few enough to list at once. */
export const ALBUM_MAX_OWN_GROUPS = 50;
/** Longest own group name. */
export const ALBUM_GROUP_NAME_MAX = 40;
/** The names the §3 album groups carry. */
export const ALBUM_GROUP_NAMES: Record<TStandardAlbumGroupKind, string> = {
  uncategorized: 'UNCATEGORIZED',
  all: 'All Photo',
  favorites: 'Favorites',
};

export const ZPictureRequestItem = z.object({
  fileInfo: z.object({ fileId: z.uuid() }),
  categoryId: zPositiveInt4().optional(),
  subCategoryId: zPositiveInt4().optional(),
  /** "lat,lng" in decimal degrees as the device reports it. */
  coordinates: z
    .string()
    .trim()
    .regex(/^-?\d{1,2}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/)
    .optional(),
  /** When the photo was taken (ISO 8601). */
  takenDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  remark: z.string().trim().max(200).optional(),
});

/** `POST /app-v2/picture` (§3 Picture upload: accountId, groupId, pictureRequestList). */
export const ZSavePicturesRequest = z.object({
  accountId: z.string().max(64).optional(),
  /** Defaults to the user's UNCATEGORIZED group; "All Photo" is a view, never a target. */
  groupId: z.uuid().optional(),
  pictureRequestList: z.array(ZPictureRequestItem).min(1).max(MEDIA_MAX_FILES),
});
export type TSavePicturesRequest = z.infer<typeof ZSavePicturesRequest>;

export const ZSavePicturesResponse = z.object({ groupId: z.string(), pictureIds: z.array(z.string()) });

export const ZAlbumGroup = z.object({
  groupId: z.string(),
  kind: z.enum(ALBUM_ALL_GROUP_KINDS),
  name: z.string(),
  pictureCount: z.number().int(),
});

export const ZAlbumPicture = z.object({
  pictureId: z.string(),
  groupId: z.string(),
  fileId: z.string(),
  url: z.string(),
  ext: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  subCategoryId: z.number().int().nullable(),
  coordinates: z.string().nullable(),
  takenDate: z.string().nullable(),
  remark: z.string().nullable(),
  /** Shown in Favorites as well as in its own group. */
  favorite: z.boolean(),
  /** The uploaded file's name (what the picker and the grid show as alt text) and its stored size in bytes. */
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type TAlbumPicture = z.infer<typeof ZAlbumPicture>;

export const ZAlbumGroupPage = z.object({
  group: ZAlbumGroup,
  rows: z.array(ZAlbumPicture),
  total: z.number().int(),
});

export const ZAlbumGroupParams = z.object({ id: z.uuid() });

/** An own group's name: trimmed, 1–40 characters. */
export const ZAlbumGroupName = z.object({ name: z.string().trim().min(1).max(ALBUM_GROUP_NAME_MAX) });
export type TAlbumGroupName = z.infer<typeof ZAlbumGroupName>;

export const ZPictureParams = z.object({ id: z.uuid() });

/**
 * `PUT /app-v2/picture/{id}`: what a photo shows, where and when it was taken; every field is replaced (null or
 * absent clears it), so the form sends what it shows.
 */
export const ZUpdatePictureRequest = z.object({
  categoryId: zPositiveInt4().nullable().optional(),
  subCategoryId: zPositiveInt4().nullable().optional(),
  coordinates: ZPictureRequestItem.shape.coordinates.nullable(),
  takenDate: z.iso.datetime({ offset: true }).or(z.iso.date()).nullable().optional(),
  remark: z.string().trim().max(200).nullable().optional(),
});
export type TUpdatePictureRequest = z.infer<typeof ZUpdatePictureRequest>;

/** `POST /app-v2/picture/move`: pictures into one of the caller's groups (UNCATEGORIZED or an own group). */
export const ZMovePicturesRequest = z.object({
  pictureIds: z.array(z.uuid()).min(1).max(MEDIA_MAX_FILES),
  groupId: z.uuid(),
});
export type TMovePicturesRequest = z.infer<typeof ZMovePicturesRequest>;

export const ZFavoritePictureRequest = z.object({ favorite: z.boolean() });

export const ZPictureIds = z.object({ pictureIds: z.array(z.string()) });
