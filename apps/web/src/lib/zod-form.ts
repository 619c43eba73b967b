/**
 * The web's one form kit. A form checks its request with the domain's zod schema — the very schema the server
 * applies — before sending, and after a refused save shows the server's 1000 field problems (`data.errors`) on the
 * same fields; both read "<field name>: <reason>" in the user's language (form-errors.ts words the client's, the
 * server words its own). Problems are one map, field → message (`form` for a problem of the whole form), that the
 * form renders on its items with `item(field)`; a new check or an edited field clears them.
 *
 * Beyond the schema: `rules` are the domain's cross-field rule functions (TFieldProblem[], as the server raises them,
 * e.g. quoteProblems) run on the parsed request; `values` check what the request carries transformed (the plain
 * password, sent hashed) and `inputProblems` the raw input's rules the schema leaves to the server, both beside the
 * schema; `toastFor` also says a few fields' problems in a toast (§8); `linesFieldOf` places the problems of a request
 * array whose items are not the form's rows one to one (only the ticked lines are sent) on the rows they came from;
 * `fieldsOnly` leaves a refusal other than 1000 to the API client's toast, `validationOnly` too on a form whose call
 * quiets 1000 (it shows a 1000 naming no field at `formAt`, or in a toast with `toastNoField`); FormKitItem lets fields
 * deep in a form's sections read their problem without threading the map through every component.
 *
 * The pure halves (checkWithSchema, refusalErrors, linesFieldOf, toastOf) are unit-tested; useZodForm holds the map
 * for a component.
 */
import { createContext, useCallback, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TFieldProblem } from '@scrapbridge/domain/validation';
import { ApiError, type TApiFailure } from './api-client.ts';
import { toast } from './toast.ts';
import { hasErrors, issuesToErrors, problemsToErrors, serverFieldErrors, type TFieldAlias, type TFormErrors } from './form-errors.ts';

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
  /**
   * Give zod the input so a choice left empty reads "please choose one" rather than "invalid" (as the server words
   * it). On unless a form turns it off: every form words its empty selects that way (issue 19 item 5).
   */
  reportInput?: boolean;
};

/** The domain's cross-field rules on the parsed request (the same functions the server runs after its schema). */
export type TFormRules<T> = (data: T) => readonly (TFieldProblem | null)[];

/** One more value checked beside the request with its own schema, its problems shown on `field`. */
export type TValueCheck = { field: string; schema: TFormSchema<unknown>; value: unknown };

/** What one check may add to the form's options. */
export type TCheckOptions<T> = {
  rules?: TFormRules<T>;
  fieldOf?: (field: string) => string;
  /**
   * Values the request carries transformed, checked as typed (the plain password's length, sent as a hash). Run with
   * the schema whatever its outcome, and a field's problem here wins over the schema's (length before "must match").
   */
  values?: readonly TValueCheck[];
  /**
   * Problems of the raw input found by the form (a rule the schema leaves to the server, e.g. a Chinese mainland
   * mobile on the SMS page), on form fields; like `values`, they win over the schema's problem of their field.
   */
  inputProblems?: readonly (TFieldProblem | null | undefined)[];
  /** Fields whose problem is also said in a warning toast (§8 names a few), with the toast's text; the first one wins. */
  toastFor?: Partial<Record<string, string>>;
};

/** What one refusal may add: a message when no API answer came, the fields the form shows, 1000 field problems only. */
export type TRefusalOptions = {
  fallback?: string;
  knownFields?: readonly string[];
  /** Only a 1000 answer's field problems are shown (none: nothing); any other refusal leaves the form as it is. */
  fieldsOnly?: boolean;
  /** The field that shows a refusal naming no field, on a form without a place of its own for it (default `form`). */
  formAt?: string;
  /**
   * For a call that quiets 1000 (the form words it, the API client toasts every other refusal): a 1000 answer's field
   * problems, or its message at `formAt` when it names no field (none of `knownFields`); any other refusal: null.
   */
  validationOnly?: boolean;
  /**
   * On a form with no place for a refusal naming no field (useZodForm's `refuse` only): say its message in a warning
   * toast, as the API client would have (the call quiets 1000 for the field problems' sake).
   */
  toastNoField?: boolean;
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
  opts: TFormKitOptions & TCheckOptions<T> = {},
): { data: T; errors: null } | { data: null; errors: TFormErrors } {
  const report = opts.reportInput ?? true;
  const parsed = report ? schema.safeParse(input, { reportInput: true }) : schema.safeParse(input);
  let errors: TFormErrors;
  if (!parsed.success) errors = fold(issuesToErrors(t, parsed.error.issues, opts.alias, opts.rootField), opts.fieldOf);
  else {
    // The rules read a well-formed request only (as on the server: schema first, then the rules).
    const problems = (opts.rules?.(parsed.data) ?? []).filter((p): p is TFieldProblem => !!p);
    errors = fold(problemsToErrors(t, problems, opts.alias), opts.fieldOf);
  }
  for (const v of opts.values ?? []) {
    const checked = report ? v.schema.safeParse(v.value, { reportInput: true }) : v.schema.safeParse(v.value);
    if (!checked.success) errors = { ...errors, ...issuesToErrors(t, checked.error.issues, {}, v.field) };
  }
  const inputProblems = (opts.inputProblems ?? []).filter((p): p is TFieldProblem => !!p);
  if (inputProblems.length) errors = { ...errors, ...problemsToErrors(t, inputProblems) };
  return parsed.success && !hasErrors(errors) ? { data: parsed.data, errors: null } : { data: null, errors };
}

/** The toast a check's problems call for: the text of the first `toastFor` field with a problem. */
export function toastOf(errors: TFormErrors | null, toastFor: Partial<Record<string, string>> | undefined): string | null {
  if (!errors || !toastFor) return null;
  return Object.entries(toastFor).find(([field, text]) => text && errors[field])?.[1] ?? null;
}

/**
 * `fieldOf` for a request array whose items are not the form's rows one to one: `lines.1.price` → `to(1, 'price')`
 * (`rest` is '' for `lines.1`); `to` answering null, and the array itself, land on `array`; other fields stay.
 */
export function linesFieldOf(array: string, to: (index: number, rest: string) => string | null): (field: string) => string {
  const prefix = `${array}.`;
  return (field) => {
    if (!field.startsWith(prefix)) return field;
    const [index, ...rest] = field.slice(prefix.length).split('.');
    if (!index || !/^\d+$/.test(index)) return field;
    return to(Number(index), rest.join('.')) ?? array;
  };
}

/**
 * What a refused save shows: a 1000 answer's field problems on their fields; any other answer's message (or a
 * 1000 without field problems) as the form's problem; `fallback` when no API answer came (null: show nothing, the
 * API client has already said so). Takes a thrown ApiError (mutations) or a failed TApiResult.
 */
export function refusalErrors(e: unknown, opts: TFormKitOptions & TRefusalOptions = {}): TFormErrors | null {
  const failure: TApiFailure | null = e instanceof ApiError ? e.failure : isFailure(e) ? e : null;
  if ((opts.fieldsOnly || opts.validationOnly) && failure?.code !== ErrorCode.Validation) return null;
  if (!failure) return opts.fallback ? { [opts.formAt ?? 'form']: opts.fallback } : null;
  let fields = fold(serverFieldErrors(failure.fieldErrors, opts.alias), opts.fieldOf);
  if (opts.knownFields) fields = Object.fromEntries(Object.entries(fields).filter(([f]) => opts.knownFields!.includes(f)));
  return Object.keys(fields).length || opts.fieldsOnly ? fields : { [opts.formAt ?? 'form']: failure.msg || opts.fallback };
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

  /** The request to send (parsed), or null with the problems on the fields. */
  const check = useCallback(
    <T>(schema: TFormSchema<T>, input: unknown, more: TCheckOptions<T> = {}): T | null => {
      const result = checkWithSchema(t, schema, input, { alias, fieldOf, rootField, reportInput, ...more });
      setErrors(result.errors ?? {});
      const said = toastOf(result.errors, more.toastFor);
      if (said) void toast('warning', said);
      return result.data;
    },
    [t, alias, fieldOf, rootField, reportInput],
  );

  /** Shows a refused save; false when there was nothing to show (not an API answer and no fallback). */
  const refuse = useCallback(
    (e: unknown, more: TRefusalOptions & { fieldOf?: (field: string) => string } = {}): boolean => {
      const found = refusalErrors(e, { alias, fieldOf, ...more, ...(more.toastNoField ? { formAt: 'form' } : {}) });
      if (found && more.toastNoField && found.form) {
        void toast('warning', found.form);
        setErrors({});
      } else if (found) setErrors(found);
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

/** How a field shows its problem: useZodForm's `item`, handed to a form's sections once (FormKitItem.Provider). */
export type TFormItem = (field: string) => ReturnType<typeof itemStatus>;

const noProblems: TFormItem = () => itemStatus({}, '');

/** A form whose fields sit in several components provides its kit's `item`; each field reads it with useFormItem. */
export const FormKitItem = createContext<TFormItem>(noProblems);

export function useFormItem(): TFormItem {
  return useContext(FormKitItem);
}
