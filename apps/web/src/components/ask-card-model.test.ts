import { describe, expect, it } from 'vitest';
import type { TAskCard } from '@scrapbridge/domain/ask-view';
import webZh from '@scrapbridge/domain/i18n/listings/lazy/web.zh.json';
import webEn from '@scrapbridge/domain/i18n/listings/lazy/web.en.json';
import { i18n } from '#lib/i18n.ts';
import { cardView, detailHref, pick, remainingText, viewerUnit, weightText } from './ask-card-model.ts';

// The listings screens' texts, as features/asks/lib/web-catalog.ts installs them when a listings screen loads.
i18n.addResourceBundle('zh', 'listings', webZh, true, true);
i18n.addResourceBundle('en', 'listings', webEn, true, true);

const fixed = (lang: 'zh' | 'en') => {
  const tf = i18n.getFixedT(lang);
  return (key: string, params?: Record<string, string | number>) => tf(key, params ?? {});
};

function card(patch: Partial<TAskCard> = {}): TAskCard {
  return {
    askId: 'a1',
    askState: 'active',
    statusKey: 'active',
    statusText: 'Active',
    tags: ['new'],
    buyerStatus: 'beforeQuote',
    mine: false,
    market: 'intl',
    currency: 'USD',
    askName: 'Barley copper',
    askNameZh: '光亮铜线',
    productNames: ['Bare bright copper wire'],
    descriptions: 'Bright wire',
    descriptionsZh: null,
    originCountryDict: { dictDataId: 101, dictLabel: 'United States', dictValue: 'US' },
    loadingCountryDict: { dictDataId: 103, dictLabel: 'Canada', dictValue: 'CA' },
    categoryDict: { categoryId: 1, categoryCn: '铜', categoryEn: 'Copper' },
    weight: 38.5,
    weightLbs: 84877.87,
    deliveryTerm: 'FOB',
    preferredQuoteType: 'FIXED',
    clickCount: 0,
    untilSold: false,
    quoteEndSeconds: 3 * 86400 + 5 * 3600 + 120,
    images: [{ url: '/app-v2/file/f1.jpg', isVideo: false }],
    hasVideo: false,
    askDetailList: [{ detailId: 'd1' }],
    refuseReason: null,
    publishedAt: null,
    updatedAt: '2026-01-01T00:00:00Z',
    ...patch,
  };
}

describe('listing card view-model (§2 card, §4 tags, §9 units)', () => {
  it('shows the card in English in MT', () => {
    const view = cardView(card(), { lang: 'en', unit: 'MT', t: fixed('en') });
    expect(view).toMatchObject({
      title: 'Barley copper',
      category: 'Copper',
      origin: 'United States',
      loading: 'Canada',
      weight: '38.5 MT',
      status: 'Active · Ends in 3 d 5 h',
      href: '/view-detail?askId=a1&detailId=d1',
      cover: { url: '/app-v2/file/f1.jpg', isVideo: false },
    });
    expect(view.tags).toEqual([{ key: 'new', label: 'New' }]);
  });

  it('shows Chinese names, falls back to English when a Chinese text is missing, and weighs in LBS to 3 decimals', () => {
    const view = cardView(card({ tags: ['expired'], statusKey: 'expired', askState: 'expired' }), { lang: 'zh', unit: 'LBS', t: fixed('zh') });
    expect(view.title).toBe('光亮铜线');
    expect(view.description).toBe('Bright wire');
    expect(view.category).toBe('铜');
    expect(view.weight).toBe('84,877.87 LBS');
    expect(view.status).toBe('已过期');
    expect(view.tags).toEqual([{ key: 'expired', label: '已过期' }]);
  });

  it('keeps the China market in MT even for an LBS viewer', () => {
    const view = cardView(card({ market: 'cn', currency: 'CNY' }), { lang: 'en', unit: 'LBS', t: fixed('en') });
    expect(view.weight).toBe('38.5 MT');
    expect(viewerUnit('cn', 'LBS')).toBe('MT');
    expect(viewerUnit('intl', 'LBS')).toBe('LBS');
  });

  it('says "until sold" and treats an mp4 cover as a video', () => {
    const view = cardView(
      card({ untilSold: true, quoteEndSeconds: null, images: [{ url: '/app-v2/file/v.mp4', isVideo: false }] }),
      { lang: 'en', unit: 'MT', t: fixed('en') },
    );
    expect(view.status).toBe('Active · Until sold');
    expect(view.cover?.isVideo).toBe(true);
    expect(view.hasVideo).toBe(true);
  });

  it('words the owner-only states', () => {
    const t = fixed('en');
    expect(cardView(card({ statusKey: 'auditingOwner', askState: 'auditing', mine: true, tags: [] }), { lang: 'en', unit: 'MT', t }).status).toBe(
      'Under review by the platform',
    );
    expect(cardView(card({ statusKey: 'rejected', askState: 'refused', refuseReason: 'Blurry' }), { lang: 'en', unit: 'MT', t }).refuseReason).toBe('Blurry');
  });

  it('formats helpers', () => {
    const t = fixed('en');
    expect(weightText(null, null, 'MT', 'en')).toBe('—');
    expect(weightText(1234.5678, 0, 'MT', 'en')).toBe('1,234.568 MT');
    expect(remainingText(59, t)).toBe('1 min');
    expect(remainingText(3 * 3600 + 7 * 60, t)).toBe('3 h 7 min');
    expect(remainingText(3 * 3600 + 7 * 60, fixed('zh'))).toBe('3 小时 7 分钟');
    expect(detailHref('a b', null)).toBe('/view-detail?askId=a+b');
    expect(pick('zh', '', 'Copper')).toBe('Copper');
  });

  it('on the landing, shows the status line the server wrote and the tag words of the landing', () => {
    const view = cardView(card({ statusText: 'Quoting', tags: ['new'] }), { lang: 'zh', unit: 'MT', t: fixed('zh'), place: 'landing' });
    expect(view.status).toBe('Quoting');
    expect(view.tags).toEqual([{ key: 'new', label: '新' }]);
    expect(view.weight).toBe('38.5 MT');
  });

  it('on /share (public too), words the card like the landing, in the viewer unit', () => {
    const view = cardView(card({ statusText: 'Quoting', tags: ['new'] }), { lang: 'en', unit: 'LBS', t: fixed('en'), place: 'share' });
    expect(view.status).toBe('Quoting');
    expect(view.tags).toEqual([{ key: 'new', label: cardView(card({ tags: ['new'] }), { lang: 'en', unit: 'MT', t: fixed('en'), place: 'landing' }).tags[0]!.label }]);
    expect(view.weight).toMatch(/ LBS$/);
  });
});
