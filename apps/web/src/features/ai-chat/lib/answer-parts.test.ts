import { describe, expect, it } from 'vitest';
import { answerParts } from './answer-parts.ts';

const c1 = { n: 1, kind: 'wiki' as const, title: 'Price fixing', snippet: 's', link: '/wiki-detail?slug=price-fixing' };

describe('answer parts', () => {
  it('turns known [n] marks into citations and keeps the rest as text', () => {
    expect(answerParts('Fix within the window [1]. See [7].', [c1])).toEqual([
      { kind: 'text', text: 'Fix within the window ' },
      { kind: 'cite', citation: c1 },
      { kind: 'text', text: '. See [7].' },
    ]);
    expect(answerParts('', [c1])).toEqual([]);
  });
});
