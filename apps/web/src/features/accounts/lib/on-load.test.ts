import { describe, expect, it } from 'vitest';
import { decideOnLoad, flagsAfterClose, flagsAfterSubmit, upgradeMenuAction, type TOnLoadUser, type TUpgradeFlags } from './on-load.ts';

const base: TOnLoadUser = {
  id: 'u1',
  userState: 1,
  businessType: 'recycler',
  auditResult: null,
  wantedNum: 2,
  staff: false,
};
const none: TUpgradeFlags = { successFor: null, ack: null };
const at = (path = '/askList', followHidden = false) => ({ path, followHidden });

describe('§4 on load', () => {
  it('opens nothing for a user who may upgrade (1) or is under review (2)', () => {
    expect(decideOnLoad(base, none, at())).toEqual({ kind: 'none' });
    expect(decideOnLoad({ ...base, userState: 2 }, { ...none, successFor: 'u1' }, at())).toEqual({ kind: 'none' });
  });

  it('opens the failed upgrade dialog in state 3 until it is acknowledged', () => {
    const failed = { ...base, userState: 3, auditResult: 'Licence unreadable' };
    expect(decideOnLoad(failed, none, at())).toEqual({ kind: 'upgradeStatus', status: 'failed' });
    const closed = flagsAfterClose(failed, none);
    expect(closed.ack).toEqual({ userId: 'u1', userState: 3, auditResult: 'Licence unreadable' });
    expect(decideOnLoad(failed, closed, at())).toEqual({ kind: 'none' });
  });

  it('shows a second refusal (another reason) and another account again', () => {
    const failed = { ...base, userState: 3, auditResult: 'Licence unreadable' };
    const closed = flagsAfterClose(failed, none);
    expect(decideOnLoad({ ...failed, auditResult: 'Company name differs' }, closed, at()).kind).toBe('upgradeStatus');
    expect(decideOnLoad({ ...failed, id: 'u2' }, closed, at()).kind).toBe('upgradeStatus');
  });

  it('opens the success dialog in state 0 with the success flag and a business type, until closed', () => {
    const approved = { ...base, userState: 0 };
    const submitted = flagsAfterSubmit('u1', none);
    expect(submitted.successFor).toBe('u1');
    expect(decideOnLoad(approved, submitted, at())).toEqual({ kind: 'upgradeStatus', status: 'success' });
    const closed = flagsAfterClose(approved, submitted);
    expect(closed.successFor).toBeNull();
    expect(closed.ack?.userState).toBe(0);
    expect(decideOnLoad(approved, closed, at())).toEqual({ kind: 'none' });
  });

  it('needs the flag of this user and a business type for the success dialog', () => {
    const approved = { ...base, userState: 0 };
    expect(decideOnLoad(approved, none, at()).kind).toBe('none');
    expect(decideOnLoad(approved, flagsAfterSubmit('other', none), at()).kind).toBe('none');
    expect(decideOnLoad({ ...approved, businessType: null }, flagsAfterSubmit('u1', none), at()).kind).toBe('none');
  });

  it('closing in states 1 and 2 changes no flag', () => {
    const flags = flagsAfterSubmit('u1', none);
    expect(flagsAfterClose({ ...base, userState: 2 }, flags)).toBe(flags);
  });

  it('tells a blocked account (9) before anything else', () => {
    expect(decideOnLoad({ ...base, userState: 9, wantedNum: 0 }, none, at('/quoteList'))).toEqual({ kind: 'blocked' });
  });

  it('offers the follow dialog on the buyer list to a user who follows nothing, once', () => {
    const fresh = { ...base, wantedNum: 0 };
    expect(decideOnLoad(fresh, none, at('/quoteList'))).toEqual({ kind: 'follow' });
    expect(decideOnLoad(fresh, none, at('/quotelist'))).toEqual({ kind: 'follow' });
    expect(decideOnLoad(fresh, none, at('/quoteList', true))).toEqual({ kind: 'none' });
    expect(decideOnLoad(fresh, none, at('/askList'))).toEqual({ kind: 'none' });
    expect(decideOnLoad({ ...fresh, staff: true }, none, at('/quoteList'))).toEqual({ kind: 'none' });
    expect(decideOnLoad(base, none, at('/quoteList'))).toEqual({ kind: 'none' });
  });

  it('puts the upgrade result before the follow offer', () => {
    const failed = { ...base, userState: 3, wantedNum: 0 };
    expect(decideOnLoad(failed, none, at('/quoteList')).kind).toBe('upgradeStatus');
  });
});

describe('§4 upgrade menu entry', () => {
  it('only warns while under review and opens the dialog for states 1 and 3', () => {
    expect(upgradeMenuAction({ userState: 2, userType: 'General', needUpgrade: true })).toBe('pending');
    expect(upgradeMenuAction({ userState: 1, userType: 'General', needUpgrade: true })).toBe('open');
    expect(upgradeMenuAction({ userState: 3, userType: 'General', needUpgrade: true })).toBe('open');
    expect(upgradeMenuAction({ userState: 0, userType: 'Buyer', needUpgrade: false })).toBe('none');
    expect(upgradeMenuAction({ userState: 9, userType: 'General', needUpgrade: false })).toBe('none');
  });
});
