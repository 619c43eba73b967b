import sharp from 'sharp';
import { containerCheckDigit } from '@scrapbridge/domain/orders/container-no';

/**
 * Generated container-door photos for the OCR test and benchmark (issue 17 item 7: "a generated set of container-door
 * images (varied fonts, rotation, blur, corrugation)"). Drawn as SVG and rendered by sharp (librsvg with the fonts
 * installed on the machine, no network): a painted, corrugated door with the owner code and serial, the boxed check
 * digit, the size-type code, the weights and often a seal label, then turned, blurred and saved as a JPEG as a phone
 * would. Deterministic from the seed, so a run can be repeated.
 */

/** Families on this machine (Debian: fonts-dejavu, fonts-liberation, fonts-noto-cjk); librsvg falls back when absent. */
export const DOOR_FONTS = [
  'DejaVu Sans',
  'DejaVu Sans Mono',
  'DejaVu Serif',
  'DejaVu Sans Condensed',
  'Liberation Sans',
  'Liberation Sans Narrow',
  'Liberation Serif',
  'Liberation Mono',
  'Noto Sans CJK SC',
  'Noto Serif CJK SC',
] as const;

/** Door paints (Maersk blue, CMA CGM red, Evergreen green, grey, Hapag orange, white reefer, rust brown …). */
const PAINTS: ReadonlyArray<{ bg: string; fg: string }> = [
  { bg: '#3f7fb5', fg: '#ffffff' },
  { bg: '#8e2b22', fg: '#f5f5f0' },
  { bg: '#1f5b3a', fg: '#ffffff' },
  { bg: '#8c9196', fg: '#111111' },
  { bg: '#d76a1e', fg: '#ffffff' },
  { bg: '#e9ebe8', fg: '#1a1a1a' },
  { bg: '#6b3f2a', fg: '#f2f2f2' },
  { bg: '#1d2b4f', fg: '#ffffff' },
];

const SIZE_TYPES = ['22G1', '45G1', '42G1', '22R1', '45R1', 'L5G1', '22U1', '42U1', '25G1'] as const;

export type TDoorPhoto = {
  image: Buffer;
  truth: { containerNo: string; sizeType: string; sealNo: string | null };
  /** What varied, for the benchmark's breakdown. */
  font: string;
  rotation: number;
  blur: number;
};

/** mulberry32: a small seeded generator, so the set is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T,>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const digits = (rand: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
const letters = (rand: () => number, n: number) => Array.from({ length: n }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(rand() * 26)]).join('');

/** A random container number whose check digit holds. */
export function randomContainerNo(rand: () => number): string {
  const body = `${letters(rand, 3)}U${digits(rand, 6)}`;
  return `${body}${containerCheckDigit(body)}`;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The width in pixels of a line of text as librsvg paints it (rendered alone, blank margins trimmed). */
async function renderedWidth(text: string, opts: { font: string; bold: string; size: number }): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(opts.size * text.length)}" height="${Math.ceil(opts.size * 1.6)}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <text x="0" y="${opts.size * 1.2}" font-family="${opts.font}" font-weight="${opts.bold}" font-size="${opts.size}" fill="#000000">${escapeXml(text)}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
  return info.width;
}

export type TDoorOptions = {
  containerNo?: string;
  sizeType?: string;
  sealNo?: string | null;
  font?: string;
  rotation?: number;
  blur?: number;
  paint?: { bg: string; fg: string };
  /** Seal label language. */
  sealLabel?: 'SEAL NO.' | '封条号';
};

/** One door photo (1 000 × 640 px JPEG) with the given or seeded markings. */
export async function containerDoorPhoto(seed: number, options: TDoorOptions = {}): Promise<TDoorPhoto> {
  const rand = seededRandom(seed);
  const containerNo = options.containerNo ?? randomContainerNo(rand);
  const sizeType = options.sizeType ?? pick(rand, SIZE_TYPES);
  const sealNo = options.sealNo !== undefined ? options.sealNo : rand() < 0.6 ? `${letters(rand, 2)}${digits(rand, 7)}` : null;
  const font = options.font ?? pick(rand, DOOR_FONTS);
  const rotation = options.rotation ?? Math.round((rand() * 14 - 7) * 10) / 10;
  const blur = options.blur ?? Math.round(rand() * 1.6 * 10) / 10;
  const paint = options.paint ?? pick(rand, PAINTS);
  const sealLabel = options.sealLabel ?? (rand() < 0.3 ? '封条号' : 'SEAL NO.');
  const bold = rand() < 0.7 ? 'bold' : 'normal';
  const W = 1000;
  const H = 640;
  const size = 58 + Math.floor(rand() * 18);
  const x0 = 70 + Math.floor(rand() * 60);
  const y0 = 150 + Math.floor(rand() * 50);

  // Corrugation: vertical ribs, each a light and a dark face, as the door's profile catches the light.
  const rib = 34 + Math.floor(rand() * 20);
  let ribs = '';
  for (let x = 0; x < W; x += rib) {
    ribs += `<rect x="${x}" y="0" width="${rib / 2}" height="${H}" fill="#ffffff" opacity="0.10"/>`;
    ribs += `<rect x="${x + rib / 2}" y="0" width="${rib / 4}" height="${H}" fill="#000000" opacity="0.16"/>`;
  }
  // Grime: a few translucent smears.
  let grime = '';
  for (let i = 0; i < 6; i++) {
    grime += `<ellipse cx="${Math.floor(rand() * W)}" cy="${Math.floor(rand() * H)}" rx="${30 + Math.floor(rand() * 90)}" ry="${10 + Math.floor(rand() * 40)}" fill="#3b2a1a" opacity="${(0.05 + rand() * 0.1).toFixed(2)}"/>`;
  }
  const owner = containerNo.slice(0, 4);
  const serial = containerNo.slice(4, 10);
  const check = containerNo.slice(10);
  // The check digit in its box, a little after the serial (how owners paint it): the serial's painted width is
  // measured by rendering it alone with the same renderer, since SVG cannot place a box after text of unknown width.
  const serialWidth = await renderedWidth(`${owner} ${serial}`, { font, bold, size });
  const boxX = x0 + serialWidth + size * (0.35 + rand() * 0.3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="100%" height="100%" fill="${paint.bg}"/>${ribs}${grime}
  <g transform="rotate(${rotation} ${W / 2} ${H / 2})" font-family="${font}" font-weight="${bold}" fill="${paint.fg}">
    <text x="${x0}" y="${y0}" font-size="${size}">${owner} ${serial}</text>
    <rect x="${boxX - size * 0.12}" y="${y0 - size * 0.86}" width="${size * 0.82}" height="${size * 1.02}" fill="none" stroke="${paint.fg}" stroke-width="${Math.max(3, size / 16)}"/>
    <text x="${boxX}" y="${y0}" font-size="${size}">${check}</text>
    <text x="${x0}" y="${y0 + size * 1.5}" font-size="${size * 0.9}">${sizeType}</text>
    <text x="${x0}" y="${y0 + size * 3}" font-size="${size * 0.42}">MAX GROSS 30,480 KG  67,200 LB</text>
    <text x="${x0}" y="${y0 + size * 3.6}" font-size="${size * 0.42}">TARE ${2 + Math.floor(rand() * 3)},${digits(rand, 3)} KG</text>
    ${sealNo ? `<text x="${x0}" y="${y0 + size * 4.6}" font-size="${size * 0.5}">${escapeXml(sealLabel)} ${sealNo}</text>` : ''}
  </g></svg>`;
  let img = sharp(Buffer.from(svg));
  if (blur >= 0.3) img = img.blur(blur);
  const image = await img.jpeg({ quality: 70 + Math.floor(rand() * 20) }).toBuffer();
  return { image, truth: { containerNo, sizeType, sealNo }, font, rotation, blur };
}

/** A cable jacket print photo: the print in a line along a dark jacket, slightly turned. */
export async function jacketPrintPhoto(text: string, opts: { font?: string; rotation?: number } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="260">
  <rect width="100%" height="100%" fill="#d9d4c7"/>
  <g transform="rotate(${opts.rotation ?? -2} 450 130)">
    <rect x="0" y="70" width="900" height="120" rx="58" fill="#2a2a2a"/>
    <rect x="0" y="82" width="900" height="18" fill="#ffffff" opacity="0.08"/>
    <text x="60" y="146" font-family="${opts.font ?? 'DejaVu Sans'}" font-size="40" fill="#f1f1f1">${escapeXml(text)}</text>
  </g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
