import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// No runtime import cycle in src/ (issue 19: a cycle makes a module's exports undefined while the
// other one starts, depending on which is imported first). Type-only imports are erased and do not
// count. Relative and `@/` imports are followed; packages are not.
const root = resolve(__dirname, '../src');
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|e2e)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? join(root, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : undefined;
  if (base === undefined) return undefined;
  for (const candidate of [base, ...extensions.map((extension) => base + extension)]) {
    try {
      if (statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The modules a file imports at runtime (`import type` and `export type` left out). */
export function runtimeImports(file: string, text: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[2]) continue;
    // A dynamic import() runs later, when the module is already loaded: it cannot make a cycle at start.
    if (match[4]) continue;
    const target = resolveImport(file, match[3]!);
    if (target) found.push(target);
  }
  return found;
}

function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('imports', () => {
  it('reads runtime imports and skips type-only and dynamic ones', () => {
    const file = join(root, 'modules/tool-state/tool-state.ts');
    const text = [
      "import { a } from '../../engine/handoff/handoff';",
      "import type { B } from '../../engine/values';",
      "export { c } from '../../lib/storage';",
      "const d = () => import('../../lib/errors');",
    ].join('\n');
    expect(runtimeImports(file, text).map((path) => relative(root, path))).toEqual(['engine/handoff/handoff.ts', 'lib/storage.ts']);
  });

  it('finds a cycle when there is one', () => {
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b']], ['b', []]]))).toBeUndefined();
  });

  it('src/ has no runtime import cycle', () => {
    const graph = new Map(sourceFiles(root).map((file) => [file, runtimeImports(file, readFileSync(file, 'utf8'))]));
    expect(graph.size).toBeGreaterThan(500);
    const cycle = findCycle(graph);
    expect(cycle?.map((file) => relative(root, file))).toBeUndefined();
  });
});
