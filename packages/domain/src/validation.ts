import type { z } from 'zod';

/**
 * One way to word a validation failure, shared by the server (code 1000 `msg`) and the web forms,
 * so the same bad input reads the same everywhere: "<field name>: <reason>" from the catalogs.
 */
export type TFieldProblem = {
  /** Dotted path of the field, e.g. `password` or `lines.0.weight`. */
  field: string;
  /** Catalog key of the reason, under the `errors` namespace. */
  reasonKey: string;
  params?: Record<string, string | number>;
};

export function describeIssue(issue: z.core.$ZodIssue): TFieldProblem {
  const field = issue.path.map(String).join('.') || 'body';
  const custom = (issue as { params?: { reasonKey?: string } }).params?.reasonKey;
  if (custom) return { field, reasonKey: custom };
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      // `.int()` on a fraction (zod reports it only for a number, so never for a missing field): say what is wanted.
      if (issue.expected === 'int') return { field, reasonKey: 'wholeNumber' };
      // A coerced id left empty reaches zod as NaN: the ids the API coerces are picked from a list (a country, a
      // port, a dictionary row), so say what to do — "please choose one" (issue 19 item 5), not "invalid value".
      if (issue.expected === 'number' && typeof issue.input === 'number' && Number.isNaN(issue.input)) return { field, reasonKey: 'choose' };
      return missing ? { field, reasonKey: 'required' } : { field, reasonKey: 'invalidValue' };
    case 'invalid_value':
      // An enum or literal left out is a choice not made: "please choose one" rather than "invalid"; only when the
      // caller knows the input (zod omits it unless asked; the server's error handler and the web forms ask).
      return missing && 'input' in issue ? { field, reasonKey: 'choose' } : { field, reasonKey: 'invalidValue' };
    case 'invalid_union':
      // A value several types accept (a decimal as a number or text) left out is missing like any other.
      return missing && 'input' in issue ? { field, reasonKey: 'required' } : { field, reasonKey: 'invalidValue' };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { field, reasonKey: 'required' }
          : { field, reasonKey: 'tooShort', params: { min: Number(issue.minimum) } };
      }
      // A number below its bound names the bound (e.g. "Prepay rate: must be at least 0"); sizes of arrays and
      // files keep the general reason, their areas word them.
      if (issue.origin === 'number' || issue.origin === 'int') {
        return { field, reasonKey: issue.inclusive ? 'atLeast' : 'greaterThan', params: { min: Number(issue.minimum) } };
      }
      return { field, reasonKey: 'invalidValue' };
    case 'too_big':
      if (issue.origin === 'string') {
        return { field, reasonKey: 'tooLong', params: { max: Number(issue.maximum) } };
      }
      if (issue.origin === 'number' || issue.origin === 'int') {
        return { field, reasonKey: issue.inclusive ? 'atMost' : 'lessThan', params: { max: Number(issue.maximum) } };
      }
      return { field, reasonKey: 'invalidValue' };
    case 'invalid_format':
      // An empty field failing a pattern (e.g. a blank code) is missing, not malformed.
      return issue.input === '' ? { field, reasonKey: 'required' } : { field, reasonKey: 'invalidFormat' };
    default:
      return { field, reasonKey: 'invalidValue' };
  }
}

/** A refinement issue carrying its own catalog reason (e.g. `mustMatch`, `mustAgree`). */
export function reason(reasonKey: string): { params: { reasonKey: string } } {
  return { params: { reasonKey } };
}
