/**
 * The satisfaction dialog of the latest-due-bill prompt (§4 feedback dialog; §3 feedback satisfaction 1–4): loaded
 * only when the check found a shipment. Choices 1–3 go to /feedback, 4 to /select-claim (the rating is stored first,
 * so a rated shipment never asks again); "later" (or closing) puts it off until the next day.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FEEDBACK_SCORES } from '@scrapbridge/domain/constants';
import { feedbackChoicePath, type TLatestDueBill, type TSatisfaction } from '@scrapbridge/domain/after-sales/feedback';
import { AntdScope } from '#components/antd-scope.tsx';
import { AppDialog } from '#components/app-dialog.tsx';
import { toast } from '#lib/toast.ts';
import { rateShipment, snoozeShipment } from '../api/feedback-api.ts';
import '../after-sales.css';

export default function DueBillDialog({ bill, onDone }: { bill: NonNullable<TLatestDueBill>; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<TSatisfaction | 'later' | null>(null);

  const choose = async (satisfaction: TSatisfaction) => {
    setBusy(satisfaction);
    try {
      await rateShipment(bill.shipmentId, satisfaction);
      onDone();
      void navigate(feedbackChoicePath(satisfaction, bill.shipmentId));
    } catch {
      void toast('error', t('afterSales.prompt.failed'));
    } finally {
      setBusy(null);
    }
  };

  const later = () => {
    setBusy('later');
    void snoozeShipment(bill.shipmentId)
      .catch(() => undefined)
      .finally(() => {
        setBusy(null);
        onDone();
      });
  };

  return (
    <AntdScope>
      <AppDialog open onClose={later} title={t('afterSales.prompt.title')}>
        <div className="sb-feedback-prompt" data-testid="feedback-prompt">
          <p>{bill.billNo ? t('afterSales.prompt.body', { billNo: bill.billNo, contractNo: bill.contractNo }) : t('afterSales.prompt.bodyNoBill', { contractNo: bill.contractNo })}</p>
          {bill.eta && <p className="sb-feedback-muted">{t('afterSales.prompt.eta', { eta: bill.eta })}</p>}
          <div className="sb-feedback-choices" role="group" aria-label={t('afterSales.fields.satisfaction')}>
            {FEEDBACK_SCORES.map((score) => (
              <Button
                key={score}
                block
                size="large"
                danger={score === 4}
                loading={busy === score}
                disabled={busy !== null && busy !== score}
                onClick={() => void choose(score)}
                data-testid={`feedback-choice-${score}`}
              >
                {t(`afterSales.satisfaction.${score}`)}
              </Button>
            ))}
          </div>
          <p className="sb-feedback-muted">{t('afterSales.prompt.claimHint')}</p>
          <div className="sb-feedback-later">
            <Button type="link" onClick={later} loading={busy === 'later'} data-testid="feedback-later">
              {t('afterSales.prompt.later')}
            </Button>
          </div>
        </div>
      </AppDialog>
    </AntdScope>
  );
}
