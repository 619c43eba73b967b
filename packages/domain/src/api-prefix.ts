// zod-free on purpose: the web client's first load needs the prefix rules, not the schemas.

/** Gateway prefixes the server serves as they are (§7, ARCHITECTURE.md). */
export const PREFIX = {
  app: '/app-v2',
  appV3: '/app-v3',
  saas: '/saas-v1',
  ai: '/ai-system',
  chat: '/ai-chat',
  future: '/app-future',
} as const;

/** Paths (without prefix) that go to /saas-v1: login, market-price and category-group calls (§7). */
const SAAS_PATHS = [/^\/account\/login$/, /^\/market-price(\/|$)/, /^\/marketPrice(\/|$)/, /^\/category-group(\/|$)/, /^\/categoryGroup(\/|$)/];
const AI_PATHS = [/^\/file\/upload$/, /^\/recognition(\/|$)/, /^\/similarity(\/|$)/];
const CHAT_PATHS = [/^\/chat(\/|$)/];
const FUTURE_PATHS = [/^\/futures?(\/|$)/];
const ADMIN_PATHS = [/^\/admin(\/|$)/];
const V3_PATHS: RegExp[] = [];

/**
 * §7 path prefixing, used by the web client; the server registers its routes under the same prefixes.
 * Paths starting with /recycle and admin paths are left as they are; everything else gets /app-v2.
 */
export function prefixPath(path: string): string {
  if (/^\/(recycle|app-v2|app-v3|saas-v1|ai-system|ai-chat|app-future)(\/|$)/.test(path)) return path;
  if (ADMIN_PATHS.some((r) => r.test(path))) return path;
  if (FUTURE_PATHS.some((r) => r.test(path))) return PREFIX.future + path;
  if (SAAS_PATHS.some((r) => r.test(path))) return PREFIX.saas + path;
  if (CHAT_PATHS.some((r) => r.test(path))) return PREFIX.chat + path;
  if (AI_PATHS.some((r) => r.test(path))) return PREFIX.ai + path;
  if (V3_PATHS.some((r) => r.test(path))) return PREFIX.appV3 + path;
  return PREFIX.app + path;
}

/** `data` of calls that answer with nothing but the code (logout, editAccount). */
