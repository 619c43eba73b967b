import fs from 'node:fs';
import type * as fontkit from 'fontkit';
import { serverPath } from '../../../lib/server-root.ts';

/**
 * The CJK font of the contract PDF (its headings and labels are in Chinese and English). Default: Noto Sans SC
 * (SIL OFL), the two TrueType files kept in apps/server/assets/fonts (regular and bold, with their licence), which
 * pdfkit embeds as a subset of the glyphs a contract uses (a few KB per PDF), so no system font is needed. Another
 * file may be named (e.g. Debian's fonts-noto-cjk /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc with its
 * PostScript name NotoSansCJKsc-Regular as `family`).
 *
 * Parsed once and kept: fontkit decodes a 10 MB CJK font's tables lazily on first use (≈ 0.5 s of CPU), after
 * which a contract renders in tens of milliseconds. pdfkit takes the parsed font as it is and makes a fresh subset
 * per document.
 */
export type TPdfFont = fontkit.Font;
export type TPdfFontSpec = { path: string; family?: string };
export type TPdfFonts = { regular: TPdfFont; bold: TPdfFont };

export function defaultFontSpecs(): { regular: TPdfFontSpec; bold: TPdfFontSpec } {
  return {
    regular: { path: serverPath('assets/fonts/NotoSansSC-Regular.ttf') },
    bold: { path: serverPath('assets/fonts/NotoSansSC-Bold.ttf') },
  };
}

let cached: { key: string; fonts: Promise<TPdfFonts> } | null = null;

async function open(spec: TPdfFontSpec): Promise<TPdfFont> {
  const data = await fs.promises.readFile(spec.path);
  // fontkit is loaded with the first contract, not at start (bench/startup).
  const { create } = await import('fontkit');
  const font = create(data, spec.family);
  // A collection (.ttc) without a PostScript name answers the collection, not a font pdfkit can lay out.
  if (!('layout' in font)) throw new Error(`${spec.path}: a font collection needs the PostScript name of one font (family)`);
  return font;
}

/** The fonts to use; a missing or unreadable file fails with an error that names it. */
export function loadPdfFonts(override?: { regular: TPdfFontSpec; bold?: TPdfFontSpec }): Promise<TPdfFonts> {
  const specs = override ? { regular: override.regular, bold: override.bold ?? override.regular } : defaultFontSpecs();
  const key = `${specs.regular.path}#${specs.regular.family ?? ''}|${specs.bold.path}#${specs.bold.family ?? ''}`;
  if (cached?.key !== key) {
    const fonts = Promise.all([open(specs.regular), open(specs.bold)]).then(([regular, bold]) => ({ regular, bold }));
    // A failed load is not kept: the next request tries again (the file may be installed meanwhile).
    fonts.catch(() => {
      if (cached?.key === key) cached = null;
    });
    cached = { key, fonts };
  }
  return cached.fonts;
}

/** Start-up check: answers the problem to log, or null when the font files are readable. */
export function checkPdfFonts(override?: { regular: TPdfFontSpec; bold?: TPdfFontSpec }): string | null {
  try {
    const specs = override ? [override.regular, override.bold ?? override.regular] : Object.values(defaultFontSpecs());
    for (const s of specs) fs.accessSync(s.path, fs.constants.R_OK);
    return null;
  } catch (e) {
    return `contract PDF font missing: ${(e as Error).message} (apps/server/assets/fonts ships them; or name a CJK TTF/OTF/TTC)`;
  }
}
