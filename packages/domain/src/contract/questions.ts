import { ZAnswerQuestionRequest, ZAskQuestionRequest, ZQuestion, ZQuestionListQuery, ZQuestionPage, ZQuestionParams } from '../quotes/question.ts';
import { defineArea } from './define-route.ts';

/** §2 Q&A with the seller on the item detail page. */
export const questionsContract = defineArea('questions', {
  list: {
    method: 'GET',
    path: '/app-v2/question/list',
    access: 'user',
    tag: 'questions',
    summary: 'Questions on an ask: answered ones (public), your own, all for the seller',
    query: ZQuestionListQuery,
    response: ZQuestionPage,
  },
  ask: {
    method: 'POST',
    path: '/app-v2/question',
    access: 'user',
    tag: 'questions',
    summary: 'Ask the seller a question (more than 4 characters, §5)',
    body: ZAskQuestionRequest,
    response: ZQuestion,
  },
  answer: {
    method: 'POST',
    path: '/app-v2/question/:questionId/answer',
    access: 'party',
    tag: 'questions',
    summary: 'The seller answers (once; the answer is public)',
    description: "Only the ask's seller (or their agent) answers: 403 to the asker, 404 to anyone else; 110801 when already answered.",
    params: ZQuestionParams,
    body: ZAnswerQuestionRequest,
    response: ZQuestion,
  },
});
