import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DictId } from '@scrapbridge/domain/catalog';
import { ZAskDetail } from '@scrapbridge/domain/ask-view';
import { call, post, queryRows } from '../../../../test/api.ts';
import { testLane, type TTestApp } from '../../../../test/test-app.ts';
import { askBody, askTableCounts, askTestApp, detailOf, publish, uploadPicture, uploadVideo } from '../../../../test/ask-fixtures.ts';

describe(`[ASKS] publish and the §5 rules (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof askTestApp>>['tokens'];
  let cat: Record<string, number>;
  let pic: string;

  beforeAll(async () => {
    ({ t, tokens, cat } = await askTestApp());
    pic = await uploadPicture(t, tokens.seller);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A refused publication: code 1000 (or the given code), the message in both languages, nothing written. */
  async function refused(body: unknown, expected: { en: string; zh?: string; code?: number; token?: string }) {
    const before = await askTableCounts(t);
    const en = await post(t, '/app-v2/ask', body, { token: expected.token ?? tokens.seller, lang: 'en' });
    expect(en.body.code).toBe(expected.code ?? 1000);
    expect(en.body.msg).toContain(expected.en);
    if (expected.zh) {
      const zh = await post(t, '/app-v2/ask', body, { token: expected.token ?? tokens.seller, lang: 'zh' });
      expect(zh.body.msg).toContain(expected.zh);
    }
    expect(await askTableCounts(t)).toEqual(before);
    return en;
  }

  it('publishes into review (auditing) with every field, lines and media, weights in MT', async () => {
    const before = await askTableCounts(t);
    const res = await publish(t, tokens.seller, askBody({ cat, pictures: [pic] }, { firmPrice: '9300', fixingSide: 'seller', pricingPeriod: 'M+1' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ askState: 'auditing', version: 1 });
    expect(await askTableCounts(t)).toEqual({ asks: before.asks + 1, details: before.details + 1, media: before.media + 1 });

    const detail = await detailOf(t, tokens.seller, res.body.data.askId);
    const d = ZAskDetail.parse(detail.body.data);
    expect(d).toMatchObject({
      askState: 'auditing',
      statusKey: 'auditingOwner',
      statusText: 'Under review by the platform',
      buyerStatus: 'auditing',
      mine: true,
      market: 'intl',
      currency: 'USD',
      weight: 20.5,
      weightLbs: 45194.71,
      fixingSide: 'seller',
      pricingPeriod: 'M+1',
      depositRatio: 30,
      balanceRatio: 70,
      firmPrice: 9300,
      firmPriceStr: '$9,300.00/MT',
      validityDict: { dictDataId: 874, dictLabel: '7 days', dictValue: '168' },
      portDict: { dictDataId: 301, dictLabel: 'Los Angeles', dictValue: 'USLAX' },
      originCountryDict: { dictDataId: DictId.CountryUS, dictLabel: 'United States', dictValue: 'US' },
      untilSold: false,
      quoteEndSeconds: null,
      tags: [],
    });
    expect(d.askDetailList[0]).toMatchObject({
      weight: 20.5,
      weightLbs: 45194.71,
      unitPrice: 9150,
      minPrice: 8900,
      maxPrice: 9400,
      deduction: 0,
      categoryDict: { categoryCn: '铜', categoryEn: 'Copper' },
      quoteDetail: { priceVo: { sellerPrice: 9150, sellerPriceStr: '$9,150.00/MT', sellerPriceLbsStr: '$4.150/lb', sellerPriceFormula: null, quoteTypeStr: 'Fixed price' } },
    });
    expect(d.askDetailList[0]!.askGoods[0]!.url).toBe(`/app-v2/file/${pic}.png`);
    expect(d.images[0]!.isVideo).toBe(false);
  });

  it('needs the required fields, naming each in zh and en, and stores nothing', async () => {
    await refused(askBody({ cat, pictures: [pic] }, { comboLoadName: undefined }), { en: 'Combo load name: is required', zh: '混装名称：不能为空' });
    await refused(askBody({ cat, pictures: [pic] }, { deliveryTerm: 'CIF' }), { en: 'Port of destination: please choose one', zh: '目的港：请选择' });
    const noName = askBody({ cat, pictures: [pic] });
    noName.details[0] = { ...noName.details[0]!, detailName: '', detailNameZh: '' } as never;
    await refused(noName, { en: 'Item name: is required' });
    await refused({ market: 'intl' }, { en: 'Product name: is required' });
  });

  it('needs at least one picture, allows at most 50 files of which 3 videos', async () => {
    await refused(askBody({ cat, pictures: [] }), { en: 'Pictures and videos: at least one picture is required', zh: '图片和视频：至少需要一张图片' });
    const fiftyOne = Array.from({ length: 51 }, () => randomUUID());
    await refused(askBody({ cat, pictures: fiftyOne }), { en: 'Pictures and videos: at most 50 photos or videos', zh: '最多 50 个图片或视频' });
    const videos = [];
    for (let i = 0; i < 4; i++) videos.push(await uploadVideo(t, tokens.seller));
    await refused(askBody({ cat, pictures: [pic], videos }), { en: 'Pictures and videos: at most 3 videos', zh: '最多 3 个视频' });
    // Three videos are fine.
    expect((await publish(t, tokens.seller, askBody({ cat, pictures: [pic], videos: videos.slice(0, 3) }))).body.code).toBe(200);
  });

  it('accepts only files the caller uploaded, of the kind declared', async () => {
    const buyersPicture = await uploadPicture(t, tokens.buyer);
    await refused(askBody({ cat, pictures: [buyersPicture] }), { en: 'File: was not uploaded by you', zh: '文件：不是您上传的文件' });
    await refused(askBody({ cat, pictures: [randomUUID()] }), { en: 'File: was not uploaded by you' });
    const video = await uploadVideo(t, tokens.seller);
    await refused(askBody({ cat, pictures: [pic, video] }), { en: 'File: is not a picture or video you may use here' });
  });

  it('refuses negative or over-precise weights, min above max, bad ratios (§5, §9)', async () => {
    const line = (patch: Record<string, unknown>) => {
      const body = askBody({ cat, pictures: [pic] });
      body.details[0] = { ...body.details[0]!, ...patch } as never;
      return body;
    };
    await refused(line({ weight: '-3' }), { en: 'Weight: must be greater than 0', zh: '重量：必须大于 0' });
    await refused(line({ weight: '1.1234567' }), { en: 'Weight: allows at most 6 decimal places' });
    await refused(line({ minPrice: '9500' }), { en: 'Maximum price: the minimum price is above the maximum', zh: '最高价：最低价高于最高价' });
    await refused(askBody({ cat, pictures: [pic] }, { depositRatio: '30', balanceRatio: '60' }), {
      en: 'Balance ratio: deposit plus balance must be 100',
      zh: '尾款比例：定金与尾款比例之和必须为 100',
    });
  });

  it('FAS only from the US, the China market only in tonnes', async () => {
    await refused(askBody({ cat, pictures: [pic] }, { deliveryTerm: 'FAS', loadingCountryId: DictId.CountryCN }), {
      en: 'Delivery terms: FAS only supports loading from the US',
      zh: '交货条款：FAS 条款仅支持从美国装运',
    });
    const cn = askBody({ cat, pictures: [pic] }, { market: 'cn', weightUnit: 'LBS', deliveryTerm: 'EXW', exwAddress: '佛山市南海区', preferredQuoteType: 'SHCU' });
    cn.details[0] = { ...cn.details[0]!, quoteType: 'SHCU', unitPrice: '1200' } as never;
    await refused(cn, { en: 'Weight unit: the China market only accepts tonnes', zh: '重量单位：中国市场仅支持吨' });
    const res = await publish(t, tokens.seller, { ...cn, weightUnit: 'MT' });
    expect(res.body.code).toBe(200);
    const d = (await detailOf(t, tokens.seller, res.body.data.askId, 'zh')).body.data;
    expect(d).toMatchObject({ currency: 'CNY', market: 'cn' });
    expect(d.askDetailList[0].quoteDetail.priceVo).toMatchObject({ sellerPriceStr: 'SHCU - 1,200 ¥/MT', quoteTypeStr: '上海铜价减价' });
  });

  it('stores weights typed in lb as MT', async () => {
    const body = askBody({ cat, pictures: [pic] }, { weightUnit: 'LBS' });
    body.details[0] = { ...body.details[0]!, weight: '44092.4' } as never;
    const res = await publish(t, tokens.seller, body);
    const [row] = await queryRows<{ weight: string; total_weight: string }>(
      t,
      `select d.weight::text as weight, a.total_weight::text as total_weight from ask_details d join asks a on a.id = d.ask_id where a.id = '${res.body.data.askId}'`,
    );
    expect(Number(row!.weight)).toBe(20);
    expect(Number(row!.total_weight)).toBe(20);
  });

  it('checks the catalogue: a grade of another family, an unknown dictionary id', async () => {
    const body = askBody({ cat, pictures: [pic] });
    body.details[0] = { ...body.details[0]!, subCategoryId: cat['honey'] } as never;
    await refused(body, { en: 'Subcategory: does not belong to the chosen category', zh: '子品类：不属于所选品类' });
    await refused(askBody({ cat, pictures: [pic] }, { validityId: 301 }), { en: 'Valid time: please choose from the list' });
    await refused(askBody({ cat, pictures: [pic] }, { portId: 401 }), { en: 'Port of loading: please choose from the list' });
  });

  it('needs a verified account with the market permission; anonymous gets 401', async () => {
    await refused(askBody({ cat, pictures: [pic] }), { en: 'needs a verified enterprise account', code: 1403, token: tokens.user });
    const anon = await call(t, 'POST', '/app-v2/ask', { body: askBody({ cat, pictures: [pic] }) });
    expect(anon.status).toBe(401);
    await queryRows(t, `update user_market_permissions set permission = 0 where market = 'cn' and user_id = (select id from users where email = 'seller@demo.test')`);
    await refused(askBody({ cat, pictures: [pic] }, { market: 'cn', deliveryTerm: 'EXW', exwAddress: 'x', loadingCountryId: DictId.CountryCN }), {
      en: 'no permission for this market',
      zh: '您没有该市场的权限',
      code: 1403,
    });
    await queryRows(t, `update user_market_permissions set permission = 1 where market = 'cn'`);
  });

  it('saves drafts with relaxed rules, then publishes them by editing', async () => {
    const draft = await publish(t, tokens.seller, { market: 'intl', draft: true, askName: 'Half-written' });
    expect(draft.body.data).toMatchObject({ askState: 'draft', version: 1 });
    const seen = await detailOf(t, tokens.seller, draft.body.data.askId);
    expect(seen.body.data).toMatchObject({ askState: 'draft', statusKey: 'draft', askDetailList: [] });
    const stillDraft = await call(t, 'PUT', `/app-v2/ask/${draft.body.data.askId}`, { token: tokens.seller, body: { market: 'intl', draft: true, askName: 'Less half', version: 1 } });
    expect(stillDraft.body.data).toMatchObject({ askState: 'draft', version: 2 });
    const published = await call(t, 'PUT', `/app-v2/ask/${draft.body.data.askId}`, { token: tokens.seller, body: { ...askBody({ cat, pictures: [pic] }), version: 2 } });
    expect(published.body.data).toMatchObject({ askState: 'auditing', version: 3 });
  });

  it('edits keep line ids, refuse stale versions (110801), and never touch another user’s ask (404)', async () => {
    const res = await publish(t, tokens.seller, askBody({ cat, pictures: [pic] }));
    const askId = res.body.data.askId as string;
    const before = (await detailOf(t, tokens.seller, askId)).body.data;
    const detailId = before.askDetailList[0].detailId;
    const body = askBody({ cat, pictures: [pic] }, { askName: 'Bare bright copper wire, re-sorted', version: 1 });
    body.details[0] = { ...body.details[0]!, detailId } as never;
    const edited = await call(t, 'PUT', `/app-v2/ask/${askId}`, { token: tokens.seller, body });
    expect(edited.body.data).toMatchObject({ askState: 'auditing', version: 2 });
    const after = (await detailOf(t, tokens.seller, askId)).body.data;
    expect(after.askDetailList[0].detailId).toBe(detailId);
    expect(after.askName).toBe('Bare bright copper wire, re-sorted');

    const stale = await call(t, 'PUT', `/app-v2/ask/${askId}`, { token: tokens.seller, body, lang: 'zh' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ code: 110801, msg: '请刷新后重试', data: null });

    const other = await call(t, 'PUT', `/app-v2/ask/${askId}`, { token: tokens.buyer, body: { ...body, version: 2 } });
    expect(other.body.code).toBe(404);
    expect((await detailOf(t, tokens.buyer, askId)).body.code).toBe(404);
    expect((await call(t, 'DELETE', `/app-v2/ask/${askId}`, { token: tokens.buyer })).body.code).toBe(404);
    expect((await detailOf(t, tokens.seller, randomUUID())).body.code).toBe(404);
    expect((await call(t, 'GET', '/app-v2/ask/not-a-uuid', { token: tokens.seller })).body.code).toBe(1000);

    const deleted = await call(t, 'DELETE', `/app-v2/ask/${askId}`, { token: tokens.seller });
    expect(deleted.body.code).toBe(200);
    expect((await detailOf(t, tokens.seller, askId)).body.code).toBe(404);
    expect((await call(t, 'DELETE', `/app-v2/ask/${askId}`, { token: tokens.seller })).body.code).toBe(404);
  });
});
