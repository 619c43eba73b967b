/**
 * What a form shows after the server refused a save: a 1000 answer's field problems on their fields (the server words
 * them), any other answer's message above the form. Kept apart from form-errors.ts, which the first load may use
 * without the API client.
 */
import { ApiError } from './api-client.ts';
import { serverFieldErrors, type TFormErrors } from './form-errors.ts';

/** The errors to show for a failed mutation; `fallback` for a failure that is not an API answer (null: show nothing). */
export function failureErrors(e: unknown, fallback?: string): TFormErrors | null {
  if (!(e instanceof ApiError)) return fallback ? { form: fallback } : null;
  const fields = serverFieldErrors(e.failure.fieldErrors);
  return Object.keys(fields).length ? fields : { form: e.failure.msg || fallback };
}

/** antd Form.Item props showing a field's problem. */
export function itemStatus(errors: TFormErrors, field: string): { validateStatus: 'error' | undefined; help: string | undefined } {
  return { validateStatus: errors[field] ? 'error' : undefined, help: errors[field] };
}
