import { z } from 'zod';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { AppError } from '../../../../lib/app-error.ts';
import { IMAGE_MAX_INPUT_PIXELS } from '../../../platform/index.ts';
import type { TRecognitionProvider } from './recognition-provider.ts';

export type TOpenAiRecognitionConfig = {
  /** Base URL of an OpenAI-compatible API, up to (not including) /chat/completions. */
  url: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
};

/** Longest side of a photo sent to the model: what vision models read at their detailed size, a fraction of the bytes. */
const SEND_SIDE = 768;

const ZModelAnswer = z.object({
  candidates: z.array(z.object({ code: z.string(), confidence: z.coerce.number().min(0).max(1) })).max(10),
});

/** The reply's JSON: the whole content, or the first {...} in it (some models wrap it in a code fence). */
function parseAnswer(content: string): z.infer<typeof ZModelAnswer> | null {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const parsed = ZModelAnswer.safeParse(JSON.parse(content.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The OpenAI-compatible vision provider (issue 17 item 1): POST {url}/chat/completions with the photos as data URLs and
 * the catalogue's grade codes, asking for JSON {candidates: [{code, confidence}]}. Only codes of the catalogue are
 * kept (a model may invent one), at most three. Any failure — HTTP error, timeout, unreadable answer — is 1841; the
 * endpoint's own text never reaches the user.
 */
export function createOpenAiRecognitionProvider(config: TOpenAiRecognitionConfig, fetchImpl: typeof fetch = fetch): TRecognitionProvider {
  const endpoint = `${config.url.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai',
    async identify({ images, grades }) {
      const pictures = await Promise.all(
        images.map(async (image) => {
          const { default: sharp } = await import('sharp');
          const jpeg = await sharp(image, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
            .rotate()
            .resize(SEND_SIDE, SEND_SIDE, { fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: 85 })
            .toBuffer()
            .catch(() => {
              throw new AppError(ErrorCode.RecognitionImageUnreadable);
            });
          return { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } };
        }),
      );
      const catalogue = grades.map((g) => `${g.code}: ${g.nameEn} / ${g.nameZh}`).join('\n');
      const messages = [
        {
          role: 'system',
          content: [
            'You identify recycled scrap metal in photos for a B2B marketplace.',
            'All photos show one lot. Choose the three likeliest grades from this catalogue (code: English / Chinese name):',
            catalogue,
            'Answer only with JSON: {"candidates":[{"code":"<catalogue code>","confidence":<0..1>}]}, likeliest first.',
          ].join('\n'),
        },
        { role: 'user', content: [{ type: 'text', text: 'Which grades are these?' }, ...pictures] },
      ];
      let content: string | undefined;
      try {
        const res = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({ model: config.model, temperature: 0, response_format: { type: 'json_object' }, messages }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!res.ok) {
          await res.body?.cancel().catch(() => undefined);
          throw new AppError(ErrorCode.RecognitionProviderFailed);
        }
        content = ((await res.json()) as { choices?: { message?: { content?: string | null } }[] }).choices?.[0]?.message?.content ?? undefined;
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError(ErrorCode.RecognitionProviderFailed);
      }
      const answer = content ? parseAnswer(content) : null;
      if (!answer) throw new AppError(ErrorCode.RecognitionProviderFailed);
      const byCode = new Map(grades.map((g) => [g.code.toLowerCase(), g]));
      const seen = new Set<number>();
      const candidates = [];
      for (const c of answer.candidates) {
        const grade = byCode.get(c.code.trim().toLowerCase());
        if (!grade || seen.has(grade.categoryId)) continue;
        seen.add(grade.categoryId);
        candidates.push({ categoryId: grade.categoryId, confidence: c.confidence, support: [] });
      }
      return { referenceCount: null, candidates: candidates.sort((a, b) => b.confidence - a.confidence).slice(0, 3) };
    },
  };
}
