import { proxy, transfer } from 'comlink';
import type { Recipe } from '../recipe/recipe';
import { createRecipeRunMemo, runRecipe, runStepInPlace, type RecipeRunResult, type StepReport } from '../recipe/run-recipe';
import { startOperationWithWarnings, type Operation, type OperationWarning } from '../operation';
import { toFailure, type OperationFailure } from '../failure';
import { operationInput, outputFiles, readBlobs, valueBuffers, type FileValue, type RecipeInput, type RecipeValue } from '../values';
import { runBatchTask, type BatchTask } from '../batch';
import type { RecipeProblem } from '../recipe/recipe-problem';
import type { JobContext } from './jobs';

/** A run's answer as a value: errors cross the worker boundary with their message key intact. */
export type RunOutcome = { ok: true; output: unknown; warnings: OperationWarning[] } | { ok: false; failure: OperationFailure };

export type ProgressCallback = (done: number, total: number) => void;

/** Receives a recipe run's step reports, one per step, in order. */
export type StepReportCallback = (report: StepReport) => void;

/** A job function's answer as a value (see RunOutcome). */
export type JobOutcome = { ok: true; output: unknown } | { ok: false; failure: OperationFailure };

/** What the operation worker exposes (with Comlink): run any operation by id, a whole recipe, or a job function. */
export interface OperationWorkerApi {
  run(id: string, input: unknown, options: unknown, onProgress?: ProgressCallback): Promise<RunOutcome>;
  /**
   * Calls function `name` of job module `module` (jobs.ts) with `input`, loading the module on its
   * first call; its error comes back as a value. What the module keeps between calls stays in this
   * worker.
   */
  job(module: string, name: string, input: unknown, onProgress?: ProgressCallback): Promise<JobOutcome>;
  /** Loads job module `module` ahead of its first call (false when there is none). */
  loadJobs(module: string): Promise<boolean>;
  /**
   * Runs a whole recipe in this worker (intermediate values never leave it): each step's report
   * goes to `onStep`, final bytes are transferred. A failing step is in the result, not a rejection.
   * A run on the input of this worker's last run starts after the steps the two share (their
   * reports come again): see `RecipeRunMemo`.
   */
  runRecipe(recipe: Recipe, input: RecipeInput | Blob | Blob[], onStep?: StepReportCallback): Promise<RecipeRunResult>;
  /**
   * One file of a batch: runs the operation or recipe on `input` (a File the page hands over
   * unread) and gives the output as the files to save, each a new File: the page holds them
   * without ever reading or copying their bytes (it downloads them, or hands them back for a ZIP).
   */
  runToFiles(task: BatchTask, input: Blob | Blob[], onProgress?: ProgressCallback): Promise<FilesOutcome>;
}

/** A batch file's answer: its output as files (and as data, when it is data), or why it failed. */
export type FilesOutcome =
  | { ok: true; files: File[]; kind: RecipeValue['kind']; data?: unknown; warnings: OperationWarning[] }
  | { ok: false; message: string; failure?: OperationFailure; problem?: RecipeProblem };

/** Finds an operation by id (or alias), loading its module on demand; undefined when unknown. */
export type OperationLoader = (id: string) => Promise<Operation | undefined>;

/** Finds a job module by name, loading it on demand; undefined when unknown. */
export type JobModuleLoader = (module: string) => Promise<Record<string, unknown> | undefined>;

/**
 * The body of the operation worker: loads the operation's module on its first use, validates the
 * options with its schema and runs it. Bytes in the output are transferred, not copied.
 */
export function createOperationWorkerApi(load: OperationLoader, loadJobs: JobModuleLoader = async () => undefined): OperationWorkerApi {
  // The next recipe run on the same input starts after the steps it shares with this one.
  const memo = createRecipeRunMemo();
  return {
    async job(module, name, input, onProgress) {
      try {
        const functions = await loadJobs(module);
        const run = functions?.[name];
        if (typeof run !== 'function') throw new Error(`Unknown job: ${module}.${name}`);
        const context: JobContext = onProgress ? { progress: onProgress } : {};
        return { ok: true, output: await (run as (input: unknown, context: JobContext) => unknown)(input, context) };
      } catch (error) {
        return { ok: false, failure: toFailure(error) };
      }
    },
    async loadJobs(module) {
      return (await loadJobs(module)) !== undefined;
    },
    async run(id, input, options, onProgress) {
      try {
        const operation = await load(id);
        if (!operation) throw new Error(`Unknown operation: ${id}`);
        // Files come unread (Blobs) and are read here (unless the operation reads them itself); any input is converted to the operation's kind.
        const value = await operationInput(operation, input);
        const { output, warnings } = await startOperationWithWarnings(operation, value as never, options, onProgress ? { progress: onProgress } : {});
        const outcome: RunOutcome = { ok: true, output, warnings };
        return transfer(outcome, valueBuffers(output));
      } catch (error) {
        return { ok: false, failure: toFailure(error) };
      }
    },
    async runToFiles(task, input, onProgress) {
      // A file is read here, unless the operation reads it itself (runBatchTask decides).
      const file = input as FileValue | FileValue[] | Blob;
      const outcome = await runBatchTask(task, file, { lookup: load, ...(onProgress ? { progress: throttledProgress(onProgress) } : {}) });
      if (!outcome.ok) return outcome;
      const files = outputFiles(outcome.output, (Array.isArray(file) ? file[0]?.name : (file as { name?: string }).name) ?? '').map((saved) => new File([saved.bytes as Uint8Array<ArrayBuffer>], saved.name, { type: saved.type }));
      return { ok: true, files, kind: outcome.output.kind, ...(outcome.output.kind === 'data' ? { data: outcome.output.value } : {}), warnings: outcome.warnings };
    },
    async runRecipe(recipe, input, onStep) {
      const result = await runRecipe(recipe, (await readBlobs(input)) as RecipeInput, runStepInPlace, { lookup: load, memo, ...(onStep ? { onStep } : {}) });
      if (!result.ok) return result;
      // A copy is transferred: the memo may keep the bytes themselves for the next run.
      const output = copyValue(result.output);
      return transfer({ ...result, output }, valueBuffers(output.value));
    },
  };
}

/** Wraps a progress callback for Comlink (the worker calls it across the boundary). */
export function progressProxy(onProgress: ProgressCallback): ProgressCallback {
  return proxy(onProgress);
}

/** Wraps a step report callback for Comlink. */
export function stepReportProxy(onStep: StepReportCallback): StepReportCallback {
  return proxy(onStep);
}

/** A value whose bytes are copies (to transfer them without taking them from whoever keeps the original). */
function copyValue(value: RecipeValue): RecipeValue {
  switch (value.kind) {
    case 'bytes':
      return { kind: 'bytes', value: value.value.slice() };
    case 'file':
      return { kind: 'file', value: { ...value.value, bytes: value.value.bytes.slice() } };
    case 'files':
      return { kind: 'files', value: value.value.map((file) => ({ ...file, bytes: file.bytes.slice() })) };
    default:
      return value;
  }
}

/** Progress reports at most this often from a batch file (each one is a message the page handles). */
const BATCH_PROGRESS_INTERVAL_MS = 100;

/** `onProgress`, called at most every `BATCH_PROGRESS_INTERVAL_MS` (and always for the end): a hash reports every few kilobytes. */
function throttledProgress(onProgress: ProgressCallback): ProgressCallback {
  let last = 0;
  return (done, total) => {
    const now = performance.now();
    if (done < total && now - last < BATCH_PROGRESS_INTERVAL_MS) return;
    last = now;
    void onProgress(done, total);
  };
}
