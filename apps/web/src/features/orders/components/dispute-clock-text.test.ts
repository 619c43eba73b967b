import { describe, expect, it } from 'vitest';
import { clockLook, clockText } from './dispute-clock-text.ts';

const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`;
const now = new Date('2026-06-03T02:00:00Z');
const H = 3_600_000;
const due = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('dispute clock on screen (§9)', () => {
  it('counts down from the due time, orange when close, red once run out', () => {
    expect(clockLook({ dueAt: due(26 * H), state: 'due', metAt: null, late: false }, now)).toEqual({ look: 'running', ms: 26 * H });
    expect(clockLook({ dueAt: due(2 * H), state: 'due', metAt: null, late: false }, now).look).toBe('dueSoon');
    // The server said "due" a while ago; the page open since then shows it overdue on time.
    expect(clockLook({ dueAt: due(-H), state: 'due', metAt: null, late: false }, now)).toEqual({ look: 'overdue', ms: H });
    expect(clockText(t, { dueAt: due(26 * H + 30 * 60_000), state: 'due', metAt: null, late: false }, now)).toBe(
      'operations.clock.dueIn{"duration":"operations.clock.daysHours{\\"days\\":1,\\"hours\\":2}"}',
    );
    expect(clockText(t, { dueAt: due(-(3 * H + 20 * 60_000)), state: 'overdue', metAt: null, late: true }, now)).toBe(
      'operations.clock.overdueBy{"duration":"operations.clock.hoursMinutes{\\"hours\\":3,\\"minutes\\":20}"}',
    );
  });

  it('a met or stopped clock no longer counts', () => {
    expect(clockText(t, { dueAt: due(-H), state: 'met', metAt: due(-2 * H), late: false }, now)).toBe('operations.clock.met');
    expect(clockText(t, { dueAt: due(-H), state: 'met', metAt: due(0), late: true }, now)).toBe('operations.clock.metLate');
    expect(clockText(t, { dueAt: due(-H), state: 'stopped', metAt: null, late: false }, now)).toBe('operations.clock.stopped');
  });
});
