import type { Recipe } from '../recipe/recipe';
import type { RecipeInput } from '../values';
import { isRecipeCancelledError, RecipeCancelledError } from '../recipe/recipe-problem';
import type { RecipeRunResult } from '../recipe/run-recipe';
import { createWorkerPool, type WorkerPool } from './worker-pool';
import { fromFailure } from '../failure';
import type { OperationResult } from '../operation';
import type { Remote } from 'comlink';
import { progressProxy, stepReportProxy, type FilesOutcome, type JobOutcome, type OperationWorkerApi, type ProgressCallback, type RunOutcome, type StepReportCallback } from './worker-api';
import type { BatchTask } from '../batch';
import type { JobCall, JobInput, JobName, JobOutput } from './jobs';

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
  runToFiles(task: BatchTask, input: Blob | Blob[], control?: RunControl & { onStart?: () => void }): Promise<FilesOutcome>;
  /**
   * Calls function `name` of job module `module` (jobs.ts) in a free worker: resolves with its
   * output, rejects with its error (a `ToolInputError` keeps its message key) or with
   * `PoolCancelledError` when aborted.
   */
  job(module: string, name: string, input: unknown, control?: RunControl): Promise<unknown>;
  /**
   * Holds one worker while `task` makes job calls on it (what a job module keeps between calls stays
   * in that worker). Aborting `signal` drops the task if it waits for a worker, or terminates its
   * worker if it runs; it then rejects with `PoolCancelledError`.
   */
  hold<R>(task: (call: HeldJobCall) => Promise<R>, signal?: AbortSignal): Promise<R>;
  /** Starts a worker ahead of the first run. */
  warm(): void;
  /**
   * Loads job module `module` ahead of its first call: in an idle worker, or in the one it starts
   * when none runs; nothing when every worker is busy (see WorkerPool.warm).
   */
  preload(module: string): void;
  /** Stops every run and every worker. */
  dispose(): void;
}

/** A job call on the worker a `hold` task holds. */
export type HeldJobCall = (module: string, name: string, input: unknown, onProgress?: ProgressCallback) => Promise<unknown>;

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
  const callJob = async (api: Remote<OperationWorkerApi>, module: string, name: string, input: unknown, onProgress?: ProgressCallback): Promise<unknown> => {
    const outcome: JobOutcome = await api.job(module, name, input, onProgress ? progressProxy(onProgress) : undefined);
    if (!outcome.ok) throw fromFailure(outcome.failure);
    return outcome.output;
  };
  return {
    run: async (id, input, options, control) => (await runWithWarnings(id, input, options, control)).output,
    job: (module, name, input, { signal, onProgress } = {}) => pool.run((api) => callJob(api, module, name, input, onProgress), signal),
    hold: (task, signal) => pool.run((api) => task((module, name, input, onProgress) => callJob(api, module, name, input, onProgress)), signal),
    preload: (module) => pool.warm((api) => api.loadJobs(module)),
    runWithWarnings,
    runRecipe,
    runToFiles: (task, input, { signal, onProgress, onStart } = {}) => {
      // Progress travels on its own port and may arrive after the result: a late report is dropped
      // (it would put "100 %" back over a finished result).
      let settled = false;
      const forward = onProgress ? progressProxy((done, total) => (settled || signal?.aborted ? undefined : onProgress(done, total))) : undefined;
      return pool
        .run<FilesOutcome>((api) => {
          // Called when a worker takes the call (it may have waited its turn).
          onStart?.();
          return api.runToFiles(task, input, forward);
        }, signal)
        .finally(() => (settled = true));
    },
    warm: () => pool.warm(),
    dispose: () => pool.dispose(),
  };
}

/** Job module `J`'s functions, called by name on the operation workers (see jobs.ts). */
export interface ModuleJobs<J> {
  /** Runs job function `name` in a free worker (see OperationClient.job). */
  run<K extends JobName<J>>(name: K, input: JobInput<J[K]>, control?: RunControl): Promise<JobOutput<J[K]>>;
  /** Holds one worker while `task` calls several of the module's functions on it (see OperationClient.hold). */
  hold<R>(task: (call: JobCall<J>) => Promise<R>, signal?: AbortSignal): Promise<R>;
  /** Loads the module in a worker ahead of its first call. */
  preload(): void;
}

/** The functions of job module `module` (its type: `typeof import`ed as a type only) on `client`'s workers. */
export function moduleJobs<J>(client: OperationClient, module: string): ModuleJobs<J> {
  return {
    run: (name, input, control) => client.job(module, name, input, control) as Promise<never>,
    hold: (task, signal) => client.hold((call) => task(((name: string, input: unknown) => call(module, name, input)) as JobCall<J>), signal),
    preload: () => client.preload(module),
  };
}
