import MiniSearch from 'minisearch';
import type { TChatPassage, TChatDocument } from '@scrapbridge/domain/ai-chat/compose-answer';
import { questionCodes } from '@scrapbridge/domain/ai-chat/compose-answer';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDbOrTx } from '../../../db/client.ts';
import { listWikiChatDocuments } from '../../content/index.ts';
import { listPriceChatDocuments } from '../../market/index.ts';
import { listAskChatDocuments } from '../../listings/index.ts';
import { listQuoteChatDocuments } from '../../negotiation/index.ts';
import { listOrderChatDocuments } from '../../orders/index.ts';
import { listClaimChatDocuments } from '../../after-sales/index.ts';
import { chatTokens } from './segmenter.ts';

/**
 * How long an instance reuses its index of public knowledge (wiki, market prices) before reading it again: a wiki
 * edit or a new day's prices reach answers within a minute, and a question never waits for 34 articles to be cut.
 */
const PUBLIC_TTL_MS = 60_000;
/** Sources handed on to citation assembly (it quotes at most CHAT_MAX_CITATIONS of them). */
const CANDIDATES = 8;
/** A source scoring below this share of the best one is noise (one common word in common), not an answer. */
const RELATIVE_FLOOR = 0.3;

type TIndexed = { id: string; title: string; text: string };
type TPublicIndex = { at: number; index: MiniSearch<TIndexed>; docs: Map<string, TChatDocument> };

function newIndex(): MiniSearch<TIndexed> {
  return new MiniSearch<TIndexed>({
    fields: ['title', 'text'],
    // Documents are cut once, by chatTokens (jieba + trade terms), and handed over as space-separated tokens.
    tokenize: (s) => s.split(' '),
    processTerm: (t) => t || null,
    searchOptions: { boost: { title: 2 }, combineWith: 'OR' },
  });
}

const indexed = (id: string, d: TChatDocument): TIndexed => ({ id, title: chatTokens(d.title).join(' '), text: chatTokens(d.text).join(' ') });

const MY = /我的|我们的|本公司|\bmy\b|\bour\b|\bmine\b/i;

export type TKnowledge = {
  /**
   * The best sources for a question: public knowledge for everyone, and — only when `userId` is given — that user's
   * own asks, quotes, orders, shipments and claims, read for this question and gone after it.
   */
  retrieve(opts: { lang: TLang; question: string; userId: string | null }): Promise<TChatPassage[]>;
  /** Forget the cached public index (tests; an operator's reload). */
  reset(): void;
};

export function createKnowledge(db: TDbOrTx, now: () => number = Date.now): TKnowledge {
  const cache = new Map<TLang, TPublicIndex>();
  const loading = new Map<TLang, Promise<TPublicIndex>>();
  let privateSeq = 0;

  async function publicIndex(lang: TLang): Promise<TPublicIndex> {
    const hit = cache.get(lang);
    if (hit && now() - hit.at < PUBLIC_TTL_MS) return hit;
    let pending = loading.get(lang);
    if (!pending) {
      pending = (async () => {
        const [wiki, prices] = await Promise.all([listWikiChatDocuments({ db, lang }), listPriceChatDocuments({ db, lang })]);
        const index = newIndex();
        const docs = new Map<string, TChatDocument>();
        [...wiki, ...prices].forEach((d, i) => docs.set(`pub${i}`, d));
        index.addAll([...docs].map(([id, d]) => indexed(id, d)));
        const built = { at: now(), index, docs };
        cache.set(lang, built);
        return built;
      })().finally(() => loading.delete(lang));
      loading.set(lang, pending);
    }
    // A stale index still answers while the new one is read.
    return hit ?? pending;
  }

  return {
    reset: () => cache.clear(),
    async retrieve({ lang, question, userId }) {
      const codes = questionCodes(question);
      const [pub, own] = await Promise.all([
        publicIndex(lang),
        userId
          ? Promise.all([
              listAskChatDocuments({ db, userId, lang }),
              listQuoteChatDocuments({ db, userId, lang }),
              listOrderChatDocuments({ db, userId, lang, codes }),
              listClaimChatDocuments({ db, userId, lang, codes }),
            ]).then((lists) => lists.flat())
          : Promise.resolve([] as TChatDocument[]),
      ]);
      const qTokens = chatTokens(question);
      if (qTokens.length === 0) return [];
      // The caller's own documents join the shared index for this one search only: added, searched and removed in
      // one synchronous step (no other request runs in between), and every hit is checked against this request's
      // own ids besides, so a document of one user can never be another's answer.
      const seq = ++privateSeq;
      const mine = new Map<string, TChatDocument>();
      own.forEach((d, i) => mine.set(`own${seq}_${i}`, d));
      const mineIndexed = [...mine].map(([id, d]) => indexed(id, d));
      const asksAboutOwn = MY.test(question);
      let hits: { id: string; score: number }[];
      try {
        pub.index.addAll(mineIndexed);
        hits = pub.index
          .search(qTokens.join(' '), { boostDocument: (id) => (asksAboutOwn && mine.has(String(id)) ? 1.5 : 1) })
          .map((r) => ({ id: String(r.id), score: r.score }));
      } finally {
        try {
          pub.index.removeAll(mineIndexed);
        } catch {
          // Never keep an index that may still hold someone's documents.
          cache.delete(lang);
        }
      }
      const top = hits[0]?.score ?? 0;
      const out: TChatPassage[] = [];
      for (const h of hits) {
        if (out.length >= CANDIDATES || h.score < top * RELATIVE_FLOOR) break;
        const doc = h.id.startsWith('pub') ? pub.docs.get(h.id) : mine.get(h.id);
        if (doc) out.push({ ...doc, score: h.score });
      }
      return out;
    },
  };
}
