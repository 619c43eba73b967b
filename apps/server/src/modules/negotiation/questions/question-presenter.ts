import type { TQuestion } from '@scrapbridge/domain/quotes/question';
import type { TQuestionRow } from './questions.repository.ts';

export function toQuestion(r: TQuestionRow, viewerUserId: string): TQuestion {
  return {
    questionId: r.id,
    askId: r.askId,
    question: r.question,
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    mine: r.askerUserId === viewerUserId,
    createdAt: r.createdAt.toISOString(),
  };
}
