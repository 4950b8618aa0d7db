/**
 * Every job module (`<name>.jobs.ts` in a tool's folder, or in a folder of src/modules), found like the
 * tools' operations and never loaded eagerly: the operation worker loads one on its first call.
 * Only the operation worker imports this file (the page never needs the list).
 */
const jobModules = import.meta.glob<Record<string, unknown>>(['../../tools/*/*.jobs.ts', '../../modules/*/*.jobs.ts']);

/** A job module's name: its file's name without `.jobs.ts` (a tool's id for a tool's module). */
const nameOfPath = (path: string) => (path.split('/').pop() ?? '').replace(/\.jobs\.ts$/, '');

const loaders = new Map(Object.entries(jobModules).map(([path, load]) => [nameOfPath(path), load]));

/** Loads the job module with this name; undefined when there is none. */
export async function loadJobModule(name: string): Promise<Record<string, unknown> | undefined> {
  return loaders.get(name)?.();
}
