import { composeRetrievalAnswer, streamPieces } from '@scrapbridge/domain/ai-chat/compose-answer';
import { translate } from '@scrapbridge/domain/i18n';
import type { TChatProvider } from './chat-provider.ts';

/**
 * The default provider: no language model (none ships in a registry package, and nothing is downloaded). The answer
 * is the best passages themselves, each quoted with its [n] mark and link, in the caller's language; it streams in
 * small pieces like a model's would, so the page behaves the same with either provider.
 */
export function createRetrievalProvider(): TChatProvider {
  return {
    name: 'retrieval',
    async *answer({ lang, citations, signal }) {
      const text = composeRetrievalAnswer(citations, { intro: translate(lang, 'aiChat.answer.intro'), none: translate(lang, 'aiChat.answer.none') });
      for (const piece of streamPieces(text)) {
        if (signal.aborted) return;
        yield piece;
      }
    },
  };
}
