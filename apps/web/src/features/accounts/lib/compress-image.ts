/**
 * §5 company step: "Files of 10 MB or more are compressed to a maximum of 6 MB" before upload (§9 "above 10 MB,
 * down to 6 MB"). Done with the browser's own canvas rather than a compression package: the documents are
 * photos or scans of a licence or a card, for which re-encoding as JPEG (and, when that is not enough, scaling
 * down) is all that is needed, and the web bundle gains no dependency.
 */
import { COMPANY_FILE_TARGET_MAX_BYTES } from '@scrapbridge/domain/verification';

/** Quality first (keeps every pixel of a scan legible), then size: each step is tried until one fits. */
export const COMPRESSION_STEPS: ReadonlyArray<{ scale: number; quality: number }> = [
  { scale: 1, quality: 0.85 },
  { scale: 1, quality: 0.7 },
  { scale: 0.8, quality: 0.7 },
  { scale: 0.6, quality: 0.7 },
  { scale: 0.45, quality: 0.65 },
  { scale: 0.3, quality: 0.6 },
];

/** "licence.PNG" → "licence.jpg": the server sniffs the bytes, the name only has to agree with them. */
export function compressedName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'document'}.jpg`;
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * Re-encodes `file` as a JPEG of at most `maxBytes`. Rejects when the browser cannot decode the picture (a file
 * named .png that is not one); the caller then says the format is wrong.
 */
export async function compressImage(file: File, maxBytes = COMPANY_FILE_TARGET_MAX_BYTES): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2d unavailable');
    for (const step of COMPRESSION_STEPS) {
      canvas.width = Math.max(1, Math.round(bitmap.width * step.scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * step.scale));
      // JPEG has no transparency: a transparent PNG or GIF is laid on white, as it would be printed.
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await toBlob(canvas, step.quality);
      if (blob && blob.size <= maxBytes) return new File([blob], compressedName(file.name), { type: 'image/jpeg' });
    }
    throw new Error('could not compress below the limit');
  } finally {
    bitmap.close();
  }
}
