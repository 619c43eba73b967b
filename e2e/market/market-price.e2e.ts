import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, shot, useBrowser, watchCrashes } from '../support/browser.ts';
import { apiLogin, call, signedInContext, staffToken } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

type TItem = { id: string; code: string; latest: { priceDate: string; purchasePrice: string | null } | null; following: boolean };
type TPage = { rows: TItem[]; total: number };

async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

async function chartDrawn(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('price-chart').getAttribute('data-ready'), { timeout: 15_000 }).toBe('true');
  await page.getByTestId('price-chart').locator('canvas').first().waitFor();
}

/** The demo item a test works on, as the public list answers it. */
async function demoItem(baseUrl: string, code: string, token?: string): Promise<TItem> {
  const list = await call<TPage>(baseUrl, 'GET', `/saas-v1/market-price/list?keyword=${code}`, token ? { token } : {});
  const item = list.data.rows.find((r) => r.code === code);
  if (!item) throw new Error(`demo price item ${code} missing`);
  return item;
}

describe('[MARKET] market prices', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[MARKET]: a visitor sees the price list and a price history chart in zh and en at 1280 and 390 px', async () => {
    const barley = await demoItem(baseUrl, 'CU-BARLEY-US');
    expect(barley.latest?.purchasePrice).toBeTruthy();
    for (const lang of ['zh', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const size = viewport === 'phone' ? 390 : 1280;
        const context = await newContext(suite.browser, baseUrl, { lang, viewport });
        const page = await context.newPage();
        const crashes = watchCrashes(page);
        await page.goto('/market-price');
        const row = page.locator('[data-testid="price-row"][data-code="CU-BARLEY-US"]');
        await row.waitFor();
        expect(await page.getByTestId('market-price-page').locator('h1').textContent()).toBe(lang === 'zh' ? '市场价格' : 'Market prices');
        expect(await page.getByTestId('price-last-update').textContent()).toContain(barley.latest!.priceDate);
        expect(await row.textContent()).toContain(lang === 'zh' ? '光亮铜线（Barley）' : 'Bare bright copper wire (Barley)');
        // Demo prices say so; each price shows its daily change.
        expect(await row.textContent()).toContain(lang === 'zh' ? '演示' : 'Demo');
        await row.getByTestId('price-change').first().waitFor();
        await shot(page, `market-price-${lang}-${size}`);
        if (viewport === 'phone') await expect.poll(() => fitsWidth(page), { message: `list ${lang}` }).toBe(true);

        // "My following" asks a visitor to sign in.
        await page.getByTestId('price-tab-following').click();
        await page.getByTestId('login-dialog').waitFor();
        await page.keyboard.press('Escape');
        await page.getByTestId('login-dialog').waitFor({ state: 'hidden' });

        await row.getByTestId('price-item-link').click();
        await page.waitForURL(/\/price-detail\?id=/);
        await page.getByTestId('price-detail-page').waitFor();
        await chartDrawn(page);
        expect(await page.getByTestId('price-latest').textContent()).toContain(lang === 'zh' ? '收购价' : 'Purchase price');
        await page.getByTestId('price-range').getByText(lang === 'zh' ? '1个月' : '1M', { exact: true }).click();
        await chartDrawn(page);
        const newest = page.getByTestId('price-history-table').locator('tbody tr.ant-table-row').first();
        await newest.waitFor();
        expect(await newest.textContent()).toContain(barley.latest!.priceDate);
        await page.waitForTimeout(400);
        await shot(page, `price-detail-${lang}-${size}`);
        if (viewport === 'phone') await expect.poll(() => fitsWidth(page), { message: `detail ${lang}` }).toBe(true);
        expect(crashes).toEqual([]);
        await context.close();
      }
    }
  });

  it('[MARKET]: the demo buyer follows a price and finds it under "my following" (en 1280, zh 390)', async () => {
    const { token } = await apiLogin(baseUrl, 'buyer@demo.test');
    const code = 'CU-CANDY-EU';
    const candy = await demoItem(baseUrl, code, token);
    // A retried run starts from "not followed".
    if (candy.following) await call(baseUrl, 'DELETE', `/saas-v1/market-price/follow/item/${candy.id}`, { token });
    for (const [lang, viewport] of [
      ['en', 'desktop'],
      ['zh', 'phone'],
    ] as const) {
      const context = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang, viewport });
      const page = await context.newPage();
      const crashes = watchCrashes(page);
      await page.goto('/market-price');
      const row = page.locator('[data-testid="price-row"][data-code="CU-CANDY-EU"]');
      const follow = row.getByTestId('price-follow');
      await expect.poll(() => follow.getAttribute('data-following')).toBe('no');
      await follow.click();
      await expect.poll(() => follow.getAttribute('data-following')).toBe('yes');
      await page.getByTestId('price-tab-following').click();
      // The whole list keeps showing while the followed one loads (it holds these rows too): the switch is done once an
      // item not followed has left it.
      await expect.poll(() => page.locator('[data-testid="price-row"][data-code="SS-304-EU"]').count(), { timeout: 15_000 }).toBe(0);
      // The demo buyer's two seeded follows are there too.
      await page.locator('[data-testid="price-row"][data-code="CU-CANDY-EU"]').waitFor();
      await page.locator('[data-testid="price-row"][data-code="CU-BARLEY-US"]').waitFor();
      await shot(page, `market-price-following-${lang}-${viewport === 'phone' ? 390 : 1280}`);
      const follows = await call<{ rows: { kind: string; key: string }[] }>(baseUrl, 'GET', '/saas-v1/market-price/follow/list', { token });
      expect(follows.data.rows.some((f) => f.kind === 'item' && f.key === candy.id)).toBe(true);
      // Unfollowed again for the next round.
      await page.locator('[data-testid="price-row"][data-code="CU-CANDY-EU"]').getByTestId('price-follow').click();
      await page.locator('[data-testid="price-row"][data-code="CU-CANDY-EU"]').waitFor({ state: 'detached' });
      expect(crashes).toEqual([]);
      await context.close();
    }
  });

  it('[MARKET]: staff change a price in the daily entry grid and the public list shows it', async () => {
    const staff = await staffToken(baseUrl);
    const before = await demoItem(baseUrl, 'CU-BERRY-US');
    const context = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    await page.goto('/market-price-index');
    await page.getByTestId('price-items-table').waitFor();
    await page.locator('[data-testid="price-items-table"] tr[data-code="CU-BERRY-US"]').waitFor();
    await page.getByTestId('price-index-tab-grid').click();
    const today = new Date().toISOString().slice(0, 10);
    const input = page.locator('[data-testid="price-grid"] tr[data-code="CU-BERRY-US"]').getByTestId('price-grid-purchasePrice');
    await input.waitFor();
    const price = before.latest?.purchasePrice === '8765.43' ? '8765.44' : '8765.43';
    await input.fill(price);
    // A bad cell is refused on the screen, naming the item and the field; nothing is sent.
    await page.locator('[data-testid="price-grid"] tr[data-code="CU-BERRY-US"]').getByTestId('price-grid-fasPrice').fill('-5');
    await page.getByTestId('price-grid-save').click();
    await page.getByTestId('price-grid-problem').waitFor();
    expect(await page.getByTestId('price-grid-problem').textContent()).toContain('CU-BERRY-US');
    await page.locator('[data-testid="price-grid"] tr[data-code="CU-BERRY-US"]').getByTestId('price-grid-fasPrice').fill('8900');
    await page.getByTestId('price-grid-save').click();
    await page.getByText(/Saved: \d+ new, \d+ changed/).waitFor();
    await shot(page, 'market-price-index-grid-en-1280');
    const after = await demoItem(baseUrl, 'CU-BERRY-US');
    expect(after.latest).toMatchObject({ priceDate: today, purchasePrice: price.includes('.') ? price : `${price}.00` });
    // Audited as a staff write.
    const log = await call<{ rows: { action: string }[]; total: number }>(baseUrl, 'GET', '/admin/audit-log?action=price_point.grid', { token: staff });
    expect(log.data.rows.map((r) => r.action)).toContain('price_point.grid');
    expect(crashes).toEqual([]);
    await context.close();
  });
});
