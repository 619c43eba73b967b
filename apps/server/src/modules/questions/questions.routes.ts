import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@scrapbridge/domain/api';
import { ZAnswerQuestionRequest, ZAskQuestionRequest, ZQuestion, ZQuestionListQuery, ZQuestionPage, ZQuestionParams } from '@scrapbridge/domain/quotes/question';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { answerQuestion } from './answer-question.ts';
import { askQuestion } from './ask-question.ts';
import { listQuestions } from './list-questions.ts';

/** §2 Q&A with the seller on the item detail page. */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/app-v2/question/list',
    {
      schema: { tags: ['questions'], summary: 'Questions on an ask: answered ones (public), your own, all for the seller', querystring: ZQuestionListQuery, response: { 200: envelopeOf(ZQuestionPage) } },
    },
    async (req) => {
      const { userId, isStaff } = requireSession(req);
      const { askId, pageNum, pageSize } = req.query;
      return ok(req, await listQuestions({ db, viewer: { userId, isStaff }, askId, pageNum, pageSize }));
    },
  );

  app.post(
    '/app-v2/question',
    { schema: { tags: ['questions'], summary: 'Ask the seller a question (more than 4 characters, §5)', body: ZAskQuestionRequest, response: { 200: envelopeOf(ZQuestion) } } },
    async (req) => ok(req, await askQuestion({ db, userId: requireSession(req).userId, input: req.body })),
  );

  app.post(
    '/app-v2/question/:questionId/answer',
    {
      schema: { tags: ['questions'], summary: 'The seller answers (once; the answer is public)', params: ZQuestionParams, body: ZAnswerQuestionRequest, response: { 200: envelopeOf(ZQuestion) } },
    },
    async (req) => ok(req, await answerQuestion({ db, userId: requireSession(req).userId, questionId: req.params.questionId, answer: req.body.answer })),
  );
};
