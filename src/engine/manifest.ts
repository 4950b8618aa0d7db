import type { Operation, OperationInputKind, OperationOutputKind } from './operation';
import type { StepOperation } from './recipe/recipe';
import { optionFields, type OptionField } from './option-fields';
import manifestJson from './manifest.json';

/**
 * The operation manifest: every operation described as data, generated from the operations'
 * modules (`manifest.test.ts` writes it with `UPDATE_MANIFEST=1` and fails when it differs from the
 * code). The Recipe page draws its step forms from it, the palette and the command line's `list`
 * and `help` list from it, and the registry resolves ids and aliases with it, so none of them loads
 * an operation's module (which may import a heavy library) until the operation runs.
 *
 * It is also the public contract: links, saved recipes and scripts name operations and options by
 * these ids and keys. An id or an option never disappears (a rename keeps the old id as an alias).
 */

/** One option as a form field: its kind, default, bounds or choices, and its English label. */
export type ManifestOption =
  | { key: string; kind: 'boolean'; default: boolean; label?: string }
  | { key: string; kind: 'choice'; choices: (string | number | boolean)[]; default?: unknown; label?: string }
  | { key: string; kind: 'number'; min?: number; max?: number; integer?: true; default?: number; label?: string }
  | { key: string; kind: 'text'; default: string; label?: string }
  | { key: string; kind: 'json'; default?: unknown; label?: string };

export interface ManifestEntry {
  tool: string;
  /** The operation's English name (its tool's strings), e.g. "Base64 encode". */
  name: string;
  input: OperationInputKind;
  output: OperationOutputKind;
  /** Other ids that find it: former ids after a rename, short names for the command line. */
  aliases?: string[];
  /** The version of its options' meaning when above 1. */
  version?: number;
  /** Some option values make a run take seconds (`Operation.costly`): the Recipe page loads the module to ask. */
  costly?: true;
  options: ManifestOption[];
}

export type Manifest = Readonly<Record<string, ManifestEntry>>;

export const manifest: Manifest = manifestJson as unknown as Manifest;

/** English strings of a tool's operations, as its `locales/en.json` holds them under `operations`. */
export type OperationEnglish = Readonly<Record<string, { name?: string; options?: Readonly<Record<string, string>> }>>;

/** JSON keeps a default only when it survives the round trip (a Date, a bigint or undefined does not). */
function jsonDefault(value: unknown): { default?: unknown } {
  if (value === undefined) return {};
  try {
    const text = JSON.stringify(value);
    return text === undefined || typeof value === 'bigint' ? {} : { default: JSON.parse(text) as unknown };
  } catch {
    return {};
  }
}

function manifestOption(field: OptionField, label: string | undefined): ManifestOption {
  const named = label === undefined ? {} : { label };
  switch (field.kind) {
    case 'boolean':
      return { key: field.key, kind: 'boolean', default: field.defaultValue, ...named };
    case 'choice':
      return { key: field.key, kind: 'choice', choices: field.choices, ...jsonDefault(field.defaultValue), ...named };
    case 'number':
      return {
        key: field.key,
        kind: 'number',
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
        ...(field.integer ? { integer: true as const } : {}),
        ...(field.defaultValue !== undefined ? { default: field.defaultValue } : {}),
        ...named,
      };
    case 'text':
      return { key: field.key, kind: 'text', default: field.defaultValue, ...named };
    case 'json':
      return { key: field.key, kind: 'json', ...jsonDefault(field.defaultValue), ...named };
  }
}

/** An operation's manifest entry, from its module and its tool's English strings. */
export function describeOperation(operation: Operation, english: OperationEnglish | undefined): ManifestEntry {
  const strings = english?.[operation.id];
  return {
    tool: operation.toolId,
    name: strings?.name ?? operation.id,
    input: operation.input,
    output: operation.output,
    ...(operation.aliases?.length ? { aliases: [...operation.aliases].sort() } : {}),
    ...((operation.version ?? 1) > 1 ? { version: operation.version } : {}),
    ...(operation.costly ? { costly: true as const } : {}),
    options: optionFields(operation.options).map((field) => manifestOption(field, strings?.options?.[field.key])),
  };
}

/** The manifest of `operations`, ids in order. */
export function buildManifest(operations: readonly Operation[], englishOf: (tool: string) => OperationEnglish | undefined): Record<string, ManifestEntry> {
  return Object.fromEntries(
    [...operations].sort((a, b) => a.id.localeCompare(b.id, 'en')).map((operation) => [operation.id, describeOperation(operation, englishOf(operation.toolId))]),
  );
}

/** The manifest as written to manifest.json: one operation a line, so a diff shows which changed. */
export function manifestText(entries: Readonly<Record<string, ManifestEntry>>): string {
  const lines = Object.entries(entries).map(([id, entry]) => `  ${JSON.stringify(id)}: ${JSON.stringify(entry)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** Finds the current id of an operation named by its id or an alias; undefined when unknown. */
export function createOperationIdResolver(entries: Readonly<Record<string, Pick<ManifestEntry, 'aliases'>>>): (idOrAlias: string) => string | undefined {
  const currentIds = new Map<string, string>();
  for (const [id, entry] of Object.entries(entries)) for (const alias of entry.aliases ?? []) currentIds.set(alias, id);
  for (const id of Object.keys(entries)) currentIds.set(id, id);
  return (idOrAlias) => currentIds.get(idOrAlias);
}

/** The current id of an operation named by its id or an alias; undefined when unknown. */
export const currentOperationId = createOperationIdResolver(manifest);

/** The options of `options` that differ from the entry's defaults (what a recipe step stores). */
export function optionDefaults(entry: Pick<ManifestEntry, 'options'>): Record<string, unknown> {
  return Object.fromEntries(entry.options.flatMap((option) => (option.default === undefined ? [] : [[option.key, option.default]])));
}

/** The manifest's entry for an id or alias, with its current id; undefined when unknown. */
export function manifestEntry(idOrAlias: string): (ManifestEntry & { id: string }) | undefined {
  const id = currentOperationId(idOrAlias);
  const entry = id === undefined ? undefined : manifest[id];
  return id === undefined || entry === undefined ? undefined : { ...entry, id };
}

/** An operation as a recipe step needs it (id, version, defaults), from the manifest. */
export function manifestStepOperation(entry: ManifestEntry & { id: string }): StepOperation {
  return { id: entry.id, ...(entry.version !== undefined ? { version: entry.version } : {}), defaults: optionDefaults(entry) };
}

/**
 * Whether `value` fits the option's kind, bounds and choices: the checks a form can make without
 * the schema (a refinement, such as a valid time zone, is checked when the step runs).
 */
export function optionAccepts(option: ManifestOption, value: unknown): boolean {
  switch (option.kind) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'choice':
      return option.choices.some((choice) => choice === value);
    case 'number':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (option.integer !== true || Number.isInteger(value)) &&
        (option.min === undefined || value >= option.min) &&
        (option.max === undefined || value <= option.max)
      );
    case 'text':
      return typeof value === 'string';
    case 'json':
      return value !== undefined;
  }
}
