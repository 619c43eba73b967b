import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fitsWidth, shot as supportShot, useBrowser, watchCrashes } from '../support/browser.ts';
import { apiLogin, call, signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** Screenshots for a person to look at (never asserted on), full page, named after-sales-*. */
function shot(page: Page, name: string, fullPage = true): Promise<void> {
  return supportShot(page, `after-sales-${name}`, { fullPage });
}

/** A real photo of the unloading (sharp is the server's image library). */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 96, b: 60 } } }).png().toBuffer();
}

/** A GET as the app makes it, in English. */
function api<T>(baseUrl: string, pathName: string, token: string) {
  return call<T>(baseUrl, 'GET', pathName, { token });
}

describe('[AFTER-SALES]', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[AFTER-SALES]: the demo buyer is asked to rate the delivered shipment, rates 2 (met), sends the feedback with scores and a photo, and the seller reads it on the order', async () => {
    const buyerSession = await apiLogin(baseUrl, 'buyer@demo.test');
    const due = await api<{ shipmentId: string; billNo: string } | null>(baseUrl, '/app-v2/claim/queryLatestDueBill', buyerSession.token);
    expect(due.data?.billNo).toBe('MAEU2471102286');
    const shipmentId = due.data!.shipmentId;

    const buyerContext = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang: 'en', feedbackPrompt: true });
    const buyer = await buyerContext.newPage();
    const crashes = watchCrashes(buyer);
    await buyer.goto('/order-list');
    await buyer.getByTestId('order-list-page').waitFor();
    // §9: asked 1 s after the page loads.
    const prompt = buyer.getByTestId('feedback-prompt');
    await prompt.waitFor({ timeout: 15_000 });
    expect(await prompt.textContent()).toContain('MAEU2471102286');
    await buyer.waitForTimeout(400);
    await shot(buyer, 'prompt-en-1280', false);
    await buyer.getByTestId('feedback-choice-2').click();
    await buyer.waitForURL(/\/feedback\?feedbackType=2&shipmentId=/);
    expect(new URL(buyer.url()).searchParams.get('shipmentId')).toBe(shipmentId);

    const form = buyer.getByTestId('feedback-form');
    await form.waitFor();
    expect(await buyer.getByTestId('feedback-satisfaction').locator('.ant-radio-button-wrapper-checked').textContent()).toBe('Met expectations');
    expect(await buyer.getByTestId('feedback-bill').textContent()).toContain('MAEU2471102286');
    await buyer.getByTestId('feedback-aspect-quality').locator('.ant-rate-star').nth(3).click();
    await buyer.getByTestId('feedback-aspect-weight').locator('.ant-rate-star').nth(4).click();
    await buyer.getByTestId('feedback-comment').fill('Clean #2 wire, weights matched the packing list. Two bales had loose straps.');
    await buyer.getByTestId('feedback-photos-input').setInputFiles({ name: 'unloading.png', mimeType: 'image/png', buffer: await photo() });
    await expect.poll(() => buyer.getByTestId('feedback-photo-tile').getAttribute('data-status'), { timeout: 20_000 }).toBe('done');
    await shot(buyer, 'feedback-form-en-1280');
    await buyer.getByTestId('feedback-submit').click();
    await buyer.getByTestId('feedback-sent').waitFor();
    expect(await buyer.getByTestId('feedback-summary').textContent()).toContain('loose straps');
    await shot(buyer, 'feedback-sent-en-1280');

    // Rated: the next page load asks nothing.
    await buyer.goto('/order-list');
    await buyer.getByTestId('order-list-page').waitFor();
    await buyer.waitForTimeout(2_500);
    expect(await buyer.getByTestId('feedback-prompt').count()).toBe(0);
    expect(crashes).toEqual([]);
    await buyerContext.close();

    // The seller reads it on the order, photo included, and opens the buyer's credit report from there.
    const bill = await api<{ contractId: string }>(baseUrl, `/app-v2/claim/queryBill?shipmentId=${shipmentId}`, buyerSession.token);
    const sellerContext = await signedInContext(suite.browser, baseUrl, 'seller@demo.test', { lang: 'zh' });
    const seller = await sellerContext.newPage();
    const sellerCrashes = watchCrashes(seller);
    await seller.goto(`/order-detail?contractId=${bill.data.contractId}`);
    const panel = seller.getByTestId('delivery-feedback-panel');
    await panel.waitFor();
    await expect.poll(() => panel.getByTestId('delivery-feedback-row').count()).toBe(1);
    const row = panel.getByTestId('delivery-feedback-row');
    expect(await row.textContent()).toContain('loose straps');
    expect(await row.textContent()).toContain('符合预期');
    // The photo loads lazily: once the section is in view, through the feedback's own route with the session cookie.
    await panel.scrollIntoViewIfNeeded();
    await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await shot(seller, 'order-feedback-zh-1280');
    await seller.getByTestId('counterparty-credit-link').click();
    await seller.waitForURL(/\/buyer-credit\?/);
    await seller.getByTestId('credit-page').waitFor();
    await seller.getByTestId('credit-company').waitFor();
    expect(sellerCrashes).toEqual([]);
    await sellerContext.close();
  });

  it('[AFTER-SALES]: the credit report reads in zh and en at 1280 and 390 px, with its table and charts', async () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const context = await signedInContext(suite.browser, baseUrl, 'seller@demo.test', { lang, viewport });
        const page = await context.newPage();
        const crashes = watchCrashes(page);
        await page.goto('/buyer-credit');
        await page.getByTestId('credit-page').waitFor();
        await page.getByTestId('credit-company').waitFor();
        const heading = await page.locator('h1').first().textContent();
        expect(heading).toBe(lang === 'zh' ? '我的信用报告' : 'Your credit report');
        // The seller's own record: the table of both windows and the three charts.
        await page.getByTestId('credit-seller').waitFor();
        expect(await page.getByTestId('credit-table').locator('tbody tr').count()).toBeGreaterThanOrEqual(10);
        const ordersCell = await page.getByTestId('credit-orders-lifetime').textContent();
        expect(Number(ordersCell)).toBeGreaterThanOrEqual(1);
        await page.getByTestId('credit-rates-chart').locator('canvas').waitFor();
        await page.getByTestId('credit-evaluations-chart').locator('canvas').waitFor();
        expect(await fitsWidth(page)).toBe(true);
        await page.waitForTimeout(500);
        await shot(page, `credit-${lang}-${viewport === 'desktop' ? 1280 : 390}`);
        // The buyer side of the same company reads "insufficient data" or its figures, never an empty page.
        await page.getByTestId('credit-role').getByText(lang === 'zh' ? '作为买家' : 'As buyer').click();
        await page.getByTestId('credit-buyer').or(page.getByTestId('credit-insufficient')).first().waitFor();
        expect(crashes).toEqual([]);
        await context.close();
      }
    }
  });
});
