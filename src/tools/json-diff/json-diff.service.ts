import JSON5 from 'json5';
import { ToolInputError } from '../../lib/errors';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface JsonDiffOptions {
  /** Sort arrays of primitives and match object items by deep equality before comparing by index. */
  ignoreArrayOrder: boolean;
}

export type DiffKind = 'added' | 'removed' | 'changed';

export interface DiffEntry {
  kind: DiffKind;
  /** `$`, `.key`, `["odd key"]`, `[0]`. */
  path: string;
  oldValue?: Json;
  newValue?: Json;
}

/** One line of the merged tree view (flat, so a long document can be shown a screenful at a time). */
export interface TreeRow {
  depth: number;
  /** The JSON-quoted object key, or undefined for array items and the root. */
  key?: string;
  kind: 'open' | 'close' | 'value';
  /** `{`, `[`, `}`, `]` for open/close rows. */
  bracket?: string;
  status: 'same' | 'added' | 'removed' | 'changed';
  /** Nothing below differs: hidden by "Only show differences". */
  unchanged: boolean;
  /** Compact JSON of the value (the new one for a change). */
  value?: string;
  /** Compact JSON of the old value of a change. */
  oldValue?: string;
}

export interface JsonDiffResult {
  equal: boolean;
  counts: { added: number; removed: number; changed: number };
  entries: DiffEntry[];
  /** The "Differences" text, one line per entry. */
  text: string;
  rows: TreeRow[];
}

/** Parses one side leniently (JSON5: comments, trailing commas, single quotes, unquoted keys). Empty → undefined. */
export function parseJsonSide(text: string): Json | undefined {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    // Not strict JSON: JSON5 accepts more (and is much slower, so it only runs when needed).
  }
  try {
    return JSON5.parse<Json>(text);
  } catch (error) {
    throw new ToolInputError('invalidJson', { detail: error instanceof Error ? error.message : String(error) });
  }
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function keySegment(key: string): string {
  return IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function samePrimitive(a: Json, b: Json): boolean {
  return a === b || (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b));
}

/** Deep equality, key order ignored. */
export function deepEqual(a: Json, b: Json): boolean {
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => deepEqual(item, b[index]!));
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => hasOwn(b, key) && deepEqual(a[key]!, b[key]!));
  }
  return samePrimitive(a, b);
}

const isPrimitive = (value: Json) => value === null || typeof value !== 'object';

function comparePrimitives(a: Json, b: Json): number {
  const typeOrder = (value: Json) => (value === null ? 0 : typeof value === 'boolean' ? 1 : typeof value === 'number' ? 2 : 3);
  const byType = typeOrder(a) - typeOrder(b);
  if (byType !== 0) return byType;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

interface ItemPair {
  /** The index shown in paths: the first array's (or the sorted) position; the second's for an added item. */
  index: number;
  left?: Json;
  right?: Json;
  hasLeft: boolean;
  hasRight: boolean;
}

const pair = (index: number, left: Json[], leftAt: number | undefined, right: Json[], rightAt: number | undefined): ItemPair => ({
  index,
  left: leftAt === undefined ? undefined : left[leftAt],
  right: rightAt === undefined ? undefined : right[rightAt],
  hasLeft: leftAt !== undefined,
  hasRight: rightAt !== undefined,
});

function pairByIndex(left: Json[], right: Json[]): ItemPair[] {
  const pairs: ItemPair[] = [];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    pairs.push(pair(index, left, index < left.length ? index : undefined, right, index < right.length ? index : undefined));
  }
  return pairs;
}

/**
 * How two arrays' items are compared. By index normally. With "Ignore array order": arrays of
 * primitives are both sorted first; otherwise each item of the first array is matched with an
 * equal unused item of the second, and the unmatched items are then paired in their order.
 */
export function pairArrayItems(left: Json[], right: Json[], ignoreArrayOrder: boolean): ItemPair[] {
  if (!ignoreArrayOrder) return pairByIndex(left, right);
  if (left.every(isPrimitive) && right.every(isPrimitive)) return pairByIndex([...left].sort(comparePrimitives), [...right].sort(comparePrimitives));
  const matchOf: (number | undefined)[] = [];
  const used = new Array<boolean>(right.length).fill(false);
  left.forEach((item, leftAt) => {
    const rightAt = right.findIndex((candidate, at) => !used[at] && deepEqual(item, candidate));
    if (rightAt >= 0) used[rightAt] = true;
    matchOf[leftAt] = rightAt >= 0 ? rightAt : undefined;
  });
  const spare = right.map((_, at) => at).filter((at) => !used[at]);
  const pairs = left.map((_, leftAt) => pair(leftAt, left, leftAt, right, matchOf[leftAt] ?? spare.shift()));
  for (const rightAt of spare) pairs.push(pair(rightAt, left, undefined, right, rightAt));
  return pairs;
}

function collect(a: Json, b: Json, path: string, options: JsonDiffOptions, out: DiffEntry[]): void {
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(a)) {
      const child = path + keySegment(key);
      if (hasOwn(b, key)) collect(a[key]!, b[key]!, child, options, out);
      else out.push({ kind: 'removed', path: child, oldValue: a[key]! });
    }
    for (const key of Object.keys(b)) if (!hasOwn(a, key)) out.push({ kind: 'added', path: path + keySegment(key), newValue: b[key]! });
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    for (const item of pairArrayItems(a, b, options.ignoreArrayOrder)) {
      const child = `${path}[${item.index}]`;
      if (item.hasLeft && item.hasRight) collect(item.left!, item.right!, child, options, out);
      else if (item.hasLeft) out.push({ kind: 'removed', path: child, oldValue: item.left! });
      else out.push({ kind: 'added', path: child, newValue: item.right! });
    }
    return;
  }
  const sameShape = isPrimitive(a) && isPrimitive(b);
  if (!sameShape || !samePrimitive(a, b)) out.push({ kind: 'changed', path, oldValue: a, newValue: b });
}

/** Every difference from `a` to `b`, in document order (see the spec's diff rules). */
export function diffJson(a: Json, b: Json, options: JsonDiffOptions = { ignoreArrayOrder: false }): DiffEntry[] {
  const out: DiffEntry[] = [];
  collect(a, b, '$', options, out);
  return out;
}

const compact = (value: Json | undefined) => JSON.stringify(value) ?? 'undefined';

export function formatDiffEntry(entry: DiffEntry): string {
  if (entry.kind === 'added') return `+ ${entry.path}: ${compact(entry.newValue)}`;
  if (entry.kind === 'removed') return `- ${entry.path}: ${compact(entry.oldValue)}`;
  return `~ ${entry.path}: ${compact(entry.oldValue)} \u2192 ${compact(entry.newValue)}`;
}

function pushValue(rows: TreeRow[], depth: number, key: string | undefined, status: TreeRow['status'], value: Json, oldValue?: Json): void {
  rows.push({
    depth,
    key,
    kind: 'value',
    status,
    unchanged: status === 'same',
    value: compact(value),
    ...(oldValue !== undefined ? { oldValue: compact(oldValue) } : {}),
  });
}

/** Builds the merged tree; returns whether anything below differs. */
function buildRows(a: Json, b: Json, depth: number, key: string | undefined, options: TreeOptions, rows: TreeRow[]): boolean {
  const bothObjects = isObject(a) && isObject(b);
  const bothArrays = Array.isArray(a) && Array.isArray(b);
  if (options.collapseUnchanged && depth > 0 && (bothObjects || bothArrays) && deepEqual(a, b)) {
    pushValue(rows, depth, key, 'same', b);
    return false;
  }
  if (!bothObjects && !bothArrays) {
    const same = isPrimitive(a) && isPrimitive(b) && samePrimitive(a, b);
    if (same) pushValue(rows, depth, key, 'same', b);
    else pushValue(rows, depth, key, 'changed', b, a);
    return !same;
  }
  const open: TreeRow = { depth, key, kind: 'open', bracket: bothArrays ? '[' : '{', status: 'same', unchanged: true };
  rows.push(open);
  let differs = false;
  if (bothObjects) {
    const left = a as { [key: string]: Json };
    const right = b as { [key: string]: Json };
    for (const name of Object.keys(left)) {
      const label = JSON.stringify(name);
      if (hasOwn(right, name)) differs = buildRows(left[name]!, right[name]!, depth + 1, label, options, rows) || differs;
      else {
        pushValue(rows, depth + 1, label, 'removed', left[name]!);
        differs = true;
      }
    }
    for (const name of Object.keys(right)) {
      if (hasOwn(left, name)) continue;
      pushValue(rows, depth + 1, JSON.stringify(name), 'added', right[name]!);
      differs = true;
    }
  } else {
    for (const item of pairArrayItems(a as Json[], b as Json[], options.ignoreArrayOrder)) {
      if (item.hasLeft && item.hasRight) differs = buildRows(item.left!, item.right!, depth + 1, undefined, options, rows) || differs;
      else {
        pushValue(rows, depth + 1, undefined, item.hasLeft ? 'removed' : 'added', (item.hasLeft ? item.left : item.right)!);
        differs = true;
      }
    }
  }
  open.unchanged = !differs;
  rows.push({ depth, kind: 'close', bracket: bothArrays ? ']' : '}', status: 'same', unchanged: !differs });
  return differs;
}

interface TreeOptions extends JsonDiffOptions {
  /**
   * Show an unchanged object or array as one line of compact JSON instead of its members. Used for
   * large documents: a 5 MB document has about a million lines, too many to build and hand over.
   */
  collapseUnchanged?: boolean;
}

/** Documents larger than this (both sides together, in characters) get their unchanged parts collapsed in the tree. */
export const COLLAPSE_THRESHOLD = 100_000;

/** The whole comparison: entries, counts, the "Differences" text and the merged tree rows. */
export function compareJson(a: Json, b: Json, options: TreeOptions = { ignoreArrayOrder: false }): JsonDiffResult {
  const entries = diffJson(a, b, options);
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const entry of entries) counts[entry.kind] += 1;
  const rows: TreeRow[] = [];
  if (entries.length > 0) buildRows(a, b, 0, undefined, options, rows);
  return { equal: entries.length === 0, counts, entries, text: entries.map(formatDiffEntry).join('\n'), rows };
}

export interface JsonDiffOutcome {
  leftInvalid: boolean;
  rightInvalid: boolean;
  /** Present when both sides parse and neither is empty. */
  result?: Omit<JsonDiffResult, 'entries'>;
}

/** Parses both texts and compares them: what the screen (or its worker) needs, errors included. */
export function compareJsonTexts(left: string, right: string, options: JsonDiffOptions): JsonDiffOutcome {
  let a: Json | undefined;
  let b: Json | undefined;
  let leftInvalid = false;
  let rightInvalid = false;
  try {
    a = parseJsonSide(left);
  } catch {
    leftInvalid = true;
  }
  try {
    b = parseJsonSide(right);
  } catch {
    rightInvalid = true;
  }
  if (leftInvalid || rightInvalid || a === undefined || b === undefined) return { leftInvalid, rightInvalid };
  const { entries: _entries, ...result } = compareJson(a, b, { ...options, collapseUnchanged: left.length + right.length > COLLAPSE_THRESHOLD });
  return { leftInvalid, rightInvalid, result };
}
