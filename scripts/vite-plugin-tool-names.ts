import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const TOOL_NAMES_MODULE = 'virtual:tool-names';
const RESOLVED = `\0${TOOL_NAMES_MODULE}`;

export interface ToolNames {
  name: string;
  description: string;
}

/** Folder → English name and description, read from `src/tools/<folder>/locales/en.json`. */
export function readToolNames(toolsDir: string): Record<string, ToolNames> {
  const names: Record<string, ToolNames> = {};
  for (const entry of readdirSync(toolsDir, { withFileTypes: true })) {
    const file = join(toolsDir, entry.name, 'locales', 'en.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const strings = JSON.parse(readFileSync(file, 'utf8')) as Partial<ToolNames>;
    names[entry.name] = { name: String(strings.name ?? ''), description: String(strings.description ?? '') };
  }
  return names;
}

/**
 * `virtual:tool-names`: every tool's English name and description, and nothing else. The home page
 * needs them for its cards and the palette before any tool loads; importing the tools' `en.json`
 * files instead would bundle every string of every tool into the home page's JavaScript (a JSON
 * module is not tree-shaken to the two keys used).
 */
export function toolNamesPlugin(toolsDir: string): Plugin {
  const isEnglishStrings = (file: string) => file.startsWith(toolsDir) && file.endsWith('/locales/en.json');
  return {
    name: 'it-tools:tool-names',
    resolveId: (id) => (id === TOOL_NAMES_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const names = readToolNames(toolsDir);
      for (const folder of Object.keys(names)) this.addWatchFile(join(toolsDir, folder, 'locales', 'en.json'));
      return `export default ${JSON.stringify(names)};`;
    },
    handleHotUpdate({ file, server }) {
      if (!isEnglishStrings(file)) return;
      const module = server.moduleGraph.getModuleById(RESOLVED);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
