import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, shot, useBrowser, watchCrashes } from '../support/browser.ts';
import { apiLogin, call, signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** The board as the server answers it, to check the screen against (the demo settlements, marked demo). */
type TBoard = { rows: { basis: string; latest: string; latestDate: string; demo: boolean }[] };

async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

async function chartDrawn(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('futures-chart').getAttribute('data-ready'), { timeout: 15_000 }).toBe('true');
  await page.getByTestId('futures-chart').locator('canvas').first().waitFor();
}

describe('[MARKET] exchange prices', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[MARKET]: a visitor sees the exchange prices board and a series history in zh and en at 1280 and 390 px', async () => {
    const board = await call<TBoard>(baseUrl, 'GET', '/app-future/futures/board');
    expect(board.code).toBe(200);
    expect(board.data.rows.length).toBeGreaterThan(0);
    const first = board.data.rows[0]!;
    for (const lang of ['zh', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const context = await newContext(suite.browser, baseUrl, { lang, viewport });
        const page = await context.newPage();
        const crashes = watchCrashes(page);
        await page.goto('/futures');
        await page.getByTestId('futures-board').waitFor();
        expect(await page.getByTestId('futures-page').locator('h1').textContent()).toBe(lang === 'zh' ? '期货与现货行情' : 'Exchange prices');
        for (const row of board.data.rows) await page.getByTestId(`futures-row-${row.basis}`).waitFor();
        const firstRow = page.getByTestId(`futures-row-${first.basis}`);
        expect(await firstRow.textContent()).toContain(first.latestDate);
        expect(await firstRow.textContent()).toContain(lang === 'zh' ? 'LME 铜' : 'LME copper');
        // Demo settlements say so on the screen.
        if (board.data.rows.some((r) => r.demo)) await page.getByTestId('futures-demo').waitFor();
        await chartDrawn(page);
        // Another series and range: the URL carries them, the chart follows.
        const other = board.data.rows[1] ?? first;
        await page.getByTestId(`futures-row-${other.basis}`).click();
        await page.waitForURL(new RegExp(`basis=${other.basis}`));
        await page.getByTestId('futures-range').getByText(lang === 'zh' ? '1年' : '1Y', { exact: true }).click();
        await page.waitForURL(/range=1Y/);
        await chartDrawn(page);
        // A visitor is asked to log in to follow.
        expect(await page.getByTestId(`follow-${first.basis}`).textContent()).toBe(lang === 'zh' ? '登录后关注' : 'Log in to follow');
        await page.waitForTimeout(400);
        await shot(page, `futures-${lang}-${viewport === 'phone' ? 390 : 1280}`);
        if (viewport === 'phone') await expect.poll(() => fitsWidth(page), { message: `futures ${lang}` }).toBe(true);
        expect(crashes).toEqual([]);
        await context.close();
      }
    }
  });

  it('[MARKET]: the demo buyer follows a series with a price alert from the board, and unfollows it', async () => {
    const context = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    await page.goto('/futures?basis=CMX');
    await page.getByTestId('futures-board').waitFor();
    const board = await call<TBoard>(baseUrl, 'GET', '/app-future/futures/board');
    const basis = board.data.rows.find((r) => r.basis === 'CMX')?.basis ?? board.data.rows[0]!.basis;
    const button = page.getByTestId(`follow-${basis}`);
    await expect.poll(() => button.textContent()).toBe('Follow');
    await button.click();
    await page.getByTestId('series-follow-form').waitFor();
    // The form checks with the follow route's schema: a percent over 100 is refused on its field.
    await page.getByTestId('alert-pct').fill('150');
    await page.getByTestId('series-follow-save').click();
    await page.getByText(/Move of more than|out of range|at most/i).first().waitFor();
    await page.getByTestId('alert-pct').fill('2.5');
    await page.getByTestId('series-follow-save').click();
    await expect.poll(() => button.textContent()).toBe('Following');
    await shot(page, 'futures-following-en-1280');
    const { token } = await apiLogin(baseUrl, 'buyer@demo.test');
    const follows = await call<{ rows: { kind: string; key: string; alertPct: string | null }[] }>(baseUrl, 'GET', '/saas-v1/market-price/follow/list', { token });
    expect(follows.data.rows.find((f) => f.kind === 'series' && f.key === basis)?.alertPct).toMatch(/^2\.50?$/);
    // Reopened, the dialog shows the alert and unfollows.
    await button.click();
    expect(await page.getByTestId('alert-pct').inputValue()).toMatch(/^2\.50?$/);
    await page.getByTestId('series-unfollow').click();
    await expect.poll(() => button.textContent()).toBe('Follow');
    expect(crashes).toEqual([]);
    await context.close();
  });
});
