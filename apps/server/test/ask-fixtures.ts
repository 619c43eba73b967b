import { DictId } from '@scrapbridge/domain/catalog';
import { expect } from 'vitest';
import { call, countRows, passwordLogin, post, queryRows } from './api.ts';
import { createTestApp, type TTestApp } from './test-app.ts';
import { solidPng, tinyMp4, upload } from './upload-fixtures.ts';

/** A test app with the catalogue, the demo accounts and their sessions: what every ask test starts from. */
export async function askTestApp(env: Record<string, string> = {}) {
  const t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', ...env }, { template: 'catalog+demo' });
  const tokens = {
    seller: await passwordLogin(t, 'seller@demo.test'),
    buyer: await passwordLogin(t, 'buyer@demo.test'),
    staff: await passwordLogin(t, 'staff@demo.test'),
    user: await passwordLogin(t, 'user@demo.test'),
  };
  const cats = await queryRows<{ id: number; code: string }>(t, 'select id, code from categories');
  const cat = Object.fromEntries(cats.map((c) => [c.code, c.id])) as Record<string, number>;
  return { t, tokens, cat };
}

export async function uploadPicture(t: TTestApp, token: string, rgb: [number, number, number] = [184, 115, 51]): Promise<string> {
  const res = await upload(t, token, { name: 'lot.png', content: await solidPng(64, 48, rgb) });
  expect(res.body.code).toBe(200);
  return res.body.data.fileId as string;
}

export async function uploadVideo(t: TTestApp, token: string): Promise<string> {
  const res = await upload(t, token, { name: 'walk.mp4', content: tinyMp4() });
  expect(res.body.code).toBe(200);
  return res.body.data.fileId as string;
}

/** A complete international publication: Barley on FOB Los Angeles, 7 days, fixed price. */
export function askBody(opts: { cat: Record<string, number>; pictures: string[]; videos?: string[] }, patch: Record<string, unknown> = {}) {
  return {
    market: 'intl',
    askName: 'Bare bright copper wire',
    askNameZh: '光亮铜线',
    descriptions: 'Clean bare bright wire, no tin',
    descriptionsZh: '干净光亮铜线，无镀锡',
    comboLoadName: 'LA wire lot',
    originCountryId: DictId.CountryUS,
    loadingCountryId: DictId.CountryUS,
    province: 'California',
    city: 'Los Angeles',
    addressDetail: '2400 E 12th St',
    deliveryTerm: 'FOB',
    portId: 301,
    validityId: 874,
    preferredQuoteType: 'FIXED',
    shipmentDays: 21,
    packingMethod: 'bales',
    specs: 'guaranteed',
    depositRatio: '30',
    balanceRatio: '70',
    balanceTiming: 'against_bl_copy',
    details: [
      {
        categoryId: opts.cat['copper'],
        subCategoryId: opts.cat['barley'],
        detailName: 'Barley wire',
        detailNameZh: '光亮铜线',
        weight: '20.5',
        quoteType: 'FIXED',
        unitPrice: '9150',
        minPrice: '8900',
        maxPrice: '9400',
        media: [...opts.pictures.map((fileId) => ({ fileId, kind: 'image' })), ...(opts.videos ?? []).map((fileId) => ({ fileId, kind: 'video' }))],
      },
    ],
    ...patch,
  };
}

export async function publish(t: TTestApp, token: string, body: unknown) {
  return post(t, '/app-v2/ask', body, { token });
}

/** Publishes and approves: a live ask the buyer list shows. */
export async function publishLive(t: TTestApp, tokens: { seller: string; staff: string }, body: unknown): Promise<string> {
  const res = await publish(t, tokens.seller, body);
  expect(res.body, 'publish').toMatchObject({ code: 200 });
  const approved = await post(t, `/admin/ask/${res.body.data.askId}/approve`, { version: res.body.data.version }, { token: tokens.staff });
  expect(approved.body, 'approve').toMatchObject({ code: 200 });
  return res.body.data.askId as string;
}

/** Row counts of everything a publication writes, to prove a refused one wrote nothing. */
export async function askTableCounts(t: TTestApp) {
  return { asks: await countRows(t, 'asks'), details: await countRows(t, 'ask_details'), media: await countRows(t, 'ask_media') };
}

export async function detailOf(t: TTestApp, token: string, askId: string, lang: 'zh' | 'en' = 'en') {
  return call(t, 'GET', `/app-v2/ask/${askId}`, { token, lang });
}
