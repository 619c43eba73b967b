import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, shot } from '../support/browser.ts';
import { serverUrl } from '../support/server-url.ts';

describe('[AUTH]', () => {
  let browser: Browser;
  const baseUrl = serverUrl();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[AUTH]: switches language, signs in with the demo buyer password, lands on /quoteList, signs out', async () => {
    const context = await newContext(browser, baseUrl, { lang: 'zh' });
    const page = await context.newPage();
    await page.goto('/');
    const langSwitch = page.getByTestId('lang-switch');
    const login = page.getByTestId('header-login');

    await expect.poll(() => page.title()).toBe('废料桥');
    await expect.poll(() => login.textContent()).toMatch(/登录/);
    await shot(page, 'auth-home-zh-1280');

    await langSwitch.click();
    await expect.poll(() => login.textContent()).toMatch(/Log ?in/i);
    await expect.poll(() => page.title()).toBe('ScrapBridge');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await shot(page, 'auth-home-en-1280');

    await langSwitch.click();
    await expect.poll(() => login.textContent()).toMatch(/登录/);

    await login.click();
    await page.getByTestId('login-dialog').waitFor();
    await page.getByTestId('login-tab-password').click();
    await page.getByTestId('login-account').fill('buyer@demo.test');
    await page.getByTestId('login-password').fill('demo1234');
    await shot(page, 'auth-login-dialog-zh');
    await page.getByTestId('login-submit').click();

    await page.waitForURL(/\/quoteList/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'token')?.value).toBeTruthy();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').email)).toBe('buyer@demo.test');
    await shot(page, 'auth-quote-list-zh');

    await page.getByTestId('more-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'token')).toBe(false);
    await page.getByTestId('header-login').waitFor();
    await context.close();
  });

  it('[AUTH]: sends a visitor without a token from a guarded route to /', async () => {
    const context = await newContext(browser, baseUrl, { lang: 'en' });
    const page = await context.newPage();
    await page.goto('/order-list');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('[AUTH]: shows the header as a drawer at 390 px', async () => {
    const context = await newContext(browser, baseUrl, { lang: 'en', viewport: 'phone' });
    const page = await context.newPage();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    await expect.poll(() => page.getByTestId('header-login').isVisible()).toBe(true);
    await shot(page, 'auth-drawer-en-390');
    await context.close();
  });
});
