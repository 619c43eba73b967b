import { z } from 'zod';
import { blankable } from './account-profile.ts';
import { ZAskCard } from './ask-view.ts';
import { ZPageQuery } from './pagination.ts';
import { reason } from './validation.ts';
import { ZReviewReason } from './verification.ts';
import { zPositiveInt4 } from './int4.ts';

/**
 * Seller shops (§3 Shop: shopStatus ok / waiting / failed, factories number, employees number, establishment time,
 * company profile, company pictures (at least 1); §4 "checked within 3 working days; failure shows a reason";
 * §5 "at least 1 company picture; the factory number must be a valid count"; §6 only Vip apply and follow).
 */

export const SHOP_STATUSES = ['waiting', 'ok', 'failed'] as const;
export type TShopStatus = (typeof SHOP_STATUSES)[number];

/** §9 "Shop review: 3 working days". */
export const SHOP_REVIEW_WORKING_DAYS = 3;

export const SHOP_LIMITS = {
  picturesMin: 1,
  /** Enough for yard, plant, machines and stock; few enough for one gallery. */
  picturesMax: 20,
  /** §5 input helper "integers of up to 3 digits": 0–999 factories. */
  factoriesMax: 999,
  employeesMax: 1_000_000,
  profileMax: 2000,
  /** Earliest plausible establishment year. */
  establishedFrom: '1800-01-01',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The latest date that is "today" somewhere on earth (UTC+14), so no user's today reads as the future. */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** A real calendar date (YYYY-MM-DD), not before 1800 and not in the future. */
export function isValidEstablishmentDate(text: string, now: Date = new Date()): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text) return false;
  return text >= SHOP_LIMITS.establishedFrom && text <= latestToday(now);
}

/** §5 "the factory number must be a valid count": a whole number 0–999 (the 3-digit input helper). */
export function isValidFactoriesNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= SHOP_LIMITS.factoriesMax;
}

const ZCount = (max: number, key: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number().refine((n) => Number.isInteger(n) && n >= 0 && n <= max, reason(key)),
  );

/** A shop picture: the fileId of the caller's image upload (fileType ask or picture). */
const ZPictureId = z.uuid();

const ZProfile = blankable(z.string().trim().max(SHOP_LIMITS.profileMax));

/**
 * `POST /app-v2/shop` (apply) and `PUT /app-v2/shop` (update or reapply). The profile is bilingual and optional:
 * the page shows the viewer's language and falls back to the other.
 */
export const ZShopRequest = z.object({
  companyPictures: z
    .array(ZPictureId)
    .refine((ids) => ids.length <= SHOP_LIMITS.picturesMax, reason('accounts.shop.errors.tooManyPictures'))
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
    .refine((ids) => ids.length >= SHOP_LIMITS.picturesMin, reason('accounts.shop.errors.picturesRequired')),
  factoriesNumber: ZCount(SHOP_LIMITS.factoriesMax, 'accounts.shop.errors.factoriesInvalid'),
  employeesNumber: ZCount(SHOP_LIMITS.employeesMax, 'accounts.shop.errors.employeesInvalid'),
  establishmentTime: z
    .preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim())
    .refine((v) => v !== '', reason('required'))
    .refine((v) => v === '' || isValidEstablishmentDate(v), reason('accounts.shop.errors.establishmentInvalid')),
  companyProfileZh: ZProfile,
  companyProfileEn: ZProfile,
});
export type TShopRequest = z.infer<typeof ZShopRequest>;

/**
 * What an edit does to the shop's status (decision, documented in the issue report):
 * - waiting stays waiting (the reviewer sees the new content; a reviewer holding the old version gets 110801);
 * - failed goes back to waiting (a reapplication, with a new §9 clock);
 * - ok stays ok when only the figures change (factories, employees, establishment time), but goes back to waiting
 *   when the pictures or the profile change: those are what the public page shows and staff review, and the
 *   public page keeps no unreviewed copy, so the shop is hidden until approved again.
 */
export function shopStatusAfterEdit(
  status: TShopStatus,
  changed: { pictures: boolean; profile: boolean },
): { status: TShopStatus; restartClock: boolean } {
  if (status === 'failed') return { status: 'waiting', restartClock: true };
  if (status === 'ok') {
    return changed.pictures || changed.profile ? { status: 'waiting', restartClock: true } : { status: 'ok', restartClock: false };
  }
  return { status: 'waiting', restartClock: false };
}

export const ZShopPicture = z.object({
  fileId: z.string(),
  url: z.string(),
  ext: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TShopPicture = z.infer<typeof ZShopPicture>;

/** A shop in full (/shop, /share-shop, /apply-shop and the staff queue). */
export const ZShop = z.object({
  shopId: z.string(),
  sellerId: z.string(),
  shopStatus: z.enum(SHOP_STATUSES),
  /** The reviewer's reason when failed; only the owner and staff see it. */
  failReason: z.string().nullable(),
  companyName: z.string().nullable(),
  companyEnglishName: z.string().nullable(),
  /** The profile in the viewer's language, falling back to the other one. */
  companyProfile: z.string(),
  companyProfileZh: z.string().nullable(),
  companyProfileEn: z.string().nullable(),
  companyPictures: z.array(ZShopPicture),
  factoriesNumber: z.number().int(),
  employeesNumber: z.number().int(),
  /** YYYY-MM-DD. */
  establishmentTime: z.string(),
  followerNum: z.number().int(),
  /** The viewer follows it (false for anonymous visitors). */
  followed: z.boolean(),
  /** The viewer owns it. */
  mine: z.boolean(),
  /** ISO 8601: when it last entered review, when that review is due (§9, 3 working days), when it was reviewed. */
  submittedAt: z.string(),
  dueAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  version: z.number().int(),
});
export type TShop = z.infer<typeof ZShop>;

/** `GET /app-v2/shop/{shopId}`: the shop and a page of the seller's live asks. */
export const ZShopPage = z.object({
  shop: ZShop,
  asks: z.object({ rows: z.array(ZAskCard), total: z.number().int() }),
});
export type TShopPage = z.infer<typeof ZShopPage>;

export const SHOP_ASKS_PAGE_MAX = 50;

export const ZShopPageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SHOP_ASKS_PAGE_MAX).default(20),
});

/** A shop in a list (/shop-list, /follow-shop). */
export const ZShopCard = z.object({
  shopId: z.string(),
  sellerId: z.string(),
  companyName: z.string().nullable(),
  companyEnglishName: z.string().nullable(),
  companyProfile: z.string(),
  coverUrl: z.string().nullable(),
  pictureNum: z.number().int(),
  factoriesNumber: z.number().int(),
  employeesNumber: z.number().int(),
  establishmentTime: z.string(),
  /** The seller's live asks. */
  activeAskNum: z.number().int(),
  followerNum: z.number().int(),
  followed: z.boolean(),
});
export type TShopCard = z.infer<typeof ZShopCard>;
export const ZShopCardPage = z.object({ rows: z.array(ZShopCard), total: z.number().int() });
export type TShopCardPage = z.infer<typeof ZShopCardPage>;

/** `GET /app-v2/shop/list` (public): approved shops, newest approval first, searchable by company name. */
export const ZShopListQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(SHOP_ASKS_PAGE_MAX).default(20),
  keyword: blankable(z.string().trim().max(100)),
});
export type TShopListQuery = z.infer<typeof ZShopListQuery>;

export const ZShopParams = z.object({ shopId: z.uuid() });
export const ZSellerShopParams = z.object({ sellerId: z.uuid() });

export const ZShopFollowResult = z.object({ shopId: z.string(), followed: z.boolean(), followerNum: z.number().int() });
export type TShopFollowResult = z.infer<typeof ZShopFollowResult>;

/** `GET /admin/shops/review`: the queue (waiting, oldest first, §9 due time) or one outcome. */
export const ZShopReviewQuery = ZPageQuery.extend({
  state: z.enum([...SHOP_STATUSES, 'all']).default('waiting'),
});
export type TShopReviewQuery = z.infer<typeof ZShopReviewQuery>;

export const ZShopReviewRow = ZShop.extend({
  sellerEmail: z.string().nullable(),
  sellerName: z.string(),
  overdue: z.boolean(),
});
export type TShopReviewRow = z.infer<typeof ZShopReviewRow>;
export const ZShopReviewPage = z.object({ rows: z.array(ZShopReviewRow), total: z.number().int() });

export const ZApproveShopRequest = z.object({ version: zPositiveInt4() });
export const ZRefuseShopRequest = z.object({ version: zPositiveInt4(), reason: ZReviewReason });

export const ZShopReviewed = z.object({ shopId: z.string(), shopStatus: z.enum(SHOP_STATUSES), version: z.number().int() });
