import { describe, expect, it } from 'vitest';
import { formatDay, formatNumber, linkKind, pick } from './use-landing.ts';

describe('landing formatting', () => {
  it('writes weights with up to 3 decimals and grouped thousands', () => {
    expect(formatNumber(38.5)).toBe('38.5');
    expect(formatNumber(84877.87)).toBe('84,877.87');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0.1234)).toBe('0.123');
    expect(formatNumber(20)).toBe('20');
    expect(formatNumber(-1500.5)).toBe('-1,500.5');
  });

  it('writes news dates in the language, without a time-zone shift', () => {
    expect(formatDay('2026-11-10', 'en')).toBe('Nov 10, 2026');
    expect(formatDay('2026-11-10', 'zh')).toBe('2026年11月10日');
  });

  it('picks the language and falls back to the other', () => {
    expect(pick('zh', '铜', 'Copper')).toBe('铜');
    expect(pick('en', '铜', ' ')).toBe('铜');
  });

  it('keeps site paths in the app and sends http(s) links to a new tab; anything else is no link', () => {
    expect(linkKind('/wiki-detail?slug=x')).toBe('internal');
    expect(linkKind('https://example.com/a')).toBe('external');
    expect(linkKind('//evil.example')).toBeNull();
    expect(linkKind('javascript:alert(1)')).toBeNull();
    expect(linkKind(null)).toBeNull();
  });
});
