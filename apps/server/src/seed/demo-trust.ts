import { createHash, randomUUID } from 'node:crypto';
import { IMAGE_MAX_WIDTH, type TFileType } from '@scrapbridge/domain/media';
import { SHOP_REVIEW_WORKING_DAYS } from '@scrapbridge/domain/shop';
import { UserState } from '@scrapbridge/domain/user-state';
import { CompanyState, VERIFICATION_WORKING_DAYS } from '@scrapbridge/domain/verification';
import { addWorkingDays } from '@scrapbridge/domain/working-days';
import type { TConfig } from '../config.ts';
import type { TDb } from '../db/client.ts';
import { lockAdvisory } from '../db/advisory-lock.repository.ts';
import { findAccountByIdentity, findAccountWithCompany, insertCompany, updateAccount } from '../modules/identity/accounts/account.repository.ts';
import { findCategoriesByCodes } from '../modules/catalogue/catalog.repository.ts';
import { insertFile } from '../modules/platform/files/files.repository.ts';
import { processImage } from '../modules/platform/files/process-image.ts';
import { svgText } from '../lib/svg-text.ts';
import { storageFor, storageKeyFor } from '../modules/platform/files/storage.ts';
import { findShop, insertShop, replaceShopPictures } from '../modules/shops/shops.repository.ts';
import { findPendingVerificationId, insertVerification } from '../modules/identity/verification/verification.repository.ts';
import { insertWanted, lockWantedRows } from '../modules/listings/wanted/wanted.repository.ts';

type TSeedConfig = Pick<TConfig, 'storage' | 'uploads' | 'brand'>;

/** A labelled picture (a yard photo stand-in, or a scanned document), 1200 × 800. */
async function demoPicture(title: string, subtitle: string, colours: [string, string]): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>` +
    `<rect width="1200" height="800" fill="url(#g)"/>` +
    `<rect x="60" y="520" width="1080" height="220" rx="18" fill="#000000" fill-opacity="0.45"/>` +
    // Outlines of the shipped Noto Sans SC, so the Chinese labels read without CJK system fonts (lib/svg-text.ts).
    svgText(title, { x: 100, y: 610, size: 60, weight: 'bold', attrs: 'fill="#ffffff"' }) +
    svgText(subtitle, { x: 100, y: 690, size: 40, attrs: 'fill="#ffffff"' }) +
    `</svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Stores a generated picture exactly as an upload of that fileType would be stored. */
async function storeDemoFile(db: TDb, config: TSeedConfig, ownerUserId: string, purpose: TFileType, input: Buffer, name: string): Promise<string> {
  const image = await processImage({ input, mime: 'image/jpeg', maxWidth: IMAGE_MAX_WIDTH, compressAboveBytes: config.uploads.imageCompressAboveBytes, watermark: null });
  const storage = storageFor(config);
  const fileId = randomUUID();
  const storageKey = storageKeyFor({ purpose, fileId, ext: image.ext, now: new Date() });
  await storage.put(storageKey, { buffer: image.buffer }, { contentType: image.mime, size: image.buffer.length });
  await insertFile(db, {
    id: fileId,
    ownerUserId,
    purpose,
    kind: 'image',
    mime: image.mime,
    ext: image.ext,
    size: image.buffer.length,
    width: image.width,
    height: image.height,
    storageDriver: storage.driver,
    storageKey,
    sha256: createHash('sha256').update(image.buffer).digest('hex'),
    originalName: `${name}.${image.ext}`,
  });
  return fileId;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

/** seller@demo.test: an approved shop with three pictures, so /shop-list, /shop and /share-shop show a real page. */
async function seedSellerShop(db: TDb, config: TSeedConfig, staffId: string | null): Promise<boolean> {
  const seller = await findAccountByIdentity(db, { kind: 'email', email: 'seller@demo.test' });
  if (!seller || (await findShop(db, { sellerUserId: seller.id }, null))) return false;
  const account = await findAccountWithCompany(db, seller.id);
  const pictures: string[] = [];
  for (const [i, [en, zh]] of [
    ['Sorting yard, Foshan', '佛山分拣场'],
    ['Copper wire granulation line', '铜线破碎分选线'],
    ['Baled aluminium ready to load', '待装柜的铝打包料'],
  ].entries()) {
    pictures.push(await storeDemoFile(db, config, seller.id, 'picture', await demoPicture(en!, zh!, ['#b87333', '#3f2a17']), `hengxin-yard-${i + 1}`));
  }
  const submittedAt = hoursAgo(24 * 40);
  return db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:demo-trust:shop');
    if (await findShop(tx, { sellerUserId: seller.id }, null)) return false;
    const shop = await insertShop(tx, {
      sellerUserId: seller.id,
      companyId: account?.user.companyId ?? null,
      status: 'ok',
      factoriesNumber: 2,
      employeesNumber: 86,
      establishmentTime: '2009-04-01',
      profileZh: '广东恒信金属回收有限公司成立于 2009 年，在佛山和清远设有两座分拣加工厂，主营废铜、废铝和废黄铜的回收、分拣、破碎与出口，年处理量约 5 万吨。',
      profileEn:
        'Guangdong Hengxin Metal Recycling was founded in 2009 and runs two sorting and processing plants in Foshan and Qingyuan. We collect, sort, granulate and export copper, aluminium and brass scrap, about 50,000 MT a year.',
      submittedAt,
      dueAt: addWorkingDays(submittedAt, SHOP_REVIEW_WORKING_DAYS),
      reviewedBy: staffId,
      reviewedAt: hoursAgo(24 * 39),
      approvedAt: hoursAgo(24 * 39),
    });
    await replaceShopPictures(tx, shop.id, pictures);
    return true;
  });
}

/**
 * user@demo.test: step 1 done and the company step submitted with a licence two hours ago, so the staff
 * verification queue has something to review and the user sees the under-review state (§4 userState 2).
 */
async function seedPendingVerification(db: TDb, config: TSeedConfig): Promise<boolean> {
  const user = await findAccountByIdentity(db, { kind: 'email', email: 'user@demo.test' });
  if (!user || user.userState !== UserState.CanUpgrade || (await findPendingVerificationId(db, user.id))) return false;
  const licence = await storeDemoFile(db, config, user.id, 'user_info', await demoPicture('Certificate of Incorporation', 'Sharma Alloys Pvt. Ltd. · Mumbai', ['#e8e4d8', '#8c8670']), 'business-licence');
  const submittedAt = hoursAgo(2);
  return db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:demo-trust:verification');
    if (await findPendingVerificationId(tx, user.id)) return false;
    const companyId = await insertCompany(tx, { name: 'Sharma Alloys Pvt. Ltd.', nameEn: 'Sharma Alloys Pvt. Ltd.', state: CompanyState.UnderReview });
    await updateAccount(tx, user.id, {
      companyId,
      userState: UserState.UnderReview,
      bizType: 'buy',
      businessType: 'trading_firm,processor',
      countryId: 116,
      destinationId: 416,
      fasId: 301,
      phoneCountry: '91',
      phoneNumber: '9820012345',
    });
    await insertVerification(tx, {
      userId: user.id,
      companyId,
      companyName: 'Sharma Alloys Pvt. Ltd.',
      companyNameEn: 'Sharma Alloys Pvt. Ltd.',
      businessLicenseFileId: licence,
      submittedAt,
      dueAt: addWorkingDays(submittedAt, VERIFICATION_WORKING_DAYS),
    });
    return true;
  });
}

/** buyer@demo.test: a shop application waiting for review (the staff shop queue), and followed categories. */
async function seedBuyerShopAndFollows(db: TDb, config: TSeedConfig): Promise<boolean> {
  const buyer = await findAccountByIdentity(db, { kind: 'email', email: 'buyer@demo.test' });
  if (!buyer) return false;
  const account = await findAccountWithCompany(db, buyer.id);
  const hasShop = !!(await findShop(db, { sellerUserId: buyer.id }, null));
  const picture = hasShop ? null : await storeDemoFile(db, config, buyer.id, 'picture', await demoPicture('Pacific Rim Smelting', 'Port Kembla furnace hall', ['#5b6770', '#1f2529']), 'pacific-rim-plant');
  const categories = await findCategoriesByCodes(db, ['copper', 'honey', 'taint-tabor']);
  const submittedAt = hoursAgo(20);
  return db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:demo-trust:buyer');
    let wrote = false;
    if (picture && !(await findShop(tx, { sellerUserId: buyer.id }, null))) {
      const shop = await insertShop(tx, {
        sellerUserId: buyer.id,
        companyId: account?.user.companyId ?? null,
        status: 'waiting',
        factoriesNumber: 1,
        employeesNumber: 240,
        establishmentTime: '1996-09-15',
        profileEn: 'Secondary copper smelter in New South Wales; we also resell surplus brass and aluminium feed.',
        submittedAt,
        dueAt: addWorkingDays(submittedAt, SHOP_REVIEW_WORKING_DAYS),
      });
      await replaceShopPictures(tx, shop.id, [picture]);
      wrote = true;
    }
    if ((await lockWantedRows(tx, buyer.id)).length === 0 && categories.length) {
      await insertWanted(tx, buyer.id, categories.map((c) => c.id));
      wrote = true;
    }
    return wrote;
  });
}

/**
 * Demo data of accounts and trust (issue 6), written after the demo accounts, catalogue and asks (main.ts, with
 * SEED_DEMO): the demo seller's approved shop, user@'s pending enterprise verification, buyer@'s waiting shop
 * application and followed categories. Each part checks its own rows first, so running it again writes nothing.
 * Returns whether anything was written.
 */
export async function seedDemoTrust(db: TDb, config: TSeedConfig): Promise<boolean> {
  const staff = await findAccountByIdentity(db, { kind: 'email', email: 'staff@demo.test' });
  const shop = await seedSellerShop(db, config, staff?.id ?? null);
  const verification = await seedPendingVerification(db, config);
  const buyer = await seedBuyerShopAndFollows(db, config);
  return shop || verification || buyer;
}
