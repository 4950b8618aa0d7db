import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { calculate, formatResult, parseOptionalNumber, type Calculation } from './percentage-calculator.service';

const keyOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : String(error);
  }
  return undefined;
};

describe('the four formulas (expected values by hand)', () => {
  it.each<[Calculation, string, string, string]>([
    // X × Y ÷ 100
    ['percentageOf', '10', '3', '0.3'],
    ['percentageOf', '123', '456', '560.88'],
    ['percentageOf', '50', '-20', '-10'],
    ['percentageOf', '-25', '-8', '2'],
    ['percentageOf', '0', '999', '0'],
    ['percentageOf', '100', '0', '0'],
    ['percentageOf', '12.5', '80', '10'],
    // 100 × X ÷ Y: 12300 / 456 = 26.973684210526315…
    ['percentOfTotal', '123', '456', '26.9736842105263'],
    ['percentOfTotal', '1', '3', '33.3333333333333'],
    ['percentOfTotal', '-5', '20', '-25'],
    ['percentOfTotal', '0', '7', '0'],
    // (To − From) ÷ From × 100: 333 / 123 = 2.707317073170731…
    ['percentageChange', '0.1', '0.3', '200'],
    ['percentageChange', '123', '456', '270.731707317073'],
    ['percentageChange', '50', '20', '-60'],
    ['percentageChange', '-50', '-20', '-60'],
    ['percentageChange', '-10', '10', '-200'],
    ['percentageChange', '7', '7', '0'],
    // X × 100 ÷ Y
    ['wholeValue', '30', '20', '150'],
    ['wholeValue', '1', '3', '33.3333333333333'],
    ['wholeValue', '-30', '20', '-150'],
    ['wholeValue', '0', '-20', '0'],
  ])('%s(%s, %s) → %s', (calculation, first, second, expected) => {
    expect(calculate(calculation, first, second)).toBe(expected);
  });

  it('accepts numbers as well as typed text', () => {
    expect(calculate('percentageOf', 10, 3)).toBe('0.3');
  });
});

describe('empty inputs', () => {
  it.each<[Calculation, string, string]>([
    ['percentageOf', '', ''],
    ['percentageOf', '10', ''],
    ['percentOfTotal', '', '5'],
    ['percentageChange', '', '5'],
    ['wholeValue', '5', '  '],
    ['wholeValue', '-', '5'],
  ])('%s(%j, %j) is empty', (calculation, first, second) => {
    expect(calculate(calculation, first, second)).toBe('');
  });
});

describe('zero divisors', () => {
  it.each<[Calculation, string, string]>([
    ['percentOfTotal', '5', '0'],
    ['percentOfTotal', '', '0'],
    ['percentageChange', '0', '5'],
    ['percentageChange', '0', ''],
    ['wholeValue', '5', '0'],
    ['wholeValue', '5', '-0'],
  ])('%s(%j, %j) → cannotBeZero', (calculation, first, second) => {
    expect(keyOf(() => calculate(calculation, first, second))).toBe('cannotBeZero');
  });

  it('a zero that is not a divisor is fine', () => {
    expect(calculate('percentageChange', '5', '0')).toBe('-100');
    expect(calculate('percentOfTotal', '0', '5')).toBe('0');
  });
});

describe('formatResult', () => {
  it.each([
    [0.1 + 0.2, '0.3'],
    [-0, '0'],
    [1e-7, '1e-7'],
    [1e21, '1e+21'],
    [123456789012345680, '123456789012346000'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('%s → %s', (value, expected) => {
    expect(formatResult(value)).toBe(expected);
  });

  it.each([
    ['1e3', 1000],
    ['  -2.5 ', -2.5],
    ['', undefined],
    ['.', undefined],
  ])('parseOptionalNumber(%j) → %s', (text, expected) => {
    expect(parseOptionalNumber(text)).toBe(expected);
  });
});
