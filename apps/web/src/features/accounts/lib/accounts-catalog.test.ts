import { describe, expect, it } from 'vitest';
import { flatKeys } from '@scrapbridge/domain/i18n';
import { i18n } from '#lib/i18n.ts';
import { ACCOUNTS_WEB_CATALOGS } from './accounts-catalog.ts';

/** The account screens' texts load with them; they follow the same rules as the other catalogs. */
describe('account screen texts (packages/domain/src/i18n/accounts/lazy/web.*.json)', () => {
  const zh = flatKeys(ACCOUNTS_WEB_CATALOGS.zh).sort();
  const en = flatKeys(ACCOUNTS_WEB_CATALOGS.en).sort();
  const at = (obj: unknown, key: string) => key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], obj) as string;

  it('have the same keys in zh and en', () => {
    expect(zh).toEqual(en);
  });

  it('keep the same {{placeholders}} and no empty texts', () => {
    const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of en) {
      const zhText = at(ACCOUNTS_WEB_CATALOGS.zh, key);
      const enText = at(ACCOUNTS_WEB_CATALOGS.en, key);
      expect(zhText.trim(), key).not.toBe('');
      expect(enText.trim(), key).not.toBe('');
      expect(params(zhText), key).toEqual(params(enText));
    }
  });

  it('join the accounts namespace beside what the server reads', () => {
    expect(i18n.getFixedT('zh')('accounts.follow.title')).toBe('关注品类');
    expect(i18n.getFixedT('en')('accounts.upgrade.submit')).toBe('Submit for review');
    expect(i18n.getFixedT('en')('accounts.leastone')).toBe('Please keep at least one category');
  });
});
