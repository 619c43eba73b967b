/**
 * Client-side validation with the domain's zod schemas, worded exactly like the server's 1000 messages:
 * "<fields.X>: <errors.reasonKey>" (packages/domain/src/validation.ts).
 */
import { describeIssue } from '@scrapbridge/domain/validation';
import type { TFieldError } from '#lib/api-client.ts';

/** zod's issue type, taken from describeIssue so the web needs no direct zod dependency. */
type TIssue = Parameters<typeof describeIssue>[0];

export type TFormErrors = Partial<Record<string, string>>;
type TTranslate = (key: string, params?: Record<string, string | number>) => string;

/** A form may show a schema field under a more precise label (e.g. `account` is the phone number on the SMS page). */
export type TFieldAlias = Partial<Record<string, string>>;

export function wordProblem(t: TTranslate, field: string, reasonKey: string, params?: Record<string, string | number>): string {
  return t('errors.fieldInvalid', { field: t(`fields.${field}`), reason: t(`errors.${reasonKey}`, params) });
}

/** First problem per field of a failed safeParse, keyed by the form's field name. */
export function issuesToErrors(
  t: TTranslate,
  issues: readonly TIssue[],
  alias: TFieldAlias = {},
  /** Field name for issues without a path (a schema applied to a single value). */
  rootField?: string,
): TFormErrors {
  const errors: TFormErrors = {};
  for (const issue of issues) {
    const problem = describeIssue(issue);
    const schemaField = problem.field === 'body' && rootField ? rootField : problem.field;
    const field = alias[schemaField] ?? schemaField;
    if (errors[field]) continue;
    errors[field] = wordProblem(t, field, problem.reasonKey, problem.params);
  }
  return errors;
}

/** A 1000 answer's `data.errors` shown on the fields (the server already words them). */
export function serverFieldErrors(errors: readonly TFieldError[] | undefined, alias: TFieldAlias = {}): TFormErrors {
  const out: TFormErrors = {};
  for (const e of errors ?? []) {
    const field = alias[e.field] ?? e.field;
    if (!out[field]) out[field] = e.message;
  }
  return out;
}

export function hasErrors(errors: TFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
