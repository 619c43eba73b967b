import { describe, expect, it } from 'vitest';
import { detailEntries } from './audit.ts';

describe('audit log details', () => {
  it('lists an entry detail as key and text, nested values as JSON, long ones cut', () => {
    expect(detailEntries(null)).toEqual([]);
    expect(detailEntries({ version: 2, reason: 'Licence unreadable', extra: { a: 1 }, gone: null })).toEqual([
      ['version', '2'],
      ['reason', 'Licence unreadable'],
      ['extra', '{"a":1}'],
      ['gone', '—'],
    ]);
    const [[, long]] = detailEntries({ reason: 'x'.repeat(500) }) as [[string, string]];
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('audit log labels', () => {
  it('names every known action and target in both languages', async () => {
    const { translate } = await import('@scrapbridge/domain/i18n');
    const { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } = await import('./audit.ts');
    for (const lang of ['zh', 'en'] as const) {
      for (const a of AUDIT_ACTIONS) expect(translate(lang, `staff.audit.actions.${a}`)).not.toContain('staff.');
      for (const v of AUDIT_TARGET_TYPES) expect(translate(lang, `staff.audit.targets.${v}`)).not.toContain('staff.');
    }
  });
});
