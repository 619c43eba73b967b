import { z } from 'zod';
import type { TLang } from './i18n.ts';
import { ZPageQuery } from './pagination.ts';
import { reason } from './validation.ts';

/**
 * The public site (§1 landing claims, §2 home sections and footer, §3 News item and Contact message, §5 Contact
 * form, §7 /contact/save): request and response shapes shared by the server and the web, and the pure rules behind
 * them.
 */

/** The text of `lang`, falling back to the other language when it is empty (staff may fill one language first). */
export function localized(lang: TLang, zh: string | null | undefined, en: string | null | undefined): string {
  const first = lang === 'zh' ? zh : en;
  const second = lang === 'zh' ? en : zh;
  return first?.trim() ? first : (second ?? '');
}

/** A path on this site ("/wiki-detail?slug=…"); "//host" is a protocol-relative URL to another host, not a path. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value);
}

/** A link staff may put on a news item: a path on this site or an http(s) URL (news may point to a press page). */
export function isSiteLink(value: string): boolean {
  if (isSitePath(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Images shown on the public site come only from our own files: a path on this site, or an absolute URL on one of
 * our origins (PUBLIC_URL, and the object-storage origin when files live there). Hot-linked images would leak
 * visitors to third parties and break when the other site changes.
 */
export function isOwnAssetUrl(value: string, ownOrigins: readonly string[]): boolean {
  if (isSitePath(value)) return true;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    return ownOrigins.some((origin) => {
      try {
        return new URL(origin).origin === url.origin;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** A calendar date "YYYY-MM-DD" that exists (2025-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** `{id}` of a staff route; a malformed id is a 1000 naming `id`, never a database error. */
export const ZIdParams = z.object({ id: z.string().uuid() });

// ---------------------------------------------------------------------------------------------------------------
// Countries (partner stories, /universe)

const regionNames: Record<TLang, Intl.DisplayNames> = {
  zh: new Intl.DisplayNames(['zh-CN'], { type: 'region' }),
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
};

/**
 * Codes the runtime names but that are not countries: user-assigned ranges (AA, QM–QZ, XA–XZ, ZZ "Unknown
 * Region") and CLDR groupings (EU, EZ, UN). Kosovo's XK is user-assigned but used as a country everywhere.
 */
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;

/** ISO 3166-1 alpha-2 code of a country or territory ("CN", "US"); "XX", "ZZ" and "EU" are not. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.test(code)) return false;
  try {
    return regionNames.en.of(code) !== code;
  } catch {
    return false;
  }
}

/** The country's name in zh or en from the runtime's CLDR data, so no country table has to be kept in sync. */
export function countryName(code: string, lang: TLang): string {
  if (!isCountryCode(code)) return code;
  return regionNames[lang].of(code) ?? code;
}

// ---------------------------------------------------------------------------------------------------------------
// Landing figures (§1) and site configuration (§2 footer, contact numbers per locale)

export const FIGURE_SUFFIXES = ['', '+', '%', '%+'] as const;

/**
 * One figure of the landing page. The defaults are the §1 claims (config.ts); LANDING_FIGURES replaces them.
 * `labelled: false` marks the §1 figures "shown without a label" (14+ and 1,400+).
 */
export const ZLandingFigureConfig = z.object({
  key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/),
  value: z.number().nonnegative().max(1e12),
  suffix: z.enum(FIGURE_SUFFIXES).default(''),
  unit: z.enum(['MT']).nullable().default(null),
  labelled: z.boolean().default(true),
  /** Labels for a figure the catalog does not know (an operator's own figure); known keys use site.figures.<key>. */
  labelZh: z.string().max(60).optional(),
  labelEn: z.string().max(60).optional(),
});
export type TLandingFigureConfig = z.infer<typeof ZLandingFigureConfig>;

/** "10,000+", "90%+", "300,000+ MT": the same digits in zh and en (the landing shows Arabic numerals in both). */
export function formatFigure(figure: { value: number; suffix: string; unit: string | null }): string {
  const digits = figure.value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return `${digits}${figure.suffix}${figure.unit ? ` ${figure.unit}` : ''}`;
}

export const ZLandingFigure = z.object({
  key: z.string(),
  value: z.number(),
  suffix: z.enum(FIGURE_SUFFIXES),
  unit: z.enum(['MT']).nullable(),
  /** Ready to show: "10,000+", "300,000+ MT". */
  display: z.string(),
  /** Null for the §1 figures shown without a label. */
  labelZh: z.string().nullable(),
  labelEn: z.string().nullable(),
});
export type TLandingFigure = z.infer<typeof ZLandingFigure>;

export const SOCIAL_KEYS = ['wechat', 'weibo', 'linkedin', 'facebook', 'x', 'youtube', 'instagram', 'whatsapp', 'email'] as const;
export const ZSocialLink = z.object({ key: z.enum(SOCIAL_KEYS), url: z.string().min(1).max(500) });
export type TSocialLink = z.infer<typeof ZSocialLink>;

/** `GET /app-v2/site/config` (public): what the landing page and footer need from configuration. */
export const ZSiteConfig = z.object({
  brand: z.object({ zh: z.string(), en: z.string() }),
  /** Brand of the caller's appLang: the page title (§2: the Chinese brand name in zh, the brand name otherwise). */
  brandName: z.string(),
  figures: z.array(ZLandingFigure),
  contact: z.object({
    /** The number of the caller's appLang (§2: contact numbers differ by locale). */
    phone: z.string(),
    phoneZh: z.string(),
    phoneEn: z.string(),
    email: z.string(),
  }),
  /** ICP record number; §2: the footer shows it in Chinese only. Null when not configured. */
  icpRecord: z.string().nullable(),
  icpUrl: z.string(),
  social: z.array(ZSocialLink),
  appStores: z.object({ ios: z.string().nullable(), android: z.string().nullable() }),
  links: z.object({ privacy: z.string(), terms: z.string() }),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

// ---------------------------------------------------------------------------------------------------------------
// News (§3 News item: coverUrl, title, tag, date, link, linkEn)

/** Tag codes; the web words them with site.news.tags.<tag>. */
export const NEWS_TAGS = ['platform', 'market', 'product', 'event', 'partner'] as const;
export type TNewsTag = (typeof NEWS_TAGS)[number];

const ZUrlField = (max = 1000) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || isSiteLink(v), reason('invalidFormat'))
    .nullish();

const ZDate = z.string().refine(isCalendarDate, reason('invalidFormat'));

export const ZNewsItem = z.object({
  id: z.string(),
  coverUrl: z.string().nullable(),
  /** Title in the caller's appLang; both languages follow. */
  title: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  tag: z.enum(NEWS_TAGS),
  /** "YYYY-MM-DD", the date shown on the card. */
  date: z.string(),
  /** Where the card leads in zh (§3 link); linkEn in en, falling back to link. */
  link: z.string().nullable(),
  linkEn: z.string().nullable(),
  published: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

export const ZNewsListQuery = ZPageQuery;

/** `POST /admin/site/news` and `PUT /admin/site/news/{id}` (staff): the whole item. */
export const ZNewsWriteRequest = z.object({
  coverUrl: ZUrlField(),
  titleZh: z.string().trim().min(1).max(200),
  titleEn: z.string().trim().min(1).max(200),
  tag: z.enum(NEWS_TAGS),
  date: ZDate,
  link: ZUrlField(),
  linkEn: ZUrlField(),
  published: z.boolean().default(false),
  /** Orders items of the same date (lower first). */
  sort: z.number().int().min(-10_000).max(10_000).default(0),
});
export type TNewsWriteRequest = z.infer<typeof ZNewsWriteRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Partner stories (§2 collaboration stories carousel)

export const ZPartnerStory = z.object({
  id: z.string(),
  company: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  countryName: z.string(),
  quote: z.string(),
  quoteZh: z.string(),
  quoteEn: z.string(),
  person: z.string(),
  role: z.string(),
  roleZh: z.string(),
  roleEn: z.string(),
  coverUrl: z.string().nullable(),
  published: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type TPartnerStory = z.infer<typeof ZPartnerStory>;

export const ZStoryWriteRequest = z.object({
  company: z.string().trim().min(1).max(200),
  country: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, reason('invalidValue')),
  quoteZh: z.string().trim().min(1).max(1000),
  quoteEn: z.string().trim().min(1).max(1000),
  person: z.string().trim().min(1).max(100),
  roleZh: z.string().trim().max(100).default(''),
  roleEn: z.string().trim().max(100).default(''),
  coverUrl: ZUrlField(),
  published: z.boolean().default(false),
  sort: z.number().int().min(-10_000).max(10_000).default(0),
});
export type TStoryWriteRequest = z.infer<typeof ZStoryWriteRequest>;

/** Stories are few and shown together; one bounded page serves the carousel and the staff list. */
export const STORIES_MAX = 50;

// ---------------------------------------------------------------------------------------------------------------
// Contact form (§3 Contact message, §5 "no validation", §7 POST /contact/save)

/**
 * §5 says the form does no validation and sends the values as entered, so the server accepts any text, blank
 * fields included, but bounds each field so one request cannot store megabytes.
 */
export const CONTACT_LIMITS = { realName: 100, company: 200, phone: 50, email: 254, message: 5000 } as const;
export const CONTACT_FIELDS = ['realName', 'company', 'phone', 'email', 'message'] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];

const ZContactText = (max: number) => z.string().max(max).nullish();

export const ZContactRequest = z
  .object({
    realName: ZContactText(CONTACT_LIMITS.realName),
    company: ZContactText(CONTACT_LIMITS.company),
    phone: ZContactText(CONTACT_LIMITS.phone),
    email: ZContactText(CONTACT_LIMITS.email),
    message: ZContactText(CONTACT_LIMITS.message),
  })
  .superRefine((v, ctx) => {
    // A form sent with every field blank has nothing staff could answer; it is refused (naming the message)
    // instead of filling the inbox with empty rows.
    if (contactIsBlank(v)) ctx.addIssue({ code: 'custom', path: ['message'], ...reason('required') });
  });
export type TContactRequest = z.infer<typeof ZContactRequest>;

export function contactIsBlank(v: Partial<Record<TContactField, string | null | undefined>>): boolean {
  return CONTACT_FIELDS.every((f) => !v[f]?.trim());
}

export const CONTACT_STATUSES = ['all', 'open', 'handled'] as const;

export const ZContactListQuery = ZPageQuery.extend({ status: z.enum(CONTACT_STATUSES).default('all') });
export type TContactListQuery = z.infer<typeof ZContactListQuery>;

export const ZContactMessage = z.object({
  id: z.string(),
  realName: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  /** The language the visitor used (appLang), so staff answer in it. */
  lang: z.enum(['zh', 'en']),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Set when a signed-in user sent it. */
  userId: z.string().nullable(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  /** E-mail of the staff member who marked it handled. */
  handledBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

// ---------------------------------------------------------------------------------------------------------------
// Universe (§2 /universe: where the market trades, from live data)

/** A port at one end of a trade lane: UN/LOCODE, names and WGS 84 position. */
export const ZUniversePort = z.object({ code: z.string(), nameZh: z.string(), nameEn: z.string(), latitude: z.number(), longitude: z.number() });
export type TUniversePort = z.infer<typeof ZUniversePort>;

/** Lanes and shops per answer at most: a busy market does not send thousands of arcs or dots. */
export const UNIVERSE_LIST_MAX = 200;

export const ZUniverse = z.object({
  countries: z.array(
    z.object({
      code: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      /** Verified sellers (userType Supplier) registered in the country. */
      sellers: z.number().int(),
      /** Verified buyers (userType Buyer) registered in the country. */
      buyers: z.number().int(),
    }),
  ),
  lanes: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      /** Contracted weight in MT, 3 decimals. */
      weightMt: z.number(),
      deals: z.number().int(),
    }),
  ),
  /**
   * The same deals port to port, where both ports are known and placed (UN/LOCODE reference data): what the map
   * draws. Never a party, a price or a date: tonnes and a count per lane.
   */
  routes: z
    .array(
      z.object({
        from: ZUniversePort,
        to: ZUniversePort,
        weightMt: z.number(),
        deals: z.number().int(),
      }),
    ),
  /** Verified companies with a public shop (what their shop page shows anyway), placed in their country. */
  shops: z.array(z.object({ shopId: z.string(), nameZh: z.string(), nameEn: z.string(), country: z.string() })),
  /** ISO 8601: when these numbers were computed (they are cached for a minute). */
  generatedAt: z.string(),
});
export type TUniverse = z.infer<typeof ZUniverse>;

// ---------------------------------------------------------------------------------------------------------------
// Crawlers (sitemap.xml, robots.txt)

/** §2 public pages worth indexing on their own (the others need query parameters or are app screens). */
export const SITEMAP_STATIC_PATHS = ['/', '/wiki', '/news', '/about-us', '/download', '/mobile', '/videoX', '/universe', '/market-price'] as const;

/**
 * §2 routes that need a login token (and the staff console): crawlers get nothing there but a redirect to /.
 * robots.txt matches by prefix, so "/shop" also covers /shop-list (signed in) but not /share-shop (public).
 */
export const SIGNED_IN_PATHS = [
  '/test', '/order-list', '/order-detail', '/edit', '/publish', '/market-price-index', '/login', '/account', '/sms',
  '/role', '/askList', '/quoteList', '/recommendList', '/view-detail', '/detail', '/buyer-request', '/buyer-edit-mobile',
  '/customer', '/shop', '/apply-shop', '/follow-shop', '/deal-detail/', '/feedback', '/select-claim', '/claim-',
  '/buyer-credit', '/staff',
] as const;

/** Gateway prefixes of the API (§7) and the API's own description: no page content there. */
export const API_PATH_PREFIXES = ['/app-v2/', '/app-v3/', '/saas-v1/', '/ai-system/', '/ai-chat/', '/app-future/', '/admin/', '/recycle', '/docs'] as const;
