/**
 * §5 Input helpers, shared by the web forms (as the user types) and the server (when it checks what arrived).
 */

/** §5 "accepts integers of up to 3 digits and caps them at a given maximum": "1234" → "123", "250" with max 100 → "100". */
export function capInteger3(text: string, max: number): string {
  const digits = text.replace(/\D/g, '').slice(0, 3);
  if (!digits) return '';
  return String(Math.min(Number(digits), max));
}

/** §5 "limits decimal places to a given count": "12.3456" with 2 → "12.34" (cuts, never rounds what the user typed). */
export function limitDecimals(text: string, places: number): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot < 0) return cleaned;
  const int = cleaned.slice(0, dot);
  const frac = cleaned.slice(dot + 1).replace(/\./g, '');
  return places <= 0 ? int : `${int}.${frac.slice(0, places)}`;
}

/** §5 "A number check accepts an optional sign, integer and decimal": "-12", "+3.5", "0.25"; not "1e3", "1.", ".5". */
export const NUMBER_PATTERN = /^[+-]?\d+(\.\d+)?$/;

export function isNumberText(text: string): boolean {
  return NUMBER_PATTERN.test(text.trim());
}

/** Decimal places of a number as typed ("12.50" → 2). */
export function decimalPlaces(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * §5 "A special-character check rejects a set of punctuation": the characters that break file names, URLs and
 * CSV exports, and the HTML ones. Letters of every script, digits, spaces and ordinary punctuation (. , - ( ) / #)
 * pass, so a Chinese or English product name is never refused.
 */
export const SPECIAL_CHARACTERS = /[~`!@$%^&*+=|\\{}[\]<>?;:"']/;

export function hasSpecialCharacters(text: string): boolean {
  return SPECIAL_CHARACTERS.test(text);
}

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'] as const;
export const VIDEO_EXTENSIONS = ['mp4'] as const;

/** The extension of a URL or file name, lower-cased, ignoring the query and hash: "/a/b.JPG?x=1" → "jpg". */
export function extensionOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** §5 "Image and video URLs are recognised by extension"; §2 the card shows a video "if the extension is mp4". */
export function isVideoUrl(url: string): boolean {
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(url));
}

export function isImageUrl(url: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(url));
}
