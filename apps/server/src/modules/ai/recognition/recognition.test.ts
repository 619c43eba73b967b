import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askBody, askTestApp, publishLive, uploadVideo } from '../../../../test/ask-fixtures.ts';
import { call, post, queryRows } from '../../../../test/api.ts';
import { materialPhoto, type TMaterial } from '../../../../test/recognition-photos.ts';
import { createInstanceOnSameDatabase, type TTestApp } from '../../../../test/test-app.ts';
import { upload } from '../../../../test/upload-fixtures.ts';
import { storageFor } from '../../platform/index.ts';
import { mobileNetExtractor } from './feature-extractor.ts';
import { indexPendingPhotos } from './index-photos.ts';

type TWorld = Awaited<ReturnType<typeof askTestApp>>;
let w: TWorld;
/** The live ask of each material, with its grade. */
const asks = {} as Record<TMaterial, { askId: string; grade: number; fileIds: string[] }>;

async function uploadPhoto(t: TTestApp, token: string, material: TMaterial, seed: number): Promise<string> {
  const res = await upload(t, token, { name: `${material}-${seed}.jpg`, content: await materialPhoto(material, seed) });
  expect(res.body.code).toBe(200);
  return res.body.data.fileId as string;
}

const identify = (token: string, fileIds: string[], t: TTestApp = w.t) => post(t, '/ai-system/recognition/identify', { fileIds }, { token });

beforeAll(async () => {
  w = await askTestApp();
  const lines: Record<TMaterial, { family: string; grade: string; name: string }> = {
    'copper-wire': { family: 'copper', grade: 'barley', name: 'Bright copper wire' },
    'aluminium-bales': { family: 'aluminium', grade: 'taldon-ubc', name: 'UBC bales' },
    'rusty-steel': { family: 'ferrous', grade: 'hms-80-20', name: 'HMS 80:20' },
  };
  for (const [material, line] of Object.entries(lines) as [TMaterial, (typeof lines)[TMaterial]][]) {
    const fileIds = [];
    for (let seed = 1; seed <= 3; seed++) fileIds.push(await uploadPhoto(w.t, w.tokens.seller, material, seed));
    const body = askBody({ cat: w.cat, pictures: fileIds });
    const detail = { ...body.details[0]!, categoryId: w.cat[line.family], subCategoryId: w.cat[line.grade], detailName: line.name };
    const askId = await publishLive(w.t, w.tokens, { ...body, askName: line.name, details: [detail] });
    asks[material] = { askId, grade: w.cat[line.grade]!, fileIds };
  }
  // What the sweep does after each approval (jobs do not run in tests), limited to these asks.
  const started = performance.now();
  for (const a of Object.values(asks)) {
    await indexPendingPhotos({ db: w.t.database.db, storage: storageFor(w.t.app.deps.config), extractor: mobileNetExtractor(), limit: 50, askId: a.askId });
  }
  // The model loads once per process; nine photos with it stay well within a test's budget.
  expect(performance.now() - started).toBeLessThan(20_000);
}, 60_000);
afterAll(async () => {
  await w?.t.close();
});

describe('recognition index', () => {
  it('holds the approved asks\' photos with their line\'s grade and the extractor that read them', async () => {
    const rows = await queryRows<{ file_id: string; ask_id: string; category_id: number; label_state: string; extractor: string; bytes: number }>(
      w.t,
      `select file_id, ask_id, category_id, label_state, extractor, octet_length(features) as bytes from recognition_photos`,
    );
    const ours = rows.filter((r) => Object.values(asks).some((a) => a.askId === r.ask_id));
    expect(ours).toHaveLength(9);
    for (const a of Object.values(asks)) {
      for (const r of ours.filter((x) => x.ask_id === a.askId)) {
        expect(r).toMatchObject({ category_id: a.grade, label_state: 'ask', extractor: 'nsfwjs-4.3.0/mobilenet_v2/flatten_1', bytes: 1280 * 4 });
      }
    }
    // A second round finds nothing left to read.
    expect(await indexPendingPhotos({ db: w.t.database.db, storage: storageFor(w.t.app.deps.config), extractor: mobileNetExtractor(), limit: 50, askId: asks['copper-wire'].askId })).toBe(0);
  });
});

describe('identify (POST /ai-system/recognition/identify)', () => {
  it('ranks the right grade first for new photos of each material, with confidence and the supporting photos', async () => {
    for (const [material, a] of Object.entries(asks) as [TMaterial, (typeof asks)[TMaterial]][]) {
      const fileId = await uploadPhoto(w.t, w.tokens.buyer, material, 100);
      const res = await identify(w.tokens.buyer, [fileId]);
      expect(res.body.code, material).toBe(200);
      const { candidates, provider, referenceCount } = res.body.data;
      expect(provider).toBe('builtin');
      expect(referenceCount).toBeGreaterThanOrEqual(9);
      expect(candidates.length).toBeGreaterThan(0);
      expect(candidates.length).toBeLessThanOrEqual(3);
      expect(candidates[0].categoryId, material).toBe(a.grade);
      expect(candidates[0].confidence).toBeGreaterThan(0.5);
      const total = candidates.reduce((s: number, c: { confidence: number }) => s + c.confidence, 0);
      expect(total).toBeLessThanOrEqual(1.001);
      const refs = candidates[0].references;
      expect(refs.length).toBeGreaterThan(0);
      expect(refs.every((r: { askId: string; fileId: string; url: string }) => r.askId === a.askId && a.fileIds.includes(r.fileId) && r.url.includes(r.fileId))).toBe(true);
      // The reference photo opens for the asking user (it is on a live ask).
      const photo = await w.t.app.inject({ method: 'GET', url: new URL(refs[0].url).pathname, headers: { authorization: `Bearer ${w.tokens.buyer}` } });
      expect(photo.statusCode).toBe(200);
    }
  }, 30_000);

  it('takes several photos of one lot at once and answers names in both languages', async () => {
    const ids = [await uploadPhoto(w.t, w.tokens.buyer, 'rusty-steel', 201), await uploadPhoto(w.t, w.tokens.buyer, 'rusty-steel', 202)];
    const res = await identify(w.tokens.buyer, ids);
    expect(res.body.data.candidates[0]).toMatchObject({ categoryId: asks['rusty-steel'].grade, code: 'hms-80-20', nameZh: 'HMS 1&2（80:20）', nameEn: 'HMS 1&2 (80:20)' });
  });

  it('answers with the AI token (getInfo chatToken, §7 AI token cookie)', async () => {
    const info = await call(w.t, 'GET', '/app-v2/getInfo', { token: w.tokens.buyer });
    const fileId = await uploadPhoto(w.t, w.tokens.buyer, 'copper-wire', 300);
    const res = await identify(info.body.data.chatToken, [fileId]);
    expect(res.body.code).toBe(200);
    expect(res.body.data.candidates[0].categoryId).toBe(asks['copper-wire'].grade);
  });

  it('refuses visitors, someone else\'s photo, a video and bad input', async () => {
    const own = await uploadPhoto(w.t, w.tokens.buyer, 'copper-wire', 400);
    expect((await identify('', [own])).body.code).toBe(401);
    expect((await identify(w.tokens.buyer, [asks['copper-wire'].fileIds[0]!])).body.code).toBe(404);
    expect((await identify(w.tokens.buyer, ['00000000-0000-4000-8000-000000000000'])).body.code).toBe(404);
    const video = await uploadVideo(w.t, w.tokens.buyer);
    const res = await identify(w.tokens.buyer, [video]);
    expect(res.body.code).toBe(1840);
    const empty = await identify(w.tokens.buyer, []);
    expect(empty.body.code).toBe(1000);
    // The message names the field by its label (fields catalog: fileIds → Attachments).
    expect(empty.body.msg).toContain('Attachments');
    // Staff may check any photo (a listing's, while reviewing).
    expect((await identify(w.tokens.staff, [asks['copper-wire'].fileIds[0]!])).body.code).toBe(200);
  });
});

describe('similar listings (POST /ai-system/recognition/similar)', () => {
  it('lists the live ask of the same material first, one entry per ask', async () => {
    const fileId = await uploadPhoto(w.t, w.tokens.buyer, 'aluminium-bales', 500);
    const res = await post(w.t, '/ai-system/recognition/similar', { fileId }, { token: w.tokens.buyer });
    expect(res.body.code).toBe(200);
    const rows = res.body.data.rows as { askId: string; similarity: number; askName: string; url: string }[];
    expect(rows[0]).toMatchObject({ askId: asks['aluminium-bales'].askId, askName: 'UBC bales' });
    expect(new Set(rows.map((r) => r.askId)).size).toBe(rows.length);
    expect(rows.map((r) => r.similarity)).toEqual([...rows.map((r) => r.similarity)].sort((a, b) => b - a));
    // The market in view decides, as on the buyer list: the international asks are not shown on the China market.
    const cn = await call(w.t, 'POST', '/ai-system/recognition/similar', { token: w.tokens.buyer, body: { fileId }, headers: { market: 'cn' } });
    expect(cn.body.code).toBe(200);
    expect((cn.body.data.rows as { askId: string }[]).map((r) => r.askId)).not.toContain(asks['aluminium-bales'].askId);
  });
});

describe('staff relabel (PUT /ai-system/recognition/photos/:fileId)', () => {
  it('confirms, relabels and excludes a reference photo, audited; others may not', async () => {
    const fileId = asks['copper-wire'].fileIds[2]!;
    const url = `/ai-system/recognition/photos/${fileId}`;
    expect((await call(w.t, 'PUT', url, { token: w.tokens.seller, body: { action: 'confirm' } })).body.code).toBe(1403);
    expect((await call(w.t, 'PUT', url, { token: w.tokens.staff, body: { action: 'confirm' } })).body.data).toEqual({ fileId, categoryId: asks['copper-wire'].grade, labelState: 'confirmed' });
    const bad = await call(w.t, 'PUT', url, { token: w.tokens.staff, body: { action: 'relabel', categoryId: 999_999 } });
    expect(bad.body.code).toBe(1000);
    const berry = w.cat['berry']!;
    expect((await call(w.t, 'PUT', url, { token: w.tokens.staff, body: { action: 'relabel', categoryId: berry } })).body.data).toMatchObject({ categoryId: berry, labelState: 'relabelled' });
    expect((await call(w.t, 'PUT', url, { token: w.tokens.staff, body: { action: 'exclude' } })).body.data).toMatchObject({ labelState: 'excluded' });
    expect((await call(w.t, 'PUT', '/ai-system/recognition/photos/00000000-0000-4000-8000-000000000000', { token: w.tokens.staff, body: { action: 'confirm' } })).body.code).toBe(404);
    const audit = await queryRows<{ n: number }>(w.t, `select count(*)::int as n from audit_log where action = 'recognition.label' and target_id = '${fileId}'`);
    expect(audit[0]!.n).toBe(3);
    // The sweep never overwrites a staff label: the excluded photo stays out of the references.
    const rows = await queryRows<{ label_state: string }>(w.t, `select label_state from recognition_photos where file_id = '${fileId}'`);
    expect(rows[0]!.label_state).toBe('excluded');
  });
});

describe('openai provider through the app (RECOGNITION_PROVIDER=openai, stub endpoint on 127.0.0.1)', () => {
  it('answers the catalogue grades the endpoint names', async () => {
    const seen: { auth: string | undefined; body: { model: string; messages: { content: unknown }[] } }[] = [];
    const stub = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { content: '{"candidates":[{"code":"berry","confidence":0.7},{"code":"made-up","confidence":0.2},{"code":"barley","confidence":0.1}]}' } }] }));
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
    const port = (stub.address() as AddressInfo).port;
    const second = await createInstanceOnSameDatabase(w.t, {
      RECOGNITION_PROVIDER: 'openai',
      RECOGNITION_OPENAI_URL: `http://127.0.0.1:${port}/v1`,
      RECOGNITION_OPENAI_API_KEY: 'sk-test',
      RECOGNITION_OPENAI_MODEL: 'vision-test',
    });
    try {
      const fileId = await uploadPhoto(second, w.tokens.buyer, 'copper-wire', 600);
      const res = await identify(w.tokens.buyer, [fileId], second);
      expect(res.body.code).toBe(200);
      expect(res.body.data).toMatchObject({ provider: 'openai', referenceCount: null });
      expect(res.body.data.candidates.map((c: { code: string; confidence: number }) => [c.code, c.confidence])).toEqual([
        ['berry', 0.7],
        ['barley', 0.1],
      ]);
      expect(seen[0]!.auth).toBe('Bearer sk-test');
      expect(seen[0]!.body.model).toBe('vision-test');
      expect(JSON.stringify(seen[0]!.body.messages)).toContain('data:image/jpeg;base64,');
      expect(JSON.stringify(seen[0]!.body.messages)).toContain('taldon-ubc');
    } finally {
      await second.close();
      stub.close();
    }
  });
});
