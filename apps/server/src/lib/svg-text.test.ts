import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { watermarkSvg } from '../modules/platform/files/process-image.ts';
import { svgText, textOutline } from './svg-text.ts';

/** A text drawn white on black, as raw grey pixels. */
async function render(body: string, width = 400, height = 80): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#000"/>${body}</svg>`;
  return sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
}

const inked = (px: Buffer) => px.reduce((n, v) => n + (v > 128 ? 1 : 0), 0);
const differing = (a: Buffer, b: Buffer) => a.reduce((n, v, i) => n + (Math.abs(v - b[i]!) > 64 ? 1 : 0), 0);

describe('[FILES] Chinese text in generated images (issue 16 item 7)', () => {
  it('draws every Chinese character with a real glyph of the shipped Noto Sans SC, not the missing-glyph box', () => {
    for (const text of ['废料桥', '光亮铜', '废铜 · 上海']) {
      const outline = textOutline(text, { x: 0, y: 50, size: 40, weight: 'bold' });
      expect(outline.d.length).toBeGreaterThan(100);
      expect(outline.width).toBeGreaterThan(text.replace(/\s/g, '').length * 20);
    }
    // A box would be the same outline for every character; real glyphs differ.
    const one = textOutline('废', { x: 0, y: 50, size: 40 }).d;
    const two = textOutline('桥', { x: 0, y: 50, size: 40 }).d;
    expect(one).not.toBe(two);
  });

  it('renders two Chinese watermarks as two different pictures, each with ink, and unlike what a missing font draws', async () => {
    const brand = await render(svgText('废料桥', { x: 10, y: 60, size: 48, weight: 'bold', attrs: 'fill="#fff"' }));
    const other = await render(svgText('光亮铜', { x: 10, y: 60, size: 48, weight: 'bold', attrs: 'fill="#fff"' }));
    expect(inked(brand)).toBeGreaterThan(500);
    expect(differing(brand, other)).toBeGreaterThan(500);
    // The system-font way this replaced: with no such font, librsvg draws the same boxes (or nothing) for both.
    const missing = (t: string) => render(`<text x="10" y="60" font-family="No Such Font CJK" font-size="48" fill="#fff">${t}</text>`);
    const [m1, m2] = await Promise.all([missing('废料桥'), missing('光亮铜')]);
    expect(differing(m1, m2)).toBeLessThan(differing(brand, other));
  });

  it('stamps the zh brand on an upload as glyphs (the watermark SVG carries outlines, no font lookup)', async () => {
    const svg = watermarkSvg('废料桥', 600, 400).toString();
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<path d="M');
    const px = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#000' } })
      .composite([{ input: watermarkSvg('废料桥', 600, 400), left: 0, top: 0 }])
      .greyscale()
      .raw()
      .toBuffer();
    expect(inked(px)).toBeGreaterThan(300);
  });
});
