import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, passwordLogin, post, queryRows } from '../../../../test/api.ts';
import { askBody } from '../../../../test/ask-fixtures.ts';
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
    // Favorites is a view: b was filed into UNCATEGORIZED, marked favourite.
    expect(uncategorized.body.data.group).toMatchObject({ kind: 'uncategorized', name: 'UNCATEGORIZED', pictureCount: 2 });
    expect((await call(t, 'GET', `/app-v2/album/group/${favorites}`, { token: seller })).body.data.rows).toMatchObject([{ fileId: b.fileId, favorite: true }]);
    expect(uncategorized.body.data.rows.find((r: { fileId: string }) => r.fileId === a.fileId)).toMatchObject({
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

  it('reads date taken and GPS position from EXIF, keeps what the user sends, and stores the photo without them', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#886644' } })
      .jpeg()
      .withExif({
        IFD2: { DateTimeOriginal: '2025:03:14 09:26:53' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 32/1 3516/100', GPSLongitudeRef: 'E', GPSLongitude: '114/1 3/1 2844/100' },
      })
      .toBuffer();
    const a = (await upload(t, seller, { name: 'yard.jpg', content: photo }, { fileType: 'picture' })).body.data;
    const b = (await upload(t, seller, { name: 'yard2.jpg', content: photo }, { fileType: 'picture' })).body.data;
    const plain = (await upload(t, seller, { name: 'plain.png', content: await solidPng(30, 30) }, { fileType: 'picture' })).body.data;
    const saved = await post(t, '/app-v2/picture', {
      pictureRequestList: [
        { fileInfo: { fileId: a.fileId } },
        { fileInfo: { fileId: b.fileId }, coordinates: '1.29,103.85', takenDate: '2026-01-02' },
        { fileInfo: { fileId: plain.fileId } },
      ],
    }, { token: seller });
    expect(saved.body.code).toBe(200);
    const rows = (await call(t, 'GET', `/app-v2/album/group/${saved.body.data.groupId}?pageSize=50`, { token: seller })).body.data.rows as Record<string, unknown>[];
    expect(rows.find((r) => r.fileId === a.fileId)).toMatchObject({ takenDate: '2025-03-14T09:26:53.000Z', coordinates: '22.5431,114.0579', fileName: 'yard.jpg' });
    expect(rows.find((r) => r.fileId === b.fileId)).toMatchObject({ takenDate: '2026-01-02T00:00:00.000Z', coordinates: '1.29,103.85' });
    expect(rows.find((r) => r.fileId === plain.fileId)).toMatchObject({ takenDate: null, coordinates: null });
    // The stored copy keeps no GPS: the position stays in the owner's album only.
    const bytes = await t.app.inject({ method: 'GET', url: `/app-v2/file/${a.fileId}.jpg`, headers: { authorization: `Bearer ${seller}` } });
    expect(bytes.statusCode).toBe(200);
    const stored = (await exifr.parse(bytes.rawPayload, { gps: true }).catch(() => undefined)) as { latitude?: number } | undefined;
    expect(stored?.latitude).toBeUndefined();
  });

  it('own groups: made, renamed, unique by name, pictures moved in, favourites marked, deleted back to UNCATEGORIZED', async () => {
    const token = await passwordLogin(t, 'user@demo.test');
    const std = (await call(t, 'GET', '/app-v2/album/groups', { token })).body.data.rows as { groupId: string; kind: string }[];
    const id = (kind: string) => std.find((g) => g.kind === kind)!.groupId;
    const info = (await call(t, 'GET', '/app-v2/getInfo', { token })).body.data;
    expect(info).toMatchObject({ allPhotoGroupId: id('all'), favoritesGroupId: id('favorites'), ungroupedGroupId: id('uncategorized') });

    const made = await post(t, '/app-v2/album/group', { name: '  Yard A  ' }, { token });
    expect(made.body.data).toMatchObject({ kind: 'own', name: 'Yard A', pictureCount: 0 });
    const yard = made.body.data.groupId as string;
    expect((await post(t, '/app-v2/album/group', { name: 'yard a' }, { token, lang: 'zh' })).body).toMatchObject({ code: 1790, msg: '已有名为“yard a”的分组' });
    expect((await post(t, '/app-v2/album/group', { name: 'Favorites' }, { token })).body.code).toBe(1790);
    expect((await post(t, '/app-v2/album/group', { name: '' }, { token })).body).toMatchObject({ code: 1000 });
    expect((await post(t, '/app-v2/album/group', { name: 'x'.repeat(41) }, { token })).body.code).toBe(1000);
    expect((await call(t, 'PUT', `/app-v2/album/group/${id('uncategorized')}`, { token, body: { name: 'Mine' } })).body.code).toBe(1791);
    expect((await call(t, 'DELETE', `/app-v2/album/group/${id('all')}`, { token })).body.code).toBe(1791);
    const renamed = await call(t, 'PUT', `/app-v2/album/group/${yard}`, { token, body: { name: 'Yard B' } });
    expect(renamed.body.data).toMatchObject({ groupId: yard, name: 'Yard B' });

    const f1 = (await upload(t, token, { name: 'p1.png', content: await solidPng(20, 20) }, { fileType: 'picture' })).body.data;
    const f2 = (await upload(t, token, { name: 'p2.png', content: await solidPng(20, 20) }, { fileType: 'picture' })).body.data;
    const ids = (await post(t, '/app-v2/picture', { pictureRequestList: [{ fileInfo: { fileId: f1.fileId } }, { fileInfo: { fileId: f2.fileId } }] }, { token })).body.data
      .pictureIds as string[];
    expect((await post(t, '/app-v2/picture/move', { pictureIds: ids, groupId: yard }, { token })).body.data.pictureIds).toHaveLength(2);
    expect((await post(t, '/app-v2/picture/move', { pictureIds: ids, groupId: id('favorites') }, { token })).body.code).toBe(1791);
    expect((await call(t, 'PUT', `/app-v2/picture/${ids[0]}/favorite`, { token, body: { favorite: true } })).body.code).toBe(200);
    const favs = (await call(t, 'GET', `/app-v2/album/group/${id('favorites')}`, { token })).body.data;
    expect(favs.group.pictureCount).toBe(1);
    expect(favs.rows[0]).toMatchObject({ pictureId: ids[0], groupId: yard, favorite: true });

    const edit = await call(t, 'PUT', `/app-v2/picture/${ids[1]}`, { token, body: { categoryId: copperId, coordinates: '31.2,121.5', takenDate: '2026-05-01', remark: 'bales' } });
    expect(edit.body.code).toBe(200);
    const bad = await call(t, 'PUT', `/app-v2/picture/${ids[1]}`, { token, body: { coordinates: 'north' } });
    expect(bad.body).toMatchObject({ code: 1000, msg: 'Coordinates: has an invalid format' });
    const unknown = await call(t, 'PUT', `/app-v2/picture/${ids[1]}`, { token, body: { categoryId: 999999, coordinates: null } });
    expect(unknown.body.code).toBe(1000);
    const inYard = (await call(t, 'GET', `/app-v2/album/group/${yard}`, { token })).body.data;
    expect(inYard.rows.find((r: { pictureId: string }) => r.pictureId === ids[1])).toMatchObject({ categoryId: copperId, coordinates: '31.2,121.5', remark: 'bales' });

    expect((await call(t, 'DELETE', `/app-v2/album/group/${yard}`, { token })).body.code).toBe(200);
    const groups = (await call(t, 'GET', '/app-v2/album/groups', { token })).body.data.rows as { kind: string; pictureCount: number }[];
    expect(groups.map((g) => [g.kind, g.pictureCount])).toEqual([
      ['uncategorized', 2],
      ['all', 2],
      ['favorites', 1],
    ]);
    expect((await call(t, 'DELETE', `/app-v2/picture/${ids[1]}`, { token })).body.code).toBe(200);
    expect(await countRows(t, 'pictures', `id = '${ids[1]}'`)).toBe(0);
    expect(await countRows(t, 'files', `id = '${f2.fileId}'`)).toBe(1);
  });

  it("another user's pictures and groups read as missing: nothing changes", async () => {
    const f = (await upload(t, seller, { name: 'mine.png', content: await solidPng(20, 20) }, { fileType: 'picture' })).body.data;
    const [pid] = (await post(t, '/app-v2/picture', { pictureRequestList: [{ fileInfo: { fileId: f.fileId } }] }, { token: seller })).body.data.pictureIds as string[];
    const mine = (await post(t, '/app-v2/album/group', { name: 'Private lot' }, { token: seller })).body.data.groupId as string;
    const theirs = (await post(t, '/app-v2/album/group', { name: 'Theirs' }, { token: buyer })).body.data.groupId as string;
    expect((await call(t, 'PUT', `/app-v2/picture/${pid}`, { token: buyer, body: { remark: 'x' } })).body.code).toBe(404);
    expect((await call(t, 'PUT', `/app-v2/picture/${pid}/favorite`, { token: buyer, body: { favorite: true } })).body.code).toBe(404);
    expect((await call(t, 'DELETE', `/app-v2/picture/${pid}`, { token: buyer })).body.code).toBe(404);
    expect((await post(t, '/app-v2/picture/move', { pictureIds: [pid], groupId: theirs }, { token: buyer })).body.code).toBe(404);
    expect((await post(t, '/app-v2/picture/move', { pictureIds: [pid], groupId: theirs }, { token: seller })).body.code).toBe(404);
    expect((await call(t, 'PUT', `/app-v2/album/group/${mine}`, { token: buyer, body: { name: 'Mine now' } })).body.code).toBe(404);
    expect((await call(t, 'DELETE', `/app-v2/album/group/${mine}`, { token: buyer })).body.code).toBe(404);
    const row = await queryRows<{ remark: string | null; favorite: boolean }>(t, `select remark, favorite from pictures where id = '${pid}'`);
    expect(row[0]).toMatchObject({ remark: null, favorite: false });
    expect(await countRows(t, 'album_groups', `id = '${mine}' and name = 'Private lot'`)).toBe(1);
  });

  it("an album photo may be published on the owner's listing (not on someone else's)", async () => {
    const cats = await queryRows<{ id: number; code: string }>(t, `select id, code from categories`);
    const cat = Object.fromEntries(cats.map((c) => [c.code, c.id])) as Record<string, number>;
    const photo = (await upload(t, seller, { name: 'lot.png', content: await solidPng(64, 48) }, { fileType: 'picture' })).body.data;
    const published = await post(t, '/app-v2/ask', askBody({ cat, pictures: [photo.fileId] }), { token: seller });
    expect(published.body.code).toBe(200);
    const stolen = await post(t, '/app-v2/ask', askBody({ cat, pictures: [photo.fileId] }), { token: buyer });
    expect(stolen.body.code).toBe(1000);
  });
});
