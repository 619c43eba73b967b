import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TFieldProblem } from '@scrapbridge/domain/validation';
import { fieldNamespacesFor } from '@scrapbridge/domain/field-namespaces';

/** The success envelope (§7): handlers end with `return ok(req, data)`. */
export function ok<T>(req: FastifyRequest, data: T): { code: 200; msg: string; data: T } {
  return { code: ErrorCode.Ok, msg: translate(req.lang, 'errors.200'), data };
}

/** "Password: must be at least 6 characters" in the caller's language; `area` is the called route's contract area. */
export function wordProblem(lang: TLang, p: TFieldProblem, area?: string): string {
  const leaf = p.field.split('.').filter((s) => !/^\d+$/.test(s)).pop() ?? p.field;
  const fieldName = fieldNamespacesFor(area).map((ns) => `${ns}.${leaf}`)
    .map((key) => ({ key, text: translate(lang, key) }))
    .find((f) => f.text !== f.key)?.text;
  // A reason key with a namespace ("listings.errors.fasOnlyUs") is used as it is; a bare one is under `errors`.
  const reasonKey = p.reasonKey.includes('.') ? p.reasonKey : `errors.${p.reasonKey}`;
  const reasonText = translate(lang, reasonKey, p.params);
  return translate(lang, 'errors.fieldInvalid', { field: fieldName ?? leaf, reason: reasonText });
}
