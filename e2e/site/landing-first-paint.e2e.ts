/**
 * Issue 19 item 2: the landing's first screen (news bar and hero) is in the page's HTML, so a slow phone paints it
 * before the scripts run, and React's hero then takes its place without moving anything. Checked as a reader sees
 * it: with scripts off, the hero is there in the page's language; with scripts on, React's hero stands exactly where
 * the page's stood, in zh and en, at 1280 and 390 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, useBrowser, VIEWPORTS } from '../support/browser.ts';
import { serverUrl } from '../support/server-url.ts';

const PARTS = ['.sb-news-banner', '.sb-hero', '.sb-hero-title', '.sb-hero-pitch', '.sb-hero-actions', '.sb-hero-trust'] as const;

/** Where each part of the hero is on the page, rounded to the pixel. */
function boxes(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate((parts) => {
    const out: Record<string, number[]> = {};
    for (const sel of parts) {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      out[sel] = r ? [r.x, r.y, r.width, r.height].map(Math.round) : [];
    }
    return out;
  }, PARTS);
}

describe('[SITE] the landing paints before its scripts', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[SITE]: the hero is in the page in the reader’s language, and React’s hero takes its place without moving (zh, en; 1280, 390 px)', async () => {
    const pitch = { zh: '连接全球废料供应商与采购商', en: 'Connecting scrap suppliers and buyers worldwide' };
    for (const lang of ['zh', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const contexts: BrowserContext[] = [];
        const open = async (javaScriptEnabled: boolean) => {
          const context = await suite.browser.newContext({
            baseURL: baseUrl,
            viewport: VIEWPORTS[viewport],
            locale: lang === 'zh' ? 'zh-CN' : 'en-US',
            javaScriptEnabled,
          });
          contexts.push(context);
          const page = await context.newPage();
          await page.goto('/');
          return page;
        };

        // Scripts off: what the first paint shows.
        const still = await open(false);
        expect(await still.locator('.sb-hero-pitch').textContent()).toContain(pitch[lang]);
        expect(await still.locator('.sb-hero-title').textContent()).toBe(lang === 'zh' ? '废料桥' : 'ScrapBridge');
        const before = await boxes(still);
        await shot(still, `landing-first-paint-${lang}-${viewport === 'phone' ? 390 : 1280}`);

        // Scripts on: React's hero (its trial button is React's own) where the page's was.
        const live = await open(true);
        await live.getByTestId('start-trial').waitFor();
        expect(await live.locator('.sb-page-shell').count()).toBe(0);
        expect(await live.locator('.sb-hero-pitch').textContent()).toContain(pitch[lang]);
        expect(await boxes(live)).toEqual(before);
        for (const c of contexts) await c.close();
      }
    }
  });
});
