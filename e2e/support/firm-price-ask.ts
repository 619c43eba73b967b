import sharp from 'sharp';
import { apiLogin, call } from './session.ts';

/** The one copper line of a test lot and its buy-it-now price (none: the lot is only negotiated). */
export type TTestLot = { nameZh: string; weight: string; unitPrice: string; minPrice: string; maxPrice: string; firmPrice: string | null };

/**
 * A fresh live lot of the demo seller with a buy-it-now price, published and approved through the API (the listings
 * tests drive that screen): 10 MT Barley at 9,150, firm price 9,300, FOB Los Angeles. The negotiation and orders
 * tests deal on it.
 */
export function firmPriceAsk(baseUrl: string, name: string): Promise<string> {
  return liveAsk(baseUrl, name, { nameZh: `${name}（一口价）`, weight: '10', unitPrice: '9150', minPrice: '8900', maxPrice: '9400', firmPrice: '9300' });
}

/**
 * A fresh live lot of the demo seller (one Barley line, FOB Los Angeles), published and approved through the API. A
 * test that deals on a lot of its own leaves the demo lots as a new user finds them, and its retry starts from a lot
 * nobody has quoted yet.
 */
export async function liveAsk(baseUrl: string, name: string, lot: TTestLot): Promise<string> {
  const seller = (await apiLogin(baseUrl, 'seller@demo.test')).token;
  const staff = (await apiLogin(baseUrl, 'staff@demo.test')).token;
  const as = (token: string, body?: unknown) => ({ token, body, market: 'intl' as const });
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 184, g: 115, b: 51 } } }).png().toBuffer();
  const form = new FormData();
  form.append('fileType', 'ask');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'lot.png');
  const file = await call<{ fileId: string }>(baseUrl, 'POST', '/ai-system/file/upload', as(seller, form));
  if (file.code !== 200) throw new Error(`upload: ${file.code} ${file.msg}`);
  type TCat = { categoryId: number; code: string };
  const rowsOf = (d: TCat[] | { rows: TCat[] }) => (Array.isArray(d) ? d : d.rows);
  const families = await call<TCat[] | { rows: TCat[] }>(baseUrl, 'GET', '/app-v2/sys/category/list?parentId=0', as(seller));
  const copper = rowsOf(families.data).find((c) => c.code === 'copper')!;
  const grades = await call<TCat[] | { rows: TCat[] }>(baseUrl, 'GET', `/app-v2/sys/category/list?parentId=${copper.categoryId}`, as(seller));
  const barley = rowsOf(grades.data).find((c) => c.code === 'barley')!;
  const published = await call<{ askId: string; version: number }>(
    baseUrl,
    'POST',
    '/app-v2/ask',
    as(seller, {
      market: 'intl', askName: name, askNameZh: lot.nameZh, descriptions: 'Bright wire, clean', descriptionsZh: '光亮铜线，干净',
      comboLoadName: name, originCountryId: 101, loadingCountryId: 101, province: 'California', city: 'Los Angeles', addressDetail: '2400 E 12th St',
      deliveryTerm: 'FOB', portId: 301, validityId: 874, preferredQuoteType: 'FIXED', shipmentDays: 21, packingMethod: 'bales', specs: 'guaranteed',
      depositRatio: '30', balanceRatio: '70', balanceTiming: 'against_bl_copy', ...(lot.firmPrice ? { firmPrice: lot.firmPrice } : {}),
      details: [{ categoryId: copper.categoryId, subCategoryId: barley.categoryId, detailName: 'Barley wire', detailNameZh: '光亮铜线', weight: lot.weight, quoteType: 'FIXED', unitPrice: lot.unitPrice, minPrice: lot.minPrice, maxPrice: lot.maxPrice, media: [{ fileId: file.data.fileId, kind: 'image' }] }],
    }),
  );
  if (published.code !== 200) throw new Error(`publish: ${published.code} ${published.msg}`);
  const approved = await call(baseUrl, 'POST', `/admin/ask/${published.data.askId}/approve`, as(staff, { version: published.data.version }));
  if (approved.code !== 200) throw new Error(`approve: ${approved.code} ${approved.msg}`);
  return published.data.askId;
}
