import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for a route's input, generated from its zod schema through zod's JSON Schema (input side):
 * values that mostly pass the edge validation, so the fuzzing harness (src/security/fuzz.test.ts) reaches the use
 * cases and the database, not only the schema check. Refinements JSON Schema cannot say are not followed (those
 * samples are refused with 1000, which is fine too). Row references (`…Id` strings) come from `ids` by field name
 * when the test knows real rows, so some requests find what they name.
 */
export type TJs = {
  type?: string | string[];
  properties?: Record<string, TJs>;
  required?: string[];
  items?: TJs;
  prefixItems?: TJs[];
  anyOf?: TJs[];
  oneOf?: TJs[];
  allOf?: TJs[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: TJs | boolean;
  $ref?: string;
  $defs?: Record<string, TJs>;
  default?: unknown;
};

/** Real ids by the stem of a field name (`contractId` → `contract`), and every real id under `*`. */
export type TIdPool = Record<string, string[]>;

export function jsonSchemaOf(schema: z.ZodType): TJs {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJs;
}

const INT_SPAN = 1_000_000;

function idFor(name: string, ids: TIdPool): fc.Arbitrary<string> {
  const stem = name.replace(/Id$|Ids$|Ref$/, '').toLowerCase();
  const known = ids[stem] ?? [];
  return known.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.uuid() }) : fc.uuid();
}

function stringArb(js: TJs, name: string, ids: TIdPool): fc.Arbitrary<string> {
  const min = js.minLength ?? 0;
  const max = Math.min(js.maxLength ?? 40, min + 40);
  if (js.format === 'uuid' || (/Id$/.test(name) && !js.pattern)) return idFor(name, ids);
  if (js.format === 'email') return fc.emailAddress();
  if (js.format === 'date') return fc.integer({ min: 0, max: 3650 }).map((d) => new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
  if (js.format === 'date-time') return fc.integer({ min: 0, max: 3650 }).map((d) => new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString());
  if (js.format === 'uri' || js.format === 'url') return fc.webUrl();
  if (js.pattern) {
    try {
      return fc.stringMatching(new RegExp(js.pattern), { size: 'xsmall' });
    } catch {
      // A pattern fast-check cannot generate from: plain text, refused with 1000.
    }
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }) },
  );
}

function numberArb(js: TJs, integer: boolean): fc.Arbitrary<number> {
  const lo = js.minimum ?? (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + (integer ? 1 : 1e-6) : -INT_SPAN);
  const hi = js.maximum ?? (js.exclusiveMaximum !== undefined ? js.exclusiveMaximum - (integer ? 1 : 1e-6) : INT_SPAN);
  if (integer) return fc.integer({ min: Math.max(Math.ceil(lo), -2_147_483_648), max: Math.min(Math.floor(hi), 2_147_483_647) });
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/**
 * `allKeys`: every declared field present (optional ones too), so a hostile value can be put in any of them; otherwise
 * optional fields come and go as a client would send them.
 */
export function arbitraryOf(js: TJs, ids: TIdPool, opts: { allKeys?: boolean } = {}, defs: Record<string, TJs> = js.$defs ?? {}, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const next = (child: TJs, childName = name) => arbitraryOf(child, ids, opts, defs, childName, depth + 1);
  if (js.$ref) {
    const target = defs[js.$ref.split('/').pop()!];
    return target ? next(target) : fc.jsonValue({ maxDepth: 1 });
  }
  if (js.const !== undefined) return fc.constant(js.const);
  if (js.enum) return fc.constantFrom(...js.enum);
  const alternatives = js.anyOf ?? js.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => next(a)));
  if (js.allOf?.length) return next(js.allOf[0]!);
  const types = js.type === undefined ? [] : [js.type].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => next({ ...js, type })));
  switch (types[0]) {
    case 'object': {
      const props = js.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(props)) model[key] = next(child, key);
      const record = opts.allKeys ? fc.record(model) : fc.record(model, { requiredKeys: (js.required ?? []).filter((k) => k in props) });
      if (typeof js.additionalProperties !== 'object') return record;
      const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), next(js.additionalProperties), { maxKeys: 3 });
      return fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...r }));
    }
    case 'array': {
      if (js.prefixItems?.length) return fc.tuple(...js.prefixItems.map((p) => next(p)));
      const minLength = js.minItems ?? 0;
      return fc.array(js.items ? next(js.items) : fc.jsonValue({ maxDepth: 1 }), { minLength, maxLength: Math.min(js.maxItems ?? minLength + 3, minLength + 3) });
    }
    case 'string':
      return stringArb(js, name, ids);
    case 'integer':
      return numberArb(js, true);
    case 'number':
      return numberArb(js, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
