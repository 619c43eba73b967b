import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { shouldReloadOnResize } from '../../apps/web/src/app/resize-reload.ts';

/** Debian's Chromium, headless; background networking off because this machine has no outside network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/**
 * One browser for the suite it is called in: launched before its tests, closed after them. Read `.browser` inside
 * a test (it is set once the suite's beforeAll has run).
 */
export function useBrowser(): { browser: Browser } {
  const suite = {} as { browser: Browser };
  beforeAll(async () => {
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  return suite;
}

/** Collects the page's uncaught errors; a test ends by expecting none. */
export function watchCrashes(page: Page): string[] {
  const crashes: string[] = [];
  page.on('pageerror', (e) => crashes.push(e.message));
  return crashes;
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export async function newContext(
  browser: Browser,
  baseURL: string,
  opts: { viewport?: keyof typeof VIEWPORTS; lang?: 'zh' | 'en'; feedbackPrompt?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[opts.viewport ?? 'desktop'],
    locale: opts.lang === 'en' ? 'en-US' : 'zh-CN',
  });
  // The demo buyer has a delivery waiting for its rating (issue 15): the satisfaction prompt would open over whatever a
  // test clicks 1 s after load. Tests that are not about it switch it off for the browser; the feedback tests pass
  // feedbackPrompt: true.
  if (!opts.feedbackPrompt) {
    await context.addInitScript(() => {
      window.localStorage.setItem('feedbackPrompt', 'off');
    });
  }
  // The width each load was laid out at, which decides whether a resize reloads the page (resizeTo).
  await context.addInitScript(() => {
    window.addEventListener('DOMContentLoaded', () => {
      document.documentElement.dataset.loadedWidth = String(window.innerWidth);
    });
  });
  if (opts.lang) {
    await context.addInitScript((lang) => {
      if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', lang);
    }, opts.lang);
  }
  return context;
}

const SHOTS = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Screenshots for a person to look at (git-ignored); never asserted on. `settleMs` waits first, for dialogs and
 * drawers to finish their opening animation.
 */
export async function shot(page: Page, name: string, opts: { settleMs?: number; fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  if (opts.settleMs) await page.waitForTimeout(opts.settleMs);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: opts.fullPage ?? false });
}

/**
 * Resizes the page as a user turning or narrowing a window would. §9: a page narrowed under 900 px by more than 50 px
 * from the width it loaded at reloads itself (resize-reload.ts); when this resize does that, the reload is waited for,
 * so the test's next step does not race it.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  const loaded = Number(await page.evaluate(() => document.documentElement.dataset.loadedWidth ?? window.innerWidth));
  if (!shouldReloadOnResize(loaded, size.width)) {
    await page.setViewportSize(size);
    return;
  }
  await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.setViewportSize(size)]);
  await routerIdle(page, 30_000);
}

/** The page fits the viewport's width: nothing makes a phone scroll sideways. */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/**
 * Opens `target` inside the app, as a click on a link does (pushState + popstate, which the router follows like the
 * back button), and waits until the root layout says the router has rendered that address and is idle
 * (`data-route`, `data-navigation` on `.sb-app`). A redirect counts as rendered once the address bar shows where it led.
 */
export async function navigateInApp(page: Page, target: string, timeout = 15_000): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, target);
  await routerIdle(page, timeout);
}

/** Waits until the router has rendered the address bar's path and query and is idle. */
export async function routerIdle(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const app = document.querySelector<HTMLElement>('.sb-app');
      return app?.dataset.route === window.location.pathname + window.location.search && app.dataset.navigation === 'idle';
    },
    undefined,
    { timeout, polling: 100 },
  );
}
