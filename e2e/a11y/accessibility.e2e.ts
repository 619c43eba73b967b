/**
 * Issue 19 item 3: axe-core on the landing, the buy list, an ask, an order, a deal, the publish form and three staff
 * pages, in zh and en — no critical or serious violation. It runs first (path order, support/path-order-sequencer.ts),
 * on the demo data as a new user finds it; the screens' states after other tests are the area tests' to check. One
 * signed-in page per role and language; after the first page load the screens are opened inside the app (the
 * every-route crawl's way), so the check costs one axe run each.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { navigateInApp, newContext, routerIdle, useBrowser } from '../support/browser.ts';
import { describeFindings, seriousViolations } from '../support/axe.ts';
import { apiLogin, call, contextWithSession } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** Opens `target` inside the app and waits until the router has rendered it and the screen's data is in. */
async function open(page: Page, target: string, content: string, first: boolean): Promise<void> {
  if (first) {
    await page.goto(target);
    await routerIdle(page, 30_000);
  } else {
    await navigateInApp(page, target, 30_000);
  }
  await page.locator(content).first().waitFor();
  // antd's enter animations (opacity) would make axe read half-faded colours.
  await page.waitForTimeout(400);
}

async function check(browser: Browser, baseUrl: string, lang: 'zh' | 'en', email: string | null, screens: [string, string][]): Promise<string[]> {
  const context = email ? await contextWithSession(browser, baseUrl, await apiLogin(baseUrl, email), { lang }) : await newContext(browser, baseUrl, { lang });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const [i, [target, content]] of screens.entries()) {
    await open(page, target, content, i === 0);
    problems.push(...describeFindings(`${lang} ${target}`, await seriousViolations(page)));
  }
  await context.close();
  return problems;
}

describe('[A11Y] accessibility', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[A11Y]: the landing, buyer screens, publish form and staff pages have no critical or serious axe violation in zh and en', { timeout: 240_000 }, async () => {
    const buyer = await apiLogin(baseUrl, 'buyer@demo.test');
    type TRows<T> = { rows: T[] };
    const asks = await call<TRows<{ askId: string }>>(baseUrl, 'GET', '/app-v2/ask/list/buyer/pub?pageNum=1&pageSize=1');
    // A few contracts, so the deal page is checked at more than one step (its form changes with the step).
    const orders = await call<TRows<{ contractId: string }>>(baseUrl, 'GET', '/app-v2/order/list?pageNum=1&pageSize=4', { token: buyer.token });
    const askId = asks.data.rows[0]!.askId;
    const contractIds = orders.data.rows.map((r) => r.contractId);
    const contractId = contractIds[0]!;
    const buyerScreens: [string, string][] = [
      ['/quoteList', '[data-testid="ask-card"]'],
      [`/view-detail?askId=${askId}`, '[data-testid="detail-title"]'],
      [`/order-detail?contractId=${contractId}`, '[data-testid="view-contract"]'],
      ...contractIds.map((id): [string, string] => [`/deal-detail/${id}`, '[data-testid="to-order-detail"]']),
      ['/publish', 'main form'],
    ];
    const staffScreens: [string, string][] = [
      ['/staff/outbox', '[data-testid="staff-outbox"] .ant-table-tbody > tr:not(.ant-table-measure-row)'],
      ['/staff/ask-review', '[data-testid="staff-ask-review"] .ant-table-tbody > tr:not(.ant-table-measure-row)'],
      ['/staff/contracts', '[data-testid="staff-contracts"] .ant-table-tbody > tr:not(.ant-table-measure-row)'],
    ];
    const problems: string[] = [];
    for (const lang of ['zh', 'en'] as const) {
      const runs = await Promise.all([
        check(suite.browser, baseUrl, lang, null, [['/', '.sb-landing h1']]),
        check(suite.browser, baseUrl, lang, 'buyer@demo.test', buyerScreens),
        check(suite.browser, baseUrl, lang, 'staff@demo.test', staffScreens),
      ]);
      problems.push(...runs.flat());
    }
    if (problems.length) console.info(`accessibility:\n${problems.join('\n')}`);
    expect(problems).toEqual([]);
  });
});
