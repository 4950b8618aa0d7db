import type { ConfigOptions, FactoryFunctionMap, MathJsInstance } from 'mathjs';
import { ToolInputError } from '../../lib/errors';

/** mathjs format options: 14 significant digits hide binary floating-point noise (0.1 + 0.2 → 0.3). */
export const FORMAT_OPTIONS = { precision: 14, lowerExp: -9, upperExp: 15 } as const;

/** Functions the expression language must not reach: they parse or define code, or change the engine. */
const DISABLED_FUNCTIONS = ['import', 'createUnit', 'evaluate', 'parse', 'compile', 'simplify', 'derivative', 'resolve', 'reviver', 'replacer', 'config'] as const;

export interface MathEngine {
  evaluate: (expression: string, scope: Map<string, unknown>) => unknown;
  format: (value: unknown) => string;
}

/**
 * A mathjs instance for untrusted expressions, following mathjs's security advice: the functions
 * that evaluate or parse more code, define units or change the configuration throw when called
 * from an expression. mathjs itself never evaluates JavaScript and refuses `constructor` and
 * other prototype properties.
 */
export interface MathJsModule {
  create: (factories: FactoryFunctionMap, config?: ConfigOptions) => MathJsInstance;
  all?: FactoryFunctionMap;
}

export function createMathEngine(mathjs: MathJsModule): MathEngine {
  if (!mathjs.all) throw new Error('mathjs without its functions');
  const math = mathjs.create(mathjs.all, {});
  const evaluate = math.evaluate.bind(math);
  const format = math.format.bind(math);
  math.import(
    Object.fromEntries(
      DISABLED_FUNCTIONS.map((name) => [
        name,
        () => {
          throw new Error(`Function ${name} is disabled`);
        },
      ]),
    ),
    { override: true },
  );
  return {
    evaluate: (expression, scope) => evaluate(expression, scope) as unknown,
    format: (value) => format(value, FORMAT_OPTIONS),
  };
}

/** mathjs's ResultSet (several statements): the values of the statements not ending with `;`. */
function isResultSet(value: unknown): value is { entries: unknown[] } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'ResultSet' && Array.isArray((value as { entries?: unknown }).entries);
}

/**
 * Evaluates lines or `;`-separated statements in a fresh scope (later statements see earlier
 * variables and functions) and formats the value of the last statement that produced one.
 * Undefined for blank input or when no statement produced a value. Throws `invalidExpression`
 * with the engine's explanation as detail.
 */
export function evaluateExpression(engine: MathEngine, expression: string): string | undefined {
  if (expression.trim() === '') return undefined;
  let value: unknown;
  try {
    value = engine.evaluate(expression, new Map());
  } catch (error) {
    throw new ToolInputError('invalidExpression', { detail: error instanceof Error ? error.message : String(error) });
  }
  if (isResultSet(value)) value = value.entries.at(-1);
  if (value === undefined) return undefined;
  return engine.format(value);
}

/** For a page or worker: the outcome as plain data (errors never thrown across a worker boundary). */
export type EvaluationOutcome = { ok: true; result: string | undefined } | { ok: false; detail: string };

export function evaluateOutcome(engine: MathEngine, expression: string): EvaluationOutcome {
  try {
    return { ok: true, result: evaluateExpression(engine, expression) };
  } catch (error) {
    return { ok: false, detail: error instanceof ToolInputError ? (error.detail ?? '') : String(error) };
  }
}
