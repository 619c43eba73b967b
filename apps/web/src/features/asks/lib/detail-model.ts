/**
 * How /view-detail (and the staff preview) words an ask's fields: prices per §9 through the domain's price-display
 * rules, weights in the viewer's unit, and the trade terms as a trader reads them. Pure and unit-tested.
 */
import type { TAskDetail, TAskDetailLine, TAskMedia } from '@scrapbridge/domain/ask-view';
import { DictId } from '@scrapbridge/domain/catalog';
import type { TLang } from '@scrapbridge/domain/i18n';
import { displayPrice, formatFixedPrice, formatTrimmed } from '@scrapbridge/domain/price-display';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { pick, type TTranslate } from '#components/ask-card-model.ts';

/** §9 price display of a line in the viewer's unit: "$9,150.00/MT", "$4.150/lb", "95% LME", "CMX - 38¢/lb". */
export function linePriceText(line: Pick<TAskDetailLine, 'quoteDetail'>, unit: TWeightUnit): string {
  const priceVo = line.quoteDetail.priceVo;
  return priceVo ? displayPrice(priceVo, unit) : '—';
}

/** The range the seller accepts from buyers' fixed-price quotes, in the viewer's unit; null when none is set. */
export function priceRangeText(line: Pick<TAskDetailLine, 'minPrice' | 'maxPrice' | 'currency'>, unit: TWeightUnit): string | null {
  const fmt = (v: number) => formatFixedPrice(v, line.currency, unit);
  if (line.minPrice !== null && line.maxPrice !== null) return `${fmt(line.minPrice)} – ${fmt(line.maxPrice)}`;
  if (line.minPrice !== null) return `≥ ${fmt(line.minPrice)}`;
  if (line.maxPrice !== null) return `≤ ${fmt(line.maxPrice)}`;
  return null;
}

export function lineName(line: Pick<TAskDetailLine, 'detailName' | 'detailNameZh' | 'subCategoryDict'>, lang: TLang): string {
  return (
    pick(lang, line.detailNameZh, line.detailName) ||
    (line.subCategoryDict ? pick(lang, line.subCategoryDict.categoryCn, line.subCategoryDict.categoryEn) : '')
  );
}

export function categoryText(line: Pick<TAskDetailLine, 'categoryDict' | 'subCategoryDict'>, lang: TLang): string {
  const family = line.categoryDict ? pick(lang, line.categoryDict.categoryCn, line.categoryDict.categoryEn) : '';
  const grade = line.subCategoryDict ? pick(lang, line.subCategoryDict.categoryCn, line.subCategoryDict.categoryEn) : '';
  return [family, grade].filter(Boolean).join(' / ');
}

/** "10% deposit, 90% balance after inspection". */
export function paymentText(ask: Pick<TAskDetail, 'depositRatio' | 'balanceRatio' | 'balanceTiming'>, t: TTranslate): string | null {
  if (ask.depositRatio === null && ask.balanceRatio === null) return null;
  return t('listings.detail.paymentText', {
    deposit: formatTrimmed(ask.depositRatio ?? 0, 1),
    balance: formatTrimmed(ask.balanceRatio ?? 0, 1),
    timing: ask.balanceTiming ? t(`listings.paymentTiming.${ask.balanceTiming}`) : '',
  })
    .replace(/[\s·]+$/, '')
    .trim();
}

/** The place the delivery term names: pickup address (EXW), loading port (FAS/FOB), destination port (CNF/CIF). */
export function deliveryPlace(ask: Pick<TAskDetail, 'deliveryTerm' | 'exwAddress' | 'portDict' | 'destinationPortDict'>): string | null {
  const port = (d: TAskDetail['portDict']) => (d ? `${d.dictLabel} (${d.dictValue})` : null);
  switch (ask.deliveryTerm) {
    case 'EXW':
      return ask.exwAddress;
    case 'FAS':
    case 'FOB':
      return port(ask.portDict);
    case 'CNF':
    case 'CIF':
      return port(ask.destinationPortDict);
    default:
      return null;
  }
}

export function addressText(ask: Pick<TAskDetail, 'province' | 'city' | 'area' | 'addressDetail'>, lang: TLang): string {
  const parts = lang === 'zh' ? [ask.province, ask.city, ask.area, ask.addressDetail] : [ask.addressDetail, ask.area, ask.city, ask.province];
  return parts.filter((p): p is string => !!p && p.trim() !== '').join(lang === 'zh' ? ' ' : ', ');
}

export function isUntilSold(ask: Pick<TAskDetail, 'untilSold' | 'validityId'>): boolean {
  return ask.untilSold || ask.validityId === DictId.UntilSold;
}

/** The gallery of a line: its own pictures and videos, else the ask's covers (so a line without media still shows the lot). */
export function galleryOf(ask: Pick<TAskDetail, 'askDetailList' | 'images'>, line: TAskDetailLine | undefined): TAskMedia[] {
  if (line && line.askGoods.length > 0) return line.askGoods;
  const all = ask.askDetailList.flatMap((l) => l.askGoods);
  if (all.length > 0) return all;
  return ask.images.map((i) => ({
    fileId: i.fileId,
    kind: i.isVideo ? ('video' as const) : ('image' as const),
    ext: i.ext,
    url: i.url,
    isVideo: i.isVideo,
    width: null,
    height: null,
    pictureInfo: { url: i.url, coverUrl: i.isVideo ? null : i.url },
  }));
}

/** The absolute link of a path on this site (share and copy link). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** /share?askId=… — the public preview page visitors can open (§2 /share, its learn-more banner). */
export function sharePath(askId: string): string {
  return `/share?${new URLSearchParams({ askId }).toString()}`;
}
