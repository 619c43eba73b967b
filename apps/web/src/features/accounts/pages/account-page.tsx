/**
 * /account — settings (§2 "settings (wanted list, permission, market, weight unit, language, push)") with the
 * account's verification state on top (§4 verification flow; verified badge for VIP, §6).
 */
import '../lib/accounts-catalog.ts';
import '../accounts.css';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Radio, Spin, Switch, Tag } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAccountSettings, TAccountSettingsRequest } from '@scrapbridge/domain/account-profile';
import { languageTypeFor, type TLang } from '@scrapbridge/domain/i18n';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import { isVip, UserState } from '@scrapbridge/domain/user-state';
import { WEIGHT_UNITS, type TWeightUnit } from '@scrapbridge/domain/weight';
import { AntdScope } from '#components/antd-scope.tsx';
import { openAccountDialog } from '#lib/account-dialogs.ts';
import { changeLanguage } from '#lib/i18n.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { readMarketType, readUnits, writeUnits } from '#lib/storage.ts';
import { toast } from '#lib/toast.ts';
import { patchUser, saveSettings, settingsQuery, storeSettings } from '../api/accounts-api.ts';
import { wantedQuery } from '../api/wanted-api.ts';
import { WantedRows } from '../components/follow-dialog.tsx';
import { MarketPermissions } from '../components/market-permissions.tsx';
import { VerifiedBadge } from '../components/verified-badge.tsx';
import { upgradeMenuAction } from '../lib/on-load.ts';

export default function AccountPage() {
  const { t } = useTranslation();
  const { user } = useShellContext();

  return (
    <AntdScope>
      <section className="sb-acc-page" data-testid="account-page">
        <h1 className="sb-acc-title">{t('accounts.settings.title')}</h1>
        {!user ? (
          <div className="sb-acc-center">
            <Spin />
          </div>
        ) : (
          <>
            <ProfileCard user={user} />
            <WantedSection />
            <section className="sb-acc-card" aria-labelledby="acc-permission">
              <h2 id="acc-permission">{t('accounts.settings.permission')}</h2>
              <MarketPermissions user={user} />
            </section>
            <PreferencesSection user={user} />
          </>
        )}
      </section>
    </AntdScope>
  );
}

function ProfileCard({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  const action = upgradeMenuAction(user);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || user.phoneNumber || '—';
  const company = user.companyInfo?.companyName;

  return (
    <section className="sb-acc-card sb-acc-profile" aria-labelledby="acc-profile" data-testid="account-profile">
      <div className="sb-acc-profile-main">
        <h2 id="acc-profile" className="sb-acc-profile-name">
          {name}
          {isVip(user.userType) && <VerifiedBadge />}
        </h2>
        <dl className="sb-acc-facts">
          {company && (
            <>
              <dt>{t('accounts.fields.companyName')}</dt>
              <dd data-testid="account-company">{company}</dd>
            </>
          )}
          {user.email && (
            <>
              <dt>{t('fields.email')}</dt>
              <dd>{user.email}</dd>
            </>
          )}
          <dt>{t('accounts.fields.userType')}</dt>
          <dd data-testid="account-user-type">{t(`accounts.userTypes.${user.userType}`)}</dd>
          <dt>{t('accounts.fields.userState')}</dt>
          <dd>
            <Tag color={user.userState === UserState.UpgradeFailed ? 'orange' : user.userState === UserState.UnderReview ? 'blue' : 'default'} data-testid="account-user-state">
              {t(`accounts.userStates.${user.userState}`)}
            </Tag>
          </dd>
        </dl>
        {user.userState === UserState.UpgradeFailed && user.auditResult && (
          <Alert type="warning" showIcon title={t('accounts.upgradeStatus.failedBody', { reason: user.auditResult })} />
        )}
        {user.userState === UserState.UnderReview && <Alert type="info" showIcon title={t('accounts.upgradeStatus.underReviewBody')} />}
      </div>
      {action === 'open' && (
        <Button type="primary" onClick={() => openAccountDialog('userInfo')} data-testid="account-upgrade">
          {t(user.userState === UserState.UpgradeFailed ? 'accounts.upgradeStatus.reapply' : 'accounts.upgrade.menuUpgrade')}
        </Button>
      )}
    </section>
  );
}

function WantedSection() {
  const { t } = useTranslation();
  const wanted = useQuery(wantedQuery());
  const rows = wanted.data ?? [];

  return (
    <section className="sb-acc-card" aria-labelledby="acc-wanted" data-testid="account-wanted">
      <div className="sb-acc-card-head">
        <h2 id="acc-wanted">{t('accounts.settings.wanted')}</h2>
        <Button onClick={() => openAccountDialog('follow', { followStep: 'choose' })} data-testid="account-add-categories">
          {t('accounts.settings.addCategories')}
        </Button>
      </div>
      {wanted.isPending ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accounts.settings.wantedEmpty')} />
      ) : (
        <WantedRows rows={rows} testId="account-wanted-list" />
      )}
    </section>
  );
}

function PreferencesSection({ user }: { user: TCurrentUser }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // The key carries the language: after a language change the saved settings stay on screen while they are re-read.
  const settings = useQuery({ ...settingsQuery(), placeholderData: keepPreviousData });
  const [saving, setSaving] = useState<keyof TAccountSettings | null>(null);
  const lang: TLang = i18n.language === 'zh' ? 'zh' : 'en';
  const chinaMarket = readMarketType() === 'cn';
  const unit = readUnits().weightUnit;

  const save = async (key: keyof TAccountSettings, body: TAccountSettingsRequest, apply: () => void | Promise<void>) => {
    setSaving(key);
    try {
      const result = await saveSettings(body);
      if (!result.success) return;
      storeSettings(queryClient, result.data);
      await apply();
      void toast('success', t('accounts.settings.saved'));
    } finally {
      setSaving(null);
    }
  };

  const setUnit = (next: TWeightUnit) =>
    save('weightType', { weightType: next }, () => {
      writeUnits({ weightUnit: next, oldWeightUnit: null });
      patchUser(queryClient, { weightType: next });
    });

  const setLang = (next: TLang) =>
    save('languageType', { languageType: languageTypeFor(next) }, async () => {
      patchUser(queryClient, { languageType: languageTypeFor(next) });
      await changeLanguage(next);
    });

  return (
    <section className="sb-acc-card" aria-labelledby="acc-prefs" data-testid="account-preferences">
      <h2 id="acc-prefs" className="sb-acc-card-title">
        {t('accounts.settings.preferences')}
      </h2>
      <PrefRow id="acc-unit" label={t('accounts.settings.weightUnit')}>
        <Radio.Group
          aria-labelledby="acc-unit"
          optionType="button"
          value={unit}
          disabled={saving === 'weightType'}
          onChange={(e) => void setUnit(e.target.value as TWeightUnit)}
          options={WEIGHT_UNITS.map((u) => ({ value: u, label: u, disabled: chinaMarket && u !== 'MT' }))}
          data-testid="account-unit"
        />
        {chinaMarket && <span className="sb-acc-hint">{t('accounts.marketSwitch.cnForcesMt')}</span>}
      </PrefRow>
      <PrefRow id="acc-lang" label={t('accounts.settings.language')}>
        <Radio.Group
          aria-labelledby="acc-lang"
          optionType="button"
          value={lang}
          disabled={saving === 'languageType'}
          onChange={(e) => void setLang(e.target.value as TLang)}
          options={[
            { value: 'zh', label: '中文' },
            { value: 'en', label: 'English' },
          ]}
          data-testid="account-lang"
        />
      </PrefRow>
      <PrefRow id="acc-push" label={t('accounts.settings.push')}>
        <Switch
          aria-labelledby="acc-push"
          checked={settings.data?.pushEnabled ?? true}
          loading={settings.isPending || saving === 'pushEnabled'}
          onChange={(on) => void save('pushEnabled', { pushEnabled: on }, () => undefined)}
          data-testid="account-push"
        />
        <span className="sb-acc-hint">{t('accounts.settings.pushHint')}</span>
      </PrefRow>
      {user.userState === UserState.Blocked && <Alert type="error" title={t('errors.1409')} />}
    </section>
  );
}

/** One preference: its label (the control names it by `id` through aria-labelledby), the control and any hint. */
function PrefRow({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="sb-acc-pref">
      <span className="sb-acc-pref-label" id={id}>
        {label}
      </span>
      {children}
    </div>
  );
}
