import type { TChatCitation } from '@scrapbridge/domain/ai-chat/ai-chat';
import type { TLang } from '@scrapbridge/domain/i18n';

/** What every provider is given: the question, the numbered sources retrieval found, and the conversation so far. */
export type TChatProviderInput = {
  question: string;
  lang: TLang;
  citations: readonly TChatCitation[];
  /** Earlier turns of the conversation, oldest first (signed-in users; a visitor's page sends none). */
  history: readonly { role: 'user' | 'assistant'; content: string }[];
  signal: AbortSignal;
};

/**
 * One interface for every way of answering (issue 17 item 6), chosen by CHAT_PROVIDER: `retrieval` (default, no model:
 * the answer is the quoted sources), `openai` (an OpenAI-compatible chat endpoint writing the answer from the same
 * sources) and `llama` (a GGUF model file the operator supplies, run in-process by node-llama-cpp). The answer is yielded piece by piece as it is written; citations are the retrieval's, whatever writes.
 */
export type TChatProvider = {
  name: 'retrieval' | 'openai' | 'llama';
  answer(input: TChatProviderInput): AsyncIterable<string>;
};
