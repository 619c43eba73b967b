import { parseSseFrames } from '@scrapbridge/domain/ai-chat/ai-chat';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { AppError } from '../../../../lib/app-error.ts';
import type { TChatProvider, TChatProviderInput } from './chat-provider.ts';

export type TOpenAiChatConfig = {
  /** Base URL of an OpenAI-compatible API, up to (not including) /chat/completions, e.g. https://api.openai.com/v1. */
  url: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
};

/** How many earlier turns go with a question: enough for "and the second one?", bounded in tokens. */
export const HISTORY_TURNS = 6;

/** The instructions and the numbered sources a model writes the answer from (every model provider gives the same). */
export function systemPrompt(input: TChatProviderInput, brand: string): string {
  const sources = input.citations.map((c) => `[${c.n}] ${c.title} (${c.link})\n${c.snippet}`).join('\n\n');
  const language = input.lang === 'zh' ? 'Simplified Chinese' : 'English';
  return [
    `You are the assistant of ${brand}, a B2B marketplace for recycled scrap metal.`,
    'Answer only from the numbered sources below. Cite every fact with its number in square brackets, e.g. [1].',
    'If the sources do not answer the question, say so briefly and suggest what to ask instead. Never invent prices, numbers or orders.',
    `Answer in ${language}, concisely.`,
    '',
    sources ? `Sources:\n${sources}` : 'Sources: none were found for this question.',
  ].join('\n');
}

/**
 * The OpenAI-compatible provider (issue 17 item 6: "an OpenAI-compatible chat endpoint over fetch, streaming"):
 * POST {url}/chat/completions with stream: true, reading the server-sent `data:` chunks as they come. Given the same
 * retrieved sources as the retrieval provider, told to cite them by number. Any failure — an HTTP error, a timeout,
 * a broken stream — is code 1810; nothing of the endpoint's own error text reaches the user.
 */
export function createOpenAiProvider(config: TOpenAiChatConfig, brand: string, fetchImpl: typeof fetch = fetch): TChatProvider {
  const endpoint = `${config.url.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai',
    async *answer(input) {
      const signal = AbortSignal.any([input.signal, AbortSignal.timeout(config.timeoutMs)]);
      const messages = [
        { role: 'system', content: systemPrompt(input, brand) },
        ...input.history.slice(-HISTORY_TURNS).map((m) => ({ role: m.role, content: m.content })),
        { role: 'user', content: input.question },
      ];
      let res: Response;
      try {
        res = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({ model: config.model, stream: true, temperature: 0.2, messages }),
          signal,
        });
      } catch {
        if (input.signal.aborted) return;
        throw new AppError(ErrorCode.ChatModelFailed);
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel().catch(() => undefined);
        throw new AppError(ErrorCode.ChatModelFailed);
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { frames, rest } = parseSseFrames(buffer + value);
          buffer = rest;
          for (const f of frames) {
            if (f.data.trim() === '[DONE]') return;
            let piece: string | undefined;
            try {
              piece = (JSON.parse(f.data) as { choices?: { delta?: { content?: string | null } }[] }).choices?.[0]?.delta?.content ?? undefined;
            } catch {
              throw new AppError(ErrorCode.ChatModelFailed);
            }
            if (piece) yield piece;
          }
        }
      } catch (err) {
        if (input.signal.aborted) return;
        throw err instanceof AppError ? err : new AppError(ErrorCode.ChatModelFailed);
      } finally {
        reader.releaseLock();
      }
    },
  };
}
