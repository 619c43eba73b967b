import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INT4_MAX, INT4_MIN } from '../int4.ts';
import { allRoutes } from './contract.ts';

type TJs = {
  type?: string | string[];
  properties?: Record<string, TJs>;
  items?: TJs;
  prefixItems?: TJs[];
  anyOf?: TJs[];
  oneOf?: TJs[];
  allOf?: TJs[];
  additionalProperties?: TJs | boolean;
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, TJs>;
};

/** Every integer of a route's input (path, query, body) with the range its declaration allows, as JSON Schema says it. */
function integersOf(js: TJs, at: string, defs: Record<string, TJs>, out: { at: string; min?: number; max?: number }[], seen = new Set<TJs>()): void {
  if (seen.has(js)) return;
  seen.add(js);
  if (js.$ref) {
    const target = defs[js.$ref.split('/').pop()!];
    if (target) integersOf(target, at, defs, out, seen);
    return;
  }
  const types = Array.isArray(js.type) ? js.type : [js.type];
  if (types.includes('integer') && js.const === undefined && js.enum === undefined) {
    out.push({ at, min: js.minimum ?? js.exclusiveMinimum, max: js.maximum ?? js.exclusiveMaximum });
  }
  for (const [key, child] of Object.entries(js.properties ?? {})) integersOf(child, `${at}.${key}`, defs, out, seen);
  if (js.items) integersOf(js.items, `${at}[]`, defs, out, seen);
  if (typeof js.additionalProperties === 'object') integersOf(js.additionalProperties, `${at}.*`, defs, out, seen);
  for (const list of [js.anyOf, js.oneOf, js.allOf, js.prefixItems]) for (const child of list ?? []) integersOf(child, at, defs, out, seen);
}

describe('integers of every route input are bounded by their column (issue 13, item 3)', () => {
  it('declares each with a minimum and a maximum inside the int4 range', () => {
    const unbounded: string[] = [];
    for (const route of allRoutes()) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = route[part];
        if (!schema) continue;
        const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJs;
        const found: { at: string; min?: number; max?: number }[] = [];
        integersOf(js, part, js.$defs ?? {}, found);
        for (const f of found) {
          if (f.min === undefined || f.max === undefined || f.min < INT4_MIN || f.max > INT4_MAX) unbounded.push(`${route.area}.${route.name} ${f.at} [${f.min}, ${f.max}]`);
        }
      }
    }
    // A new integer field: bound it (int4.ts: zPositiveInt4(), or .min(…).max(…) within INT4_MIN … INT4_MAX).
    expect(unbounded).toEqual([]);
  });
});
