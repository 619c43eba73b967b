import { describe, expect, it } from 'vitest';
import { fitsWidth, newContext, resizeTo, useBrowser, VIEWPORTS, watchCrashes } from '../support/browser.ts';
import { call } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

type TUniverse = {
  lanes: { from: string; to: string }[];
  routes: { from: { nameZh: string; nameEn: string }; to: { nameZh: string; nameEn: string } }[];
  shops: { nameZh: string; nameEn: string }[];
};

describe('[SITE] /universe', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[SITE]: a visitor sees the demo’s trade lanes and verified shops on the world map, in zh and en, at 1280 and 390 px', async () => {
    // What the server answers is what the page must show (the demo's deals, its seller's shop).
    const universe = (await call<TUniverse>(baseUrl, 'GET', '/app-v2/site/universe')).data;
    expect(universe.lanes.length).toBeGreaterThan(0);
    expect(universe.shops.length).toBeGreaterThan(0);

    const context = await newContext(suite.browser, baseUrl, { lang: 'zh' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);
    await page.goto('/universe');
    await page.getByTestId('universe-map').locator('canvas').first().waitFor();
    await expect.poll(() => page.locator('#universe-lanes').textContent()).toBe('贸易航线');
    const laneRows = page.locator('section[aria-labelledby="universe-lanes"] tbody tr');
    expect(await laneRows.count()).toBe(universe.lanes.length);
    expect(await laneRows.first().textContent()).toContain('→');
    if (universe.routes[0]) {
      const route = universe.routes[0];
      expect(await page.getByTestId('universe-routes').textContent()).toContain(`${route.from.nameZh} → ${route.to.nameZh}`);
    }
    expect(await page.getByTestId('universe-shops').textContent()).toContain(universe.shops[0]!.nameZh);
    expect(await page.getByTestId('universe-empty').count()).toBe(0);

    // English, on a phone: the same lanes, nothing wider than the screen.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    // §9: narrowed under 900 px, the page reloads itself (in the language just chosen).
    await resizeTo(page, VIEWPORTS.phone);
    await page.getByTestId('universe-map').locator('canvas').first().waitFor();
    await expect.poll(() => page.locator('#universe-lanes').textContent()).toBe('Trade lanes');
    if (universe.routes[0]) {
      const route = universe.routes[0];
      expect(await page.getByTestId('universe-routes').textContent()).toContain(`${route.from.nameEn} → ${route.to.nameEn}`);
    }
    expect(await page.getByTestId('universe-shops').textContent()).toContain(universe.shops[0]!.nameEn);
    expect(await fitsWidth(page)).toBe(true);

    expect(crashes).toEqual([]);
    await context.close();
  });
});
