import { randomUUID, createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ZPublishAskRequest } from '@scrapbridge/domain/ask';
import { DictId } from '@scrapbridge/domain/catalog';
import { IMAGE_MAX_WIDTH } from '@scrapbridge/domain/media';
import type { TConfig } from '../config.ts';
import type { TDb } from '../db/client.ts';
import { lockAdvisory } from '../db/advisory-lock.repository.ts';
import { findAccountByIdentity } from '../modules/identity/accounts/account.repository.ts';
import { findSellers, hasAnyAsk, insertAsk, updateAsk } from '../modules/listings/asks/asks.repository.ts';
import { prepareAskWrite, type TAskPlan } from '../modules/listings/asks/prepare-ask-write.ts';
import { writeAskLines } from '../modules/listings/asks/write-ask-lines.ts';
import { findCategoriesByCodes } from '../modules/catalogue/catalog.repository.ts';
import { insertFile } from '../modules/platform/files/files.repository.ts';
import { processImage } from '../modules/platform/files/process-image.ts';
import { svgText } from '../lib/svg-text.ts';
import { storageFor, storageKeyFor } from '../modules/platform/files/storage.ts';

type TDemoLine = {
  family: string;
  grade: string;
  name: string;
  nameZh: string;
  weight: string;
  quoteType: string;
  unitPrice: string;
  minPrice?: string;
  maxPrice?: string;
  elementContent?: string;
  /** Captions of the generated pictures, one picture each. */
  pictures: string[];
};

type TDemoAsk = {
  market: 'intl' | 'cn';
  state: 'active' | 'auditing' | 'refused';
  refuseReason?: string;
  askName: string;
  askNameZh: string;
  descriptions: string;
  descriptionsZh: string;
  comboLoadName: string;
  origin: number;
  loading: number;
  province: string;
  city: string;
  addressDetail: string;
  deliveryTerm: 'EXW' | 'FAS' | 'FOB' | 'CNF' | 'CIF';
  portId?: number;
  destinationPortId?: number;
  exwAddress?: string;
  validityId: number;
  preferredQuoteType: string;
  packingMethod: string;
  shipmentDays: number;
  depositRatio: string;
  balanceTiming: string;
  firmPrice?: string;
  /** Hours ago it went live: the buyer list's newest-first order. */
  hoursAgo: number;
  lines: TDemoLine[];
};

const US = DictId.CountryUS;
const CN = DictId.CountryCN;

/**
 * The demo seller's listings: every list, search and detail screen shows real trades (§2), across copper, brass,
 * aluminium, mixed non-ferrous and ferrous, priced the ways traders price them (fixed, % LME, COMEX minus, Shanghai
 * minus). Ten live on the international market (so the home page's 8 are full), one on the China market, one in
 * review, one refused with the reason a reviewer would give.
 */
export const DEMO_ASKS: TDemoAsk[] = [
  {
    market: 'intl', state: 'active', hoursAgo: 2,
    askName: 'Barley – bare bright copper wire, 2×20GP', askNameZh: 'Barley 光亮铜线（2×20 尺柜）',
    descriptions: 'Bare bright #1 copper wire, no tin, no burnt wire, no insulation. Loaded in 1 MT bales.', descriptionsZh: '一号光亮铜线，无镀锡、无烧线、无绝缘皮，1 吨打包。',
    comboLoadName: 'LA copper wire lot 0425', origin: US, loading: US, province: 'California', city: 'Los Angeles', addressDetail: '2400 E 12th St, Los Angeles, CA 90021',
    deliveryTerm: 'FOB', portId: 301, validityId: 874, preferredQuoteType: 'FIXED', packingMethod: 'bales', shipmentDays: 21, depositRatio: '30', balanceTiming: 'against_bl_copy', firmPrice: '9300',
    lines: [{ family: 'copper', grade: 'barley', name: 'Bare bright copper wire', nameZh: '光亮铜线', weight: '38.5', quoteType: 'FIXED', unitPrice: '9150', minPrice: '8900', maxPrice: '9400', elementContent: 'Cu ≥ 99.9%', pictures: ['Barley bales', 'Close-up'] }],
  },
  {
    market: 'intl', state: 'active', hoursAgo: 5,
    askName: 'Berry #1 copper wire on LME', askNameZh: 'Berry 一号铜线（LME 比例价）',
    descriptions: 'Clean #1 copper wire and cable, chopped ends, free of burnt wire.', descriptionsZh: '干净一号铜线和电缆，切头，无烧线。',
    comboLoadName: 'Savannah #1 wire', origin: US, loading: US, province: 'Georgia', city: 'Savannah', addressDetail: '1 Main St, Garden City, GA 31408',
    deliveryTerm: 'FAS', portId: 307, validityId: DictId.UntilSold, preferredQuoteType: 'LME', packingMethod: 'jumbo_bags', shipmentDays: 30, depositRatio: '20', balanceTiming: 'against_original_bl',
    lines: [{ family: 'copper', grade: 'berry', name: '#1 copper wire', nameZh: '一号铜线', weight: '24', quoteType: 'LME', unitPrice: '96', pictures: ['Berry wire', 'Jumbo bags'] }],
  },
  {
    market: 'intl', state: 'active', hoursAgo: 9,
    askName: 'Birch/Cliff #2 copper, COMEX minus', askNameZh: 'Birch/Cliff 二号铜（COMEX 减价）',
    descriptions: 'Mixed #2 copper wire and solids, 94–96% Cu by assay.', descriptionsZh: '二号铜线与铜块混合，化验含铜 94–96%。',
    comboLoadName: 'Vancouver #2 copper', origin: 103, loading: 103, province: 'British Columbia', city: 'Vancouver', addressDetail: '8155 North Fraser Way, Burnaby, BC',
    deliveryTerm: 'FOB', portId: 311, validityId: 873, preferredQuoteType: 'CMX', packingMethod: 'loose', shipmentDays: 30, depositRatio: '10', balanceTiming: 'after_inspection',
    lines: [{ family: 'copper', grade: 'birch-cliff', name: '#2 copper wire and solids', nameZh: '二号铜线及铜块', weight: '19.8', quoteType: 'CMX', unitPrice: '38', elementContent: 'Cu 94–96%', pictures: ['#2 copper'] }],
  },
  {
    market: 'intl', state: 'active', hoursAgo: 14,
    askName: 'Candy heavy copper and tubing', askNameZh: 'Candy 一号重铜及铜管',
    descriptions: 'Clean #1 heavy copper: bus bars, clippings and clean tube, no solder.', descriptionsZh: '干净一号重铜：铜排、边角料及干净铜管，无焊锡。',
    comboLoadName: 'Felixstowe heavy copper', origin: 105, loading: 105, province: 'Suffolk', city: 'Ipswich', addressDetail: 'Ransomes Europark, Ipswich IP3 9SJ',
    deliveryTerm: 'FOB', portId: 315, validityId: 874, preferredQuoteType: 'FIXED', packingMethod: 'pallets', shipmentDays: 14, depositRatio: '30', balanceTiming: 'against_bl_copy',
    lines: [{ family: 'copper', grade: 'candy', name: 'Heavy copper solids', nameZh: '重铜块', weight: '22', quoteType: 'FIXED', unitPrice: '8900', minPrice: '8600', maxPrice: '9100', pictures: ['Bus bars', 'Tube'] }],
  },
  {
    market: 'intl', state: 'active', hoursAgo: 20,
    askName: 'Honey yellow brass solids', askNameZh: 'Honey 黄铜废料',
    descriptions: 'Mixed yellow brass castings and rod ends, no manganese bronze.', descriptionsZh: '混合黄铜铸件与棒料头，不含锰青铜。',
    comboLoadName: 'Rotterdam brass', origin: 107, loading: 107, province: 'South Holland', city: 'Rotterdam', addressDetail: 'Waalhaven Z.z. 19, Rotterdam',
    deliveryTerm: 'FOB', portId: 312, validityId: 875, preferredQuoteType: 'FIXED', packingMethod: 'boxes', shipmentDays: 21, depositRatio: '20', balanceTiming: 'on_arrival',
    lines: [{ family: 'brass-bronze', grade: 'honey', name: 'Yellow brass', nameZh: '黄铜', weight: '20.2', quoteType: 'FIXED', unitPrice: '5650', pictures: ['Brass castings'] }],
  },
  {
    market: 'intl', state: 'active', hoursAgo: 26,
    askName: 'Ocean radiators and Drink turnings', askNameZh: 'Ocean 铜水箱与 Drink 红铜车屑',
    descriptions: 'Two lines in one container: unsweated Cu/Brass radiators and dry red brass turnings.', descriptionsZh: '一柜两个品种：未熔焊铜黄铜水箱与干燥红铜车屑。',
    comboLoadName: 'Hamburg radiators + turnings', origin: 106, loading: 106, province: 'Hamburg', city: 'Hamburg', addressDetail: 'Am Saalehafen 12, Hamburg',
    deliveryTerm: 'FOB', portId: 313, validityId: 874, preferredQuoteType: 'LME', packingMethod: 'bales', shipmentDays: 30, depositRatio: '15', balanceTiming: 'after_arrival',
    lines: [
      { family: 'brass-bronze', grade: 'ocean', name: 'Cu/Brass radiators', nameZh: '铜黄铜水箱', weight: '12.4', quoteType: 'LME', unitPrice: '62', pictures: ['Radiators'] },
      { family: 'brass-bronze', grade: 'drink', name: 'Red brass turnings', nameZh: '红铜车屑', weight: '8', quoteType: 'LME', unitPrice: '78', pictures: ['Turnings'] },
    ],
  },
  {
    market: 'intl', state: 'active', hoursAgo: 31,
    askName: 'Taldon UBC bales, CIF Busan', askNameZh: 'Taldon 打包易拉罐（CIF 釜山）',
    descriptions: 'Baled used beverage cans, magnetically separated, density 10–12 lb/ft³.', descriptionsZh: '磁选后的打包易拉罐，密度 10–12 磅/立方英尺。',
    comboLoadName: 'UBC Chicago ramp', origin: US, loading: US, province: 'Illinois', city: 'Chicago', addressDetail: '3500 S Kedzie Ave, Chicago, IL',
    deliveryTerm: 'CIF', destinationPortId: 410, validityId: 876, preferredQuoteType: 'FIXED', packingMethod: 'bales', shipmentDays: 30, depositRatio: '20', balanceTiming: 'against_bl_copy',
    lines: [{ family: 'aluminium', grade: 'taldon-ubc', name: 'UBC bales', nameZh: '易拉罐打包块', weight: '40', quoteType: 'FIXED', unitPrice: '1480', pictures: ['UBC bales', 'Density check'] }],
  },
  {
    market: 'intl', state: 'active', hoursAgo: 40,
    askName: 'Tense castings and Troma wheels', askNameZh: 'Tense 混合铸铝与 Troma 铝轮毂',
    descriptions: 'Clean mixed aluminium castings plus a separate line of clean alloy wheels.', descriptionsZh: '干净混合铸铝，另有一批干净铝合金轮毂。',
    comboLoadName: 'Melbourne aluminium', origin: 129, loading: 129, province: 'Victoria', city: 'Melbourne', addressDetail: '55 Somerville Rd, Yarraville VIC',
    deliveryTerm: 'FOB', portId: 319, validityId: 874, preferredQuoteType: 'LME', packingMethod: 'loose', shipmentDays: 28, depositRatio: '20', balanceTiming: 'against_bl_copy',
    lines: [
      { family: 'aluminium', grade: 'tense', name: 'Mixed aluminium castings', nameZh: '混合铸铝', weight: '18', quoteType: 'LME', unitPrice: '78', pictures: ['Castings'] },
      { family: 'aluminium', grade: 'troma', name: 'Aluminium wheels', nameZh: '铝轮毂', weight: '6.5', quoteType: 'LME', unitPrice: '88', pictures: ['Wheels'] },
    ],
  },
  {
    market: 'intl', state: 'active', hoursAgo: 52,
    askName: 'Zorba 95/2 shredded non-ferrous', askNameZh: 'Zorba 95/2 破碎有色混合料',
    descriptions: 'Eddy-current Zorba, 95% metallics, 2% max fines, from an auto shredder.', descriptionsZh: '涡电流分选 Zorba，金属含量 95%，细粉不超过 2%，来自汽车破碎线。',
    comboLoadName: 'Houston Zorba', origin: US, loading: US, province: 'Texas', city: 'Houston', addressDetail: '8300 Clinton Dr, Houston, TX',
    deliveryTerm: 'FOB', portId: 306, validityId: 874, preferredQuoteType: 'FIXED', packingMethod: 'jumbo_bags', shipmentDays: 21, depositRatio: '20', balanceTiming: 'against_bl_copy',
    lines: [{ family: 'mixed-nonferrous', grade: 'zorba', name: 'Zorba 95/2', nameZh: 'Zorba 95/2', weight: '25', quoteType: 'FIXED', unitPrice: '1350', elementContent: 'Al ~70%, heavies ~25%', pictures: ['Zorba'] }],
  },
  {
    market: 'intl', state: 'active', hoursAgo: 70,
    askName: 'HMS 1&2 80:20 bulk', askNameZh: 'HMS 1&2（80:20）重废',
    descriptions: 'Prepared HMS 1&2 80:20, containerised, for EAF mills.', descriptionsZh: '已加工 HMS 1&2（80:20），集装箱装运，供电炉钢厂。',
    comboLoadName: 'NY/NJ HMS', origin: US, loading: US, province: 'New Jersey', city: 'Newark', addressDetail: '200 Doremus Ave, Newark, NJ',
    deliveryTerm: 'FOB', portId: 310, validityId: DictId.UntilSold, preferredQuoteType: 'FIXED', packingMethod: 'loose', shipmentDays: 30, depositRatio: '10', balanceTiming: 'after_inspection',
    lines: [{ family: 'ferrous', grade: 'hms-80-20', name: 'HMS 1&2 80:20', nameZh: 'HMS 1&2（80:20）', weight: '125', quoteType: 'FIXED', unitPrice: '385', pictures: ['HMS pile'] }],
  },
  {
    market: 'cn', state: 'active', hoursAgo: 4,
    askName: 'Bright copper wire, Foshan yard', askNameZh: '光亮铜线（佛山现货）',
    descriptions: 'Bright copper wire, ex-works Foshan, price off Shanghai spot copper.', descriptionsZh: '光亮铜线，佛山工厂交货，按上海现货铜价减价。',
    comboLoadName: '佛山光亮铜', origin: CN, loading: CN, province: '广东省', city: '佛山市', addressDetail: '南海区大沥镇广佛路 88 号',
    deliveryTerm: 'EXW', exwAddress: '广东省佛山市南海区大沥镇广佛路 88 号', validityId: 873, preferredQuoteType: 'SHCU', packingMethod: 'bales', shipmentDays: 3, depositRatio: '30', balanceTiming: 'after_inspection',
    lines: [{ family: 'copper', grade: 'barley', name: 'Bright copper wire', nameZh: '光亮铜线', weight: '15', quoteType: 'SHCU', unitPrice: '1200', pictures: ['光亮铜线'] }],
  },
  {
    market: 'intl', state: 'auditing', hoursAgo: 1,
    askName: 'Tutu 6063 extrusions', askNameZh: 'Tutu 6063 铝型材',
    descriptions: 'Old 6063 extrusions, no thermal break, no zinc corners.', descriptionsZh: '旧 6063 铝型材，无隔热条、无锌角。',
    comboLoadName: 'Manzanillo extrusions', origin: 104, loading: 104, province: 'Colima', city: 'Manzanillo', addressDetail: 'Av. Teniente Azueta 9, Manzanillo',
    deliveryTerm: 'FOB', portId: 326, validityId: 874, preferredQuoteType: 'FIXED', packingMethod: 'bundles', shipmentDays: 21, depositRatio: '20', balanceTiming: 'against_bl_copy',
    lines: [{ family: 'aluminium', grade: 'tutu', name: '6063 extrusions', nameZh: '6063 铝型材', weight: '21', quoteType: 'FIXED', unitPrice: '2150', pictures: ['Extrusions'] }],
  },
  {
    market: 'intl', state: 'refused', hoursAgo: 1,
    refuseReason: 'The pictures do not show the material: please upload close-ups of the bales and a loading photo. 图片看不清货物，请上传打包块近照和装柜照片。',
    askName: 'No.1 busheling', askNameZh: '一号新料（Busheling）',
    descriptions: 'New steel clippings from a stamping plant.', descriptionsZh: '冲压厂的新钢边角料。',
    comboLoadName: 'Busheling Detroit', origin: US, loading: US, province: 'Michigan', city: 'Detroit', addressDetail: '12000 Dix Ave, Dearborn, MI',
    deliveryTerm: 'FOB', portId: 310, validityId: 874, preferredQuoteType: 'FIXED', packingMethod: 'loose', shipmentDays: 30, depositRatio: '10', balanceTiming: 'after_inspection',
    lines: [{ family: 'ferrous', grade: 'busheling', name: 'No.1 busheling', nameZh: '一号新料', weight: '60', quoteType: 'FIXED', unitPrice: '410', pictures: ['Busheling'] }],
  },
];

/** Swatch colours by family, so each metal reads at a glance in the lists. */
const COLOURS: Record<string, [string, string]> = {
  copper: ['#b87333', '#7a4a21'],
  'brass-bronze': ['#c9a227', '#7d6418'],
  aluminium: ['#aeb4bb', '#6d747c'],
  'mixed-nonferrous': ['#8d8f7a', '#55574a'],
  ferrous: ['#5b6770', '#2f363b'],
};

/** A labelled swatch picture (1200 × 900, so it also goes through the 1000 px resize like a real upload). */
async function swatch(family: string, title: string, subtitle: string, caption: string, seed: number): Promise<Buffer> {
  const [light, dark] = COLOURS[family] ?? ['#888888', '#444444'];
  const stripes = Array.from({ length: 14 }, (_, i) => {
    const x = (i * 110 + seed * 37) % 1400;
    return `<rect x="${x - 200}" y="-100" width="${40 + ((seed + i) % 4) * 12}" height="1200" fill="${dark}" fill-opacity="0.18" transform="rotate(${18 + (seed % 5) * 4} 600 450)"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="1200" height="900" fill="url(#g)"/>${stripes}` +
    `<rect x="60" y="560" width="1080" height="250" rx="18" fill="#000000" fill-opacity="0.45"/>` +
    // Outlines of the shipped Noto Sans SC, so the Chinese labels read without CJK system fonts (lib/svg-text.ts).
    svgText(title, { x: 100, y: 660, size: 64, weight: 'bold', attrs: 'fill="#ffffff"' }) +
    svgText(`${subtitle} · ${caption}`, { x: 100, y: 740, size: 44, attrs: 'fill="#ffffff" fill-opacity="0.9"' }) +
    `</svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Stores a generated picture exactly as an upload would be stored (same processing, storage and files row). */
export async function storeDemoPicture(db: TDb, config: Pick<TConfig, 'storage' | 'uploads' | 'brand'>, ownerUserId: string, input: Buffer, name: string): Promise<string> {
  const image = await processImage({
    input,
    mime: 'image/jpeg',
    maxWidth: IMAGE_MAX_WIDTH,
    compressAboveBytes: config.uploads.imageCompressAboveBytes,
    watermark: config.brand.en,
  });
  const storage = storageFor(config);
  const fileId = randomUUID();
  const storageKey = storageKeyFor({ purpose: 'ask', fileId, ext: image.ext, now: new Date() });
  await storage.put(storageKey, { buffer: image.buffer }, { contentType: image.mime, size: image.buffer.length });
  await insertFile(db, {
    id: fileId,
    ownerUserId,
    purpose: 'ask',
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

/**
 * Writes the demo seller's asks into a database without asks (main.ts, with SEED_DEMO, after the demo accounts and
 * the catalogue). They go through the same rules as a real publication (ZPublishAskRequest, prepareAskWrite) and
 * their pictures through the same processing and storage as uploads. Returns how many it wrote.
 */
export async function seedDemoAsks(db: TDb, config: Pick<TConfig, 'storage' | 'uploads' | 'brand'>): Promise<number> {
  if (await hasAnyAsk(db)) return 0;
  const seller = await findAccountByIdentity(db, { kind: 'email', email: 'seller@demo.test' });
  const staff = await findAccountByIdentity(db, { kind: 'email', email: 'staff@demo.test' });
  if (!seller) return 0;
  const [sellerRow] = await findSellers(db, [seller.id]);
  const codes = [...new Set(DEMO_ASKS.flatMap((a) => a.lines.flatMap((l) => [l.family, l.grade])))];
  const categories = new Map((await findCategoriesByCodes(db, codes)).map((c) => [c.code, c]));
  if (categories.size !== codes.length) return 0;

  // Pictures first (slow, outside any transaction); an interrupted seed leaves only unreferenced files.
  const prepared: { demo: TDemoAsk; plan: TAskPlan }[] = [];
  let seed = 0;
  for (const demo of DEMO_ASKS) {
    const details = [];
    for (const line of demo.lines) {
      const media = [];
      for (const caption of line.pictures) {
        const picture = await swatch(line.family, line.name, line.nameZh, caption, seed++);
        media.push({ fileId: await storeDemoPicture(db, config, seller.id, picture, `${line.grade}-${seed}`), kind: 'image' as const });
      }
      details.push({
        categoryId: categories.get(line.family)!.id,
        subCategoryId: categories.get(line.grade)!.id,
        detailName: line.name,
        detailNameZh: line.nameZh,
        weight: line.weight,
        quoteType: line.quoteType,
        unitPrice: line.unitPrice,
        minPrice: line.minPrice,
        maxPrice: line.maxPrice,
        elementContent: line.elementContent,
        media,
      });
    }
    const input = ZPublishAskRequest.parse({
      ...demo,
      originCountryId: demo.origin,
      loadingCountryId: demo.loading,
      balanceRatio: String(100 - Number(demo.depositRatio)),
      specs: 'guaranteed',
      originCertificate: true,
      details,
    });
    prepared.push({ demo, plan: await prepareAskWrite(db, input, seller.id) });
  }

  return db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:demo-asks');
    if (await hasAnyAsk(tx)) return 0;
    for (const { demo, plan } of prepared) {
      const askId = await insertAsk(tx, {
        ...plan.ask,
        sellerUserId: seller.id,
        companyId: sellerRow?.companyId ?? null,
        state: 'auditing',
        submittedAt: sql`now() - make_interval(hours => ${demo.hoursAgo + 1})`,
      });
      await writeAskLines(tx, askId, plan.details);
      if (demo.state === 'active') {
        const hours = plan.ask.validityHours;
        await updateAsk(tx, askId, {
          state: 'active',
          reviewedBy: staff?.id ?? null,
          reviewedAt: sql`now() - make_interval(hours => ${demo.hoursAgo})`,
          publishedAt: sql`now() - make_interval(hours => ${demo.hoursAgo})`,
          validUntil: hours === null || hours === undefined ? null : sql`now() - make_interval(hours => ${demo.hoursAgo}) + make_interval(hours => ${hours})`,
        });
      } else if (demo.state === 'refused') {
        await updateAsk(tx, askId, { state: 'refused', refuseReason: demo.refuseReason!, reviewedBy: staff?.id ?? null, reviewedAt: sql`now()` });
      }
    }
    return prepared.length;
  });
}
