/**
 * Local storage, with the keys exactly as §3 names them. Everything goes through `store`, which falls back to
 * memory when localStorage is missing or refuses writes (private mode, quota, unit tests in node).
 */
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import type { TCurrentUser } from '@scrapbridge/domain/user';

export const STORAGE_KEYS = {
  /** Cached profile from GET /getInfo (§3 "Profile data is cached locally"). */
  userInfo: 'userInfo',
  /** 'zh' | 'en'. */
  lang: 'lang',
  /** The market the user is looking at: 'intl' | 'cn'; sent as the `market` header. */
  marketType: 'marketType',
  /** The unit in effect, 'MT' | 'LBS'; mirrors the account's weightType (forced to MT in the China market). */
  weightType: 'weightType',
  /** The unit chosen before entering the China market, restored on leaving it (§4 Market switch). */
  oldWeightType: 'oldWeightType',
  /** The unit screens display weights in; always written together with weightType, so both agree. */
  weightUnit: 'weightUnit',
  /** Browser id: a random UUID generated once, sent as the `browser` header. */
  version: 'version',
  /** The last list screen visited (/quoteList, /askList, /order-list …), so detail screens can go back to it. */
  listPath: 'ListPath',
} as const;

export type TStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const memory = new Map<string, string>();

function backing(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const store = {
  get(key: TStorageKey): string | null {
    const s = backing();
    try {
      if (s) return s.getItem(key);
    } catch {
      /* fall through to memory */
    }
    return memory.get(key) ?? null;
  },
  set(key: TStorageKey, value: string): void {
    memory.set(key, value);
    try {
      backing()?.setItem(key, value);
    } catch {
      /* quota or private mode: the memory copy still serves this page */
    }
  },
  remove(key: TStorageKey): void {
    memory.delete(key);
    try {
      backing()?.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

/** §3 lang; default: 'zh' when the browser language starts with zh, else 'en'. */
export function defaultLang(browserLanguage: string | undefined): TLang {
  return browserLanguage && browserLanguage.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function readLang(): TLang {
  const stored = store.get(STORAGE_KEYS.lang);
  if (stored === 'zh' || stored === 'en') return stored;
  return defaultLang(typeof navigator === 'undefined' ? undefined : navigator.language);
}

export function writeLang(lang: TLang): void {
  store.set(STORAGE_KEYS.lang, lang);
  rememberLangForServer(lang);
}

/**
 * The reader's language in the `lang` cookie as well, so the server writes a page's first paint (the landing's hero)
 * and preloads its texts in it: a page request carries no app storage. Written at start too, for a language chosen
 * before the cookie existed.
 */
export function rememberLangForServer(lang: TLang): void {
  if (typeof document === 'undefined' || new RegExp(`(^|;\\s*)lang=${lang}(;|$)`).test(document.cookie)) return;
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}

export function readMarketType(): TMarket {
  return store.get(STORAGE_KEYS.marketType) === 'cn' ? 'cn' : 'intl';
}

export function writeMarketType(market: TMarket): void {
  store.set(STORAGE_KEYS.marketType, market);
}

function asUnit(value: string | null): TWeightUnit | null {
  return value === 'MT' || value === 'LBS' ? value : null;
}

export type TStoredUnits = { weightUnit: TWeightUnit; oldWeightUnit: TWeightUnit | null };

export function readUnits(): TStoredUnits {
  return {
    weightUnit: asUnit(store.get(STORAGE_KEYS.weightType)) ?? 'MT',
    oldWeightUnit: asUnit(store.get(STORAGE_KEYS.oldWeightType)),
  };
}

export function writeUnits(units: TStoredUnits): void {
  store.set(STORAGE_KEYS.weightType, units.weightUnit);
  store.set(STORAGE_KEYS.weightUnit, units.weightUnit);
  if (units.oldWeightUnit) store.set(STORAGE_KEYS.oldWeightType, units.oldWeightUnit);
  else store.remove(STORAGE_KEYS.oldWeightType);
}

function randomId(): string {
  const c = typeof crypto === 'undefined' ? undefined : crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // randomUUID needs a secure context; plain-http LAN addresses still get a v4-shaped random id.
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser id (§3 `version`): generated once, then kept. */
export function browserId(): string {
  const existing = store.get(STORAGE_KEYS.version);
  if (existing) return existing;
  const id = randomId();
  store.set(STORAGE_KEYS.version, id);
  return id;
}

export function readCachedUser(): TCurrentUser | null {
  const raw = store.get(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && 'id' in parsed ? (parsed as TCurrentUser) : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: TCurrentUser): void {
  store.set(STORAGE_KEYS.userInfo, JSON.stringify(user));
}

export function rememberListPath(pathWithSearch: string): void {
  store.set(STORAGE_KEYS.listPath, pathWithSearch);
}
