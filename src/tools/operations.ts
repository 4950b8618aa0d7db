import type { Operation } from '../lib/operations/operation';
import operationIds from './operation-ids.json';

/**
 * Every tool's operations, discovered like the tools themselves but never eagerly: an
 * operations file may import a heavy library, and the home page must not pay for it. Recipes,
 * paste suggestions and a command line call `loadOperations()` when they need the list.
 */
const operationModules = import.meta.glob<{ default: readonly Operation[] }>('./*/*.operations.ts');

/** The tool ids that declare operations (no module is loaded to answer). */
export const toolsWithOperations: readonly string[] = Object.keys(operationModules).map((path) => path.split('/')[1] ?? '');

/** An operation in the index: its tool, its option names, its former ids and its version. */
export interface OperationIndexEntry {
  tool: string;
  options: readonly string[];
  /** Former ids (after a rename), found by `loadOperation` too. */
  aliases?: readonly string[];
  /** The operation's `version` when above 1 (a new recipe step records it without loading the module). */
  version?: number;
}

/**
 * Every operation id with its tool, option names, aliases and version: the public contract (links, saved
 * recipes and scripts name operations by id), checked against the code by operations.test.ts.
 */
export const operationIndex: Readonly<Record<string, OperationIndexEntry>> = operationIds;

/** Finds the current id of an operation named by its id or an alias in `index`; undefined when unknown. */
export function createOperationIdResolver(index: Readonly<Record<string, OperationIndexEntry>>): (idOrAlias: string) => string | undefined {
  const currentIds = new Map<string, string>();
  for (const [id, entry] of Object.entries(index)) for (const alias of entry.aliases ?? []) currentIds.set(alias, id);
  for (const id of Object.keys(index)) currentIds.set(id, id);
  return (idOrAlias) => currentIds.get(idOrAlias);
}

/** The current id of an operation named by its id or an alias; undefined when unknown. */
export const currentOperationId = createOperationIdResolver(operationIndex);

/** Loads one tool's operations (an empty list when it declares none). */
export async function loadToolOperations(toolId: string): Promise<readonly Operation[]> {
  const entry = Object.entries(operationModules).find(([path]) => path.split('/')[1] === toolId);
  return entry ? (await entry[1]()).default : [];
}

/** Loads the operation with this id or alias (only its tool's module); undefined when there is none. */
export async function loadOperation(idOrAlias: string): Promise<Operation | undefined> {
  const id = currentOperationId(idOrAlias);
  const tool = id === undefined ? undefined : operationIndex[id]?.tool;
  if (id === undefined || tool === undefined) return undefined;
  return (await loadToolOperations(tool)).find((operation) => operation.id === id);
}

/** Loads every operation of every tool. */
export async function loadOperations(): Promise<Operation[]> {
  const modules = await Promise.all(Object.values(operationModules).map((load) => load()));
  return modules.flatMap((module) => [...module.default]);
}
