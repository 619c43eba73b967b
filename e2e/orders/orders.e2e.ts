import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { containerNoProblem } from '@scrapbridge/domain/orders/container-no';
import { fitsWidth, useBrowser, watchCrashes } from '../support/browser.ts';
import { firmPriceAsk } from '../support/firm-price-ask.ts';
import { apiLogin, signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** Screenshots for a person to look at (never asserted on), in the repository's test-results/. */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/orders');

/** The whole page, or only what the window shows (`fullPage: false`: a fixed header drawn where it belongs). */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/** Two real ISO 6346 numbers (owner code, U, serial, check digit). */
const BOXES = ['CSQU3054383', 'MSKU9070323'] as const;

type TEnvelope<T> = { code: number; msg: string; data: T };

/** One call as the app makes it: JSON or a multipart form; the HTTP status too (a third company must get 404). */
async function api<T>(baseUrl: string, method: 'GET' | 'POST' | 'PUT', pathName: string, token: string, body?: unknown): Promise<{ status: number; body: TEnvelope<T> }> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${baseUrl}${pathName}`, {
    method,
    headers: { authorization: `Bearer ${token}`, market: 'intl', appLang: 'en-US', ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let parsed: TEnvelope<T>;
  try {
    parsed = JSON.parse(text) as TEnvelope<T>;
  } catch {
    parsed = { code: res.status, msg: text.slice(0, 20), data: undefined as T };
  }
  return { status: res.status, body: parsed };
}

/** A one-page PDF as a scanner would make it: header, catalog, page, text, cross-reference table, trailer. */
function draftBlPdf(billNo: string): Buffer {
  const text = `BT /F1 18 Tf 60 760 Td (DRAFT BILL OF LADING ${billNo}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

/**
 * A fresh live lot of the demo seller with a buy-it-now price (published and approved through the API, as the
 * negotiation test makes it), bought at once by the demo buyer: the contract the deal wrote, pending confirmation.
 */
async function freshDeal(baseUrl: string, name: string): Promise<{ contractId: string; contractNo: string }> {
  const buyer = (await apiLogin(baseUrl, 'buyer@demo.test')).token;
  const askId = await firmPriceAsk(baseUrl, name);
  const bought = await api<{ contractId: string | null }>(baseUrl, 'POST', '/app-v2/quote/buy-now', buyer, { askId });
  if (bought.body.code !== 200 || !bought.body.data.contractId) throw new Error(`buy-now: ${bought.body.code} ${bought.body.msg}`);
  const contract = await api<{ contractNo: string; status: string }>(baseUrl, 'GET', `/app-v2/contract/${bought.body.data.contractId}`, buyer);
  expect(contract.body.data.status).toBe('pending');
  return { contractId: bought.body.data.contractId, contractNo: contract.body.data.contractNo };
}

/** Picks an option of the antd Select marked `testId` (inside `within`, a dialog's form) by its visible text. */
async function pick(page: Page, within: string, testId: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(within).getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** The signed contract of the main flow, with its shipment and draft BL: the third company probes it. */
let traded: { contractId: string; contractNo: string; documentId: string; shipmentId: string } | undefined;

describe('[ORDERS]', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();
  const stamp = Date.now().toString(36);

  it('[ORDERS]: after a deal the buyer confirms both steps, staff add a shipment with two containers and the draft BL, and the buyer follows the tracking and downloads the BL and the contract PDF', async () => {
    for (const box of BOXES) expect(containerNoProblem(box), box).toBeNull();
    const { contractId, contractNo } = await freshDeal(baseUrl, `Order lot ${stamp}`);
    const billNo = `OOLU${Date.now().toString().slice(-10)}`;
    const consigneeName = `Pacific Rim Consignee ${stamp}`;

    // ---- the buyer finds the order by its contract number and opens the contract ----------------------------------
    const buyerContext = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang: 'en' });
    const buyer = await buyerContext.newPage();
    const buyerCrashes = watchCrashes(buyer);
    await buyer.goto('/order-list');
    await buyer.getByTestId('order-list-page').waitFor();
    await buyer.getByTestId('order-search').locator('input').fill(contractNo.toLowerCase());
    await buyer.getByTestId('order-search').locator('input').press('Enter');
    await buyer.waitForURL(/keyword=/);
    await expect.poll(() => buyer.getByTestId('order-row').count()).toBe(1);
    const row = buyer.getByTestId('order-row');
    expect(await row.textContent()).toContain(contractNo);
    expect(await row.getByTestId('order-status').getAttribute('data-status')).toBe('pending');
    expect(await row.getByTestId('order-needs-confirmation').count()).toBe(1);
    await row.getByTestId('order-link').click();
    await buyer.waitForURL(/\/order-detail\?contractId=/);
    expect(new URL(buyer.url()).searchParams.get('contractId')).toBe(contractId);
    await buyer.getByTestId('confirm-cta').waitFor();
    await buyer.getByTestId('view-contract').click();
    await buyer.waitForURL(new RegExp(`/deal-detail/${contractId}$`));

    // ---- step 1: contract company and terms (the terms must be accepted) ------------------------------------------
    const company = buyer.getByTestId('company-form');
    await company.waitFor();
    await buyer.getByTestId('company-companyName').fill('Pacific Rim Smelting Ltd.');
    await buyer.getByTestId('company-taxNo').fill('KR-2208156');
    await buyer.getByTestId('company-address').fill('45 Harbour Road, Busan 48943, Korea');
    await buyer.getByTestId('company-email').fill('buyer@demo.test');
    await buyer.getByTestId('company-contactName').fill('Daniel Harper');
    await buyer.getByTestId('company-submit').click();
    await expect.poll(() => company.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await buyer.getByTestId('company-accept-terms').check();
    await buyer.getByTestId('company-submit').click();

    // ---- step 2: the bill-of-lading instructions; the consignee goes to the address book --------------------------
    const blForm = buyer.getByTestId('bl-form');
    await blForm.waitFor({ timeout: 15_000 });
    await buyer.getByTestId('bl-consignee-name').fill(consigneeName);
    await buyer.getByTestId('bl-consignee-address').fill('45 Harbour Road, Busan 48943, Korea');
    await buyer.getByTestId('bl-consignee-contact').fill('Daniel Harper');
    await buyer.getByTestId('bl-consignee-email').fill('import@pacificrim.test');
    await buyer.getByTestId('bl-save-consignee').check();
    await buyer.getByTestId('bl-notify1-name').fill('Busan Customs Brokers Co.');
    await buyer.getByTestId('bl-notify1-address').fill('12 Jungang-daero, Busan, Korea');
    await buyer.getByTestId('bl-shipper-name').fill('Guangdong Hengxin Metal Recycling Co., Ltd.');
    await buyer.getByTestId('bl-shipper-address').fill('2400 E 12th St, Los Angeles, CA, USA');
    await buyer.getByTestId('bl-hsCode').fill('7404.00');
    await buyer.getByTestId('bl-taxId').fill('KR-TAX-7788');
    await buyer.getByTestId('bl-terminalDock').fill('Busan New Port terminal 3');
    await buyer.getByTestId('bl-shippingMarks').fill(`PRS / BUSAN / ${contractNo}`);
    await shot(buyer, 'main-bl-form-en-1280');
    await buyer.getByTestId('bl-submit').click();
    await buyer.getByTestId('my-part-done').waitFor({ timeout: 15_000 });
    expect(await buyer.getByTestId('contract-summary').getAttribute('data-status')).toBe('pending');

    const buyerToken = (await apiLogin(baseUrl, 'buyer@demo.test')).token;
    const book = await api<{ rows: { kind: string; name: string }[] }>(baseUrl, 'GET', '/app-v2/address-book', buyerToken);
    expect(book.body.data.rows).toContainEqual(expect.objectContaining({ kind: 'consignee', name: consigneeName }));

    // ---- the seller confirms its company (API) → signed; the buyer's open contract says so without a reload (the
    // live stream's contract event, issue 19 item 4) ------------------------------------------------------------------
    const sellerToken = (await apiLogin(baseUrl, 'seller@demo.test')).token;
    const sellerConfirm = await api<{ status: string }>(baseUrl, 'PUT', `/app-v2/contract/${contractId}/confirm/company`, sellerToken, {
      companyName: 'Guangdong Hengxin Metal Recycling Co., Ltd.', address: 'No. 18 Jinlong Road, Qingyuan, Guangdong, China', email: 'seller@demo.test', taxNo: '91441800MA4UX', acceptTerms: true,
    });
    expect(sellerConfirm.body).toMatchObject({ code: 200, data: { status: 'signed' } });
    await expect.poll(() => buyer.getByTestId('contract-summary').getAttribute('data-status'), { timeout: 15_000 }).toBe('signed');
    await buyer.getByTestId('contract-locked').waitFor();
    expect(await buyer.getByTestId('contract-status').textContent()).toBe('Signed');

    // ---- the buyer downloads the contract PDF ---------------------------------------------------------------------
    const [pdf] = await Promise.all([buyer.waitForEvent('download'), buyer.getByTestId('contract-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe(`${contractNo}.pdf`);
    expect((await bytesOf(pdf)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // ---- staff: a shipment with two containers, BL number and ETA; an event; status loaded; the draft BL ----------
    const staffContext = await signedInContext(suite.browser, baseUrl, 'staff@demo.test', { lang: 'en' });
    const staff = await staffContext.newPage();
    const staffCrashes = watchCrashes(staff);
    await staff.goto(`/staff/contracts/${contractId}`);
    await staff.getByTestId('shipments-empty').waitFor();
    await staff.getByTestId('shipment-add').click();
    const form = staff.getByTestId('shipment-form');
    await form.waitFor();
    await staff.getByTestId('shipment-billNo').fill(billNo);
    await staff.getByTestId('shipment-bookingNo').fill(`BK${stamp}`.toUpperCase());
    await staff.getByTestId('shipment-carrier').fill('OOCL');
    await staff.getByTestId('shipment-vessel').fill('OOCL Hong Kong 012E');
    await staff.getByTestId('shipment-portOfLoading').fill('Los Angeles');
    await staff.getByTestId('shipment-portOfDischarge').fill('Busan');
    await staff.getByTestId('shipment-etd').fill('2026-12-01');
    await staff.getByTestId('shipment-eta').fill('2026-12-20');
    const boxNo = form.getByTestId('shipment-container-no');
    // A mistyped check digit is caught as it is typed.
    await boxNo.nth(0).fill('CSQU3054384');
    await expect.poll(() => form.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await boxNo.nth(0).fill(BOXES[0]);
    await form.getByTestId('shipment-container-seal').nth(0).fill('SL-001');
    await form.getByTestId('shipment-container-net').nth(0).fill('20.25');
    await staff.getByTestId('shipment-add-container-row').click();
    await boxNo.nth(1).fill(BOXES[1]);
    await form.getByTestId('shipment-container-seal').nth(1).fill('SL-002');
    await form.getByTestId('shipment-container-net').nth(1).fill('19.5');
    await staff.getByTestId('shipment-save').click();
    const card = staff.getByTestId('shipment-card');
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.getByTestId('shipment-container').count()).toBe(2);
    expect(await card.getByTestId('shipment-bill').textContent()).toContain(billNo);

    await card.getByTestId('shipment-add-event').click();
    await staff.getByTestId('event-form').waitFor();
    await pick(staff, 'event-form', 'event-code', /^Loaded on vessel$/);
    await staff.getByTestId('event-location').fill('Los Angeles');
    await staff.getByTestId('event-save').click();
    await expect.poll(() => card.getByTestId('shipment-event').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await card.getByTestId('shipment-edit').click();
    await staff.getByTestId('shipment-form').waitFor();
    await pick(staff, 'shipment-form', 'shipment-status', /^Loaded$/);
    await staff.getByTestId('shipment-save').click();
    await expect.poll(() => card.getByTestId('shipment-status').textContent(), { timeout: 15_000 }).toBe('Loaded');

    const docs = staff.getByTestId('documents-panel');
    await docs.getByTestId('document-upload').click();
    await staff.getByTestId('document-upload-form').waitFor();
    await pick(staff, 'document-upload-form', 'document-type', /^Draft BL$/);
    const blName = `draft-bl-${billNo}.pdf`;
    await staff.getByTestId('document-file-input').setInputFiles({ name: blName, mimeType: 'application/pdf', buffer: draftBlPdf(billNo) });
    await staff.getByTestId('document-file-name').waitFor();
    await staff.getByTestId('document-remark').fill('Please check the consignee and marks');
    await staff.getByTestId('document-submit').click();
    const staffDoc = docs.locator('[data-testid="document-group"][data-type="draft_bl"]').getByTestId('document-row');
    await expect.poll(() => staffDoc.count(), { timeout: 15_000 }).toBe(1);
    // The dialog and its toast gone before the picture.
    await staff.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached' }).catch(() => undefined);
    await staff.waitForTimeout(3_500);
    await shot(staff, 'main-staff-contract-en-1280');
    await staff.evaluate(() => window.scrollTo(0, 0));
    await shot(staff, 'main-staff-contract-top-en-1280', false);
    expect(staffCrashes).toEqual([]);
    await staffContext.close();

    // ---- the buyer: shipment, both containers, the timeline; downloads the draft BL -------------------------------
    await buyer.goto(`/order-detail?contractId=${contractId}`);
    const shipment = buyer.getByTestId('shipment-card');
    await shipment.waitFor();
    expect(await shipment.getByTestId('shipment-bill').textContent()).toContain(billNo);
    expect(await shipment.getByTestId('shipment-status').textContent()).toBe('Loaded');
    // Numbers read in the carrier's grouping ("CSQU 305438 3"): compared without the spaces.
    const boxTexts = async () => (await shipment.getByTestId('shipment-container').allTextContents()).map((t) => t.replace(/\s/g, ''));
    await expect.poll(boxTexts).toEqual([expect.stringContaining(BOXES[0]), expect.stringContaining(BOXES[1])]);
    const events = shipment.getByTestId('shipment-event');
    await expect.poll(() => events.allTextContents()).toContainEqual(expect.stringContaining('Loaded on vessel'));
    expect((await events.allTextContents()).join(' ')).toContain('Los Angeles');
    expect(await shipment.getByTestId('shipment-edit').count()).toBe(0);
    const doc = buyer.locator('[data-testid="document-group"][data-type="draft_bl"]').getByTestId('document-row');
    await expect.poll(() => doc.count()).toBe(1);
    expect(await doc.getByTestId('document-name').textContent()).toBe(blName);
    await shot(buyer, 'main-order-detail-en-1280');
    const [bl] = await Promise.all([buyer.waitForEvent('download'), doc.getByTestId('document-download').click()]);
    expect(bl.suggestedFilename()).toBe(blName);
    expect((await bytesOf(bl)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(buyerCrashes).toEqual([]);
    await buyerContext.close();

    const docList = await api<{ rows: { id: string; type: string }[] }>(baseUrl, 'GET', `/app-v2/contract/${contractId}/documents`, buyerToken);
    const shipments = await api<{ rows: { shipmentId: string }[] }>(baseUrl, 'GET', `/app-v2/contract/${contractId}/shipments`, buyerToken);
    traded = { contractId, contractNo, documentId: docList.body.data.rows.find((d) => d.type === 'draft_bl')!.id, shipmentId: shipments.body.data.rows[0]!.shipmentId };
  });

  it('[ORDERS]: a company that is not a party sees nothing of the contract, on screen or through the API (404)', async () => {
    // user@demo.test signs in and has a company (under review), and is neither side of the contract.
    const third = (await apiLogin(baseUrl, 'user@demo.test')).token;
    let target = traded;
    if (!target) {
      // The main flow did not get as far: a fresh contract with a draft BL staff upload through the API.
      const deal = await freshDeal(baseUrl, `Probe lot ${stamp}`);
      const staff = (await apiLogin(baseUrl, 'staff@demo.test')).token;
      const form = new FormData();
      form.append('type', 'draft_bl');
      form.append('file', new Blob([new Uint8Array(draftBlPdf('PROBE'))], { type: 'application/pdf' }), 'draft-bl.pdf');
      const up = await api<{ id: string }>(baseUrl, 'POST', `/app-v2/contract/${deal.contractId}/document`, staff, form);
      expect(up.body.code).toBe(200);
      target = { ...deal, documentId: up.body.data.id, shipmentId: '' };
    }
    const { contractId, contractNo, documentId } = target;

    for (const probe of [
      `/app-v2/contract/${contractId}`,
      `/app-v2/contract/${contractId}/documents`,
      `/app-v2/contract/${contractId}/document/${documentId}/file`,
      `/app-v2/contract/${contractId}/document/${documentId}/file?download=1`,
      `/app-v2/contract/${contractId}/shipments`,
      `/app-v2/contract/${contractId}/invoices`,
      `/app-v2/contract/${contractId}/pdf`,
    ]) {
      const res = await api(baseUrl, 'GET', probe, third);
      expect(res.status, probe).toBe(404);
      expect(res.body.code, probe).toBe(404);
    }
    const list = await api<{ rows: { contractId: string }[] }>(baseUrl, 'GET', `/app-v2/order/list?keyword=${contractNo}&pageNum=1&pageSize=10`, third);
    expect(list.body.data.rows).toEqual([]);

    const context = await signedInContext(suite.browser, baseUrl, 'user@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    for (const [route, testId] of [
      [`/deal-detail/${contractId}`, 'deal-detail-page'],
      [`/order-detail?contractId=${contractId}`, 'order-detail-page'],
    ] as const) {
      await page.goto(route);
      const screen = page.getByTestId(testId);
      await expect.poll(() => screen.textContent(), { message: route, timeout: 15_000 }).toContain('This contract does not exist or is not yours');
      const text = (await screen.textContent()) ?? '';
      expect(text, route).not.toContain(contractNo);
      expect(await page.getByTestId('shipments-panel').count(), route).toBe(0);
      expect(await page.getByTestId('documents-panel').count(), route).toBe(0);
    }
    await shot(page, 'third-not-found-en-1280');
    await page.goto(`/order-list?keyword=${contractNo}`);
    await page.getByTestId('orders-empty').waitFor();
    expect(crashes).toEqual([]);
    await context.close();
  });

  it('[ORDERS]: the order list, the order detail and the contract with its steps in zh and en, at 1280 and 390 px, fit the screen', async () => {
    // A pending contract (the steps show) and, when the main flow ran, the signed one with its shipment.
    const pending = await freshDeal(baseUrl, `Screen lot ${stamp}`);
    // A second one with step 1 done, so its contract opens on step 2 (the bill-of-lading parties, the widest form).
    const stepTwo = await freshDeal(baseUrl, `Screen lot B ${stamp}`);
    const buyerToken = (await apiLogin(baseUrl, 'buyer@demo.test')).token;
    const done = await api(baseUrl, 'PUT', `/app-v2/contract/${stepTwo.contractId}/confirm/company`, buyerToken, {
      companyName: 'Pacific Rim Smelting Ltd.', address: '45 Harbour Road, Busan 48943, Korea', email: 'buyer@demo.test', taxNo: 'KR-2208156', acceptTerms: true,
    });
    expect(done.body.code).toBe(200);
    for (const lang of ['zh', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const width = viewport === 'phone' ? 390 : 1280;
        const context = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang, viewport });
        const page = await context.newPage();
        const crashes = watchCrashes(page);
        const screens: [string, string, string][] = [
          ['order-list', '/order-list', 'order-row'],
          ['order-detail-pending', `/order-detail?contractId=${pending.contractId}`, 'confirm-cta'],
          ['contract-steps', `/deal-detail/${pending.contractId}`, 'company-form'],
          ...(traded
            ? ([
                ['order-detail-signed', `/order-detail?contractId=${traded.contractId}`, 'shipment-event'],
                ['contract-signed', `/deal-detail/${traded.contractId}`, 'contract-locked'],
              ] as [string, string, string][])
            : []),
        ];
        for (const [name, route, ready] of screens) {
          await page.goto(route);
          await page.getByTestId(ready).first().waitFor({ timeout: 15_000 });
          // Late panels (money, documents, disputes) settle before the picture and the width check.
          await page.waitForTimeout(800);
          await shot(page, `${name}-${lang}-${width}`);
          if (viewport === 'phone') await expect.poll(() => fitsWidth(page), { message: `${name} ${lang}` }).toBe(true);
        }
        await page.goto(`/deal-detail/${stepTwo.contractId}`);
        await page.getByTestId('bl-form').waitFor({ timeout: 15_000 });
        await page.waitForTimeout(500);
        await shot(page, `contract-step2-${lang}-${width}`);
        if (viewport === 'phone') await expect.poll(() => fitsWidth(page), { message: `contract step 2 ${lang}` }).toBe(true);
        // Each language reads its own words: the list's title and statuses, the steps' names.
        await page.goto('/order-list');
        await page.getByTestId('order-row').first().waitFor();
        expect(await page.getByTestId('order-list-page').locator('h1').textContent()).toBe(lang === 'zh' ? '我的订单' : 'My orders');
        const statuses = await page.getByTestId('order-status').allTextContents();
        for (const status of statuses) expect(status).toMatch(lang === 'zh' ? /^[\u4e00-\u9fff]+$/ : /^[A-Za-z ]+$/);
        await page.goto(`/deal-detail/${pending.contractId}`);
        await page.getByTestId('company-form').waitFor();
        expect(await page.getByTestId('confirm-steps').textContent()).toContain(lang === 'zh' ? '合同主体与条款' : 'Contract company and terms');
        expect(crashes).toEqual([]);
        await context.close();
      }
    }
  });
});
