/**
 * The typed client over the API contract (packages/domain/src/contract): every call names a declared route, so the
 * path, the method, what is sent and what comes back are the contract's — no path strings and no hand-written answer
 * types in features. Query keys derive from the declaration too: `[area, name, lang, input]`, so `[area]` refreshes
 * everything an area shows, and a key changes with the language (answers carry localized texts).
 *
 * Feature code imports an area's routes from `@scrapbridge/domain/contract/routes/<area>` (generated: methods and paths
 * only, typed as that area of the full contract), never the contract files themselves: those carry the zod schemas,
 * and one module per area keeps a page's bundle to the areas it calls.
 *
 *   import { quotesRoutes } from '@scrapbridge/domain/contract/routes/quotes';
 *   const quote = await callRoute(quotesRoutes.get, { params: { quoteId } });
 *   useQuery(routeQuery(quotesRoutes.inquiries, { query: { tab, pageNum, pageSize } }));
 */
import { queryOptions } from '@tanstack/react-query';
import { fillPath, type TRoute, type TRouteData, type TRouteInput } from '@scrapbridge/domain/contract/define-route';
import { api, ApiError, buildUrl, requestHeaders, type TApiResult, type TQuery, type TRequestOptions } from './api-client.ts';
import { uploadWithProgress, type TUploadOptions } from './upload.ts';
import { currentLang } from './i18n.ts';

export type TCallOptions = Pick<TRequestOptions, 'signal' | 'quiet' | 'headers'>;

type TAnyInput = { params?: unknown; query?: unknown; body?: unknown };

/** The request a route and its input make, for the one HTTP client (api-client.ts). */
function requestOf(route: TRoute, input: TAnyInput, options: TCallOptions): [string, TRequestOptions] {
  const path = fillPath(route.path, input.params as Record<string, unknown> | undefined);
  const req: TRequestOptions = { ...options, method: route.method };
  if (input.query) req.query = input.query as TQuery;
  if (input.body !== undefined) req.body = input.body;
  return [path, req];
}

/** Calls a route; resolves to the envelope's `data`, rejects with ApiError (the §8 reaction already shown). */
export function callRoute<D extends TRoute>(route: D, input: TRouteInput<D>, options: TCallOptions = {}): Promise<TRouteData<D>> {
  // The answer's type comes from the route's declaration (the function's return type), never written by a caller.
  return api.data(...requestOf(route, input as TAnyInput, options));
}

/** Calls a route and resolves to the result object, never rejecting: for forms that word a refusal themselves. */
export function requestRoute<D extends TRoute>(route: D, input: TRouteInput<D>, options: TCallOptions = {}): Promise<TApiResult<TRouteData<D>>> {
  return api.request<TRouteData<D>>(...requestOf(route, input as TAnyInput, options));
}

/** The address of a route, for links the browser opens itself (downloads, previews, uploads with progress). */
export function routeUrl<D extends TRoute>(route: D, input: Pick<TRouteInput<D>, 'params' | 'query'>): string {
  const { params, query } = input as TAnyInput;
  return buildUrl(fillPath(route.path, params as Record<string, unknown> | undefined), query as TQuery | undefined);
}

/**
 * A multipart upload with progress to a declared route (lib/upload.ts): resolves to the result object with the route's
 * answer type, never rejecting.
 */
export function uploadRoute<D extends TRoute>(
  route: D,
  input: Pick<TRouteInput<D>, 'params'>,
  form: FormData,
  options: TUploadOptions = {},
): Promise<TApiResult<TRouteData<D>>> {
  return uploadWithProgress<TRouteData<D>>(routeUrl(route, input), form, options);
}

/**
 * Sends a declared route whose answer is a stream (Server-Sent Events on a POST, as the chat answers) and resolves to
 * the raw Response for the caller to read; the body is the contract's, the headers the client's (§7). A refusal
 * before the stream starts is the usual envelope, which the caller reads from the same Response.
 */
export function streamRoute<D extends TRoute>(route: D, input: TRouteInput<D>, options: { signal: AbortSignal; accept: string }): Promise<Response> {
  const { params, query, body } = input as TAnyInput;
  const url = buildUrl(fillPath(route.path, params as Record<string, unknown> | undefined), query as TQuery | undefined);
  return fetch(url, {
    method: route.method,
    headers: { ...requestHeaders(url.split('?')[0] ?? url, api.context()), Accept: options.accept, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

/** The name a download is saved under: the server's Content-Disposition name, else the caller's fallback. */
const fileNameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Downloads what a declared file route answers (a PDF, a CSV, a spreadsheet) and hands it to the browser under its
 * name. A plain link cannot carry the session header, so the file is fetched with the §7 headers (the reader's
 * language among them: exports are written in it). An answer that is not of the `accept` type is the §7 envelope of
 * a refusal: it gets the client's §8 reaction and rejects with ApiError, as callRoute does.
 */
export async function downloadRoute<D extends TRoute>(
  route: D,
  input: Pick<TRouteInput<D>, 'params' | 'query'>,
  file: { accept: string; fileName: string },
): Promise<void> {
  const url = routeUrl(route, input);
  const res = await fetch(url, { headers: { ...requestHeaders(url.split('?')[0] ?? url, api.context()), Accept: file.accept }, credentials: 'same-origin' });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const parsed: unknown = await res.json().catch(() => null);
    const result = api.settle<never>(res.status, parsed, {}, true);
    throw new ApiError(result.success ? { success: false, code: 500, msg: '', data: null } : result);
  }
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res.headers.get('content-disposition'), file.fileName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Key of everything an area shows: invalidate it after a change that touches the area's lists and details. */
export function areaKey(area: TRoute['area']): readonly [string] {
  return [area] as const;
}

/**
 * The query key of a route with its input; the language is part of it (answers carry localized texts). A read sent as
 * POST carries its question in the body, so the body joins the key and different questions are cached apart.
 */
export function routeKey<D extends TRoute>(route: D, input?: Pick<TRouteInput<D>, 'params' | 'query'> & { body?: unknown }): readonly unknown[] {
  const { params, query, body } = (input ?? {}) as TAnyInput;
  const key = [route.area, route.name, currentLang(), params ?? null, query ?? null];
  return body === undefined ? key : [...key, body];
}

/**
 * Query options of a read (a GET, or a POST that asks a question in its body): key and fetcher from the contract; the caller adds what is its own (staleTime,
 * placeholderData …) by spreading.
 */
export function routeQuery<D extends TRoute>(route: D, input: TRouteInput<D>, options: Omit<TCallOptions, 'signal'> = {}) {
  return queryOptions({
    queryKey: routeKey(route, input as Pick<TRouteInput<D>, 'params' | 'query'> & { body?: unknown }),
    queryFn: ({ signal }) => callRoute(route, input, { ...options, signal }),
  });
}
