import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fitsWidth, newContext, resizeTo, shot, useBrowser, VIEWPORTS, watchCrashes } from '../support/browser.ts';
import { openBy } from '../support/antd.ts';
import { signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** Asks through the composer and waits for the answer's sources (the stream's end). */
async function askAndWait(page: Page, question: string): Promise<void> {
  const before = await page.getByTestId('chat-message-assistant').count();
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
  const answer = page.getByTestId('chat-message-assistant').nth(before);
  await answer.getByTestId('chat-citation').first().waitFor({ timeout: 15_000 });
}

describe('[AI] chat assistant', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[AI]: a conversation streams with citations in zh and en at 1280 and 390 px', async () => {
    // Signed in, English, desktop: an answer with linked sources, then one about the buyer's own orders.
    const context = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    await page.goto('/saas-chat');
    await page.getByTestId('saas-chat-page').waitFor();
    expect(await page.getByTestId('saas-chat-page').locator('h1').textContent()).toBe('AI chat');
    expect(await page.getByTestId('chat-visitor-banner').count()).toBe(0);
    await askAndWait(page, 'How does price fixing work?');
    const answer = page.getByTestId('chat-message-assistant').first();
    expect(await answer.textContent()).toContain("Here is what I found in the platform's records");
    expect(await answer.getByTestId('chat-mark').first().getAttribute('href')).toBe('/wiki-detail?slug=price-fixing');
    await page.getByTestId('chat-conversation-item').filter({ hasText: 'How does price fixing work?' }).waitFor();

    await askAndWait(page, 'What is the status of my orders?');
    const own = page.getByTestId('chat-message-assistant').nth(1);
    expect(await own.getByTestId('chat-citation').filter({ hasText: 'My order' }).count()).toBeGreaterThan(0);
    expect(await own.getByTestId('chat-citation').filter({ hasText: 'DEMO' }).count()).toBeGreaterThan(0);
    await shot(page, 'ai-chat-en-1280');

    // Rename from the list.
    const item = page.getByTestId('chat-conversation-item').filter({ hasText: 'How does price fixing work?' });
    await item.getByRole('button', { name: 'Rename' }).click();
    await page.getByTestId('chat-rename-input').fill('Price fixing');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('chat-conversation-item').filter({ hasText: 'Price fixing' }).first().waitFor();

    // The same screen on a phone: the list moves into a drawer, nothing is wider than the screen.
    await resizeTo(page, VIEWPORTS.phone);
    await openBy(page.getByTestId('chat-open-list'), page.getByTestId('chat-list-drawer'));
    await page.getByTestId('chat-list-drawer').getByTestId('chat-conversation-item').first().waitFor();
    await shot(page, 'ai-chat-en-390-list', { settleMs: 300 });
    await page.keyboard.press('Escape');
    await expect.poll(() => fitsWidth(page), { message: 'chat en 390' }).toBe(true);
    expect(crashes).toEqual([]);
    await context.close();

    // A visitor, Chinese, on a phone: public knowledge only, a suggested question, the sign-in banner.
    const visitor = await newContext(suite.browser, baseUrl, { lang: 'zh', viewport: 'phone' });
    const vpage = await visitor.newPage();
    const vcrashes = watchCrashes(vpage);
    await vpage.goto('/saas-chat');
    await vpage.getByTestId('chat-visitor-banner').waitFor();
    expect(await vpage.getByTestId('chat-visitor-banner').textContent()).toContain('登录后可询问您自己的订单');
    await vpage.getByTestId('chat-suggestion').filter({ hasText: '点价是怎么操作的？' }).click();
    const zh = vpage.getByTestId('chat-message-assistant').first();
    await zh.getByTestId('chat-citation').first().waitFor({ timeout: 15_000 });
    expect(await zh.textContent()).toContain('以下是平台资料中找到的相关内容');
    expect(await zh.getByTestId('chat-citation').filter({ hasText: '我的订单' }).count()).toBe(0);
    expect(await vpage.getByTestId('chat-open-list').count()).toBe(0);
    await expect.poll(() => fitsWidth(vpage), { message: 'chat zh 390' }).toBe(true);
    await shot(vpage, 'ai-chat-zh-390');
    // Wider, the same answer stays (kept in the page) and the layout follows.
    await vpage.setViewportSize({ width: 1280, height: 800 });
    expect(await vpage.getByTestId('chat-citation').count()).toBeGreaterThan(0);
    await shot(vpage, 'ai-chat-zh-1280');
    expect(vcrashes).toEqual([]);
    await visitor.close();
  });
});
