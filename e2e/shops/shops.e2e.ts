import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { newContext, resizeTo, shot, useBrowser, VIEWPORTS, watchCrashes } from '../support/browser.ts';
import { apiLogin, call, signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

type TShopCard = { shopId: string; companyName: string | null; companyEnglishName: string | null };

/** The demo seller's approved shop, as the public list names it (seed: seller@demo.test, "Hengxin"). */
async function demoShop(baseUrl: string): Promise<TShopCard> {
  const body = await call<{ rows: TShopCard[] }>(baseUrl, 'GET', '/app-v2/shop/list?pageNum=1&pageSize=50');
  const shop = body.data.rows.find((r) => r.companyName === '广东恒信金属回收有限公司');
  if (!shop) throw new Error('the demo shop is missing from /shop/list');
  return shop;
}

/** The buyer follows nothing at the start of a test (a rerun on the same server may find a follow left over). */
async function unfollowAll(baseUrl: string, shopId: string): Promise<void> {
  const { token } = await apiLogin(baseUrl, 'buyer@demo.test');
  await call(baseUrl, 'DELETE', `/app-v2/shop/follow/${shopId}`, { token });
}

/** A real PNG photo of a yard (sharp is the server's image library). */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 96, g: 110, b: 120 } } }).png().toBuffer();
}

describe('[SHOPS]', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();
  let shop: TShopCard;

  beforeAll(async () => {
    shop = await demoShop(baseUrl);
    await unfollowAll(baseUrl, shop.shopId);
  });

  it('[SHOPS]: the demo buyer (a VIP) finds the seller in /shop-list, opens the shop, follows it and sees it in /follow-shop (zh)', async () => {
    const context = await signedInContext(suite.browser, baseUrl, 'buyer@demo.test', { lang: 'zh' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);

    // The More menu offers the Vip shop entries (§2): followed shops, and "apply" while the buyer's shop waits.
    await page.goto('/shop-list');
    await page.getByTestId('shop-list').waitFor();
    await page.getByTestId('more-menu').click();
    await page.getByRole('menuitem', { name: '关注的店铺' }).waitFor();
    await page.getByRole('menuitem', { name: '申请开店' }).waitFor();
    await page.keyboard.press('Escape');

    const card = page.locator(`[data-testid="shop-card"][data-shop-id="${shop.shopId}"]`);
    await expect.poll(() => card.getByTestId('shop-card-name').textContent()).toBe('广东恒信金属回收有限公司');
    await shot(page, 'shops-list-zh-1280');
    await card.locator('a').first().click();

    await page.waitForURL(`**/shop?shopId=${shop.shopId}`);
    await expect.poll(() => page.getByTestId('shop-name').textContent()).toBe('广东恒信金属回收有限公司');
    expect(await page.getByTestId('shop-profile').textContent()).toContain('佛山');
    expect(await page.getByTestId('shop-gallery').locator('.sb-shop-thumbs li').count()).toBe(3);
    await page.getByTestId('shop-asks').getByTestId('ask-card').first().waitFor();
    // The visitor banner is for visitors only.
    expect(await page.getByTestId('learn-more-banner').count()).toBe(0);

    const follow = page.getByTestId('follow-shop');
    expect(await follow.getAttribute('data-followed')).toBe('false');
    await follow.click();
    await expect.poll(() => follow.getAttribute('data-followed')).toBe('true');
    await expect.poll(() => page.getByTestId('shop-followers').textContent()).toContain('1');
    await expect.poll(() => follow.getAttribute('aria-busy')).toBe('false');
    await page.mouse.move(0, 0);
    await shot(page, 'shops-shop-zh-1280');

    // A card opens the listing's detail page.
    await page.getByTestId('shop-asks').getByTestId('ask-card').first().locator('a').first().click();
    await page.waitForURL('**/view-detail?**');

    await page.goto('/follow-shop');
    const followed = page.getByTestId('followed-list').locator(`[data-shop-id="${shop.shopId}"]`);
    await followed.waitFor();
    await resizeTo(page, VIEWPORTS.phone);
    await followed.waitFor();
    await shot(page, 'shops-followed-zh-390');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Unfollow from the list: the shop leaves it.
    await followed.getByTestId('follow-shop').click();
    await page.getByTestId('followed-empty').waitFor();

    // /apply-shop shows the buyer's waiting application with the §9 clock.
    await page.goto('/apply-shop');
    const waiting = page.getByTestId('shop-status-waiting');
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain('3 个工作日');
    await shot(page, 'shops-apply-waiting-zh-1280');

    // Edit the application: without pictures the form says so (§5, the server's wording), a new picture uploads and
    // becomes the cover, and the application stays under review.
    await page.getByTestId('shop-edit-application').click();
    const form = page.getByTestId('shop-form');
    await form.waitFor();
    const before = await form.getByTestId('picture-tile').count();
    for (let i = 0; i < before; i++) await form.getByTestId('picture-remove').first().click();
    await page.getByTestId('shop-submit').click();
    await expect.poll(() => form.locator('.ant-form-item-explain-error').first().textContent()).toBe('公司图片：请至少上传 1 张公司图片');
    await page.getByTestId('shop-pictures-input').setInputFiles({ name: 'yard.png', mimeType: 'image/png', buffer: await photo() });
    await expect.poll(() => form.getByTestId('picture-tile').first().getAttribute('data-status'), { timeout: 30_000 }).toBe('done');
    await page.getByTestId('field-factoriesNumber').fill('3');
    await page.getByTestId('shop-submit').click();
    await page.getByTestId('shop-submitted').waitFor();
    expect(await page.getByTestId('shop-submitted').locator('.sb-upload-tile').count()).toBe(1);
    expect(await page.getByTestId('shop-submitted').textContent()).toContain('3');
    await page.getByTestId('shop-status-waiting').waitFor();

    expect(crashes).toEqual([]);
    await context.close();
  });

  it('[SHOPS]: a visitor opens /share-shop, sees the learn-more banner and the live asks, is asked to sign in to follow (en, 390 px)', async () => {
    const context = await newContext(suite.browser, baseUrl, { lang: 'en', viewport: 'phone' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);

    await page.goto(`/share-shop?shopId=${shop.shopId}`);
    await page.getByTestId('learn-more-banner').waitFor();
    await expect.poll(() => page.getByTestId('shop-name').textContent()).toBe(shop.companyEnglishName ?? shop.companyName);
    expect(await page.getByTestId('shop-profile').textContent()).toContain('Foshan');
    await page.getByTestId('shop-asks').getByTestId('ask-card').first().waitFor();
    expect(await page.getByTestId('shop-asks').getByTestId('ask-card').count()).toBeGreaterThan(0);
    await shot(page, 'shops-share-en-390');

    // The page works without antd for visitors; following asks them to sign in (§6 Vip only).
    const follow = page.getByTestId('follow-shop');
    expect(await follow.textContent()).toBe('Sign in to follow');
    await follow.click();
    await page.getByTestId('login-dialog').waitFor();
    await page.keyboard.press('Escape');

    // A card opens the detail in a new window for a visitor (§2 "/view-detail opens in a new window"): the sign-in
    // page going on to the detail once signed in; the shop stays open behind it.
    const [signIn] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('shop-asks').getByTestId('ask-card').first().locator('a').first().click(),
    ]);
    await signIn.waitForURL(/\/login\?redirect=%2Fview-detail/);
    await signIn.close();
    expect(page.url()).toContain('/share-shop');

    // The link previews in chat apps: the server answers /share-shop with the shop's Open Graph tags.
    const html = await (await fetch(`${baseUrl}/share-shop?shopId=${shop.shopId}&lang=en`)).text();
    expect(html).toMatch(/<meta property="og:title" content="Guangdong Hengxin[^"]*"/);
    expect(html).toContain('og:image" content="http');

    // An unknown shop reads as unavailable, not as an error.
    await page.goto('/share-shop?shopId=00000000-0000-4000-8000-000000000000');
    await page.getByTestId('shop-unavailable').waitFor();

    expect(crashes).toEqual([]);
    await context.close();
  });

  it('[SHOPS]: /share opens a shared live ask through the public single-ask call, and says when an ask is not public (zh)', async () => {
    const res = await fetch(`${baseUrl}/app-v2/ask/list/buyer/pub?pageNum=1&pageSize=1&market=intl`, { headers: { appLang: 'zh-CN' } });
    const { data } = (await res.json()) as { data: { rows: { askId: string; askNameZh: string | null; askName: string | null; askDetailList: { detailId: string }[] }[] } };
    const ask = data.rows[0]!;

    const context = await newContext(suite.browser, baseUrl, { lang: 'zh' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/app-v2/ask/')) calls.push(new URL(r.url()).pathname);
    });
    await page.goto(`/share?askId=${ask.askId}&detailId=${ask.askDetailList[0]!.detailId}`);
    await page.getByTestId('share-card').waitFor();
    expect(await page.getByTestId('share-card').locator('h2').textContent()).toBe(ask.askNameZh ?? ask.askName);
    await page.getByTestId('learn-more-banner').waitFor();
    expect(calls).toEqual([`/app-v2/ask/${ask.askId}/pub`]);
    await shot(page, 'shops-share-ask-zh-1280');

    await page.goto('/share?askId=00000000-0000-4000-8000-000000000000');
    await page.getByTestId('share-unavailable').waitFor();

    expect(crashes).toEqual([]);
    await context.close();
  });
});
