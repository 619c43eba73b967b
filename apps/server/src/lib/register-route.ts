import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeOf, ZNoData } from '@scrapbridge/domain/api';
import type { TRoute, TRouteBody, TRouteData, TRouteDecl, TRouteParams, TRouteQuery } from '@scrapbridge/domain/contract/define-route';
import type { TSessionUser } from '../modules/identity/index.ts';
import { requireVerified } from '../modules/identity/index.ts';
import { refuseUnstorableInput } from './edge-input.ts';
import { ok } from './envelope.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyContextConfig {
    /** The contract declaration the route was registered from (contract-coverage test, OpenAPI, security harness). */
    contract?: TRoute;
    /** The answer skips the schema encoder (TRouteOptions.trustedJson); the API tests check it against the contract. */
    trustedJson?: boolean;
  }
}

/** The caller as the route's access level guarantees it: a session everywhere but on public routes. */
type TSessionFor<D extends TRouteDecl> = D['access'] extends 'public' ? TSessionUser | null : TSessionUser;

export type TRouteContext<D extends TRouteDecl> = {
  req: FastifyRequest;
  reply: FastifyReply;
  session: TSessionFor<D>;
  params: TRouteParams<D>;
  query: TRouteQuery<D>;
  body: TRouteBody<D>;
};

/** A JSON route answers its envelope's `data`; a file, stream or tus route answers through `reply` itself. */
type THandlerResult<D extends TRouteDecl> = D['kind'] extends 'file' | 'stream' | 'tus' ? FastifyReply | Promise<FastifyReply> : TRouteData<D> | Promise<TRouteData<D>>;

export type TRouteOptions = {
  /** Route config the declaration does not carry: rate limits of sign-in and code routes. */
  config?: Omit<FastifyContextConfig, 'public' | 'staff' | 'contract' | 'trustedJson'>;
  /**
   * The answer is written with JSON.stringify instead of being encoded through the response schema. Only for the
   * hottest reads and writes whose answer is built field by field by a typed presenter; the same path runs in
   * tests and production (the API tests parse these answers with the declared schema, which catches any drift).
   */
  trustedJson?: boolean;
  /**
   * Runs before the body is validated: a route that also takes its body as an uploaded file turns the file into the
   * declared body here (the shipment tracking import).
   */
  preValidation?: (req: FastifyRequest) => Promise<void>;
};

/**
 * Registers one declared route (packages/domain/src/contract): path, method and schemas come from the declaration,
 * access is enforced from it (the auth plugin answers 401/403 for user, party and staff routes before anything is
 * read; verified is checked after the input is validated, so a bad form is still worded field by field), input text
 * that no column can hold is refused before the schemas run (lib/edge-input.ts), and the handler's return value
 * becomes the envelope's `data`.
 */
export function route<D extends TRoute>(app: FastifyInstance, decl: D, handler: (ctx: TRouteContext<D>) => THandlerResult<D>, options: TRouteOptions = {}): void {
  const kind = decl.kind ?? 'json';
  const schema: Record<string, unknown> = { tags: [decl.tag], summary: decl.summary };
  if (decl.description) schema['description'] = decl.description;
  if (decl.params) schema['params'] = decl.params;
  if (decl.query) schema['querystring'] = decl.query;
  if (decl.body) schema['body'] = decl.body;
  if (decl.multipart) schema['consumes'] = ['multipart/form-data'];
  if (kind === 'stream') schema['produces'] = ['text/event-stream'];
  if (kind === 'json') schema['response'] = { 200: envelopeOf(decl.response ?? ZNoData) };
  const verified = decl.access === 'verified';
  app.route({
    method: decl.method,
    url: decl.path,
    schema,
    config: { ...options.config, public: decl.access === 'public', staff: decl.access === 'staff', contract: decl, trustedJson: options.trustedJson === true },
    ...(options.trustedJson ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {}),
    // Every string of the input is checked for text no column can hold (NUL, control characters, half characters):
    // once here for every route, after a route's own step has turned an uploaded CSV into its body.
    preValidation: options.preValidation ? [options.preValidation, refuseUnstorableInput] : refuseUnstorableInput,
    handler: async (req, reply) => {
      const session = req.session;
      if (verified) requireVerified(session!);
      const ctx = { req, reply, session, params: req.params, query: req.query, body: req.body } as TRouteContext<D>;
      const out = await handler(ctx);
      return kind === 'json' ? ok(req, out) : out;
    },
  });
}
