/** The publish form's end: the problems still to fix (in reading order), cancel, save draft (drafts only) and submit. */
import { Alert, Button, Space, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

type TProps = {
  /** Every problem, worded for the list above the buttons. */
  summary: string[];
  draftState: boolean;
  /** Which button is saving (its spinner), or null. */
  savingDraft: boolean | null;
  submit: (draft: boolean) => void;
};

/** Problems listed by name under the title; the rest are counted. */
const SHOWN = 12;

export function PublishFooter({ summary, draftState, savingDraft, submit }: TProps) {
  const { t } = useTranslation();
  return (
    <>
      {summary.length > 0 && (
        <Alert
          className="sb-form-summary"
          type="warning"
          showIcon
          title={t('listings.publish.fixProblems', { count: summary.length })}
          description={
            <ul data-testid="form-problems">
              {summary.slice(0, SHOWN).map((line) => (
                <li key={line}>{line}</li>
              ))}
              {/* The title counts every problem: the ones past the first few are counted here, never dropped silently. */}
              {summary.length > SHOWN && <li>{t('listings.publish.moreProblems', { count: summary.length - SHOWN })}</li>}
            </ul>
          }
        />
      )}

      <div className="sb-form-footer">
        <Link to="/askList">
          <Button>{t('common.cancel')}</Button>
        </Link>
        <Space wrap>
          {draftState && (
            <Tooltip title={t('listings.publish.draftHint')}>
              <Button onClick={() => submit(true)} loading={savingDraft === true} data-testid="save-draft">
                {t('listings.publish.saveDraft')}
              </Button>
            </Tooltip>
          )}
          <Button type="primary" onClick={() => submit(false)} loading={savingDraft === false} data-testid="submit-ask">
            {t('listings.publish.submit')}
          </Button>
        </Space>
      </div>
    </>
  );
}
