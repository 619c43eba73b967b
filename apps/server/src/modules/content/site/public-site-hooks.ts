import type { TLang } from '@scrapbridge/domain/i18n';
import type { TAppDeps } from '../../../app.ts';
import type { TDb } from '../../../db/client.ts';

/**
 * Extension points of the public site that other areas fill in, so the site module never imports them:
 * - page previews: the listings area registers the /share resolver (an ask's name and photo), shops /share-shop;
 * - sitemap.xml: the wiki adds its articles, shops may add theirs;
 * - /universe: the catalog area maps users.country_id (its dictionary ids) to ISO codes (catalog.routes.ts), the
 *   orders area supplies trade lanes from contracts (contracts/trade-lanes.ts), the shops area the public shops of
 *   verified companies (shops.routes.ts).
 * Decorated on the root instance by app.ts before the modules register, so every module sees the same object.
 */
export type TPageMeta = {
  /** The page's own title, without the brand (the renderer adds it). */
  title: string;
  description: string;
  /** A path on this site or an absolute URL; the default share image when absent. */
  image?: string | null;
  type?: 'website' | 'article';
};

export type TPageResolverContext = { deps: TAppDeps; lang: TLang; query: URLSearchParams };
/** Meta of one page from its query (e.g. ?slug=…); null when the query names nothing, so the path's default applies. */
export type TPageResolver = (ctx: TPageResolverContext) => Promise<TPageMeta | null>;

/** users.country_id values (dictionary ids owned by the catalog area) → ISO 3166-1 alpha-2 codes. */
export type TCountryCodeResolver = (db: TDb, countryIds: readonly number[]) => Promise<ReadonlyMap<number, string>>;
/** A port at the end of a lane: its UN/LOCODE, names and WGS 84 position (catalog reference data). */
export type TLanePort = { code: string; nameZh: string; nameEn: string; latitude: number; longitude: number };
/**
 * Countries (ISO alpha-2) a lane runs between, with its ports when both are known and placed; several lanes of one
 * country pair are added up by the site.
 */
export type TTradeLane = { from: string; to: string; weightMt: number; deals: number; fromPort?: TLanePort | null; toPort?: TLanePort | null };
/** Trade lanes between countries from concluded deals (orders area), bounded by the source. */
export type TTradeLaneSource = (db: TDb) => Promise<TTradeLane[]>;
/** A verified company's public shop (shops area): only what its shop page already shows to anyone. */
export type TPublicShop = { shopId: string; nameZh: string; nameEn: string; country: string };
export type TPublicShopSource = (db: TDb) => Promise<TPublicShop[]>;

/** Pages an area adds to sitemap.xml (wiki articles, later shops): paths on this site, bounded by the source. */
export type TSitemapEntry = { path: string; lastmod: Date | null };
export type TSitemapSource = (db: TDb) => Promise<TSitemapEntry[]>;

export type TPublicSiteHooks = {
  registerPage: (path: string, resolver: TPageResolver) => void;
  pageResolver: (path: string) => TPageResolver | undefined;
  registerSitemapSource: (source: TSitemapSource) => void;
  sitemapSources: () => readonly TSitemapSource[];
  countryCodes: TCountryCodeResolver | null;
  tradeLanes: TTradeLaneSource | null;
  publicShops: TPublicShopSource | null;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    publicSite: TPublicSiteHooks;
  }
}

/** Paths match the way the SPA's router does: case-insensitive, without a trailing slash. */
export function normalizePagePath(pathname: string): string {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (p || '/').toLowerCase();
}

export function createPublicSiteHooks(): TPublicSiteHooks {
  const pages = new Map<string, TPageResolver>();
  const sitemap: TSitemapSource[] = [];
  return {
    registerPage(path, resolver) {
      const key = normalizePagePath(path);
      if (pages.has(key)) throw new Error(`a page resolver for ${key} is already registered`);
      pages.set(key, resolver);
    },
    pageResolver: (path) => pages.get(normalizePagePath(path)),
    registerSitemapSource: (source) => void sitemap.push(source),
    sitemapSources: () => sitemap,
    countryCodes: null,
    tradeLanes: null,
    publicShops: null,
  };
}
