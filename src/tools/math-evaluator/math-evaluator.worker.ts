import { expose } from 'comlink';
import { createMathEngine, evaluateOutcome, type EvaluationOutcome, type MathEngine } from './math-evaluator.service';

/**
 * mathjs lives here: imported on first use (its own chunk, never in the page's bundles), and every
 * evaluation runs off the main thread, so `ones(5000, 5000)` or `factorial(100000)` cannot freeze
 * the page; the page stops this worker when an evaluation takes too long.
 */
let engine: Promise<MathEngine> | undefined;

function loadEngine(): Promise<MathEngine> {
  engine ??= import('mathjs').then(createMathEngine).catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

const api = {
  async load(): Promise<void> {
    await loadEngine();
  },
  async evaluate(expression: string): Promise<EvaluationOutcome> {
    return evaluateOutcome(await loadEngine(), expression);
  },
};

export type MathEvaluatorWorkerApi = typeof api;

expose(api);
