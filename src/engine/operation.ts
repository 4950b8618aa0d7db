import type { z } from './zod';
import { cryptoRandom, type RandomSource } from '../lib/random';
import type { FileValue } from './values';

/**
 * An operation is a tool's service described as data: what it takes, what it gives, its options
 * (a Zod schema with defaults) and examples. Recipes, paste suggestions and a command line build
 * on this list, and a screen reads its defaults from the schema and runs its heavy work through it
 * (the operation worker: `src/engine/worker/`). See docs/architecture.md, "The engine room".
 */
export type OperationInputKind = 'text' | 'bytes' | 'file' | 'files' | 'none';
export type OperationOutputKind = 'text' | 'bytes' | 'data' | 'file' | 'files';

/** The value of a kind: a file is `{ name, type, bytes }`, files an ordered list of them. */
type KindValue<K> = K extends 'text' ? string : K extends 'bytes' ? Uint8Array : K extends 'file' ? FileValue : K extends 'files' ? FileValue[] : never;
export type OperationInputValue<I extends OperationInputKind> = I extends 'none' ? undefined : KindValue<I>;
/** 'data' is structured output (rows, fields) meant for a table or JSON. */
export type OperationOutputValue<O extends OperationOutputKind> = O extends 'data' ? unknown : KindValue<O>;

/** What the runner gives every run besides input and options. */
export interface OperationContext {
  /** Randomness for generators: Web Crypto by default, a fixed sequence in examples and tests. */
  random: RandomSource;
  /** Long runs may report how far they are: `done` of `total` units (bytes, rows, rounds…). */
  progress?: (done: number, total: number) => void;
  /** Aborted when the caller no longer wants the answer; async runs may stop early. */
  signal?: AbortSignal;
  /** Something the output could not hold (a null TOML cannot write): said beside the output. */
  warn?: (warning: OperationWarning) => void;
  /**
   * Opens a file the input names (a checksum list's entries), relative to the input file's folder,
   * unread (streamed); undefined when it cannot be read. Only the command line gives it, for an
   * input read from disk: on a page or in a recipe there is no folder, and the operation looks
   * among the files it is given.
   */
  openFile?: (name: string) => Promise<File | undefined>;
}

/**
 * A warning about a successful run: `message` in English (the command line prints it), `key` and
 * `data` for a screen that words it in the user's language (e.g. the list of dropped keys).
 */
export interface OperationWarning {
  key: string;
  message: string;
  data?: unknown;
}

export interface OperationExample<I extends OperationInputKind, O extends OperationOutputKind, S extends z.ZodMiniType> {
  /** What the example shows, or where its expected value comes from (a standard, an RFC…). */
  description?: string;
  /** Omitted for `input: 'none'`. */
  input?: OperationInputValue<I>;
  /** Overrides of the defaults (partial: the schema fills the rest). */
  options?: Partial<z.input<S>>;
  /** For generators: the values the random source returns, in turn (see `sequenceRandom`). */
  random?: readonly number[];
  output: OperationOutputValue<O>;
  /** False for an example that shows an edge case rather than a recognisable input (smart paste's test skips it). */
  detect?: false;
}

export interface Operation<
  I extends OperationInputKind = OperationInputKind,
  O extends OperationOutputKind = OperationOutputKind,
  S extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Stable and unique across the app: `<tool-id>` or `<tool-id>-<verb>` (e.g. `base64-encode`). */
  id: string;
  /** The tool (folder) that offers it. */
  toolId: string;
  input: I;
  output: O;
  options: S;
  run: (input: OperationInputValue<I>, options: z.output<S>, context: OperationContext) => OperationOutputValue<O> | Promise<OperationOutputValue<O>>;
  /**
   * `run`, handing its text out in pieces as it goes, for outputs too large to hold whole (the
   * command line writes each piece out at once). Optional, for text outputs; the pieces make exactly
   * `run`'s output, and nothing is written before the input is known to be accepted (a rejected
   * input throws as in `run`).
   */
  runInPieces?: (input: OperationInputValue<I>, options: z.output<S>, context: OperationContext, write: (piece: string) => void) => void | Promise<void>;
  /**
   * `run` on a file nobody has read (input 'file' only): a `File` from the page, or a file on disk
   * from the command line (`fs.openAsBlob`), for inputs too large to hold (a 4 GB ISO, a 2 GB
   * video): it reads slices or a stream. The engine calls it whenever it has the file unread; with
   * bytes (a recipe step, an example) it calls `run`, which must give the same output: define it
   * with `runOnBytes(runFile)`.
   */
  runFile?: (file: File, options: z.output<S>, context: OperationContext) => OperationOutputValue<O> | Promise<OperationOutputValue<O>>;
  examples: readonly OperationExample<I, O, S>[];
  /** Other ids of this operation: former ones (after a rename: links, saved recipes and scripts naming them still find it) and short names for the command line. */
  aliases?: readonly string[];
  /** The version of its options' meaning, 1 when absent: bumped, with `migrate`, when a default or meaning changes. */
  version?: number;
  /**
   * Turns options written for version `fromVersion` (lower than `version`) into options of the
   * current version, e.g. writing out a default that changed. Recipes call it when they load a step.
   */
  migrate?: (oldOptions: Record<string, unknown>, fromVersion: number) => Record<string, unknown>;
  /**
   * True when a run with these options may take seconds whatever the input's size (bcrypt at a
   * high cost): the Recipe page then waits for its Run button instead of running on every change.
   */
  costly?: (options: z.output<S>) => boolean;
}

export function defineOperation<I extends OperationInputKind, O extends OperationOutputKind, S extends z.ZodMiniType>(
  operation: Operation<I, O, S>,
): Operation<I, O, S> {
  return operation;
}

/**
 * Runs an operation with raw options (from a URL, a recipe step, a command line or a screen): the
 * schema validates them and fills the defaults; a bad option throws the schema's error. A
 * synchronous operation answers synchronously (a screen shows small results in the same render).
 */
export function startOperation<I extends OperationInputKind, O extends OperationOutputKind, S extends z.ZodMiniType>(
  operation: Operation<I, O, S>,
  input: OperationInputValue<I>,
  options: unknown = {},
  context: Partial<OperationContext> = {},
): OperationOutputValue<O> | Promise<OperationOutputValue<O>> {
  const parsed = operation.options.parse(options ?? {}) as z.output<S>;
  const full = { ...context, random: context.random ?? cryptoRandom };
  if (operation.runFile && typeof Blob !== 'undefined' && input instanceof Blob) return operation.runFile(asFile(input, ''), parsed, full);
  return operation.run(input, parsed, full);
}

/** A Blob as a File (a page's files are Files already; a Blob gets `name`). */
export function asFile(blob: Blob, name: string, type = blob.type): File {
  return blob instanceof File && type === blob.type ? blob : new File([blob], blob instanceof File ? blob.name : name, { type });
}

/**
 * The `run` of an operation defined by its `runFile`: the bytes wrapped in a File (not copied), so
 * a recipe step, an example and a large file on the page take the same path.
 */
export function runOnBytes<O extends OperationOutputKind = never, Options = unknown, R = OperationOutputValue<O>>(
  runFile: (file: File, options: Options, context: OperationContext) => R | Promise<R>,
): (input: FileValue, options: Options, context: OperationContext) => R | Promise<R> {
  return (input, options, context) => runFile(new File([input.bytes as Uint8Array<ArrayBuffer>], input.name, { type: input.type }), options, context);
}

/** `startOperation`, always as a promise (a thrown error becomes a rejection). */
export async function runOperation<I extends OperationInputKind, O extends OperationOutputKind, S extends z.ZodMiniType>(
  operation: Operation<I, O, S>,
  input: OperationInputValue<I>,
  options: unknown = {},
  context: Partial<OperationContext> = {},
): Promise<OperationOutputValue<O>> {
  return startOperation(operation, input, options, context);
}

/** An output with the warnings raised while making it. */
export interface OperationResult<T> {
  output: T;
  warnings: OperationWarning[];
}

/** `startOperation`, collecting its warnings (synchronous when the operation is). */
export function startOperationWithWarnings<I extends OperationInputKind, O extends OperationOutputKind, S extends z.ZodMiniType>(
  operation: Operation<I, O, S>,
  input: OperationInputValue<I>,
  options: unknown = {},
  context: Partial<OperationContext> = {},
): OperationResult<OperationOutputValue<O>> | Promise<OperationResult<OperationOutputValue<O>>> {
  const warnings: OperationWarning[] = [];
  const output = startOperation(operation, input, options, { ...context, warn: (warning) => warnings.push(warning) });
  return output instanceof Promise ? output.then((value) => ({ output: value, warnings })) : { output, warnings };
}

/** The options an operation runs with when given none: its schema's defaults. */
export function defaultOptions<S extends z.ZodMiniType>(operation: Operation<OperationInputKind, OperationOutputKind, S>): z.output<S> {
  return operation.options.parse({}) as z.output<S>;
}
