import fs from 'node:fs';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { AppError } from '../../../../lib/app-error.ts';
import type { TChatProvider, TChatProviderInput } from './chat-provider.ts';
import { HISTORY_TURNS, systemPrompt } from './openai-provider.ts';

export type TLlamaChatConfig = {
  /** The operator's GGUF model file. */
  modelPath: string;
  contextSize: number;
  timeoutMs: number;
};

/**
 * The part of node-llama-cpp (v3) this provider uses, as its documentation describes it: getLlama → loadModel →
 * createContext → a LlamaChatSession on one of the context's sequences, whose prompt() reports the answer piece by
 * piece through onTextChunk and stops on an AbortSignal.
 */
type TChatHistoryItem = { type: 'system'; text: string } | { type: 'user'; text: string } | { type: 'model'; response: string[] };
type TLlamaSession = {
  setChatHistory(history: TChatHistoryItem[]): void;
  prompt(text: string, options: { onTextChunk: (chunk: string) => void; signal: AbortSignal; stopOnAbortSignal: boolean; temperature: number; maxTokens: number }): Promise<string>;
  dispose(): void;
};
type TLlamaSequence = { dispose(): void };
type TLlamaContext = { getSequence(): TLlamaSequence };
type TLlamaModel = { createContext(options: { contextSize: number; sequences: number }): Promise<TLlamaContext> };
export type TNodeLlamaCpp = {
  getLlama(): Promise<{ loadModel(options: { modelPath: string }): Promise<TLlamaModel> }>;
  LlamaChatSession: new (options: { contextSequence: TLlamaSequence; systemPrompt: string }) => TLlamaSession;
};

/** node-llama-cpp is the operator's to install (it is not in the default install): loaded by a name the bundler leaves alone. */
const PACKAGE = 'node-llama-cpp';
export const loadNodeLlamaCpp = (): Promise<TNodeLlamaCpp> => import(/* @vite-ignore */ PACKAGE) as Promise<TNodeLlamaCpp>;

/** How many answers the model writes at once (each its own sequence of one context). */
const SEQUENCES = 2;
/** A chat answer is a few paragraphs: the model is stopped past this many tokens. */
const MAX_ANSWER_TOKENS = 700;

/** A queue turning the library's callbacks into the provider's async iterable. */
function chunkQueue() {
  const pieces: string[] = [];
  let wake: (() => void) | null = null;
  let finished = false;
  let failure: unknown = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  return {
    push(piece: string) {
      pieces.push(piece);
      notify();
    },
    end(error?: unknown) {
      finished = true;
      failure = error ?? null;
      notify();
    },
    async *drain(): AsyncGenerator<string> {
      for (;;) {
        if (pieces.length) {
          yield pieces.shift()!;
          continue;
        }
        if (finished) {
          if (failure) throw failure;
          return;
        }
        await new Promise<void>((r) => (wake = r));
      }
    },
  };
}

/**
 * The local-model provider (issue 17 item 6: "a local GGUF model through node-llama-cpp only when the operator supplies
 * the file"): the model is loaded once, on the first question, and answers from the same numbered sources and
 * instructions as the OpenAI-compatible provider, streamed as it writes. The file must exist when the server starts;
 * a missing package, a model that does not load or an answer that fails is code 1810 to the user and logged.
 */
export function createLlamaProvider(
  config: TLlamaChatConfig,
  brand: string,
  opts: { load?: () => Promise<TNodeLlamaCpp>; log?: (err: unknown) => void } = {},
): TChatProvider {
  if (!fs.existsSync(config.modelPath)) throw new Error(`Invalid configuration:\n  CHAT_LLAMA_MODEL: no file at ${config.modelPath}`);
  const load = opts.load ?? loadNodeLlamaCpp;
  let ready: Promise<{ lib: TNodeLlamaCpp; context: TLlamaContext }> | null = null;
  const start = () => {
    ready ??= (async () => {
      const lib = await load();
      const llama = await lib.getLlama();
      const model = await llama.loadModel({ modelPath: config.modelPath });
      const context = await model.createContext({ contextSize: config.contextSize, sequences: SEQUENCES });
      return { lib, context };
    })().catch((err: unknown) => {
      // Not kept: the operator may install the package or fix the file without a restart.
      ready = null;
      throw err;
    });
    return ready;
  };

  return {
    name: 'llama',
    async *answer(input: TChatProviderInput) {
      let engine: { lib: TNodeLlamaCpp; context: TLlamaContext };
      try {
        engine = await start();
      } catch (err) {
        opts.log?.(err);
        throw new AppError(ErrorCode.ChatModelFailed);
      }
      const signal = AbortSignal.any([input.signal, AbortSignal.timeout(config.timeoutMs)]);
      const sequence = engine.context.getSequence();
      const session = new engine.lib.LlamaChatSession({ contextSequence: sequence, systemPrompt: systemPrompt(input, brand) });
      const history = input.history.slice(-HISTORY_TURNS);
      session.setChatHistory([
        { type: 'system', text: systemPrompt(input, brand) },
        ...history.map((m): TChatHistoryItem => (m.role === 'user' ? { type: 'user', text: m.content } : { type: 'model', response: [m.content] })),
      ]);
      const queue = chunkQueue();
      session
        .prompt(input.question, { onTextChunk: (piece) => queue.push(piece), signal, stopOnAbortSignal: true, temperature: 0.2, maxTokens: MAX_ANSWER_TOKENS })
        .then(
          () => queue.end(),
          (err: unknown) => queue.end(err),
        );
      try {
        yield* queue.drain();
      } catch (err) {
        if (input.signal.aborted) return;
        opts.log?.(err);
        throw new AppError(ErrorCode.ChatModelFailed);
      } finally {
        session.dispose();
        sequence.dispose();
      }
    },
  };
}
