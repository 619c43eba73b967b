/**
 * Mounted by the app layout for signed-in users (a lazy chunk, loaded after the deferred catalogs): runs the §4
 * on-load rules once the fresh profile is known (on-load.ts) and shows whichever account dialog is open — the
 * upgrade status, the two-step user info completion, the follow dialog, the market permission switch — and the
 * notification centre. The header opens them through lib/account-dialogs.ts.
 */
import '../lib/accounts-catalog.ts';
import '../accounts.css';
import { useEffect, useRef, useState } from 'react';
import { AppDialog } from '#components/app-dialog.tsx';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AntdScope } from '#components/antd-scope.tsx';
import { closeAccountDialog, getAccountDialogState, openAccountDialog, useAccountDialog } from '#lib/account-dialogs.ts';
import { CURRENT_USER_PREFIX, currentUserKey } from '#lib/query-keys.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { hideFollow, isFollowHidden, readUpgradeFlags, writeUpgradeFlags } from '../lib/account-flags.ts';
import { decideOnLoad, flagsAfterClose } from '../lib/on-load.ts';
import { FollowDialog } from './follow-dialog.tsx';
import { MarketPermissions } from './market-permissions.tsx';
import { NotificationsDrawer } from './notifications-drawer.tsx';
import { UpgradeStatusDialog } from './upgrade-status-dialog.tsx';
import { UserInfoDialog } from './user-info-dialog.tsx';

export default function AccountsHost() {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const dialog = useAccountDialog();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const fetching = useIsFetching({ queryKey: CURRENT_USER_PREFIX });
  const [status, setStatus] = useState<'failed' | 'success'>('failed');
  /** id:userState pairs whose upgrade result was decided on this page load; the follow offer is made once per load. */
  const decided = useRef(new Set<string>());
  const followOffered = useRef(false);

  // The cached profile shows at once but may be stale (approved since): decide on the server's copy only, and only
  // once the layout hands that very copy down (the fetch's end and the new data may reach this component apart).
  const query = queryClient.getQueryState(currentUserKey());
  const fresh = fetching === 0 && (query?.dataUpdatedAt ?? 0) > 0 && query?.data === user;

  useEffect(() => {
    if (!user || !fresh) return;
    const decision = decideOnLoad(user, readUpgradeFlags(), { path: location.pathname, followHidden: isFollowHidden(user.id) });
    const key = `${user.id}:${user.userState}`;
    const first = !decided.current.has(key);
    decided.current.add(key);
    if (decision.kind === 'blocked' && first) void toast('error', t('errors.1409'));
    else if (decision.kind === 'upgradeStatus' && first) {
      setStatus(decision.status);
      openAccountDialog('upgradeStatus');
    } else if (decision.kind === 'follow' && !followOffered.current && getAccountDialogState().open === null) {
      // The follow offer never covers a dialog the user (or the upgrade rule) already opened.
      followOffered.current = true;
      openAccountDialog('follow', { followStep: 'choose' });
    }
  }, [user, fresh, location.pathname, t]);

  if (!user) return null;

  const closeStatus = () => {
    writeUpgradeFlags(flagsAfterClose(user, readUpgradeFlags()));
    closeAccountDialog();
  };

  const closeFollow = () => {
    // "Not now" or the close button: the dialog does not offer itself again; settings still open it.
    hideFollow(user.id);
    closeAccountDialog();
  };

  return (
    <AntdScope>
      {dialog.open === 'upgradeStatus' && (
        <UpgradeStatusDialog
          user={user}
          status={status}
          open
          onClose={closeStatus}
          onReapply={() => {
            writeUpgradeFlags(flagsAfterClose(user, readUpgradeFlags()));
            openAccountDialog('userInfo');
          }}
        />
      )}
      {dialog.open === 'userInfo' && <UserInfoDialog user={user} open onClose={closeAccountDialog} />}
      {dialog.open === 'follow' && (
        <FollowDialog
          open
          step={dialog.followStep ?? (user.wantedNum > 0 ? 'push' : 'choose')}
          onClose={closeFollow}
          onFinished={() => {
            // §4: finishing the push step sets the hide flag and goes to /quoteList.
            hideFollow(user.id);
            closeAccountDialog();
            void navigate('/quoteList');
          }}
        />
      )}
      {dialog.open === 'market' && (
        <AppDialog open onClose={closeAccountDialog} title={t('accounts.marketSwitch.title')}>
          <div data-testid="market-dialog">
            <MarketPermissions user={user} onNavigate={closeAccountDialog} />
          </div>
        </AppDialog>
      )}
      <NotificationsDrawer open={dialog.open === 'notifications'} onClose={closeAccountDialog} />
    </AntdScope>
  );
}
