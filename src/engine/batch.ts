import { toFailure, type OperationFailure } from './failure';
import { startOperationWithWarnings, type OperationWarning } from './operation';
import type { Recipe } from './recipe/recipe';
import type { RecipeProblem } from './recipe/recipe-problem';
import { runRecipe, runStepInPlace } from './recipe/run-recipe';
import type { OperationLoader } from './worker/worker-api';
import { operationInput, readBlobs, type FileValue, type RecipeValue } from './values';

/**
 * A batch: one operation, or one recipe, run on each of many files: on the page (the operation
 * workers, one file each) and on the command line (worker threads) alike. This is one file's run.
 */
export type BatchTask = { kind: 'operation'; op: string; options: Record<string, unknown> } | { kind: 'recipe'; recipe: Recipe };

export type BatchOutcome =
  | { ok: true; output: RecipeValue; warnings: OperationWarning[] }
  /** `message` in English; `failure` (an operation's error, its message key kept) or `problem` (a recipe's) for a page that words it. */
  | { ok: false; message: string; failure?: OperationFailure; problem?: RecipeProblem };

export interface BatchRunControl {
  lookup: OperationLoader;
  signal?: AbortSignal;
  progress?: (done: number, total: number) => void;
}

/** Runs `task` on one file (a file value, or a Blob not yet read; or a list of files, for an operation that takes several): the operation gets it as the kind it takes; a recipe starts from it. */
export async function runBatchTask(task: BatchTask, file: FileValue | FileValue[] | Blob, { lookup, signal, progress }: BatchRunControl): Promise<BatchOutcome> {
  if (task.kind === 'recipe') {
    const result = await runRecipe(task.recipe, (await readBlobs(file)) as FileValue | FileValue[], runStepInPlace, { lookup, ...(signal ? { signal } : {}) });
    if (!result.ok) return { ok: false, message: result.problem.message, problem: result.problem };
    return { ok: true, output: result.output, warnings: result.steps.flatMap((step) => step.warnings) };
  }
  const operation = await lookup(task.op);
  if (!operation) return { ok: false, message: `Unknown operation: ${task.op}.` };
  try {
    // A file the operation reads itself (`runFile`) stays unread; others are read here.
    const input = await operationInput(operation, file);
    const { output, warnings } = await startOperationWithWarnings(operation, input as never, task.options, { ...(signal ? { signal } : {}), ...(progress ? { progress } : {}) });
    return { ok: true, output: { kind: operation.output, value: output } as RecipeValue, warnings };
  } catch (error) {
    const failure = toFailure(error);
    return { ok: false, message: failure.message, failure };
  }
}
