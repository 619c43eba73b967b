/**
 * §2 "user info completion (two steps)": §5 User info step 1, then the company step. A user whose last
 * verification failed reads the reason on top (§4 "failed (reason shown, may reapply)").
 */
import '../lib/accounts-catalog.ts';
import { useState } from 'react';
import { Alert, Steps } from 'antd';
import { AppDialog } from '#components/app-dialog.tsx';
import { useTranslation } from 'react-i18next';
import { UserState } from '@scrapbridge/domain/user-state';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import { ProfileStep } from './profile-step.tsx';
import { CompanyStep } from './company-step.tsx';

export function UserInfoDialog({ user, open, onClose }: { user: TCurrentUser; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [latest, setLatest] = useState<TCurrentUser>(user);

  return (
    <AppDialog open={open} onClose={onClose} maskClosable={false} title={t('accounts.userInfo.title')}>
      <div className="sb-acc-dialog" data-testid="user-info-dialog" data-step={step + 1}>
        <p className="sb-acc-intro">{t('accounts.userInfo.intro')}</p>
        <Steps
          size="small"
          current={step}
          responsive={false}
          className="sb-acc-steps"
          items={[{ title: t('accounts.userInfo.step1') }, { title: t('accounts.userInfo.step2') }]}
        />
        {user.userState === UserState.UpgradeFailed && user.auditResult && (
          <Alert
            type="warning"
            showIcon
            className="sb-acc-alert"
            title={t('accounts.upgradeStatus.failedBody', { reason: user.auditResult })}
          />
        )}
        {step === 0 ? (
          <ProfileStep
            user={latest}
            onDone={(saved) => {
              setLatest(saved);
              setStep(1);
            }}
          />
        ) : (
          <CompanyStep user={latest} onBack={() => setStep(0)} onSubmitted={onClose} />
        )}
      </div>
    </AppDialog>
  );
}
