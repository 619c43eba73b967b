/**
 * `npm run bench:ai-recognition` (issue 17 items 1 and 7, recognition line): measured, not claimed.
 *
 * 1. Latency: a fresh embedded install (PGlite in a temp dir, the catalogue and the demo data as `npm start` seeds
 *    them) whose approved asks' photos are read into the recognition index by the server's own indexer; the time to
 *    load the model and the time per photo (decode + MobileNetV2 features) are reported.
 * 2. Accuracy by leave-one-out cross-validation over the labelled photos that exist: each labelled photo in turn is
 *    ranked against all the others with the product's ranking (domain rank-grades.ts); top-1 counts when the first
 *    grade is its own, top-3 when one of the three is. Sets, each reported with its photo and grade counts:
 *    - `demo`: the demo asks' photos (generated captioned swatches, not photos of metal: they say how the pipeline
 *      behaves, not how well it recognises scrap);
 *    - `generated`: the test suite's generated material photos (copper wire, aluminium bales, rusty steel textures);
 *    - `photos`: the operator's own labelled photos when BENCH_PHOTOS_DIR names a folder of <grade-code>/<photo> files
 *      (the only set whose accuracy says something about real scrap).
 * Writes bench/results/ai-recognition.json. The landing's identification figures may only quote the `photos` set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { leaveOneOut, type TReference } from '@scrapbridge/domain/ai-recognition/rank-grades';
import { parseConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { indexedPhotos, indexPendingPhotos, mobileNetExtractor } from '../../apps/server/src/modules/ai/index.ts';
import { storageFor } from '../../apps/server/src/modules/platform/index.ts';
import { seedCatalog } from '../../apps/server/src/seed/catalog.ts';
import { seedDemoAsks } from '../../apps/server/src/seed/demo-asks.ts';
import { seedDemoData } from '../../apps/server/src/seed/demo.ts';
import { MATERIALS, materialPhoto } from '../../apps/server/test/recognition-photos.ts';
import { benchLogger, roundTo } from '../support/bench-kit.ts';

const RESULTS = path.join(import.meta.dirname, '../results/ai-recognition.json');
const PHOTOS_DIR = process.env.BENCH_PHOTOS_DIR;
const GENERATED_PER_CLASS = Number(process.env.BENCH_GENERATED_PER_CLASS ?? 10);
const log = benchLogger('ai-recognition');
const round = roundTo;
const pct = (n: number, of: number) => (of === 0 ? null : round((100 * n) / of, 1));

type TSetResult = { photos: number; grades: number; singletonPhotos: number; top1Pct: number | null; top3Pct: number | null; note: string };

function crossValidate(refs: TReference<string>[], note: string): TSetResult {
  const loo = leaveOneOut(refs);
  return { photos: loo.n, grades: new Set(refs.map((r) => r.label)).size, singletonPhotos: loo.singletons, top1Pct: pct(loo.top1, loo.n), top3Pct: pct(loo.top3, loo.n), note };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-recognition-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const config = parseConfig({ ...env, DATA_DIR: dir, UPLOAD_DIR: path.join(dir, 'uploads'), STORAGE_DRIVER: 'disk', NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: config.dataDir });
  const extractor = mobileNetExtractor();
  const times: number[] = [];
  const timed = { ...extractor, embed: async (image: Buffer) => {
    const started = performance.now();
    try {
      return await extractor.embed(image);
    } finally {
      times.push(performance.now() - started);
    }
  } };
  try {
    await seedCatalog(database.db);
    await seedDemoData(database.db);
    const asks = await seedDemoAsks(database.db, config);
    log(`seeded ${asks} demo asks`);
    const loadStarted = performance.now();
    await extractor.embed(await materialPhoto('copper-wire', 0));
    const modelLoadMs = performance.now() - loadStarted;
    let indexed = 0;
    for (;;) {
      const n = await indexPendingPhotos({ db: database.db, storage: storageFor(config), extractor: timed, limit: 50 });
      indexed += n;
      if (n === 0) break;
    }
    const demoRows = (await indexedPhotos(database.db, extractor.id)).filter((r) => r.labelState !== 'excluded');
    log(`indexed ${indexed} demo photos`);
    const sorted = [...times].sort((a, b) => a - b);
    const latency = {
      photos: sorted.length,
      modelLoadMs: round(modelLoadMs),
      medianMs: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      p90Ms: round(sorted[Math.floor(sorted.length * 0.9)] ?? 0),
      meanMs: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
    };

    const sets: Record<string, TSetResult> = {};
    sets['demo'] = crossValidate(
      demoRows.map((r) => ({ ref: r.fileId, label: r.categoryId, vector: r.features })),
      'The demo asks\' photos: generated captioned colour swatches per grade, not photos of metal.',
    );

    const generated: TReference<string>[] = [];
    for (const [label, material] of MATERIALS.entries()) {
      for (let seed = 1; seed <= GENERATED_PER_CLASS; seed++) generated.push({ ref: `${material}-${seed}`, label, vector: await extractor.embed(await materialPhoto(material, seed)) });
    }
    sets['generated'] = crossValidate(generated, 'Generated textures of three materials (the API test\'s classes): a sanity check of the pipeline, not of real scrap.');

    if (PHOTOS_DIR) {
      const photos: TReference<string>[] = [];
      const grades = fs.readdirSync(PHOTOS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
      for (const [label, grade] of grades.entries()) {
        for (const file of fs.readdirSync(path.join(PHOTOS_DIR, grade)).sort()) {
          if (!/\.(jpe?g|png|webp|gif|avif|tiff?)$/i.test(file)) continue;
          photos.push({ ref: `${grade}/${file}`, label, vector: await timed.embed(fs.readFileSync(path.join(PHOTOS_DIR, grade, file))) });
        }
      }
      sets['photos'] = crossValidate(photos, `The operator's labelled photos in ${PHOTOS_DIR} (one folder per grade).`);
    }

    const result = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version },
      extractor: extractor.id,
      method: 'leave-one-out over each set; cosine kNN (k = 7), softmax-weighted vote (temperature 0.05), as the builtin provider ranks',
      latency,
      sets,
      landingFigure: sets['photos'] ? 'sets.photos.top1Pct may be quoted (it measures real photos)' : 'none: no set of real labelled photos was measured (BENCH_PHOTOS_DIR unset), so the landing shows no identification figure',
    };
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    fs.writeFileSync(RESULTS, JSON.stringify(result, null, 2) + '\n');
    for (const [name, s] of Object.entries(sets)) log(`${name}: ${s.photos} photos of ${s.grades} grades (${s.singletonPhotos} alone in their grade) → top-1 ${s.top1Pct}%, top-3 ${s.top3Pct}%`);
    log(`latency: model load ${latency.modelLoadMs} ms, ${latency.medianMs} ms median per photo (p90 ${latency.p90Ms} ms) over ${latency.photos} photos → ${path.relative(process.cwd(), RESULTS)}`);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
