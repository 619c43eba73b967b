import { describe, expect, it } from 'vitest';
import type { TSupportMessage } from '@scrapbridge/domain/support/support';
import { contextLabel, contextPrefill, fileSize, firstUnreadIndex } from './support-format.ts';

const t = (key: string, params?: Record<string, string | number>) => (params ? `${key}(${Object.values(params).join(',')})` : key);
const msg = (author: 'user' | 'staff', at: string): TSupportMessage => ({
  id: at,
  conversationId: 'c',
  author,
  authorName: '',
  text: 'x',
  context: null,
  files: [],
  createdAt: at,
});

describe('support formatting', () => {
  it('names a context with its market or reference', () => {
    expect(contextLabel({ topic: 'market-access', market: 'cn' }, t)).toBe('support.context.market(support.topics.market-access,support.markets.cn)');
    expect(contextLabel({ topic: 'contract-change', ref: 'SB-1' }, t)).toBe('support.context.ref(support.topics.contract-change,SB-1)');
    expect(contextLabel({ topic: 'quote-type' }, t)).toBe('support.topics.quote-type');
    expect(contextPrefill({ topic: 'market-access', market: 'intl' }, t)).toBe('support.prefill.market-access(support.markets.intl,)');
  });

  it("puts the New marker before the other side's first message after the read mark", () => {
    const messages = [msg('user', '2026-11-26T10:00:00Z'), msg('staff', '2026-11-26T10:05:00Z'), msg('user', '2026-11-26T10:06:00Z'), msg('staff', '2026-11-26T10:07:00Z')];
    expect(firstUnreadIndex(messages, 'staff', null)).toBe(1);
    expect(firstUnreadIndex(messages, 'staff', '2026-11-26T10:05:00Z')).toBe(3);
    expect(firstUnreadIndex(messages, 'staff', '2026-11-26T10:07:00Z')).toBe(-1);
    expect(firstUnreadIndex(messages, 'user', '2026-11-26T10:05:30Z')).toBe(2);
  });

  it('says sizes as people read them', () => {
    expect(fileSize(900)).toBe('900 B');
    expect(fileSize(2048)).toBe('2 KB');
    expect(fileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
