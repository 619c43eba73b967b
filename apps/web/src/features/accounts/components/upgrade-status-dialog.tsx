/**
 * §2 "upgrade status" dialog, opened on load by the §4 rules (on-load.ts): approved (state 0 after a submission)
 * or failed with the audit reason (state 3), which may reapply. Closing records the acknowledgement.
 */
import '../lib/accounts-catalog.ts';
import { Button, Result } from 'antd';
import { AppDialog } from '#components/app-dialog.tsx';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@scrapbridge/domain/user';

type TProps = {
  user: TCurrentUser;
  status: 'failed' | 'success';
  open: boolean;
  onClose: () => void;
  onReapply: () => void;
};

export function UpgradeStatusDialog({ user, status, open, onClose, onReapply }: TProps) {
  const { t } = useTranslation();
  const failed = status === 'failed';
  const reason = user.auditResult?.trim() || '—';

  return (
    <AppDialog open={open} onClose={onClose} title={t('accounts.upgrade.title')}>
      <div data-testid="upgrade-status-dialog" data-status={status}>
        <Result
          status={failed ? 'warning' : 'success'}
          title={t(failed ? 'accounts.upgradeStatus.failedTitle' : 'accounts.upgradeStatus.successTitle')}
          subTitle={failed ? t('accounts.upgradeStatus.failedBody', { reason }) : t('accounts.upgradeStatus.successBody')}
          extra={
            failed
              ? [
                  <Button key="later" onClick={onClose} data-testid="upgrade-status-later">
                    {t('accounts.upgradeStatus.later')}
                  </Button>,
                  <Button key="reapply" type="primary" onClick={onReapply} data-testid="upgrade-status-reapply">
                    {t('accounts.upgradeStatus.reapply')}
                  </Button>,
                ]
              : [
                  <Button key="ok" type="primary" onClick={onClose} data-testid="upgrade-status-ok">
                    {t('accounts.upgradeStatus.gotIt')}
                  </Button>,
                ]
          }
        />
      </div>
    </AppDialog>
  );
}
