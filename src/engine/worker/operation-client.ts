import type { Recipe } from '../recipe/recipe';
import type { RecipeInput } from '../values';
import { isRecipeCancelledError, RecipeCancelledError } from '../recipe/recipe-problem';
import type { RecipeRunResult } from '../recipe/run-recipe';
import { createWorkerPool, type WorkerPool } from './worker-pool';
import { fromFailure } from '../failure';
import type { OperationResult } from '../operation';
import { progressProxy, stepReportProxy, type FilesOutcome, type OperationWorkerApi, type ProgressCallback, type RunOutcome, type StepReportCallback } from './worker-api';
import type { BatchTask } from '../batch';

/** How a caller follows and stops one run. */
export interface RunControl {
  /** Aborting stops the run: its worker is terminated (the only way to stop synchronous work). */
  signal?: AbortSignal;
  onProgress?: ProgressCallback;
}

/** How a caller follows and stops one recipe run. */
export interface RecipeRunClientControl {
  /** Aborting stops the run: its worker is terminated and the run rejects with `RecipeCancelledError`. */
  signal?: AbortSignal;
  /** Each step's report, in order (none after an abort). */
  onStep?: StepReportCallback;
}

export interface OperationClient {
  /**
   * Runs operation `id` in a worker: resolves with its output, rejects with its error (a
   * `ToolInputError` keeps its message key) or with `PoolCancelledError` when aborted.
   */
  run(id: string, input: unknown, options: unknown, control?: RunControl): Promise<unknown>;
  /** `run`, with the warnings the operation raised. */
  runWithWarnings(id: string, input: unknown, options: unknown, control?: RunControl): Promise<OperationResult<unknown>>;
  /**
   * Runs a whole recipe in one worker (intermediate values stay there): resolves with its output or
   * its failure and every step's report; rejects with `RecipeCancelledError` when aborted.
   */
  runRecipe(recipe: Recipe, input: RecipeInput | Blob | Blob[], control?: RecipeRunClientControl): Promise<RecipeRunResult>;
  /**
   * One file of a batch in a worker: the operation or recipe on `input` (handed over unread), its
   * output as new Files; a failure is in the outcome. Rejects with `PoolCancelledError` when aborted.
   */
  runToFiles(task: BatchTask, input: Blob, control?: RunControl): Promise<FilesOutcome>;
  /** Starts a worker ahead of the first run. */
  warm(): void;
  /** Stops every run and every worker. */
  dispose(): void;
}

/**
 * Runs operations by id on a small pool of operation workers (started on demand, kept while idle).
 * Runs wait their turn when every worker is busy; an aborted run frees its worker at once.
 */
export function createOperationClient(createWorker: () => Worker, size: number): OperationClient {
  const pool: WorkerPool<OperationWorkerApi> = createWorkerPool<OperationWorkerApi>(createWorker, size);
  const runWithWarnings = async (id: string, input: unknown, options: unknown, control: RunControl = {}): Promise<OperationResult<unknown>> => {
    const { onProgress, signal } = control;
    const outcome = await pool.run<RunOutcome>((api) => api.run(id, input, options, onProgress ? progressProxy(onProgress) : undefined), signal);
    if (!outcome.ok) throw fromFailure(outcome.failure);
    return { output: outcome.output, warnings: outcome.warnings };
  };
  const runRecipe = async (recipe: Recipe, input: RecipeInput | Blob | Blob[], { signal, onStep }: RecipeRunClientControl = {}): Promise<RecipeRunResult> => {
    // A report still on its way when the run is aborted, or when its result has come, is dropped:
    // reports travel through their own message port and may arrive after the result (which holds
    // every step's report anyway).
    let settled = false;
    const forward = onStep ? stepReportProxy((report) => (signal?.aborted || settled ? undefined : onStep(report))) : undefined;
    try {
      return await pool.run<RecipeRunResult>((api) => api.runRecipe(recipe, input, forward), signal);
    } catch (error) {
      throw isRecipeCancelledError(error) ? new RecipeCancelledError() : error;
    } finally {
      settled = true;
    }
  };
  return {
    run: async (id, input, options, control) => (await runWithWarnings(id, input, options, control)).output,
    runWithWarnings,
    runRecipe,
    runToFiles: (task, input, { signal, onProgress } = {}) => pool.run<FilesOutcome>((api) => api.runToFiles(task, input, onProgress ? progressProxy(onProgress) : undefined), signal),
    warm: () => pool.warm(),
    dispose: () => pool.dispose(),
  };
}
