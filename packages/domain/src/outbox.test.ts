import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import { verificationCodeIn } from './outbox.ts';

describe('verificationCodeIn (the staff outbox code column)', () => {
  it('reads the code of the SMS and e-mail texts in both languages, and nothing from other messages', () => {
    const params = { brand: 'ScrapBridge', purpose: 'sign-in', code: '042917', minutes: 10 };
    for (const lang of ['zh', 'en'] as const) {
      expect(verificationCodeIn(translate(lang, 'messages.codeSms', params))).toBe('042917');
      expect(verificationCodeIn(translate(lang, 'messages.codeMailText', params))).toBe('042917');
    }
    expect(verificationCodeIn('Contract SB-2026-1234567 is signed')).toBeNull();
    expect(verificationCodeIn('Your code is 1234567')).toBeNull();
  });
});
