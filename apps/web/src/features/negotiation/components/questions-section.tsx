/**
 * Q&A with the seller on the detail page (§2; §5 Questions to the seller: more than 4 characters). A buyer asks;
 * the seller answers each question once; answered questions are public on the ask (without the asker's name), an
 * unanswered one is seen by its asker and the seller only.
 */
import { useState } from 'react';
import { Button, Empty, Input, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';
import { ANSWER_MAX, QUESTION_MAX, ZAnswerQuestionRequest, ZAskQuestionRequest, type TQuestion } from '@scrapbridge/domain/quotes/question';
import { toast } from '#lib/toast.ts';
import { useAnswerQuestion, useAskQuestion, useQuestions } from '../api/negotiation-api.ts';
import { dateTimeText, } from '../lib/quote-texts.ts';
import { useZodForm } from '#lib/zod-form.ts';

type TProps = { askId: string; owner: boolean; lang: TLang };

function AnswerBox({ q, askId }: { q: TQuestion; askId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { errors, check, refuse, setErrors } = useZodForm();
  // One text box: the first problem, whichever field the schema or the server names.
  const error = Object.values(errors).find(Boolean) ?? null;
  const answer = useAnswerQuestion();
  const submit = () => {
    const body = check(ZAnswerQuestionRequest, { answer: text });
    if (!body) return;
    answer.mutate(
      { askId, questionId: q.questionId, answer: body.answer },
      {
        onSuccess: () => void toast('success', t('negotiation.web.qa.answered')),
        onError: (e) => {
          if (!refuse(e)) setErrors({});
        },
      },
    );
  };
  return (
    <div className="sb-qa-answer-box">
      <Input.TextArea value={text} maxLength={ANSWER_MAX} onChange={(e) => { setText(e.target.value); setErrors({}); }} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('negotiation.web.qa.answerPlaceholder')} data-testid="answer-input" status={error ? 'error' : ''} />
      {error && <div className="ant-form-item-explain-error">{error}</div>}
      <Button size="small" type="primary" onClick={submit} loading={answer.isPending} data-testid="answer-submit">
        {t('negotiation.web.qa.answer')}
      </Button>
    </div>
  );
}

export function QuestionsSection({ askId, owner, lang }: TProps) {
  const { t } = useTranslation();
  const list = useQuestions(askId);
  const ask = useAskQuestion();
  const [text, setText] = useState('');
  const { errors, check, refuse, setErrors } = useZodForm();
  const error = errors.question ?? Object.values(errors).find(Boolean) ?? null;

  const submit = () => {
    const body = check(ZAskQuestionRequest, { askId, question: text });
    if (!body) return;
    ask.mutate(body, {
      onSuccess: () => {
        setText('');
        void toast('success', t('negotiation.web.qa.sent'));
      },
      // The call quiets 1000: its problems, or its message, show under the question; other refusals are toasts.
      onError: (e) => refuse(e, { validationOnly: true, formAt: 'question' }),
    });
  };

  const rows = list.data?.rows ?? [];
  return (
    <div className="sb-nego-block sb-qa" data-testid="questions-section">
      <h3 className="sb-nego-heading">
        {t('negotiation.web.qa.title')}
        {owner && (list.data?.unanswered ?? 0) > 0 && <Tag color="orange" className="sb-qa-count">{t('negotiation.web.qa.unanswered', { n: list.data!.unanswered })}</Tag>}
      </h3>
      {!owner && (
        <div className="sb-qa-ask">
          <Input.TextArea
            value={text}
            maxLength={QUESTION_MAX}
            onChange={(e) => {
              setText(e.target.value);
              setErrors({});
            }}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('negotiation.web.qa.placeholder')}
            status={error ? 'error' : ''}
            data-testid="question-input"
          />
          {error && <div className="ant-form-item-explain-error" data-testid="question-error">{error}</div>}
          <Space>
            <Button type="primary" onClick={submit} loading={ask.isPending} data-testid="question-submit">
              {t('negotiation.web.qa.ask')}
            </Button>
            <span className="sb-muted">{t('negotiation.web.qa.publicNote')}</span>
          </Space>
        </div>
      )}
      {rows.length === 0 && !list.isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('negotiation.web.qa.none')} />
      ) : (
        <List
          dataSource={rows}
          loading={list.isLoading}
          renderItem={(q) => (
            <List.Item key={q.questionId} data-testid="question-item">
              <div className="sb-qa-item">
                <div>
                  <Tag color="blue">{t('negotiation.web.qa.q')}</Tag>
                  {q.question} {q.mine && <Tag>{t('negotiation.web.qa.mine')}</Tag>}
                  <span className="sb-muted"> {dateTimeText(q.createdAt, lang)}</span>
                </div>
                {q.answer ? (
                  <div className="sb-qa-answer" data-testid="question-answer">
                    <Tag color="green">{t('negotiation.web.qa.a')}</Tag>
                    {q.answer}
                  </div>
                ) : owner ? (
                  <AnswerBox q={q} askId={askId} />
                ) : (
                  <div className="sb-muted">{t('negotiation.web.qa.waiting')}</div>
                )}
              </div>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
