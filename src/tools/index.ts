import toolLocales from 'virtual:tool-locales';
import toolNames, { languageLoaders } from 'virtual:tool-names';
import { addToolStrings, registerToolLocales, registerToolNameLoaders } from '../modules/i18n/i18n';
import type { ToolDefinition } from './define-tool';
import { sortTools, toTool, type Tool } from './registry';

/**
 * The tool registry: every `src/tools/<id>/index.ts` is discovered here (eager, metadata only).
 * Adding a tool never edits this file. Names and descriptions in English are bundled (a few bytes
 * per tool, from `virtual:tool-names`, see scripts/vite-plugin-tool-names.ts), those of another
 * language come in one chunk when it is chosen; every other string is loaded with the tool, through
 * the tool's small loader chunk (`virtual:tool-locales`).
 */
const definitionModules = import.meta.glob<ToolDefinition>('./*/index.ts', { eager: true, import: 'default' });

function folderOf(path: string): string {
  return path.split('/')[1] ?? '';
}

for (const [folder, { name, description }] of Object.entries(toolNames)) {
  addToolStrings(folder, 'en', { name, description });
}

for (const [folder, [languages, loadLoaders]] of Object.entries(toolLocales)) {
  registerToolLocales(
    folder,
    Object.fromEntries(languages.map((language) => [language, async () => (await loadLoaders()).default[language]?.()])),
  );
}
registerToolNameLoaders(languageLoaders);

export const toolFolders: Record<string, string> = Object.fromEntries(
  Object.entries(definitionModules).map(([path, definition]) => [definition.id, folderOf(path)]),
);

export const tools: Tool[] = sortTools(Object.values(definitionModules).map((definition) => toTool(definition)));

export const toolsById = new Map(tools.map((tool) => [tool.id, tool]));

export type { Tool } from './registry';
export { categories, type CategoryId } from './categories';
