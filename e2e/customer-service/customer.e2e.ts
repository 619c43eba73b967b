import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowser, watchCrashes } from '../support/browser.ts';
import { signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

describe('[SUPPORT]', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[SUPPORT]: a user asks for China market access from the market permission message in Chinese, staff answer in English, the open page shows the answer without a reload, at 1280 and 390 px', async () => {
    // ——— the user (international market only) in Chinese: the China market is not theirs → contact customer service ———
    const userContext = await signedInContext(suite.browser, baseUrl, 'user@demo.test', { lang: 'zh' });
    const user = await userContext.newPage();
    const crashes = watchCrashes(user);
    await user.goto('/order-list');
    await user.getByTestId('market-cn').click();
    const link = user.getByTestId('contact-support-link').first();
    await expect.poll(() => link.textContent(), { timeout: 15_000 }).toBe('申请开通中国市场');
    await link.click();
    await user.waitForURL(/\/customer\?topic=market-access&market=cn/);
    await user.getByTestId('customer-page').waitFor();
    await expect.poll(() => user.getByTestId('support-context-chip').textContent(), { timeout: 15_000 }).toContain('市场权限 · 中国市场');
    await expect.poll(() => user.getByTestId('support-text').inputValue(), { timeout: 15_000 }).toBe('您好，请为我开通中国市场权限。');
    await user.getByTestId('support-send').click();
    await user.getByTestId('support-message').first().waitFor();
    await expect.poll(() => user.getByTestId('support-status').textContent(), { timeout: 15_000 }).toBe('待客服回复');
    await expect.poll(() => user.url(), { timeout: 15_000 }).not.toContain('topic=');

    // ——— staff in English: the inbox shows what it is about; they answer ———
    const staffContext = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const staff = await staffContext.newPage();
    await staff.goto('/staff/support?status=open');
    await staff.getByTestId('support-row').filter({ hasText: 'Market access · China market' }).first().click();
    await staff.getByTestId('support-conversation').waitFor();
    await expect.poll(() => staff.getByTestId('support-conversation-context').textContent(), { timeout: 15_000 }).toBe('About: Market access · China market');
    await staff.getByTestId('support-message').filter({ hasText: '您好，请为我开通中国市场权限。' }).first().waitFor({ timeout: 15_000 });
    await staff.getByTestId('support-text').fill('Hello, China market access is granted. Please switch it on in your settings.');
    await staff.getByTestId('support-send').click();
    await staff.getByTestId('support-message').filter({ hasText: 'China market access is granted' }).last().waitFor({ timeout: 15_000 });
    await shot(staff, 'support-staff-en-1280');

    // ——— the user's open page shows the answer without a reload, then at 390 px ———
    const answer = user.getByTestId('support-message').filter({ hasText: 'China market access is granted' }).last();
    await answer.waitFor({ timeout: 15_000 });
    await expect.poll(() => user.getByTestId('support-status').textContent(), { timeout: 15_000 }).toBe('待用户回复');
    await shot(user, 'support-user-zh-1280');
    // §9: a page narrowed under 900 px reloads itself (resize-reload.ts); the phone layout is laid out by that load.
    await Promise.all([user.waitForEvent('load'), user.setViewportSize({ width: 390, height: 844 })]);
    await user.getByTestId('customer-page').waitFor();
    await expect.poll(() => answer.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => user.getByTestId('support-send').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await fitsWidth(user)).toBe(true);
    await shot(user, 'support-user-zh-390');

    // The staff inbox on a phone: the open conversation takes the screen in place of the list.
    await Promise.all([staff.waitForEvent('load'), staff.setViewportSize({ width: 390, height: 844 })]);
    await staff.getByTestId('support-conversation').waitFor();
    expect(await staff.getByTestId('support-row').first().isVisible()).toBe(false);
    expect(await fitsWidth(staff)).toBe(true);

    expect(crashes).toEqual([]);
    await userContext.close();
    await staffContext.close();
  });
});
