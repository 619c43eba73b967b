import type { z } from 'zod';
import { pw } from './api.ts';
import { jsonSchemaOf, type TJs } from './schema-arbitrary.ts';

/**
 * A valid example of a route's body or query, generated from its zod schema (through zod's JSON Schema, input side):
 * required fields only, each at its smallest allowed value, ids and other row references taken from `hints` by field
 * name. Cheap on purpose: the authorization matrix (src/security/authz-matrix.test.ts) needs bodies that pass the
 * edge validation so that the access and party checks behind it answer, not a code 1000. Cross-field rules that
 * JSON Schema cannot say (refinements) are the matrix's per-route overrides.
 */
export type THints = Record<string, unknown>;


const SAMPLE_UUID = '3f0c2a4e-9b1d-4c3e-8a2f-5d6e7f8091a2';

/** Candidates tried against a `pattern` in order; the first that matches is used. */
const PATTERN_CANDIDATES = (): string[] => [
  '10',
  '+86',
  '123456',
  'US',
  'MATRIX1',
  'matrix',
  'matrix-key',
  'matrix@example.test',
  pw(),
  SAMPLE_UUID,
  `${SAMPLE_UUID}.png`,
  '2026-11-20',
  '2026-11-20T00:00:00.000Z',
  '7404.00',
];

function stringFor(js: TJs, name: string): string {
  if (js.format === 'uuid') return SAMPLE_UUID;
  if (js.format === 'email') return 'matrix@example.test';
  if (js.format === 'date') return '2026-11-20';
  if (js.format === 'date-time') return '2026-11-20T00:00:00.000Z';
  if (js.format === 'uri' || js.format === 'url') return 'https://example.test/matrix';
  if (js.pattern) {
    const re = new RegExp(js.pattern);
    const hit = PATTERN_CANDIDATES().find((c) => re.test(c) && (js.minLength ?? 0) <= c.length && c.length <= (js.maxLength ?? Infinity));
    if (hit) return hit;
  }
  let text = /email/i.test(name) ? 'matrix@example.test' : /phone|mobile|tel/i.test(name) ? '13800000000' : 'Matrix sample text';
  if (js.minLength && text.length < js.minLength) text = text.padEnd(js.minLength, 'x');
  if (js.maxLength !== undefined && text.length > js.maxLength) text = text.slice(0, js.maxLength);
  return text;
}

function numberFor(js: TJs, integer: boolean): number {
  let n = js.minimum ?? (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : 1);
  if (js.maximum !== undefined && n > js.maximum) n = js.maximum;
  if (js.exclusiveMaximum !== undefined && n >= js.exclusiveMaximum) n = js.exclusiveMaximum - 1;
  return integer ? Math.ceil(n) : n;
}

function generate(js: TJs, name: string, hints: THints, root: TJs, depth: number): unknown {
  if (name && name in hints) return hints[name];
  if (depth > 12) return null;
  if (js.$ref) {
    const key = js.$ref.replace(/^#\/\$defs\//, '');
    return generate(root.$defs?.[key] ?? {}, name, hints, root, depth + 1);
  }
  if (js.const !== undefined) return js.const;
  if (js.enum?.length) return js.enum[0];
  const options = js.anyOf ?? js.oneOf;
  if (options?.length) {
    const pick = options.find((o) => o.type !== 'null') ?? options[0]!;
    return generate(pick, name, hints, root, depth + 1);
  }
  if (js.allOf?.length) return generate(Object.assign({}, ...js.allOf) as TJs, name, hints, root, depth + 1);
  const types = Array.isArray(js.type) ? js.type : js.type ? [js.type] : [];
  // A decimal accepted as number or string ("9000"): the string form, as the web sends it.
  const type = types.includes('string') ? 'string' : types.find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(js.properties ?? {})) {
        if (js.required?.includes(key) || key in hints) out[key] = generate(prop, key, hints, root, depth + 1);
      }
      return out;
    }
    case 'array': {
      if (js.prefixItems) return js.prefixItems.map((p) => generate(p, name, hints, root, depth + 1));
      const n = Math.max(1, js.minItems ?? 0);
      return Array.from({ length: n }, () => generate(js.items ?? {}, name, hints, root, depth + 1));
    }
    case 'string':
      return types.includes('number') && !js.pattern && !js.format ? '10' : stringFor(js, name);
    case 'integer':
      return numberFor(js, true);
    case 'number':
      return numberFor(js, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'Matrix sample text';
  }
}

/** A valid example of `schema` (its input side), with the fields named in `hints` set to the hinted values. */
const converted = new WeakMap<z.ZodType, TJs>();

export function exampleOf(schema: z.ZodType, hints: THints = {}): unknown {
  let js = converted.get(schema);
  if (!js) {
    js = jsonSchemaOf(schema);
    converted.set(schema, js);
  }
  return generate(js, '', hints, js, 0);
}

/** A query string for `schema`'s example (values as text), empty when there is nothing to send. */
export function exampleQuery(schema: z.ZodType | undefined, hints: THints = {}): string {
  if (!schema) return '';
  const example = exampleOf(schema, hints);
  if (!example || typeof example !== 'object') return '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(example as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    search.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
