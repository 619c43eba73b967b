import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode, httpStatusFor } from '@scrapbridge/domain/error-codes';
import { translate } from '@scrapbridge/domain/i18n';
import { describeIssue, type TFieldProblem } from '@scrapbridge/domain/validation';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { isInputDataException } from '../lib/db-errors.ts';
import { wordProblem } from '../lib/envelope.ts';

function sendProblems(req: FastifyRequest, reply: FastifyReply, problems: TFieldProblem[], status?: number) {
  const area = req.routeOptions.config?.contract?.area;
  const errors = problems.map((p) => ({ field: p.field, message: wordProblem(req.lang, p, area) }));
  return reply.status(status ?? httpStatusFor(ErrorCode.Validation)).send({
    code: ErrorCode.Validation,
    // One line the user can act on; every problem is in data.errors for forms that mark fields.
    msg: errors.map((e) => e.message).join('; '),
    data: { errors },
  });
}

function sendCode(
  req: FastifyRequest,
  reply: FastifyReply,
  code: number,
  key: string,
  params?: Record<string, string | number>,
  status?: number,
) {
  return reply.status(status ?? httpStatusFor(code)).send({ code, msg: translate(req.lang, key, params), data: null });
}

function validatedInput(req: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'querystring':
      return req.query;
    case 'params':
      return req.params;
    case 'headers':
      return req.headers;
    default:
      return req.body;
  }
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Maps every failure to the §7 envelope with a localized msg. A 500 never carries internals: the
 * details go to the log with the request id, which the client can quote to support.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: unknown, req, reply) => {
    if (error instanceof AppError) {
      if (error.problems?.length) return sendProblems(req, reply, error.problems, error.httpStatus);
      // A deliberate 500 (a provider failed) is still ours to look into; user mistakes are not logged.
      if (error.code === ErrorCode.Internal) req.log.warn({ messageKey: error.messageKey }, 'answered with code 500 (a provider or dependency failed)');
      return sendCode(req, reply, error.code, error.messageKey, error.params);
    }
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const source = validatedInput(req, (err as { validationContext?: string }).validationContext);
      const problems = err.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        return describeIssue({
          ...(v.params as object),
          code: v.keyword,
          path,
          message: v.message ?? '',
          // zod leaves the offending value out of its issues; without it a number sent for a string would
          // read "is required" instead of "has an invalid value".
          input: valueAt(source, path),
        } as unknown as z.core.$ZodIssue);
      });
      return sendProblems(req, reply, problems);
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return sendCode(req, reply, ErrorCode.Internal, 'errors.500');
    }
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendCode(req, reply, ErrorCode.Validation, 'errors.bodyTooLarge', undefined, 413);
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendCode(req, reply, ErrorCode.Validation, 'errors.malformedBody', undefined, 400);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendCode(req, reply, ErrorCode.Validation, 'errors.malformedBody', undefined, 415);
      default:
        break;
    }
    if (err.statusCode === 429) return sendCode(req, reply, ErrorCode.RateLimited, 'errors.429');
    if (err instanceof SyntaxError || (err.statusCode === 400 && !err.code?.startsWith('FST_ERR_VALIDATION'))) {
      return sendCode(req, reply, ErrorCode.Validation, 'errors.malformedBody', undefined, 400);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.warn({ err }, 'client error');
      return sendCode(req, reply, ErrorCode.Validation, 'errors.1000', undefined, err.statusCode);
    }
    if (isInputDataException(err)) {
      // The database refused a value the contract let through (a number past its column …): the caller's input, so
      // 1000; a warning, because the declaration should have bounded it (lib/db-errors.ts).
      req.log.warn({ err }, 'input refused by the database: bound it in the route contract');
      return sendCode(req, reply, ErrorCode.Validation, 'errors.1000');
    }
    req.log.error({ err }, 'unhandled error');
    return sendCode(req, reply, ErrorCode.Internal, 'errors.500');
  });
});
