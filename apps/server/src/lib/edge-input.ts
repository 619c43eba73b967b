import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Text no field of ours can hold (issue 13, item 1): the C0 control characters other than tab, line feed and carriage
 * return (U+0000 above all: PostgreSQL refuses it in text and jsonb, so it used to end as a 500), and lone UTF-16
 * surrogates (half of a character: the drivers would silently store U+FFFD instead). Refused at the edge, for every
 * route, with code 1000 naming the field, instead of in each schema.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** A key as a field name in a message: its unstorable characters shown as `?`. */
function printable(key: string): string {
  return key.replace(new RegExp(UNSTORABLE.source, 'g'), '?');
}

/**
 * The dotted path (`lines.0.remark`, as the validation messages name fields) of the first string or object key holding
 * unstorable text, or null. Iterative on purpose: a hostile body may nest a few hundred thousand levels deep, which a
 * recursive walk would answer with a stack overflow (a 500).
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: { node: unknown; path: string }[] = [{ node: value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length) {
    const { node, path } = stack.pop()!;
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) return path;
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], path: join(path, String(i)) });
    } else if (node !== null && typeof node === 'object') {
      for (const key of Object.keys(node).reverse()) {
        if (UNSTORABLE.test(key)) return join(path, printable(key));
        stack.push({ node: (node as Record<string, unknown>)[key], path: join(path, key) });
      }
    }
  }
  return null;
}

/** Throws the 1000 naming the field when `value` (an input part, or multipart text fields) holds unstorable text. */
export function refuseUnstorableText(value: unknown, rootName = 'body'): void {
  const field = findUnstorableText(value);
  if (field !== null) throw AppError.field(field || rootName, 'controlCharacters');
}

/**
 * preValidation step of every declared route (lib/register-route.ts): path parameters, query and JSON body are
 * checked before the schemas run, so no handler, repository or database ever sees such text. Multipart text fields
 * are read inside the upload routes and checked there (platform/files/receive-upload.ts).
 */
export async function refuseUnstorableInput(req: FastifyRequest): Promise<void> {
  refuseUnstorableText(req.params, 'params');
  refuseUnstorableText(req.query, 'query');
  refuseUnstorableText(req.body, 'body');
}
