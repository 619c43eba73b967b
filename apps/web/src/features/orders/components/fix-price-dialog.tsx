/**
 * The fix price dialog (§2 dialogs "fix price"; §4 "starts only for containers not yet fixed. Shipments already priced
 * are disabled"; §7 commitPricing {askId, shipmentIds}; §8 "success shows a submission message, else shows msg"):
 * the contract's shipments with their containers and net weights, the choosable ones ticked by the fixing party.
 * Nothing left to choose reads §8's "no container available to fix price".
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TPricingInfo, TPricingShipment } from '@scrapbridge/domain/pricing/fixing-view';
import { AppDialog } from '#components/app-dialog.tsx';
import { toast } from '#lib/toast.ts';
import { useCommitPricing } from '../api/pricing-api.ts';
import { amountText } from './money-format.ts';
import { FormulaCalculatorButton } from '#components/formula-calculator/formula-calculator-button.tsx';

type TProps = { open: boolean; onClose: () => void; info: TPricingInfo };

export function FixPriceDialog({ open, onClose, info }: TProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t('fixing.web.dialog.title')} maskClosable={false}>
      <FixPriceForm info={info} onClose={onClose} />
    </AppDialog>
  );
}

function FixPriceForm({ info, onClose }: { info: TPricingInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const commit = useCommitPricing();
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const choosable = info.shipments.filter((s) => s.fixable && s.window.state === 'open');

  const submit = () => {
    if (chosen.length === 0) {
      setProblem(t('fixing.web.dialog.chooseOne'));
      return;
    }
    // A refusal is the client's toast with the server's msg (§8); the dialog stays open on the refreshed list.
    commit.mutate(
      { askId: info.askId, shipmentIds: chosen },
      {
        onSuccess: () => {
          void toast('success', t('fixing.web.dialog.submitted'));
          onClose();
        },
        onError: () => setChosen([]),
      },
    );
  };

  return (
    <div className="sb-pricing-dialog" data-testid="fix-price-dialog">
      <p className="sb-pricing-muted">{t('fixing.web.dialog.intro', { basis: info.formula?.quoteType ?? '' })}</p>
      {choosable.length === 0 && <Alert type="warning" showIcon title={t('fixing.web.dialog.noneLeft')} data-testid="fix-price-none" />}
      <Checkbox.Group
        className="sb-pricing-choices"
        value={chosen}
        onChange={(v) => {
          setChosen(v as string[]);
          setProblem(null);
        }}
      >
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          {info.shipments.map((s) => (
            <Choice key={s.shipmentId} s={s} enabled={choosable.includes(s)} />
          ))}
        </Space>
      </Checkbox.Group>
      {problem && (
        <Alert type="error" showIcon title={problem} className="sb-pricing-problem" data-testid="fix-price-problem" />
      )}
      <Space className="sb-pricing-actions">
        {/* Issue 17 item 5: what the contract's formula gives at the latest settlements, before fixing. */}
        <FormulaCalculatorButton size="middle" />
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" loading={commit.isPending} disabled={choosable.length === 0} onClick={submit} data-testid="fix-price-submit">
          {t('fixing.web.dialog.submit')}
        </Button>
      </Space>
    </div>
  );
}

function Choice({ s, enabled }: { s: TPricingShipment; enabled: boolean }) {
  const { t } = useTranslation();
  const f = s.fix;
  let note: string | null = null;
  if (f?.status === 'confirmed' && f.pricePerMt) note = t('fixing.web.fixedAt', { price: amountText(f.pricePerMt, f.currency ?? undefined) });
  else if (f?.status === 'requested') note = t('fixing.web.fixStatus.requested');
  else if (s.window.state === 'closed') note = t('fixing.web.dialog.windowClosed');
  else if (s.window.state === 'notYetOpen') note = t('fixing.web.dialog.windowNotOpen', { date: s.window.opensOn });
  return (
    <div data-testid="fix-price-choice" data-shipment-id={s.shipmentId} data-enabled={enabled ? 'true' : 'false'}>
      <Checkbox value={s.shipmentId} disabled={!enabled} className="sb-pricing-choice">
        <span className="sb-pricing-choice-body">
          <strong>{s.billNo ?? t('fixing.web.columns.shipment')}</strong>
          {note && <Tag className="sb-pricing-choice-tag">{note}</Tag>}
          <span className="sb-pricing-muted">
            {s.containers.map((c) => `${c.containerNo} ${c.netWeightMt} MT`).join(' · ') || '—'}
          </span>
          <span className="sb-pricing-muted">
            {t('fixing.web.columns.netWeight')}: {s.netWeightMt}
          </span>
        </span>
      </Checkbox>
    </div>
  );
}
