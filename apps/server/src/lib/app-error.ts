import { ErrorCode, type TErrorCode } from '@scrapbridge/domain/error-codes';
import type { TFieldProblem } from '@scrapbridge/domain/validation';

/**
 * The one way a use case fails on purpose. The error handler turns it into the envelope with the
 * message localized from `messageKey` (defaults to `errors.<code>`) in the caller's appLang.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly messageKey: string;
  readonly params: Record<string, string | number> | undefined;
  /** Field problems of a code-1000 error, worded like the edge validation. */
  readonly problems: TFieldProblem[] | undefined;

  constructor(
    code: TErrorCode,
    messageKey?: string,
    params?: Record<string, string | number>,
    problems?: TFieldProblem[],
  ) {
    super(messageKey ?? `errors.${code}`);
    this.code = code;
    this.messageKey = messageKey ?? `errors.${code}`;
    this.params = params;
    this.problems = problems;
  }

  /** HTTP status when it is not the code's own (a field the caller may not use: 403 with code 1000). */
  httpStatus: number | undefined;

  /** A code-1000 error naming one field (§7 conventions: "a message naming the field"). */
  static field(field: string, reasonKey: string, params?: Record<string, string | number>): AppError {
    return new AppError(ErrorCode.Validation, undefined, undefined, [{ field, reasonKey, params }]);
  }

  /** A code-1000 error naming a field whose value the caller is not allowed to use, answered with HTTP 403. */
  static forbiddenField(field: string, reasonKey: string): AppError {
    const error = AppError.field(field, reasonKey);
    error.httpStatus = 403;
    return error;
  }
}
