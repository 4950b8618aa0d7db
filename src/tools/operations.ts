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

/**
 * Every operation id with its tool and option names: the public contract (links, saved recipes and
 * scripts name operations by id), checked against the code by operations.test.ts.
 */
export const operationIndex: Readonly<Record<string, { tool: string; options: readonly string[] }>> = operationIds;

/** Loads one tool's operations (an empty list when it declares none). */
export async function loadToolOperations(toolId: string): Promise<readonly Operation[]> {
  const entry = Object.entries(operationModules).find(([path]) => path.split('/')[1] === toolId);
  return entry ? (await entry[1]()).default : [];
}

/** Loads the operation with this id (only its tool's module); undefined when there is none. */
export async function loadOperation(id: string): Promise<Operation | undefined> {
  const tool = Object.hasOwn(operationIndex, id) ? operationIndex[id]?.tool : undefined;
  if (tool === undefined) return undefined;
  return (await loadToolOperations(tool)).find((operation) => operation.id === id);
}

/** Loads every operation of every tool. */
export async function loadOperations(): Promise<Operation[]> {
  const modules = await Promise.all(Object.values(operationModules).map((load) => load()));
  return modules.flatMap((module) => [...module.default]);
}
