/**
 * The web's one form kit. A form checks its request with the domain's zod schema — the very schema the server
 * applies — before sending, and after a refused save shows the server's 1000 field problems (`data.errors`) on the
 * same fields; both read "<field name>: <reason>" in the user's language (form-errors.ts words the client's, the
 * server words its own). Problems are one map, field → message (`form` for a problem of the whole form), that the
 * form renders on its items with `item(field)`; a new check or an edited field clears them.
 *
 * The pure halves (checkWithSchema, refusalErrors) are unit-tested; useZodForm holds the map for a component.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type TApiFailure } from './api-client.ts';
import { issuesToErrors, serverFieldErrors, type TFieldAlias, type TFormErrors } from './form-errors.ts';

type TIssue = Parameters<typeof issuesToErrors>[1][number];
type TTranslate = (key: string, params?: Record<string, string | number>) => string;

/** What the kit needs of a zod schema (any ZXxxRequest of packages/domain). */
export type TFormSchema<T> = {
  safeParse(value: unknown, params?: { reportInput?: boolean }): { success: true; data: T } | { success: false; error: { issues: readonly TIssue[] } };
};

export type TFormKitOptions = {
  /** A schema field shown under another form field (e.g. `account` is the phone number on the SMS page). */
  alias?: TFieldAlias;
  /** Where a schema field's problem shows on this form, e.g. `tags.0` → `tags`; applied after `alias`. */
  fieldOf?: (field: string) => string;
  /** The form field of a schema applied to a single value (issues without a path). */
  rootField?: string;
  /** Give zod the input so a missing enum reads "required" rather than "invalid" (as the server words it). */
  reportInput?: boolean;
};

/** The first problem of each field, folded onto the form's own fields. */
function fold(errors: TFormErrors, fieldOf: ((field: string) => string) | undefined): TFormErrors {
  if (!fieldOf) return errors;
  const out: TFormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const to = field === 'form' ? field : fieldOf(field);
    if (message && !out[to]) out[to] = message;
  }
  return out;
}

/** The request the schema accepts, or the problems to show (first per field, worded like the server's). */
export function checkWithSchema<T>(
  t: TTranslate,
  schema: TFormSchema<T>,
  input: unknown,
  opts: TFormKitOptions = {},
): { data: T; errors: null } | { data: null; errors: TFormErrors } {
  const parsed = opts.reportInput ? schema.safeParse(input, { reportInput: true }) : schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: null };
  return { data: null, errors: fold(issuesToErrors(t, parsed.error.issues, opts.alias, opts.rootField), opts.fieldOf) };
}

/**
 * What a refused save shows: a 1000 answer's field problems on their fields; any other answer's message (or a
 * 1000 without field problems) as the form's problem; `fallback` when no API answer came (null: show nothing, the
 * API client has already said so). Takes a thrown ApiError (mutations) or a failed TApiResult.
 */
export function refusalErrors(e: unknown, opts: TFormKitOptions & { fallback?: string; knownFields?: readonly string[] } = {}): TFormErrors | null {
  const failure: TApiFailure | null = e instanceof ApiError ? e.failure : isFailure(e) ? e : null;
  if (!failure) return opts.fallback ? { form: opts.fallback } : null;
  let fields = fold(serverFieldErrors(failure.fieldErrors, opts.alias), opts.fieldOf);
  if (opts.knownFields) fields = Object.fromEntries(Object.entries(fields).filter(([f]) => opts.knownFields!.includes(f)));
  return Object.keys(fields).length ? fields : { form: failure.msg || opts.fallback };
}

function isFailure(e: unknown): e is TApiFailure {
  return typeof e === 'object' && e !== null && (e as { success?: unknown }).success === false && typeof (e as { code?: unknown }).code === 'number';
}

/** antd Form.Item props showing a field's problem. */
export function itemStatus(errors: TFormErrors, field: string): { validateStatus: 'error' | undefined; help: string | undefined } {
  return { validateStatus: errors[field] ? 'error' : undefined, help: errors[field] };
}

export function hasFieldErrors(errors: TFormErrors): boolean {
  return Object.entries(errors).some(([field, message]) => field !== 'form' && !!message);
}

/** The kit for one form: its problems, the check before sending, the refusal after. */
export function useZodForm(opts: TFormKitOptions = {}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<TFormErrors>({});
  const { alias, fieldOf, rootField, reportInput } = opts;

  /** The request to send, or null with the problems on the fields. */
  const check = useCallback(
    <T>(schema: TFormSchema<T>, input: unknown): T | null => {
      const result = checkWithSchema(t, schema, input, { alias, fieldOf, rootField, reportInput });
      setErrors(result.errors ?? {});
      return result.data;
    },
    [t, alias, fieldOf, rootField, reportInput],
  );

  /** Shows a refused save; false when there was nothing to show (not an API answer and no fallback). */
  const refuse = useCallback(
    (e: unknown, more: { fallback?: string; knownFields?: readonly string[] } = {}): boolean => {
      const found = refusalErrors(e, { alias, fieldOf, ...more });
      if (found) setErrors(found);
      return !!found;
    },
    [alias, fieldOf],
  );

  /** An edited field loses its problem, and so does the form's. */
  const touch = useCallback((...fields: string[]) => {
    setErrors((e) => (fields.some((f) => e[f]) || e.form ? { ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])), form: undefined } : e));
  }, []);

  const item = (field: string) => itemStatus(errors, field);

  return { errors, setErrors, check, refuse, touch, item, formError: errors.form };
}
