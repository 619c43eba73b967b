import { translate } from '@scrapbridge/domain/i18n';
import { localized } from '@scrapbridge/domain/site';
import { clipText } from '../../lib/html-head.ts';
import { filePath } from '../platform/index.ts';
import type { TPageResolver, TSitemapSource } from '../content/index.ts';
import { findShop, listPublicShopIds, listShopPictureRows } from './shops.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Shops listed in sitemap.xml: approved ones, newest first, bounded. */
const SITEMAP_SHOPS_MAX = 10_000;

/**
 * Share preview of /share-shop?shopId=… (§2 public): the company's name, profile and first picture, so a shop
 * link shared in a chat app previews well. Only approved shops; any other id falls back to the path's default.
 */
export const shopPagePreview: TPageResolver = async ({ deps, lang, query }) => {
  const shopId = query.get('shopId') ?? '';
  if (!UUID.test(shopId)) return null;
  const { db } = deps.database;
  const row = await findShop(db, { shopId }, null);
  if (!row || row.shop.status !== 'ok') return null;
  const [cover] = await listShopPictureRows(db, [shopId]);
  const company = (lang === 'zh' ? row.companyName || row.companyNameEn : row.companyNameEn || row.companyName) ?? '';
  const profile = localized(lang, row.shop.profileZh, row.shop.profileEn);
  return {
    title: translate(lang, 'accounts.shop.share.title', { company }),
    description: profile
      ? clipText(profile)
      : translate(lang, 'accounts.shop.share.description', { factories: row.shop.factoriesNumber, employees: row.shop.employeesNumber }),
    image: cover ? filePath(cover.fileId, cover.ext) : null,
  };
};

export const shopSitemapSource: TSitemapSource = async (db) =>
  (await listPublicShopIds(db, SITEMAP_SHOPS_MAX)).map((s) => ({ path: `/share-shop?shopId=${s.id}`, lastmod: s.updatedAt }));
