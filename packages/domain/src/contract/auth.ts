import { ZNoData } from '../api.ts';
import { ZCaptchaRequest, ZCaptchaResponse, ZLoginRequest, ZLoginResponse, ZRegisterRequest } from '../auth.ts';
import { defineArea } from './define-route.ts';

/** Sign-in, codes, registration and logout (§4 Login/Logout, §5, §7). Sign-in, registration and codes are rate-limited per client IP. */
export const authContract = defineArea('auth', {
  login: {
    method: 'POST',
    path: '/saas-v1/account/login',
    access: 'public',
    tag: 'auth',
    summary: 'Sign in with a password, an SMS code or an e-mail code',
    body: ZLoginRequest,
    response: ZLoginResponse,
  },
  sendCode: {
    method: 'POST',
    path: '/app-v2/account/captcha',
    access: 'public',
    tag: 'auth',
    summary: 'Send a verification code for sign-in or registration',
    body: ZCaptchaRequest,
    response: ZCaptchaResponse,
  },
  register: {
    method: 'POST',
    path: '/app-v2/account/register',
    access: 'public',
    tag: 'auth',
    summary: 'Register by e-mail, or by phone for Chinese mainland mobiles, and sign in',
    body: ZRegisterRequest,
    response: ZLoginResponse,
  },
  logout: {
    method: 'POST',
    path: '/app-v2/account/logout',
    access: 'user',
    tag: 'auth',
    summary: 'End the current session',
    response: ZNoData,
  },
});
