import * as mathjs from 'mathjs';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { createMathEngine, evaluateExpression, evaluateOutcome } from './math-evaluator.service';

const engine = createMathEngine(mathjs);
const evaluate = (expression: string) => evaluateExpression(engine, expression);
const detailOf = (expression: string) => {
  try {
    evaluate(expression);
  } catch (error) {
    return isToolInputError(error) ? { key: error.messageKey, detail: error.detail } : { key: 'other', detail: String(error) };
  }
  return undefined;
};

describe('formatting (precision 14, lowerExp -9, upperExp 15)', () => {
  it.each([
    ['0.1 + 0.2', '0.3'],
    ['2*sqrt(6)', '4.8989794855664'],
    ['5 cm to inch', '1.9685039370079 inch'],
    ['[1, 2, 3] * 2', '[2, 4, 6]'],
    ['sqrt(-4)', '2i'],
    ['2^64', '1.844674407371e+19'],
    ['f(x) = x^2', 'f(x)'],
    ['1/0', 'Infinity'],
    ['1e-10', '1e-10'],
    ['12345678901234', '12345678901234'],
    ['123456789012345', '123456789012350'],
    ['sin(pi/2)', '1'],
    ['det([1, 2; 3, 4])', '-2'],
    ['10 km/h to m/s', '2.7777777777778 m / s'],
  ])('%s → %s', (expression, expected) => {
    expect(evaluate(expression)).toBe(expected);
  });
});

describe('several statements', () => {
  it.each([
    ['a = 3\nb = 4\nsqrt(a^2 + b^2)', '5'],
    ['a = 3; b = 4; a * b', '12'],
    ['f(x) = x^2\nf(12)', '144'],
    ['a = 3\nb = 4;', '3'],
    ['x = 2\n\n  \nx + 1\n', '3'],
  ])('%j → %s', (expression, expected) => {
    expect(evaluate(expression)).toBe(expected);
  });

  it('a statement ending with ; produces no value', () => {
    expect(evaluate('a = 3;')).toBeUndefined();
    expect(evaluate('a = 3; b = 4;')).toBeUndefined();
  });

  it('starts from a fresh scope every time', () => {
    expect(evaluate('shared = 41')).toBe('41');
    expect(detailOf('shared + 1')).toEqual({ key: 'invalidExpression', detail: 'Undefined symbol shared' });
  });

  it.each(['', '   ', '\n\n'])('blank input %j gives no result and no error', (expression) => {
    expect(evaluate(expression)).toBeUndefined();
  });
});

describe('errors', () => {
  it('2 + is invalid, with the parser explanation', () => {
    expect(detailOf('2 +')).toEqual({ key: 'invalidExpression', detail: expect.stringMatching(/Unexpected end of expression/) });
  });

  it('foo + 1 is invalid: Undefined symbol foo', () => {
    expect(detailOf('foo + 1')).toEqual({ key: 'invalidExpression', detail: 'Undefined symbol foo' });
  });

  it('gives a plain outcome for a worker', () => {
    expect(evaluateOutcome(engine, '1 + 1')).toEqual({ ok: true, result: '2' });
    expect(evaluateOutcome(engine, 'foo')).toEqual({ ok: false, detail: 'Undefined symbol foo' });
  });

  it('survives 200,000 characters of junk', () => {
    expect(detailOf('🙂'.repeat(100_000))?.key).toBe('invalidExpression');
    expect(detailOf('(('.repeat(1000))?.key).toBe('invalidExpression');
  });
});

describe('never evaluates JavaScript', () => {
  it.each([
    ['constructor', '[].constructor'],
    ['function constructor', 'cos.constructor("return process")()'],
    ['prototype pollution', 'a = {}; a.__proto__.polluted = 1'],
    ['import', 'import({evil: 1})'],
    ['import with override', 'import({sqrt: 1}, {override: true})'],
    ['createUnit', 'createUnit("evil")'],
    ['nested evaluate', 'evaluate("1 + 1")'],
    ['parse', 'parse("1 + 1")'],
    ['fetch', 'fetch("https://example.com")'],
    ['eval', 'eval("1")'],
    ['window', 'window.location'],
    ['globalThis', 'globalThis'],
    ['config', 'config({number: "BigNumber"})'],
  ])('refuses %s', (_name, expression) => {
    expect(detailOf(expression)?.key).toBe('invalidExpression');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps working after a refused trick', () => {
    detailOf('import({sqrt: 1}, {override: true})');
    expect(evaluate('sqrt(16)')).toBe('4');
  });
});
