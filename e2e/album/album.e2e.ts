import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fitsWidth, shot, useBrowser, watchCrashes } from '../support/browser.ts';
import { chooseOption } from '../support/antd.ts';
import { call, signedInContext } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** A yard photo as a phone writes it: JPEG with the date taken and the GPS position in its EXIF. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 184, g: 115, b: 58 } } })
    .jpeg()
    .withExif({
      IFD2: { DateTimeOriginal: '2025:03:14 09:26:53' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 32/1 3516/100', GPSLongitudeRef: 'E', GPSLongitude: '114/1 3/1 2844/100' },
    })
    .toBuffer();
}

function plainPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 96, b: 104 } } }).png().toBuffer();
}

describe('[ALBUM]', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[ALBUM]: the seller uploads photos (date taken read from EXIF), sorts them into a group, marks a favourite, edits one, then picks one from the album while publishing, in en at 1280 px and zh at 390 px', async () => {
    const group = `Yard ${Date.now().toString(36)}`;
    const context = await signedInContext(suite.browser, baseUrl, 'seller@demo.test', { lang: 'en' });
    const page = await context.newPage();
    const crashes = watchCrashes(page);

    // ——— My photos, English, 1280 px: upload two photos ———
    await page.goto('/album');
    await page.getByTestId('album-page').waitFor();
    await page.getByTestId('album-upload-input').setInputFiles([
      { name: 'yard-phone.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() },
      { name: 'bales.png', mimeType: 'image/png', buffer: await plainPhoto() },
    ]);
    await expect.poll(() => page.getByTestId('album-photo').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await page.getByText('Taken 2025-03-14').first().waitFor();

    // ——— a group of their own, the two photos moved into it ———
    await page.getByTestId('album-group-new').click();
    await page.getByTestId('album-group-name').fill(group);
    await page.getByTestId('album-group-save').click();
    await page.getByText(`Group “${group}” created`).waitFor();
    await page.getByTestId('album-group').filter({ hasText: 'All photos' }).click();
    const thumbs = page.getByTestId('album-photo').locator('.sb-album-thumb');
    await thumbs.nth(0).click();
    await thumbs.nth(1).click();
    await page.getByTestId('album-selection').getByText('Selected: 2').waitFor();
    await page.getByTestId('album-move').click();
    await page.getByRole('menuitem', { name: group }).click();
    await page.getByText(`Photos moved to “${group}”`).waitFor();
    const count = (name: string) => page.getByTestId('album-group').filter({ hasText: name }).locator('.sb-album-count').textContent();
    await expect.poll(() => count(group)).toBe('2');

    // ——— a favourite, and one photo's details ———
    await page.getByTestId('album-group').filter({ hasText: group }).click();
    await page.getByTestId('album-favorite').first().click();
    await expect.poll(() => count('Favorites')).toBe('1');
    await page.getByTestId('album-edit').first().click();
    await page.getByTestId('album-edit-coordinates').fill('north');
    await page.getByTestId('album-edit-save').click();
    await page.getByText('Enter latitude,longitude, e.g. 22.5431,114.0579').waitFor();
    await page.getByTestId('album-edit-coordinates').fill('31.2304,121.4737');
    await page.getByTestId('album-edit-remark').fill('Baled, dry');
    await page.getByTestId('album-edit-save').click();
    await page.getByText('Details saved').waitFor();
    await shot(page, 'album-en-1280', { fullPage: true });

    // The server holds what the screen said.
    const session = (await context.cookies()).find((c) => c.name === 'token')!.value;
    const groups = await call<{ rows: { groupId: string; name: string; pictureCount: number }[] }>(baseUrl, 'GET', '/app-v2/album/groups', { token: session });
    const mine = groups.data.rows.find((g) => g.name === group)!;
    const inGroup = await call<{ rows: { remark: string | null; coordinates: string | null; takenDate: string | null }[] }>(baseUrl, 'GET', `/app-v2/album/group/${mine.groupId}`, { token: session });
    expect(inGroup.data.rows.some((r) => r.remark === 'Baled, dry' && r.coordinates === '31.2304,121.4737')).toBe(true);
    expect(inGroup.data.rows.some((r) => r.takenDate === '2025-03-14T09:26:53.000Z')).toBe(true);

    // ——— Chinese, 390 px (the same seller on a phone): the groups become a select, nothing scrolls sideways ———
    const phoneContext = await signedInContext(suite.browser, baseUrl, 'seller@demo.test', { lang: 'zh', viewport: 'phone' });
    const phone = await phoneContext.newPage();
    const phoneCrashes = watchCrashes(phone);
    await phone.goto('/album');
    await phone.getByRole('heading', { name: '我的相册' }).waitFor();
    await phone.getByTestId('album-group-select').waitFor();
    await expect.poll(() => phone.getByTestId('album-photo').count()).toBeGreaterThanOrEqual(2);
    expect(await fitsWidth(phone)).toBe(true);
    await shot(phone, 'album-zh-390', { fullPage: true });

    // ——— publishing an ask (zh, 390 px): "从相册选择" adds an album photo to the line ———
    await phone.goto('/publish');
    await phone.getByTestId('publish-form').waitFor();
    await phone.getByTestId('line-0-media-album').filter({ hasText: '从相册选择' }).click();
    await phone.getByTestId('album-picker').waitFor();
    await phone.getByTestId('album-picker-photo').first().click();
    await phone.getByText('添加所选（1）').waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await phone.getByTestId('album-picker-confirm').click();
    await expect.poll(() => phone.getByTestId('line-0-media').getByTestId('media-tile').count()).toBe(1);
    expect(await phone.getByTestId('line-0-media').getByTestId('media-tile').first().getAttribute('data-status')).toBe('done');
    expect(phoneCrashes).toEqual([]);
    await phoneContext.close();

    // ——— and in English at 1280 px the picker offers the groups by name: two photos of the new group ———
    await page.goto('/publish');
    await page.getByTestId('publish-form').waitFor();
    const before = await page.getByTestId('line-0-media').getByTestId('media-tile').count();
    await page.getByTestId('line-0-media-album').filter({ hasText: 'Choose from album' }).click();
    await chooseOption(page, 'album-picker-group', `${group} (2)`);
    await expect.poll(() => page.getByTestId('album-picker-photo').count()).toBe(2);
    await page.getByTestId('album-picker-photo').nth(0).click();
    await page.getByTestId('album-picker-photo').nth(1).click();
    await page.getByTestId('album-picker-confirm').filter({ hasText: 'Add selected (2)' }).click();
    await expect.poll(() => page.getByTestId('line-0-media').getByTestId('media-tile').count()).toBe(before + 2);
    await shot(page, 'album-picker-publish-en');
    expect(crashes).toEqual([]);
    await context.close();
  });
});
