import { describe, expect, it } from 'vitest';
import { ZRaiseDisputeRequest, ZStaffDisputesQuery, disputeAnswerDueAt, disputeClock, disputeContactDueAt, isDisputeOverdue, splitDuration } from './dispute.ts';

/** China time (UTC+8), the operator's working time: "2026-06-05T15:00" local → the instant. */
const cst = (local: string) => new Date(`${local}:00+08:00`);
const H = 3_600_000;

describe('§9 dispute clocks: contact within 48 hours, answer within 2 working days', () => {
  it('contact is due 48 calendar hours after the dispute, weekend or not', () => {
    // Friday 15:00 → Sunday 15:00.
    expect(disputeContactDueAt(cst('2026-06-05T15:00'))).toEqual(cst('2026-06-07T15:00'));
  });

  it('answer is due 2 working days later, skipping the weekend', () => {
    // Tuesday 10:00 → Thursday 10:00.
    expect(disputeAnswerDueAt(cst('2026-06-02T10:00'))).toEqual(cst('2026-06-04T10:00'));
    // Friday 15:00 → Tuesday 15:00.
    expect(disputeAnswerDueAt(cst('2026-06-05T15:00'))).toEqual(cst('2026-06-09T15:00'));
    // Saturday → the clock starts Monday 00:00 → due Wednesday 00:00.
    expect(disputeAnswerDueAt(cst('2026-06-06T11:00'))).toEqual(cst('2026-06-10T00:00'));
  });

  it('runs while staff have not acted: due, then overdue', () => {
    const raisedAt = cst('2026-06-02T10:00');
    const early = disputeClock({ raisedAt, contactedAt: null, answeredAt: null }, cst('2026-06-03T10:00'));
    expect(early.contact).toMatchObject({ state: 'due', remainingMs: 24 * H, metAt: null, late: false });
    expect(early.answer).toMatchObject({ state: 'due', remainingMs: 24 * H });
    expect(isDisputeOverdue(early)).toBe(false);

    const late = disputeClock({ raisedAt, contactedAt: null, answeredAt: null }, cst('2026-06-04T11:00'));
    expect(late.contact).toMatchObject({ state: 'overdue', remainingMs: -1 * H, late: true });
    expect(late.answer).toMatchObject({ state: 'overdue', remainingMs: -1 * H });
    expect(isDisputeOverdue(late)).toBe(true);
  });

  it('contact met in time, answer still running', () => {
    const c = disputeClock({ raisedAt: cst('2026-06-05T15:00'), contactedAt: cst('2026-06-06T09:00'), answeredAt: null }, cst('2026-06-08T09:00'));
    expect(c.contact).toMatchObject({ state: 'met', late: false, metAt: cst('2026-06-06T09:00').toISOString(), remainingMs: 0 });
    expect(c.answer).toMatchObject({ state: 'due', dueAt: cst('2026-06-09T15:00').toISOString() });
    expect(isDisputeOverdue(c)).toBe(false);
  });

  it('an answer meets both clocks; a late answer says so', () => {
    const c = disputeClock({ raisedAt: cst('2026-06-02T10:00'), contactedAt: null, answeredAt: cst('2026-06-04T12:00') }, cst('2026-06-10T00:00'));
    expect(c.contact).toMatchObject({ state: 'met', late: true });
    expect(c.answer).toMatchObject({ state: 'met', late: true, metAt: cst('2026-06-04T12:00').toISOString() });
    expect(isDisputeOverdue(c)).toBe(false);
  });

  it('closing without an answer stops the clocks', () => {
    const c = disputeClock(
      { raisedAt: cst('2026-06-02T10:00'), contactedAt: cst('2026-06-02T12:00'), answeredAt: null, closedAt: cst('2026-06-03T10:00') },
      cst('2026-06-20T00:00'),
    );
    expect(c.contact.state).toBe('met');
    expect(c.answer).toMatchObject({ state: 'stopped', late: false, remainingMs: 0 });
    expect(isDisputeOverdue(c)).toBe(false);
  });

  it('splits a countdown into days, hours and minutes', () => {
    expect(splitDuration(2 * 24 * H + 5 * H + 30 * 60_000)).toEqual({ days: 2, hours: 5, minutes: 30 });
    expect(splitDuration(-(3 * H + 20 * 60_000))).toEqual({ days: 0, hours: 3, minutes: 20 });
  });
});

describe('dispute text (§5: cannot be empty)', () => {
  it('rejects empty or blank text and text over 2000 characters', () => {
    expect(ZRaiseDisputeRequest.safeParse({ text: '' }).success).toBe(false);
    expect(ZRaiseDisputeRequest.safeParse({ text: '   ' }).success).toBe(false);
    expect(ZRaiseDisputeRequest.safeParse({ text: 'x'.repeat(2001) }).success).toBe(false);
    expect(ZRaiseDisputeRequest.parse({ text: '  Weight short by 2 MT  ' })).toEqual({ text: 'Weight short by 2 MT' });
  });
});

describe('staff dispute queue filter', () => {
  it('reads an empty status as all and knows "overdue"', () => {
    expect(ZStaffDisputesQuery.parse({ status: '' })).toEqual({ pageNum: 1, pageSize: 20 });
    expect(ZStaffDisputesQuery.parse({ status: 'overdue', pageNum: '2' })).toEqual({ status: 'overdue', pageNum: 2, pageSize: 20 });
    expect(ZStaffDisputesQuery.safeParse({ status: 'late' }).success).toBe(false);
  });
});
