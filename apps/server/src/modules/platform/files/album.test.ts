import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, passwordLogin, post, queryRows } from '../../../../test/api.ts';
import { createTestApp, testLane, type TTestApp } from '../../../../test/test-app.ts';
import { solidPng, tinyMp4, upload } from '../../../../test/upload-fixtures.ts';

describe(`[FILES] photo album: /picture and /album/group/{id} (${testLane()})`, () => {
  let t: TTestApp;
  let seller: string;
  let buyer: string;
  let copperId: number;
  let barleyId: number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }, { template: 'catalog+demo' });
    seller = await passwordLogin(t, 'seller@demo.test');
    buyer = await passwordLogin(t, 'buyer@demo.test');
    const cats = await queryRows<{ id: number; code: string }>(t, `select id, code from categories where code in ('copper', 'barley')`);
    copperId = cats.find((c) => c.code === 'copper')!.id;
    barleyId = cats.find((c) => c.code === 'barley')!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates UNCATEGORIZED, All Photo and Favorites on first use, once', async () => {
    const first = await call(t, 'GET', '/app-v2/album/groups', { token: seller });
    expect(first.body.code).toBe(200);
    expect(first.body.data.rows.map((g: { name: string; pictureCount: number }) => [g.name, g.pictureCount])).toEqual([
      ['UNCATEGORIZED', 0],
      ['All Photo', 0],
      ['Favorites', 0],
    ]);
    await call(t, 'GET', '/app-v2/album/groups', { token: seller });
    expect(await countRows(t, 'album_groups')).toBe(3);
  });

  it('files uploaded pictures with category, coordinates and date, and lists them per group and in All Photo', async () => {
    const a = (await upload(t, seller, { name: 'a.png', content: await solidPng(40, 40) }, { fileType: 'picture' })).body.data;
    const b = (await upload(t, seller, { name: 'b.png', content: await solidPng(40, 40) }, { fileType: 'picture' })).body.data;
    const groups = (await call(t, 'GET', '/app-v2/album/groups', { token: seller })).body.data.rows as { groupId: string; kind: string }[];
    const favorites = groups.find((g) => g.kind === 'favorites')!.groupId;
    const all = groups.find((g) => g.kind === 'all')!.groupId;
    const saved = await post(t, '/app-v2/picture', {
      pictureRequestList: [
        { fileInfo: { fileId: a.fileId }, categoryId: copperId, subCategoryId: barleyId, coordinates: '22.5431,114.0579', takenDate: '2026-04-02T08:30:00Z' },
      ],
    }, { token: seller });
    expect(saved.body.code).toBe(200);
    expect(saved.body.data.pictureIds).toHaveLength(1);
    await post(t, '/app-v2/picture', { groupId: favorites, pictureRequestList: [{ fileInfo: { fileId: b.fileId } }] }, { token: seller });

    const uncategorized = await call(t, 'GET', `/app-v2/album/group/${saved.body.data.groupId}`, { token: seller });
    expect(uncategorized.body.data.group).toMatchObject({ kind: 'uncategorized', name: 'UNCATEGORIZED', pictureCount: 1 });
    expect(uncategorized.body.data.rows[0]).toMatchObject({
      fileId: a.fileId,
      url: `/app-v2/file/${a.fileId}.png`,
      categoryId: copperId,
      subCategoryId: barleyId,
      coordinates: '22.5431,114.0579',
      takenDate: '2026-04-02T08:30:00.000Z',
    });
    const everything = await call(t, 'GET', `/app-v2/album/group/${all}?pageNum=1&pageSize=10`, { token: seller });
    expect(everything.body.data.total).toBe(2);
    expect(everything.body.data.group.pictureCount).toBe(2);
  });

  it("refuses another user's file, a video, All Photo as a target, and another user's group (404)", async () => {
    const mine = (await upload(t, seller, { name: 'c.png', content: await solidPng(20, 20) }, { fileType: 'picture' })).body.data;
    const video = (await upload(t, seller, { name: 'v.mp4', content: tinyMp4() }, { fileType: 'ask' })).body.data;
    const before = await countRows(t, 'pictures');
    const notYours = await post(t, '/app-v2/picture', { pictureRequestList: [{ fileInfo: { fileId: mine.fileId } }] }, { token: buyer });
    expect(notYours.body).toMatchObject({ code: 1000, msg: 'File: was not uploaded by you' });
    const vid = await post(t, '/app-v2/picture', { pictureRequestList: [{ fileInfo: { fileId: video.fileId } }] }, { token: seller, lang: 'zh' });
    expect(vid.body).toMatchObject({ code: 1000, msg: '文件：不是可在此使用的图片或视频' });
    const groups = (await call(t, 'GET', '/app-v2/album/groups', { token: seller })).body.data.rows as { groupId: string; kind: string }[];
    const all = groups.find((g) => g.kind === 'all')!.groupId;
    const toAll = await post(t, '/app-v2/picture', { groupId: all, pictureRequestList: [{ fileInfo: { fileId: mine.fileId } }] }, { token: seller });
    expect(toAll.body.code).toBe(1000);
    expect((await call(t, 'GET', `/app-v2/album/group/${all}`, { token: buyer })).body.code).toBe(404);
    const foreign = await post(t, '/app-v2/picture', { groupId: all, pictureRequestList: [{ fileInfo: { fileId: mine.fileId } }] }, { token: buyer });
    expect(foreign.body.code).toBe(1000);
    const wrongAccount = await post(t, '/app-v2/picture', { accountId: 'someone-else', pictureRequestList: [{ fileInfo: { fileId: mine.fileId } }] }, { token: seller });
    expect(wrongAccount.body.code).toBe(1403);
    const badCoords = await post(t, '/app-v2/picture', { pictureRequestList: [{ fileInfo: { fileId: mine.fileId }, coordinates: 'north' }] }, { token: seller });
    expect(badCoords.body).toMatchObject({ code: 1000, msg: 'Coordinates: has an invalid format' });
    expect(await countRows(t, 'pictures')).toBe(before);
    expect((await call(t, 'GET', '/app-v2/album/groups')).body.code).toBe(401);
  });
});
