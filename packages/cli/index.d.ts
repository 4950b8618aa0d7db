/** IT Tools' operations in Node (issue 22): the same results as the web app, by operation id. */

export interface OptionInfo {
  type: 'boolean' | 'choice' | 'number' | 'text' | 'json';
  default: unknown;
  choices?: readonly (string | number | boolean)[];
  min?: number;
  max?: number;
  integer?: boolean;
  label?: string;
}

export interface OperationInfo {
  id: string;
  tool: string;
  name: string;
  input: 'text' | 'bytes' | 'file' | 'files' | 'none';
  output: 'text' | 'bytes' | 'data' | 'file' | 'files';
  aliases: readonly string[];
  options: Record<string, OptionInfo>;
}

export interface RunResult<T = unknown> {
  /** A string (text), a Uint8Array (bytes) or structured data. */
  output: T;
  warnings: { key: string; message: string; data?: unknown }[];
}

export interface DetectResult {
  tool: string;
  operation: string;
  confidence: number;
  reason: string;
  /** The value the tool reads when it is inside the input (a header's token, a quoted string…). */
  input?: string;
  /** What that value was taken out of, in English. */
  from?: string;
  /** A chain that reads the input to the end, as a recipe for `runRecipe` or `it-tools run`. */
  recipe?: string;
}

/** What `runCommand` gives: the exit code, standard output's bytes and standard error's text. */
export interface CommandResult {
  code: number;
  stdout: Uint8Array;
  stderr: string;
}

export interface RecipeStep {
  op: string;
  opv?: number;
  options: Record<string, unknown>;
  disabled?: boolean;
}

export interface Recipe {
  format: 'it-tools/recipe';
  v: 1;
  name?: string;
  steps: RecipeStep[];
}

/** A file: its name, its MIME type ('' when unknown) and its bytes. */
export interface FileValue {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export type RecipeValue =
  | { kind: 'text'; value: string }
  | { kind: 'bytes'; value: Uint8Array }
  | { kind: 'data'; value: unknown }
  | { kind: 'file'; value: FileValue }
  | { kind: 'files'; value: FileValue[] };

export type RecipeRunResult =
  | { ok: true; output: RecipeValue; steps: { index: number; op: string; status: string; timeMs: number }[] }
  | { ok: false; problem: { code: string; message: string; step?: number }; steps: { index: number; op: string; status: string; timeMs: number }[] };

/** A tool of the web app that has no operation (a camera, the keyboard, an editor, a reference page). */
export interface BrowserOnlyTool {
  tool: string;
  name: string;
}

export class UnknownOperationError extends Error {
  constructor(op: string);
  readonly op: string;
}

/** The tools only the web page offers: the command exits with code 4 for them. */
export function browserOnlyTools(): Promise<BrowserOnlyTool[]>;
/** Every operation, sorted by id. */
export function list(): Promise<OperationInfo[]>;
/** Runs one operation; a bad option throws the schema's error, a rejected input the operation's. */
export function run(op: string, input?: string | Uint8Array | FileValue | FileValue[], options?: Record<string, unknown>): Promise<RunResult>;
/** The tools that read a text, best first (the web app's "Paste anything"). */
export function detect(text: string, limit?: number): Promise<DetectResult[]>;

/** The tools that take a file, from its first bytes and its name, best first ("Drop anything"). */
export function detectFile(name: string, bytes: Uint8Array, limit?: number): Promise<DetectResult[]>;
/** Reads a recipe from a .itrecipe.json text, a share link, or "op-a | op-b --flag value". */
export function readRecipe(source: string): Promise<{ recipe: Recipe; input?: string | Uint8Array }>;
/** Runs a recipe (an object or any form readRecipe reads) on an input. */
export function runRecipe(recipe: Recipe | string, input?: string | Uint8Array | FileValue | FileValue[]): Promise<RecipeRunResult>;
/** Runs an `it-tools` command line in this process, as the command would with `args` and `stdin` on pipes. */
export function runCommand(args: readonly string[], options?: { stdin?: string | Uint8Array }): Promise<CommandResult>;
