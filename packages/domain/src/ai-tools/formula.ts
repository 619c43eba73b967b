/**
 * The formula calculator (issue 17 item 5; §5 "Calculator keys: digits, decimal point, percent, brackets, operators
 * and special element tokens"). A trader writes a formula price the way it is quoted — `LME × Cu% × 92% − 150` — and
 * reads it at the latest settlements.
 *
 * Reading: mathjs's expression parser (a maintained parser; never `eval` or `Function`) builds the tree, and only the
 * calculator's own nodes are accepted — numbers, the tokens below, + − × ÷, unary minus, brackets and percent. Every
 * function call, assignment, property access, matrix, string, power, modulo or factorial is refused, so nothing in a
 * formula can reach mathjs's functions. Arithmetic: exact decimals (decimal.ts), not floats, so 0.1 + 0.2 is 0.3;
 * a division keeps 12 decimals.
 *
 * Percent, as a pocket calculator reads it: `x%` is x / 100 (`LME × 92%` = 0.92 × LME), and `a + b%` / `a − b%` add
 * or take b percent OF a (`100 + 5%` = 105, `9000 − 2%` = 8820) — what a trader means by "LME minus 2 %".
 */
import { create, parseDependencies, type FactoryFunctionMap, type MathNode } from 'mathjs';
import { compareDecimals, divDecimals, fromScaled, mulDecimals, roundDecimalText, scaleOf, subDecimals, toScaled } from '../decimal.ts';
import { ELEMENT_TOKENS, FORMULA_MAX_LENGTH, PRICE_TOKEN_NAMES, type TElementToken, type TPriceToken } from './formula-tokens.ts';

// The tokens and limits live apart from the parser, so the contract's schemas and the settlement lookups can name
// them without loading mathjs (bench/startup); re-exported here for the calculator's readers.
export * from './formula-tokens.ts';

// The parser alone (no function library): what the calculator may call is nothing.
const { parse } = create({ parseDependencies: parseDependencies as FactoryFunctionMap });

/** Decimals kept by a division and by the final answer. */
const DIV_SCALE = 12;
/** A value beyond this is not a price: refused rather than carried as a 300-digit number. */
const MAX_ABS = '1000000000000000';

export type TFormulaProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'syntax'; position: number }
  | { kind: 'unknownToken'; token: string }
  | { kind: 'notAllowed'; what: string }
  | { kind: 'noValue'; token: string }
  | { kind: 'divisionByZero' }
  | { kind: 'tooLarge' };

export class FormulaError extends Error {
  constructor(readonly problem: TFormulaProblem) {
    super(`formula: ${problem.kind}`);
  }
}

/** Values the tokens take: exchange tokens from the settlements, element tokens from the user. Decimal text. */
export type TFormulaScope = Partial<Record<TPriceToken | TElementToken, string>>;

/**
 * The keypad's characters to the parser's: × ÷ − and full-width brackets/percent/digits typed on a Chinese keyboard,
 * and the comma a European keyboard puts for the decimal point.
 */
export function normaliseFormula(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/[×xX*](?![a-zA-Z])|·/g, (m, offset: number, all: string) => (m === 'x' || m === 'X') && /[A-Za-z]/.test(all[offset - 1] ?? '') ? m : '*')
    .replace(/÷/g, '/')
    .replace(/[−–—]/g, '-')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The tokens a formula names (to show their values beside the answer). Unknown names are not listed. */
export function formulaTokens(text: string): { prices: TPriceToken[]; elements: TElementToken[] } {
  const names = new Set(normaliseFormula(text).match(/[A-Za-z]+/g) ?? []);
  return {
    prices: PRICE_TOKEN_NAMES.filter((t) => names.has(t)),
    elements: ELEMENT_TOKENS.filter((t) => names.has(t)),
  };
}

function add(a: string, b: string): string {
  return subDecimals(a, b.startsWith('-') ? b.slice(1) : `-${b}`);
}

function negate(a: string): string {
  return a.startsWith('-') ? a.slice(1) : a === '0' ? a : `-${a}`;
}

/** Products are trimmed to DIV_SCALE decimals so a long chain of factors keeps a bounded size. */
function mul(a: string, b: string): string {
  const p = mulDecimals(a, b);
  return scaleOf(p) > DIV_SCALE ? trim(roundDecimalText(p, DIV_SCALE)) : p;
}

function div(a: string, b: string): string {
  if (compareDecimals(b, '0') === 0) throw new FormulaError({ kind: 'divisionByZero' });
  return trim(divDecimals(a, b, DIV_SCALE));
}

function trim(text: string): string {
  const s = scaleOf(text);
  return fromScaled(toScaled(text, s), s);
}

function checkSize(v: string): string {
  const abs = v.startsWith('-') ? v.slice(1) : v;
  if (compareDecimals(abs, MAX_ABS) > 0) throw new FormulaError({ kind: 'tooLarge' });
  return v;
}

/**
 * mathjs reads `%` as percent or as modulo depending on what follows (`Cu% − 150` would be a modulo), so before
 * parsing every `%` becomes the one other postfix operator mathjs has, `!` (factorial, not a calculator key and
 * refused when typed): `x!` in the tree is always "x percent".
 */
function percentOperand(node: MathNode): MathNode | null {
  const n = node as MathNode & { fn?: string; args?: MathNode[] };
  if (n.type === 'OperatorNode' && n.fn === 'factorial' && n.args?.[0]) return n.args[0];
  return null;
}

function evaluateNode(node: MathNode, scope: TFormulaScope): string {
  switch (node.type) {
    case 'ConstantNode': {
      const value = (node as MathNode & { value: unknown }).value;
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new FormulaError({ kind: 'notAllowed', what: String(value) });
      const text = String(value);
      if (/e/i.test(text)) throw new FormulaError({ kind: 'notAllowed', what: text });
      return text;
    }
    case 'SymbolNode': {
      const name = (node as MathNode & { name: string }).name;
      const known = (PRICE_TOKEN_NAMES as string[]).includes(name) || (ELEMENT_TOKENS as readonly string[]).includes(name);
      if (!known) throw new FormulaError({ kind: 'unknownToken', token: name });
      const value = scope[name as TPriceToken | TElementToken];
      // A value that is not a plain decimal ("", "1e-7", "abc" from a half-typed field) is no value at all.
      if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) throw new FormulaError({ kind: 'noValue', token: name });
      return value;
    }
    case 'ParenthesisNode':
      return evaluateNode((node as MathNode & { content: MathNode }).content, scope);
    case 'OperatorNode': {
      const op = node as MathNode & { fn: string; op: string; args: MathNode[] };
      const [a, b] = op.args;
      switch (op.fn) {
        case 'unaryMinus':
          return negate(evaluateNode(a!, scope));
        case 'unaryPlus':
          return evaluateNode(a!, scope);
        case 'factorial':
          return div(evaluateNode(a!, scope), '100');
        case 'add':
        case 'subtract': {
          const left = evaluateNode(a!, scope);
          const pct = percentOperand(b!);
          // a ± b%: b percent of a (the pocket-calculator reading), see the file comment.
          const right = pct ? mul(left, div(evaluateNode(pct, scope), '100')) : evaluateNode(b!, scope);
          return checkSize(op.fn === 'add' ? add(left, right) : subDecimals(left, right));
        }
        case 'multiply':
          return checkSize(mul(evaluateNode(a!, scope), evaluateNode(b!, scope)));
        case 'divide':
          return checkSize(div(evaluateNode(a!, scope), evaluateNode(b!, scope)));
        default:
          throw new FormulaError({ kind: 'notAllowed', what: op.op === '!' ? '%' : op.op });
      }
    }
    default:
      throw new FormulaError({ kind: 'notAllowed', what: node.type });
  }
}

/**
 * The value of a formula at the given token values, as decimal text rounded to `decimals` places (default 4).
 * Throws FormulaError naming what is wrong; never runs anything but the arithmetic above.
 */
export function evaluateFormula(text: string, scope: TFormulaScope, decimals = 4): string {
  if (text.length > FORMULA_MAX_LENGTH) throw new FormulaError({ kind: 'tooLong', max: FORMULA_MAX_LENGTH });
  const formula = normaliseFormula(text);
  if (!formula) throw new FormulaError({ kind: 'empty' });
  if (formula.includes('!')) throw new FormulaError({ kind: 'notAllowed', what: '!' });
  let tree: MathNode;
  try {
    tree = parse(formula.replace(/%/g, '!'));
  } catch (error) {
    const match = /char (\d+)/.exec(error instanceof Error ? error.message : '');
    throw new FormulaError({ kind: 'syntax', position: match ? Number(match[1]) : formula.length });
  }
  return roundDecimalText(evaluateNode(tree, scope), decimals);
}

/** Formula problem → the `aiTools.errors.*` reason key and its parameters (server 1000 messages, web hints). */
export function formulaProblemReason(problem: TFormulaProblem): { reasonKey: string; params?: Record<string, string | number> } {
  switch (problem.kind) {
    case 'tooLong':
      return { reasonKey: 'aiTools.errors.formulaTooLong', params: { max: problem.max } };
    case 'syntax':
      return { reasonKey: 'aiTools.errors.formulaSyntax', params: { position: problem.position } };
    case 'unknownToken':
      return { reasonKey: 'aiTools.errors.formulaUnknownToken', params: { token: problem.token } };
    case 'notAllowed':
      return { reasonKey: 'aiTools.errors.formulaNotAllowed', params: { what: problem.what } };
    case 'noValue':
      return { reasonKey: 'aiTools.errors.formulaNoValue', params: { token: problem.token } };
    case 'divisionByZero':
      return { reasonKey: 'aiTools.errors.formulaDivisionByZero' };
    case 'tooLarge':
      return { reasonKey: 'aiTools.errors.formulaTooLarge' };
    case 'empty':
      return { reasonKey: 'aiTools.errors.formulaEmpty' };
  }
}
