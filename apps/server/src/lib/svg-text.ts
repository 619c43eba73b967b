import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import { serverPath } from './server-root.ts';

/**
 * Text drawn into generated images (the §5 upload watermark, the demo photos) as SVG outlines of the Noto Sans SC
 * glyphs the server already ships (apps/server/assets/fonts, SIL OFL; the contract PDF uses the same files). librsvg
 * would otherwise pick a system font and, on a machine without a CJK font, draw Chinese as empty boxes (issue 16 item 7). Outlines need no font lookup at all, so the picture is the same on every machine.
 *
 * The font is read once, on first use (fontkit parses its tables lazily; a 10 MB CJK font costs ≈ 0.5 s of CPU then).
 */
export type TFontWeight = 'regular' | 'bold';

const FILES: Record<TFontWeight, string> = {
  regular: serverPath('assets/fonts/NotoSansSC-Regular.ttf'),
  bold: serverPath('assets/fonts/NotoSansSC-Bold.ttf'),
};
const fonts = new Map<TFontWeight, fontkit.Font>();
// fontkit itself is loaded with the first text drawn, not at start (bench/startup); require() because these calls are
// synchronous.
const require = createRequire(import.meta.url);

function fontOf(weight: TFontWeight): fontkit.Font {
  let font = fonts.get(weight);
  if (!font) {
    const { create } = require('fontkit') as typeof fontkit;
    font = create(fs.readFileSync(FILES[weight])) as fontkit.Font;
    fonts.set(weight, font);
  }
  return font;
}

/** The outline of `text` with its baseline starting at (x, y), `size` px high (the em), and its advance width. */
export function textOutline(text: string, opts: { x: number; y: number; size: number; weight?: TFontWeight }): { d: string; width: number } {
  const font = fontOf(opts.weight ?? 'regular');
  const run = font.layout(text);
  const scale = opts.size / font.unitsPerEm;
  const parts: string[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i]!;
    const gx = opts.x + (pen + pos.xOffset) * scale;
    const gy = opts.y - pos.yOffset * scale;
    // Font units grow upwards, SVG y downwards: flip while scaling.
    const d = glyph.path.transform(scale, 0, 0, -scale, gx, gy).toSVG();
    if (d) parts.push(d);
    pen += pos.xAdvance;
  });
  return { d: parts.join(''), width: pen * scale };
}

/** An SVG `<path>` drawing `text`; `attrs` are its paint attributes (fill, stroke …), written as given. */
export function svgText(text: string, opts: { x: number; y: number; size: number; weight?: TFontWeight; attrs?: string }): string {
  const { d } = textOutline(text, opts);
  return d ? `<path d="${d}"${opts.attrs ? ` ${opts.attrs}` : ''}/>` : '';
}
