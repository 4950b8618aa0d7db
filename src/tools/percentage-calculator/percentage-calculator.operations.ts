import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { calculate, type Calculation } from './percentage-calculator.service';

/**
 * One operation per card of the screen, its two numbers named like the card's fields. A number
 * left out is an empty field: the result is empty too (as on the screen, which starts empty).
 * Expected values by hand; 15 significant digits remove binary noise (10 % of 3 is 0.3).
 */
const operation = <F extends string, S extends string>(
  id: string,
  calculation: Calculation,
  [first, second]: [F, S],
  examples: { description: string; options: Partial<Record<F | S, number>>; output: string }[],
) => {
  const options = z.object({ [first]: z.optional(z.number()), [second]: z.optional(z.number()) } as Record<F | S, z.ZodMiniOptional<z.ZodMiniNumber>>);
  return defineOperation({
    id,
    toolId: 'percentage-calculator',
    input: 'none',
    output: 'text',
    options,
    run: (_input, numbers) => {
      const given = numbers as Partial<Record<F | S, number>>;
      return calculate(calculation, given[first] ?? '', given[second] ?? '');
    },
    examples: examples.map((example) => ({ ...example, options: example.options as Partial<z.input<typeof options>> })),
  });
};

export const percentageOf = operation('percentage-calculator-percentage-of', 'percentageOf', ['percentage', 'ofValue'], [
  { description: 'What is X % of Y: 10 % of 3 = 0.3', options: { percentage: 10, ofValue: 3 }, output: '0.3' },
  { description: '123 % of 456 = 560.88', options: { percentage: 123, ofValue: 456 }, output: '560.88' },
  { description: 'A number missing: no result', options: { percentage: 10 }, output: '' },
]);
export const percentOfTotal = operation('percentage-calculator-percent-of-total', 'percentOfTotal', ['value', 'totalValue'], [
  { description: 'X is what percent of Y: 12300 ÷ 456 = 26.97368421052631…', options: { value: 123, totalValue: 456 }, output: '26.9736842105263' },
  { description: '-5 of 20 = -25 %', options: { value: -5, totalValue: 20 }, output: '-25' },
]);
export const percentageChange = operation('percentage-calculator-change', 'percentageChange', ['from', 'to'], [
  { description: 'From X to Y: 0.1 → 0.3 is +200 %', options: { from: 0.1, to: 0.3 }, output: '200' },
  { description: '50 → 20 is -60 %', options: { from: 50, to: 20 }, output: '-60' },
]);
export const wholeValue = operation('percentage-calculator-whole', 'wholeValue', ['partValue', 'partPercentage'], [
  { description: 'X is Y % of what: 30 is 20 % of 150', options: { partValue: 30, partPercentage: 20 }, output: '150' },
]);

export default [percentageOf, percentOfTotal, percentageChange, wholeValue];
