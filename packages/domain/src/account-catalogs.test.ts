import { describe, expect, it } from 'vitest';
import { catalogs, flatKeys } from './i18n.ts';
import staffEn from './i18n/accounts/lazy/staff.en.json' with { type: 'json' };
import staffZh from './i18n/accounts/lazy/staff.zh.json' with { type: 'json' };
import webEn from './i18n/accounts/lazy/web.en.json' with { type: 'json' };
import webZh from './i18n/accounts/lazy/web.zh.json' with { type: 'json' };

/**
 * The accounts texts of issue 6: the first-load catalog (accounts/{zh,en}.json: server messages, field names, the
 * §8 keys) and the screens' texts loaded with the screens (lazy/web: dialogs, settings, shops; lazy/staff: the staff
 * console), which the web merges into the same `accounts` namespace.
 */
const LAZY = { web: { zh: webZh, en: webEn }, staff: { zh: staffZh, en: staffEn } };

function textAt(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('accounts catalogs (issue 6)', () => {
  it('carry the §8 keys in the first-load catalog, in both languages', () => {
    for (const key of ['IncorrectFileFormat', 'dialogCompanyName', 'upGradeWait', 'leastone', 'email_empty', 'email_right']) {
      expect(textAt(catalogs.en['accounts'], key), key).toBeTruthy();
      expect(textAt(catalogs.zh['accounts'], key), key).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it.each(Object.keys(LAZY) as (keyof typeof LAZY)[])('lazy/%s has the same keys in zh and en, all non-empty, the Chinese in Chinese', (name) => {
    const { zh, en } = LAZY[name];
    const keys = flatKeys(en).sort();
    expect(flatKeys(zh).sort()).toEqual(keys);
    for (const key of keys) {
      expect(textAt(en, key)?.trim(), `en ${key}`).toBeTruthy();
      expect(textAt(zh, key)?.trim(), `zh ${key}`).toBeTruthy();
      const params = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      expect(params(textAt(zh, key)), key).toEqual(params(textAt(en, key)));
    }
    const chinese = keys.filter((k) => /[\u4e00-\u9fff]/.test(textAt(zh, k)!));
    // Everything but brand-free samples (an e-mail placeholder) is written in Chinese.
    expect(chinese.length).toBeGreaterThanOrEqual(keys.length - 2);
  });

  it('never define a key twice across the first-load and lazy files (they merge into one namespace)', () => {
    const main = new Set(flatKeys(catalogs.en['accounts']));
    for (const { en } of Object.values(LAZY)) {
      for (const key of flatKeys(en)) expect(main.has(key), key).toBe(false);
    }
    const web = new Set(flatKeys(webEn));
    for (const key of flatKeys(staffEn)) expect(web.has(key), key).toBe(false);
  });
});
