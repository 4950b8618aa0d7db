import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The command line's inputs: `-i a.jpg -i b.jpg`, or a quoted glob `-i 'photos/*.jpg'` that the
 * command expands itself (the same on every shell, and beyond the shell's argument limit). A glob
 * has `*` (any characters but `/`), `**` (any folders, none included), `?`, `[abc]`/`[a-z]`/`[!a]`
 * and `{jpg,png}`; names starting with a dot match only a pattern that starts with a dot.
 */

/** Whether a path is a pattern to expand rather than a file name. */
export function isGlob(path: string): boolean {
  return /[*?[{]/.test(path);
}

/** `{a,b}` alternatives expanded (nested ones too): `x.{jpg,png}` → `x.jpg`, `x.png`. */
export function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern];
  let depth = 0;
  const commas: number[] = [];
  for (let index = open; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        const parts: string[] = [];
        let start = open + 1;
        for (const comma of commas) {
          parts.push(pattern.slice(start, comma));
          start = comma + 1;
        }
        parts.push(pattern.slice(start, index));
        const rest = pattern.slice(index + 1);
        return parts.flatMap((part) => expandBraces(pattern.slice(0, open) + part + rest));
      }
    } else if (char === ',' && depth === 1) commas.push(index);
  }
  return [pattern];
}

/** One path segment's pattern as a regular expression. */
export function segmentRegExp(segment: string): RegExp {
  let source = '';
  for (let index = 0; index < segment.length; index += 1) {
    const char = segment[index]!;
    if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '[') {
      const close = segment.indexOf(']', index + 2);
      if (close < 0) source += '\\[';
      else {
        let body = segment.slice(index + 1, close);
        if (body.startsWith('!')) body = `^${body.slice(1)}`;
        source += `[${body.replace(/\\/g, '\\\\')}]`;
        index = close;
      }
    } else source += char.replace(/[.+^${}()|\\\]]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function listDir(dir: string): { name: string; directory: boolean }[] {
  try {
    return readdirSync(dir || '.', { withFileTypes: true }).map((entry) => ({ name: entry.name, directory: entry.isDirectory() }));
  } catch {
    return [];
  }
}

/** The files a pattern matches, sorted, without braces (see `expandGlob`). */
function matchPattern(pattern: string): string[] {
  const absolute = pattern.startsWith('/');
  const segments = pattern.split('/').filter((segment, index) => segment !== '' || index === 0);
  if (absolute) segments.shift();
  const found: string[] = [];
  const walk = (dir: string, rest: readonly string[]) => {
    const [segment, ...next] = rest;
    if (segment === undefined) return;
    const path = (name: string) => (dir === '' ? name : dir === '/' ? `/${name}` : join(dir, name));
    if (segment === '**') {
      walk(dir, next);
      for (const entry of listDir(dir)) if (entry.directory && !entry.name.startsWith('.')) walk(path(entry.name), rest);
      return;
    }
    if (!isGlob(segment)) {
      const target = path(segment);
      if (next.length === 0) {
        if (exists(target)) found.push(target);
      } else walk(target, next);
      return;
    }
    const regexp = segmentRegExp(segment);
    for (const entry of listDir(dir)) {
      if (entry.name.startsWith('.') && !segment.startsWith('.')) continue;
      if (!regexp.test(entry.name)) continue;
      if (next.length === 0) {
        if (!entry.directory) found.push(path(entry.name));
      } else if (entry.directory) walk(path(entry.name), next);
    }
  };
  walk(absolute ? '/' : '', segments);
  return found;
}

function exists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The files a glob matches, in name order, each once. */
export function expandGlob(pattern: string): string[] {
  const files = new Set(expandBraces(pattern).flatMap(matchPattern));
  return [...files].sort((a, b) => a.localeCompare(b, 'en'));
}

export interface ExpandedInputs {
  /** The paths in the order given, each glob replaced by its matches. */
  paths: string[];
  /** Patterns that matched no file. */
  unmatched: string[];
  /** True when any input was a glob (a batch, even if it matched one file). */
  glob: boolean;
}

/** The `-i` values as files: each glob expanded (`-` and plain names stay as they are). */
export function expandInputs(inputs: readonly string[]): ExpandedInputs {
  const paths: string[] = [];
  const unmatched: string[] = [];
  let glob = false;
  for (const input of inputs) {
    if (input === '-' || !isGlob(input) || exists(input)) {
      paths.push(input);
      continue;
    }
    glob = true;
    const matches = expandGlob(input);
    if (matches.length === 0) unmatched.push(input);
    paths.push(...matches);
  }
  return { paths, unmatched, glob };
}
