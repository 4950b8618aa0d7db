import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { calculate, type Calculation } from './percentage-calculator.service';

/** Expected values by hand; 15 significant digits remove binary noise (10 % of 3 is 0.3). */
const operation = (id: string, calculation: Calculation, examples: { description: string; x: number; y: number; output: string }[]) =>
  defineOperation({
    id,
    toolId: 'percentage-calculator',
    input: 'none',
    output: 'text',
    options: z.object({ x: z.number().default(0), y: z.number().default(0) }),
    run: (_input, { x, y }) => calculate(calculation, x, y),
    examples: examples.map(({ description, x, y, output }) => ({ description, options: { x, y }, output })),
  });

export default [
  operation('percentage-calculator-percentage-of', 'percentageOf', [
    { description: 'What is X % of Y: 10 % of 3 = 0.3', x: 10, y: 3, output: '0.3' },
    { description: '123 % of 456 = 560.88', x: 123, y: 456, output: '560.88' },
  ]),
  operation('percentage-calculator-percent-of-total', 'percentOfTotal', [
    { description: 'X is what percent of Y: 12300 ÷ 456 = 26.97368421052631…', x: 123, y: 456, output: '26.9736842105263' },
    { description: '-5 of 20 = -25 %', x: -5, y: 20, output: '-25' },
  ]),
  operation('percentage-calculator-change', 'percentageChange', [
    { description: 'From X to Y: 0.1 → 0.3 is +200 %', x: 0.1, y: 0.3, output: '200' },
    { description: '50 → 20 is -60 %', x: 50, y: 20, output: '-60' },
  ]),
  operation('percentage-calculator-whole', 'wholeValue', [{ description: 'X is Y % of what: 30 is 20 % of 150', x: 30, y: 20, output: '150' }]),
];
