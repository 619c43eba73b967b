/**
 * Copies of stored pictures for `srcset`: plain data and one function, free of zod, since the landing's first load
 * uses them (components/ask-card.tsx).
 */

/**
 * Smaller, newer-format copies of a stored picture for `srcset` (decision, README: pictures are stored up to 1000 px
 * wide, §9 Image resize; a card shows them at about 320 CSS px, so a phone or a laptop fetches a tenth of the bytes).
 * The widths cover a 320 px card at 1x and 2x; formats are what every current browser decodes, AVIF first.
 */
export const PICTURE_VARIANT_WIDTHS = [320, 640] as const;
export const PICTURE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type TPictureVariantFormat = (typeof PICTURE_VARIANT_FORMATS)[number];

/** A stored file's address (/app-v2/file/{id}.{ext}, absolute or not) when it is a picture that has copies. */
const PICTURE_FILE_URL = /\/app-v2\/file\/[0-9a-f-]{36}\.(jpe?g|png|webp|gif|bmp)$/i;

/** The `srcset` of a stored picture's copies in one format, or null when the address is not a stored picture's. */
export function pictureSrcSet(url: string, format: TPictureVariantFormat): string | null {
  if (!PICTURE_FILE_URL.test(url)) return null;
  return PICTURE_VARIANT_WIDTHS.map((w) => `${url}?w=${w}&f=${format} ${w}w`).join(', ');
}
