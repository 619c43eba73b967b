/**
 * Follow a price item or an exchange series (issue 14 item 3): a star button for lists, and on the detail page the
 * alert settings (a move of more than x %, crossing a level, one direction or either) in a dialog. A visitor is asked
 * to sign in first (the login dialog opens); nothing is sent.
 */
import { useState } from 'react';
import { Button, Form, Input, Modal, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZPriceFollowRequest, type TPriceFollowKind } from '@scrapbridge/domain/pricing/price-follow';
import { openLoginDialog } from '#lib/login-dialog.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useFollowPrice, usePriceFollows, useUnfollowPrice } from '../api/market-prices-api.ts';

export function FollowButton({ kind, keyValue, following, size = 'middle' }: { kind: TPriceFollowKind; keyValue: string; following: boolean; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const { signedIn } = useShellContext();
  const follow = useFollowPrice();
  const unfollow = useUnfollowPrice();
  const busy = follow.isPending || unfollow.isPending;
  const onClick = (e: React.MouseEvent) => {
    e.stopPropagation();
    e.preventDefault();
    if (!signedIn) {
      void toast('info', t('pricing.web.signInToFollow'));
      openLoginDialog();
      return;
    }
    if (following) {
      unfollow.mutate({ kind, key: keyValue }, { onSuccess: () => void toast('success', t('pricing.web.unfollowed')) });
    } else {
      follow.mutate({ kind, key: keyValue }, { onSuccess: () => void toast('success', t('pricing.web.followed')) });
    }
  };
  return (
    <Button
      size={size}
      type={following ? 'default' : 'primary'}
      ghost={!following}
      loading={busy}
      onClick={onClick}
      aria-pressed={following}
      data-testid="price-follow"
      data-following={following ? 'yes' : 'no'}
      icon={<span aria-hidden="true">{following ? '★' : '☆'}</span>}
    >
      {following ? t('pricing.web.following') : t('pricing.web.follow')}
    </Button>
  );
}

type TDirection = 'either' | 'up' | 'down';

/** The alert settings of a followed item or series, in a dialog (follows too when it was not followed yet). */
export function AlertSettingsButton({ kind, keyValue, following, unitLabel }: { kind: TPriceFollowKind; keyValue: string; following: boolean; unitLabel: string }) {
  const { t } = useTranslation();
  const { signedIn } = useShellContext();
  const follows = usePriceFollows(signedIn);
  const save = useFollowPrice();
  const current = follows.data?.rows.find((f) => f.kind === kind && f.key === keyValue);
  const [open, setOpen] = useState(false);
  const [pct, setPct] = useState('');
  const [level, setLevel] = useState('');
  const [direction, setDirection] = useState<TDirection>('either');
  const { check, refuse, item, touch } = useZodForm();

  const show = () => {
    if (!signedIn) {
      void toast('info', t('pricing.web.signInToFollow'));
      openLoginDialog();
      return;
    }
    setPct(current?.alertPct ? String(Number(current.alertPct)) : '');
    setLevel(current?.alertLevel ? String(Number(current.alertLevel)) : '');
    setDirection(current?.alertDirection ?? 'either');
    setOpen(true);
  };
  const submit = () => {
    const input = { kind, key: keyValue, alertPct: pct, alertLevel: level, alertDirection: direction === 'either' ? '' : direction };
    const body = check(ZPriceFollowRequest, input);
    if (!body) return;
    save.mutate(
      { ...input, update: following && !!current },
      {
        onSuccess: () => {
          void toast('success', t('pricing.web.alerts.saved'));
          setOpen(false);
        },
        onError: (e) => void refuse(e, { validationOnly: true }),
      },
    );
  };

  return (
    <>
      <Button onClick={show} data-testid="price-alert-settings" icon={<span aria-hidden="true">🔔</span>}>
        {t('pricing.web.alerts.settings')}
      </Button>
      <Modal
        open={open}
        title={t('pricing.web.alerts.title')}
        onCancel={() => setOpen(false)}
        onOk={submit}
        okText={t('pricing.web.alerts.save')}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <p className="sb-prices-muted">{t('pricing.web.alerts.intro')}</p>
        <Form layout="vertical" onFinish={submit}>
          <Form.Item label={t('pricing.web.alerts.pct')} {...item('alertPct')}>
            <Input
              inputMode="decimal"
              value={pct}
              suffix="%"
              data-testid="alert-pct"
              onChange={(e) => {
                setPct(e.target.value);
                touch('alertPct');
              }}
            />
          </Form.Item>
          <Form.Item label={t('pricing.web.alerts.level')} {...item('alertLevel')}>
            <Input
              inputMode="decimal"
              value={level}
              suffix={unitLabel}
              data-testid="alert-level"
              onChange={(e) => {
                setLevel(e.target.value);
                touch('alertLevel');
              }}
            />
          </Form.Item>
          <Form.Item label={t('pricing.web.alerts.direction')}>
            <Segmented<TDirection>
              value={direction}
              onChange={setDirection}
              options={(['either', 'up', 'down'] as const).map((d) => ({ value: d, label: t(`pricing.web.alerts.${d}`) }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
