import type { TChatCitation } from '@scrapbridge/domain/ai-chat/ai-chat';

export type TAnswerPart = { kind: 'text'; text: string } | { kind: 'cite'; citation: TChatCitation };

/**
 * An answer's text with its [n] marks turned into links to the cited source; a mark with no such citation (a model
 * citing a number it was not given, or a mark still arriving) stays text.
 */
export function answerParts(text: string, citations: readonly TChatCitation[]): TAnswerPart[] {
  const byN = new Map(citations.map((c) => [c.n, c]));
  const parts: TAnswerPart[] = [];
  let last = 0;
  for (const m of text.matchAll(/\[(\d{1,2})\]/g)) {
    const c = byN.get(Number(m[1]));
    if (!c) continue;
    if (m.index > last) parts.push({ kind: 'text', text: text.slice(last, m.index) });
    parts.push({ kind: 'cite', citation: c });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
