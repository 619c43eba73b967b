import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fitsWidth, useBrowser, watchCrashes } from '../support/browser.ts';
import { apiLogin, call, signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** Screenshots for a person to look at (never asserted on), in the repository's test-results/. */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/operations');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The bill of lading of the demo signed contract (seed/demo-orders.ts). */
const DEMO_BL = 'OOLU2710458190';

describe('[OPERATIONS]', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();
  const stamp = Date.now().toString(36);

  it('[OPERATIONS]: the buyer raises a dispute; staff find the contract by its BL, answer from the dispute queue with the §9 clocks, and the buyer reads the answer', async () => {
    const staff = (await apiLogin(baseUrl, 'staff@demo.test')).token;
    const buyer = (await apiLogin(baseUrl, 'buyer@demo.test')).token;
    const found = await call<{ rows: { contractId: string; contractNo: string }[] }>(baseUrl, 'GET', `/admin/contracts?keyword=${DEMO_BL}`, { token: staff });
    const contract = found.data.rows[0]!;
    const text = `Seal number of the second container differs from the packing list (${stamp}).`;
    const raised = await call<{ id: string }>(baseUrl, 'POST', `/app-v2/contract/${contract.contractId}/dispute`, { token: buyer, body: { text } });
    expect(raised.code).toBe(200);

    const context = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);

    // ---- the contract queue: searched by BL number, the dispute is what it needs first -------------------------
    await page.goto('/staff/contracts');
    await page.getByTestId('queue-row').first().waitFor();
    await page.getByTestId('queue-search').locator('input').fill(DEMO_BL.toLowerCase());
    await page.getByTestId('queue-search').locator('input').press('Enter');
    await page.waitForURL(/keyword=/);
    const row = page.locator(`[data-testid="queue-row"][data-contract-no="${contract.contractNo}"]`);
    await expect.poll(() => page.getByTestId('queue-row').count()).toBe(1);
    expect(await row.getByTestId('queue-need').first().getAttribute('data-need')).toBe('dispute');
    await shot(page, 'queue-en-1280');

    // ---- the staff contract page: summary and the dispute in staff mode ------------------------------------------
    await row.getByTestId('queue-contract-link').click();
    await page.getByTestId('staff-contract').getByTestId('contract-summary').waitFor();
    const panel = page.getByTestId('dispute-panel');
    await expect.poll(() => panel.getByTestId('dispute-text').allTextContents()).toContain(text);
    expect(await page.getByTestId('contract-void').count()).toBe(1);

    // ---- the dispute queue: both clocks running, answer (empty first: the field says why) ------------------------
    await page.goto('/staff/disputes?status=open');
    const dispute = page.getByTestId('dispute-row').filter({ hasText: stamp });
    await dispute.waitFor();
    expect(await dispute.getByTestId('dispute-clock-contact').getAttribute('data-state')).toBe('running');
    expect(await dispute.getByTestId('dispute-clock-answer').getAttribute('data-state')).toBe('running');
    await dispute.getByTestId('dispute-answer').click();
    await page.getByTestId('dispute-answer-submit').click();
    expect(await page.getByTestId('dispute-answer-error').textContent()).toContain('required');
    await page.getByTestId('dispute-answer-text').fill('The surveyor confirmed the seal; the packing list is corrected today.');
    await page.getByTestId('dispute-answer-submit').click();
    await expect.poll(() => page.getByTestId('dispute-row').filter({ hasText: stamp }).count()).toBe(0);
    await page.goto('/staff/disputes?status=answered');
    const answered = page.getByTestId('dispute-row').filter({ hasText: stamp });
    await answered.waitFor();
    expect(await answered.getByTestId('dispute-clock-answer').getAttribute('data-state')).toBe('met');
    await shot(page, 'disputes-answered-en-1280');
    expect(crashes).toEqual([]);
    await context.close();

    // ---- the buyer reads the answer; staff see the action in the audit log ----------------------------------------
    const list = await call<{ rows: { id: string; status: string; answer: string | null }[] }>(baseUrl, 'GET', `/app-v2/contract/${contract.contractId}/disputes`, { token: buyer });
    expect(list.data.rows.find((d) => d.id === raised.data.id)).toMatchObject({ status: 'answered', answer: expect.stringContaining('surveyor') });
    const audit = await call<{ rows: { action: string }[] }>(baseUrl, 'GET', `/admin/audit-log?targetId=${raised.data.id}`, { token: staff });
    expect(audit.data.rows.map((r) => r.action)).toContain('dispute.answer');
  });

  it('[OPERATIONS]: on a phone in zh the contract queue, a contract and the dispute queue fit the screen', async () => {
    const context = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'zh', viewport: 'phone' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    const staff = (await apiLogin(baseUrl, 'staff@demo.test')).token;
    const found = await call<{ rows: { contractId: string }[] }>(baseUrl, 'GET', `/admin/contracts?keyword=${DEMO_BL}`, { token: staff });
    for (const [route, ready] of [
      ['/staff/contracts', 'staff-contracts'],
      [`/staff/contracts/${found.data.rows[0]!.contractId}`, 'dispute-panel'],
      ['/staff/disputes', 'staff-disputes'],
    ] as const) {
      await page.goto(route);
      await page.getByTestId(ready).waitFor();
      await expect.poll(() => fitsWidth(page), { message: route }).toBe(true);
    }
    expect(await page.getByTestId('staff-disputes').textContent()).toContain('合同争议');
    await shot(page, 'disputes-zh-390');
    expect(crashes).toEqual([]);
    await context.close();
  });
});
