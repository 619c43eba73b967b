import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TPricingInfo } from '@scrapbridge/domain/pricing/fixing-view';
import { fitsWidth, useBrowser, watchCrashes } from '../support/browser.ts';
import { apiLogin, call, signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** Screenshots for a person to look at (never asserted on), in the repository's test-results/. */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/price-fixing');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** "9530.5" → "9,530.50": money as the screens show it. */
const money = (amount: string) => Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The demo LME deal (seed/demo-price-fixing.ts: contract number …-DEMO03) as the buyer reads it. */
async function demoLmeDeal(baseUrl: string, token: string): Promise<{ contractId: string; askId: string }> {
  const list = await call<{ rows: { contractId: string; contractNo: string }[] }>(baseUrl, 'GET', '/app-v2/order/list?pageNum=1&pageSize=20', { token });
  const row = list.data.rows.find((r) => r.contractNo.endsWith('-DEMO03'));
  expect(row, 'the demo LME deal').toBeDefined();
  const contract = await call<{ askId: string }>(baseUrl, 'GET', `/app-v2/contract/${row!.contractId}`, { token });
  return { contractId: row!.contractId, askId: contract.data.askId };
}

describe('[PRICE FIXING]', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[PRICE FIXING]: the demo buyer fixes one of the two shipments of the demo LME deal, staff confirm it at a settlement, and the buyer sees the fixed price and the final amount', async () => {
    const buyerToken = (await apiLogin(baseUrl, 'buyer@demo.test')).token;
    const { contractId, askId } = await demoLmeDeal(baseUrl, buyerToken);
    const before = await call<TPricingInfo>(baseUrl, 'GET', `/app-v2/order/queryPricingInfo?askId=${askId}`, { token: buyerToken });
    expect(before.data).toMatchObject({ canRequest: true, formula: { quoteType: 'LME', value: '97.25' } });
    // On a second try (the suite retries once) the first shipment may be fixed already: the buyer takes the next one.
    const target = before.data.shipments.find((s) => s.fixable);
    expect(target, 'a shipment left to fix').toBeDefined();

    // ---- the buyer opens the fix price dialog from the order page and asks for one shipment ------------------------
    const buyerContext = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang: 'en' });
    const buyer = await buyerContext.newPage();
    const buyerCrashes = watchCrashes(buyer);
    await buyer.goto(`/order-detail?contractId=${contractId}`);
    const panel = buyer.getByTestId('pricing-panel');
    await panel.getByTestId('pricing-shipment').first().waitFor({ timeout: 15_000 });
    expect(await panel.getByTestId('pricing-formula').textContent()).toBe('LME × 97.25 %');
    await panel.getByTestId('fix-price-open').click();
    const dialog = buyer.getByTestId('fix-price-dialog');
    await dialog.waitFor();
    const choices = dialog.getByTestId('fix-price-choice');
    expect(await choices.count()).toBe(2);
    // Shipments already priced or waiting are disabled (§4).
    for (const s of before.data.shipments) {
      const box = dialog.locator(`[data-shipment-id="${s.shipmentId}"] input[type="checkbox"]`);
      expect(await box.isDisabled(), s.billNo ?? s.shipmentId).toBe(!s.fixable);
    }
    await dialog.locator(`[data-shipment-id="${target!.shipmentId}"] label`).click();
    await dialog.getByTestId('fix-price-submit').click();
    await expect.poll(() => buyer.locator('.ant-message').textContent()).toContain('Price fixing submitted');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => panel.locator(`[data-shipment-id="${target!.shipmentId}"]`).getAttribute('data-fix-status'), { timeout: 15_000 })
      .toBe('requested');

    // ---- staff confirm it in the fixing queue at the default (latest) settlement, the price previewed ---------------
    const staffContext = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const staff = await staffContext.newPage();
    const staffCrashes = watchCrashes(staff);
    await staff.goto('/staff/price-fixing');
    const contractNo = (await call<{ contractNo: string }>(baseUrl, 'GET', `/app-v2/contract/${contractId}`, { token: buyerToken })).data.contractNo;
    const row = staff.locator(`[data-testid="fix-row"][data-contract-no="${contractNo}"]`).first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByTestId('fix-settlements').textContent()).toContain('LME');
    await row.getByTestId('fix-confirm').click();
    const confirmForm = staff.getByTestId('fix-confirm-form');
    await confirmForm.waitFor();
    const preview = (await confirmForm.getByTestId('fix-preview').textContent()) ?? '';
    expect(preview).toMatch(/Price per MT [\d,]+\.\d{2} USD, amount [\d,]+\.\d{2} USD/);
    await shot(staff, 'staff-confirm-en-1280');
    await confirmForm.getByTestId('fix-confirm-submit').click();
    await expect.poll(() => staff.locator('.ant-message').textContent()).toContain('Price fixed');
    await expect.poll(() => staff.locator(`[data-testid="fix-row"][data-contract-no="${contractNo}"]`).count(), { timeout: 15_000 }).toBe(0);
    expect(staffCrashes).toEqual([]);
    await staffContext.close();

    // ---- the buyer sees the fixed price per MT, the amount and the final amount ------------------------------------
    const after = await call<TPricingInfo>(baseUrl, 'GET', `/app-v2/order/queryPricingInfo?askId=${askId}`, { token: buyerToken });
    const fixed = after.data.shipments.find((s) => s.shipmentId === target!.shipmentId)!.fix!;
    expect(fixed).toMatchObject({ status: 'confirmed', basis: 'LME', currency: 'USD' });
    // The fixed price is the settlement × 97.25 %, to the cent.
    expect(Math.abs(Number(fixed.pricePerMt) - (Number(fixed.settlementPrice) * 97.25) / 100)).toBeLessThanOrEqual(0.005);
    await buyer.reload();
    const fixedRow = panel.locator(`[data-shipment-id="${target!.shipmentId}"]`);
    await expect.poll(() => fixedRow.getAttribute('data-fix-status'), { timeout: 15_000 }).toBe('confirmed');
    expect(await fixedRow.getByTestId('pricing-fixed-price').textContent()).toBe(`${money(fixed.pricePerMt!)} USD per MT`);
    expect(await fixedRow.getByTestId('pricing-fixed-amount').textContent()).toBe(`${money(fixed.amount!)} USD`);
    expect(await panel.getByTestId('pricing-final-amount').textContent()).toBe(`${money(after.data.finalAmount)} USD`);
    expect(Number(after.data.finalAmount)).toBeGreaterThan(0);
    expect(['partially_fixed', 'fully_fixed']).toContain(await panel.getByTestId('pricing-status').getAttribute('data-status'));
    expect(buyerCrashes).toEqual([]);
    await buyerContext.close();
  });

  it('[PRICE FIXING]: the pricing panel, the fix price dialog and the fixing queue in zh and en, at 1280 and 390 px, fit the screen', async () => {
    const buyerToken = (await apiLogin(baseUrl, 'buyer@demo.test')).token;
    const { contractId } = await demoLmeDeal(baseUrl, buyerToken);
    for (const lang of ['zh', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const width = viewport === 'phone' ? 390 : 1280;
        const context = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang, viewport });
        const page = await context.newPage();
        const crashes = watchCrashes(page);
        await page.goto(`/order-detail?contractId=${contractId}`);
        const panel = page.getByTestId('pricing-panel');
        await panel.getByTestId('pricing-shipment').first().waitFor({ timeout: 15_000 });
        await page.waitForTimeout(800);
        expect(await panel.locator('h2').textContent()).toBe(lang === 'zh' ? '点价' : 'Price fixing');
        await panel.scrollIntoViewIfNeeded();
        await shot(page, `order-pricing-${lang}-${width}`);
        if (viewport === 'phone') await expect.poll(() => fitsWidth(page), { message: `pricing panel ${lang}` }).toBe(true);
        const open = panel.getByTestId('fix-price-open');
        if (await open.count()) {
          await open.click();
          await page.getByTestId('fix-price-dialog').waitFor();
          await page.waitForTimeout(400);
          await page.screenshot({ path: path.join(SHOTS, `fix-dialog-${lang}-${width}.png`) });
          expect(await page.getByTestId('fix-price-submit').textContent()).toMatch(lang === 'zh' ? /提\s*交/ : /Submit/);
        }
        expect(crashes).toEqual([]);
        await context.close();

        const staffContext = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang, viewport });
        const staff = await staffContext.newPage();
        await staff.goto('/staff/price-fixing?status=confirmed');
        await staff.getByTestId('staff-price-fixing').waitFor({ timeout: 15_000 });
        await staff.waitForTimeout(800);
        await shot(staff, `staff-queue-${lang}-${width}`);
        await staffContext.close();
      }
    }
  });
});
