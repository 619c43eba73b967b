// Brotli and gzip copies of the built text files (dist/**/*.{js,css,html,svg,json,webmanifest}), written next to
// them at the end of `vite build`, so a server that serves pre-compressed files (@fastify/static `preCompressed`,
// nginx `gzip_static` / `brotli_static`) sends a fraction of the bytes at no CPU cost per request. The landing's
// Lighthouse score on a phone depends on it: its first load is ~160 KB compressed but ~500 KB raw.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Smaller files gain nothing worth a second file. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'sb-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        const data = fs.readFileSync(file);
        if (data.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            // Best compression for the chunks pages load; the big lazy vendor chunks get a faster level.
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: data.length > 300_000 ? 9 : 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
      }
    },
  };
}
