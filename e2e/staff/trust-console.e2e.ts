import { describe, expect, it } from 'vitest';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { fitsWidth, shot, useBrowser, watchCrashes } from '../support/browser.ts';
import { apiLogin, call, contextWithSession, registerByEmail, signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** The page scrolls only inside its tables: nothing sticks out sideways at 390 px. */
describe('[STAFF]', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();
  const stamp = Date.now().toString(36);

  it('[STAFF]: staff open the verification queue, see user@ with its clock and licence, approve it, and user@ is a verified enterprise', async () => {
    const context = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'zh' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);

    await page.goto('/staff/verifications');
    await page.getByTestId('staff-verifications').waitFor();
    const row = page.locator('[data-testid="verification-row"][data-email="user@demo.test"]');
    await row.waitFor();
    // The demo application is two hours old: on the 1-working-day clock, not overdue.
    const clock = row.getByTestId('review-clock');
    expect(await clock.getAttribute('data-state')).not.toBe('overdue');
    expect(await clock.textContent()).toMatch(/剩余/);
    await row.getByTestId('doc-licence').waitFor();
    expect(await row.textContent()).toContain('Priya');
    await shot(page, 'staff-verifications-zh-1280');

    // The licence opens full size.
    await row.getByTestId('doc-licence').click();
    await page.locator('.ant-image-preview-img').first().waitFor();
    await page.keyboard.press('Escape');

    await row.getByTestId('verification-approve').click();
    await page.getByTestId('approve-confirm').click();
    await expect.poll(() => row.count()).toBe(0);

    // user@ signs in and is a verified enterprise now (§4: approved becomes VIP).
    const { token } = await apiLogin(baseUrl, 'user@demo.test');
    const me = await call<{ userState: number; userType: string }>(baseUrl, 'GET', '/app-v2/getInfo', { token });
    expect(me.data.userState).toBe(0);
    expect(['Supplier', 'Buyer']).toContain(me.data.userType);

    // The decision is in the approved tab and the address keeps the tab (a refresh shows the same list).
    await page.getByText('已通过').first().click();
    await page.waitForURL(/state=approved/);
    await page.reload();
    await page.locator('[data-testid="verification-row"][data-email="user@demo.test"]').waitFor();
    expect(crashes).toEqual([]);
    await context.close();
  });

  it('[STAFF]: on user@’s page staff grant and revoke the China market, and link and unlink an agent seller', async () => {
    const context = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    await page.goto('/staff/users?keyword=user%40demo.test');
    await page.getByTestId('user-row').filter({ hasText: 'user@demo.test' }).click();
    await page.getByTestId('staff-user-detail').waitFor();

    // §6: one permission per market, granted by customer service; user@ has the international market only.
    await page.getByTestId('market-grant-cn').click();
    await page.getByTestId('market-revoke-cn').waitFor();
    await page.getByTestId('market-revoke-cn').click();
    await page.getByTestId('popconfirm-ok').click();
    await page.getByTestId('market-grant-cn').waitFor();

    // §6 Agents: user@ (verified by the test before) publishes for the demo seller, then the link ends.
    await page.getByTestId('agent-for-pick').click();
    await page.keyboard.type('seller@demo');
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'seller@demo.test' });
    await option.first().click();
    await page.getByTestId('agent-for-pick-add').click();
    const linked = page.getByTestId('agent-for-row').filter({ hasText: 'seller@demo.test' });
    await linked.waitFor();
    await shot(page, 'staff-user-agents-en-1280');
    await linked.getByRole('button', { name: 'Remove' }).click();
    await page.getByTestId('popconfirm-ok').last().click();
    await expect.poll(() => linked.count()).toBe(0);
    expect(crashes).toEqual([]);
    await context.close();
  });

  it('[STAFF]: staff find a user, block them with a reason, and that user’s session stops working at once', async () => {
    const email = `blocked-candidate-${stamp}@example.com`;
    const candidateSession = await registerByEmail(baseUrl, email, 'candidate-1');
    const candidateToken = candidateSession.token;

    // The candidate is signed in and using the site.
    const candidate = await contextWithSession(suite.browser, baseUrl, candidateSession, { lang: 'en' });
    const candidatePage = await candidate.newPage();
    await candidatePage.goto('/quoteList');
    await candidatePage.waitForURL(/\/quoteList/);
    expect((await call(baseUrl, 'GET', '/app-v2/getInfo', { token: candidateToken })).code).toBe(200);

    const context = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    await page.goto('/staff/users');
    await page.getByTestId('staff-users').waitFor();
    await page.getByTestId('users-search').locator('input').fill(email);
    await page.getByTestId('users-search').locator('input').press('Enter');
    await page.waitForURL(/keyword=/);
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await row.waitFor();
    await shot(page, 'staff-users-en-1280');
    await row.click();
    await page.getByTestId('staff-user-detail').waitFor();
    await page.getByTestId('user-state').filter({ hasText: 'Can upgrade' }).waitFor();
    expect(await page.getByTestId('user-sessions').textContent()).toMatch(/^1 active/);

    await page.getByTestId('user-block').click();
    await page.getByTestId('reason-input').fill('Fake company documents reported by two buyers');
    await page.getByTestId('reason-confirm').click();
    await page.getByTestId('user-state').filter({ hasText: 'Blocked' }).waitFor();
    expect(await page.getByTestId('user-sessions').textContent()).toMatch(/^0 active/);
    await shot(page, 'staff-user-blocked-en-1280');

    // The blocked user's session ended on the server: the next call is a 401 and the site signs them out.
    expect((await call(baseUrl, 'GET', '/app-v2/getInfo', { token: candidateToken })).code).toBe(401);
    await candidatePage.goto('/quoteList');
    await candidatePage.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await candidate.cookies()).some((c) => c.name === 'token')).toBe(false);
    // And they cannot sign in again (§6: "blocked or frozen").
    const relogin = await call(baseUrl, 'POST', '/saas-v1/account/login', {
      body: { loginType: 'password', account: email, password: hashPasswordForTransport('candidate-1') },
    });
    expect(relogin.code).toBe(1409);

    // The audit log, opened from the user, shows who blocked them and why.
    await page.getByRole('button', { name: 'Audit log' }).click();
    await page.getByTestId('staff-audit-log').waitFor();
    const entry = page.locator('tr.ant-table-row').filter({ hasText: 'Account blocked' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('staff@demo.test');
    expect(await entry.textContent()).toContain('Fake company documents');
    expect(crashes).toEqual([]);
    await candidate.close();
    await context.close();
  });

  it('[STAFF]: staff approve the demo buyer’s waiting shop, which then opens in /shop-list; the queue is usable at 390 px', async () => {
    const context = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    await page.goto('/staff/shops');
    await page.getByTestId('staff-shops').waitFor();
    const row = page.locator('[data-testid="shop-row"][data-email="buyer@demo.test"]');
    await row.waitFor();
    await row.getByTestId('shop-picture').first().waitFor();
    expect(await row.getByTestId('review-clock').textContent()).toMatch(/left|Overdue/);
    expect(await row.textContent()).toContain('Pacific Rim Smelting');
    await shot(page, 'staff-shops-en-1280');

    await row.getByTestId('shop-approve').click();
    await page.getByTestId('shop-approve-confirm').click();
    await expect.poll(() => row.count()).toBe(0);

    const list = await call<{ rows: { companyName: string | null }[] }>(baseUrl, 'GET', `/app-v2/shop/list?keyword=${encodeURIComponent('Pacific Rim')}`);
    expect(list.data.rows.map((r) => r.companyName)).toContain('Pacific Rim Smelting Ltd.');

    // Desktop first, but not broken on a phone: the console fits the screen and its tables scroll inside.
    const phone = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'zh', viewport: 'phone' });
    const small = await phone.newPage();
    for (const path of ['/staff/shops?state=all', '/staff/verifications', '/staff/users']) {
      await small.goto(path);
      await small.locator('.ant-table').first().waitFor();
      // Polled: the menu collapses to its trigger once antd measures the screen, just after the first paint.
      await expect.poll(() => fitsWidth(small), { message: path }).toBe(true);
    }
    await shot(small, 'staff-users-zh-390');
    expect(crashes).toEqual([]);
    await phone.close();
    await context.close();
  });

  it('[STAFF]: every staff list opens on the shared list, and its filters and page survive a refresh and the back button', async () => {
    const context = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    const lists: [string, string][] = [
      ['/staff/outbox', 'staff-outbox'],
      ['/staff/ask-review', 'staff-ask-review'],
      ['/staff/contact', 'staff-contact'],
      ['/staff/news', 'staff-news'],
      ['/staff/stories', 'staff-stories'],
      ['/staff/wiki', 'staff-wiki'],
      ['/staff/users', 'staff-users'],
      ['/staff/verifications', 'staff-verifications'],
      ['/staff/shops', 'staff-shops'],
      ['/staff/audit-log', 'staff-audit-log'],
    ];
    for (const [path, testId] of lists) {
      await page.goto(path);
      await page.getByTestId(testId).locator('.ant-table').waitFor();
      expect(await page.getByTestId('staff-list-error').count(), path).toBe(0);
    }

    // The wiki list: a filter and a second page are in the address; a refresh shows the same; back undoes the page.
    await page.goto('/staff/wiki?pageSize=10');
    await page.getByTestId('staff-wiki').locator('tr.ant-table-row').first().waitFor();
    await page.getByTestId('staff-wiki').getByText('Published', { exact: true }).first().click();
    await page.waitForURL(/status=published/);
    const next = page.locator('.ant-pagination-item-2');
    if ((await next.count()) > 0) {
      await next.click();
      await page.waitForURL(/page=2/);
      await page.reload();
      await expect.poll(() => page.locator('.ant-pagination-item-active').textContent()).toBe('2');
      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('page=2'));
      expect(page.url()).toContain('status=published');
    }
    // The audit log, filtered by an action through the address.
    await page.goto('/staff/audit-log?action=user.block');
    await page.getByTestId('staff-audit-log').locator('tr.ant-table-row').first().waitFor();
    const actions = await page.getByTestId('staff-audit-log').locator('tr.ant-table-row .ant-tag').allTextContents();
    expect(new Set(actions)).toEqual(new Set(['Account blocked']));
    expect(crashes).toEqual([]);
    await context.close();
  });
});
