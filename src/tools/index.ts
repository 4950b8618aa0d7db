import toolNames from 'virtual:tool-names';
import { addToolStrings, registerToolLocales } from '../modules/i18n/i18n';
import type { ToolDefinition } from './define-tool';
import { sortTools, toTool, type Tool } from './registry';

/**
 * The tool registry: every `src/tools/<id>/index.ts` is discovered here (eager, metadata only).
 * Adding a tool never edits this file. Names and descriptions in English are bundled (a few bytes
 * per tool, from `virtual:tool-names`, see scripts/vite-plugin-tool-names.ts); every other string
 * is loaded with the tool.
 */
const definitionModules = import.meta.glob<ToolDefinition>('./*/index.ts', { eager: true, import: 'default' });
const localeLoaders = import.meta.glob('./*/locales/*.json');

function folderOf(path: string): string {
  return path.split('/')[1] ?? '';
}

for (const [folder, { name, description }] of Object.entries(toolNames)) {
  addToolStrings(folder, 'en', { name, description });
}

const loadersByTool = new Map<string, Record<string, () => Promise<unknown>>>();
for (const [path, load] of Object.entries(localeLoaders)) {
  const language = /locales\/([a-z-]+)\.json$/.exec(path)?.[1];
  if (!language) continue;
  const loaders = loadersByTool.get(folderOf(path)) ?? {};
  loaders[language] = load;
  loadersByTool.set(folderOf(path), loaders);
}
loadersByTool.forEach((loaders, id) => registerToolLocales(id, loaders));

export const toolFolders: Record<string, string> = Object.fromEntries(
  Object.entries(definitionModules).map(([path, definition]) => [definition.id, folderOf(path)]),
);

export const tools: Tool[] = sortTools(Object.values(definitionModules).map((definition) => toTool(definition)));

export const toolsById = new Map(tools.map((tool) => [tool.id, tool]));

export type { Tool } from './registry';
export { categories, type CategoryId } from './categories';
