import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The `schemaController` option of every Fastify instance the server builds: every schema is a zod schema, checked and
 * written by zod's compilers (app.ts also sets them on every route). Named at construction, Fastify does not load its
 * default JSON-schema compilers (ajv, fast-json-stringify), which nothing here uses — about a second of CPU at every
 * start on this machine (bench/startup). Typed loosely: Fastify types these factories for JSON schemas.
 */
export const ZOD_SCHEMA_CONTROLLER = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController'];
