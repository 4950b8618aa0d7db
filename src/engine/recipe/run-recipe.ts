import { toFailure } from '../failure';
import { startOperationWithWarnings, type Operation, type OperationResult, type OperationWarning } from '../operation';
import type { Recipe, RecipeOptions } from './recipe';
import { validateStepOptions } from './recipe';
import { RecipeCancelledError, type RecipeProblem } from './recipe-problem';
import { dataToJson, NotUtf8Error, recipeInputValue, SEVERAL_FILES_SUGGESTIONS, SeveralFilesError, valueAs, valueFileName, valuePreview, valueSize, type RecipeInput, type RecipeValue, type RecipeValueKind } from '../values';
import { resolveStep, type OperationLookup } from './resolve-step';

/** Runs one operation with raw options (validated and defaulted by its schema) and collects its warnings. */
export type RunStep = (
  operation: Operation,
  input: unknown,
  options: Readonly<RecipeOptions>,
  signal: AbortSignal | undefined,
) => OperationResult<unknown> | Promise<OperationResult<unknown>>;

/** `RunStep` in the current thread (what the operation worker and the tests use). */
export const runStepInPlace: RunStep = (operation, input, options, signal) => startOperationWithWarnings(operation, input as never, options, signal ? { signal } : {});

/**
 * The operation that turns any bytes into text, named when bytes that are not UTF-8 reach a step
 * that wants text (a test checks it exists, takes bytes and gives text).
 */
export const BYTES_TO_TEXT_SUGGESTION = { op: 'base64-file-encode', name: 'Base64 file encode' } as const;

export type StepStatus = 'ok' | 'error' | 'skipped' | 'unavailable';

/** What one step did. */
export interface StepReport {
  /** The step's position (0-based). */
  index: number;
  /** The operation id the step names (an alias stays as written; see `resolveStep` for the current id). */
  op: string;
  status: StepStatus;
  /** Milliseconds spent on the step (0 when skipped or unavailable). */
  timeMs: number;
  /** For 'ok': the output's kind, its size (characters, or bytes) and a preview (see `valuePreview`). */
  outputKind?: RecipeValueKind;
  outputSize?: number;
  /** For 'ok' with a file: its name; with files: how many. */
  outputName?: string;
  outputCount?: number;
  preview?: string;
  /** The operation's warnings ('ok' only). */
  warnings: OperationWarning[];
  /** For 'error' and 'unavailable'. */
  problem?: RecipeProblem;
}

export type RecipeRunResult = { ok: true; output: RecipeValue; steps: StepReport[] } | { ok: false; problem: RecipeProblem; steps: StepReport[] };

export interface RecipeRunControl {
  /** Finds operations by id or alias. */
  lookup: OperationLookup;
  /** Aborting rejects the run with `RecipeCancelledError`; no step is reported afterwards. */
  signal?: AbortSignal;
  /** Called once per step, in order, as soon as the step is done. */
  onStep?: (report: StepReport) => void;
  /** What the last run on this input left (see `RecipeRunMemo`); updated by this run. */
  memo?: RecipeRunMemo;
}

/** The state of a run after one of its steps: enough to go on from there. */
interface KeptStep {
  /** The step as written (operation, version, options, disabled). */
  key: string;
  report: StepReport;
  current: RecipeValue;
  currentJson: string | undefined;
  producer: number;
  ranBefore: boolean;
}

/**
 * What a run leaves for the next one: its input and the value after each step. A run on the same
 * input whose first steps are the same as the last run's starts after them, with their values and
 * reports (a change to step 4's options runs steps 4 and after only). Nothing from a generator on
 * is kept (running again must make a new value), nor beyond `maxSize` characters or bytes in all.
 */
export interface RecipeRunMemo {
  input: RecipeInput | undefined;
  kept: KeptStep[];
  readonly maxSize: number;
}

/** A memo keeping at most `maxSize` characters or bytes of step outputs (default 64 million). */
export function createRecipeRunMemo(maxSize = 64 * 1024 * 1024): RecipeRunMemo {
  return { input: undefined, kept: [], maxSize };
}

const stepKey = (step: Recipe['steps'][number]): string => JSON.stringify([step.op, step.opv, step.options, step.disabled ?? false]);

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let index = 0; index < a.byteLength; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/** Whether two inputs are the same: texts by value, bytes and files by their bytes (and names). */
function sameInput(a: RecipeInput | undefined, b: RecipeInput): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (a === undefined) return false;
  if (a instanceof Uint8Array || b instanceof Uint8Array) return a instanceof Uint8Array && b instanceof Uint8Array && sameBytes(a, b);
  const listA = Array.isArray(a) ? a : [a];
  const listB = Array.isArray(b) ? b : [b];
  if (Array.isArray(a) !== Array.isArray(b) || listA.length !== listB.length) return false;
  return listA.every((file, index) => file.name === listB[index]!.name && file.type === listB[index]!.type && sameBytes(file.bytes, listB[index]!.bytes));
}

const keptSize = (step: KeptStep): number => step.report.outputSize ?? 0;

/** Settles like `promise`, or rejects with `RecipeCancelledError` as soon as `signal` aborts. */
function unlessCancelled<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new RecipeCancelledError());
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const now = () => globalThis.performance?.now() ?? Date.now();

/**
 * Runs `recipe` on `input` (a text, or the bytes of a dropped file), step after step, converting
 * between steps as `recipe-value.ts` says. Disabled steps are skipped (their input passes
 * through); the run stops at the first step that fails, is unavailable, gets an input it cannot
 * take, or has a bad option. A generator (input 'none') may only be the first enabled step.
 * Resolves with the final output or the problem, plus every step's report; rejects only with
 * `RecipeCancelledError` when `control.signal` aborts.
 */
export async function runRecipe(recipe: Recipe, input: RecipeInput, runStep: RunStep, control: RecipeRunControl): Promise<RecipeRunResult> {
  const { lookup, signal, onStep, memo } = control;
  const steps: StepReport[] = [];
  const throwIfCancelled = () => {
    if (signal?.aborted) throw new RecipeCancelledError();
  };
  const report = (entry: StepReport) => {
    throwIfCancelled();
    steps.push(entry);
    onStep?.(entry);
  };
  const fail = (index: number, op: string, status: 'error' | 'unavailable', problem: RecipeProblem, started?: number): RecipeRunResult => {
    report({ index, op, status, timeMs: started === undefined ? 0 : now() - started, warnings: [], problem });
    return { ok: false, problem, steps };
  };

  let current: RecipeValue = recipeInputValue(input);
  /** Data's JSON, once written (for the preview, the size and the next step). */
  let currentJson: string | undefined;
  /** The step that made `current` (-1: the recipe's input). */
  let producer = -1;
  /** The name of the last file the value came from: bytes made into a file are named after it. */
  let fileName = valueFileName(current) ?? '';
  let ranBefore = false;

  throwIfCancelled();
  // The steps the last run on this input ran the same way: their reports and values again.
  let start = 0;
  let keptTotal = 0;
  if (memo) {
    if (!sameInput(memo.input, input)) {
      memo.input = input;
      memo.kept = [];
    }
    while (start < memo.kept.length && start < recipe.steps.length && memo.kept[start]!.key === stepKey(recipe.steps[start]!)) start += 1;
    memo.kept.length = start;
    if (start > 0) ({ current, currentJson, producer, ranBefore } = memo.kept[start - 1]!);
    for (const kept of memo.kept) {
      keptTotal += keptSize(kept);
      report(kept.report);
    }
  }
  /** Keeps the state after step `index` for the next run, while the memo has room. */
  const keep = (index: number, entry: StepReport, generator: boolean) => {
    if (!memo || memo.kept.length !== index || generator) return;
    keptTotal += entry.outputSize ?? 0;
    if (keptTotal > memo.maxSize) return;
    memo.kept.push({ key: stepKey(recipe.steps[index]!), report: entry, current, currentJson, producer, ranBefore });
  };

  for (const [index, step] of recipe.steps.entries()) {
    if (index < start) continue;
    const number = index + 1;
    if (step.disabled) {
      const skipped: StepReport = { index, op: step.op, status: 'skipped', timeMs: 0, warnings: [] };
      report(skipped);
      keep(index, skipped, false);
      continue;
    }
    const resolved = await unlessCancelled(resolveStep(step, index, lookup), signal);
    if (resolved.status === 'unavailable') return fail(index, step.op, 'unavailable', resolved.problem);
    const { operation } = resolved;
    const started = now();

    const checked = validateStepOptions(operation, resolved.step.options, index);
    if (!checked.ok) return fail(index, step.op, 'error', checked.problems[0]!, started);

    let stepInput: unknown;
    if (operation.input === 'none') {
      if (ranBefore) {
        return fail(
          index,
          step.op,
          'error',
          {
            code: 'generatorNotFirst',
            message: `Step ${number} (${operation.id}) makes its output from its options alone and takes no input: it can only be the first step.`,
            step: index,
            params: { step: number, op: operation.id },
          },
          started,
        );
      }
    } else {
      try {
        // Data's JSON is written once (the report's preview has it already).
        const value: RecipeValue = current.kind === 'data' && operation.input !== 'file' && operation.input !== 'files' ? { kind: 'text', value: (currentJson ??= dataToJson(current.value)) } : current;
        stepInput = valueAs(value, operation.input, fileName);
      } catch (error) {
        if (error instanceof SeveralFilesError) {
          const source = producer < 0 ? 'The input is' : `Step ${producer + 1} gives`;
          const names = SEVERAL_FILES_SUGGESTIONS.map((suggestion) => `${suggestion.name} (${suggestion.op})`).join(' or ');
          return fail(
            index,
            step.op,
            'error',
            {
              code: 'severalFiles',
              message: `${source} ${error.count} files, and step ${number} (${operation.id}) takes one. Add a step that makes one file of several, such as ${names}, before step ${number}.`,
              step: index,
              params: { step: number, from: producer + 1, count: error.count, suggestions: SEVERAL_FILES_SUGGESTIONS.map((suggestion) => suggestion.op).join(', ') },
            },
            started,
          );
        }
        if (!(error instanceof NotUtf8Error)) throw error;
        const source = producer < 0 ? 'The input is' : `Step ${producer + 1} gives`;
        return fail(
          index,
          step.op,
          'error',
          {
            code: 'notUtf8',
            message: `${source} bytes that are not UTF-8 text. Add a step that turns bytes into text, such as ${BYTES_TO_TEXT_SUGGESTION.name} (${BYTES_TO_TEXT_SUGGESTION.op}), before step ${number}.`,
            step: index,
            params: { step: number, from: producer + 1, suggestion: BYTES_TO_TEXT_SUGGESTION.op },
          },
          started,
        );
      }
    }
    ranBefore = true;

    let result: OperationResult<unknown>;
    try {
      result = await unlessCancelled(Promise.resolve().then(() => runStep(operation, stepInput, resolved.step.options, signal)), signal);
    } catch (error) {
      if (error instanceof RecipeCancelledError || signal?.aborted) throw new RecipeCancelledError();
      const failure = toFailure(error);
      return fail(
        index,
        step.op,
        'error',
        { code: 'stepFailed', message: `Step ${number} (${operation.id}) failed: ${failure.message}`, step: index, params: { step: number, op: operation.id }, failure },
        started,
      );
    }

    const output = { kind: operation.output, value: result.output } as RecipeValue;
    let json: string | undefined;
    if (output.kind === 'data') {
      try {
        json = dataToJson(output.value);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return fail(
          index,
          step.op,
          'error',
          { code: 'dataNotSerializable', message: `Step ${number} (${operation.id}) gave data that cannot be written as JSON: ${detail}`, step: index, params: { step: number, op: operation.id, detail } },
          started,
        );
      }
    }
    current = output;
    currentJson = json;
    producer = index;
    fileName = valueFileName(output) ?? fileName;
    const done: StepReport = {
      index,
      op: step.op,
      status: 'ok',
      timeMs: now() - started,
      outputKind: output.kind,
      outputSize: valueSize(output, json),
      ...(output.kind === 'file' ? { outputName: output.value.name } : {}),
      ...(output.kind === 'files' ? { outputCount: output.value.length } : {}),
      preview: valuePreview(output, json),
      warnings: result.warnings,
    };
    report(done);
    keep(index, done, operation.input === 'none');
  }
  throwIfCancelled();
  return { ok: true, output: current, steps };
}
