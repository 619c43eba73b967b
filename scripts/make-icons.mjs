// Generates the installable app's PNG icons and the share-preview image from SVG drawn here, with sharp (a server
// dependency, hoisted to the root node_modules). Run after changing the brand mark or colours, and commit the PNGs:
//   node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const pub = path.join(root, 'apps/web/public');
const GREEN = '#0f5132';
const GOLD = '#f5c542';

/** The brand mark (a bridge arch over a deck), on a 100×100 grid; `inset` leaves room for maskable safe zones. */
function mark({ inset = 0, rounded = true, background = GREEN }) {
  const s = 100 - inset * 2;
  const k = s / 32;
  const tx = inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">
  <rect width="100" height="100" ${rounded ? 'rx="22"' : ''} fill="${background}"/>
  <g transform="translate(${tx} ${tx}) scale(${k})">
    <path d="M6 21h20M9 21v-6a7 7 0 0 1 14 0v6" fill="none" stroke="${GOLD}" stroke-width="3" stroke-linecap="round"/>
    <path d="M12.5 21v-4M16 21v-5.5M19.5 21v-4" fill="none" stroke="${GOLD}" stroke-width="1.4" stroke-linecap="round" opacity=".8"/>
  </g>
</svg>`;
}

async function png(svg, size, file) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 100) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(pub, file));
  console.log('wrote', file);
}

/** 1200×630 share preview: brand in both languages, the pitch, and the hero illustration. */
async function ogImage() {
  const hero = await sharp(path.join(pub, 'illustrations/hero-port.svg'), { density: 110 }).resize(500).png().toBuffer();
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d2e"/><stop offset="1" stop-color="#13795b"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1120" cy="40" r="220" fill="${GOLD}" opacity=".12"/>
  <g transform="translate(64 64) scale(1.3)">${mark({}).replace(/<\/?svg[^>]*>/g, '')}</g>
  <text x="64" y="300" font-family="Noto Sans CJK SC, Noto Sans, DejaVu Sans, sans-serif" font-size="84" font-weight="700" fill="#ffffff">废料桥</text>
  <text x="64" y="380" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="58" font-weight="700" fill="#ffffff">ScrapBridge</text>
  <text x="64" y="460" font-family="Noto Sans CJK SC, DejaVu Sans, sans-serif" font-size="30" fill="#e4f3ec">再生金属 B2B 交易平台</text>
  <text x="64" y="506" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="25" fill="#e4f3ec">B2B marketplace for recycled scrap metal</text>
</svg>`;
  await sharp(Buffer.from(text))
    .composite([{ input: hero, left: 660, top: 165 }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(pub, 'og-image.png'));
  console.log('wrote og-image.png');
}

fs.mkdirSync(path.join(pub, 'icons'), { recursive: true });
await png(mark({ inset: 14 }), 192, 'icons/icon-192.png');
await png(mark({ inset: 14 }), 512, 'icons/icon-512.png');
// Maskable: full-bleed square, the mark inside the 80 % safe circle.
await png(mark({ inset: 24, rounded: false }), 192, 'icons/icon-maskable-192.png');
await png(mark({ inset: 24, rounded: false }), 512, 'icons/icon-maskable-512.png');
// iOS rounds the corners itself and shows transparency as black: full-bleed and opaque.
await png(mark({ inset: 18, rounded: false }), 180, 'apple-touch-icon.png');
await ogImage();
