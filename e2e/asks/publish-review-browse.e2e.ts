import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { launchBrowser, shot } from '../support/browser.ts';
import { apiLogin, signedInContext } from './api-session.ts';
import { serverUrl } from '../support/server-url.ts';
import { chooseOption } from '../support/antd.ts';

/** A real PNG photo (sharp is the server's image library): a copper-coloured 800×600 frame with a darker band. */
async function photo(): Promise<Buffer> {
  const band = Buffer.from('<svg width="800" height="600"><rect x="0" y="380" width="800" height="120" fill="#6b3a14"/></svg>');
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 184, g: 115, b: 58 } } })
    .composite([{ input: band }])
    .png()
    .toBuffer();
}

describe('[ASKS]', () => {
  let browser: Browser;
  const baseUrl = serverUrl();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[ASKS]: the seller publishes two lines with a photo, staff approve, the buyer finds it by material and reads it in zh and en', async () => {
    const token = `qx${Date.now().toString(36)}`;
    const material = `Millberry ${token}`;
    const askName = `${material} copper wire lot`;
    const askNameZh = `${token} 紫杂铜线`;

    // ---- the demo seller publishes (English UI) -------------------------------------------------------------
    const sellerContext = await signedInContext(browser, baseUrl, 'seller@demo.test', { lang: 'en' });
    const seller = await sellerContext.newPage();
    const crashes: string[] = [];
    seller.on('pageerror', (e) => crashes.push(e.message));
    await seller.goto('/publish');
    await seller.getByTestId('publish-form').waitFor();

    await seller.getByTestId('field-askNameZh').fill(askNameZh);
    await seller.getByTestId('field-askName').fill(askName);
    await seller.getByTestId('field-descriptionsZh').fill('光亮铜线与一号铜线，干净无油。');
    await seller.getByTestId('field-descriptions').fill('Bright and #1 copper wire, clean and dry.');
    await seller.getByTestId('field-comboLoadName').fill(`LA copper ${token}`);

    await chooseOption(seller, 'line-0-category', 'Copper');
    await chooseOption(seller, 'line-0-subcategory', 'Barley – bare bright copper wire');
    await seller.getByTestId('line-0-name-zh').fill('光亮铜线');
    await seller.getByTestId('line-0-name').fill(`${material} bright wire`);
    await seller.getByTestId('line-0-weight').fill('20');
    await chooseOption(seller, 'line-0-quote-type', 'Fixed price');
    await seller.getByTestId('line-0-price').fill('9150');
    await expect.poll(() => seller.getByTestId('line-0-price-preview').textContent()).toContain('$9,150.00/MT');
    await seller.getByTestId('line-0-media-input').setInputFiles({ name: 'bales.png', mimeType: 'image/png', buffer: await photo() });
    await expect.poll(() => seller.getByTestId('media-tile').first().getAttribute('data-status'), { timeout: 30_000 }).toBe('done');

    await seller.getByTestId('add-line').click();
    await chooseOption(seller, 'line-1-category', 'Copper');
    await chooseOption(seller, 'line-1-subcategory', 'Berry – No.1 copper wire');
    await seller.getByTestId('line-1-name-zh').fill('一号铜线');
    await seller.getByTestId('line-1-name').fill(`${material} #1 wire`);
    await seller.getByTestId('line-1-weight').fill('5.5');
    await chooseOption(seller, 'line-1-quote-type', 'LME percentage');
    await seller.getByTestId('line-1-price').fill('92');
    await expect.poll(() => seller.getByTestId('line-1-price-preview').textContent()).toContain('92% LME');

    await chooseOption(seller, 'field-originCountryId', 'United States');
    await chooseOption(seller, 'field-loadingCountryId', 'United States');
    await chooseOption(seller, 'field-deliveryTerm', 'FOB (free on board)');
    await chooseOption(seller, 'field-portId', 'Los Angeles (USLAX)');
    await seller.getByTestId('field-shipmentDays').fill('30');
    await chooseOption(seller, 'field-packingMethod', 'Bales');
    await seller.getByTestId('field-specs').getByText('Specs guaranteed').click();
    await seller.getByTestId('field-depositRatio').fill('30');
    await expect.poll(() => seller.getByTestId('field-balanceRatio').inputValue()).toBe('70');
    await chooseOption(seller, 'field-balanceTiming', 'After inspection');
    await chooseOption(seller, 'field-preferredQuoteType', 'Fixed price');
    await seller.getByTestId('field-validityId').getByText('7 days').click();
    await seller.getByTestId('field-province').fill('California');
    await seller.getByTestId('field-city').fill('Los Angeles');
    await seller.getByTestId('field-addressDetail').fill('1 Harbor Way');
    await shot(seller, 'asks-publish-form-en-1280');

    await seller.getByTestId('submit-ask').click();
    await seller.waitForURL(/\/askList/);
    await seller.getByTestId('tab-auditing').click();
    const pending = seller.getByTestId('seller-card').filter({ hasText: askName });
    await pending.waitFor();
    expect(await pending.getAttribute('data-status')).toBe('auditingOwner');
    await shot(seller, 'asks-ask-list-auditing-en');
    expect(crashes).toEqual([]);
    await sellerContext.close();

    // ---- staff approve it in the review queue -----------------------------------------------------------------
    const staffContext = await signedInContext(browser, baseUrl, 'staff@demo.test', { lang: 'zh' });
    const staff = await staffContext.newPage();
    await staff.goto('/staff/ask-review');
    const row = staff.locator('tr.ant-table-row').filter({ hasText: token });
    await staff.getByTestId('staff-ask-review').waitFor();
    // The queue is read when the page opens; should that race the seller's commit, the page's refresh reads it again.
    await expect
      .poll(
        async () => {
          if ((await row.count()) === 0) await staff.getByTestId('review-refresh').click();
          return row.count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(1);
    await row.getByTestId('review-preview').click();
    await staff.locator('.ant-drawer-open').getByTestId('gallery').waitFor();
    await shot(staff, 'asks-staff-review-preview-zh');
    await staff.locator('.ant-drawer-open').getByTestId('drawer-approve').click();
    await row.waitFor({ state: 'detached' });
    await staffContext.close();

    // ---- the demo buyer finds it by its material name and opens it, in zh -------------------------------------
    const buyerContext = await signedInContext(browser, baseUrl, 'buyer@demo.test', { lang: 'zh' });
    const buyer = await buyerContext.newPage();
    await buyer.goto('/quoteList');
    const search = buyer.getByTestId('search-input').locator('input');
    await search.fill(material);
    await search.press('Enter');
    await buyer.waitForURL(/keyword=/);
    const card = buyer.getByTestId('ask-card').filter({ hasText: askNameZh });
    await card.waitFor();
    await expect.poll(() => buyer.getByTestId('ask-card').count()).toBe(1);
    expect(await card.getByTestId('tag-new').textContent()).toBe('新');
    expect(await card.getByTestId('card-weight').textContent()).toBe('25.5 MT');
    // The card shows the photo's small AVIF copy (issue 19 item 2), decoded, not the 1000 px upload.
    const cardPhoto = card.locator('img').first();
    await expect.poll(() => cardPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/\?w=(320|640)&f=avif$/);
    await shot(buyer, 'asks-quote-list-search-zh');

    await card.locator('a').first().click();
    await buyer.waitForURL(/\/view-detail\?askId=/);
    await expect.poll(() => buyer.getByTestId('detail-title').textContent()).toBe(askNameZh);
    await expect.poll(() => buyer.getByTestId('detail-price').textContent()).toBe('$9,150.00/MT');
    expect(await buyer.getByTestId('detail-weight').textContent()).toBe('20 MT');
    expect(await buyer.getByTestId('facts-logistics').textContent()).toContain('交货条款');
    expect(await buyer.getByTestId('facts-logistics').textContent()).toContain('FOB（船上交货）');
    expect(await buyer.getByTestId('facts-payment').textContent()).toContain('定金 30%');
    // The demo buyer is a verified VIP: quoting is open to them (issue 4).
    expect(await buyer.getByTestId('quote-button').isDisabled()).toBe(false);
    await buyer.getByTestId('gallery-image').waitFor();
    await shot(buyer, 'asks-detail-zh-1280');

    // The second line: a formula price reads as a percent of LME (§9).
    await buyer.getByTestId('line-switch').getByText('一号铜线').click();
    await expect.poll(() => buyer.getByTestId('detail-price').textContent()).toBe('92% LME');

    // Share copies the public /share link.
    await buyer.getByTestId('share-button').click();
    await buyer.getByText('分享链接已复制').waitFor();

    // ---- and in English ---------------------------------------------------------------------------------------
    await buyer.evaluate(() => localStorage.setItem('lang', 'en'));
    await buyer.reload();
    await expect.poll(() => buyer.getByTestId('detail-title').textContent()).toBe(askName);
    await expect.poll(() => buyer.getByTestId('detail-price').textContent()).toBe('92% LME');
    await buyer.getByTestId('line-switch').getByText(`${material} bright wire`).click();
    await expect.poll(() => buyer.getByTestId('detail-price').textContent()).toBe('$9,150.00/MT');
    expect(await buyer.getByTestId('facts-logistics').textContent()).toContain('Delivery terms');
    expect(await buyer.getByTestId('facts-logistics').textContent()).toContain('FOB (free on board)');
    expect(await buyer.getByTestId('facts-payment').textContent()).toContain('30% deposit');
    const linePrices = await buyer.getByTestId('line-price').allTextContents();
    expect(linePrices.join(' ')).toContain('$9,150.00/MT');
    expect(linePrices.join(' ')).toContain('92% LME');
    await shot(buyer, 'asks-detail-en-1280');
    await buyerContext.close();

    // ---- the same detail on a phone ---------------------------------------------------------------------------
    const phoneContext = await signedInContext(browser, baseUrl, 'buyer@demo.test', { lang: 'en', viewport: 'phone' });
    const phone = await phoneContext.newPage();
    await phone.goto(`/quoteList?keyword=${encodeURIComponent(material)}`);
    await phone.getByTestId('ask-card').first().locator('a').first().click();
    await expect.poll(() => phone.getByTestId('detail-price').textContent()).toBe('$9,150.00/MT');
    await shot(phone, 'asks-detail-en-390');
    // Tapping the picture opens the lightbox over the whole screen, the sticky app header included: what is at the
    // header's corner is the lightbox (its close button, not the menu button), on a dark mask.
    await phone.getByTestId('gallery-image').click();
    await phone.locator('.ant-image-preview-close').waitFor();
    const cover = await phone.evaluate(() => {
      const header = document.querySelector('.sb-header')!.getBoundingClientRect();
      const atHeader = document.elementFromPoint(header.right - 24, header.top + header.height / 2);
      const mask = getComputedStyle(document.querySelector('.ant-image-preview-mask')!).backgroundColor;
      return { inLightbox: !!atHeader?.closest('.ant-image-preview'), maskAlpha: Number(/rgba\(.*,\s*([\d.]+)\)/.exec(mask)?.[1] ?? 1) };
    });
    expect(cover.inLightbox).toBe(true);
    expect(cover.maskAlpha).toBeGreaterThanOrEqual(0.8);
    await shot(phone, 'asks-detail-lightbox-en-390');
    await phone.keyboard.press('Escape');
    await phoneContext.close();
  });

  it('[ASKS]: staff refuse an ask with a reason (required), and the seller reads it on /askList', async () => {
    const token = `rf${Date.now().toString(36)}`;
    const askName = `Refusal check ${token}`;
    // The seller's ask arrives through the API (the publish form is covered above): a photo, then the ask.
    const { token: session } = await apiLogin(baseUrl, 'seller@demo.test');
    const auth = { Authorization: `Bearer ${session}`, appLang: 'en-US' };
    const form = new FormData();
    form.append('fileType', 'ask');
    form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/png' }), 'lot.png');
    const upload = (await (await fetch(`${baseUrl}/ai-system/file/upload`, { method: 'POST', headers: auth, body: form })).json()) as {
      data: { fileId: string };
    };
    const body = {
      market: 'intl',
      askName,
      descriptions: 'Mixed copper for a refusal check.',
      comboLoadName: token,
      originCountryId: 101,
      loadingCountryId: 101,
      province: 'Texas',
      city: 'Houston',
      addressDetail: '5 Port Rd',
      deliveryTerm: 'EXW',
      exwAddress: '5 Port Rd, Houston',
      validityId: 872,
      preferredQuoteType: 'FIXED',
      shipmentDays: 20,
      packingMethod: 'loose',
      specs: 'reference',
      depositRatio: 20,
      balanceRatio: 80,
      balanceTiming: 'on_arrival',
      details: [
        { categoryId: 1, subCategoryId: 7, detailName: 'Light copper', weight: '12', quoteType: 'FIXED', unitPrice: '7100', media: [{ fileId: upload.data.fileId, kind: 'image' }] },
      ],
    };
    const published = (await (
      await fetch(`${baseUrl}/app-v2/ask`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json()) as { code: number; msg: string };
    expect(published.code, published.msg).toBe(200);

    const staffContext = await signedInContext(browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const staff = await staffContext.newPage();
    await staff.goto('/staff/ask-review');
    const row = staff.locator('tr.ant-table-row').filter({ hasText: token });
    await row.waitFor();
    await row.getByTestId('review-refuse').click();
    // The reason is required, worded like every form problem.
    await staff.getByTestId('refuse-confirm').click();
    await staff.getByText('Reason: is required').waitFor();
    await staff.getByTestId('refuse-reason-input').fill('The photo does not show the material, please add close-ups.');
    await shot(staff, 'asks-staff-refuse-en');
    await staff.getByTestId('refuse-confirm').click();
    await row.waitFor({ state: 'detached' });
    await staffContext.close();

    const sellerContext = await signedInContext(browser, baseUrl, 'seller@demo.test', { lang: 'zh', viewport: 'phone' });
    const seller = await sellerContext.newPage();
    await seller.goto('/askList?state=refused');
    const card = seller.getByTestId('seller-card').filter({ hasText: askName });
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('rejected');
    expect(await card.getByTestId('refuse-reason').textContent()).toContain('The photo does not show the material');
    await shot(seller, 'asks-ask-list-refused-zh-390');
    await sellerContext.close();
  });
});
