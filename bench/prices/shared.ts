/** What run.ts and its child serve.ts share: the two paths under load and their messages. */
import type { generateDeals, generatePriceList } from './generate.ts';

export const LIST_PATH = '/saas-v1/market-price/list';
export const historyPath = (id: string) => `/saas-v1/market-price/item/${id}/history`;

export type TReady = {
  type: 'ready';
  appUrl: string;
  bareUrl: string;
  databaseVersion: string;
  setupSeconds: number;
  priceList: Awaited<ReturnType<typeof generatePriceList>>;
  deals: Awaited<ReturnType<typeof generateDeals>>;
  itemId: string;
};
export type TChildMessage = { type: 'log'; msg: string } | TReady | { type: 'error'; error: string } | { type: 'cpu'; micros: number } | { type: 'closed' };

