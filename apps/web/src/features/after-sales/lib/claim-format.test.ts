import { describe, expect, it } from 'vitest';
import { clockStateText, durationText, typeOfEditPath } from './claim-format.ts';

const t = (key: string, p?: Record<string, string | number>) => `${key.split('.').pop()}${p ? `(${Object.values(p).join(',')})` : ''}`;

describe('claim format', () => {
  it('durations', () => {
    expect(durationText(t, (2 * 1440 + 5 * 60) * 60_000)).toBe('days(2) hours(5)');
    expect(durationText(t, -(3 * 60 + 20) * 60_000)).toBe('hours(3) minutes(20)');
    expect(durationText(t, 12 * 60_000)).toBe('minutes(12)');
  });
  it('clock states', () => {
    const base = { dueAt: '', metAt: null, late: false, remainingMs: 3_600_000 };
    expect(clockStateText(t, { ...base, state: 'due' })).toBe('due(hours(1))');
    expect(clockStateText(t, { ...base, state: 'met', late: true })).toBe('metLate');
    expect(clockStateText(t, { ...base, state: 'overdue', remainingMs: -60_000 })).toBe('overdue(minutes(1))');
  });
  it('the form of each route', () => {
    expect(typeOfEditPath('/claim-edit-weight')).toBe('shortage');
    expect(typeOfEditPath('/claim-edit-quality')).toBe('quality');
    expect(typeOfEditPath('/claim-edit-both')).toBe('both');
  });
});
