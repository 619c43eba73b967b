import type { TChatCitation, TChatSourceKind } from './ai-chat.ts';
import { tokenise, type TSegmenter } from './trade-terms.ts';

/** One retrieved document, ranked: the whole text is searched; only its best sentences are quoted. */
export type TChatPassage = { kind: TChatSourceKind; title: string; text: string; link: string; score: number };

/** How many sources one answer quotes at most, and how long one quote may be. */
export const CHAT_MAX_CITATIONS = 4;
export const CHAT_SNIPPET_MAX = 240;

/**
 * Sentences of a text, split after Chinese and Latin sentence ends. A full stop inside a number (8.96) or a code
 * (S.A.) does not end a sentence: only one followed by a space or the end does.
 */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[。！？；!?;])|(?<=\.)(?=\s)|\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 1);
}

/**
 * The sentences of `text` that share the most tokens with the question (at most `max`, kept in their order in the
 * text), cut to CHAT_SNIPPET_MAX characters. With no sentence in common, the opening of the text.
 */
export function bestSentences(text: string, questionTokens: ReadonlySet<string>, segment?: TSegmenter, max = 2): string {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return '';
  const scored = sentences.map((s, i) => {
    const tokens = new Set(tokenise(s, segment));
    let score = 0;
    for (const t of tokens) if (questionTokens.has(t)) score += t.startsWith('term:') ? 2 : 1;
    return { s, i, score };
  });
  const best = scored
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
  return clip((best.length ? best : sentences.slice(0, 1)).join(' '), CHAT_SNIPPET_MAX);
}

function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Citation assembly (issue 17 item 6: "each quoted with a link"): the best passages (already ranked) become numbered
 * citations, one per source link (a source found twice is quoted once), each with the sentences that answer the
 * question. The retrieval provider's answer is these quotes with their [n] marks; the OpenAI provider gets the same
 * numbered quotes as its context and is told to cite them by number.
 */
export function assembleCitations(opts: { question: string; passages: readonly TChatPassage[]; segment?: TSegmenter; max?: number }): TChatCitation[] {
  const qTokens = new Set(tokenise(opts.question, opts.segment));
  const seen = new Set<string>();
  const out: TChatCitation[] = [];
  for (const p of opts.passages) {
    if (out.length >= (opts.max ?? CHAT_MAX_CITATIONS)) break;
    if (seen.has(p.link)) continue;
    seen.add(p.link);
    const snippet = bestSentences(p.text, qTokens, opts.segment);
    if (!snippet) continue;
    out.push({ n: out.length + 1, kind: p.kind, title: p.title, snippet, link: p.link });
  }
  return out;
}

/**
 * The retrieval provider's answer text: an opening line, then one line per citation with its [n] mark, or — with
 * nothing found — the "no answer" text. The wording comes from the caller's catalogs (zh/en).
 */
export function composeRetrievalAnswer(citations: readonly TChatCitation[], words: { intro: string; none: string }): string {
  if (citations.length === 0) return words.none;
  const lines = citations.map((c) => `${c.n}. ${c.title}: ${c.snippet} [${c.n}]`);
  return `${words.intro}\n\n${lines.join('\n\n')}`;
}

/**
 * Cuts an answer into the pieces streamed as `token` events: a few characters of Chinese or a word or two of English
 * at a time, so the page shows the answer growing as a model's would.
 */
export function streamPieces(text: string, size = 12): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    let end = Math.min(text.length, i + size);
    // Do not split a [n] mark: the page turns it into a link only when whole.
    const open = text.lastIndexOf('[', end - 1);
    if (open >= i && open < end && text.indexOf(']', open) >= end) end = text.indexOf(']', open) + 1;
    out.push(text.slice(i, end));
    i = end;
  }
  return out;
}

/**
 * A document an area offers the chat (through its index.ts): already in the caller's language, already limited to
 * what the caller may read. `text` is searched whole; the best sentences of it are quoted.
 */
export type TChatDocument = { kind: TChatSourceKind; title: string; text: string; link: string };

/**
 * The codes a question names (contract, claim, bill of lading, container numbers: letters and digits with a digit in
 * them), which the areas look up besides the caller's most recent rows, so an old order asked about by number is found.
 */
export function questionCodes(question: string): string[] {
  const out = new Set<string>();
  for (const m of question.normalize('NFKC').matchAll(/[A-Za-z0-9][A-Za-z0-9\-/]{3,39}/g)) {
    if (/\d/.test(m[0])) out.add(m[0].toUpperCase());
  }
  return [...out].slice(0, 5);
}
