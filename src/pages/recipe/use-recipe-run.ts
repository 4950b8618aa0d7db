import { useEffect, useState } from 'react';
import { isRecipeCancelledError, type Recipe, type RecipeProblem, type RecipeRunResult, type RecipeValue, type StepReport } from '../../lib/recipe';
import { operationClient } from '../../tools/operation-runner';

/** Changes run the recipe after this pause. */
export const RECIPE_RUN_DELAY_MS = 250;
/** Inputs larger than this (characters or bytes) wait for the "Run" button. */
export const RECIPE_AUTO_RUN_LIMIT = 1024 * 1024;

export type RecipeRunState =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'running'; steps: StepReport[] }
  | { status: 'done'; steps: StepReport[]; output: RecipeValue }
  | { status: 'failed'; steps: StepReport[]; problem: RecipeProblem };

/**
 * Runs the recipe in the operation worker whenever it or its input changes, after a short pause,
 * while `allowed` (a large input waits for the Run button). A newer run cancels the running one;
 * each step's report shows as it arrives. Until the newer run reports, the last one stays shown.
 */
export function useRecipeRun(recipe: Recipe, input: string | Uint8Array, allowed: boolean): RecipeRunState {
  const [shown, setShown] = useState<RecipeRunState>({ status: 'idle' });
  const active = recipe.steps.length > 0 && allowed;
  useEffect(() => {
    if (!active) return;
    const abort = new AbortController();
    const steps: StepReport[] = [];
    // The result holds every report: one trailing it must not turn the state back to running.
    let finished = false;
    // Reports arriving together (fast steps) are shown together, once per frame.
    let frame: number | undefined;
    const showReports = () => {
      frame = undefined;
      if (!finished) setShown({ status: 'running', steps: [...steps] });
    };
    const timer = setTimeout(() => {
      operationClient
        .runRecipe(recipe, input, {
          signal: abort.signal,
          onStep: (report) => {
            if (finished) return;
            steps.push(report);
            frame ??= requestAnimationFrame(showReports);
          },
        })
        .then(
          (result: RecipeRunResult) => {
            finished = true;
            if (frame !== undefined) cancelAnimationFrame(frame);
            if (abort.signal.aborted) return;
            // The reports already shown stay the same objects: their cards do not render again.
            const reports = result.steps.map((report, index) => (steps[index]?.index === report.index && steps[index]?.status === report.status && steps[index]?.timeMs === report.timeMs ? steps[index] : report));
            setShown(result.ok ? { status: 'done', steps: reports, output: result.output } : { status: 'failed', steps: reports, problem: result.problem });
          },
          (error: unknown) => {
            finished = true;
            if (abort.signal.aborted || isRecipeCancelledError(error)) return;
            setShown({
              status: 'failed',
              steps: [...steps],
              problem: {
                code: 'stepFailed',
                message: error instanceof Error ? error.message : String(error),
              },
            });
          },
        );
    }, RECIPE_RUN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      abort.abort();
    };
  }, [recipe, input, active]);
  if (recipe.steps.length === 0) return { status: 'idle' };
  if (!allowed) return { status: 'waiting' };
  return shown;
}
