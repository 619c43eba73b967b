import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { testLane, type TTestApp } from '../../../../test/test-app.ts';
import { askBody, askTestApp, publishLive, uploadPicture } from '../../../../test/ask-fixtures.ts';
import { fetchFile, pdfBytes, solidPng, upload } from '../../../../test/upload-fixtures.ts';
import { verifiedBuyers } from '../../../../test/verified-buyers.ts';
import { expireBuyerRequests } from './expire-buyer-requests.ts';
import { seedDemoBuyerRequests } from './seed-demo-buyer-requests.ts';

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

describe(`[BUYER-REQUESTS] post, review, market, offers, deal (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof askTestApp>>['tokens'];
  let cat: Record<string, number>;
  let third: string;

  beforeAll(async () => {
    ({ t, tokens, cat } = await askTestApp());
    [{ token: third }] = (await verifiedBuyers(t.app.deps.database.db, 1, 'third')) as [{ token: string; userId: string }];
  });
  afterAll(async () => {
    await t.close();
  });

  const body = (patch: Record<string, unknown> = {}) => ({
    market: 'intl',
    title: 'Barley for Busan',
    grades: [{ categoryId: cat['copper'], subCategoryId: cat['barley'] }],
    weight: '40',
    quoteType: 'FIXED',
    targetPrice: '9000',
    deliveryTerm: 'CIF',
    destinationPortId: 410,
    depositRatio: '30',
    balanceRatio: '70',
    paymentTiming: 'against_bl_copy',
    validUntil: day(10),
    remark: 'Clean, no tin',
    ...patch,
  });
  const postRequest = (token: string, b: unknown, lang: 'zh' | 'en' = 'en') => post(t, '/app-v2/buyer-request', b, { token, lang });
  const approve = (id: string, version: number) => post(t, `/admin/buyer-request/${id}/approve`, { version }, { token: tokens.staff });
  const detail = (id: string, token: string) => call(t, 'GET', `/app-v2/ask/wanted/${id}`, { token });

  it('refuses bad input naming the field, an unverified buyer, and stores nothing', async () => {
    const dict = await queryRows<{ id: number; dict_type: string }>(t, `select id, dict_type from dict_data where id = 410`);
    expect(dict[0]?.dict_type).toBe('DESTINATION PORT');
    const before = await countRows(t, 'buyer_requests');
    const noPort = await postRequest(tokens.buyer, body({ destinationPortId: '' }));
    expect(noPort.body).toMatchObject({ code: 1000, msg: 'Port of destination: please choose one' });
    const past = await postRequest(tokens.buyer, body({ validUntil: day(-1) }), 'zh');
    expect(past.body).toMatchObject({ code: 1000, msg: '有效期至：不能早于今天' });
    const wrongGrade = await postRequest(tokens.buyer, body({ grades: [{ categoryId: cat['aluminium'], subCategoryId: cat['barley'] }] }));
    expect(wrongGrade.body.code).toBe(1000);
    expect(wrongGrade.body.msg).toContain('Grade');
    const percent = await postRequest(tokens.buyer, body({ quoteType: 'LME', targetPrice: '250' }));
    expect(percent.body.code).toBe(1000);
    const noQuantity = await postRequest(tokens.buyer, body({ weight: '' }));
    expect(noQuantity.body).toMatchObject({ code: 1000, msg: 'Quantity (MT): is required' });
    const unverified = await postRequest(tokens.user, body());
    expect(unverified.body.code).toBe(1403);
    expect(await countRows(t, 'buyer_requests')).toBe(before);
  });

  it('post → review → live in the market (filters, search) → supplier offers its ask → buyer buys it now → fulfilled', async () => {
    const pic = await uploadPicture(t, tokens.buyer);
    // Spec documents go through the shared upload with fileType request_spec: the bytes decide (a PNG is refused there,
    // a PDF is stored as it came); another user's spec or a picture is not a spec of this request.
    const spec = await upload(t, tokens.buyer, { name: 'copper-spec.pdf', content: pdfBytes() }, { fileType: 'request_spec' });
    expect(spec.body).toMatchObject({ code: 200, data: { kind: 'document', mime: 'application/pdf', fileName: 'copper-spec.pdf' } });
    const pngAsSpec = await upload(t, tokens.buyer, { name: 'spec.pdf', content: await solidPng(8, 8) }, { fileType: 'request_spec' });
    expect(pngAsSpec.body.code).toBe(1000);
    const sellerSpec = await upload(t, tokens.seller, { name: 'theirs.pdf', content: pdfBytes() }, { fileType: 'request_spec' });
    const foreign = await postRequest(tokens.buyer, body({ specFileIds: [sellerSpec.body.data.fileId, pic] }));
    expect(foreign.body.code).toBe(1000);
    expect(foreign.body.msg).toContain('Spec documents');
    const posted = await postRequest(tokens.buyer, body({ photoFileIds: [pic], specFileIds: [spec.body.data.fileId] }));
    expect(posted.body).toMatchObject({ code: 200, data: { state: 'pending', version: 1 } });
    const requestId = posted.body.data.requestId as string;

    // In review: the buyer's own; nobody else sees it, its files or may offer.
    expect((await detail(requestId, tokens.seller)).body.code).toBe(404);
    const specUrl = `/app-v2/file/${spec.body.data.fileId as string}.pdf`;
    expect((await fetchFile(t, specUrl, { token: third })).status).toBe(404);
    expect((await call(t, 'GET', '/app-v2/buyer-request/list', { token: tokens.seller })).body.data.total).toBe(0);
    const mine = await call(t, 'GET', '/app-v2/buyer-request/mine?state=pending', { token: tokens.buyer, lang: 'zh' });
    expect(mine.body.data).toMatchObject({ total: 1, counts: { all: 1, pending: 1 } });
    expect(mine.body.data.rows[0]).toMatchObject({ requestId, mine: true, title: 'Barley for Busan', grades: [{ name: expect.any(String) }] });

    const queue = await call(t, 'GET', '/admin/buyer-request/review', { token: tokens.staff });
    expect(queue.body.data.rows.map((r: { requestId: string }) => r.requestId)).toContain(requestId);
    expect((await call(t, 'GET', '/admin/buyer-request/review', { token: tokens.buyer })).body.code).toBe(1403);
    const approved = await approve(requestId, 1);
    expect(approved.body.data).toMatchObject({ state: 'live', version: 2 });
    // Stale second approval.
    expect((await approve(requestId, 1)).body.code).toBe(110801);
    const audit = await queryRows<{ action: string }>(t, `select action from audit_log where target_id = '${requestId}'`);
    expect(audit.map((a) => a.action)).toEqual(['buyerRequest.approve']);

    // Live: a signed-in supplier reads the request's photo and spec document (a visitor does not).
    const live = await detail(requestId, tokens.seller);
    expect(live.body.data.specs).toEqual([{ fileId: spec.body.data.fileId, url: specUrl, fileName: 'copper-spec.pdf' }]);
    expect((await fetchFile(t, specUrl, { token: third })).status).toBe(200);
    expect((await fetchFile(t, live.body.data.photos[0].url, { token: third })).status).toBe(200);
    expect((await fetchFile(t, specUrl)).status).toBe(404);

    // The market: filters and search.
    const list = (q: string) => call(t, 'GET', `/app-v2/buyer-request/list?${q}`, { token: tokens.seller });
    expect((await list('market=intl')).body.data.rows.map((r: { requestId: string }) => r.requestId)).toEqual([requestId]);
    expect((await list(`subCategoryId=${cat['barley']}`)).body.data.total).toBe(1);
    expect((await list(`categoryId=${cat['aluminium']}`)).body.data.total).toBe(0);
    expect((await list('keyword=busan')).body.data.total).toBe(1);
    expect((await list('keyword=nothing-like-it')).body.data.total).toBe(0);
    expect((await list('market=cn')).body.data.total).toBe(0);
    expect((await list('deliveryTerm=FOB')).body.data.total).toBe(0);

    // The supplier who sells copper was told (in-app), the buyer was told of the approval.
    const told = await queryRows<{ email: string; kind: string }>(
      t,
      `select u.email, n.kind from notifications n join users u on u.id = n.user_id where n.kind like 'buyer_request%' order by n.kind, u.email`,
    );
    expect(told).toEqual(expect.arrayContaining([{ email: 'buyer@demo.test', kind: 'buyer_request_approved' }]));

    // Offers: the seller's own live ask; forbidden ones stored nothing.
    const askId = await publishLive(t, tokens, askBody({ cat, pictures: [await uploadPicture(t, tokens.seller)] }, { firmPrice: '9100' }));
    const buyerAskId = await publishLive(t, { seller: tokens.buyer, staff: tokens.staff }, askBody({ cat, pictures: [await uploadPicture(t, tokens.buyer)] })).catch(() => null);
    const offer = (token: string, a: string) => post(t, `/app-v2/ask/wanted/${requestId}/offer`, { askId: a }, { token });
    expect((await offer(third, askId)).body.code).toBe(1762);
    if (buyerAskId) expect((await offer(tokens.buyer, buyerAskId)).body.code).toBe(1761);
    expect((await offer(tokens.user, askId)).body.code).toBe(1403);
    expect(await countRows(t, 'buyer_request_offers')).toBe(0);
    const made = await offer(tokens.seller, askId);
    expect(made.body).toMatchObject({ code: 200, data: { requestId, askId } });
    expect((await offer(tokens.seller, askId)).body.code).toBe(1765);

    // Who sees the offer: the buyer and the supplier, not a third company.
    const forBuyer = await detail(requestId, tokens.buyer);
    expect(forBuyer.body.data.offers).toMatchObject([{ askId, mine: false, firmPrice: '9100', askState: 'active' }]);
    expect(forBuyer.body.data.offerCount).toBe(1);
    const forSeller = await detail(requestId, tokens.seller);
    expect(forSeller.body.data.offers).toMatchObject([{ askId, mine: true }]);
    const forThird = await detail(requestId, third);
    expect(forThird.body.data).toMatchObject({ offers: [], offerCount: 0, mine: false, refuseReason: null });
    const offerNote = await queryRows<{ n: number }>(t, `select count(*)::int as n from notifications where kind = 'buyer_request_offer'`);
    expect(offerNote[0]!.n).toBe(1);

    // Withdrawing an offer: only the offering company. The buyer, staff and a third company get 404 and nothing changes.
    const withdraw = (token: string, offerId: string) => call(t, 'DELETE', `/app-v2/ask/wanted/${requestId}/offer/${offerId}`, { token });
    const firstOfferId = made.body.data.offerId as string;
    for (const token of [tokens.buyer, tokens.staff, third]) {
      const refused = await withdraw(token, firstOfferId);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe(404);
    }
    expect(await countRows(t, 'buyer_request_offers')).toBe(1);
    const withdrawn = await withdraw(tokens.seller, firstOfferId);
    expect(withdrawn.body).toMatchObject({ code: 200, data: { offerId: firstOfferId, requestId } });
    expect((await detail(requestId, tokens.buyer)).body.data).toMatchObject({ offers: [], offerCount: 0 });
    expect((await withdraw(tokens.seller, firstOfferId)).body.code).toBe(404);
    // Offered again (the supplier changed their mind): a new offer.
    const again = await offer(tokens.seller, askId);
    expect(again.body.code).toBe(200);
    const offerId = again.body.data.offerId as string;

    // The deal runs on the ask: buy it now for the whole lot (20.5 MT, short of 40 MT: still live), then mark it.
    const deal = await post(t, '/app-v2/quote/buy-now', { askId }, { token: tokens.buyer });
    expect(deal.body.code).toBe(200);
    // In a deal: the offer stays (1860), for the buyer reads it as in a deal.
    const inDeal = await withdraw(tokens.seller, offerId);
    expect(inDeal.status).toBe(409);
    expect(inDeal.body.code).toBe(1860);
    expect(await countRows(t, 'buyer_request_offers')).toBe(1);
    expect((await detail(requestId, tokens.buyer)).body.data.offers).toMatchObject([{ offerId, inDeal: true }]);
    const after = await detail(requestId, tokens.buyer);
    expect(after.body.data.state).toBe('live');
    const done = await post(t, `/app-v2/buyer-request/${requestId}/fulfilled`, { version: after.body.data.version }, { token: tokens.buyer });
    expect(done.body.data.state).toBe('fulfilled');
    const late = await post(t, `/app-v2/ask/wanted/${requestId}/offer`, { askId }, { token: tokens.seller });
    expect(late.body.code).toBe(1760);
  });

  it('a deal covering the quantity fulfils the request; offers after expiry and on a withdrawn request are refused', async () => {
    const posted = await postRequest(tokens.buyer, body({ weight: '20' }));
    const requestId = posted.body.data.requestId as string;
    await approve(requestId, 1);
    const askId = await publishLive(t, tokens, askBody({ cat, pictures: [await uploadPicture(t, tokens.seller)] }, { firmPrice: '9050' }));
    expect((await post(t, `/app-v2/ask/wanted/${requestId}/offer`, { askId }, { token: tokens.seller })).body.code).toBe(200);
    expect((await post(t, '/app-v2/quote/buy-now', { askId }, { token: tokens.buyer })).body.code).toBe(200);
    expect((await detail(requestId, tokens.buyer)).body.data.state).toBe('fulfilled');

    // Expiry: a live request whose day passed reads expired, refuses offers, and the sweep writes it.
    const other = await postRequest(tokens.buyer, body());
    const otherId = other.body.data.requestId as string;
    await approve(otherId, 1);
    await queryRows(t, `update buyer_requests set valid_until = current_date - 2 where id = '${otherId}'`);
    const ask2 = await publishLive(t, tokens, askBody({ cat, pictures: [await uploadPicture(t, tokens.seller)] }));
    expect((await post(t, `/app-v2/ask/wanted/${otherId}/offer`, { askId: ask2 }, { token: tokens.seller })).body.code).toBe(1760);
    expect((await detail(otherId, tokens.buyer)).body.data.state).toBe('expired');
    expect(await expireBuyerRequests({ db: t.app.deps.database.db })).toBeGreaterThanOrEqual(1);
    expect((await queryRows<{ state: string }>(t, `select state from buyer_requests where id = '${otherId}'`))[0]!.state).toBe('expired');

    // Suppliers who sell the grade (a live ask) hear of an approved request, in-app and by e-mail; push off, nothing.
    const told = await postRequest(tokens.buyer, body({ title: 'Barley again' }));
    await approve(told.body.data.requestId, 1);
    const notes = await queryRows<{ email: string; mail_status: string; title_en: string }>(
      t,
      `select u.email, n.mail_status, n.title_en from notifications n join users u on u.id = n.user_id
        where n.kind = 'buyer_request_posted' and n.ref_key = 'request:${told.body.data.requestId}'`,
    );
    expect(notes).toEqual([{ email: 'seller@demo.test', mail_status: expect.stringMatching(/pending|sending|sent/), title_en: expect.stringContaining('Barley again') }]);
    await queryRows(t, `update users set push_enabled = false where email = 'seller@demo.test'`);
    const quiet = await postRequest(tokens.buyer, body({ title: 'Barley, quiet' }));
    await approve(quiet.body.data.requestId, 1);
    expect(await countRows(t, 'notifications', `ref_key = 'request:${quiet.body.data.requestId}' and kind = 'buyer_request_posted'`)).toBe(0);
    await queryRows(t, `update users set push_enabled = true where email = 'seller@demo.test'`);

    // Withdrawn: no offers; a third company never sees a request in review or another's refused one.
    const third1 = await postRequest(tokens.buyer, body());
    const id3 = third1.body.data.requestId as string;
    expect((await detail(id3, third)).body.code).toBe(404);
    const refused = await post(t, `/admin/buyer-request/${id3}/refuse`, { version: 1, reason: 'Grade unclear' }, { token: tokens.staff });
    expect(refused.body.data.state).toBe('refused');
    expect((await detail(id3, third)).body.code).toBe(404);
    expect((await detail(id3, tokens.buyer)).body.data.refuseReason).toBe('Grade unclear');
    // Someone else's request cannot be edited or withdrawn.
    expect((await post(t, `/app-v2/buyer-request/${id3}/withdraw`, { version: 2 }, { token: third })).body.code).toBe(404);
    const edited = await call(t, 'PUT', `/app-v2/buyer-request/${id3}`, { token: tokens.buyer, body: { ...body({ title: 'Barley, clean' }), version: 2 } });
    expect(edited.body.data).toMatchObject({ state: 'pending', version: 3 });
    const withdrawn = await post(t, `/app-v2/buyer-request/${id3}/withdraw`, { version: 3 }, { token: tokens.buyer });
    expect(withdrawn.body.data.state).toBe('closed');
    expect((await post(t, `/app-v2/ask/wanted/${id3}/offer`, { askId: ask2 }, { token: tokens.seller })).body.code).toBe(404);
  });

  it('demo seed: two live demo requests, one per market, written only into an empty table', async () => {
    await queryRows(t, 'delete from buyer_request_offers');
    await queryRows(t, 'delete from buyer_requests');
    expect(await seedDemoBuyerRequests(t.app.deps.database.db)).toBe(2);
    expect(await seedDemoBuyerRequests(t.app.deps.database.db)).toBe(0);
    for (const market of ['intl', 'cn']) {
      const res = await call(t, 'GET', `/app-v2/buyer-request/list?market=${market}`, { token: tokens.seller, lang: 'zh' });
      expect(res.body.data.total, market).toBe(1);
      expect(res.body.data.rows[0]).toMatchObject({ demo: true, state: 'live', mine: false });
    }
  });
});
