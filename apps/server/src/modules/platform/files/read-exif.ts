export type TExifFacts = { takenAt: Date | null; latitude: string | null; longitude: string | null };

const NONE: TExifFacts = { takenAt: null, latitude: null, longitude: null };

/**
 * When and where a photo was taken, from its EXIF (issue 16 item 3: the album fills date taken and coordinates
 * from EXIF when present). Read from the uploaded bytes before processing drops the metadata. A photo without
 * EXIF, or with values out of range, answers nulls: it is a hint for the album, never a reason to refuse a file.
 */
export async function readExif(input: Buffer): Promise<TExifFacts> {
  // exifr is loaded on the first photo, not at every start (bench/startup).
  const { default: exifr } = await import('exifr');
  try {
    const data = (await exifr.parse(input, { tiff: true, exif: true, gps: true, ifd1: false, xmp: false, icc: false, iptc: false, jfif: false })) as
      | { DateTimeOriginal?: unknown; CreateDate?: unknown; latitude?: unknown; longitude?: unknown }
      | undefined;
    if (!data) return NONE;
    const when = [data.DateTimeOriginal, data.CreateDate].find((d): d is Date => d instanceof Date && !Number.isNaN(d.getTime()));
    const lat = typeof data.latitude === 'number' && Number.isFinite(data.latitude) && Math.abs(data.latitude) <= 90 ? data.latitude : null;
    const lng = typeof data.longitude === 'number' && Number.isFinite(data.longitude) && Math.abs(data.longitude) <= 180 ? data.longitude : null;
    return {
      takenAt: when ?? null,
      latitude: lat !== null && lng !== null ? lat.toFixed(6) : null,
      longitude: lat !== null && lng !== null ? lng.toFixed(6) : null,
    };
  } catch {
    return NONE;
  }
}
