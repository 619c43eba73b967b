import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIMITS,
  ZContactRequest,
  ZLandingFigureConfig,
  ZNewsWriteRequest,
  ZStoryWriteRequest,
  contactIsBlank,
  countryName,
  formatFigure,
  isCalendarDate,
  isCountryCode,
  isOwnAssetUrl,
  isSiteLink,
  isSitePath,
  localized,
} from './site.ts';
import { describeIssue } from './validation.ts';

describe('localized text', () => {
  it('picks the language and falls back to the other one when blank', () => {
    expect(localized('zh', '铜', 'Copper')).toBe('铜');
    expect(localized('en', '铜', 'Copper')).toBe('Copper');
    expect(localized('en', '铜', '  ')).toBe('铜');
    expect(localized('zh', null, 'Copper')).toBe('Copper');
    expect(localized('zh', null, null)).toBe('');
  });
});

describe('links and own assets', () => {
  it('accepts paths on this site, never protocol-relative URLs', () => {
    expect(isSitePath('/wiki-detail?slug=copper-barley')).toBe(true);
    expect(isSitePath('//evil.example/x.png')).toBe(false);
    expect(isSitePath('/a b')).toBe(false);
    expect(isSitePath('/a\\b')).toBe(false);
    expect(isSitePath('wiki')).toBe(false);
  });

  it('allows news links to http(s) pages and site paths only', () => {
    expect(isSiteLink('https://press.example.com/2025/launch')).toBe(true);
    expect(isSiteLink('/?section=news')).toBe(true);
    expect(isSiteLink('javascript:alert(1)')).toBe(false);
    expect(isSiteLink('data:text/html,hi')).toBe(false);
    expect(isSiteLink('ftp://files.example.com')).toBe(false);
  });

  it('treats only our origins and site paths as own assets', () => {
    const origins = ['http://localhost:3000', 'https://files.scrapbridge.example'];
    expect(isOwnAssetUrl('/files/abc.webp', origins)).toBe(true);
    expect(isOwnAssetUrl('http://localhost:3000/files/abc.webp', origins)).toBe(true);
    expect(isOwnAssetUrl('https://files.scrapbridge.example/bucket/a.png', origins)).toBe(true);
    expect(isOwnAssetUrl('https://localhost:3000/files/abc.webp', origins)).toBe(false);
    expect(isOwnAssetUrl('https://evil.example/track.gif', origins)).toBe(false);
    expect(isOwnAssetUrl('//evil.example/track.gif', origins)).toBe(false);
    expect(isOwnAssetUrl('data:image/png;base64,AAAA', origins)).toBe(false);
  });
});

describe('dates and countries', () => {
  it('accepts calendar dates that exist', () => {
    expect(isCalendarDate('2025-06-30')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-6-3')).toBe(false);
  });

  it('names ISO countries in both languages and rejects unknown codes', () => {
    expect(isCountryCode('CN')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    for (const code of ['ZZ', 'EU', 'UN', 'QO', 'AA']) expect(isCountryCode(code), code).toBe(false);
    expect(isCountryCode('XK')).toBe(true);
    expect(isCountryCode('HK')).toBe(true);
    expect(isCountryCode('cn')).toBe(false);
    expect(countryName('US', 'zh')).toBe('美国');
    expect(countryName('VN', 'en')).toBe('Vietnam');
    expect(countryName('XX', 'en')).toBe('XX');
  });
});

describe('landing figures (§1)', () => {
  it('formats the claims as the landing shows them', () => {
    expect(formatFigure({ value: 10000, suffix: '+', unit: null })).toBe('10,000+');
    expect(formatFigure({ value: 90, suffix: '%+', unit: null })).toBe('90%+');
    expect(formatFigure({ value: 1600000, suffix: '+', unit: 'MT' })).toBe('1,600,000+ MT');
    expect(formatFigure({ value: 5, suffix: '', unit: null })).toBe('5');
  });

  it('fills defaults of an operator figure and refuses a bad one', () => {
    expect(ZLandingFigureConfig.parse({ key: 'ports', value: 40 })).toEqual({ key: 'ports', value: 40, suffix: '', unit: null, labelled: true });
    expect(ZLandingFigureConfig.safeParse({ key: 'x y', value: 1 }).success).toBe(false);
    expect(ZLandingFigureConfig.safeParse({ key: 'users', value: -1 }).success).toBe(false);
  });
});

describe('news and stories (staff writes)', () => {
  const news = { titleZh: '平台上线', titleEn: 'Launch', tag: 'platform', date: '2025-03-01' };

  it('takes a minimal news item with defaults', () => {
    expect(ZNewsWriteRequest.parse(news)).toMatchObject({ published: false, sort: 0 });
  });

  it('refuses a javascript: link and a date that does not exist, naming the field', () => {
    const res = ZNewsWriteRequest.safeParse({ ...news, link: 'javascript:alert(1)', date: '2025-02-30' });
    expect(res.success).toBe(false);
    const problems = res.error!.issues.map((i) => describeIssue(i));
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'link', reasonKey: 'invalidFormat' },
        { field: 'date', reasonKey: 'invalidFormat' },
      ]),
    );
  });

  it('upper-cases the story country and refuses unknown codes', () => {
    const story = { company: 'Harbor Metals', country: 'vn', quoteZh: '好', quoteEn: 'Good', person: 'T. Nguyen' };
    expect(ZStoryWriteRequest.parse(story).country).toBe('VN');
    expect(ZStoryWriteRequest.safeParse({ ...story, country: 'QQ' }).success).toBe(false);
  });
});

describe('contact form (§5 no validation, bounded lengths)', () => {
  it('accepts any text, blank and missing fields included, as long as something was written', () => {
    expect(ZContactRequest.safeParse({ message: 'Need 3 x 40ft Birch/Cliff' }).success).toBe(true);
    expect(ZContactRequest.safeParse({ realName: '张三', company: '', phone: 'abc', email: 'not an e-mail', message: '' }).success).toBe(true);
    expect(ZContactRequest.safeParse({ realName: null, phone: '138' }).success).toBe(true);
  });

  it('refuses a form with every field blank, naming the message', () => {
    const res = ZContactRequest.safeParse({ realName: ' ', company: '', message: '\n' });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => describeIssue(i))).toEqual([{ field: 'message', reasonKey: 'required' }]);
    expect(contactIsBlank({})).toBe(true);
  });

  it('bounds every field and names the one that is too long', () => {
    for (const [field, max] of Object.entries(CONTACT_LIMITS)) {
      expect(ZContactRequest.safeParse({ message: 'x', [field]: 'a'.repeat(max) }).success, field).toBe(true);
      const res = ZContactRequest.safeParse({ message: 'x', [field]: 'a'.repeat(max + 1) });
      expect(res.error!.issues.map((i) => describeIssue(i)), field).toEqual([{ field, reasonKey: 'tooLong', params: { max } }]);
    }
  });
});
