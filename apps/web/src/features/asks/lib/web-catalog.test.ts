import { describe, expect, it } from 'vitest';
import { flatKeys } from '@scrapbridge/domain/i18n';
import { i18n } from '#lib/i18n.ts';
import { LISTINGS_WEB_CATALOGS } from './web-catalog.ts';

/** The listings screens' texts load with the screens; they follow the same rules as the first-load catalogs. */
describe('listings screen texts (packages/domain/src/i18n/listings/lazy)', () => {
  const zh = flatKeys(LISTINGS_WEB_CATALOGS.zh).sort();
  const en = flatKeys(LISTINGS_WEB_CATALOGS.en).sort();

  it('have the same keys in zh and en', () => {
    expect(zh).toEqual(en);
  });

  it('leave the first-load part of the namespace alone (what the server and other screens read)', () => {
    // fields, errors, status, album and review.title stay in packages/domain/src/i18n/listings/*.json.
    const firstLoad = ['fields', 'errors', 'status', 'album', 'review.title'];
    expect(en.filter((k) => firstLoad.some((f) => k === f || k.startsWith(`${f}.`)))).toEqual([]);
  });

  it('keep the same {{placeholders}} and no empty texts', () => {
    const at = (obj: unknown, key: string) => key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], obj) as string;
    for (const key of en) {
      const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const zhText = at(LISTINGS_WEB_CATALOGS.zh, key);
      const enText = at(LISTINGS_WEB_CATALOGS.en, key);
      expect(zhText.trim(), key).not.toBe('');
      expect(enText.trim(), key).not.toBe('');
      expect(params(zhText), key).toEqual(params(enText));
    }
  });

  it('write the Chinese in Chinese', () => {
    const at = (key: string) => key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], LISTINGS_WEB_CATALOGS.zh) as string;
    const latinOnly = zh.filter((k) => !/[\u4e00-\u9fff]/.test(at(k)));
    // Trade codes and formats read the same in both languages.
    expect(latinOnly.sort()).toEqual(['gallery.position'].sort());
  });

  it('join the listings namespace once a listings screen loads', () => {
    expect(i18n.getFixedT('zh')('listings.publish.title')).toBe('发布货盘');
    expect(i18n.getFixedT('en')('listings.sellerTab.refused')).toBe('Rejected');
    // The first-load part is still there.
    expect(i18n.getFixedT('en')('listings.status.active')).toBe('Active');
  });
});
