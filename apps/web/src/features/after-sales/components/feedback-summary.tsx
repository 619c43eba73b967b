/** A sent feedback, read-only: the rating, the aspect scores, the comment and the photos (the feedback page). */
import { Rate, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASPECT_SCORE_MAX, FEEDBACK_ASPECTS, type TFeedback } from '@scrapbridge/domain/after-sales/feedback';

export function FeedbackSummary({ feedback }: { feedback: TFeedback }) {
  const { t } = useTranslation();
  return (
    <div className="sb-feedback-summary" data-testid="feedback-summary">
      <Tag color={feedback.satisfaction <= 2 ? 'green' : feedback.satisfaction === 3 ? 'orange' : 'red'}>{t(`afterSales.satisfaction.${feedback.satisfaction}`)}</Tag>
      <dl>
        {FEEDBACK_ASPECTS.map((a) =>
          feedback.scores[a] ? (
            <div key={a} className="sb-feedback-aspect">
              <dt>{t(`afterSales.fields.${a}`)}</dt>
              <dd>
                <Rate disabled count={ASPECT_SCORE_MAX} value={feedback.scores[a] ?? 0} />
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      {feedback.comment && <p className="sb-feedback-comment">{feedback.comment}</p>}
      {feedback.photos.length > 0 && (
        <div className="sb-feedback-photo-row">
          {feedback.photos.map((p) => (
            <a key={p.fileId} href={p.url} target="_blank" rel="noreferrer">
              <img src={p.url} alt={t('afterSales.feedback.photos')} />
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
