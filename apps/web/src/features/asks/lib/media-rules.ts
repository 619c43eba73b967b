/**
 * §5/§9 media limits checked in the browser before a byte is sent: at most 50 photos or videos per ask, of which
 * at most 3 videos; pictures up to 10 MB, videos (MP4) up to 100 MB. The server checks the same again on the
 * real bytes (a renamed file is refused there); these checks only spare the user a long upload that must fail.
 */
import { IMAGE_EXTENSIONS, extensionOf } from '@scrapbridge/domain/input-helpers';
import { ALLOWED_MIME, IMAGE_MAX_BYTES, MEDIA_MAX_FILES, MEDIA_MAX_VIDEOS, VIDEO_MAX_BYTES, type TMediaKind } from '@scrapbridge/domain/media';

export type TPickedFile = { name: string; size: number; type: string };

/** The §8 messages (catalog keys under listings.upload). */
export type TMediaRejection = 'incorrectFile' | 'incorrectVideo' | 'imageTooLarge' | 'videoTooLarge' | 'maxFiles' | 'maxVideos';

/** What the input accepts (the picker's filter; the checks below still run on whatever is dropped or chosen). */
export const MEDIA_ACCEPT = [...ALLOWED_MIME.ask, ...IMAGE_EXTENSIONS.map((e) => `.${e}`), '.mp4'].join(',');

/**
 * The kind a file will be stored as, judged by its declared type and its name: an ask picture (JPEG, PNG, GIF,
 * WebP, BMP) or an MP4 video. Other videos are 'badVideo' (§8 "incorrect video format"), anything else null.
 */
export function kindOfFile(file: Pick<TPickedFile, 'name' | 'type'>): TMediaKind | 'badVideo' | null {
  const type = file.type.toLowerCase();
  const ext = extensionOf(file.name);
  if (type === 'video/mp4' || (!type && ext === 'mp4') || (type === 'application/octet-stream' && ext === 'mp4')) return 'video';
  if (type.startsWith('video/') || ['mov', 'avi', 'mkv', 'wmv', 'flv', 'webm', 'm4v', '3gp'].includes(ext)) return 'badVideo';
  if (ALLOWED_MIME.ask.includes(type) && type.startsWith('image/')) return 'image';
  if ((!type || type === 'application/octet-stream') && (IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  return null;
}

export type TScreenResult<F> = {
  accepted: { file: F; kind: TMediaKind }[];
  rejected: { file: F; reason: TMediaRejection }[];
};

/**
 * Sorts newly picked files into those that may be uploaded and those refused, counting what the ask already holds
 * (every line's files, uploads in progress included).
 */
export function screenFiles<F extends TPickedFile>(existing: readonly { kind: TMediaKind }[], files: readonly F[]): TScreenResult<F> {
  let total = existing.length;
  let videos = existing.filter((m) => m.kind === 'video').length;
  const result: TScreenResult<F> = { accepted: [], rejected: [] };
  for (const file of files) {
    const kind = kindOfFile(file);
    if (kind === null) result.rejected.push({ file, reason: 'incorrectFile' });
    else if (kind === 'badVideo') result.rejected.push({ file, reason: 'incorrectVideo' });
    else if (kind === 'image' && file.size > IMAGE_MAX_BYTES) result.rejected.push({ file, reason: 'imageTooLarge' });
    else if (kind === 'video' && file.size > VIDEO_MAX_BYTES) result.rejected.push({ file, reason: 'videoTooLarge' });
    else if (total >= MEDIA_MAX_FILES) result.rejected.push({ file, reason: 'maxFiles' });
    else if (kind === 'video' && videos >= MEDIA_MAX_VIDEOS) result.rejected.push({ file, reason: 'maxVideos' });
    else {
      result.accepted.push({ file, kind });
      total++;
      if (kind === 'video') videos++;
    }
  }
  return result;
}

/** Moves the item at `from` by `delta` places (reorder buttons), clamped to the list. */
export function moveItem<T>(items: readonly T[], from: number, delta: number): T[] {
  const to = Math.max(0, Math.min(items.length - 1, from + delta));
  if (to === from || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
