import { describe, expect, it } from 'vitest';
import { feedbackChoicePath, isPromptSkippedPath, snoozeUntil, ZSubmitFeedbackRequest } from './feedback.ts';

describe('delivery feedback rules', () => {
  it('"later" lasts until the next operator midnight (UTC+8)', () => {
    // 10:00 in Shanghai on the 26th → midnight of the 27th in Shanghai = 16:00 UTC on the 26th.
    expect(snoozeUntil(new Date('2026-11-26T02:00:00Z')).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    // 23:59 in Shanghai → one minute later.
    expect(snoozeUntil(new Date('2026-11-26T15:59:00Z')).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    // Just after midnight in Shanghai → the following midnight.
    expect(snoozeUntil(new Date('2026-11-26T16:00:00Z')).toISOString()).toBe('2026-11-27T16:00:00.000Z');
  });

  it('choices 1–3 go to the feedback form, 4 to the claim (§4 feedback dialog)', () => {
    expect(feedbackChoicePath(2, 'abc')).toBe('/feedback?feedbackType=2&shipmentId=abc');
    expect(feedbackChoicePath(4, 'abc')).toBe('/select-claim?feedbackType=4&shipmentId=abc');
  });

  it('the check skips claim and feedback routes (§9) and the staff console', () => {
    for (const p of ['/feedback', '/select-claim', '/claim-edit-weight', '/claim-edit-both', '/claim-record-weight', '/FEEDBACK/', '/staff/claims']) {
      expect(isPromptSkippedPath(p)).toBe(true);
    }
    for (const p of ['/', '/order-list', '/quoteList', '/buyer-credit']) expect(isPromptSkippedPath(p)).toBe(false);
  });

  it('the form takes 1–3 and scores 1–5, a bounded comment and at most 9 photos', () => {
    const id = '0b6f3c2e-8a61-4c0e-9a3c-9d1f6f1d2a11';
    expect(ZSubmitFeedbackRequest.safeParse({ shipmentId: id, satisfaction: 2, quality: 5 }).success).toBe(true);
    expect(ZSubmitFeedbackRequest.safeParse({ shipmentId: id, satisfaction: 4 }).success).toBe(false);
    expect(ZSubmitFeedbackRequest.safeParse({ shipmentId: id, satisfaction: 1, weight: 6 }).success).toBe(false);
    expect(ZSubmitFeedbackRequest.safeParse({ shipmentId: id, satisfaction: 1, comment: 'x'.repeat(1001) }).success).toBe(false);
    expect(ZSubmitFeedbackRequest.safeParse({ shipmentId: id, satisfaction: 1, photoFileIds: Array(10).fill(id) }).success).toBe(false);
  });
});
