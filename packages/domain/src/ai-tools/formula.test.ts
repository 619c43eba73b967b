import { describe, expect, it } from 'vitest';
import { evaluateFormula, FormulaError, formulaTokens, normaliseFormula, type TFormulaProblem } from './formula.ts';

const scope = { LME: '9000', COMEX: '450.5', Cu: '96' };

function problemOf(formula: string, s = scope): TFormulaProblem | null {
  try {
    evaluateFormula(formula, s);
    return null;
  } catch (error) {
    if (error instanceof FormulaError) return error.problem;
    throw error;
  }
}

describe('formula calculator (issue 17 item 5, §5 calculator keys)', () => {
  it('reads a formula price as quoted, with element and exchange tokens', () => {
    // 9000 × 0.96 = 8640; × 0.92 = 7948.8; − 150 = 7798.8
    expect(evaluateFormula('LME × Cu% × 92% − 150', scope)).toBe('7798.8000');
    // (450.5 − 10) ¢/lb × 22.0462 = 440.5 × 22.0462 = 9700.328 + 11.0231 = 9711.3511
    expect(evaluateFormula('(COMEX − 10) × 22.0462', scope)).toBe('9711.3511');
  });

  it('reads percent as a pocket calculator does', () => {
    expect(evaluateFormula('50%', {})).toBe('0.5000'); // 50 ÷ 100
    expect(evaluateFormula('100 + 5%', {})).toBe('105.0000'); // 100 + 100 × 0.05
    expect(evaluateFormula('9000 − 2%', {})).toBe('8820.0000'); // 9000 − 180
    expect(evaluateFormula('LME × 95%', scope)).toBe('8550.0000'); // 9000 × 0.95
  });

  it('is exact decimal arithmetic, not floats', () => {
    expect(evaluateFormula('0.1 + 0.2', {})).toBe('0.3000');
    expect(evaluateFormula('1 ÷ 3', {}, 6)).toBe('0.333333');
    expect(evaluateFormula('2(3 + 4)', {})).toBe('14.0000'); // implicit × before a bracket
    expect(evaluateFormula('−5 + 3', {})).toBe('-2.0000');
  });

  it('takes the keypad and a Chinese keyboard alike', () => {
    expect(normaliseFormula('（1＋2）×3')).toBe('(1+2)*3');
    expect(evaluateFormula('（1＋2）×3', {})).toBe('9.0000');
    expect(evaluateFormula('3x2,5', {})).toBe('7.5000');
    expect(formulaTokens('LME × Cu% − COMEX')).toEqual({ prices: ['LME', 'COMEX'], elements: ['Cu'] });
  });

  it('refuses anything but the calculator keys, naming the problem', () => {
    expect(problemOf('1 ÷ 0')).toEqual({ kind: 'divisionByZero' });
    expect(problemOf('sqrt(4)')).toEqual({ kind: 'notAllowed', what: 'FunctionNode' });
    expect(problemOf('2^3')).toEqual({ kind: 'notAllowed', what: '^' });
    expect(problemOf('5!')).toEqual({ kind: 'notAllowed', what: '!' });
    expect(problemOf('LME.y')).toEqual({ kind: 'notAllowed', what: 'AccessorNode' });
    expect(problemOf('a = 1')).toEqual({ kind: 'notAllowed', what: 'AssignmentNode' });
    expect(problemOf('"x"')).toMatchObject({ kind: 'notAllowed' });
    expect(problemOf('FOO × 2')).toEqual({ kind: 'unknownToken', token: 'FOO' });
    expect(problemOf('SHCU × 2')).toEqual({ kind: 'noValue', token: 'SHCU' });
    expect(problemOf('LME × Cu%', { LME: '9000', Cu: '1e-7' } as never)).toEqual({ kind: 'noValue', token: 'Cu' });
    expect(problemOf('   ')).toEqual({ kind: 'empty' });
    expect(problemOf('(1 + 2')).toMatchObject({ kind: 'syntax' });
    expect(problemOf('9'.repeat(201))).toEqual({ kind: 'tooLong', max: 200 });
    expect(problemOf('99999999 × 99999999 × 99999999')).toEqual({ kind: 'tooLarge' });
  });
});
