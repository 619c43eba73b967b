/**
 * The zh/en catalogs shared by the server (localized `msg`, §7) and the web (every text on screen).
 * One folder per namespace under ./i18n (add a namespace here when an area needs one), each with zh.json and en.json holding the same keys
 * (a unit test and the before-stop hook check it). Interpolation uses i18next's `{{name}}` syntax.
 */
import commonEn from './i18n/common/en.json' with { type: 'json' };
import commonZh from './i18n/common/zh.json' with { type: 'json' };
import errorsEn from './i18n/errors/en.json' with { type: 'json' };
import errorsZh from './i18n/errors/zh.json' with { type: 'json' };
import fieldsEn from './i18n/fields/en.json' with { type: 'json' };
import fieldsZh from './i18n/fields/zh.json' with { type: 'json' };
import authEn from './i18n/auth/en.json' with { type: 'json' };
import authZh from './i18n/auth/zh.json' with { type: 'json' };
import shellEn from './i18n/shell/en.json' with { type: 'json' };
import shellZh from './i18n/shell/zh.json' with { type: 'json' };
import staffEn from './i18n/staff/en.json' with { type: 'json' };
import staffZh from './i18n/staff/zh.json' with { type: 'json' };
import homeEn from './i18n/home/en.json' with { type: 'json' };
import homeZh from './i18n/home/zh.json' with { type: 'json' };
import messagesEn from './i18n/messages/en.json' with { type: 'json' };
import messagesZh from './i18n/messages/zh.json' with { type: 'json' };
import listingsEn from './i18n/listings/en.json' with { type: 'json' };
import listingsZh from './i18n/listings/zh.json' with { type: 'json' };
import siteEn from './i18n/site/en.json' with { type: 'json' };
import siteZh from './i18n/site/zh.json' with { type: 'json' };
import accountsEn from './i18n/accounts/en.json' with { type: 'json' };
import accountsZh from './i18n/accounts/zh.json' with { type: 'json' };
import negotiationEn from './i18n/negotiation/en.json' with { type: 'json' };
import negotiationZh from './i18n/negotiation/zh.json' with { type: 'json' };
import shopsEn from './i18n/shops/en.json' with { type: 'json' };
import shopsZh from './i18n/shops/zh.json' with { type: 'json' };
import ordersEn from './i18n/orders/en.json' with { type: 'json' };
import ordersZh from './i18n/orders/zh.json' with { type: 'json' };
import documentsEn from './i18n/documents/en.json' with { type: 'json' };
import documentsZh from './i18n/documents/zh.json' with { type: 'json' };
import paymentsEn from './i18n/payments/en.json' with { type: 'json' };
import paymentsZh from './i18n/payments/zh.json' with { type: 'json' };
import shipmentsEn from './i18n/shipments/en.json' with { type: 'json' };
import shipmentsZh from './i18n/shipments/zh.json' with { type: 'json' };
import operationsEn from './i18n/operations/en.json' with { type: 'json' };
import operationsZh from './i18n/operations/zh.json' with { type: 'json' };
import pricingEn from './i18n/pricing/en.json' with { type: 'json' };
import pricingZh from './i18n/pricing/zh.json' with { type: 'json' };
import claimsEn from './i18n/claims/en.json' with { type: 'json' };
import claimsZh from './i18n/claims/zh.json' with { type: 'json' };
import claimFilesEn from './i18n/claimFiles/en.json' with { type: 'json' };
import claimFilesZh from './i18n/claimFiles/zh.json' with { type: 'json' };
import afterSalesEn from './i18n/afterSales/en.json' with { type: 'json' };
import afterSalesZh from './i18n/afterSales/zh.json' with { type: 'json' };
import fixingEn from './i18n/fixing/en.json' with { type: 'json' };
import fixingZh from './i18n/fixing/zh.json' with { type: 'json' };
import reportsEn from './i18n/reports/en.json' with { type: 'json' };
import reportsZh from './i18n/reports/zh.json' with { type: 'json' };
import dealIndexEn from './i18n/dealIndex/en.json' with { type: 'json' };
import dealIndexZh from './i18n/dealIndex/zh.json' with { type: 'json' };
import futuresEn from './i18n/futures/en.json' with { type: 'json' };
import futuresZh from './i18n/futures/zh.json' with { type: 'json' };
import albumEn from './i18n/album/en.json' with { type: 'json' };
import albumZh from './i18n/album/zh.json' with { type: 'json' };
import aiChatEn from './i18n/aiChat/en.json' with { type: 'json' };
import aiChatZh from './i18n/aiChat/zh.json' with { type: 'json' };
import aiToolsEn from './i18n/aiTools/en.json' with { type: 'json' };
import aiToolsZh from './i18n/aiTools/zh.json' with { type: 'json' };
import supportEn from './i18n/support/en.json' with { type: 'json' };
import supportZh from './i18n/support/zh.json' with { type: 'json' };
import buyerRequestsEn from './i18n/buyerRequests/en.json' with { type: 'json' };
import buyerRequestsZh from './i18n/buyerRequests/zh.json' with { type: 'json' };

export const LANGS = ['zh', 'en'] as const;
export type TLang = (typeof LANGS)[number];

type TCatalog = Record<string, Record<string, unknown>>;

export const catalogs: Record<TLang, TCatalog> = {
  zh: { common: commonZh, errors: errorsZh, fields: fieldsZh, auth: authZh, shell: shellZh, staff: staffZh, home: homeZh, messages: messagesZh, listings: listingsZh, site: siteZh, accounts: accountsZh, shops: shopsZh, negotiation: negotiationZh, orders: ordersZh, documents: documentsZh, payments: paymentsZh, shipments: shipmentsZh, operations: operationsZh, pricing: pricingZh, claims: claimsZh, claimFiles: claimFilesZh, afterSales: afterSalesZh, fixing: fixingZh, reports: reportsZh, dealIndex: dealIndexZh, futures: futuresZh, album: albumZh, buyerRequests: buyerRequestsZh, support: supportZh, aiTools: aiToolsZh, aiChat: aiChatZh },
  en: { common: commonEn, errors: errorsEn, fields: fieldsEn, auth: authEn, shell: shellEn, staff: staffEn, home: homeEn, messages: messagesEn, listings: listingsEn, site: siteEn, accounts: accountsEn, shops: shopsEn, negotiation: negotiationEn, orders: ordersEn, documents: documentsEn, payments: paymentsEn, shipments: shipmentsEn, operations: operationsEn, pricing: pricingEn, claims: claimsEn, claimFiles: claimFilesEn, afterSales: afterSalesEn, fixing: fixingEn, reports: reportsEn, dealIndex: dealIndexEn, futures: futuresEn, album: albumEn, buyerRequests: buyerRequestsEn, support: supportEn, aiTools: aiToolsEn, aiChat: aiChatEn },
};

/** `appLang` header (zh-CN | en-US, §7) → catalog language; anything unknown falls back to English. */
export function langFromAppLang(appLang: string | undefined | null): TLang {
  return appLang && appLang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function appLangFor(lang: TLang): 'zh-CN' | 'en-US' {
  return lang === 'zh' ? 'zh-CN' : 'en-US';
}

/** `languageType` header and account field (§7): China | English. */
export function languageTypeFor(lang: TLang): 'China' | 'English' {
  return lang === 'zh' ? 'China' : 'English';
}

function lookup(lang: TLang, key: string): string | undefined {
  const dot = key.indexOf('.');
  if (dot < 0) return undefined;
  const ns = catalogs[lang][key.slice(0, dot)];
  let node: unknown = ns;
  for (const part of key.slice(dot + 1).split('.')) {
    if (node && typeof node === 'object' && part in (node as Record<string, unknown>)) {
      node = (node as Record<string, unknown>)[part];
    } else {
      return undefined;
    }
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side translation: `ns.key` with `{{param}}` interpolation; a missing key returns the key itself. */
export function translate(lang: TLang, key: string, params?: Record<string, string | number>): string {
  const template = lookup(lang, key) ?? lookup('en', key) ?? key;
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}

/** Flattened key list of one language, for the catalog parity test. */
export function flatKeys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
