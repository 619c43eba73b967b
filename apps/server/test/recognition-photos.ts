import sharp from 'sharp';
import { seededRandom } from './container-door-photos.ts';

/**
 * Generated "photos" of three visibly different materials for the recognition tests (issue 17: "recognition on
 * generated photos with distinct colour/texture classes"): bright copper wire (orange, thin diagonal strands), baled
 * aluminium cans (silver-grey, blocky speckle) and rusty heavy steel (dark brown, coarse blotches). Each call varies the
 * lighting, the pattern's phase and scale and the noise from `seed`, so no two photos of a class are the same.
 */
export type TMaterial = 'copper-wire' | 'aluminium-bales' | 'rusty-steel';
export const MATERIALS: readonly TMaterial[] = ['copper-wire', 'aluminium-bales', 'rusty-steel'];


export async function materialPhoto(material: TMaterial, seed: number, size = { width: 240, height: 180 }): Promise<Buffer> {
  const rnd = seededRandom(seed * 7919 + MATERIALS.indexOf(material) * 104729);
  const { width, height } = size;
  const light = 0.8 + rnd() * 0.4;
  const phase = rnd() * 100;
  const scale = 0.8 + rnd() * 0.4;
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const n = rnd() - 0.5;
      let r: number, g: number, b: number;
      if (material === 'copper-wire') {
        const strand = (Math.sin(((x + y) * 0.9) / scale + phase) + 1) / 2;
        r = 200 + 50 * strand;
        g = 110 + 50 * strand;
        b = 40 + 30 * strand;
      } else if (material === 'aluminium-bales') {
        const block = ((Math.floor(x / (14 * scale)) * 31 + Math.floor(y / (10 * scale)) * 17 + Math.floor(phase)) % 7) / 7;
        const v = 150 + 70 * block;
        r = v;
        g = v + 4;
        b = v + 10;
      } else {
        const blotch = (Math.sin(x / (9 * scale) + phase) * Math.cos(y / (7 * scale) - phase) + 1) / 2;
        r = 80 + 70 * blotch;
        g = 40 + 30 * blotch;
        b = 20 + 15 * blotch;
      }
      const i = (y * width + x) * 3;
      px[i] = Math.max(0, Math.min(255, (r + n * 50) * light));
      px[i + 1] = Math.max(0, Math.min(255, (g + n * 50) * light));
      px[i + 2] = Math.max(0, Math.min(255, (b + n * 50) * light));
    }
  }
  return sharp(px, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}
