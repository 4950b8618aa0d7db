import type { Operation } from './operation';
import { currentOperationId, manifest } from './manifest';

/**
 * Every tool's operations, discovered like the tools themselves but never eagerly: an operations
 * file may import a heavy library, and the home page must not pay for it. What an operation is
 * (its kinds, options, labels) is in the manifest; its module loads when it runs.
 */
const operationModules = import.meta.glob<{ default: readonly Operation[] }>('../tools/*/*.operations.ts');

const toolOfPath = (path: string) => path.split('/')[2] ?? '';

/** The tool ids that declare operations (no module is loaded to answer). */
export const toolsWithOperations: readonly string[] = Object.keys(operationModules).map(toolOfPath);

/** Loads one tool's operations (an empty list when it declares none). */
export async function loadToolOperations(toolId: string): Promise<readonly Operation[]> {
  const entry = Object.entries(operationModules).find(([path]) => toolOfPath(path) === toolId);
  return entry ? (await entry[1]()).default : [];
}

/** Loads the operation with this id or alias (only its tool's module); undefined when there is none. */
export async function loadOperation(idOrAlias: string): Promise<Operation | undefined> {
  const id = currentOperationId(idOrAlias);
  const tool = id === undefined ? undefined : manifest[id]?.tool;
  if (id === undefined || tool === undefined) return undefined;
  return (await loadToolOperations(tool)).find((operation) => operation.id === id);
}

/** Loads every operation of every tool. */
export async function loadOperations(): Promise<Operation[]> {
  const modules = await Promise.all(Object.values(operationModules).map((load) => load()));
  return modules.flatMap((module) => [...module.default]);
}
