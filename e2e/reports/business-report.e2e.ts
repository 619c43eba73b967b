import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, useBrowser, watchCrashes } from '../support/browser.ts';
import { call, signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** Screenshots for a person to look at (never asserted on), in the repository's test-results/. */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/reports');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/** The report's charts have been drawn (ECharts loaded and given its option). */
async function chartsDrawn(page: Page): Promise<void> {
  for (const id of ['report-chart-tonnes', 'report-chart-value', 'report-chart-grades', 'report-chart-countries']) {
    await expect.poll(() => page.getByTestId(id).getAttribute('data-ready'), { message: id, timeout: 15_000 }).toBe('true');
    await page.getByTestId(id).locator('canvas').first().waitFor();
  }
}

describe('[REPORTS]', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[REPORTS]: the demo buyer opens Business report from the header, sees its figures in charts and downloads the XLSX', async () => {
    const context = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    await page.goto('/order-list');
    await page.getByTestId('order-list-page').waitFor();
    // §7 my_reports answers the report screen's address, opened in a new window.
    const [report] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Business report' }).first().click()]);
    const reportCrashes = watchCrashes(report);
    await report.waitForURL(/\/reports$/);
    await report.getByTestId('business-report').waitFor();
    expect(await report.getByTestId('business-report').locator('h1').textContent()).toBe('Business report');
    // The demo buyer's two orders with the demo seller (fixed price, this year): its purchases.
    await report.getByTestId('report-total').first().waitFor();
    expect(await report.getByTestId('report-total').first().getAttribute('data-side')).toBe('buy');
    expect(await report.getByTestId('report-total-value').first().textContent()).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(await report.getByTestId('report-company').textContent()).toContain('Pacific Rim Smelting');
    await chartsDrawn(report);
    expect(await report.getByTestId('report-grades').locator('tbody tr').count()).toBeGreaterThan(0);

    const [download] = await Promise.all([report.waitForEvent('download'), report.getByTestId('report-xlsx').click()]);
    expect(download.suggestedFilename()).toMatch(/^business-report-\d{4}-\d{2}_\d{4}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    expect(wb.worksheets[0]!.name).toBe('Business report');
    const totals = wb.getWorksheet('Totals')!;
    const rows = (totals.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.filter((c) => c !== undefined && c !== null));
    expect(rows.some((r) => r.includes('Purchases') && r.includes('USD'))).toBe(true);
    expect(crashes).toEqual([]);
    expect(reportCrashes).toEqual([]);
    await context.close();
  });

  it('[REPORTS]: the report in zh and en at 1280 and 390 px fits the screen, and the index methodology is public in both languages', async () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const width = viewport === 'phone' ? 390 : 1280;
        const context = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang, viewport });
        const page = await context.newPage();
        const crashes = watchCrashes(page);
        await page.goto('/reports');
        await page.getByTestId('report-total').first().waitFor();
        await chartsDrawn(page);
        expect(await page.getByTestId('business-report').locator('h1').textContent()).toBe(lang === 'zh' ? '商业报告' : 'Business report');
        await page.waitForTimeout(500);
        await shot(page, `business-report-${lang}-${width}`);
        if (viewport === 'phone') await expect.poll(() => fitsWidth(page), { message: `report ${lang}` }).toBe(true);
        expect(crashes).toEqual([]);
        await context.close();

        const visitor = await newContext(suite.browser, baseUrl, { lang, viewport });
        const pub = await visitor.newPage();
        await pub.goto('/price-index-methodology');
        await pub.getByTestId('price-index-methodology').waitFor();
        const heading = await pub.getByTestId('price-index-methodology').locator('h1').textContent();
        expect(heading).toBe(lang === 'zh' ? '平台成交价格指数：编制方法' : 'Own-deal price index: methodology');
        expect(await pub.getByTestId('price-index-methodology').textContent()).toContain(lang === 'zh' ? '至少 5 家独立公司' : 'At least 5 independent companies');
        await shot(pub, `index-methodology-${lang}-${width}`);
        if (viewport === 'phone') await expect.poll(() => fitsWidth(pub)).toBe(true);
        await visitor.close();
      }
    }
  });

  it('[REPORTS]: a visitor sees the own-deal index beside the staff prices on the price detail, weeks without 5 companies as insufficient data, and reaches the methodology', async () => {
    const list = await call<{ rows: { id: string; subCategoryId: number | null }[] }>(baseUrl, 'GET', '/saas-v1/market-price/list?market=intl&pageNum=1&pageSize=50');
    expect(list.code).toBe(200);
    const item = list.data.rows.find((r) => r.subCategoryId !== null);
    expect(item, 'a demo price item of a grade').toBeTruthy();
    for (const lang of ['en', 'zh'] as const) {
      const visitor = await newContext(suite.browser, baseUrl, { lang });
      const page = await visitor.newPage();
      const crashes = watchCrashes(page);
      await page.goto(`/price-detail?id=${item!.id}`);
      const panel = page.getByTestId('deal-index-panel');
      await panel.waitFor();
      await panel.getByTestId('deal-index-latest').waitFor();
      await expect.poll(() => panel.getByTestId('deal-index-chart').getAttribute('data-ready'), { timeout: 15_000 }).toBe('true');
      // The demo market has too few companies on any grade for a week to be published: no price is invented.
      const weeks = panel.locator('tbody tr');
      expect(await weeks.count()).toBe(26);
      expect(await panel.locator('tbody tr[data-status="insufficient"]').count()).toBe(26);
      expect(await weeks.first().locator('td').nth(1).textContent()).toBe(lang === 'zh' ? '数据不足' : 'Insufficient data');
      await shot(page, `price-detail-index-${lang}-1280`);
      await panel.getByRole('link').last().click();
      await page.getByTestId('price-index-methodology').waitFor();
      expect(crashes).toEqual([]);
      await visitor.close();
    }
  });
});
