import type { z } from 'zod';

/**
 * The API contract (ARCHITECTURE.md, packages/domain/contract/): every route is declared once, here, with its method,
 * full §7 path (gateway prefix included), the schemas of what it takes and answers, and who may call it. The server
 * registers its routes from these declarations (access is enforced from them, not re-written in handlers), the web
 * calls them through a typed client whose query keys derive from them, and the OpenAPI document is generated from
 * the same schemas.
 */
/** PATCH and HEAD serve the tus resumable upload protocol only (kind `tus`). */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';

/**
 * Who may call a route.
 * - public: anyone (a session is read when a token comes, so answers may differ for a signed-in caller);
 * - user: any signed-in account (401 otherwise);
 * - verified: a verified (VIP) account (§6; 1403 "please verify your enterprise first" otherwise);
 * - staff: the operator's staff (403 otherwise);
 * - party: a signed-in account that must be a party of the row it names (a contract's buyer, seller or the seller's
 *   agent, or staff); the use case decides per row and answers 404 to anyone else, so nothing tells a stranger the
 *   row exists.
 */
export type TAccess = 'public' | 'user' | 'verified' | 'staff' | 'party';

/**
 * What a successful answer is: `json` is the `{code, msg, data}` envelope whose `data` the `response` schema
 * describes; `file` is bytes (a download or preview: failures still answer the envelope); `stream` is a long-lived
 * event stream; `tus` is a step of the tus resumable upload protocol (https://tus.io: status and Tus-* headers, no
 * body; failures still answer the envelope).
 */
export type TAnswerKind = 'json' | 'file' | 'stream' | 'tus';

export type TRouteDecl = {
  method: THttpMethod;
  /** Full path as served, with `:name` parameters: `/app-v2/quote/:quoteId`. */
  path: string;
  access: TAccess;
  /** OpenAPI group. */
  tag: string;
  summary: string;
  /** Longer text for the OpenAPI document: error codes and rules. */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. A multipart upload declares `multipart: true` and no body schema (the parts are read as a stream). */
  body?: z.ZodType;
  multipart?: boolean;
  /** `data` of the success envelope (kind json). */
  response?: z.ZodType;
  kind?: TAnswerKind;
};

/** A declaration with its place in the contract: `area.name` is its id, and the first parts of its query keys. */
export type TRoute<D extends TRouteDecl = TRouteDecl, A extends string = string, N extends string = string> = D & {
  area: A;
  name: N;
};

/**
 * Declares one area's routes. The area and each route's name are stamped on the declarations, so a declaration
 * alone is enough to build its query key or find it in the OpenAPI document.
 */
export function defineArea<const A extends string, const R extends Record<string, TRouteDecl>>(
  area: A,
  routes: R,
): { readonly [K in keyof R & string]: TRoute<R[K], A, K> } {
  const out: Record<string, TRoute> = {};
  for (const [name, decl] of Object.entries(routes)) out[name] = { ...decl, area, name };
  return out as { readonly [K in keyof R & string]: TRoute<R[K], A, K> };
}

type TInfer<S> = S extends z.ZodType ? z.output<S> : undefined;
type TInferIn<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives, parsed (z.output) — the server side. */
export type TRouteParams<D extends TRouteDecl> = TInfer<D['params']>;
export type TRouteQuery<D extends TRouteDecl> = TInfer<D['query']>;
export type TRouteBody<D extends TRouteDecl> = TInfer<D['body']>;
/** `data` of the success envelope. */
export type TRouteData<D extends TRouteDecl> = D['response'] extends z.ZodType ? z.output<D['response']> : null;

/** What a caller sends (z.input): only the parts the route declares. */
export type TRouteInput<D extends TRouteDecl> = (D['params'] extends z.ZodType ? { params: TInferIn<D['params']> } : { params?: undefined }) &
  (D['query'] extends z.ZodType ? { query?: TInferIn<D['query']> } : { query?: undefined }) &
  (D['body'] extends z.ZodType ? { body: TInferIn<D['body']> } : D['multipart'] extends true ? { body: FormData } : { body?: undefined });

/** `/app-v2/quote/:quoteId` with `{ quoteId: 'q1' }` → `/app-v2/quote/q1` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
