import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { shot as supportShot, useBrowser, watchCrashes } from '../support/browser.ts';
import { call, contextWithSession, registerByEmail } from '../support/session.ts';
import { profileDicts, reviewVerification } from './account-api.ts';
import { serverUrl } from '../support/server-url.ts';
import { chooseOption } from '../support/antd.ts';

/**
 * A fresh address part for each attempt: a retried test registers a new account instead of asking a second code for
 * the same address within the §9 resend wait (which answers 1005).
 */
function attemptStamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Screenshots named accounts-*, taken once dialogs and drawers have finished their opening animation. */
function shot(page: Page, name: string): Promise<void> {
  return supportShot(page, `accounts-${name}`, { settleMs: 500 });
}

/** A licence-like scan: a pale page with dark text bands, as PNG. */
async function scan(width: number, height: number): Promise<Buffer> {
  const bands = Array.from({ length: 8 }, (_, i) => `<rect x="40" y="${60 + i * 50}" width="${width - 120}" height="14" fill="#333"/>`).join('');
  return sharp({ create: { width, height, channels: 3, background: { r: 246, g: 242, b: 230 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}">${bands}</svg>`) }])
    .png()
    .toBuffer();
}

/** A PNG of 10 MB or more (random noise does not compress), which §5 says the browser compresses to ≤ 6 MB. */
async function hugePhoto(): Promise<Buffer> {
  const width = 2000;
  const height = 1800;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/**
 * A live demo lot for the new user's quote: "Zorba 95/2", which no other browser test quotes on (the negotiation
 * tests use "Candy", "Honey" and lots they publish; the shop test only reads the first public card).
 */
const QUOTE_LOT = 'Zorba 95/2 shredded non-ferrous';

async function quoteLot(baseUrl: string, token: string): Promise<{ askId: string; detailId: string }> {
  const list = await call<{ rows: { askId: string; askName: string | null }[] }>(baseUrl, 'GET', '/app-v2/ask/list/buyer?pageNum=1&pageSize=50&market=intl', { token });
  const row = list.data.rows.find((r) => r.askName === QUOTE_LOT);
  if (!row) throw new Error(`the demo ask "${QUOTE_LOT}" is not live`);
  const detail = await call<{ askDetailList: { detailId: string }[] }>(baseUrl, 'GET', `/app-v2/ask/${row.askId}`, { token });
  return { askId: row.askId, detailId: detail.data.askDetailList[0]!.detailId };
}

describe('[ACCOUNTS]', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();
  const stamp = Date.now().toString(36);

  it('[ACCOUNTS]: a new user completes both steps with a compressed card, staff approve, the user reloads as a verified enterprise', async () => {
    const email = `trader-${attemptStamp()}@example.com`;
    const session = await registerByEmail(baseUrl, email);
    const dicts = await profileDicts(baseUrl);
    const context = await contextWithSession(suite.browser, baseUrl, session, { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);

    await page.goto('/account');
    await page.getByTestId('account-page').waitFor();
    await expect.poll(() => page.getByTestId('account-user-state').textContent()).toBe('May upgrade');
    expect(await page.getByTestId('verified-badge').count()).toBe(0);

    // ---- the header's upgrade entry opens the two-step dialog (§2 More menu) ----------------------------------
    await page.getByTestId('more-menu').click();
    await page.getByTestId('menu-upgrade').click();
    const dialog = page.getByTestId('user-info-dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-step')).toBe('1');

    // Next validates first (§5): nothing is saved while required fields are empty.
    await page.getByTestId('profile-next').click();
    await expect.poll(() => dialog.textContent()).toContain('First name: is required');
    expect(await page.getByTestId('profile-email').inputValue()).toBe(email);

    await page.getByTestId('profile-firstName').fill('Maria');
    await page.getByTestId('profile-lastName').fill('Alvarez');
    await chooseOption(page, 'profile-countryId', dicts.country.dictLabel, { type: true });
    await chooseOption(page, 'profile-businessType', 'Recycler', { type: true, multiple: true });
    await page.getByTestId('profile-phoneCountry').fill('1');
    await page.getByTestId('profile-phoneNumber').fill(`202${Date.now().toString().slice(-7)}`);
    await chooseOption(page, 'profile-destinationId', dicts.destination.dictLabel, { type: true });
    await chooseOption(page, 'profile-fasId', dicts.fas.dictLabel, { type: true });
    await shot(page, 'step1-en-1280');
    await page.getByTestId('profile-next').click();
    await page.getByTestId('company-step').waitFor();
    expect(await dialog.getAttribute('data-step')).toBe('2');

    // ---- company step: wrong format refused, licence uploaded, a 10 MB+ card compressed then uploaded -------------
    await page.getByTestId('company-submit').click();
    await expect.poll(() => dialog.textContent()).toMatch(/Company name: Please enter the company name/);
    await page.getByTestId('company-name').fill(`Alvarez Metals ${stamp} LLC`);

    await page.getByTestId('doc-businessLicense-input').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect.poll(() => page.getByTestId('doc-businessLicense').textContent()).toContain('Incorrect file format');

    await page.getByTestId('doc-businessLicense-input').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: await scan(1200, 900) });
    await expect.poll(() => page.getByTestId('doc-businessLicense').getAttribute('data-state'), { timeout: 30_000 }).toBe('done');

    const huge = await hugePhoto();
    expect(huge.length).toBeGreaterThanOrEqual(10 * 1024 * 1024);
    await page.getByTestId('doc-personalCard-input').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: huge });
    await expect.poll(() => page.getByTestId('doc-personalCard').getAttribute('data-state'), { timeout: 5_000 }).not.toBe('idle');
    await expect.poll(() => page.getByTestId('doc-personalCard').getAttribute('data-state'), { timeout: 60_000 }).toBe('done');
    // The card went up as the compressed JPEG, not as the 10 MB PNG.
    expect(await page.getByTestId('doc-personalCard').textContent()).toMatch(/card\.jpg/);
    await shot(page, 'step2-en-1280');

    await page.getByTestId('company-submit').click();
    // §4: the success flag is stored, the waiting message shows and the page reloads after 2 s.
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('within 1 working day');
    const me = await call<{ id: string; userState: number }>(baseUrl, 'GET', '/app-v2/getInfo', { token: session.token });
    expect(me.data.userState).toBe(2);
    await page.waitForEvent('load', { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('sbUpgradeSuccess'))).toBe(me.data.id);

    // State 2: the menu entry reads "Data review" and only warns (§4).
    await page.getByTestId('more-menu').click();
    await expect.poll(() => page.getByTestId('menu-upgrade').textContent()).toBe('Data review');
    await page.getByTestId('menu-upgrade').click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('under review');
    expect(await page.getByTestId('user-info-dialog').count()).toBe(0);

    // ---- not verified yet (§6): the detail page offers no quote and says why; the server refuses one with 1403 -------
    const lot = await quoteLot(baseUrl, session.token);
    await page.goto(`/view-detail?askId=${lot.askId}`);
    const quoteButton = page.getByTestId('quote-button');
    await quoteButton.waitFor();
    expect(await quoteButton.isDisabled()).toBe(true);
    expect(await page.getByTestId('quote-verify-hint').textContent()).toBe('Quoting and buying need a verified (VIP) account');
    const refused = await call(baseUrl, 'POST', '/app-v2/quote', {
      token: session.token,
      body: {
        askId: lot.askId,
        lines: [{ askDetailId: lot.detailId, quoteType: 'FIXED', price: '1330', weight: '25' }],
        term: 'FOB',
        prepayRate: 20,
        depositRatio: '20',
        balanceRatio: '80',
        paymentTiming: 'against_bl_copy',
      },
    });
    expect(refused.code).toBe(1403);
    expect(refused.msg).toContain('Please verify your enterprise first');
    await page.goto('/account');
    await page.getByTestId('account-page').waitFor();

    // ---- staff approve (the staff screen is another test's); the user reloads ----------------------------------
    await reviewVerification(baseUrl, email, { approve: true });
    await page.reload();
    const status = page.getByTestId('upgrade-status-dialog');
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('success');
    await shot(page, 'approved-en-1280');
    await page.getByTestId('upgrade-status-ok').click();
    await status.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('sbUpgradeSuccess'))).toBeNull();

    // VIP: verified badge in the header and on the page; no upgrade entry any more.
    await page.getByTestId('header-verified').waitFor();
    await page.getByTestId('verified-badge').waitFor();
    await expect.poll(() => page.getByTestId('account-user-type').textContent()).toMatch(/^Verified (buyer|supplier)$/);
    await page.getByTestId('more-menu').click();
    expect(await page.getByTestId('menu-upgrade').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'account-vip-en-1280');

    // §6 market permissions: China is not granted, so the header's China choice opens the permission dialog; turning
    // off the only market left on is refused (1201) and the toggle reverts.
    await page.getByTestId('market-cn').click();
    const marketDialog = page.getByTestId('market-dialog');
    await marketDialog.waitFor();
    expect(await marketDialog.getByTestId('market-row-cn').getAttribute('data-granted')).toBe('0');
    await shot(page, 'market-dialog-en-1280');
    const intl = marketDialog.getByTestId('market-toggle-intl');
    expect(await intl.getAttribute('aria-checked')).toBe('true');
    await intl.click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('at least one market must stay on');
    await expect.poll(() => intl.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await marketDialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('marketType'))).not.toBe('cn');

    // The approval reached the bell; reading it empties the count.
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('1');
    await bell.click();
    const row = page.getByTestId('notification-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-kind')).toBe('verification_approved');
    await shot(page, 'notifications-en-1280');
    await page.getByTestId('notifications-read-all').click();
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('0');
    await page.keyboard.press('Escape');

    // Closing acknowledged it: another load opens nothing.
    await page.reload();
    await page.getByTestId('account-page').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('upgrade-status-dialog').count()).toBe(0);

    // ---- now VIP: the same user quotes the lot through its detail page's form and sees the quote waiting ----------
    await page.goto(`/view-detail?askId=${lot.askId}`);
    const buyerStatus = page.getByTestId('buyer-status');
    await expect.poll(() => buyerStatus.getAttribute('data-status')).toBe('beforeQuote');
    expect(await page.getByTestId('quote-verify-hint').count()).toBe(0);
    await page.getByTestId('quote-button').click();
    await page.getByTestId('quote-form').waitFor();
    await page.getByTestId('quote-line-0-price').fill('1330');
    await page.getByTestId('quote-submit').click();
    const myQuote = page.getByTestId('my-quote');
    await expect.poll(() => myQuote.getAttribute('data-state'), { timeout: 15_000 }).toBe('waiting');
    await expect.poll(() => buyerStatus.getAttribute('data-status')).toBe('waiting');
    expect(await myQuote.getByTestId('line-price').textContent()).toContain('1,330');
    await shot(page, 'vip-quote-waiting-en-1280');

    // The More menu's "My inquiries" lists it, waiting for the seller.
    await page.getByTestId('more-menu').click();
    await page.getByRole('menuitem', { name: 'My inquiries' }).click();
    const inquiry = page.getByTestId('inquiry-row').filter({ hasText: QUOTE_LOT });
    await inquiry.waitFor();
    expect(await inquiry.getByTestId('inquiry-buyer-status').getAttribute('data-status')).toBe('waiting');
    expect(crashes).toEqual([]);
    await context.close();
  });

  it('[ACCOUNTS]: a refused user reads the reason once on load and may submit again', async () => {
    const email = `refused-${attemptStamp()}@example.com`;
    const session = await registerByEmail(baseUrl, email);
    const dicts = await profileDicts(baseUrl);
    const info = await call(baseUrl, 'PUT', '/app-v2/account/info', {
      token: session.token,
      body: {
        firstName: 'Li',
        lastName: 'Wei',
        countryId: dicts.country.dictDataId,
        businessType: ['trading_firm'],
        email,
        phoneCountry: '86',
        // Unique: the demo accounts already use the usual test numbers.
        phoneNumber: `139${Date.now().toString().slice(-8)}`,
        destinationId: dicts.destination.dictDataId,
        fasId: dicts.fas.dictDataId,
      },
    });
    expect(info.code).toBe(200);
    const upgrade = await call(baseUrl, 'PUT', '/app-v2/account/upgrade', { token: session.token, body: { data: { companyName: `Wei Trading ${stamp}`, inviteCode: 'SALES-2024' } } });
    expect(upgrade.code).toBe(200);
    await reviewVerification(baseUrl, email, { refuse: 'The invitation code has expired' });

    const context = await contextWithSession(suite.browser, baseUrl, session, { lang: 'zh', viewport: 'phone' });
    const page = await context.newPage();
    await page.goto('/askList');
    const status = page.getByTestId('upgrade-status-dialog');
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('failed');
    expect(await status.textContent()).toContain('The invitation code has expired');
    await shot(page, 'refused-zh-390');
    await page.getByTestId('upgrade-status-reapply').click();
    await page.getByTestId('user-info-dialog').waitFor();
    expect(await page.getByTestId('profile-firstName').inputValue()).toBe('Li');
    await shot(page, 'reapply-step1-zh-390');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.waitForTimeout(2000);
    expect(await page.getByTestId('upgrade-status-dialog').count()).toBe(0);
    await context.close();
  });

  it('[ACCOUNTS]: the follow dialog at 390 px in zh (offered on the buyer list) and in en (from settings)', async () => {
    const email = `follower-${attemptStamp()}@example.com`;
    const session = await registerByEmail(baseUrl, email);
    const fresh = await call<{ rows: { categoryId: number; parentId: number }[] }>(baseUrl, 'GET', '/app-v2/wanted/list/new', { token: session.token });
    const grades = fresh.data.rows.filter((r) => r.parentId !== 0);
    expect(grades.length).toBeGreaterThan(2);
    const [first, second] = grades;

    // zh: the buyer list offers it to a user who follows nothing (§4: categories first, then push settings).
    const zh = await contextWithSession(suite.browser, baseUrl, session, { lang: 'zh', viewport: 'phone' });
    const page = await zh.newPage();
    await page.goto('/quoteList');
    const dialog = page.getByTestId('follow-dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-step')).toBe('choose');
    await page.getByTestId('follow-next').click();
    await expect.poll(() => page.getByTestId('follow-error').textContent()).toBe('请至少保留一个品类');
    await page.getByTestId(`follow-cat-${first!.categoryId}`).click();
    await shot(page, 'follow-choose-zh-390');
    await page.getByTestId('follow-next').click();
    await expect.poll(() => dialog.getAttribute('data-step')).toBe('push');
    await page.getByTestId(`wanted-${first!.categoryId}`).waitFor();
    // The last category cannot be removed (§5 leastone).
    await page.getByTestId(`wanted-remove-${first!.categoryId}`).click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('请至少保留一个品类');
    await page.getByTestId(`wanted-push-${first!.categoryId}`).click();
    await expect.poll(() => page.getByTestId(`wanted-push-${first!.categoryId}`).getAttribute('aria-checked')).toBe('false');
    await shot(page, 'follow-push-zh-390');
    await page.getByTestId('follow-done').click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/quoteList');
    const wanted = await call<{ rows: { categoryId: number; pushSwitch: number }[] }>(baseUrl, 'GET', '/app-v2/wanted/list', { token: session.token });
    expect(wanted.data.rows).toEqual([expect.objectContaining({ categoryId: first!.categoryId, pushSwitch: 1 })]);
    // The hide flag: the buyer list does not offer it again.
    await page.reload();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('follow-dialog').count()).toBe(0);
    await zh.close();

    // en: from the settings page, add a second category.
    const en = await contextWithSession(suite.browser, baseUrl, session, { lang: 'en', viewport: 'phone' });
    const p2 = await en.newPage();
    await p2.goto('/account');
    await p2.getByTestId('account-wanted-list').getByTestId(`wanted-${first!.categoryId}`).waitFor();
    await shot(p2, 'settings-en-390');
    await p2.getByTestId('account-add-categories').click();
    const d2 = p2.getByTestId('follow-dialog');
    await d2.waitFor();
    await p2.getByTestId(`follow-cat-${second!.categoryId}`).click();
    await shot(p2, 'follow-choose-en-390');
    await p2.getByTestId('follow-next').click();
    await expect.poll(() => d2.getAttribute('data-step')).toBe('push');
    await d2.getByTestId(`wanted-${second!.categoryId}`).waitFor();
    await shot(p2, 'follow-push-en-390');
    await p2.getByTestId('follow-done').click();
    await p2.waitForURL(/\/quoteList/);
    const after = await call<{ rows: unknown[] }>(baseUrl, 'GET', '/app-v2/wanted/list', { token: session.token });
    expect(after.data.rows).toHaveLength(2);
    await en.close();
  });
});
