/**
 * §4 "userState … On load" as pure rules, so each case is unit-tested without a browser:
 *
 * - State 3 opens the upgrade dialog unless the failure was already acknowledged.
 * - State 0 with a stored success flag and a business type opens it until acknowledged.
 * - Closing in state 0 records acknowledgement and clears the success flag.
 * - Closing in state 3 records acknowledgement.
 * - Submitting upgrade info stores a success flag (then "waiting for review" and a reload after 2 s).
 * - Choosing upgrade in state 2 only warns that it is pending.
 *
 * The spec keeps one acknowledgement per browser; here it remembers which user, state and audit reason it was
 * given for, so a second refusal (a new reason) or another account on the same browser is shown again instead of
 * staying silent forever.
 */
import { UserState } from '@scrapbridge/domain/user-state';

export type TOnLoadUser = {
  id: string;
  userState: number;
  businessType: string | null;
  auditResult: string | null;
  wantedNum: number;
  staff: boolean;
};

/** What the user closed: the dialog of this user in this state with this reason. */
export type TUpgradeAck = { userId: string; userState: number; auditResult: string | null };

export type TUpgradeFlags = {
  /** The user id the success flag was stored for (on submit), or null. */
  successFor: string | null;
  ack: TUpgradeAck | null;
};

export type TOnLoadDecision =
  | { kind: 'none' }
  /** §6 "userState 9 gives a message that the account is blocked or frozen". */
  | { kind: 'blocked' }
  | { kind: 'upgradeStatus'; status: 'failed' | 'success' }
  /** §4 Follow dialog, offered once to a user who follows nothing. */
  | { kind: 'follow' };

function acknowledged(user: TOnLoadUser, ack: TUpgradeAck | null): boolean {
  return !!ack && ack.userId === user.id && ack.userState === user.userState && (ack.auditResult ?? null) === (user.auditResult ?? null);
}

/**
 * Where the follow dialog offers itself by itself: the buyer list, the screen whose "followed" filter it feeds
 * (§4 Login: /quoteList with followed=3 when wantedNum > 0). Elsewhere it opens only on request (settings).
 */
export const FOLLOW_OFFER_PATHS: readonly string[] = ['/quotelist'];

/** The one dialog (if any) to open once the fresh profile is known. The upgrade result comes before the follow offer. */
export function decideOnLoad(
  user: TOnLoadUser,
  flags: TUpgradeFlags,
  context: { path: string; followHidden: boolean },
): TOnLoadDecision {
  if (user.userState === UserState.Blocked) return { kind: 'blocked' };
  if (user.userState === UserState.UpgradeFailed && !acknowledged(user, flags.ack)) {
    return { kind: 'upgradeStatus', status: 'failed' };
  }
  if (user.userState === UserState.Normal && flags.successFor === user.id && !!user.businessType?.trim()) {
    return { kind: 'upgradeStatus', status: 'success' };
  }
  if (
    user.wantedNum === 0 &&
    !user.staff &&
    !context.followHidden &&
    FOLLOW_OFFER_PATHS.includes(context.path.toLowerCase())
  ) {
    return { kind: 'follow' };
  }
  return { kind: 'none' };
}

/** The flags after the upgrade dialog is closed (§4: state 0 acknowledges and clears success; state 3 acknowledges). */
export function flagsAfterClose(user: TOnLoadUser, flags: TUpgradeFlags): TUpgradeFlags {
  const ack: TUpgradeAck = { userId: user.id, userState: user.userState, auditResult: user.auditResult ?? null };
  if (user.userState === UserState.Normal) return { successFor: null, ack };
  if (user.userState === UserState.UpgradeFailed) return { ...flags, ack };
  return flags;
}

/** The flags after the company step was accepted (§4: a success flag for this user). */
export function flagsAfterSubmit(userId: string, flags: TUpgradeFlags): TUpgradeFlags {
  return { ...flags, successFor: userId };
}

/**
 * The header's upgrade / data review entry (§2, §4): under review it only warns (upGradeWait); a user who may
 * upgrade (1), failed (3) or is flagged gets the two-step dialog; anyone else has nothing to do.
 */
export function upgradeMenuAction(user: { userState: number; userType: string; needUpgrade: boolean }): 'pending' | 'open' | 'none' {
  if (user.userState === UserState.UnderReview) return 'pending';
  if (user.userState === UserState.Blocked) return 'none';
  if (user.userType === 'Supplier' || user.userType === 'Buyer') return 'none';
  if (user.userState === UserState.CanUpgrade || user.userState === UserState.UpgradeFailed || user.needUpgrade) return 'open';
  return 'none';
}

/** §9 "Post-upgrade reload: 2 s". */
export const POST_UPGRADE_RELOAD_MS = 2000;
