import { describe, expect, it } from 'vitest';
import { browserId, defaultLang, readCachedUser, readLang, STORAGE_KEYS, store, writeLang } from './storage.ts';

describe('local storage (§3)', () => {
  it('uses the §3 key names exactly', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      ['ListPath', 'lang', 'marketType', 'oldWeightType', 'userInfo', 'version', 'weightType', 'weightUnit'].sort(),
    );
  });

  it('defaults the language from the browser: zh* → zh, else en', () => {
    expect(defaultLang('zh-CN')).toBe('zh');
    expect(defaultLang('zh-TW')).toBe('zh');
    expect(defaultLang('en-US')).toBe('en');
    expect(defaultLang('de')).toBe('en');
    expect(defaultLang(undefined)).toBe('en');
  });

  it('keeps a chosen language', () => {
    writeLang('zh');
    expect(readLang()).toBe('zh');
    writeLang('en');
    expect(readLang()).toBe('en');
  });

  it('generates the browser id once', () => {
    store.remove(STORAGE_KEYS.version);
    const id = browserId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(browserId()).toBe(id);
  });

  it('ignores a broken cached profile', () => {
    store.set(STORAGE_KEYS.userInfo, '{not json');
    expect(readCachedUser()).toBeNull();
  });
});
