import { useEffect, useRef, useState } from 'react';
import { isRecipeCancelledError, type Recipe, type RecipeProblem, type RecipeRunResult, type RecipeValue, type StepReport } from '../../engine/recipe';
import { operationClient } from '../../engine/worker/operation-pool';

/**
 * Changes run the recipe after this pause (typing); a pasted or opened input, a switch or a choice
 * in a step, and the Run button run it at once.
 */
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
 * Runs the recipe in the operation worker whenever it or its input changes, while `allowed` (a
 * large input waits for the Run button). A change waits for a short pause, as typing comes in
 * bursts; a change that comes whole runs at once: an input pasted, dropped or opened
 * (`wholeInput`), a recipe changed by a switch or a choice (`wholeRecipe`), and the run being
 * allowed again (the Run button, a first step). A newer run cancels the running one; each step's
 * report shows as it arrives. Until the newer run reports, the last one stays shown.
 */
export function useRecipeRun(recipe: Recipe, input: string | Uint8Array | File, allowed: boolean, wholeInput?: string | Uint8Array | File, wholeRecipe?: Recipe): RecipeRunState {
  const [shown, setShown] = useState<RecipeRunState>({ status: 'idle' });
  const active = recipe.steps.length > 0 && allowed;
  const previous = useRef<{ recipe: Recipe; input: string | Uint8Array | File; active: boolean } | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = { recipe, input, active };
    if (!active) return;
    const atOnce = (input === wholeInput && before?.input !== input) || (recipe === wholeRecipe && before?.recipe !== recipe) || before?.active === false;
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
    }, atOnce ? 0 : RECIPE_RUN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      abort.abort();
    };
  }, [recipe, input, active, wholeInput, wholeRecipe]);
  if (recipe.steps.length === 0) return { status: 'idle' };
  if (!allowed) return { status: 'waiting' };
  return shown;
}
