import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAskCard } from '@scrapbridge/domain/ask-view';
import { call, post, queryRows } from '../../../../test/api.ts';
import { testLane, type TTestApp } from '../../../../test/test-app.ts';
import { fetchFile } from '../../../../test/upload-fixtures.ts';
import { askBody, askTestApp, publish, publishLive, uploadPicture } from '../../../../test/ask-fixtures.ts';

/** GET /app-v2/ask/{askId}/pub: the card behind a /share link (§2 public), for live asks only. */
describe(`[ASKS] public single ask for /share (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof askTestApp>>['tokens'];
  let cat: Record<string, number>;
  let liveId: string;

  beforeAll(async () => {
    ({ t, tokens, cat } = await askTestApp());
    liveId = await publishLive(t, tokens, askBody({ cat, pictures: [await uploadPicture(t, tokens.seller)] }));
  });
  afterAll(async () => {
    await t.close();
  });

  const pub = (askId: string, opts: { token?: string; lang?: 'zh' | 'en' } = {}) => call(t, 'GET', `/app-v2/ask/${askId}/pub`, opts);

  it('shows a visitor the live ask as its card, localized, without the seller or their private terms', async () => {
    const zh = await pub(liveId, { lang: 'zh' });
    expect(zh.status).toBe(200);
    const card = ZAskCard.strict().parse(zh.body.data);
    expect(card).toMatchObject({
      askId: liveId,
      askName: 'Bare bright copper wire',
      askNameZh: '光亮铜线',
      askState: 'active',
      statusKey: 'active',
      mine: false,
      tags: ['new'],
      refuseReason: null,
      weight: 20.5,
      originCountryDict: { dictLabel: '美国' },
      categoryDict: { categoryCn: '铜' },
    });
    expect(card.askDetailList).toHaveLength(1);
    const en = await pub(liveId, { lang: 'en' });
    expect(en.body.data.originCountryDict.dictLabel).toBe('United States');
    expect(en.body.data.statusText).not.toBe(zh.body.data.statusText);

    // Nothing beyond the card: no seller, address, payment terms, agent or version.
    const text = JSON.stringify(zh.body.data);
    const [seller] = await queryRows<{ id: string }>(t, `select id from users where email = 'seller@demo.test'`);
    for (const secret of [seller!.id, '2400 E 12th St', 'Los Angeles', 'against_bl_copy', 'LA wire lot']) expect(text).not.toContain(secret);
    for (const key of ['addressDetail', 'province', 'depositRatio', 'agentUserId', 'version', 'sellerUserId']) expect(zh.body.data).not.toHaveProperty(key);

    // The card's picture is readable without a session, like the public list's.
    const picture = await fetchFile(t, card.images[0]!.url);
    expect(picture.status).toBe(200);
  });

  it('knows the signed-in seller as the owner and still answers other users without the seller', async () => {
    expect((await pub(liveId, { token: tokens.seller })).body.data).toMatchObject({ mine: true, tags: [] });
    expect((await pub(liveId, { token: tokens.buyer })).body.data).toMatchObject({ mine: false });
  });

  it('answers 404 alike for drafts, asks in review, refused, expired, deleted and unknown asks', async () => {
    const picture = () => uploadPicture(t, tokens.seller);
    const draft = await publish(t, tokens.seller, { market: 'intl', draft: true, askName: 'Half-written' });
    const review = await publish(t, tokens.seller, askBody({ cat, pictures: [await picture()] }));
    const refused = await publish(t, tokens.seller, askBody({ cat, pictures: [await picture()] }));
    expect((await post(t, `/admin/ask/${refused.body.data.askId}/refuse`, { version: refused.body.data.version, reason: 'Photos do not match' }, { token: tokens.staff })).body.code).toBe(200);
    const expired = await publishLive(t, tokens, askBody({ cat, pictures: [await picture()] }));
    await queryRows(t, `update asks set valid_until = now() - interval '1 minute' where id = '${expired}'`);
    const deleted = await publishLive(t, tokens, askBody({ cat, pictures: [await picture()] }));
    expect((await call(t, 'DELETE', `/app-v2/ask/${deleted}`, { token: tokens.seller })).body.code).toBe(200);

    const ids = [draft.body.data.askId, review.body.data.askId, refused.body.data.askId, expired, deleted, '00000000-0000-4000-8000-000000000000'];
    for (const id of ids) {
      // Not even the seller or staff: the public card is the public's view.
      for (const token of [undefined, tokens.seller, tokens.staff]) {
        const res = await pub(id, { lang: 'en', ...(token ? { token } : {}) });
        expect({ id, status: res.status, code: res.body.code, data: res.body.data }).toEqual({ id, status: 404, code: 404, data: null });
      }
    }
    // The live one is unaffected.
    expect((await pub(liveId)).body.code).toBe(200);
  });

  it('names the field of a malformed id (1000)', async () => {
    const res = await pub('not-an-id', { lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(1000);
    expect(res.body.msg).toBe('Listing: has an invalid format');
  });

  it('lists the route in the OpenAPI document', async () => {
    const res = await call(t, 'GET', '/docs/json');
    expect(Object.keys((res.body as unknown as { paths: object }).paths)).toContain('/app-v2/ask/{askId}/pub');
  });
});
