import { describe, expect, it } from 'vitest';
import {
  CLAIM_ACTIONS,
  CLAIM_STATUSES,
  CLAIM_TRANSITIONS,
  claimClock,
  claimHoldsGoods,
  claimSubmitProblems,
  claimTransition,
  isClaimOverdue,
  settlementProblems,
  ZAnswerClaimRequest,
  ZLaunchClaimRequest,
  ZSettleClaimRequest,
  ZUpdateClaimRequest,
} from './claim.ts';

const box = '11111111-1111-4111-8111-111111111111';
const shipmentId = '22222222-2222-4222-8222-222222222222';
const full = {
  shipmentId,
  type: 'shortage',
  containerIds: [box],
  netWeight: '21.3',
  shortageWeight: '0.845',
  claimedWeight: '0.845',
  totalClaim: '1368.90',
  calculationMethod: 'shortage × contract price',
  reason: 'Weighbridge at Busan shows 0.845 MT less than the packing list',
};
const fields = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('claim rules (§5 Claim)', () => {
  it('a complete claim passes; each of the five required fields missing is named', () => {
    expect(ZLaunchClaimRequest.safeParse(full).success).toBe(true);
    for (const f of ['shortageWeight', 'totalClaim', 'reason', 'claimedWeight', 'calculationMethod']) {
      const r = ZLaunchClaimRequest.safeParse({ ...full, [f]: '' });
      expect(r.success, f).toBe(false);
      expect(fields(r)).toContain(f);
    }
  });

  it('weights take 6 decimals, money 2 (§9)', () => {
    expect(ZLaunchClaimRequest.safeParse({ ...full, shortageWeight: '0.123456', claimedWeight: '0.123456' }).success).toBe(true);
    expect(fields(ZLaunchClaimRequest.safeParse({ ...full, shortageWeight: '0.1234567' }))).toContain('shortageWeight');
    expect(fields(ZLaunchClaimRequest.safeParse({ ...full, totalClaim: '10.005' }))).toContain('totalClaim');
    expect(fields(ZLaunchClaimRequest.safeParse({ ...full, totalClaim: '0' }))).toContain('totalClaim');
    expect(fields(ZLaunchClaimRequest.safeParse({ ...full, grossWeight: 'abc' }))).toContain('grossWeight');
  });

  it('claimed weight is above 0 and not above the net weight', () => {
    expect(fields(ZLaunchClaimRequest.safeParse({ ...full, claimedWeight: '0' }))).toContain('claimedWeight');
    expect(fields(ZLaunchClaimRequest.safeParse({ ...full, claimedWeight: '21.300001' }))).toContain('claimedWeight');
    expect(claimSubmitProblems({ ...full, claimedWeight: '21.3' })).toEqual([]);
  });

  it('at least one container; at most 50 files, each once', () => {
    expect(fields(ZLaunchClaimRequest.safeParse({ ...full, containerIds: [] }))).toContain('containerIds');
    const files = Array.from({ length: 51 }, (_, i) => ({ fileId: `33333333-3333-4333-8333-${String(i).padStart(12, '0')}` }));
    expect(fields(ZLaunchClaimRequest.safeParse({ ...full, files }))).toContain('files');
    expect(ZLaunchClaimRequest.safeParse({ ...full, files: files.slice(0, 50) }).success).toBe(true);
    expect(fields(ZUpdateClaimRequest.safeParse({ shipmentId, type: 'quality', containerIds: [box], files: [files[0], files[0]] }))).toContain('files');
  });

  it('a draft needs only its type and containers', () => {
    expect(ZUpdateClaimRequest.safeParse({ shipmentId, type: 'quality', containerIds: [box] }).success).toBe(true);
  });

  it("the seller's answer: a counter names its amount, a counter or rejection its reason", () => {
    expect(ZAnswerClaimRequest.safeParse({ answer: 'accept' }).success).toBe(true);
    expect(fields(ZAnswerClaimRequest.safeParse({ answer: 'counter', reason: 'x' }))).toContain('amount');
    expect(fields(ZAnswerClaimRequest.safeParse({ answer: 'reject' }))).toContain('reason');
    expect(ZAnswerClaimRequest.safeParse({ answer: 'counter', amount: '900.50', reason: 'Tolerance of 0.5 %' }).success).toBe(true);
  });

  it('a settlement is at most the claimed total', () => {
    expect(ZSettleClaimRequest.safeParse({ amount: '' }).success).toBe(false);
    expect(settlementProblems('1368.91', '1368.90')).toHaveLength(1);
    expect(settlementProblems('1368.90', '1368.90')).toEqual([]);
  });
});

describe('claim state machine', () => {
  it('the happy path: buyer submits, seller answers, staff mediate, settle, close', () => {
    expect(claimTransition('draft', 'submit', 'buyer')).toEqual({ ok: true, to: 'submitted' });
    expect(claimTransition('submitted', 'answer', 'seller')).toEqual({ ok: true, to: 'answered' });
    expect(claimTransition('answered', 'mediate', 'staff')).toEqual({ ok: true, to: 'mediation' });
    expect(claimTransition('mediation', 'settle', 'staff')).toEqual({ ok: true, to: 'settled' });
    expect(claimTransition('settled', 'close', 'staff')).toEqual({ ok: true, to: 'closed' });
  });

  it('the wrong party is told so; the wrong stage is told so', () => {
    expect(claimTransition('draft', 'submit', 'seller')).toEqual({ ok: false, problem: 'actor' });
    expect(claimTransition('submitted', 'answer', 'buyer')).toEqual({ ok: false, problem: 'actor' });
    expect(claimTransition('draft', 'answer', 'seller')).toEqual({ ok: false, problem: 'status' });
    expect(claimTransition('answered', 'answer', 'seller')).toEqual({ ok: false, problem: 'status' });
    expect(claimTransition('withdrawn', 'settle', 'staff')).toEqual({ ok: false, problem: 'status' });
    expect(claimTransition('submitted', 'settle', 'staff')).toEqual({ ok: false, problem: 'status' });
    expect(claimTransition('answered', 'withdraw', 'buyer')).toEqual({ ok: false, problem: 'status' });
    expect(claimTransition('closed', 'message', 'buyer')).toEqual({ ok: false, problem: 'status' });
  });

  it('only a pure quality claim falls back to feedback', () => {
    expect(claimTransition('submitted', 'fallbackQuality', 'buyer', 'quality')).toEqual({ ok: true, to: 'withdrawn' });
    expect(claimTransition('submitted', 'fallbackQuality', 'buyer', 'both')).toEqual({ ok: false, problem: 'type' });
    expect(claimTransition('submitted', 'fallbackQuality', 'buyer', 'shortage')).toEqual({ ok: false, problem: 'type' });
  });

  it('closed and withdrawn are final: nothing leaves them', () => {
    for (const action of CLAIM_ACTIONS) {
      for (const status of ['closed', 'withdrawn'] as const) {
        expect(CLAIM_TRANSITIONS[action].from.includes(status), `${action} from ${status}`).toBe(false);
      }
    }
    expect(CLAIM_STATUSES.filter((s) => !claimHoldsGoods(s))).toEqual(['withdrawn']);
  });
});

describe('claim clocks', () => {
  // Monday 2026-11-23 10:00 Shanghai = 02:00 UTC.
  const submittedAt = new Date('2026-11-23T02:00:00Z');
  const base = { status: 'submitted' as const, noticeDueAt: '2026-12-01T00:00:00Z', submittedAt, answeredAt: null, staffContactedAt: null, endedAt: null };

  it('seller answer 2 working days, staff contact 48 h, notice met by the submission', () => {
    const c = claimClock(base, new Date('2026-11-24T02:00:00Z'));
    expect(c.notice?.state).toBe('met');
    expect(c.answer?.dueAt).toBe('2026-11-25T02:00:00.000Z');
    expect(c.contact?.dueAt).toBe('2026-11-25T02:00:00.000Z');
    expect(c.answer?.state).toBe('due');
    expect(isClaimOverdue(c)).toBe(false);
  });

  it('a Friday submission is answered by Tuesday (the weekend does not count); contact stays 48 h', () => {
    const friday = new Date('2026-11-27T02:00:00Z');
    const c = claimClock({ ...base, submittedAt: friday }, friday);
    expect(c.answer?.dueAt).toBe('2026-12-01T02:00:00.000Z');
    expect(c.contact?.dueAt).toBe('2026-11-29T02:00:00.000Z');
  });

  it('past due and not met is overdue; met late stays marked late; a closed claim stops its clocks', () => {
    const late = claimClock(base, new Date('2026-11-26T02:00:00Z'));
    expect(late.answer?.state).toBe('overdue');
    expect(isClaimOverdue(late)).toBe(true);
    const met = claimClock({ ...base, answeredAt: '2026-11-26T00:00:00Z', staffContactedAt: '2026-11-24T00:00:00Z' }, new Date('2026-11-27T00:00:00Z'));
    expect(met.answer).toMatchObject({ state: 'met', late: true });
    expect(met.contact).toMatchObject({ state: 'met', late: false });
    const closed = claimClock({ ...base, status: 'closed', endedAt: '2026-11-24T00:00:00Z' }, new Date('2026-12-05T00:00:00Z'));
    expect(closed.answer?.state).toBe('stopped');
    expect(isClaimOverdue(closed)).toBe(false);
  });

  it('a draft has only the notice clock, overdue once the window has passed', () => {
    const c = claimClock({ ...base, status: 'draft', submittedAt: null }, new Date('2026-12-02T00:00:00Z'));
    expect(c.answer).toBeNull();
    expect(c.notice?.state).toBe('overdue');
  });
});
