import type { Sharp } from 'sharp';
import { svgText } from '../../../lib/svg-text.ts';
import { decodeBmp } from './decode-bmp.ts';
import { IMAGE_MAX_INPUT_PIXELS, checkPixelLimit } from './image-limits.ts';

export type TProcessedImage = { buffer: Buffer; mime: string; ext: string; width: number; height: number };

/** Quality steps tried, in order, while an image is still above the stored-image budget. */
const LOSSY_STEPS = [82, 72, 62, 52, 42];

/**
 * §5 Image helper "can add a brand watermark text (zh or en) at the bottom left": white text with a dark outline so
 * it reads on light and dark scrap alike, sized to the picture. Drawn as Noto Sans SC outlines (lib/svg-text.ts), so
 * the Chinese brand reads on a server without CJK system fonts.
 */
export function watermarkSvg(text: string, width: number, height: number): Buffer {
  const size = Math.max(12, Math.min(64, Math.round(width * 0.045)));
  const pad = Math.max(6, Math.round(size * 0.6));
  const stroke = Math.max(1, Math.round(size / 12));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    svgText(text, {
      x: pad,
      y: height - pad,
      size,
      weight: 'bold',
      attrs: `fill="#ffffff" fill-opacity="0.85" stroke="#000000" stroke-opacity="0.5" stroke-width="${stroke}" paint-order="stroke"`,
    }) +
    `</svg>`;
  return Buffer.from(svg);
}

/**
 * The stored form of an uploaded picture: turned upright (EXIF orientation), metadata stripped (GPS and camera data
 * stay private; the album keeps coordinates only when the user sends them), resized to `maxWidth` when wider (§9),
 * watermarked on request, and re-compressed step by step while above `compressAboveBytes` (§5 Image helper). BMP
 * is stored as PNG; a PNG over the budget becomes WebP. Only the first frame of an animated GIF or WebP is decoded
 * and stored, like a photo (image-limits.ts: the decode bound); a frame over the pixel bound throws PixelLimitError
 * before any pixel is decoded.
 */
export async function processImage(opts: {
  input: Buffer;
  mime: string;
  maxWidth: number;
  compressAboveBytes: number;
  watermark: string | null;
}): Promise<TProcessedImage> {
  const { default: sharp } = await import('sharp');
  const { mime } = opts;
  // sharp (libvips) is loaded on the first picture, not at every start (bench/startup); node keeps it loaded after.
  let base: Sharp;
  if (mime === 'image/bmp') {
    const raw = decodeBmp(opts.input);
    base = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  } else {
    // The header alone first (nothing is decoded), so a frame over the bound gets its own message; libvips'
    // limitInputPixels below would refuse it too, but as any unreadable file.
    const header = await sharp(opts.input, { limitInputPixels: false, pages: 1, page: 0 }).metadata();
    checkPixelLimit(header.width ?? 0, header.height ?? 0);
    // `pages: 1` reads the first frame only, whatever the file holds.
    base = sharp(opts.input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error', pages: 1, page: 0 });
  }
  const meta = await base.metadata();
  const frameHeight = meta.height;
  if (!meta.width || !frameHeight) throw new Error('image without dimensions');
  // EXIF orientations 5–8 swap width and height once the picture is turned upright.
  const swapped = (meta.orientation ?? 1) >= 5;
  const srcW = swapped ? frameHeight : meta.width;
  const srcH = swapped ? meta.width : frameHeight;
  const outW = Math.min(srcW, opts.maxWidth);
  const outH = Math.max(1, Math.round((srcH * outW) / srcW));

  let pipeline = base.rotate();
  if (srcW > opts.maxWidth) pipeline = pipeline.resize({ width: opts.maxWidth });
  if (opts.watermark) pipeline = pipeline.composite([{ input: watermarkSvg(opts.watermark, outW, outH), left: 0, top: 0 }]);

  const encode = async (format: 'jpeg' | 'png' | 'webp' | 'gif', quality?: number) => {
    const p = pipeline.clone();
    const encoded =
      format === 'jpeg'
        ? p.jpeg({ quality: quality ?? LOSSY_STEPS[0], mozjpeg: true })
        : format === 'webp'
          ? p.webp({ quality: quality ?? LOSSY_STEPS[0] })
          : format === 'gif'
            ? p.gif()
            : p.png({ compressionLevel: 7 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      buffer: data,
      mime: `image/${format}`,
      ext: format === 'jpeg' ? 'jpg' : format,
      width: info.width,
      height: info.height,
    };
  };

  if (mime === 'image/gif') return encode('gif');
  const budget = opts.compressAboveBytes;
  if (mime === 'image/jpeg' || mime === 'image/webp') {
    const format = mime === 'image/jpeg' ? 'jpeg' : 'webp';
    let out = await encode(format);
    for (const q of LOSSY_STEPS.slice(1)) {
      if (out.buffer.length <= budget) break;
      out = await encode(format, q);
    }
    return out;
  }
  // PNG and BMP: lossless first; over budget, lossy WebP (keeps transparency, unlike JPEG; a 256-colour palette
  // would keep PNG but bands photographs and takes seconds to quantize a noisy one).
  let out = await encode('png');
  for (const q of LOSSY_STEPS) {
    if (out.buffer.length <= budget) break;
    out = await encode('webp', q);
  }
  return out;
}
