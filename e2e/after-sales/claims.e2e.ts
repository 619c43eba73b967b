import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fitsWidth, shot as supportShot, useBrowser, watchCrashes } from '../support/browser.ts';
import { apiLogin, call, signedInContext } from '../support/session.ts';
import { isolatedServerUrl } from '../support/server-url.ts';

/** Screenshots for a person to look at (never asserted on), full page, named after-sales-*. */
function shot(page: Page, name: string, fullPage = true): Promise<void> {
  return supportShot(page, `after-sales-${name}`, { fullPage });
}

/** The input of an antd number field (its test id lands on the input or on its wrapper, depending on addons). */
function numberInput(page: Page, testId: string) {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/** A photographed weighbridge ticket (sharp is the server's image library). */
function ticket(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 240, g: 236, b: 224 } } }).png().toBuffer();
}

/** A GET as the app makes it, in English. */
function api<T>(baseUrl: string, pathName: string, token: string) {
  return call<T>(baseUrl, 'GET', pathName, { token });
}

describe('[CLAIMS]', () => {
  const suite = useBrowser();
  // Its own server: it rates the one delivered demo shipment 4, which the feedback test rates 2 (server-url.ts).
  const baseUrl = isolatedServerUrl();

  it('[CLAIMS]: the demo buyer rates a delivery 4 and claims a shortage on its container with a weighbridge ticket, the seller counters, staff settle, the invoice shows the credit note', async () => {
    const buyerSession = await apiLogin(baseUrl, 'buyer@demo.test');
    const due = await api<{ shipmentId: string; billNo: string } | null>(baseUrl, '/app-v2/claim/queryLatestDueBill', buyerSession.token);
    const shipmentId = due.data!.shipmentId;

    // ——— the buyer: not satisfied → /select-claim → the weight form ———
    const buyerContext = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang: 'en', feedbackPrompt: true });
    const buyer = await buyerContext.newPage();
    const crashes = watchCrashes(buyer);
    await buyer.goto('/order-list');
    await buyer.getByTestId('order-list-page').waitFor();
    await buyer.getByTestId('feedback-prompt').waitFor({ timeout: 15_000 });
    await buyer.getByTestId('feedback-choice-4').click();
    await buyer.waitForURL(/\/select-claim\?feedbackType=4&shipmentId=/);
    expect(new URL(buyer.url()).searchParams.get('shipmentId')).toBe(shipmentId);
    await buyer.getByTestId('select-claim-page').waitFor();
    await buyer.getByTestId('select-claim-container').first().click();
    await shot(buyer, 'claim-select-en-1280');
    await buyer.getByTestId('select-claim-next').click();
    await buyer.waitForURL(/\/claim-edit-weight\?/);
    await buyer.getByTestId('claim-form').waitFor();

    // §5: the required fields are named before anything is sent.
    await buyer.getByTestId('claim-submit').click();
    await expect.poll(() => buyer.locator('.ant-form-item-explain-error').count()).toBeGreaterThanOrEqual(4);
    await numberInput(buyer, 'claim-netWeight').fill('21');
    await numberInput(buyer, 'claim-actualWeight').fill('20.6');
    await numberInput(buyer, 'claim-shortageWeight').fill('0.4');
    await numberInput(buyer, 'claim-claimedWeight').fill('0.4');
    await numberInput(buyer, 'claim-totalClaim').fill('3460');
    await buyer.getByTestId('claim-calculationMethod').fill('(loaded net − weighed net) × contract price 8650');
    await buyer.getByTestId('claim-reason').fill('Busan weighbridge shows 0.4 MT less than the packing list.');
    await buyer.getByTestId('resumable-input').setInputFiles({ name: 'weighbridge-ticket.png', mimeType: 'image/png', buffer: await ticket() });
    await expect.poll(() => buyer.getByTestId('claim-file').getAttribute('data-status'), { timeout: 20_000 }).toBe('done');
    await buyer.getByTestId('claim-file-type').click();
    await buyer.locator('.ant-select-item-option').filter({ hasText: 'Weighbridge ticket' }).click();
    await shot(buyer, 'claim-form-en-1280');
    await buyer.getByTestId('claim-submit').click();
    await buyer.waitForURL(/\/claim-record-weight\?claimId=/);
    const claimId = new URL(buyer.url()).searchParams.get('claimId')!;
    const card = buyer.getByTestId('claim-card');
    await card.waitFor();
    await expect.poll(() => card.getByTestId('claim-stage').getAttribute('data-status')).toBe('submitted');
    expect(await card.getByTestId('claim-total').textContent()).toContain('3460.00');
    expect(await card.getByTestId('claim-files').textContent()).toContain('Weighbridge ticket');
    await shot(buyer, 'claim-record-en-1280');
    expect(crashes).toEqual([]);
    await buyerContext.close();

    // ——— the seller counters, in Chinese ———
    const sellerContext = await signedInContext(suite.browser, baseUrl, 'seller@demo.test', { lang: 'zh' });
    const seller = await sellerContext.newPage();
    const sellerCrashes = watchCrashes(seller);
    await seller.goto(`/claim-record-weight?side=seller&claimId=${claimId}`);
    await seller.getByTestId('claim-answer-form').waitFor();
    await seller.getByTestId('claim-answer-counter').click();
    await numberInput(seller, 'claim-answer-amount').fill('2000');
    await seller.getByTestId('claim-answer-reason').fill('部分差重在 0.5% 过磅误差内。');
    await seller.getByTestId('claim-answer-send').click();
    await expect.poll(() => seller.getByTestId('claim-card').getByTestId('claim-stage').getAttribute('data-status')).toBe('answered');
    expect(await seller.getByTestId('claim-answer').textContent()).toContain('还价');
    await shot(seller, 'claim-answered-zh-1280');
    expect(sellerCrashes).toEqual([]);
    await sellerContext.close();

    // ——— staff settle at the counter-offer ———
    const staffContext = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const staff = await staffContext.newPage();
    const staffCrashes = watchCrashes(staff);
    await staff.goto('/staff/claims');
    await staff.getByTestId('staff-claims-page').waitFor();
    await expect.poll(() => staff.getByTestId('staff-claim-row').count()).toBeGreaterThanOrEqual(1);
    await staff.goto(`/staff/claims?claimId=${claimId}`);
    await staff.getByTestId('claim-settle-form').waitFor();
    expect(await numberInput(staff, 'claim-settle-amount').inputValue()).toBe('2000.00');
    await staff.getByTestId('claim-settle').click();
    await expect.poll(() => staff.getByTestId('claim-card').getByTestId('claim-stage').getAttribute('data-status')).toBe('settled');
    await staff.getByTestId('claim-credit-note').waitFor();
    await shot(staff, 'claim-staff-settled-en-1280');
    expect(staffCrashes).toEqual([]);
    await staffContext.close();

    // ——— the buyer's order: the claim settled, the credit note under the final invoice ———
    const claim = await api<{ contractId: string; creditNote: { creditNoteNo: string } }>(baseUrl, `/app-v2/claim/record/${claimId}`, buyerSession.token);
    for (const lang of ['zh', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const context = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang, viewport });
        const page = await context.newPage();
        const pageCrashes = watchCrashes(page);
        await page.goto(`/order-detail?contractId=${claim.data.contractId}`);
        const notes = page.getByTestId('invoice-credit-note');
        await notes.first().waitFor({ timeout: 20_000 });
        expect(await notes.first().textContent()).toContain(claim.data.creditNote.creditNoteNo);
        await page.getByTestId('order-claims-panel').scrollIntoViewIfNeeded();
        expect(await page.getByTestId('order-claim').count()).toBe(1);
        await shot(page, `claim-order-${lang}-${viewport === 'desktop' ? 1280 : 390}`);
        await page.goto(`/claim-record-weight?claimId=${claimId}`);
        await page.getByTestId('claim-card').waitFor();
        expect(await fitsWidth(page)).toBe(true);
        await shot(page, `claim-record-${lang}-${viewport === 'desktop' ? 1280 : 390}`);
        expect(pageCrashes).toEqual([]);
        await context.close();
      }
    }
  });
});
