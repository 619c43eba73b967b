import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { launchBrowser, newContext, shot } from '../support/browser.ts';
import { serverUrl } from '../support/server-url.ts';

/** Staff sign in through the API (what the login dialog does; the auth tests cover the dialog itself). */
async function staffToken(baseUrl: string): Promise<{ token: string; expire: number }> {
  const res = await fetch(`${baseUrl}/saas-v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: 'password', account: 'staff@demo.test', password: hashPasswordForTransport('demo1234') }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string; expire: number } | null };
  if (body.code !== 200 || !body.data) throw new Error(`staff login failed: ${body.code} ${body.msg}`);
  return body.data;
}

describe('[SITE]', () => {
  let browser: Browser;
  const baseUrl = serverUrl();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[SITE]: a visitor on a phone switches language, finds a wiki article by a Chinese word, sends the contact form, and staff see it in the inbox', async () => {
    const marker = `e2e-${Date.now().toString(36)}`;
    const context = await newContext(browser, baseUrl, { lang: 'zh', viewport: 'phone' });
    const page = await context.newPage();

    // The landing at 390 px, in Chinese: the hero, then the recommended asks from the public list.
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('废料桥');
    await page.getByTestId('start-trial').waitFor();
    expect(await page.getByTestId('start-trial').textContent()).toBe('免费试用');
    await page.getByTestId('landing-ask-card').first().waitFor();
    expect(await page.getByTestId('landing-ask-card').count()).toBeLessThanOrEqual(8);
    // Laid out for the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'site-landing-zh-390');

    // Language switch in the drawer.
    await page.getByTestId('header-menu').click();
    await page.getByTestId('lang-switch').click();
    // The landing carries the reader's language only; opening the menu fetched the other one's texts (a busy machine
    // may still be finishing that fetch when the click lands).
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('ScrapBridge');
    await expect.poll(() => page.getByTestId('start-trial').textContent()).toBe('Start free trial');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    // The server is told too (the lang cookie): the next landing it sends paints its hero in English, although this
    // browser asks for Chinese.
    expect(await (await page.request.get('/')).text()).toContain('<h1 class="sb-hero-title">ScrapBridge</h1>');

    // The wiki: a two-character Chinese word finds the brass articles; one of them opens with its body.
    await page.goto('/wiki');
    await page.getByTestId('wiki-article-card').first().waitFor();
    await page.getByTestId('wiki-search').fill('黄铜');
    await page.getByTestId('wiki-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === '黄铜');
    // The last results stay on screen, marked busy, until the search's own arrive: pick from those.
    await page.locator('[data-testid="wiki-results"][data-keyword="黄铜"][aria-busy="false"]').waitFor();
    const hit = page.getByTestId('wiki-article-card').filter({ hasText: /brass/i }).first();
    await hit.waitFor();
    await shot(page, 'site-wiki-search-en-390');
    await hit.click();
    await page.waitForURL(/\/wiki-detail\?slug=/);
    const body = page.getByTestId('wiki-article-body');
    await body.waitFor();
    expect((await body.textContent())?.length ?? 0).toBeGreaterThan(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/brass/i);
    await shot(page, 'site-wiki-article-en-390');

    // The contact form (§5): values sent as entered, "Submitted successfully", fields cleared.
    await page.goto('/?section=contactus');
    const name = page.getByTestId('contact-realName');
    await name.waitFor();
    await name.fill(`Ana Ruiz ${marker}`);
    await page.getByTestId('contact-company').fill('Ruiz Metales S.A.');
    await page.getByTestId('contact-phone').fill('+34 600 000 000');
    await page.getByTestId('contact-email').fill('ana@ruiz-metales.example');
    await page.getByTestId('contact-message').fill(`We sell 2 x 40' of clean MLCC every month. ${marker}`);
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => page.getByTestId('contact-outcome').textContent()).toBe('Submitted successfully');
    for (const field of ['realName', 'company', 'phone', 'email', 'message']) {
      expect(await page.getByTestId(`contact-${field}`).inputValue(), field).toBe('');
    }
    await shot(page, 'site-contact-sent-en-390');
    await context.close();

    // Staff see the message in the inbox (open messages, newest first).
    const { token, expire } = await staffToken(baseUrl);
    const staff = await newContext(browser, baseUrl, { lang: 'en' });
    await staff.addCookies([{ name: 'token', value: token, url: baseUrl, expires: Math.floor(expire / 1000), sameSite: 'Lax' }]);
    const inbox = await staff.newPage();
    await inbox.goto('/staff/contact');
    await inbox.getByTestId('staff-contact').waitFor();
    const row = inbox.getByTestId('contact-row').filter({ hasText: marker }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Ruiz Metales S.A.');
    expect(await row.textContent()).toContain('English');
    await shot(inbox, 'site-staff-inbox-en-1280');

    // Marking it handled moves it out of the open list.
    await row.getByTestId('contact-mark-handled').click();
    await expect.poll(() => inbox.getByTestId('contact-row').filter({ hasText: marker }).count()).toBe(0);
    await staff.close();
  });

  it('[SITE]: serves the installable app: manifest, icons, service worker and the offline page', async () => {
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { short_name: string; lang: string; icons: { sizes: string; purpose: string }[] };
    expect(manifest.short_name).toBe('废料桥');
    expect(manifest.lang).toBe('zh-CN');
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const path of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png', '/apple-touch-icon.png', '/og-image.png', '/offline.html']) {
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(200);
    }

    const context = await newContext(browser, baseUrl, { lang: 'en' });
    const page = await context.newPage();
    await page.goto('/');
    // Production build: the worker registers, installs the shell and takes control.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => caches.keys())).toContain('sb-shell-v1');
    const cached = await page.evaluate(async () => (await (await caches.open('sb-shell-v1')).keys()).map((r) => new URL(r.url).pathname));
    expect(cached).toContain('/offline.html');
    expect(cached.some((p) => /^\/assets\/index-.+\.js$/.test(p))).toBe(true);
    // No API answer is ever cached.
    expect(cached.some((p) => p.startsWith('/app-v2/'))).toBe(false);

    // Offline, a page opens to the clear bilingual message.
    await page.reload();
    await context.setOffline(true);
    await page.goto('/about-us').catch(() => undefined);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('您当前处于离线状态');
    expect(await page.locator('h2[lang=en]').textContent()).toBe('You are offline');
    await shot(page, 'site-offline-en-1280');
    await context.setOffline(false);
    await context.close();
  });
});
