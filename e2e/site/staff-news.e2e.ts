import { describe, expect, it } from 'vitest';
import { useBrowser, watchCrashes } from '../support/browser.ts';
import { signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

describe('[SITE] staff news editor', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[SITE]: staff add a news item (a missing title is named on its field), edit it, and delete it', async () => {
    const context = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    const title = `Yard reopening ${Date.now().toString(36)}`;

    await page.goto('/staff/news');
    await page.getByTestId('staff-news').waitFor();
    await page.getByTestId('staff-news-add').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.waitFor();

    // Nothing typed yet: the schema names the missing titles on their fields, nothing is sent.
    await page.getByTestId('staff-news-save').click();
    await expect.poll(() => drawer.locator('.ant-form-item-explain-error').first().textContent()).toMatch(/^Title \(Chinese\): /);

    await drawer.locator('#titleZh').fill(`堆场恢复营业 ${title}`);
    await drawer.locator('#titleEn').fill(title);
    await page.getByTestId('staff-news-save').click();
    const row = page.locator('.ant-table-row').filter({ hasText: title });
    await row.waitFor();
    await expect.poll(() => drawer.isVisible()).toBe(false);

    // Edit: the drawer opens with the stored values; a new English title replaces the old one.
    await row.getByTestId('staff-news-edit').click();
    await expect.poll(() => drawer.locator('#titleEn').inputValue()).toBe(title);
    await drawer.locator('#titleEn').fill(`${title} (edited)`);
    await page.getByTestId('staff-news-save').click();
    const edited = page.locator('.ant-table-row').filter({ hasText: `${title} (edited)` });
    await edited.waitFor();

    // Delete after the confirmation: the row leaves the list.
    await edited.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.locator('.ant-table-row').filter({ hasText: title }).count()).toBe(0);

    expect(crashes).toEqual([]);
    await context.close();
  });
});
