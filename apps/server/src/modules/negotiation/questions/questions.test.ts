import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post } from '../../../../test/api.ts';
import { liveAsk, negotiationTestApp, type TNegotiation } from '../../../../test/negotiation-fixtures.ts';

let n: TNegotiation;
beforeAll(async () => {
  n = await negotiationTestApp();
});
afterAll(async () => {
  await n?.t.close();
});

describe('Q&A with the seller (§2, §5 questions more than 4 characters)', () => {
  it('a buyer asks, the seller answers once, the answer is public; the unanswered question stays private', async () => {
    const { askId } = await liveAsk(n);
    const short = await post(n.t, '/app-v2/question', { askId, question: 'ok??' }, { token: n.tokens.buyer });
    expect(short.body).toMatchObject({ code: 1000, msg: 'Question: must be more than 4 characters' });
    const zh = await post(n.t, '/app-v2/question', { askId, question: '含铜吗' }, { token: n.tokens.buyer, lang: 'zh' });
    expect(zh.body).toMatchObject({ code: 1000, msg: '问题：须多于 4 个字符' });
    expect((await post(n.t, '/app-v2/question', { askId, question: 'Asking myself?' }, { token: n.tokens.seller })).body.code).toBe(1101);
    expect(await countRows(n.t, 'ask_questions')).toBe(0);

    const asked = await post(n.t, '/app-v2/question', { askId, question: 'Is the wire free of tin?' }, { token: n.tokens.buyer });
    expect(asked.body.data).toMatchObject({ question: 'Is the wire free of tin?', answer: null, mine: true });
    const questionId = asked.body.data.questionId as string;
    // Not public before the answer; the seller sees it.
    expect((await call(n.t, 'GET', `/app-v2/question/list?askId=${askId}`, { token: n.tokens.user })).body.data).toMatchObject({ rows: [], total: 0 });
    expect((await call(n.t, 'GET', `/app-v2/question/list?askId=${askId}`, { token: n.tokens.seller })).body.data).toMatchObject({ total: 1, unanswered: 1 });
    // Only the seller answers.
    expect((await post(n.t, `/app-v2/question/${questionId}/answer`, { answer: 'Yes' }, { token: n.tokens.buyer })).body.code).toBe(1403);
    expect((await post(n.t, `/app-v2/question/${questionId}/answer`, { answer: 'Yes' }, { token: n.tokens.user })).body.code).toBe(404);
    const answered = await post(n.t, `/app-v2/question/${questionId}/answer`, { answer: 'Yes, bare bright only.' }, { token: n.tokens.seller });
    expect(answered.body.data).toMatchObject({ answer: 'Yes, bare bright only.' });
    expect((await post(n.t, `/app-v2/question/${questionId}/answer`, { answer: 'Again' }, { token: n.tokens.seller })).body.code).toBe(110801);
    const pub = await call(n.t, 'GET', `/app-v2/question/list?askId=${askId}`, { token: n.tokens.user });
    expect(pub.body.data).toMatchObject({ total: 1, rows: [{ questionId, answer: 'Yes, bare bright only.', mine: false }] });
  });
});
