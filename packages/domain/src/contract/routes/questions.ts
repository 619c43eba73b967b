// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const questionsRoutes = {
  list: { area: 'questions', name: 'list', method: 'GET', path: '/app-v2/question/list', access: 'user' },
  ask: { area: 'questions', name: 'ask', method: 'POST', path: '/app-v2/question', access: 'user' },
  answer: { area: 'questions', name: 'answer', method: 'POST', path: '/app-v2/question/:questionId/answer', access: 'party' },
} as unknown as TContract['questions'];
