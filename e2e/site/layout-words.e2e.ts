/**
 * Issue 19 item 7, in Chromium: the layout defects stay fixed — /about-us fits a phone (a long e-mail address), the
 * sign-up dialog's title clears its close button and its consent links the terms and the privacy policy, the staff
 * verification table's pinned actions leave the licence thumbnail visible at 1280 px, and /ask-quotes on someone
 * else's listing says so. zh and en, 390 and 1280 px, one screenshot each for a person to look at.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fitsWidth, newContext, shot, useBrowser } from '../support/browser.ts';
import { apiLogin, call, contextWithSession } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** Whether what a person sees at the centre of `selector` belongs to `owner` (nothing else covers it). */
function visibleAtCentre(page: Page, selector: string, owner: string): Promise<boolean> {
  return page.evaluate(
    ([sel, own]) => {
      const el = document.querySelector(sel!);
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!top && top.closest(own!) === el.closest(own!);
    },
    [selector, owner],
  );
}

describe('[SITE]: layout and words of issue 19', () => {
  const suite = useBrowser();

  it('[SITE]: about-us fits a phone, sign-up names its terms as links, staff thumbnails and ask-quotes read right', async () => {
    const base = serverUrl();
    // A visitor on a phone, in English: no sideways scroll on /about-us; the sign-up dialog.
    const visitor = await newContext(suite.browser, base, { viewport: 'phone', lang: 'en' });
    const page = await visitor.newPage();
    await page.goto('/about-us');
    await page.locator('.sb-facts a[href^="mailto:"]').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText('Sign up', { exact: true }).last().click();
    const title = page.locator('.sb-login-modal .ant-modal-title');
    await title.waitFor();
    // The title's words (not its block) end before the close button starts.
    const textRight = await title.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return Math.max(...Array.from(range.getClientRects(), (r) => r.right));
    });
    const closeBox = await page.locator('.sb-login-modal .ant-modal-close').boundingBox();
    expect(textRight).toBeLessThanOrEqual(closeBox!.x + 1);
    await page.locator('.sb-login-option').last().click();
    await expect.poll(() => page.getByTestId('register-terms-link').getAttribute('href')).toContain('terms');
    expect(await page.getByTestId('register-privacy-link').textContent()).toBe('Privacy Policy');
    await shot(page, 'site-signup-consent-en-390', { settleMs: 300 });
    await visitor.close();

    // Staff at 1280 px, in Chinese: the licence thumbnail of a waiting verification is not under the pinned actions.
    const staff = await contextWithSession(suite.browser, base, await apiLogin(base, 'staff@demo.test'), { lang: 'zh', viewport: 'desktop' });
    const console = await staff.newPage();
    await console.goto('/staff/verifications');
    await console.getByTestId('doc-licence').first().waitFor();
    expect(await visibleAtCentre(console, '[data-testid="doc-licence"]', '.sb-staff-doc')).toBe(true);
    await shot(console, 'site-staff-verifications-zh-1280');
    await staff.close();

    // The demo buyer on a phone, in Chinese, opens the quotes page of a listing that is not theirs.
    const buyerSession = await apiLogin(base, 'buyer@demo.test');
    const asks = await call<{ rows: { askId: string }[] }>(base, 'GET', '/app-v2/ask/list/buyer/pub?pageNum=1&pageSize=1');
    const buyer = await contextWithSession(suite.browser, base, buyerSession, { lang: 'zh', viewport: 'phone' });
    const quotes = await buyer.newPage();
    await quotes.goto(`/ask-quotes?askId=${asks.data.rows[0]!.askId}`);
    await quotes.getByTestId('ask-quotes-not-yours').waitFor();
    expect(await quotes.getByTestId('ask-quotes-not-yours').textContent()).toContain('这不是您的货盘');
    await shot(quotes, 'site-ask-quotes-not-yours-zh-390');
    await buyer.close();
  }, 120_000);
});
