import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { AppError } from './app-error.ts';

/** What busboy throws for a body that is not a well-formed multipart form: plain errors, no code. */
const PARSER_FAILURE = /multipart|boundary|needle|unexpected end|terminated early/i;

/** @fastify/multipart's own refusals of the body's form (not its limits, which each route words itself). */
const MALFORMED_CODES = new Set(['FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION', 'FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_INVALID_JSON_FIELD_ERROR']);

/** The client hung up mid-body (Node's "aborted" on the request stream): nothing of ours failed, so no error-level log. */
const HANG_UP_CODES = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * An error met while reading a multipart body, as the caller should see it (issue 13, item 2): a body without its
 * closing boundary, with an empty, missing or overlong boundary, cut short, or hung up on mid-file is the client's
 * (code 1000 "not a complete multipart form"), not a 500. Anything else (a full disk, a failed write) stays what it is.
 */
export function multipartInputError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const malformed = typeof code === 'string' ? MALFORMED_CODES.has(code) || HANG_UP_CODES.has(code) : err instanceof Error && PARSER_FAILURE.test(err.message);
  return malformed ? new AppError(ErrorCode.Validation, 'errors.malformedMultipart') : err;
}
