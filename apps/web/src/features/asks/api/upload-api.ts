/**
 * §7 POST /file/upload (→ /ai-system/file/upload) for a listing's pictures and videos: multipart {file,
 * fileType 'ask', watermark 0|1, watermarkLang}. Progress comes from the lib's XMLHttpRequest helper; the server
 * reads the real type from the bytes, resizes and compresses pictures, and stamps the watermark.
 */
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TUploadedFile } from '@scrapbridge/domain/media';
import { filesRoutes } from '@scrapbridge/domain/contract/routes/files';
import type { TApiResult } from '#lib/api-client.ts';
import { uploadRoute } from '#lib/route-client.ts';

export function uploadAskFile(
  file: File,
  opts: { watermark: boolean; lang: TLang; onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<TApiResult<TUploadedFile>> {
  const form = new FormData();
  // Text fields first: the server reads them before the file's bytes arrive.
  form.append('fileType', 'ask');
  form.append('watermark', opts.watermark ? '1' : '0');
  form.append('watermarkLang', opts.lang);
  form.append('file', file, file.name);
  return uploadRoute(filesRoutes.upload, {}, form, {
    onProgress: opts.onProgress,
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
}
