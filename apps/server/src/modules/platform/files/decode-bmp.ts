import { checkPixelLimit } from './image-limits.ts';

/**
 * A BMP decoder for the uncompressed layouts cameras, scanners and Windows actually write (8-bit paletted, 24-bit,
 * 32-bit with or without bit-field masks). The prebuilt sharp has no BMP loader, yet §5 accepts bmp uploads; the
 * pixels are handed to sharp raw and stored as PNG. Anything else (RLE, 16-bit, OS/2 headers) is refused as unreadable.
 */
export type TRawImage = { data: Buffer; width: number; height: number; channels: 3 | 4 };

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

function maskShift(mask: number): { shift: number; max: number } {
  if (mask === 0) return { shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  return { shift, max: mask >>> shift };
}

export function decodeBmp(buf: Buffer): TRawImage {
  if (buf.length < 54 || buf.toString('latin1', 0, 2) !== 'BM') throw new Error('not a BMP');
  const dataOffset = buf.readUInt32LE(10);
  const dibSize = buf.readUInt32LE(14);
  if (dibSize < 40) throw new Error('unsupported BMP header');
  const width = buf.readInt32LE(18);
  const rawHeight = buf.readInt32LE(22);
  const bpp = buf.readUInt16LE(28);
  const compression = buf.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height <= 0) throw new Error('BMP size out of range');
  checkPixelLimit(width, height);
  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  if (dataOffset + stride * height > buf.length) throw new Error('truncated BMP');

  let masks: [number, number, number, number] | null = null;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bpp !== 32) throw new Error('unsupported BMP bit fields');
    // Masks follow a 40-byte header, or sit inside V4/V5 headers at the same place.
    const at = 14 + 40;
    masks = [buf.readUInt32LE(at), buf.readUInt32LE(at + 4), buf.readUInt32LE(at + 8), dibSize >= 56 || compression === BI_ALPHABITFIELDS ? buf.readUInt32LE(at + 12) : 0];
  } else if (compression !== BI_RGB) {
    throw new Error('compressed BMP');
  }
  if (![8, 24, 32].includes(bpp)) throw new Error(`unsupported BMP depth ${bpp}`);

  let palette: Buffer | null = null;
  if (bpp === 8) {
    const colors = buf.readUInt32LE(46) || 256;
    const start = 14 + dibSize;
    palette = buf.subarray(start, start + colors * 4);
  }
  const channels: 3 | 4 = masks && masks[3] !== 0 ? 4 : 3;
  const out = Buffer.alloc(width * height * channels);
  const fields = masks?.map(maskShift);
  for (let y = 0; y < height; y++) {
    const srcRow = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * channels;
      let r: number, g: number, b: number, a = 255;
      if (bpp === 8) {
        const idx = buf[srcRow + x]! * 4;
        b = palette![idx] ?? 0;
        g = palette![idx + 1] ?? 0;
        r = palette![idx + 2] ?? 0;
      } else if (bpp === 24) {
        const p = srcRow + x * 3;
        b = buf[p]!;
        g = buf[p + 1]!;
        r = buf[p + 2]!;
      } else if (fields && masks) {
        const v = buf.readUInt32LE(srcRow + x * 4);
        const ch = (i: number) => (fields[i]!.max ? Math.round((((v & masks![i]!) >>> fields[i]!.shift) * 255) / fields[i]!.max) : 255);
        r = ch(0);
        g = ch(1);
        b = ch(2);
        a = ch(3);
      } else {
        const p = srcRow + x * 4;
        b = buf[p]!;
        g = buf[p + 1]!;
        r = buf[p + 2]!;
      }
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
      if (channels === 4) out[o + 3] = a;
    }
  }
  return { data: out, width, height, channels };
}
