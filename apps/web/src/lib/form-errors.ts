/**
 * Client-side validation with the domain's zod schemas, worded exactly like the server's 1000 messages:
 * "<field name>: <reason>" (packages/domain/src/validation.ts, apps/server/src/lib/envelope.ts). Shared by every
 * form (sign-in, listings …), so the same bad input reads the same in the browser and in the server's answer.
 */
import { describeIssue, type TFieldProblem } from '@scrapbridge/domain/validation';
import { FIELD_NAMESPACES } from '@scrapbridge/domain/field-namespaces';
import type { TFieldError } from './api-client.ts';

/** zod's issue type, taken from describeIssue so the web needs no direct zod dependency. */
type TIssue = Parameters<typeof describeIssue>[0];

export type TFormErrors = Partial<Record<string, string>>;
type TTranslate = (key: string, params?: Record<string, string | number>) => string;

/** A form may show a schema field under a more precise label (e.g. `account` is the phone number on the SMS page). */
export type TFieldAlias = Partial<Record<string, string>>;

/** Where field names live: shared with the server's messages (packages/domain/src/field-namespaces.ts). */
export { FIELD_NAMESPACES };

/** The display name of a field: its last non-index segment ("details.0.weight" → weight) looked up per namespace. */
export function fieldLabel(t: TTranslate, field: string): string {
  const leaf = field.split('.').filter((s) => !/^\d+$/.test(s)).pop() ?? field;
  for (const ns of FIELD_NAMESPACES) {
    const key = `${ns}.${leaf}`;
    const text = t(key);
    // A missing key comes back as itself, or (i18next, namespace split off) as the part after the first dot.
    if (text && text !== key && text !== key.slice(key.indexOf('.') + 1)) return text;
  }
  return leaf;
}

/** A reason with a namespace ("listings.errors.fasOnlyUs") is used as it is; a bare one is under `errors`. */
export function reasonText(t: TTranslate, reasonKey: string, params?: Record<string, string | number>): string {
  return t(reasonKey.includes('.') ? reasonKey : `errors.${reasonKey}`, params);
}

export function wordProblem(t: TTranslate, field: string, reasonKey: string, params?: Record<string, string | number>): string {
  return t('errors.fieldInvalid', { field: fieldLabel(t, field), reason: reasonText(t, reasonKey, params) });
}

/** First problem per field of a failed safeParse, keyed by the form's field name (the dotted path). */
export function issuesToErrors(
  t: TTranslate,
  issues: readonly TIssue[],
  alias: TFieldAlias = {},
  /** Field name for issues without a path (a schema applied to a single value). */
  rootField?: string,
): TFormErrors {
  return problemsToErrors(
    t,
    issues.map((issue) => {
      const problem = describeIssue(issue);
      return problem.field === 'body' && rootField ? { ...problem, field: rootField } : problem;
    }),
    alias,
  );
}

/** First problem per field of the domain's rule functions (TFieldProblem, as the server raises them), worded alike. */
export function problemsToErrors(t: TTranslate, problems: readonly TFieldProblem[], alias: TFieldAlias = {}): TFormErrors {
  const errors: TFormErrors = {};
  for (const problem of problems) {
    const field = alias[problem.field] ?? problem.field;
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
