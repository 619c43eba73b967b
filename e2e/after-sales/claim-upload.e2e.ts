import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, watchCrashes } from '../support/browser.ts';
import { apiLogin, signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** Screenshots for a person to look at (never asserted on), in the repository's test-results/. */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/after-sales');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A scanned surveyor report of `mb` MB: a PDF header, then bytes (the server reads the type from the first ones). */
function report(mb: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n% SGS survey report, container weights\n');
  return Buffer.concat([head, Buffer.alloc(mb * 1024 * 1024 - head.length, 0x41)]);
}

/** The claim form for the demo shipment waiting for feedback, its first container chosen. */
async function openClaimForm(page: Page, shipmentId: string): Promise<void> {
  await page.goto(`/select-claim?feedbackType=4&shipmentId=${shipmentId}`);
  await page.getByTestId('select-claim-page').waitFor();
  await page.getByTestId('select-claim-container').first().click();
  await page.getByTestId('select-claim-next').click();
  await page.getByTestId('claim-form').waitFor();
  await page.getByTestId('resumable-upload').waitFor();
}

describe('[CLAIMS] large claim files', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[CLAIMS]: the buyer attaches a surveyor report to a claim with a progress bar, pauses and resumes it, and sees the limits; zh and en at 1280 and 390 px', async () => {
    const session = await apiLogin(baseUrl, 'buyer@demo.test');
    const due = (await (await fetch(`${baseUrl}/app-v2/claim/queryLatestDueBill`, { headers: { authorization: `Bearer ${session.token}`, appLang: 'en-US' } })).json()) as { data: { shipmentId: string } | null };
    const shipmentId = due.data!.shipmentId;

    const context = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    await openClaimForm(page, shipmentId);
    const limitsBefore = (await page.getByTestId('resumable-limits').textContent()) ?? '';
    expect(limitsBefore).toContain('Up to 500 MB per file, 50 files and 1024 MB per claim');
    const usedBefore = Number(/(\d+) files \(/.exec(limitsBefore)?.[1]);

    // A slow uplink (2 MB/s), so the progress can be seen and the upload paused half way.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 2 * 1024 * 1024 });
    await page.getByTestId('resumable-input').setInputFiles({ name: 'SGS survey report.pdf', mimeType: 'application/pdf', buffer: report(24) });
    const item = page.getByTestId('resumable-item');
    await item.waitFor();
    await expect.poll(async () => Number(await item.locator('.ant-progress').getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByTestId('resumable-pause').click();
    await expect.poll(() => item.getAttribute('data-state')).toBe('paused');
    const pausedAt = Number(await item.locator('.ant-progress').getAttribute('aria-valuenow'));
    expect(pausedAt).toBeLessThan(100);
    await shot(page, 'claim-upload-paused-en-1280');

    // Resumed at full speed: it goes on from where the server is, and the stored file joins the claim's files.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.getByTestId('resumable-resume').click();
    await expect.poll(() => item.getAttribute('data-state'), { timeout: 60_000 }).toBe('done');
    const attached = page.getByTestId('claim-file').filter({ hasText: 'SGS survey report.pdf' });
    await attached.waitFor();
    expect(await attached.getAttribute('data-status')).toBe('done');
    // What the claim holds now counts the new file.
    await expect.poll(async () => Number(/(\d+) files \(/.exec((await page.getByTestId('resumable-limits').textContent()) ?? '')?.[1])).toBe(usedBefore + 1);
    await shot(page, 'claim-upload-done-en-1280');

    expect(crashes).toEqual([]);
    await context.close();

    for (const [lang, viewport] of [
      ['zh', 'desktop'],
      ['zh', 'phone'],
      ['en', 'phone'],
    ] as const) {
      const ctx = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang, viewport });
      const p = await ctx.newPage();
      await openClaimForm(p, shipmentId);
      if (lang === 'zh') expect(await p.getByTestId('resumable-limits').textContent()).toContain('单个文件不超过 500 MB');
      await p.getByTestId('resumable-input').setInputFiles({ name: lang === 'zh' ? '地磅单.pdf' : 'weighbridge.pdf', mimeType: 'application/pdf', buffer: report(1) });
      await expect.poll(() => p.getByTestId('resumable-item').last().getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await shot(p, `claim-upload-${lang}-${viewport === 'phone' ? 390 : 1280}`);
      await ctx.close();
    }
  });
});
