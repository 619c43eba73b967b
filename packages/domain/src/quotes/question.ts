import { z } from 'zod';

/** §5 Questions to the seller: more than 4 characters (§9 "Question: more than 4 characters"). */
export const QUESTION_MIN_EXCLUSIVE = 4;
export const QUESTION_MAX = 500;
export const ANSWER_MAX = 1000;

/** Counted as the reader sees them (code points), after trimming. */
export function questionLongEnough(text: string): boolean {
  return [...text.trim()].length > QUESTION_MIN_EXCLUSIVE;
}

/** `POST /app-v2/question`. */
export const ZAskQuestionRequest = z.object({
  askId: z.uuid(),
  question: z
    .string()
    .trim()
    .max(QUESTION_MAX)
    .refine(questionLongEnough, { params: { reasonKey: 'negotiation.errors.questionTooShort' } }),
});
export type TAskQuestionRequest = z.infer<typeof ZAskQuestionRequest>;

/** `POST /app-v2/question/{questionId}/answer`: the seller answers; the answer is public. */
export const ZAnswerQuestionRequest = z.object({ answer: z.string().trim().min(1).max(ANSWER_MAX) });
export const ZQuestionParams = z.object({ questionId: z.uuid() });
export const ZQuestionListQuery = z.object({
  askId: z.uuid(),
  pageNum: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/**
 * One question. Answered questions are public on the ask (without the asker's identity); an unanswered one is seen
 * by its asker and the seller only.
 */
export const ZQuestion = z.object({
  questionId: z.string(),
  askId: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The caller asked it. */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type TQuestion = z.infer<typeof ZQuestion>;
export const ZQuestionPage = z.object({ rows: z.array(ZQuestion), total: z.number().int(), unanswered: z.number().int() });
