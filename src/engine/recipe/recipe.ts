import { defaultOptions, type Operation } from '../operation';
import type { RecipeProblem } from './recipe-problem';

/**
 * The recipe model (issue 20): a chain of operations, named by their stable ids, each with the
 * options that differ from the operation's defaults. Links, saved recipes and files all hold it.
 */

export const RECIPE_FORMAT = 'it-tools/recipe';
/** The model's version: a recipe with a higher `v` was made by a newer IT Tools. */
export const RECIPE_VERSION = 1;

export type RecipeOptions = Record<string, unknown>;

export interface RecipeStep {
  /** The operation's id (an alias of a renamed operation still works: see `resolveStep`). */
  op: string;
  /** The operation's version the options were written for; absent means 1. */
  opv?: number;
  /** Only the options that differ from the operation's defaults. */
  options: RecipeOptions;
  /** Skipped when run: its input passes through. */
  disabled?: boolean;
}

export interface Recipe {
  format: typeof RECIPE_FORMAT;
  v: typeof RECIPE_VERSION;
  name?: string;
  steps: RecipeStep[];
}

/** A recipe of `steps` (none by default). */
export function createRecipe(steps: RecipeStep[] = [], name?: string): Recipe {
  return { format: RECIPE_FORMAT, v: RECIPE_VERSION, ...(name !== undefined ? { name } : {}), steps };
}

/** True when two JSON-like values are equal (objects by their keys, whatever their order). */
export function jsonValuesEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => jsonValuesEqual(item, b[index]));
  const aEntries = Object.entries(a).filter(([, value]) => value !== undefined);
  const bRecord = b as Record<string, unknown>;
  const bCount = Object.values(b).filter((value) => value !== undefined).length;
  return aEntries.length === bCount && aEntries.every(([key, value]) => Object.hasOwn(b, key) && jsonValuesEqual(value, bRecord[key]));
}

/** What a step needs to know of its operation: its id, its version and its default options (from its module or its manifest entry). */
export interface StepOperation {
  id: string;
  version?: number;
  defaults: Readonly<RecipeOptions>;
}

/** An operation, as a step needs it. */
export function stepOperation(operation: Operation): StepOperation {
  return { id: operation.id, ...(operation.version !== undefined ? { version: operation.version } : {}), defaults: defaultOptions(operation) as RecipeOptions };
}

/**
 * The options of `options` that differ from the operation's defaults (what a step stores): a
 * default value, or `undefined`, is left out.
 */
export function differingOptions(operation: StepOperation, options: Readonly<RecipeOptions>): RecipeOptions {
  const { defaults } = operation;
  return Object.fromEntries(Object.entries(options).filter(([key, value]) => value !== undefined && !(Object.hasOwn(defaults, key) && jsonValuesEqual(value, defaults[key]))));
}

/** A step running `operation` with `options` (full or partial), storing only what differs from its defaults. */
export function createStep(operation: StepOperation, options: Readonly<RecipeOptions> = {}, { disabled = false }: { disabled?: boolean } = {}): RecipeStep {
  const version = operation.version ?? 1;
  return { op: operation.id, ...(version > 1 ? { opv: version } : {}), options: differingOptions(operation, options), ...(disabled ? { disabled: true } : {}) };
}

export type StepOptionsCheck = { ok: true; options: RecipeOptions } | { ok: false; problems: RecipeProblem[] };

/**
 * Checks a step's options with the operation's schema: the options with defaults filled in, or
 * one problem per bad value naming the step, the option and the schema's message. Never throws.
 */
export function validateStepOptions(operation: Operation, options: unknown, stepIndex: number): StepOptionsCheck {
  let result: ReturnType<Operation['options']['safeParse']>;
  try {
    result = operation.options.safeParse(options ?? {});
  } catch (error) {
    // A refinement that throws instead of reporting: still one problem, never an exception.
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ code: 'invalidOption', message: `Step ${stepIndex + 1} (${operation.id}): ${message}`, step: stepIndex, params: { step: stepIndex + 1, op: operation.id, option: '', detail: message } }] };
  }
  if (result.success) return { ok: true, options: result.data as RecipeOptions };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const option = issue.path.map(String).join('.');
      const where = option === '' ? `Step ${stepIndex + 1} (${operation.id})` : `Step ${stepIndex + 1} (${operation.id}), option "${option}"`;
      return {
        code: 'invalidOption',
        message: `${where}: ${issue.message}`,
        step: stepIndex,
        ...(option === '' ? {} : { option }),
        params: { step: stepIndex + 1, op: operation.id, option, detail: issue.message },
      };
    }),
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export type RecipeParse = { ok: true; recipe: Recipe } | { ok: false; problem: RecipeProblem };

/**
 * Reads a recipe from parsed JSON (a link's compressed form, a file, the stored list): checks the
 * format, its version and every step; unknown fields are dropped. An unknown operation id is not
 * a problem here (the step is marked unavailable when run). Never throws.
 */
export function parseRecipe(value: unknown): RecipeParse {
  const fail = (problem: RecipeProblem): RecipeParse => ({ ok: false, problem });
  if (!isPlainObject(value) || value.format !== RECIPE_FORMAT) return fail({ code: 'notRecipe', message: 'This is not an IT Tools recipe.' });
  const version = value.v;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail({ code: 'badFormatVersion', message: 'This recipe has no valid format version.' });
  }
  if (version > RECIPE_VERSION) {
    return fail({
      code: 'newerFormatVersion',
      message: `This recipe was made by a newer version of IT Tools (recipe format ${version}); this version reads format ${RECIPE_VERSION}.`,
      params: { version, supported: RECIPE_VERSION },
    });
  }
  if (value.name !== undefined && typeof value.name !== 'string') return fail({ code: 'notRecipe', message: 'This recipe\'s name is not a text.' });
  if (!Array.isArray(value.steps)) return fail({ code: 'notRecipe', message: 'This recipe has no list of steps.' });
  const steps: RecipeStep[] = [];
  for (const [index, raw] of value.steps.entries()) {
    const number = index + 1;
    if (!isPlainObject(raw)) return fail({ code: 'badStep', message: `Step ${number} is not a step.`, step: index, params: { step: number } });
    if (typeof raw.op !== 'string' || raw.op === '') return fail({ code: 'stepWithoutOp', message: `Step ${number} has no operation ("op").`, step: index, params: { step: number } });
    if (raw.opv !== undefined && (typeof raw.opv !== 'number' || !Number.isInteger(raw.opv) || raw.opv < 1)) {
      return fail({ code: 'badStep', message: `Step ${number} has an invalid operation version ("opv").`, step: index, params: { step: number } });
    }
    if (raw.options !== undefined && !isPlainObject(raw.options)) return fail({ code: 'badStep', message: `Step ${number}'s options are not an object.`, step: index, params: { step: number } });
    if (raw.disabled !== undefined && typeof raw.disabled !== 'boolean') return fail({ code: 'badStep', message: `Step ${number}'s "disabled" is not true or false.`, step: index, params: { step: number } });
    steps.push({
      op: raw.op,
      ...(raw.opv !== undefined ? { opv: raw.opv } : {}),
      options: raw.options === undefined ? {} : { ...raw.options },
      ...(raw.disabled === true ? { disabled: true } : {}),
    });
  }
  return { ok: true, recipe: createRecipe(steps, value.name) };
}

/**
 * The first enabled step whose operation says a run with the step's options may take seconds
 * (`Operation.costly`, e.g. bcrypt at cost 13 or more), or -1. Steps whose operation is not
 * loaded, or whose options are invalid, do not count (their run reports the problem quickly).
 */
export function firstCostlyStep(recipe: Recipe, operationOf: (op: string) => Operation | null | undefined): number {
  return recipe.steps.findIndex((step, index) => {
    const operation = step.disabled ? undefined : operationOf(step.op);
    if (!operation?.costly) return false;
    const checked = validateStepOptions(operation, step.options, index);
    return checked.ok && operation.costly(checked.options);
  });
}
