/**
 * Staff forms check their values with the domain's zod schema before sending (the same schema the server applies)
 * and show the server's 1000 answers on the fields. Messages read like the server's: "<field>: <reason>".
 */
import type { FormInstance } from 'antd';
import type { TApiFailure } from '#lib/api-client.ts';
import { issuesToErrors } from '#lib/form-errors.ts';

type TIssue = Parameters<typeof issuesToErrors>[1][number];
type TTranslate = (key: string, params?: Record<string, string | number>) => string;
type TSafeParse<T> = { success: true; data: T } | { success: false; error: { issues: readonly TIssue[] } };

/**
 * Parse with the schema; on failure put the first problem of each field on the form (worded by the shared
 * lib/form-errors, so it reads exactly like the server's 1000 message) and return null.
 */
export function checkWithSchema<T>(form: FormInstance, t: TTranslate, result: TSafeParse<T>): T | null {
  clearErrors(form);
  if (result.success) return result.data;
  const byField = new Map<string, string>();
  for (const [path, message] of Object.entries(issuesToErrors(t, result.error.issues))) {
    const field = path.split('.')[0] ?? path;
    if (message && !byField.has(field)) byField.set(field, message);
  }
  form.setFields([...byField].map(([name, error]) => ({ name, errors: [error] })));
  return null;
}

/** Problems of an earlier attempt go before each check. */
export function clearErrors(form: FormInstance): void {
  form.setFields(Object.keys(form.getFieldsValue(true) as object).map((name) => ({ name, errors: [] })));
}

/** A failed save: 1000 field errors go on the fields; true when they did (the caller says nothing more). */
export function showServerErrors(form: FormInstance, failure: TApiFailure): boolean {
  const errors = failure.fieldErrors ?? [];
  if (failure.code !== 1000 || errors.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const onFields = errors.filter((e) => known.has(e.field.split('.')[0] ?? ''));
  form.setFields(onFields.map((e) => ({ name: e.field.split('.')[0] ?? e.field, errors: [e.message] })));
  return onFields.length > 0;
}

/** Empty text inputs mean "none" for optional links and covers. */
export function blankToNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Built-in pictures staff can pick as covers (public/illustrations). */
export const BUILT_IN_COVERS = [
  '/illustrations/news-platform.svg',
  '/illustrations/news-market.svg',
  '/illustrations/news-product.svg',
  '/illustrations/news-event.svg',
  '/illustrations/news-partner.svg',
  '/illustrations/hero-port.svg',
  '/illustrations/feature-ai.svg',
  '/illustrations/feature-valuation.svg',
  '/illustrations/feature-inquiry.svg',
  '/illustrations/feature-tracking.svg',
  '/illustrations/feature-security.svg',
  '/illustrations/wiki-books.svg',
  '/illustrations/about-yard.svg',
] as const;
