import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { estimateCable, nominalInsulationMm, nominalSheathMm, bundleDiameterMm } from '@scrapbridge/domain/ai-tools/cable';
import { evaluateFormula } from '@scrapbridge/domain/ai-tools/formula';
import { newContext, resizeTo, shot, useBrowser, VIEWPORTS, watchCrashes } from '../support/browser.ts';
import { apiLogin, call, contextWithSession } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

type TSettlementRows = { rows: { token: string; basis: string; price: string; date: string; demo: boolean }[] };

/** A photo of bright copper wire, as far as a test can draw one: orange strands on a darker ground. */
async function copperPhoto(): Promise<Buffer> {
  const strands = Array.from({ length: 40 }, (_, i) => `<line x1="${i * 24 - 200}" y1="0" x2="${i * 24 + 100}" y2="480" stroke="#e0904a" stroke-width="9"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#8a4a1c"/>${strands}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The demo asks' photos join the recognition index a few seconds after start-up (its sweep): wait until they have. */
async function waitForRecognitionIndex(baseUrl: string, token: string, photo: Buffer): Promise<void> {
  const form = new FormData();
  form.append('fileType', 'ask');
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'lot.jpg');
  const uploaded = (await (await fetch(`${baseUrl}/ai-system/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as { data: { fileId: string } };
  await expect
    .poll(async () => (await call<{ referenceCount: number | null }>(baseUrl, 'POST', '/ai-system/recognition/identify', { token, body: { fileIds: [uploaded.data.fileId] } })).data?.referenceCount ?? 0, {
      timeout: 60_000,
      interval: 1000,
      message: 'the demo photos are indexed',
    })
    .toBeGreaterThan(0);
}

/** A cable's jacket print as a phone would see it: light letters along a dark jacket, slightly turned. */
async function jacketPhoto(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="260"><rect width="900" height="260" fill="#d9d4c7"/>
    <g transform="rotate(-2 450 130)"><rect x="0" y="70" width="900" height="120" rx="58" fill="#2a2a2a"/>
    <text x="60" y="146" font-family="DejaVu Sans" font-size="40" fill="#f1f1f1">${text}</text></g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

describe('[AI] tools', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[AI]: a visitor fills the cable estimator from a jacket print and prices a formula with LME and Cu% in zh and en at 1280 and 390 px', async () => {
    const settlements = await call<TSettlementRows>(baseUrl, 'GET', '/ai-system/tools/settlements');
    expect(settlements.code).toBe(200);
    const lme = settlements.data.rows.find((r) => r.token === 'LME');
    expect(lme, 'the demo data has an LME settlement').toBeTruthy();

    // What the screen must show for "3×2.5 mm² H07RN-F": flexible (50 strands), rubber insulation and PCP sheath at
    // the IEC 60502-1 nominal thicknesses the form fills in (0.8 mm; 0.035 × 7.98 + 1.0 → at least 1.4 mm).
    const groups = [{ cores: 3, size: '2.5', unit: 'mm2' as const, strands: 50 }];
    const insulationMm = nominalInsulationMm(2.5, 'rubber');
    const sheathMm = nominalSheathMm(bundleDiameterMm(groups, insulationMm)!);
    expect([insulationMm, sheathMm]).toEqual([0.8, 1.4]);
    const cable = estimateCable(
      { metal: 'cu', groups, insulation: 'rubber', insulationMm, sheath: 'pcp', sheathMm, amount: { kind: 'length', metres: 1000 } },
      { LME: { basis: 'LME', price: lme!.price, date: lme!.date, demo: lme!.demo } },
    )!;
    // LME × 96 % × 92 % − 150, at the latest LME settlement.
    const formulaValue = Number(evaluateFormula('LME × Cu% × 92% − 150', { LME: lme!.price, Cu: '96' }));

    const context = await newContext(suite.browser, baseUrl, { lang: 'zh', viewport: 'desktop' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);

    // zh, 1280 px: the cable tab from a pasted print.
    await page.goto('/ai-tools?tab=cable');
    await page.getByTestId('cable-print').fill('3×2.5 mm² H07RN-F');
    await page.getByTestId('cable-fill').click();
    expect(await page.getByTestId('cable-filled').textContent()).toContain('3 × 2.5 mm²');
    expect(await page.getByTestId('cable-filled').textContent()).toContain('氯丁橡胶');
    await expect.poll(() => page.getByTestId('cable-metal-percent').textContent()).toBe(`${Number(cable.metalPercent).toLocaleString('zh-CN', { maximumFractionDigits: 2 })} %`);
    await page.getByTestId('cable-diagram').waitFor();
    expect(await page.getByTestId('cable-value').textContent()).toContain('USD');
    await shot(page, 'ai-tools-cable-zh-1280');

    // The calculator: LME × Cu% × 92% − 150 from the keypad and tokens, Cu typed as 96.
    await page.getByTestId('ai-tools-tabs').getByText('公式计算器', { exact: true }).click();
    for (const key of ['token-LME', 'key-mul', 'element-Cu', 'key-mul', 'key-9', 'key-2', 'key-pct', 'key-sub', 'key-1', 'key-5', 'key-0']) await page.getByTestId(`calc-${key}`).click();
    expect(await page.getByTestId('calc-display').inputValue()).toBe('LME × Cu% × 92% − 150');
    // antd puts the test id on the input itself or on its wrapper, depending on the version.
    await page.locator('input[data-testid="calc-content-Cu"], [data-testid="calc-content-Cu"] input').fill('96');
    const shown = formulaValue.toLocaleString('zh-CN', { maximumFractionDigits: 4 });
    await expect.poll(() => page.getByTestId('calc-result').textContent()).toBe(`= ${shown}`);
    await page.getByTestId('calc-key-eq').click();
    expect(await page.getByTestId('calc-history').textContent()).toContain(shown);

    // 390 px: still one column, no sideways scroll, on the calculator and the cable tab.
    await resizeTo(page, VIEWPORTS.phone);
    await expect.poll(() => fitsWidth(page), { message: 'calculator zh 390' }).toBe(true);
    await shot(page, 'ai-tools-calculator-zh-390');

    // en, 390 px: a formula typed on the keyboard, then a G-form print.
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    expect(page.url()).toContain('/ai-tools?tab=calculator');
    await page.reload();
    expect(await page.getByTestId('ai-tools-page').locator('h1').textContent()).toBe('AI tools');
    await page.getByTestId('calc-display').fill('LME*95%');
    await page.getByTestId('calc-display').press('Enter');
    const lme95 = Number(evaluateFormula('LME*95%', { LME: lme!.price })).toLocaleString('en-US', { maximumFractionDigits: 4 });
    await expect.poll(() => page.getByTestId('calc-result').textContent()).toBe(`= ${lme95}`);
    await page.getByTestId('calc-display').fill('LME ÷ 0');
    expect(await page.getByTestId('calc-error').textContent()).toBe('Formula divides by zero');
    await page.getByTestId('ai-tools-tabs').getByText('Cable content', { exact: true }).click();
    await page.getByTestId('cable-print').fill('H05VV-F 4G1.5');
    await page.getByTestId('cable-fill').click();
    expect(await page.getByTestId('cable-filled').textContent()).toContain('4 × 1.5 mm²');
    await page.getByTestId('cable-metal-percent').waitFor();
    await expect.poll(() => fitsWidth(page), { message: 'cable en 390' }).toBe(true);
    await shot(page, 'ai-tools-cable-en-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('ai-tools-tabs').getByText('Recovery estimator', { exact: true }).click();
    await page.getByTestId('recovery-value-Cu').waitFor();
    expect(await page.getByTestId('recovery-total').textContent()).toContain('15.4 MT');
    await shot(page, 'ai-tools-recovery-en-1280');
    expect(crashes).toEqual([]);
    await context.close();
  });

  it('[AI]: a buyer identifies a photo of scrap (three likely grades with confidence and reference photos, similar listings), a seller takes the suggested grade while publishing and staff confirm the label of a reference photo, in zh and en at 1280 and 390 px', async () => {
    const started = Date.now();
    const session = await apiLogin(baseUrl, 'buyer@demo.test');
    const photo = await copperPhoto();
    await waitForRecognitionIndex(baseUrl, session.token, photo);

    const context = await contextWithSession(suite.browser, baseUrl, session, { lang: 'zh', viewport: 'desktop' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    const identify = async () => {
      await page.getByTestId('identify-tab').locator('input[type="file"]').setInputFiles({ name: 'copper.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByTestId('identify-candidate').first().waitFor();
      const candidates = await page.getByTestId('identify-candidate').count();
      expect(candidates).toBeGreaterThan(0);
      expect(candidates).toBeLessThanOrEqual(3);
      // Each candidate shows its confidence; the reference photos link to the listings they came from.
      expect(await page.getByTestId('identify-candidate').first().locator('.ant-progress').count()).toBe(1);
      expect(await page.getByTestId('identify-reference').first().getAttribute('href')).toMatch(/^\/view-detail\?askId=/);
      await page.getByTestId('identify-similar-listing').first().waitFor();
      expect(await page.getByTestId('identify-similar-listing').first().getAttribute('href')).toMatch(/^\/view-detail\?askId=/);
    };

    // zh, 1280 px.
    await page.goto('/ai-tools?tab=identify');
    await page.getByTestId('ai-tools-tabs').getByText('拍照识别', { exact: true }).waitFor();
    await identify();
    expect(await page.getByTestId('identify-results').textContent()).toContain('张标注照片');
    await shot(page, 'ai-tools-identify-zh-1280');
    // §9: narrowed under 900 px, the page reloads for the phone layout; the buyer identifies the photo again there.
    await resizeTo(page, VIEWPORTS.phone);
    await identify();
    await expect.poll(() => fitsWidth(page), { message: 'identify zh 390' }).toBe(true);
    await shot(page, 'ai-tools-identify-zh-390');

    // en, 390 px, then 1280 px.
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.getByTestId('ai-tools-tabs').getByText('Identify from photos', { exact: true }).waitFor();
    await identify();
    expect(await page.getByTestId('identify-results').textContent()).toContain('labelled photos');
    await expect.poll(() => fitsWidth(page), { message: 'identify en 390' }).toBe(true);
    await shot(page, 'ai-tools-identify-en-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'ai-tools-identify-en-1280');
    expect(crashes).toEqual([]);
    await context.close();

    // Publishing: the seller adds a photo to a line and is offered the grade; only the click applies it.
    const sellerContext = await contextWithSession(suite.browser, baseUrl, await apiLogin(baseUrl, 'seller@demo.test'), { lang: 'en', viewport: 'desktop' });
    const seller = await sellerContext.newPage();
    const sellerCrashes = watchCrashes(seller);
    const suggestAndUse = async (screenshot: string) => {
      await seller.goto('/publish');
      await seller.getByTestId('publish-form').waitFor();
      await seller.getByTestId('line-0-media-input').setInputFiles({ name: 'copper.jpg', mimeType: 'image/jpeg', buffer: photo });
      await seller.getByTestId('line-0-suggest-use').waitFor({ timeout: 30_000 });
      const suggested = (await seller.getByTestId('line-0-suggest').textContent()) ?? '';
      // Nothing is chosen for the seller before the click: the grade field still shows its placeholder.
      const before = (await seller.getByTestId('line-0-subcategory').textContent()) ?? '';
      expect(suggested).not.toContain(before);
      await seller.getByTestId('line-0-suggest-use').click();
      await seller.getByTestId('line-0-suggest-applied').waitFor();
      // The grade field now shows the suggested grade (its name, as the suggestion words it).
      await expect.poll(async () => suggested.includes((await seller.getByTestId('line-0-subcategory').textContent()) || '∅')).toBe(true);
      await shot(seller, screenshot);
    };
    await suggestAndUse('publish-grade-suggestion-en-1280');
    await resizeTo(seller, VIEWPORTS.phone);
    await seller.evaluate(() => window.localStorage.setItem('lang', 'zh'));
    await suggestAndUse('publish-grade-suggestion-zh-390');
    expect(await seller.getByTestId('line-0-suggest').textContent()).toContain('根据照片推荐');
    expect(sellerCrashes).toEqual([]);
    await sellerContext.close();

    // Staff confirm the label of a reference photo from the same screen (en, 1280 px).
    const staffContext = await contextWithSession(suite.browser, baseUrl, await apiLogin(baseUrl, 'staff@demo.test'), { lang: 'en', viewport: 'desktop' });
    const staff = await staffContext.newPage();
    await staff.goto('/ai-tools?tab=identify');
    await staff.getByTestId('identify-tab').locator('input[type="file"]').setInputFiles({ name: 'copper.jpg', mimeType: 'image/jpeg', buffer: photo });
    await staff.getByTestId('identify-reference-label').first().click();
    await staff.getByRole('menuitem', { name: /^Confirm: / }).click();
    await staff.getByText('Label saved').waitFor();
    // …or relabel it as any grade of the catalogue, when the right one is none of the three shown.
    await staff.getByTestId('identify-reference-label').first().click();
    await staff.getByRole('menuitem', { name: 'Another grade…' }).click();
    await staff.getByTestId('identify-relabel-dialog').waitFor();
    const firstOption = async (testId: string) => {
      await staff.getByTestId(testId).click();
      await staff.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().waitFor();
      await staff.keyboard.press('Enter');
    };
    await firstOption('identify-relabel-family');
    await firstOption('identify-relabel-grade');
    await staff.getByTestId('identify-relabel-save').click();
    await staff.getByTestId('identify-relabel-dialog').waitFor({ state: 'hidden' });
    await staffContext.close();
    console.log(`[AI] identify flow took ${Date.now() - started} ms`);
  });

  it('[AI]: a visitor fills the cable estimator from a photo of the jacket print (OCR) in zh and en at 1280 and 390 px', async () => {
    const started = Date.now();
    const photo = await jacketPhoto('H07RN-F 3G2.5 mm² 450/750V');
    const context = await newContext(suite.browser, baseUrl, { lang: 'zh', viewport: 'desktop' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    const readPhoto = async () => {
      await page.getByTestId('cable-tab').locator('input[type="file"]').setInputFiles({ name: 'jacket.jpg', mimeType: 'image/jpeg', buffer: photo });
      // The server reads the text; the print box and the form are filled from it (3 cores, G: one is the earth).
      await page.getByTestId('cable-photo-text').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('cable-print').inputValue()).toContain('H07RN-F');
      expect(await page.getByTestId('cable-filled').textContent()).toContain('3 × 2.5 mm²');
      expect(await page.getByTestId('cable-size-0').inputValue()).toBe('2.5');
      await page.getByTestId('cable-metal-percent').waitFor();
    };

    // zh, 1280 px, then 390 px.
    await page.goto('/ai-tools?tab=cable');
    await readPhoto();
    expect(await page.getByTestId('cable-filled').textContent()).toContain('氯丁橡胶');
    await shot(page, 'ai-tools-cable-photo-zh-1280');
    await resizeTo(page, VIEWPORTS.phone);
    await readPhoto();
    await expect.poll(() => fitsWidth(page), { message: 'cable photo zh 390' }).toBe(true);
    await shot(page, 'ai-tools-cable-photo-zh-390');

    // en, 390 px, then 1280 px.
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await page.reload();
    await readPhoto();
    expect(await page.getByTestId('cable-photo-text').textContent()).toContain('Read from the photo');
    await expect.poll(() => fitsWidth(page), { message: 'cable photo en 390' }).toBe(true);
    await shot(page, 'ai-tools-cable-photo-en-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'ai-tools-cable-photo-en-1280');
    expect(crashes).toEqual([]);
    await context.close();
    console.log(`[AI] cable photo flow took ${Date.now() - started} ms`);
  });
});
