import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionsContract as c } from '@scrapbridge/domain/contract/questions';
import { route } from '../../../lib/register-route.ts';
import { answerQuestion } from './answer-question.ts';
import { askQuestion } from './ask-question.ts';
import { listQuestions } from './list-questions.ts';

/** §2 Q&A with the seller on the item detail page. */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.list, ({ session, query }) => {
    const { askId, pageNum, pageSize } = query;
    return listQuestions({ db, viewer: { userId: session.userId, isStaff: session.isStaff }, askId, pageNum, pageSize });
  });

  route(app, c.ask, ({ session, body }) => askQuestion({ db, userId: session.userId, input: body }));

  // Only the ask's seller answers: the use case checks the row (403 to the asker, 404 to anyone else).
  route(app, c.answer, ({ session, params, body }) => answerQuestion({ db, userId: session.userId, questionId: params.questionId, answer: body.answer }));
};
