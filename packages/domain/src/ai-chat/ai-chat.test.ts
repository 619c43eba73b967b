import { describe, expect, it } from 'vitest';
import { parseSseFrames, sseFrame } from './ai-chat.ts';
import { assembleCitations, bestSentences, composeRetrievalAnswer, splitSentences, streamPieces } from './compose-answer.ts';
import { tokenise, tradeTermKeys, tradeTermWordsZh } from './trade-terms.ts';

describe('chat tokeniser and trade terms', () => {
  it('keeps trade terms whole and gives Chinese and English spellings one key', () => {
    expect(tradeTermKeys('光亮铜的点价怎么算')).toEqual(expect.arrayContaining(['brightcopper', 'pricefixing']));
    expect(tradeTermKeys('How is price fixing done for bare bright?')).toEqual(expect.arrayContaining(['brightcopper', 'pricefixing']));
    expect(tokenise('磅单和封条号')).toEqual(expect.arrayContaining(['term:weighnote', 'term:sealno']));
    expect(tokenise('What is the seal number?')).toContain('term:sealno');
    expect(tokenise('升贴水')).toContain('term:premium');
  });

  it('matches English terms as whole words only', () => {
    expect(tradeTermKeys('a comfortable table')).not.toContain('billoflading');
    expect(tradeTermKeys('where is my BL?')).toContain('billoflading');
  });

  it('drops stop words, stems plurals and keeps codes whole', () => {
    const t = tokenise('What are the prices of contract SB-2026-0001?');
    expect(t).toContain('price');
    expect(t).toContain('sb-2026-0001');
    expect(t).not.toContain('what');
    expect(t).not.toContain('the');
  });

  it('uses the segmenter given for Chinese runs and drops Chinese stop words', () => {
    const t = tokenise('我的订单在哪里', (run) => (run === '我的订单在哪里' ? ['我', '的', '订单', '在', '哪里'] : [run]));
    expect(t).toEqual(expect.arrayContaining(['订单', '哪里', 'term:order']));
    expect(t).not.toContain('我');
    expect(t).not.toContain('的');
  });

  it('lists the Chinese trade words for the segmenter dictionary', () => {
    expect(tradeTermWordsZh()).toEqual(expect.arrayContaining(['点价', '光亮铜', '磅单', '封条号', '升贴水']));
  });
});

describe('citation assembly', () => {
  const passages = [
    { kind: 'wiki' as const, title: 'Price fixing', text: 'Formula deals are priced later. The buyer fixes the price within the pricing period. Unfixed tonnes take the last settlement.', link: '/wiki-detail?slug=fixing', score: 9 },
    { kind: 'wiki' as const, title: 'Price fixing again', text: 'Same article found twice.', link: '/wiki-detail?slug=fixing', score: 8 },
    { kind: 'order' as const, title: 'SB-1', text: 'Order SB-1: 20 MT bright copper, signed.', link: '/order-detail?contractId=c1', score: 5 },
  ];

  it('numbers sources once each, quoting the sentences that answer', () => {
    const c = assembleCitations({ question: 'when do I fix the price?', passages });
    expect(c.map((x) => [x.n, x.link])).toEqual([
      [1, '/wiki-detail?slug=fixing'],
      [2, '/order-detail?contractId=c1'],
    ]);
    expect(c[0]!.snippet).toContain('fixes the price within the pricing period');
  });

  it('composes an answer with [n] marks, or the no-answer text', () => {
    const c = assembleCitations({ question: 'price fixing', passages });
    const text = composeRetrievalAnswer(c, { intro: 'Found:', none: 'Nothing' });
    expect(text.startsWith('Found:')).toBe(true);
    expect(text).toContain('[1]');
    expect(text).toContain('[2]');
    expect(composeRetrievalAnswer([], { intro: 'Found:', none: 'Nothing' })).toBe('Nothing');
  });

  it('splits sentences without cutting numbers', () => {
    expect(splitSentences('Copper is 8.96 g/cm³. Aluminium 2.70. 铜很重。铝很轻！')).toEqual(['Copper is 8.96 g/cm³.', 'Aluminium 2.70.', '铜很重。', '铝很轻！']);
    expect(bestSentences('A first line. Seal numbers are checked at arrival.', new Set(tokenise('seal number')))).toBe('Seal numbers are checked at arrival.');
  });

  it('streams pieces that never split a [n] mark and add up to the text', () => {
    const text = 'Here is the answer with a mark [12] and more text after it.';
    const pieces = streamPieces(text, 5);
    expect(pieces.join('')).toBe(text);
    expect(pieces.some((p) => p.includes('[12]'))).toBe(true);
  });

  it('writes and reads SSE frames, keeping a partial frame for later', () => {
    const all = sseFrame({ event: 'token', data: { text: 'a\nb' } }) + sseFrame({ event: 'done', data: { messageId: null } });
    const { frames, rest } = parseSseFrames(all + 'event: tok');
    expect(frames.map((f) => f.event)).toEqual(['token', 'done']);
    expect(JSON.parse(frames[0]!.data)).toEqual({ text: 'a\nb' });
    expect(rest).toBe('event: tok');
  });
});
