import type { Recipe, RecipeRunResult } from '../engine/recipe';
import type { Suggestion } from '../engine/detect/detect';
import { currentOperationId, manifest, type ManifestEntry, type ManifestOption } from '../engine/manifest';
import { startOperationWithWarnings, type Operation, type OperationWarning } from '../engine/operation';
import { loadOperation, toolsWithOperations } from '../engine/registry';
import { inputFor, type FileValue } from '../engine/values';
import { flagName } from './flags';

/**
 * The Node library (issue 22): the same operations, recipes and detection as the web page, by
 * operation id. `it-tools` (main.ts) is a thin command line over it. Everything beyond running one
 * operation (the English strings, recipes, detection) is imported when first used: a command
 * starts by loading its own operation's module and little else.
 */

export interface OptionInfo {
  type: 'boolean' | 'choice' | 'number' | 'text' | 'json';
  default: unknown;
  choices?: readonly (string | number | boolean)[];
  min?: number;
  max?: number;
  integer?: boolean;
  /** The tool's English label for it, when it has one. */
  label?: string;
}

export interface OperationInfo {
  id: string;
  tool: string;
  /** The operation's English name (from the tool's strings), e.g. "Base64 encode". */
  name: string;
  input: Operation['input'];
  output: Operation['output'];
  aliases: readonly string[];
  options: Record<string, OptionInfo>;
}

const toolNames = async () => (await import('virtual:tool-names')).default as Record<string, { name: string; description: string }>;

function optionInfo(option: ManifestOption): OptionInfo {
  const info: OptionInfo = { type: option.kind, default: option.default };
  if (option.kind === 'choice') info.choices = option.choices;
  if (option.kind === 'number') {
    if (option.min !== undefined) info.min = option.min;
    if (option.max !== undefined) info.max = option.max;
    info.integer = option.integer === true;
  }
  if (option.label !== undefined) info.label = option.label;
  return info;
}

/** What `list` and `help` say about an operation, from the manifest. */
function describeEntry(id: string, entry: ManifestEntry): OperationInfo {
  return {
    id,
    tool: entry.tool,
    name: entry.name,
    input: entry.input,
    output: entry.output,
    aliases: entry.aliases ?? [],
    options: Object.fromEntries(entry.options.map((option) => [option.key, optionInfo(option)])),
  };
}

/** What `list` and `help` say about an operation. */
export function describeOperation(operation: Operation): OperationInfo {
  return describeEntry(operation.id, manifest[operation.id]!);
}

/** The English name and description of a tool. */
export async function toolInfo(tool: string): Promise<{ name: string; description: string } | undefined> {
  return (await toolNames())[tool];
}

/** Every operation, by id (from the manifest: no operation module is loaded). */
export async function list(): Promise<OperationInfo[]> {
  return Object.entries(manifest)
    .map(([id, entry]) => describeEntry(id, entry))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** A tool of the web app that has no operation: it works only in a browser (camera, keyboard, an editor, a reference page). */
export interface BrowserOnlyTool {
  tool: string;
  name: string;
}

/** The tools that only the web page offers, by id. */
export async function browserOnlyTools(): Promise<BrowserOnlyTool[]> {
  const names = await toolNames();
  return Object.keys(names)
    .filter((tool) => !toolsWithOperations.includes(tool))
    .sort()
    .map((tool) => ({ tool, name: names[tool]!.name }));
}

/** The operation with this id or alias, or undefined. */
export async function findOperation(idOrAlias: string): Promise<Operation | undefined> {
  return currentOperationId(idOrAlias) === undefined ? undefined : loadOperation(idOrAlias);
}

export class UnknownOperationError extends Error {
  constructor(readonly op: string) {
    super(`Unknown operation: ${op} (see "it-tools list").`);
    this.name = 'UnknownOperationError';
  }
}

export interface RunResult<T = unknown> {
  output: T;
  warnings: OperationWarning[];
}

/**
 * Runs one operation: `input` is a string for text operations, bytes for bytes operations (a
 * string is taken as its UTF-8), nothing for generators; `options` are checked by its schema (a
 * bad value throws the schema's error). The output is a string, a Uint8Array or data.
 */
export async function run(op: string, input?: string | Uint8Array | FileValue | FileValue[], options: Record<string, unknown> = {}): Promise<RunResult> {
  const operation = await findOperation(op);
  if (!operation) throw new UnknownOperationError(op);
  const value = inputFor(input ?? (operation.input === 'text' ? '' : new Uint8Array()), operation.input);
  return startOperationWithWarnings(operation, value as never, options);
}

export interface DetectResult {
  tool: string;
  operation: string;
  confidence: number;
  /** Why, in English. */
  reason: string;
  /** The value the tool reads when it is inside the input (a header's token, a quoted string…). */
  input?: string;
  /** What that value was taken out of, in English ("the Bearer token of the Authorization header"). */
  from?: string;
  /** A chain that reads the input to the end, as a recipe (`url-encoder-decode | base64-string-decode | jwt-parser`). */
  recipe?: string;
}

/** `{{name}}` placeholders of an English string filled in. */
const fill = (template: string, params: Readonly<Record<string, unknown>>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (params[name] !== undefined ? String(params[name]) : whole));

/** A chain as the recipe text `it-tools recipe` reads: each operation with its options as flags. */
function chainRecipe(chain: NonNullable<Suggestion['chain']>): string {
  const word = (value: string) => (/^[\w.,:/@%+-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`);
  return chain
    .map(({ op, options = {} }) =>
      [op, ...Object.entries(options).map(([key, value]) => (value === true ? `--${flagName(key)}` : value === false ? `--no-${flagName(key)}` : `--${flagName(key)} ${word(String(value))}`))].join(' '),
    )
    .join(' | ');
}

/** The English reasons of suggestions (the tools' `detect` strings with their values), where a value inside came from, chains as recipes. */
async function withReasons(suggestions: readonly Suggestion[]): Promise<DetectResult[]> {
  const [{ default: detectStrings }, { default: shell }] = await Promise.all([import('virtual:detect-strings/en'), import('../locales/en.json')]);
  return suggestions.map((suggestion) => {
    const template = suggestion.reason ? ((detectStrings as Record<string, Record<string, string>>)[suggestion.tool]?.[suggestion.reason.key] ?? '') : '';
    const result: DetectResult = { tool: suggestion.tool, operation: suggestion.op, confidence: Math.round(suggestion.confidence * 1000) / 1000, reason: fill(template, suggestion.reason?.params ?? {}) };
    if (suggestion.input !== undefined) result.input = suggestion.input;
    if (suggestion.unwrapped) {
      const { wrapper, name } = suggestion.unwrapped;
      const key = wrapper === 'jsonValue' && name === undefined ? 'jsonValueUnnamed' : wrapper;
      result.from = fill((shell.paste.unwrapped as Record<string, string>)[key] ?? '', { name });
    }
    if (suggestion.chain) result.recipe = chainRecipe(suggestion.chain);
    return result;
  });
}

/** Smart paste's suggestions for a text, best first (the home page's "Paste anything"). */
export async function detect(text: string, limit = 5): Promise<DetectResult[]> {
  const { suggestInPlace } = await import('../engine/detect/suggest');
  return withReasons(await suggestInPlace(text, limit));
}

/** The suggestions for a file, from its first bytes and its name, best first ("Drop anything"). */
export async function detectFile(name: string, bytes: Uint8Array, limit = 5): Promise<DetectResult[]> {
  const { suggestFileInPlace } = await import('../engine/detect/suggest');
  return withReasons(suggestFileInPlace(name, bytes, limit));
}

/**
 * Reads a recipe given as a `.itrecipe.json` text, a share link (or its fragment), or the text form
 * `base64-string-decode | json-prettify --indent-size 2`. Throws an Error with a readable message.
 */
export async function readRecipe(source: string): Promise<{ recipe: Recipe; input?: string | Uint8Array }> {
  const { decodeRecipeLink, parseRecipe } = await import('../engine/recipe');
  const text = source.trim();
  const hash = text.indexOf('#');
  if (hash >= 0 && /^(?:https?:\/\/|#|\/)/.test(text)) {
    const decoded = await decodeRecipeLink(text.slice(hash + 1));
    const [problem] = decoded.problems;
    if (problem) throw new Error(problem.message);
    return decoded.input === undefined ? { recipe: decoded.recipe } : { recipe: decoded.recipe, input: decoded.input };
  }
  if (text.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new Error('This recipe file is not JSON.');
    }
    const parsed = parseRecipe(value);
    if (!parsed.ok) throw new Error(parsed.problem.message);
    return { recipe: parsed.recipe };
  }
  const { parseRecipeText } = await import('./recipe-text');
  return { recipe: parseRecipeText(text) };
}

/** Runs a recipe (an object, or any form `readRecipe` reads) on `input`, in this process. */
export async function runRecipe(recipe: Recipe | string, input: string | Uint8Array | FileValue | FileValue[] = ''): Promise<RecipeRunResult> {
  const { runRecipe: runRecipeSteps, runStepInPlace } = await import('../engine/recipe');
  const model = typeof recipe === 'string' ? (await readRecipe(recipe)).recipe : recipe;
  return runRecipeSteps(model, input, runStepInPlace, { lookup: loadOperation });
}
