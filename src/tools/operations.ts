import type { Operation } from './define-operation';

/**
 * Every tool's operations, discovered like the tools themselves but never eagerly: an
 * operations file may import a heavy library, and the home page must not pay for it. Recipes,
 * paste suggestions and a command line call `loadOperations()` when they need the list.
 */
const operationModules = import.meta.glob<{ default: readonly Operation[] }>('./*/*.operations.ts');

/** The tool ids that declare operations (no module is loaded to answer). */
export const toolsWithOperations: readonly string[] = Object.keys(operationModules).map((path) => path.split('/')[1] ?? '');

/** Loads one tool's operations (an empty list when it declares none). */
export async function loadToolOperations(toolId: string): Promise<readonly Operation[]> {
  const entry = Object.entries(operationModules).find(([path]) => path.split('/')[1] === toolId);
  return entry ? (await entry[1]()).default : [];
}

/** Loads every operation of every tool. */
export async function loadOperations(): Promise<Operation[]> {
  const modules = await Promise.all(Object.values(operationModules).map((load) => load()));
  return modules.flatMap((module) => [...module.default]);
}
