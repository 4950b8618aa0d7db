import type { OperationFailure } from '../failure';

/**
 * Everything that can go wrong in the recipe engine (a run, a link, a file), as a value: an
 * English `message` (the command line prints it) and a stable `code` (plus `params`) for a page
 * that words it in the user's language.
 */
export type RecipeProblemCode =
  // running a step
  | 'stepFailed'
  | 'invalidOption'
  | 'unavailableStep'
  | 'newerOperationVersion'
  | 'migrationFailed'
  | 'notUtf8'
  | 'severalFiles'
  | 'generatorNotFirst'
  | 'dataNotSerializable'
  // reading a recipe (a link's compressed form, a file, the stored list)
  | 'notRecipe'
  | 'newerFormatVersion'
  | 'badFormatVersion'
  | 'stepWithoutOp'
  | 'badStep'
  // links
  | 'notRecipeLink'
  | 'linkTooLarge'
  | 'damagedLink'
  | 'badPercentEncoding'
  | 'badBase64'
  | 'badCompressedData'
  | 'decompressedTooLarge'
  | 'inputTooLarge'
  // files
  | 'notJson'
  | 'fileTooLarge';

export interface RecipeProblem {
  code: RecipeProblemCode;
  /** In English; a page translates `code` with `params` instead. */
  message: string;
  /** The step it belongs to (0-based; messages count from 1). */
  step?: number;
  /** The option it belongs to (code 'invalidOption'). */
  option?: string;
  /** Values for a translated message (operation ids, step numbers, limits…). */
  params?: Record<string, string | number>;
  /** The operation's own error (code 'stepFailed'): its message key, parameters and detail, as the tool shows it. */
  failure?: OperationFailure;
}

/** A recipe run that was cancelled: it reports nothing more. */
export class RecipeCancelledError extends Error {
  readonly code = 'cancelled';
  constructor() {
    super('The recipe run was cancelled.');
    this.name = 'RecipeCancelledError';
  }
}

/** True for a cancelled run, whether the engine or the worker pool (`PoolCancelledError`) said so. */
export function isRecipeCancelledError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'RecipeCancelledError' || error.name === 'PoolCancelledError');
}
