import { z } from 'zod';

/**
 * §2 /videoX: product videos staff upload and order. The mp4 and the poster are files of the upload pipeline
 * (`POST /ai-system/file/upload`, type read from the bytes, §9 media limits); a video names them by id.
 */

/** The list is short and played as one playlist; the staff list and the public page read it whole. */
export const SITE_VIDEOS_MAX = 100;
export const SITE_VIDEO_TITLE_MAX = 120;
export const SITE_VIDEO_DESCRIPTION_MAX = 1000;

export const ZSiteVideo = z.object({
  id: z.string(),
  /** The mp4's file id and its path on this site (GET /app-v2/file/{id}.mp4). */
  fileId: z.string(),
  src: z.string(),
  posterFileId: z.string().nullable(),
  poster: z.string().nullable(),
  /** The title and description in the caller's language; both languages follow for staff. */
  title: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  published: z.boolean(),
  position: z.number().int(),
  size: z.number().int(),
  updatedAt: z.string(),
});
export type TSiteVideo = z.infer<typeof ZSiteVideo>;

const ZFileId = z.string().uuid();

/** `POST /admin/site/videos` and `PUT /admin/site/videos/{id}` (staff): the whole video. */
export const ZSiteVideoWriteRequest = z.object({
  videoFileId: ZFileId,
  posterFileId: ZFileId.nullable().default(null),
  titleZh: z.string().trim().min(1).max(SITE_VIDEO_TITLE_MAX),
  titleEn: z.string().trim().min(1).max(SITE_VIDEO_TITLE_MAX),
  descriptionZh: z.string().trim().max(SITE_VIDEO_DESCRIPTION_MAX).default(''),
  descriptionEn: z.string().trim().max(SITE_VIDEO_DESCRIPTION_MAX).default(''),
  published: z.boolean().default(false),
});
export type TSiteVideoWriteRequest = z.infer<typeof ZSiteVideoWriteRequest>;

/**
 * `PUT /admin/site/videos/order` (staff): every video's id in the new play order. A list that is not exactly the
 * current set (another staff member added or removed one meanwhile) is refused as stale.
 */
export const ZSiteVideoOrderRequest = z.object({
  videoIds: z
    .array(ZFileId)
    .min(1)
    .max(SITE_VIDEOS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
});
export type TSiteVideoOrderRequest = z.infer<typeof ZSiteVideoOrderRequest>;

/** The new order as up/down buttons make it: the video moved one place, the list otherwise kept. */
export function moveInOrder(ids: readonly string[], id: string, direction: 'up' | 'down'): string[] {
  const next = [...ids];
  const i = next.indexOf(id);
  const j = direction === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= next.length) return next;
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

// ---------------------------------------------------------------------------------------------------------------
// System (the /test diagnostics page)

/** `GET /app-v2/system/ping`: what support needs to read from a user's diagnostics report. */
export const ZSystemPing = z.object({
  /** The server's clock (ISO, UTC); the browser compares it with its own to show the skew. */
  serverTime: z.string(),
  /** The server package's version and when this instance started. */
  version: z.string(),
  startedAt: z.string(),
  /** pglite (embedded) or pg. */
  database: z.string(),
});
export type TSystemPing = z.infer<typeof ZSystemPing>;
