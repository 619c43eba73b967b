/**
 * The one HTTP client (§7, §8). Design:
 *
 * - `request()` never rejects. It resolves to a `TApiResult`: `{ success: true, data }` for code 200, otherwise
 *   `{ success: false, code, msg, data: null }`. Transport failures (network down, 120 s timeout) resolve the same
 *   way with `transport` set — §8 "Transport errors become a failure object with success false and empty data".
 * - The §8 reactions (toasts, 401 → clear session and go home) happen here, once, so screens never repeat them.
 *   A caller that words a code itself passes `quiet` (all codes, or a list) to silence the toast; the 401 reaction
 *   is never silenced.
 * - `data()` is the TanStack Query adapter: it returns `data` or throws `ApiError` carrying the failure object,
 *   so queries and mutations get a rejected promise while the reaction has already been shown.
 *
 * Everything the client touches outside itself (fetch, cookies, storage, toasts, navigation) comes in through
 * `TApiClientDeps`, which keeps the rules testable in node; `api` at the bottom is the app's wired instance.
 */
import { type TEnvelope } from '@scrapbridge/domain/api';
import { prefixPath } from '@scrapbridge/domain/api-prefix';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { appLangFor, languageTypeFor, type TLang } from '@scrapbridge/domain/i18n';
import { CLIENT_API_VERSION, REQUEST_TIMEOUT_MS } from '@scrapbridge/domain/constants';
import type { TMarket } from '@scrapbridge/domain/market';
import { toast, type TToastKind } from './toast.ts';
import { browserId, readCachedUser, readMarketType } from './storage.ts';
import { clearSession, getAiToken, getToken } from './session.ts';
import { currentLang, t } from './i18n.ts';
import { navigateTo } from './navigation.ts';

export const PLATFORM = 'recycle-web';

export type TFieldError = { field: string; message: string };

export type TApiSuccess<T> = { success: true; code: 200; msg: string; data: T };
export type TApiFailure = {
  success: false;
  /** Envelope code, or the HTTP status when the answer was not an envelope; 0 when no answer came. */
  code: number;
  /** Localized text that describes the failure (the server's msg, or the catalog's wording of the code). */
  msg: string;
  data: null;
  /** Set when no usable answer arrived. */
  transport?: 'network' | 'timeout' | 'aborted';
  /** The envelope's `data` on failure (e.g. `{ errors: [...] }` for 1000, `{ resendAfter }` for 1005). */
  detail?: unknown;
  /** `data.errors` of a 1000 answer. */
  fieldErrors?: TFieldError[];
};
export type TApiResult<T> = TApiSuccess<T> | TApiFailure;

export class ApiError extends Error {
  readonly code: number;
  readonly failure: TApiFailure;
  constructor(failure: TApiFailure) {
    super(failure.msg);
    this.name = 'ApiError';
    this.code = failure.code;
    this.failure = failure;
  }
}

export type TQuery = Record<string, string | number | boolean | null | undefined>;

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
  query?: TQuery;
  /** A plain value is sent as JSON; FormData goes as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** true: no toast at all; a list: no toast for these codes (the caller words them). */
  quiet?: boolean | readonly number[];
  /**
   * Extra headers for this call only (e.g. `Idempotency-Key` on the quote actions). They are added to the §7 headers
   * and cannot replace them: the session, language and market always come from the client's context.
   */
  headers?: Readonly<Record<string, string>>;
};

export type TRequestContext = {
  token: string | null;
  browserId: string;
  accountId: string;
  lang: TLang;
  market: TMarket;
  aiToken: string | null;
};

export type TApiClientDeps = {
  fetch: typeof fetch;
  context: () => TRequestContext;
  notify: (kind: TToastKind, text: string) => void;
  t: (key: string, params?: Record<string, string | number>) => string;
  /** 401: the session is gone (clear it and go to /). */
  onUnauthorized: () => void;
  timeoutMs?: number;
};

const LOGIN_PATH = /\/account\/login$/;

/** §7 headers for one (already prefixed) path. */
export function requestHeaders(prefixedPath: string, ctx: TRequestContext): Record<string, string> {
  const isLogin = LOGIN_PATH.test(prefixedPath);
  let authorization = ctx.token && !isLogin ? `Bearer ${ctx.token}` : '';
  // §7: /ai-system calls carry the AI token cookie. The original's built-in fallback token is not shipped
  // (no secret in the bundle); our server accepts the user's session there instead.
  if (prefixedPath.startsWith('/ai-system') && ctx.aiToken) authorization = `Bearer ${ctx.aiToken}`;
  return {
    Accept: 'application/json',
    version: CLIENT_API_VERSION,
    browser: ctx.browserId,
    platform: PLATFORM,
    Authorization: authorization,
    accountId: ctx.accountId,
    languageType: languageTypeFor(ctx.lang),
    appLang: appLangFor(ctx.lang),
    market: isLogin ? '' : ctx.market,
  };
}

export function buildUrl(path: string, query?: TQuery): string {
  const prefixed = prefixPath(path);
  if (!query) return prefixed;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.append(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${prefixed}${prefixed.includes('?') ? '&' : '?'}${qs}` : prefixed;
}

type TLooseEnvelope = Partial<TEnvelope<unknown>> & { code: number; message?: string; rows?: unknown; total?: unknown };

function asEnvelope(body: unknown): TLooseEnvelope | null {
  return body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'number'
    ? (body as TLooseEnvelope)
    : null;
}

function fieldErrorsOf(data: unknown): TFieldError[] | undefined {
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return undefined;
  return errors.filter(
    (e): e is TFieldError =>
      !!e && typeof e === 'object' && typeof (e as TFieldError).field === 'string' && typeof (e as TFieldError).message === 'string',
  );
}

export function createApiClient(deps: TApiClientDeps) {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  function isQuiet(options: TRequestOptions, code: number): boolean {
    if (options.quiet === true) return true;
    return Array.isArray(options.quiet) && options.quiet.includes(code);
  }

  function codeText(code: number, serverMsg?: string | null): string {
    if (serverMsg) return serverMsg;
    const key = `errors.${code}`;
    const text = deps.t(key);
    return text && text !== key ? text : deps.t('errors.500');
  }

  /** §8 reactions for every non-200 answer. */
  function react(code: number, serverMsg: string | null, detail: unknown, options: TRequestOptions, hadToken: boolean): TApiFailure {
    const failure: TApiFailure = { success: false, code, msg: codeText(code, serverMsg), data: null };
    if (detail !== undefined && detail !== null) failure.detail = detail;
    const fieldErrors = fieldErrorsOf(detail);
    if (fieldErrors) failure.fieldErrors = fieldErrors;
    const say = (kind: TToastKind, text: string) => {
      if (!isQuiet(options, code)) deps.notify(kind, text);
    };
    switch (code) {
      case ErrorCode.Unauthorized:
        deps.onUnauthorized();
        if (hadToken) say('warning', deps.t('errors.401'));
        break;
      case ErrorCode.Validation:
        say('warning', failure.msg);
        break;
      case ErrorCode.StaleData:
        failure.msg = deps.t('errors.110801');
        say('warning', failure.msg);
        break;
      case ErrorCode.UploadTooLarge:
        failure.msg = deps.t('errors.403');
        say('warning', failure.msg);
        break;
      case 502: {
        // §8: show the server's message and answer with "the product is being upgraded".
        const upgrading = deps.t('common.upgrading');
        say('error', serverMsg ? `${serverMsg} ${upgrading}` : upgrading);
        failure.msg = upgrading;
        break;
      }
      default:
        say('error', failure.msg);
    }
    return failure;
  }

  async function request<T>(path: string, options: TRequestOptions = {}): Promise<TApiResult<T>> {
    const url = buildUrl(path, options.query);
    const ctx = deps.context();
    const headers = { ...options.headers, ...requestHeaders(url.split('?')[0] ?? url, ctx) };
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (typeof FormData !== 'undefined' && options.body instanceof FormData) body = options.body;
      else {
        body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
    }

    // 120 s timeout (§7) joined with the caller's signal (TanStack Query cancels on unmount).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    if (options.signal) {
      if (options.signal.aborted) controller.abort();
      else options.signal.addEventListener('abort', onCallerAbort, { once: true });
    }

    let status: number;
    let parsed: unknown = null;
    try {
      const res = await deps.fetch(url, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body: body ?? null,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      status = res.status;
      const text = await res.text();
      if (text) {
        try {
          parsed = JSON.parse(text) as unknown;
        } catch {
          parsed = null;
        }
      }
    } catch {
      if (options.signal?.aborted && !timedOut) {
        return { success: false, code: 0, msg: deps.t('common.cancel'), data: null, transport: 'aborted' };
      }
      return transportFailure(timedOut ? 'timeout' : 'network', options);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }

    return settle<T>(status, parsed, options, !!ctx.token);
  }

  /**
   * An answer (HTTP status and parsed body) → the result, with the §8 reaction shown. Shared with the upload
   * helper (lib/upload.ts), whose XMLHttpRequest gets the same treatment as fetch.
   */
  function settle<T>(status: number, parsed: unknown, options: TRequestOptions, hadToken: boolean): TApiResult<T> {
    const env = asEnvelope(parsed);
    const serverMsg = env ? (env.msg ?? env.message ?? null) || null : null;
    if (status === 502 || env?.code === 502) return react(502, serverMsg, env?.data, options, hadToken);
    if (!env) {
      // Not our envelope (proxy page, empty body): word it by the HTTP status.
      const code = status >= 200 && status < 300 ? ErrorCode.Internal : status;
      return react(code, null, undefined, options, hadToken);
    }
    if (env.code === ErrorCode.Ok) {
      // §7 "Response fields read: code, msg or message, data, rows": old-style lists put rows beside code.
      const data = env.data !== undefined ? env.data : env.rows !== undefined ? { rows: env.rows, total: env.total } : null;
      return { success: true, code: 200, msg: serverMsg ?? '', data: data as T };
    }
    return react(env.code, serverMsg, env.data, options, hadToken);
  }

  /** No usable answer: the network failed or the time ran out (§8 "Transport errors become a failure object"). */
  function transportFailure(kind: 'network' | 'timeout', options: Pick<TRequestOptions, 'quiet'> = {}): TApiFailure {
    const msg = deps.t(kind === 'timeout' ? 'common.timeout' : 'common.networkError');
    if (options.quiet !== true) deps.notify('error', msg);
    return { success: false, code: 0, msg, data: null, transport: kind };
  }

  async function data<T>(path: string, options: TRequestOptions = {}): Promise<T> {
    const result = await request<T>(path, options);
    if (result.success) return result.data;
    throw new ApiError(result);
  }

  return {
    request,
    data,
    settle,
    transportFailure,
    context: deps.context,
    timeoutMs,
    get: <T>(path: string, query?: TQuery, options: Omit<TRequestOptions, 'method' | 'query'> = {}) =>
      request<T>(path, { ...options, method: 'GET', ...(query ? { query } : {}) }),
    post: <T>(path: string, body: unknown = {}, options: Omit<TRequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body: unknown = {}, options: Omit<TRequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    del: <T>(path: string, options: Omit<TRequestOptions, 'method'> = {}) => request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type TApiClient = ReturnType<typeof createApiClient>;
// ---- The app's instance -------------------------------------------------------------------------------------


export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  context: () => ({
    token: getToken(),
    browserId: browserId(),
    accountId: readCachedUser()?.id ?? '',
    lang: currentLang(),
    market: readMarketType(),
    aiToken: getAiToken(),
  }),
  notify: (kind, text) => void toast(kind, text),
  t,
  onUnauthorized: () => {
    // §4 Login / §8: a 401 clears the token and profile, the status becomes logged out, and the user goes to /.
    clearSession();
    navigateTo('/', { replace: true });
  },
});
