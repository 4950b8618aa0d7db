import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const TOOL_NAMES_MODULE = 'virtual:tool-names';
export const TOOL_LOCALES_MODULE = 'virtual:tool-locales';
export const OPERATION_STRINGS_MODULE = 'virtual:operation-strings';
export const DETECT_STRINGS_MODULE = 'virtual:detect-strings';
const PREFIX = '\0';

export interface ToolNames {
  name: string;
  description: string;
}

function toolFolders(toolsDir: string): string[] {
  return readdirSync(toolsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(toolsDir, entry.name, 'locales')))
    .map((entry) => entry.name)
    .sort();
}

/** The languages a tool has strings for (its `locales/<code>.json` files), sorted. */
function toolLanguages(toolsDir: string, folder: string): string[] {
  return readdirSync(join(toolsDir, folder, 'locales'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** `component: () => import('./screen')` in a tool's index.ts: the import of its screen. */
const SCREEN_IMPORT = /component:\s*\(\)\s*=>\s*import\((['"])\.\/([\w.-]+)\1\)/;

/** The module a tool's `index.ts` loads its screen from (`./hash-text`), if it follows the pattern. */
export function screenModule(indexSource: string): string | undefined {
  return SCREEN_IMPORT.exec(indexSource)?.[2];
}

function readScreenModule(toolsDir: string, folder: string): string | undefined {
  const index = join(toolsDir, folder, 'index.ts');
  return existsSync(index) ? screenModule(readFileSync(index, 'utf8')) : undefined;
}

/** Folder → name and description in one language, read from `src/tools/<folder>/locales/<language>.json`. */
export function readToolNames(toolsDir: string, language = 'en'): Record<string, ToolNames> {
  const names: Record<string, ToolNames> = {};
  for (const folder of toolFolders(toolsDir)) {
    const file = join(toolsDir, folder, 'locales', `${language}.json`);
    if (!existsSync(file)) continue;
    const strings = JSON.parse(readFileSync(file, 'utf8')) as Partial<ToolNames>;
    names[folder] = { name: String(strings.name ?? ''), description: String(strings.description ?? '') };
  }
  return names;
}

/**
 * Tool folder → one block of its `locales/<language>.json`, for the tools that have one: `operations`
 * (operation names, option labels and choices, for the Recipe page) or `detect` (smart paste's reasons).
 */
export function readOperationStrings(toolsDir: string, language: string, block: 'operations' | 'detect' = 'operations'): Record<string, unknown> {
  const blocks: Record<string, unknown> = {};
  for (const folder of toolFolders(toolsDir)) {
    const file = join(toolsDir, folder, 'locales', `${language}.json`);
    if (!existsSync(file)) continue;
    const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (strings[block]) blocks[folder] = strings[block];
  }
  return blocks;
}

/**
 * Virtual modules built from the tool folders, so the home page carries little per tool:
 * - `virtual:tool-names`: every tool's English name and description, and nothing else (the home
 *   page's cards and the palette need them before any tool loads; importing the `en.json` files
 *   would bundle every string of every tool, a JSON module is not tree-shaken to two keys), plus
 *   `languageLoaders`: per other language, one chunk with every tool's name and description in it
 *   (`virtual:tool-names/<language>`), loaded when the language is chosen;
 * - `virtual:tool-locales`: tool folder → its languages and the loader of its chunk
 *   (`virtual:tool-locales/<folder>`), which holds its screen, its English strings and the loaders
 *   of its other `locales/<language>.json` files. A tool's `index.ts` declares
 *   `component: () => import('./screen')`; this plugin rewrites it to use that same loader, so the
 *   home page carries one dynamic import per tool (one hashed chunk name and the list of chunks it
 *   needs), not one per tool and language (8 × 87 names, about 10 KB gzipped of hashes). Opening a
 *   tool is one request for its screen and strings together, not a strings chunk first and the
 *   screen after it (one round trip less on a cold load);
 * - `virtual:operation-strings/<language>`: every tool's `operations` strings in one language, one
 *   chunk (the Recipe page's list and forms), instead of every tool's locale file;
 * - `virtual:detect-strings/<language>`: every tool's `detect` strings (smart paste's reasons) in one
 *   language, one chunk.
 */
export function toolNamesPlugin(toolsDir: string): Plugin {
  const isToolStrings = (file: string) => file.startsWith(toolsDir) && /\/locales\/[^/]+\.json$/.test(file);
  const ours = (id: string) =>
    id === TOOL_NAMES_MODULE || id === TOOL_LOCALES_MODULE || [TOOL_NAMES_MODULE, TOOL_LOCALES_MODULE, OPERATION_STRINGS_MODULE, DETECT_STRINGS_MODULE].some((prefix) => id.startsWith(`${prefix}/`));
  const watchLocales = (addWatchFile: (file: string) => void, folders: string[]) => {
    for (const folder of folders) for (const language of toolLanguages(toolsDir, folder)) addWatchFile(join(toolsDir, folder, 'locales', `${language}.json`));
  };
  return {
    name: 'it-tools:tool-names',
    resolveId: (id) => (ours(id) ? PREFIX + id : undefined),
    load(id) {
      if (!id.startsWith(PREFIX) || !ours(id.slice(PREFIX.length))) return undefined;
      const module = id.slice(PREFIX.length);
      const folders = toolFolders(toolsDir);
      watchLocales((file) => this.addWatchFile(file), folders);
      if (module === TOOL_NAMES_MODULE) {
        const languages = [...new Set(folders.flatMap((folder) => toolLanguages(toolsDir, folder)))].filter((language) => language !== 'en').sort();
        const loaders = languages.map((language) => `${JSON.stringify(language)}: () => import(${JSON.stringify(`${TOOL_NAMES_MODULE}/${language}`)})`);
        return `export default ${JSON.stringify(readToolNames(toolsDir))};\nexport const languageLoaders = {${loaders.join(',')}};`;
      }
      if (module.startsWith(`${OPERATION_STRINGS_MODULE}/`)) {
        return `export default ${JSON.stringify(readOperationStrings(toolsDir, module.slice(OPERATION_STRINGS_MODULE.length + 1)))};`;
      }
      if (module.startsWith(`${DETECT_STRINGS_MODULE}/`)) {
        return `export default ${JSON.stringify(readOperationStrings(toolsDir, module.slice(DETECT_STRINGS_MODULE.length + 1), 'detect'))};`;
      }
      if (module.startsWith(`${TOOL_NAMES_MODULE}/`)) {
        return `export default ${JSON.stringify(readToolNames(toolsDir, module.slice(TOOL_NAMES_MODULE.length + 1)))};`;
      }
      if (module === TOOL_LOCALES_MODULE) {
        // Most tools have every language: one shared list instead of one per tool.
        const lists = [...new Set(folders.map((folder) => JSON.stringify(toolLanguages(toolsDir, folder))))];
        const entries = folders.map(
          (folder) =>
            `${JSON.stringify(folder)}: [l${lists.indexOf(JSON.stringify(toolLanguages(toolsDir, folder)))}, () => import(${JSON.stringify(`${TOOL_LOCALES_MODULE}/${folder}`)})]`,
        );
        return `${lists.map((list, index) => `const l${index} = ${list};`).join('\n')}\nexport default {${entries.join(',')}};`;
      }
      const folder = module.slice(TOOL_LOCALES_MODULE.length + 1);
      if (!folders.includes(folder)) return 'export default {};';
      // English, needed in every language (the fallback), comes in this chunk: no second request.
      const languages = toolLanguages(toolsDir, folder);
      const file = (language: string) => JSON.stringify(join(toolsDir, folder, 'locales', `${language}.json`));
      const english = languages.includes('en') ? `import en from ${file('en')};\n` : '';
      const loaders = languages.map((language) =>
        language === 'en' ? `"en": () => Promise.resolve({ default: en })` : `${JSON.stringify(language)}: () => import(${file(language)})`,
      );
      // The screen is part of this chunk: its strings and its code come in one request.
      const screen = readScreenModule(toolsDir, folder);
      const screenExport = screen
        ? `import * as screenModule from ${JSON.stringify(join(toolsDir, folder, screen))};\nexport const screen = () => Promise.resolve(screenModule);\n`
        : '';
      return `${english}${screenExport}export default {${loaders.join(',')}};`;
    },
    /**
     * `component: () => import('./screen')` in a tool's index.ts becomes a load of the tool's chunk
     * through the loader `virtual:tool-locales` already holds (one dynamic import per tool).
     */
    transform(code, id) {
      if (!id.startsWith(toolsDir) || !id.endsWith('/index.ts')) return undefined;
      const folder = id.slice(toolsDir.length).replace(/^\/+/, '').split('/')[0] ?? '';
      if (id !== join(toolsDir, folder, 'index.ts') || !existsSync(join(toolsDir, folder, 'locales')) || !SCREEN_IMPORT.test(code)) return undefined;
      const load = `component: () => toolChunks[${JSON.stringify(folder)}][1]().then((chunk) => chunk.screen())`;
      // A tool that declares operations says so (its page offers "Open in recipe") without loading them.
      const withOperations = existsSync(join(toolsDir, folder, `${folder}.operations.ts`)) ? load.replace('component:', 'hasOperations: true, component:') : load;
      // Appended, not prepended: line numbers stay intact (imports are hoisted anyway).
      return { code: `${code.replace(SCREEN_IMPORT, withOperations)}\nimport toolChunks from ${JSON.stringify(TOOL_LOCALES_MODULE)};\n`, map: null };
    },
    handleHotUpdate({ file, server }) {
      if (!isToolStrings(file)) return;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(PREFIX) && ours(module.id.slice(PREFIX.length))) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}
