import { describe, expect, it } from 'vitest';
import { formatReport, measureClock, rttLevel, skewLevel } from './diagnostics.ts';

describe('/test diagnostics', () => {
  it('measures round trip and clock skew from the fastest ping', () => {
    const samples = [
      { sentAt: 10_000, receivedAt: 10_900, serverTime: 5_000 },
      { sentAt: 20_000, receivedAt: 20_100, serverTime: 14_950 },
    ];
    // Fastest: 100 ms; browser mid-point 20,050 vs server 14,950 → the browser is 5.1 s ahead.
    expect(measureClock(samples)).toEqual({ rttMs: 100, skewMs: 5100 });
    expect(measureClock([{ sentAt: 0, receivedAt: 40, serverTime: 25_020 }])).toEqual({ rttMs: 40, skewMs: -25_000 });
    expect(measureClock([])).toBeNull();
  });

  it('grades skew and round trip', () => {
    expect(skewLevel(30_000)).toBe('ok');
    expect(skewLevel(-31_000)).toBe('warn');
    expect(skewLevel(5 * 60_000 + 1)).toBe('fail');
    expect(rttLevel(120)).toBe('ok');
    expect(rttLevel(2500)).toBe('warn');
    expect(rttLevel(3001)).toBe('fail');
  });

  it('writes a plain report with the problems marked', () => {
    const text = formatReport('Diagnostics', new Date('2026-11-26T10:00:00Z'), [
      { label: 'API', value: 'reachable, 80 ms', level: 'ok' },
      { label: 'Clock', value: 'ahead by 6 min', level: 'fail' },
      { label: 'Language', value: 'English' },
    ]);
    expect(text).toBe('Diagnostics\n2026-11-26T10:00:00.000Z\n\nAPI: reachable, 80 ms\nClock: ahead by 6 min [FAIL]\nLanguage: English');
  });
});
