/**
 * Follow / unfollow a shop (§6 "Vip can follow shops"). Light (no antd): it sits on the public /share-shop page
 * too. Visitors are asked to sign in, signed-in users who are not Vip are told why they cannot follow, the owner
 * sees no button. The server is idempotent, so the label simply follows its answer.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserState, isVip } from '@scrapbridge/domain/user-state';
import { openLoginDialog } from '#lib/login-dialog.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { useFollowShop } from '../api/shops-api.ts';
import { followAbility } from '../lib/shop-model.ts';

type TProps = {
  shopId: string;
  /** The company name, for the confirmation toast and the button's accessible name. */
  name: string;
  followed: boolean;
  mine: boolean;
  size?: 'normal' | 'small';
  testId?: string;
};

export function FollowButton({ shopId, name, followed, mine, size = 'normal', testId = 'follow-shop' }: TProps) {
  const { t } = useTranslation();
  const { signedIn, user } = useShellContext();
  const follow = useFollowShop();
  // Hover or focus on "Following" offers "Unfollow" (the usual pattern, so the state is readable at rest).
  const [armed, setArmed] = useState(false);
  const vip = !!user && isVip(user.userType) && user.userState !== UserState.Blocked;
  const ability = followAbility({ signedIn, vip, mine });
  if (ability === 'own') return null;

  const onClick = () => {
    if (ability === 'signIn') {
      openLoginDialog('index', 'login');
      return;
    }
    if (ability === 'verify') {
      void toast('warning', t('shops.follow.verify'));
      return;
    }
    follow.mutate(
      { shopId, follow: !followed },
      {
        onSuccess: (result) => void toast('success', t(result.followed ? 'shops.follow.followed' : 'shops.follow.unfollowed', { name })),
      },
    );
  };

  const label = ability === 'signIn' ? t('shops.follow.signIn') : followed ? (armed ? t('shops.follow.unfollow') : t('shops.follow.following')) : t('shops.follow.follow');
  return (
    <button
      type="button"
      className={`sb-btn ${followed ? 'sb-btn-ghost' : 'sb-btn-primary'} sb-shop-follow${size === 'small' ? ' sb-shop-follow-sm' : ''}`}
      data-testid={testId}
      data-followed={followed ? 'true' : 'false'}
      aria-pressed={ability === 'follow' ? followed : undefined}
      aria-busy={follow.isPending}
      disabled={follow.isPending}
      onClick={onClick}
      onMouseEnter={() => setArmed(true)}
      onMouseLeave={() => setArmed(false)}
      onFocus={() => setArmed(true)}
      onBlur={() => setArmed(false)}
    >
      {ability === 'follow' && !followed && <span aria-hidden="true">+</span>}
      {label}
    </button>
  );
}
