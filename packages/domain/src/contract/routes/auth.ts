// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const authRoutes = {
  login: { area: 'auth', name: 'login', method: 'POST', path: '/saas-v1/account/login', access: 'public' },
  sendCode: { area: 'auth', name: 'sendCode', method: 'POST', path: '/app-v2/account/captcha', access: 'public' },
  register: { area: 'auth', name: 'register', method: 'POST', path: '/app-v2/account/register', access: 'public' },
  logout: { area: 'auth', name: 'logout', method: 'POST', path: '/app-v2/account/logout', access: 'user' },
} as unknown as TContract['auth'];
