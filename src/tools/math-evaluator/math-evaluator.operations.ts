import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { createMathEngine, evaluateExpression, type MathEngine } from './math-evaluator.service';

// mathjs (its own chunk) is imported with the first run, not with this module: the screen imports
// the operation, the worker runs it. A failed import is tried again on the next run.
let engine: Promise<MathEngine> | undefined;
function loadEngine(): Promise<MathEngine> {
  engine ??= import('mathjs').then(createMathEngine).catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/**
 * A mathjs expression (several lines or `;`-separated statements) → the value of the last
 * statement, 14 significant digits ('' when no statement gives one; blank input only loads the
 * engine). It says when it starts evaluating (progress 0 of 1), after the engine has loaded, so a
 * screen's time limit does not count the load. Expected values by hand: √6 = 2.449489742783178…,
 * 5 cm = 5/2.54 in = 1.968503937007874… in, 2^64 = 18446744073709551616.
 */
export const mathEvaluator = defineOperation({
  id: 'math-evaluator',
  toolId: 'math-evaluator',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: async (input, _options, { progress }) => {
    const loaded = await loadEngine();
    progress?.(0, 1);
    return evaluateExpression(loaded, input) ?? '';
  },
  examples: [
    { description: 'Binary floating-point noise hidden', input: '0.1 + 0.2', output: '0.3' },
    { description: 'Functions', input: '2*sqrt(6)', output: '4.8989794855664' },
    { description: 'Units', input: '5 cm to inch', output: '1.9685039370079 inch' },
    { description: 'Variables over several lines', input: 'a = 3\nb = 4\nsqrt(a^2 + b^2)', output: '5' },
    { description: 'Exponent notation from 1e15', input: '2^64', output: '1.844674407371e+19' },
    { description: 'Complex numbers', input: 'sqrt(-4)', output: '2i' },
  ],
});

export default [mathEvaluator];
