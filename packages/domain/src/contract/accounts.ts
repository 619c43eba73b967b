import { ZAccountInfoRequest, ZAccountSettings, ZAccountSettingsRequest, ZAgentSeller } from '../account-profile.ts';
import { listOf, ZNoData } from '../api.ts';
import { ZEditAccountRequest, ZMarketSwitchRequest, ZMarketSwitchResponse } from '../auth.ts';
import { ZCurrentUser } from '../user.ts';
import { ZUpgradeRequest, ZUpgradeResponse } from '../verification.ts';
import { defineArea } from './define-route.ts';

/** The signed-in user's own account: profile, upgrade, preferences, markets (§3, §5, §6, §7). */
export const accountsContract = defineArea('accounts', {
  currentUser: {
    method: 'GET',
    path: '/app-v2/getInfo',
    access: 'user',
    tag: 'accounts',
    summary: 'The current user (§3)',
    response: ZCurrentUser,
  },
  saveInfo: {
    method: 'PUT',
    path: '/app-v2/account/info',
    access: 'user',
    tag: 'accounts',
    summary: 'User info step 1 (§5): names, country, business types, e-mail, phone, ports; answers the current user',
    body: ZAccountInfoRequest,
    response: ZCurrentUser,
  },
  upgrade: {
    method: 'PUT',
    path: '/app-v2/account/upgrade',
    access: 'user',
    tag: 'accounts',
    summary: 'Company step (§5): submit the enterprise for verification {data: {companyName, businessLicense | inviteCode, personalCard?}}',
    body: ZUpgradeRequest,
    response: ZUpgradeResponse,
  },
  settings: {
    method: 'GET',
    path: '/app-v2/account/settings',
    access: 'user',
    tag: 'accounts',
    summary: 'Weight unit, language and push',
    response: ZAccountSettings,
  },
  saveSettings: {
    method: 'PUT',
    path: '/app-v2/account/settings',
    access: 'user',
    tag: 'accounts',
    summary: 'Change any of weight unit, language and push',
    body: ZAccountSettingsRequest,
    response: ZAccountSettings,
  },
  agentFor: {
    method: 'GET',
    path: '/app-v2/account/agent-for',
    access: 'user',
    tag: 'accounts',
    summary: 'Sellers the caller may publish for as their consignment agent (§6)',
    response: listOf(ZAgentSeller),
  },
  editAccount: {
    method: 'POST',
    path: '/app-v2/account/editAccount',
    access: 'party',
    tag: 'accounts',
    summary: 'Change the weight unit and language',
    description: 'Errors: 403 an accountId other than the caller’s.',
    body: ZEditAccountRequest,
    response: ZNoData,
  },
  switchMarket: {
    method: 'POST',
    path: '/app-v2/user/info/market/switch',
    access: 'user',
    tag: 'accounts',
    summary: 'Turn a market on or off (1201 when refused)',
    body: ZMarketSwitchRequest,
    response: ZMarketSwitchResponse,
  },
});
