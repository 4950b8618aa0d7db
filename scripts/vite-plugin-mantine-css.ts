import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Per-component Mantine styles, added automatically. Importing `@mantine/core/styles.css` puts the
 * styles of ~120 components (250 KB) on the home page. Instead, every module that imports
 * components from `@mantine/core` gets the stylesheets of exactly those components and of the
 * components they are built from (Select → Combobox, Input, Popover, ScrollArea…), found by
 * walking Mantine's own ES module graph. The stylesheets then travel with the chunk that uses the
 * component: the shell's with the shell, a tool's with the tool.
 *
 * The `.layer.css` variants are used: every Mantine rule sits in `@layer mantine`, so the app's own
 * (unlayered) styles win whatever order the chunks' stylesheets arrive in.
 */
export function mantineCssPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  // The package's CommonJS entry is <core>/cjs/index.cjs (package.json itself is not exported).
  const coreDir = dirname(dirname(require.resolve('@mantine/core')));
  const esmDir = join(coreDir, 'esm');
  const stylesDir = join(coreDir, 'styles');

  /** Exported name → the file that defines it. */
  const exportFiles = new Map<string, string>();
  const indexSource = readFileSync(join(esmDir, 'index.mjs'), 'utf8');
  for (const match of indexSource.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    const file = resolve(esmDir, match[2] as string);
    for (const specifier of (match[1] as string).split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0]?.trim();
      if (name) exportFiles.set(name, file);
    }
  }

  /** File → the stylesheet names it needs, dependencies first (memoised). */
  const stylesOfFile = new Map<string, string[]>();
  function collect(file: string, visiting: Set<string>): string[] {
    const known = stylesOfFile.get(file);
    if (known) return known;
    if (visiting.has(file) || !existsSync(file)) return [];
    visiting.add(file);
    const source = readFileSync(file, 'utf8');
    const ordered: string[] = [];
    const add = (name: string) => {
      if (!ordered.includes(name)) ordered.push(name);
    };
    for (const match of source.matchAll(/(?:from|import)\s*"(\.[^"]+\.mjs)"/g)) {
      const target = resolve(dirname(file), match[1] as string);
      const module = /([^/]+)\.module\.mjs$/.exec(target)?.[1];
      if (module) {
        if (existsSync(join(stylesDir, `${module}.css`))) add(module);
        continue;
      }
      collect(target, visiting).forEach(add);
    }
    visiting.delete(file);
    stylesOfFile.set(file, ordered);
    return ordered;
  }

  function stylesFor(names: string[]): string[] {
    const ordered: string[] = [];
    for (const name of names) {
      const file = exportFiles.get(name);
      if (!file) continue;
      for (const sheet of collect(file, new Set())) if (!ordered.includes(sheet)) ordered.push(sheet);
    }
    return ordered;
  }

  const importPattern = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

  return {
    name: 'it-tools:mantine-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?(\?.*)?$/.test(id) || !code.includes('@mantine/core')) return null;
      // The app's own modules, and other Mantine packages (tiptap, dropzone…) built on core.
      const inApp = !id.includes('/node_modules/');
      const inMantinePackage = /\/node_modules\/@mantine\/(?!core\/)/.test(id);
      if (!inApp && !inMantinePackage) return null;
      const names: string[] = [];
      for (const match of code.matchAll(importPattern)) {
        if (match[1]) continue;
        for (const specifier of (match[2] as string).split(',')) {
          const trimmed = specifier.trim();
          if (trimmed === '' || trimmed.startsWith('type ')) continue;
          names.push(trimmed.split(/\s+as\s+/)[0]?.trim() ?? '');
        }
      }
      const sheets = stylesFor(names);
      if (sheets.length === 0) return null;
      // Appended, not prepended: line numbers stay intact (imports are hoisted anyway).
      const imports = sheets.map((sheet) => `import '@mantine/core/styles/${sheet}.layer.css';`).join('\n');
      return { code: `${code}\n${imports}\n`, map: null };
    },
  };
}

/** For tests: the stylesheet names a list of component exports needs. */
export function mantineStylesFor(names: string[]): string[] {
  const plugin = mantineCssPlugin() as Plugin & { transform: (code: string, id: string) => { code: string } | null };
  const result = plugin.transform(`import { ${names.join(', ')} } from '@mantine/core';`, '/app/probe.tsx');
  return result ? [...result.code.matchAll(/styles\/([^.]+)\.layer\.css/g)].map((match) => match[1] as string) : [];
}
