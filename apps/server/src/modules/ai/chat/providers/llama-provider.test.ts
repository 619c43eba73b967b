import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TChatProviderInput } from './chat-provider.ts';
import { createLlamaProvider, type TNodeLlamaCpp } from './llama-provider.ts';

/**
 * No GGUF model ships here (none is on npm), so the provider is checked against a stand-in of the node-llama-cpp API it
 * calls (getLlama → loadModel → createContext → LlamaChatSession.prompt with onTextChunk): what it sends the model,
 * that the answer streams in the model's pieces, that a stop ends it, and that every failure is 1810.
 */
function fakeLibrary(opts: { pieces?: string[]; failPrompt?: boolean; failLoad?: boolean } = {}) {
  const seen = { loads: 0, histories: [] as unknown[], prompts: [] as string[], disposed: 0 };
  const lib: TNodeLlamaCpp = {
    getLlama: async () => ({
      loadModel: async () => {
        seen.loads++;
        if (opts.failLoad) throw new Error('not a GGUF file');
        return { createContext: async () => ({ getSequence: () => ({ dispose: () => void seen.disposed++ }) }) };
      },
    }),
    LlamaChatSession: class {
      setChatHistory(history: unknown[]) {
        seen.histories.push(history);
      }
      async prompt(text: string, o: { onTextChunk: (c: string) => void; signal: AbortSignal }) {
        seen.prompts.push(text);
        if (opts.failPrompt) throw new Error('context overflow');
        for (const p of opts.pieces ?? ['Price fixing ', 'sets the price ', 'later [1].']) {
          if (o.signal.aborted) return '';
          o.onTextChunk(p);
          await new Promise((r) => setTimeout(r, 1));
        }
        return '';
      }
      dispose() {}
    } as unknown as TNodeLlamaCpp['LlamaChatSession'],
  };
  return { lib, seen };
}

const modelFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-gguf-')), 'model.gguf');
fs.writeFileSync(modelFile, 'GGUF');
const config = { modelPath: modelFile, contextSize: 4096, timeoutMs: 10_000 };

function input(over: Partial<TChatProviderInput> = {}): TChatProviderInput {
  return {
    question: 'How does price fixing work?',
    lang: 'en',
    citations: [{ n: 1, kind: 'wiki', title: 'Price fixing', link: '/wiki-detail?slug=price-fixing', snippet: 'The buyer fixes against the LME settlement.' }] as TChatProviderInput['citations'],
    history: [
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hello, ask me about trading.' },
    ],
    signal: new AbortController().signal,
    ...over,
  };
}

async function collect(it: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const p of it) out.push(p);
  return out;
}

describe('local GGUF chat provider (node-llama-cpp)', () => {
  it('answers from the numbered sources and the conversation, streamed in the model pieces; the model loads once', async () => {
    const { lib, seen } = fakeLibrary();
    const provider = createLlamaProvider(config, 'ScrapBridge', { load: async () => lib });
    expect(await collect(provider.answer(input()))).toEqual(['Price fixing ', 'sets the price ', 'later [1].']);
    await collect(provider.answer(input({ question: 'And in Chinese?' })));
    expect(seen.loads).toBe(1);
    expect(seen.prompts).toEqual(['How does price fixing work?', 'And in Chinese?']);
    const history = seen.histories[0] as { type: string; text?: string; response?: string[] }[];
    expect(history[0]!.type).toBe('system');
    expect(history[0]!.text).toContain('[1] Price fixing (/wiki-detail?slug=price-fixing)');
    expect(history.slice(1)).toEqual([
      { type: 'user', text: 'Hello' },
      { type: 'model', response: ['Hello, ask me about trading.'] },
    ]);
    // Each answer's sequence is given back to the context.
    expect(seen.disposed).toBe(2);
  });

  it('stops writing when the asker stops', async () => {
    const { lib } = fakeLibrary({ pieces: Array.from({ length: 50 }, (_, i) => `${i} `) });
    const provider = createLlamaProvider(config, 'ScrapBridge', { load: async () => lib });
    const ctrl = new AbortController();
    const got: string[] = [];
    for await (const p of provider.answer(input({ signal: ctrl.signal }))) {
      got.push(p);
      if (got.length === 3) ctrl.abort();
    }
    expect(got.length).toBeLessThan(10);
  });

  it('a model that does not load, a failed answer or a missing package is 1810, and the load is tried again later', async () => {
    const broken = fakeLibrary({ failLoad: true });
    const logged: unknown[] = [];
    const p1 = createLlamaProvider(config, 'ScrapBridge', { load: async () => broken.lib, log: (e) => logged.push(e) });
    await expect(collect(p1.answer(input()))).rejects.toMatchObject({ code: ErrorCode.ChatModelFailed });
    await expect(collect(p1.answer(input()))).rejects.toMatchObject({ code: ErrorCode.ChatModelFailed });
    expect(broken.seen.loads).toBe(2);
    expect(String(logged[0])).toContain('not a GGUF file');

    const failing = fakeLibrary({ failPrompt: true });
    const p2 = createLlamaProvider(config, 'ScrapBridge', { load: async () => failing.lib });
    await expect(collect(p2.answer(input()))).rejects.toMatchObject({ code: ErrorCode.ChatModelFailed });

    const p3 = createLlamaProvider(config, 'ScrapBridge', { load: () => import('node-llama-cpp-is-not-installed' as string) });
    await expect(collect(p3.answer(input()))).rejects.toMatchObject({ code: ErrorCode.ChatModelFailed });
  });

  it('refuses to start without the model file', () => {
    expect(() => createLlamaProvider({ ...config, modelPath: '/nowhere/model.gguf' }, 'ScrapBridge')).toThrow(/CHAT_LLAMA_MODEL/);
  });
});
