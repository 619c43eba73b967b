import { describe, expect, it } from 'vitest';
import { LANGS, appLangFor, catalogs, flatKeys, langFromAppLang, languageTypeFor, translate } from './i18n.ts';
import { ErrorCode } from './error-codes.ts';

describe('catalogs', () => {
  const namespaces = Object.keys(catalogs.en);

  it('have the same namespaces in zh and en', () => {
    expect(Object.keys(catalogs.zh).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('namespace %s has the same keys in zh and en', (ns) => {
    expect(flatKeys(catalogs.zh[ns]).sort()).toEqual(flatKeys(catalogs.en[ns]).sort());
  });

  it.each(namespaces)('namespace %s has no empty texts', (ns) => {
    for (const lang of LANGS) {
      for (const key of flatKeys(catalogs[lang][ns])) {
        expect(translate(lang, `${ns}.${key}`), `${lang} ${ns}.${key}`).not.toBe('');
      }
    }
  });

  it('word every error code in both languages, the Chinese in Chinese', () => {
    for (const code of Object.values(ErrorCode)) {
      const zh = translate('zh', `errors.${code}`);
      const en = translate('en', `errors.${code}`);
      expect(zh, `zh ${code}`).not.toBe(`errors.${code}`);
      expect(en, `en ${code}`).not.toBe(`errors.${code}`);
      expect(zh, `zh ${code}`).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('keep the same {{placeholders}} in zh and en', () => {
    for (const ns of namespaces) {
      for (const key of flatKeys(catalogs.en[ns])) {
        const params = (lang: 'zh' | 'en') =>
          [...translate(lang, `${ns}.${key}`).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
        expect(params('zh'), `${ns}.${key}`).toEqual(params('en'));
      }
    }
  });
});

describe('translate', () => {
  it('interpolates parameters and falls back to the key when missing', () => {
    expect(translate('zh', 'errors.1005', { seconds: 42 })).toBe('请在 42 秒后再获取验证码');
    expect(translate('en', 'errors.1005', { seconds: 42 })).toBe('Please wait 42 s before requesting another code');
    expect(translate('en', 'errors.no-such-key')).toBe('errors.no-such-key');
    expect(translate('en', 'nonamespace')).toBe('nonamespace');
  });
});

describe('language headers (§7)', () => {
  it('maps appLang to a catalog, unknown to English', () => {
    expect(langFromAppLang('zh-CN')).toBe('zh');
    expect(langFromAppLang('ZH')).toBe('zh');
    expect(langFromAppLang('en-US')).toBe('en');
    expect(langFromAppLang(undefined)).toBe('en');
    expect(langFromAppLang('fr-FR')).toBe('en');
    expect(appLangFor('zh')).toBe('zh-CN');
    expect(languageTypeFor('zh')).toBe('China');
    expect(languageTypeFor('en')).toBe('English');
  });
});
