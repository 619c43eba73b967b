import { describe, expect, it } from 'vitest';
import { contextFromSearch, statusAfterMessage, supportLink, ZSupportInboxQuery, ZSupportMessageRequest } from './support.ts';

describe('customer service rules', () => {
  it('the side that wrote last waits for the other', () => {
    expect(statusAfterMessage('user')).toBe('open');
    expect(statusAfterMessage('staff')).toBe('waiting');
  });

  it('a link carries its subject, and the page reads it back; anything malformed is dropped', () => {
    const link = supportLink({ topic: 'market-access', market: 'cn' });
    expect(link).toBe('/customer?topic=market-access&market=cn');
    expect(contextFromSearch(new URL(link, 'http://x').searchParams)).toEqual({ topic: 'market-access', market: 'cn' });
    expect(supportLink({ topic: 'contract-change', ref: 'SB-2026-0001' })).toBe('/customer?topic=contract-change&ref=SB-2026-0001');
    expect(supportLink(null)).toBe('/customer');
    expect(supportLink({ topic: 'general' })).toBe('/customer');
    expect(contextFromSearch(new URLSearchParams('topic=nonsense'))).toBeNull();
    expect(contextFromSearch(new URLSearchParams('topic=market-access&market=mars'))).toBeNull();
    expect(contextFromSearch(new URLSearchParams('topic=contract-change&ref=<b>'))).toBeNull();
    expect(contextFromSearch(new URLSearchParams(''))).toBeNull();
  });

  it('a message says something or carries a file, each file once', () => {
    const id = '3f2a6c1e-8b4d-4f7a-9c2e-1d5b6a7c8e9f';
    expect(ZSupportMessageRequest.safeParse({ text: 'hello' }).success).toBe(true);
    expect(ZSupportMessageRequest.safeParse({ text: '', fileIds: [id] }).success).toBe(true);
    const empty = ZSupportMessageRequest.safeParse({ text: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.path).toEqual(['text']);
    const twice = ZSupportMessageRequest.safeParse({ text: 'x', fileIds: [id, id] });
    expect(twice.error?.issues[0]?.path).toEqual(['fileIds']);
    expect(ZSupportMessageRequest.safeParse({ text: 'x'.repeat(4001) }).success).toBe(false);
    expect(ZSupportMessageRequest.safeParse({ text: 'x', fileIds: Array.from({ length: 7 }, (_, i) => id.replace(/.$/, String(i))) }).success).toBe(false);
  });

  it('the inbox filter takes all, me, none or a staff id', () => {
    expect(ZSupportInboxQuery.parse({}).assigned).toBe('all');
    expect(ZSupportInboxQuery.parse({ assigned: 'me' }).assigned).toBe('me');
    expect(ZSupportInboxQuery.safeParse({ assigned: 'someone' }).success).toBe(false);
  });
});
