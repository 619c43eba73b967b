import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSiteVideo, ZSystemPing } from '@scrapbridge/domain/site-video';
import { call, countRows, passwordLogin, post } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';
import { fetchFile, solidPng, tinyMp4, upload } from '../../../../test/upload-fixtures.ts';

const STAFF_LIST = '/admin/site/videos';
const PUBLIC_LIST = '/app-v2/site/videos';

describe(`[VIDEOS] /videoX playlist and its staff side (${testLane()})`, () => {
  let t: TTestApp;
  let staff: string;
  let buyer: string;
  const uploadAs = async (token: string, name: string, content: Buffer) => {
    const res = await upload(t, token, { name, content }, { fileType: 'ask' });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { fileId: string; fileFullPath: string };
  };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' }, { template: 'demo' });
    staff = await passwordLogin(t, 'staff@demo.test');
    buyer = await passwordLogin(t, 'buyer@demo.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets staff add, order, publish and delete videos; visitors see and play only the published ones, in order', async () => {
    const mp4 = await uploadAs(staff, 'intro.mp4', tinyMp4(256));
    const poster = await uploadAs(staff, 'intro.png', await solidPng(64, 36));
    const mp4b = await uploadAs(staff, 'quote.mp4', tinyMp4(128));
    const audits = await countRows(t, 'audit_log', `action like 'video.%'`);

    const first = await post(t, STAFF_LIST, { videoFileId: mp4.fileId, posterFileId: poster.fileId, titleZh: '平台简介', titleEn: 'The marketplace', published: true }, { token: staff, lang: 'zh' });
    expect(first.body.code, JSON.stringify(first.body)).toBe(200);
    const a = ZSiteVideo.parse(first.body.data);
    expect(a).toMatchObject({ title: '平台简介', src: `/app-v2/file/${mp4.fileId}.mp4`, poster: `/app-v2/file/${poster.fileId}.png`, position: 0, published: true });
    const second = await post(t, STAFF_LIST, { videoFileId: mp4b.fileId, titleZh: '如何报价', titleEn: 'How to quote' }, { token: staff });
    const b = ZSiteVideo.parse(second.body.data);
    expect(b).toMatchObject({ position: 1, published: false, poster: null });

    // Visitors: published only; the files of a published video play without a session, an unpublished one's do not.
    let pub = await call(t, 'GET', PUBLIC_LIST, { lang: 'en' });
    expect(pub.body.data.rows.map((r: { title: string }) => r.title)).toEqual(['The marketplace']);
    expect((await fetchFile(t, a.src)).status).toBe(200);
    expect((await fetchFile(t, a.poster!)).status).toBe(200);
    expect((await fetchFile(t, a.src, { headers: { range: 'bytes=0-9' } })).status).toBe(206);
    expect((await fetchFile(t, b.src)).status).toBe(404);

    // Publish the second and put it first.
    const edited = await call(t, 'PUT', `${STAFF_LIST}/${b.id}`, { token: staff, body: { videoFileId: mp4b.fileId, titleZh: '如何报价', titleEn: 'How to quote', published: true } });
    expect(edited.body.code).toBe(200);
    const order = await call(t, 'PUT', `${STAFF_LIST}/order`, { token: staff, body: { videoIds: [b.id, a.id] } });
    expect(order.body.code).toBe(200);
    expect(order.body.data.rows.map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);
    pub = await call(t, 'GET', PUBLIC_LIST, { lang: 'zh' });
    expect(pub.body.data.rows.map((r: { title: string }) => r.title)).toEqual(['如何报价', '平台简介']);
    expect((await fetchFile(t, b.src)).status).toBe(200);

    // An order made before a video was added or removed is stale: nothing moves.
    const stale = await call(t, 'PUT', `${STAFF_LIST}/order`, { token: staff, body: { videoIds: [a.id] } });
    expect(stale.body.code).toBe(110801);
    const removed = await call(t, 'DELETE', `${STAFF_LIST}/${a.id}`, { token: staff });
    expect(removed.body.code).toBe(200);
    expect((await fetchFile(t, a.src)).status).toBe(404);
    const staffList = await call(t, 'GET', STAFF_LIST, { token: staff });
    expect(staffList.body.data.rows.map((r: { id: string }) => r.id)).toEqual([b.id]);
    expect(await countRows(t, 'audit_log', `action like 'video.%'`)).toBe(audits + 5);
    expect((await call(t, 'DELETE', `${STAFF_LIST}/${a.id}`, { token: staff })).body.code).toBe(404);
  });

  it('refuses what is not an MP4 or poster picture staff uploaded, naming the field, storing nothing', async () => {
    const before = await countRows(t, 'site_videos');
    const picture = await uploadAs(staff, 'p.png', await solidPng(32, 32));
    const mp4 = await uploadAs(staff, 'v.mp4', tinyMp4(64));
    const buyersVideo = await uploadAs(buyer, 'mine.mp4', tinyMp4(64));

    const notVideo = await post(t, STAFF_LIST, { videoFileId: picture.fileId, titleZh: '视频', titleEn: 'Video' }, { token: staff, lang: 'en' });
    expect(notVideo.body.code).toBe(1000);
    expect(notVideo.body.msg).toMatch(/Video file.*MP4/);
    const notPoster = await post(t, STAFF_LIST, { videoFileId: mp4.fileId, posterFileId: mp4.fileId, titleZh: '视频', titleEn: 'Video' }, { token: staff });
    expect(notPoster.body.code).toBe(1000);
    // Another account's upload is never published by naming its id (it would become public).
    const others = await post(t, STAFF_LIST, { videoFileId: buyersVideo.fileId, titleZh: '视频', titleEn: 'Video' }, { token: staff });
    expect(others.body.code).toBe(1000);
    const noTitle = await post(t, STAFF_LIST, { videoFileId: mp4.fileId, titleZh: '', titleEn: 'Video' }, { token: staff, lang: 'zh' });
    expect(noTitle.body.code).toBe(1000);
    const badId = await call(t, 'PUT', `${STAFF_LIST}/order`, { token: staff, body: { videoIds: ['not-a-uuid'] } });
    expect(badId.body.code).toBe(1000);
    expect(await countRows(t, 'site_videos')).toBe(before);
  });

  it('keeps the staff side to staff', async () => {
    expect((await call(t, 'GET', STAFF_LIST, { token: buyer })).body.code).toBe(1403);
    expect((await call(t, 'GET', STAFF_LIST)).body.code).toBe(401);
    const mp4 = await uploadAs(buyer, 'b.mp4', tinyMp4(64));
    expect((await post(t, STAFF_LIST, { videoFileId: mp4.fileId, titleZh: '视频', titleEn: 'Video' }, { token: buyer })).body.code).toBe(1403);
  });

  it('answers the diagnostics ping to anyone: server time, version, database', async () => {
    const before = Date.now();
    const res = await call(t, 'GET', '/app-v2/system/ping');
    expect(res.body.code).toBe(200);
    const ping = ZSystemPing.parse(res.body.data);
    expect(Date.parse(ping.serverTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(ping.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(ping.database).toBe(testLane());
  });
});
