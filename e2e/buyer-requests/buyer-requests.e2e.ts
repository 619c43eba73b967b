import { describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd.ts';
import { shot, useBrowser, watchCrashes } from '../support/browser.ts';
import { firmPriceAsk } from '../support/firm-price-ask.ts';
import { apiLogin, call, contextWithSession, staffToken } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

describe('[BUYER-REQUESTS]', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[BUYER-REQUESTS]: a buyer posts a request at 390 px in zh, staff approve, a supplier offers an ask in en at 1280 px, the buyer buys it and the request is fulfilled', async () => {
    const buyerSession = await apiLogin(baseUrl, 'buyer@demo.test');
    const sellerSession = await apiLogin(baseUrl, 'seller@demo.test');
    const title = `E2E Barley ${Date.now().toString(36)}`;

    // The buyer, on a phone, in Chinese: /buyer-request sends a narrow screen to the mobile list; post from there.
    const buyerContext = await contextWithSession(suite.browser, baseUrl, buyerSession, { lang: 'zh', viewport: 'phone' });
    const buyer = await buyerContext.newPage();
    const buyerCrashes = watchCrashes(buyer);
    await buyer.goto('/buyer-request');
    await buyer.waitForURL(/\/buyer-request-mobile/);
    await buyer.getByTestId('buyer-request-mobile-page').waitFor();
    await buyer.getByTestId('post-request').click();
    await buyer.waitForURL(/\/buyer-edit-mobile/);
    await buyer.getByTestId('request-form').waitFor();
    await buyer.getByTestId('request-title-input').fill(title);
    await chooseOption(buyer, 'grade-family-0', '铜');
    await chooseOption(buyer, 'grade-grade-0', 'Barley 光亮铜线');
    await buyer.getByTestId('request-weight').fill('10');
    await buyer.getByTestId('request-target-price').fill('9300');
    await chooseOption(buyer, 'request-port', '釜山', { type: true });
    // A missing field is named in Chinese before anything is sent.
    await buyer.getByTestId('request-target-price').fill('');
    await buyer.getByTestId('request-submit').click();
    await expect.poll(() => buyer.locator('.ant-form-item-explain-error').first().textContent()).toContain('目标价');
    await buyer.getByTestId('request-target-price').fill('9300');
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(buyer, 'buyer-request-form-zh-390');
    await buyer.getByTestId('request-submit').click();
    await buyer.waitForURL(/\/buyer-request-mobile\?tab=mine&requestId=/);
    const requestId = new URL(buyer.url()).searchParams.get('requestId')!;
    await expect.poll(() => buyer.getByTestId('detail-state').textContent()).toBe('审核中');
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    // Staff approve through the API (the staff queue screen is the asks' pattern).
    const staff = await staffToken(baseUrl);
    const queue = await call<{ rows: { requestId: string; version: number }[] }>(baseUrl, 'GET', '/admin/buyer-request/review?pageSize=50', { token: staff });
    const row = queue.data.rows.find((r) => r.requestId === requestId)!;
    expect((await call(baseUrl, 'POST', `/admin/buyer-request/${requestId}/approve`, { token: staff, body: { version: row.version } })).code).toBe(200);

    // The supplier, on a desktop, in English: the request in the purchase market, an offer of a live lot.
    const askName = `E2E offer lot ${Date.now().toString(36)}`;
    const askId = await firmPriceAsk(baseUrl, askName);
    const sellerContext = await contextWithSession(suite.browser, baseUrl, sellerSession, { lang: 'en', viewport: 'desktop' });
    const seller = await sellerContext.newPage();
    const sellerCrashes = watchCrashes(seller);
    await seller.goto('/buyer-request');
    await seller.getByTestId('buyer-request-page').waitFor();
    await seller.getByTestId('request-search').locator('input').fill(title);
    await seller.getByTestId('request-search').locator('input').press('Enter');
    await expect.poll(() => seller.getByTestId('request-card').count()).toBe(1);
    await seller.getByTestId('request-card').click();
    await seller.getByTestId('request-detail').waitFor();
    expect(await seller.getByTestId('request-title').textContent()).toBe(title);
    expect(await seller.getByTestId('request-detail').getByTestId('request-target').textContent()).toBe('9,300 USD/MT');
    await seller.getByTestId('make-offer').click();
    await chooseOption(seller, 'offer-ask', `${askName} · Active`);
    await seller.getByTestId('offer-submit').click();
    await expect.poll(() => seller.getByTestId('request-offer').count()).toBe(1);
    expect(await seller.getByTestId('request-offer').textContent()).toContain('Your offer');
    await shot(seller, 'buyer-request-offer-en-1280', { settleMs: 300 });
    // The supplier takes the offer back and makes it again (withdrawing is theirs while the ask is not in a deal).
    await seller.getByTestId('offer-withdraw').click();
    await seller.locator('.ant-popconfirm').getByRole('button', { name: 'Withdraw offer' }).click();
    await expect.poll(() => seller.getByTestId('request-offer').count()).toBe(0);
    await seller.getByTestId('make-offer').click();
    await chooseOption(seller, 'offer-ask', `${askName} · Active`);
    await seller.getByTestId('offer-submit').click();
    await expect.poll(() => seller.getByTestId('request-offer').count()).toBe(1);

    // The buyer sees the offer and buys the lot now (the ask's firm price: the quote machinery makes the deal).
    await buyer.reload();
    await buyer.getByTestId('request-offers').waitFor({ timeout: 30_000 });
    await shot(buyer, 'buyer-request-offer-buyer-zh-390', { settleMs: 300 });
    await expect.poll(() => buyer.getByTestId('request-offer').count(), { timeout: 20_000 }).toBe(1);
    expect(await buyer.getByTestId('offer-open-ask').textContent()).toBe('出价或购买');
    expect((await call(baseUrl, 'POST', '/app-v2/quote/buy-now', { token: buyerSession.token, body: { askId } })).code).toBe(200);
    await buyer.reload();
    await expect.poll(() => buyer.getByTestId('detail-state').textContent()).toBe('已完成');
    await shot(buyer, 'buyer-request-fulfilled-zh-390');
    // In a deal: the supplier's offer says so and can no longer be withdrawn.
    await seller.reload();
    await seller.getByTestId('offer-in-deal').waitFor();
    expect(await seller.getByTestId('offer-withdraw').count()).toBe(0);

    expect(buyerCrashes).toEqual([]);
    expect(sellerCrashes).toEqual([]);
    await buyerContext.close();
    await sellerContext.close();
  });
});
