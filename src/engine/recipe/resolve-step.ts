import type { Operation } from '../operation';
import type { RecipeStep } from './recipe';
import type { RecipeProblem } from './recipe-problem';

/** Finds an operation by id or alias (`loadOperation` of src/engine/registry.ts); undefined when unknown. */
export type OperationLookup = (id: string) => Promise<Operation | undefined> | Operation | undefined;

export type ResolvedStep =
  | {
      status: 'ok';
      operation: Operation;
      /** The step in current terms: the operation's current id, its current version, migrated options. */
      step: RecipeStep;
      /** The step used an alias (an old id). */
      renamedFrom?: string;
      /** The step's options were migrated from this version. */
      migratedFrom?: number;
    }
  | { status: 'unavailable'; step: RecipeStep; problem: RecipeProblem };

/**
 * A step as this version of the app runs it (the run and the page both use this): the operation
 * found by id or alias (an alias becomes the current id), and options written for an older
 * version of the operation (`opv` below its `version`) migrated with its `migrate`. Unavailable
 * when the operation is unknown, newer than this app's, or its migration fails. Never throws.
 */
export async function resolveStep(step: RecipeStep, stepIndex: number, lookup: OperationLookup): Promise<ResolvedStep> {
  const number = stepIndex + 1;
  const unavailable = (problem: Omit<RecipeProblem, 'step'>): ResolvedStep => ({ status: 'unavailable', step, problem: { ...problem, step: stepIndex } });
  let operation: Operation | undefined;
  try {
    operation = await lookup(step.op);
  } catch (error) {
    // A module that fails to load (offline, new deploy) makes the step unavailable, not the run crash.
    const detail = error instanceof Error ? error.message : String(error);
    return unavailable({ code: 'unavailableStep', message: `Step ${number} (${step.op}) could not be loaded: ${detail}`, params: { step: number, op: step.op, detail } });
  }
  if (!operation) {
    return unavailable({ code: 'unavailableStep', message: `Step ${number} uses the operation "${step.op}", which this version of IT Tools does not have.`, params: { step: number, op: step.op } });
  }
  const current = operation.version ?? 1;
  const written = step.opv ?? 1;
  if (written > current) {
    return unavailable({
      code: 'newerOperationVersion',
      message: `Step ${number} was made for version ${written} of "${operation.id}"; this version of IT Tools has version ${current}.`,
      params: { step: number, op: operation.id, version: written, supported: current },
    });
  }
  let options = step.options;
  if (written < current && operation.migrate) {
    try {
      options = operation.migrate({ ...step.options }, written);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return unavailable({
        code: 'migrationFailed',
        message: `Step ${number}'s options for version ${written} of "${operation.id}" could not be updated: ${detail}`,
        params: { step: number, op: operation.id, version: written, detail },
      });
    }
  }
  const resolved: RecipeStep = { op: operation.id, ...(current > 1 ? { opv: current } : {}), options, ...(step.disabled ? { disabled: true } : {}) };
  return {
    status: 'ok',
    operation,
    step: resolved,
    ...(operation.id !== step.op ? { renamedFrom: step.op } : {}),
    ...(written < current ? { migratedFrom: written } : {}),
  };
}

/** `resolveStep` for every step of a recipe, in order (what a page does when it opens a recipe). */
export function resolveRecipeSteps(steps: readonly RecipeStep[], lookup: OperationLookup): Promise<ResolvedStep[]> {
  return Promise.all(steps.map((step, index) => resolveStep(step, index, lookup)));
}
