/**
 * Follow an exchange series with alert settings (issue 14 item 3): a move of more than a percent, crossing a level in
 * the series' unit, and a direction; both empty follows without alerts. Checked with the follow route's own schema
 * (the form kit), the server's field problems shown on the same fields.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Select, Space } from 'antd';
import { ZPriceFollowRequest, type TPriceFollow } from '@scrapbridge/domain/pricing/price-follow';
import type { TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import { AppDialog } from '#components/app-dialog.tsx';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useSaveSeriesFollow, useUnfollowSeries } from '../api/futures-api.ts';

type TProps = {
  open: boolean;
  onClose: () => void;
  basis: TReferenceBasis;
  unit: string;
  /** The reader's follow of this series, when there is one. */
  current: TPriceFollow | null;
};

type TDraft = { alertPct: string; alertLevel: string; alertDirection: '' | 'up' | 'down' };

export function SeriesFollowDialog({ open, onClose, basis, unit, current }: TProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TDraft>({ alertPct: '', alertLevel: '', alertDirection: '' });
  const { setErrors, check, refuse, touch, item } = useZodForm();
  const save = useSaveSeriesFollow();
  const unfollow = useUnfollowSeries();

  useEffect(() => {
    if (!open) return;
    setDraft({ alertPct: current?.alertPct ?? '', alertLevel: current?.alertLevel ?? '', alertDirection: current?.alertDirection ?? '' });
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  const set = (field: keyof TDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    touch(field);
  };

  const submit = () => {
    const body = check(ZPriceFollowRequest, { kind: 'series', key: basis, ...draft });
    if (!body) return;
    save.mutate(
      { body, update: !!current },
      {
        onSuccess: () => {
          void toast('success', t('futures.saved'));
          onClose();
        },
        onError: (e) => {
          if (!refuse(e)) setErrors({});
        },
      },
    );
  };

  const stop = () =>
    unfollow.mutate(basis, {
      onSuccess: () => {
        void toast('success', t('futures.unfollowed'));
        onClose();
      },
    });

  const name = t(`futures.series.${basis}`);
  return (
    <AppDialog open={open} onClose={onClose} title={t('futures.alertTitle', { name })} maskClosable={false}>
      <p className="sb-futures-help">{t('futures.alertHelp')}</p>
      <Form layout="vertical" onFinish={submit} data-testid="series-follow-form">
        <Form.Item label={t('futures.alertPct')} {...item('alertPct')}>
          <Input inputMode="decimal" value={draft.alertPct} onChange={(e) => set('alertPct', e.target.value)} data-testid="alert-pct" suffix="%" />
        </Form.Item>
        <Form.Item label={t('futures.alertLevel', { unit: t(`futures.units.${unit}`) })} {...item('alertLevel')}>
          <Input inputMode="decimal" value={draft.alertLevel} onChange={(e) => set('alertLevel', e.target.value)} data-testid="alert-level" />
        </Form.Item>
        <Form.Item label={t('futures.alertDirection')} {...item('alertDirection')}>
          <Select
            value={draft.alertDirection}
            onChange={(v) => set('alertDirection', v)}
            data-testid="alert-direction"
            options={[
              { value: '', label: t('futures.directionEither') },
              { value: 'up', label: t('futures.directionUp') },
              { value: 'down', label: t('futures.directionDown') },
            ]}
          />
        </Form.Item>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          {current ? (
            <Button danger onClick={stop} loading={unfollow.isPending} data-testid="series-unfollow">
              {t('futures.unfollow')}
            </Button>
          ) : (
            <span />
          )}
          <Space>
            <Button onClick={onClose}>{t('futures.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="series-follow-save">
              {t('futures.save')}
            </Button>
          </Space>
        </Space>
      </Form>
    </AppDialog>
  );
}
