import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zDecimal } from './ask.ts';
import { describeIssue, reason } from './validation.ts';

function problems(schema: z.ZodType, value: unknown, reportInput = false) {
  const result = schema.safeParse(value, { reportInput });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map(describeIssue);
}

describe('describeIssue (one wording of a bad field for server and web)', () => {
  const schema = z.object({
    name: z.string().min(1),
    password: z.string().min(6).max(10),
    email: z.email(),
    kind: z.enum(['a', 'b']),
    lines: z.array(z.object({ weight: z.number().positive() })),
  });

  it('calls missing values required and names the field by its dotted path', () => {
    const out = problems(schema, { lines: [{}] });
    expect(out).toEqual(
      expect.arrayContaining([
        { field: 'name', reasonKey: 'required' },
        { field: 'password', reasonKey: 'required' },
        { field: 'lines.0.weight', reasonKey: 'required' },
      ]),
    );
  });

  it('tells lengths with their limit, and an empty required string as required', () => {
    expect(problems(schema.pick({ password: true }), { password: 'abc' })).toEqual([
      { field: 'password', reasonKey: 'tooShort', params: { min: 6 } },
    ]);
    expect(problems(schema.pick({ password: true }), { password: 'x'.repeat(11) })).toEqual([
      { field: 'password', reasonKey: 'tooLong', params: { max: 10 } },
    ]);
    expect(problems(schema.pick({ name: true }), { name: '' })).toEqual([{ field: 'name', reasonKey: 'required' }]);
  });

  it('calls bad formats and values what they are', () => {
    expect(problems(schema.pick({ email: true }), { email: 'nope' })).toEqual([{ field: 'email', reasonKey: 'invalidFormat' }]);
    expect(problems(schema.pick({ kind: true }), { kind: 'c' })).toEqual([{ field: 'kind', reasonKey: 'invalidValue' }]);
  });

  it('names the bound a number misses, and asks for a whole number', () => {
    expect(problems(z.object({ n: z.number().min(5) }), { n: 1 })).toEqual([{ field: 'n', reasonKey: 'atLeast', params: { min: 5 } }]);
    expect(problems(z.object({ n: z.number().positive() }), { n: 0 })).toEqual([{ field: 'n', reasonKey: 'greaterThan', params: { min: 0 } }]);
    expect(problems(z.object({ n: z.number().max(100) }), { n: 120 })).toEqual([{ field: 'n', reasonKey: 'atMost', params: { max: 100 } }]);
    expect(problems(z.object({ n: z.number().lt(10) }), { n: 10 })).toEqual([{ field: 'n', reasonKey: 'lessThan', params: { max: 10 } }]);
    expect(problems(z.object({ n: z.number().int() }), { n: 1.5 })).toEqual([{ field: 'n', reasonKey: 'wholeNumber' }]);
    // Sizes of lists keep the general reason: their areas word them (e.g. "at most 50 photos or videos").
    expect(problems(z.object({ l: z.array(z.string()).max(1) }), { l: ['a', 'b'] })).toEqual([{ field: 'l', reasonKey: 'invalidValue' }]);
  });

  it('tells a wrong type from a missing value when the input is known', () => {
    expect(problems(schema.pick({ name: true }), { name: 42 }, true)).toEqual([{ field: 'name', reasonKey: 'invalidValue' }]);
    expect(problems(schema.pick({ kind: true }), {}, true)).toEqual([{ field: 'kind', reasonKey: 'choose' }]);
    // Issue 19 item 5: a list id left empty says what to do; a decimal left out is required.
    expect(problems(z.object({ portId: z.coerce.number().int().positive() }), {}, true)).toEqual([{ field: 'portId', reasonKey: 'choose' }]);
    expect(problems(z.object({ price: zDecimal({ decimals: 2 }) }), {}, true)).toEqual([{ field: 'price', reasonKey: 'required' }]);
    expect(problems(z.object({ price: zDecimal({ decimals: 2 }) }), { price: '' }, true)).toEqual([{ field: 'price', reasonKey: 'required' }]);
    expect(problems(z.object({ price: zDecimal({ decimals: 2 }) }), { price: 'ten' }, true)).toEqual([{ field: 'price', reasonKey: 'listings.errors.notANumber' }]);
    expect(problems(schema.pick({ kind: true }), { kind: 'zzz' }, true)).toEqual([{ field: 'kind', reasonKey: 'invalidValue' }]);
  });

  it('keeps the reason of a refinement and names the body when there is no field', () => {
    const refined = z.object({ a: z.string(), b: z.string() }).superRefine((v, ctx) => {
      if (v.a !== v.b) ctx.addIssue({ code: 'custom', path: ['b'], ...reason('mustMatch') });
    });
    expect(problems(refined, { a: 'x', b: 'y' })).toEqual([{ field: 'b', reasonKey: 'mustMatch' }]);
    expect(problems(z.object({}), 'text', true)).toEqual([{ field: 'body', reasonKey: 'invalidValue' }]);
  });
});
