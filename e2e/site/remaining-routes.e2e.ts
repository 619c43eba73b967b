/**
 * Issue 16 item 4: the sign-in links (/login, /sms), the connection check (/test), the install page (/download) and
 * the staff-managed videos (/videoX), at 1280 and 390 px, in zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, resizeTo, useBrowser, VIEWPORTS, watchCrashes } from '../support/browser.ts';
import { apiLogin, call, contextWithSession } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** An MP4 as small as it gets (ftyp + mdat): the server reads its type from these bytes. */
function tinyMp4(payloadBytes = 64): Buffer {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write('isom', 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2avc1mp41', 16, 'latin1');
  const mdat = Buffer.alloc(8 + payloadBytes);
  mdat.writeUInt32BE(8 + payloadBytes, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function uploadAs(baseUrl: string, token: string, name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('fileType', 'ask');
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await call<{ fileId: string }>(baseUrl, 'POST', '/ai-system/file/upload', { token, body: form });
  if (res.code !== 200) throw new Error(`upload ${name}: ${res.code} ${res.msg}`);
  return res.data.fileId;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('[SITE] sign-in links, connection check, install page, videos', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[SITE]: a visitor\'s /login link opens the sign-in dialog and lands on the linked page; /sms opens its SMS page; /download offers the web app, never "coming soon" (zh, 390 px)', async () => {
    const context = await newContext(suite.browser, baseUrl, { lang: 'zh', viewport: 'phone' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);

    // No store is configured in the test server: the landing footer offers the web app, /download has no store section.
    await page.goto('/');
    const install = page.getByTestId('footer-install');
    await expect.poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return install.count();
    }).toBe(1);
    expect(await page.getByTestId('footer-stores').textContent()).not.toMatch(/即将上架|coming soon/i);
    await install.click();
    await page.getByTestId('install-guide').waitFor();
    expect(await page.getByTestId('store-links').count()).toBe(0);
    expect(await page.getByTestId('download-page').textContent()).not.toMatch(/即将上架|coming soon/i);
    expect(await noSideScroll(page)).toBe(true);

    await page.goto('/sms');
    await expect.poll(() => page.getByTestId('login-dialog').getAttribute('data-page')).toBe('sms');

    await page.goto('/login?redirect=%2Forder-list');
    await expect.poll(() => page.getByTestId('login-dialog').getAttribute('data-page')).toBe('index');
    expect(await page.getByTestId('sign-in-page').textContent()).toContain('登录');
    await page.getByTestId('login-tab-password').click();
    await page.getByTestId('login-account').fill('buyer@demo.test');
    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/order-list$/);

    // Signed in now: a sign-in link goes straight on.
    await page.goto('/sms');
    await page.waitForURL(/\/quoteList/);
    expect(crashes).toEqual([]);
    await context.close();
  });

  it('[SITE]: the connection check shows the server, clock, live updates and storage and copies a report (en, 1280 px; zh, 390 px)', async () => {
    const context = await contextWithSession(suite.browser, baseUrl, await apiLogin(baseUrl, 'seller@demo.test'), { lang: 'en' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await context.newPage();
    const crashes = watchCrashes(page);

    await page.goto('/test');
    await page.getByTestId('diagnostics-page').waitFor();
    await expect.poll(() => page.getByTestId('diagnostics-api').getAttribute('data-level'), { timeout: 10_000 }).toBe('ok');
    expect(await page.getByTestId('diagnostics-api').textContent()).toMatch(/reachable, \d+ ms/);
    expect(await page.getByTestId('diagnostics-server').textContent()).toMatch(/\d+\.\d+\.\d+ · database (pglite|pg)/);
    // The browser and the server run on one machine: one clock.
    expect(await page.getByTestId('diagnostics-clock').getAttribute('data-level')).toBe('ok');
    await expect.poll(() => page.getByTestId('diagnostics-live').getAttribute('data-level'), { timeout: 10_000 }).toBe('ok');
    expect(await page.getByTestId('diagnostics-storage').getAttribute('data-level')).toBe('ok');
    expect(await page.getByTestId('diagnostics-cookies').getAttribute('data-level')).toBe('ok');

    await page.getByTestId('diagnostics-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/connection check\n.*\n\nServer: reachable/);
    const report = await page.evaluate(() => navigator.clipboard.readText());
    expect(report).toContain('seller@demo.test');

    // zh at 390 px: the same checks, labels in Chinese, no sideways scroll.
    // §9: narrowed under 900 px, the page reloads itself (in the language just chosen).
    await page.evaluate(() => window.localStorage.setItem('lang', 'zh'));
    await resizeTo(page, VIEWPORTS.phone);
    await expect.poll(() => page.getByTestId('diagnostics-api').textContent(), { timeout: 10_000 }).toMatch(/可访问/);
    expect(await page.locator('#diagnostics-title').textContent()).toBe('连接检测');
    expect(await noSideScroll(page)).toBe(true);
    expect(crashes).toEqual([]);
    await context.close();
  });

  it('[SITE]: staff upload a video with its poster, publish and order it; /videoX plays the published ones in that order (en staff, zh visitor at 390 px)', async () => {
    const staff = await apiLogin(baseUrl, 'staff@demo.test');
    const stamp = Date.now().toString(36);
    // One video made through the API, published, so the list has two to order.
    const first = await call<{ id: string }>(baseUrl, 'POST', '/admin/site/videos', {
      token: staff.token,
      body: { videoFileId: await uploadAs(baseUrl, staff.token, 'a.mp4', tinyMp4()), titleZh: `平台简介 ${stamp}`, titleEn: `The marketplace ${stamp}`, published: true },
    });
    expect(first.code).toBe(200);

    const context = await contextWithSession(suite.browser, baseUrl, staff, { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    await page.goto('/staff/videos');
    await page.getByTestId('staff-videos').waitFor();
    await page.getByTestId('video-add').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.waitFor();
    // Saving without a video names the field.
    await page.getByTestId('video-save').click();
    await expect.poll(() => drawer.locator('.ant-form-item-explain-error').first().textContent()).toMatch(/^Video file/);

    await page.getByTestId('video-input').setInputFiles({ name: 'quote.mp4', mimeType: 'video/mp4', buffer: tinyMp4(128) });
    await page.getByTestId('video-preview').waitFor();
    await page.getByTestId('poster-input').setInputFiles({ name: 'quote.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('poster-preview').waitFor();
    await page.getByTestId('video-title-zh').fill(`如何报价 ${stamp}`);
    await page.getByTestId('video-title-en').fill(`How to quote ${stamp}`);
    await page.getByTestId('video-publish-switch').click();
    await page.getByTestId('video-save').click();
    const row = page.locator('.ant-table-row').filter({ hasText: `How to quote ${stamp}` });
    await row.waitFor();
    // The new video went last; move it up one place, above the first.
    await row.getByTestId('video-up').click();
    const titles = () => page.getByTestId('staff-video-title').allTextContents();
    await expect.poll(async () => (await titles()).findIndex((x) => x.includes(`How to quote ${stamp}`)) < (await titles()).findIndex((x) => x.includes(`The marketplace ${stamp}`))).toBe(true);
    expect(crashes).toEqual([]);
    await context.close();

    // A visitor in zh on a phone: the playlist in that order, the player with its poster.
    const visitor = await newContext(suite.browser, baseUrl, { lang: 'zh', viewport: 'phone' });
    const vpage = await visitor.newPage();
    const vcrashes = watchCrashes(vpage);
    await vpage.goto('/videoX');
    const playlist = vpage.getByTestId('video-playlist');
    await playlist.waitFor();
    const names = await playlist.locator('button').allTextContents();
    expect(names.findIndex((n) => n.includes(`如何报价 ${stamp}`))).toBeLessThan(names.findIndex((n) => n.includes(`平台简介 ${stamp}`)));
    await playlist.locator('button', { hasText: `如何报价 ${stamp}` }).click();
    await expect.poll(() => vpage.getByTestId('video-title').textContent()).toBe(`如何报价 ${stamp}`);
    expect(await vpage.getByTestId('video-player').getAttribute('poster')).toMatch(/^\/app-v2\/file\/.+\.png$/);
    const src = await vpage.getByTestId('video-player').getAttribute('src');
    expect((await fetch(`${baseUrl}${src}`)).status).toBe(200);
    expect(await noSideScroll(vpage)).toBe(true);
    expect(vcrashes).toEqual([]);
    await visitor.close();
  });
});
