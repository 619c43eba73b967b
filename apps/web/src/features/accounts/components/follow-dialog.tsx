/**
 * §4 Follow dialog: category selection first when the user follows nothing, then the push settings of each
 * followed category; finishing sets the hide flag and goes to /quoteList. §5: at least one category must stay
 * followed (leastone). Also opened from the settings page ("add categories").
 */
import '../lib/accounts-catalog.ts';
import { useState } from 'react';
import { Button, Empty, Spin, Switch, Tag } from 'antd';
import { AppDialog } from '#components/app-dialog.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canUnfollow, PushSwitch, type TNewWantedCategory, type TWantedItem } from '@scrapbridge/domain/wanted';
import { toast } from '#lib/toast.ts';
import { followCategories, newWantedQuery, setWantedPush, unfollowCategory, wantedQuery } from '../api/wanted-api.ts';
import { groupNewCategories } from '../lib/follow-model.ts';

type TProps = {
  open: boolean;
  /** Where to start: the caller knows whether the user follows anything (§4) or asked to add categories. */
  step: 'choose' | 'push';
  onClose: () => void;
  /** The push step finished (§4: hide flag, then /quoteList). */
  onFinished: () => void;
};

export function FollowDialog({ open, step: initialStep, onClose, onFinished }: TProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(initialStep);

  return (
    <AppDialog open={open} onClose={onClose} title={t('accounts.follow.title')}>
      <div className="sb-acc-dialog" data-testid="follow-dialog" data-step={step}>
        {step === 'choose' ? (
          <ChooseStep onNext={() => setStep('push')} onSkip={onClose} />
        ) : (
          <PushStep onDone={onFinished} onAdd={() => setStep('choose')} />
        )}
      </div>
    </AppDialog>
  );
}

function ChooseStep({ onNext, onSkip }: { onNext: () => void; onSkip: () => void }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const queryClient = useQueryClient();
  const fresh = useQuery(newWantedQuery());
  const followed = useQuery(wantedQuery());
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const groups = groupNewCategories(fresh.data ?? [], followed.data ?? []);
  const name = (c: { categoryCn: string; categoryEn: string }) => (zh ? c.categoryCn : c.categoryEn);

  const toggle = (id: number) => {
    setError(null);
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const next = async () => {
    if (chosen.size === 0) {
      // Following nothing is allowed only while something else is already followed (§5 leastone).
      if ((followed.data?.length ?? 0) > 0) {
        onNext();
        return;
      }
      const text = t('accounts.leastone');
      setError(text);
      void toast('warning', text);
      return;
    }
    setBusy(true);
    try {
      const result = await followCategories(queryClient, [...chosen]);
      if (result.success) {
        void toast('success', t('accounts.follow.followedOk'));
        onNext();
      }
    } finally {
      setBusy(false);
    }
  };

  const tag = (c: TNewWantedCategory) => (
    <Tag.CheckableTag
      key={c.categoryId}
      checked={chosen.has(c.categoryId)}
      onChange={() => toggle(c.categoryId)}
      className="sb-acc-cat"
      data-testid={`follow-cat-${c.categoryId}`}
    >
      {name(c)}
      {c.askNum > 0 && <span className="sb-acc-cat-count">{t('accounts.follow.liveAsks', { count: c.askNum })}</span>}
    </Tag.CheckableTag>
  );

  return (
    <>
      <h3 className="sb-acc-heading">{t('accounts.follow.chooseTitle')}</h3>
      <p className="sb-acc-hint">{t('accounts.follow.chooseHint')}</p>
      {fresh.isPending ? (
        <div className="sb-acc-center">
          <Spin />
        </div>
      ) : groups.length === 0 ? (
        <Empty description={t('accounts.follow.allFollowed')} />
      ) : (
        <div className="sb-acc-cats" data-testid="follow-categories">
          {groups.map((g) => (
            <section key={g.familyId} className="sb-acc-family" aria-label={g.family ? name(g.family) : undefined}>
              <h4 className="sb-acc-family-name">
                {g.family ? (
                  tag(g.family)
                ) : (
                  <span className="sb-acc-family-label">{g.followedFamily ? (zh ? g.followedFamily.categoryNameZh : g.followedFamily.categoryNameEn) : '—'}</span>
                )}
              </h4>
              <div className="sb-acc-grades">{g.grades.map(tag)}</div>
            </section>
          ))}
        </div>
      )}
      {error && (
        <div className="sb-acc-doc-error" role="alert" data-testid="follow-error">
          {error}
        </div>
      )}
      <div className="sb-acc-actions">
        <span className="sb-acc-count">{t('accounts.follow.selected', { count: chosen.size })}</span>
        <Button onClick={onSkip} disabled={busy} data-testid="follow-skip">
          {t('accounts.follow.skip')}
        </Button>
        <Button type="primary" onClick={() => void next()} loading={busy} data-testid="follow-next">
          {t('accounts.follow.next')}
        </Button>
      </div>
    </>
  );
}

export function WantedRows({ rows, testId }: { rows: TWantedItem[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);

  const togglePush = async (row: TWantedItem, on: boolean) => {
    setPending(row.wantedId);
    try {
      await setWantedPush(queryClient, row.wantedId, on ? PushSwitch.On : PushSwitch.Off);
    } finally {
      setPending(null);
    }
  };

  const remove = async (row: TWantedItem) => {
    if (!canUnfollow(rows.length)) {
      void toast('warning', t('accounts.leastone'));
      return;
    }
    setPending(row.wantedId);
    try {
      await unfollowCategory(queryClient, row.wantedId);
    } finally {
      setPending(null);
    }
  };

  return (
    <ul className="sb-acc-wanted" data-testid={testId}>
      {rows.map((row) => {
        const label = zh ? row.categoryNameZh : row.categoryNameEn;
        return (
          <li key={row.wantedId} className="sb-acc-wanted-row" data-testid={`wanted-${row.categoryId}`}>
            <span className="sb-acc-wanted-name">
              {label}
              <span className="sb-acc-cat-count">{t('accounts.follow.liveAsks', { count: row.askNum })}</span>
            </span>
            <Switch
              checked={row.pushSwitch === PushSwitch.On}
              loading={pending === row.wantedId}
              checkedChildren={t('accounts.follow.pushOn')}
              unCheckedChildren={t('accounts.follow.pushOff')}
              aria-label={t('accounts.follow.pushFor', { category: label })}
              onChange={(on) => void togglePush(row, on)}
              data-testid={`wanted-push-${row.categoryId}`}
            />
            <Button
              type="text"
              size="small"
              danger
              disabled={pending === row.wantedId}
              aria-label={t('accounts.settings.removeNamed', { category: label })}
              onClick={() => void remove(row)}
              data-testid={`wanted-remove-${row.categoryId}`}
            >
              {t('accounts.settings.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function PushStep({ onDone, onAdd }: { onDone: () => void; onAdd: () => void }) {
  const { t } = useTranslation();
  const followed = useQuery(wantedQuery());

  return (
    <>
      <h3 className="sb-acc-heading">{t('accounts.follow.pushTitle')}</h3>
      <p className="sb-acc-hint">{t('accounts.follow.pushHint')}</p>
      {followed.isPending ? (
        <div className="sb-acc-center">
          <Spin />
        </div>
      ) : (followed.data?.length ?? 0) === 0 ? (
        <Empty description={t('accounts.settings.wantedEmpty')} />
      ) : (
        <WantedRows rows={followed.data ?? []} testId="follow-push-list" />
      )}
      <div className="sb-acc-actions">
        <Button onClick={onAdd} data-testid="follow-add">
          {t('accounts.settings.addCategories')}
        </Button>
        <Button
          type="primary"
          onClick={() => {
            if ((followed.data?.length ?? 0) === 0) {
              void toast('warning', t('accounts.leastone'));
              return;
            }
            onDone();
          }}
          data-testid="follow-done"
        >
          {t('accounts.follow.done')}
        </Button>
      </div>
    </>
  );
}
