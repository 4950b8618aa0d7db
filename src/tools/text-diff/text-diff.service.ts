import { diffWordsWithSpace } from 'diff';

/** One run of the edit script: `count` lines kept, removed from the original or added. */
export interface DiffChunk {
  type: 'equal' | 'delete' | 'insert';
  /** First line of the run in the original (for inserts: where they go). */
  oldStart: number;
  /** First line of the run in the modified text (for deletes: where they were). */
  newStart: number;
  count: number;
}

export interface LineDiff {
  chunks: DiffChunk[];
  /** Lines of "Modified text" not matched. */
  added: number;
  /** Lines of "Original text" not matched. */
  removed: number;
}

export interface LineDiffOptions {
  ignoreWhitespace: boolean;
}

/** Myers gives up beyond this many edits and the anchored fallback takes over. */
export const MAX_EDIT_LENGTH = 2_000;
/** Between anchors, ranges are small: Myers is tried again with this bound. */
const SUB_RANGE_EDIT_LENGTH = 200;

const LINE_BREAK = /\r\n|\n|\r/;
const WHITESPACE = /\s+/g;

/** Lines split on CRLF, LF or CR; an empty text has none; a trailing break gives a final empty line. */
export function splitLines(text: string): string[] {
  return text === '' ? [] : text.split(LINE_BREAK);
}

/** Every line as an integer id: equal lines (after the options) share an id. */
function internLines(oldLines: readonly string[], newLines: readonly string[], ignoreWhitespace: boolean): { a: Int32Array; b: Int32Array } {
  const ids = new Map<string, number>();
  const intern = (lines: readonly string[]) => {
    const out = new Int32Array(lines.length);
    for (let index = 0; index < lines.length; index += 1) {
      const line = lines[index] as string;
      const key = ignoreWhitespace ? line.replace(WHITESPACE, '') : line;
      let id = ids.get(key);
      if (id === undefined) {
        id = ids.size;
        ids.set(key, id);
      }
      out[index] = id;
    }
    return out;
  };
  return { a: intern(oldLines), b: intern(newLines) };
}

/** Builds the chunk list, merging neighbouring runs of the same type. */
export class ScriptBuilder {
  readonly chunks: DiffChunk[] = [];
  added = 0;
  removed = 0;

  push(type: DiffChunk['type'], oldStart: number, newStart: number, count: number): void {
    if (count <= 0) return;
    if (type === 'insert') this.added += count;
    if (type === 'delete') this.removed += count;
    const last = this.chunks[this.chunks.length - 1];
    if (last && last.type === type && last.oldStart + (type === 'insert' ? 0 : last.count) === oldStart && last.newStart + (type === 'delete' ? 0 : last.count) === newStart) {
      last.count += count;
      return;
    }
    this.chunks.push({ type, oldStart, newStart, count });
  }
}

/**
 * A lower bound of the edit length, in linear time: every line of either side that the other side
 * cannot match (counted with multiplicity) is an edit. Lets two unrelated texts skip Myers at once.
 */
function minimumEditLength(a: Int32Array, b: Int32Array, a0: number, a1: number, b0: number, b1: number): number {
  const counts = new Map<number, number>();
  for (let i = a0; i < a1; i += 1) counts.set(a[i] as number, (counts.get(a[i] as number) ?? 0) + 1);
  let common = 0;
  for (let j = b0; j < b1; j += 1) {
    const left = counts.get(b[j] as number);
    if (left) {
      counts.set(b[j] as number, left - 1);
      common += 1;
    }
  }
  return a1 - a0 + (b1 - b0) - 2 * common;
}

/**
 * Myers' O(ND) greedy diff on ids in [a0, a1) × [b0, b1), with at most `maxEditLength` edits;
 * false (nothing emitted) when more are needed. Written on typed arrays rather than with jsdiff's
 * `diffArrays`: same algorithm, but jsdiff allocates an object per path step, which made the
 * bounded attempt on two unrelated 10,000-line texts cost close to a second instead of a few ms.
 * Memory: one snapshot of the frontier per edit step, (D + 1)² integers at most.
 */
export function myers(a: Int32Array, b: Int32Array, a0: number, a1: number, b0: number, b1: number, maxEditLength: number, out: ScriptBuilder): boolean {
  const n = a1 - a0;
  const m = b1 - b0;
  // Small ranges can never exceed the bound; larger ones first check that it is reachable at all.
  if (n + m > maxEditLength && minimumEditLength(a, b, a0, a1, b0, b1) > maxEditLength) return false;
  const max = Math.min(n + m, maxEditLength);
  const offset = max + 1;
  const frontier = new Int32Array(2 * max + 3);
  // snapshots[d] holds frontier[k] for k = -d..d, stored from snapshotStart[d].
  const snapshotStart: number[] = [];
  const snapshots: Int32Array[] = [];
  let chunk = new Int32Array(Math.min(1 << 16, (max + 1) * (max + 1) + 1));
  let used = 0;
  let found = -1;
  frontier[offset + 1] = 0;
  for (let d = 0; d <= max && found < 0; d += 1) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && (frontier[offset + k - 1] as number) < (frontier[offset + k + 1] as number)) ? (frontier[offset + k + 1] as number) : (frontier[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[a0 + x] === b[b0 + y]) {
        x += 1;
        y += 1;
      }
      frontier[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
      }
    }
    const size = 2 * d + 1;
    if (used + size > chunk.length) {
      chunk = new Int32Array(Math.max(1 << 16, size));
      used = 0;
    }
    chunk.set(frontier.subarray(offset - d, offset + d + 1), used);
    snapshots.push(chunk);
    snapshotStart.push(used);
    used += size;
  }
  if (found < 0) return false;
  const at = (d: number, k: number) => (snapshots[d] as Int32Array)[(snapshotStart[d] as number) + k + d] as number;
  // Walk back from (n, m): each step is a snake of equal lines preceded by one edit.
  const steps: [DiffChunk['type'], number, number][] = [];
  let x = n;
  let y = m;
  for (let d = found; d >= 0; d -= 1) {
    const k = x - y;
    if (d === 0) {
      while (x > 0 && y > 0) {
        x -= 1;
        y -= 1;
        steps.push(['equal', x, y]);
      }
      break;
    }
    const down = k === -d || (k !== d && at(d - 1, k - 1) < at(d - 1, k + 1));
    const previousK = down ? k + 1 : k - 1;
    const previousX = at(d - 1, previousK);
    const previousY = previousX - previousK;
    const startX = down ? previousX : previousX + 1;
    const startY = startX - k;
    while (x > startX && y > startY) {
      x -= 1;
      y -= 1;
      steps.push(['equal', x, y]);
    }
    if (down) steps.push(['insert', previousX, previousY]);
    else steps.push(['delete', previousX, previousY]);
    x = previousX;
    y = previousY;
  }
  for (let index = steps.length - 1; index >= 0; index -= 1) {
    const [type, i, j] = steps[index] as [DiffChunk['type'], number, number];
    out.push(type, a0 + i, b0 + j, 1);
  }
  return true;
}

/** Longest increasing subsequence of `values` (indices into it), patience sorting, O(n log n). */
export function longestIncreasingSubsequence(values: readonly number[]): number[] {
  const tails: number[] = [];
  const previous = new Int32Array(values.length).fill(-1);
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as number;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] as number;
    tails[low] = index;
  }
  const result: number[] = [];
  let index = tails.length > 0 ? (tails[tails.length - 1] as number) : -1;
  while (index >= 0) {
    result.push(index);
    index = previous[index] as number;
  }
  return result.reverse();
}

/**
 * Anchored "patience" diff of [a0, a1) × [b0, b1): common head and tail kept, lines unique in both
 * ranges matched, the longest increasing run of them kept as anchors, and the gaps between anchors
 * diffed again (Myers with a small bound, else this same method); no common unique line → the
 * whole range is replaced. Always finishes in about O(n log n) per level.
 */
function anchoredDiff(a: Int32Array, b: Int32Array, a0: number, a1: number, b0: number, b1: number, out: ScriptBuilder, depth: number): void {
  let head = 0;
  while (a0 + head < a1 && b0 + head < b1 && a[a0 + head] === b[b0 + head]) head += 1;
  out.push('equal', a0, b0, head);
  a0 += head;
  b0 += head;
  let tail = 0;
  while (a1 - tail > a0 && b1 - tail > b0 && a[a1 - tail - 1] === b[b1 - tail - 1]) tail += 1;
  const endA = a1 - tail;
  const endB = b1 - tail;
  diffMiddle(a, b, a0, endA, b0, endB, out, depth);
  out.push('equal', endA, endB, tail);
}

function diffMiddle(a: Int32Array, b: Int32Array, a0: number, a1: number, b0: number, b1: number, out: ScriptBuilder, depth: number): void {
  if (a0 === a1) return out.push('insert', a0, b0, b1 - b0);
  if (b0 === b1) return out.push('delete', a0, b0, a1 - a0);
  if (depth > 0 && myers(a, b, a0, a1, b0, b1, SUB_RANGE_EDIT_LENGTH, out)) return;
  // Occurrences of each id in both ranges; an anchor is an id seen exactly once in each.
  const countA = new Map<number, number>();
  const positionA = new Map<number, number>();
  for (let i = a0; i < a1; i += 1) {
    const id = a[i] as number;
    countA.set(id, (countA.get(id) ?? 0) + 1);
    positionA.set(id, i);
  }
  const countB = new Map<number, number>();
  const positionB = new Map<number, number>();
  for (let j = b0; j < b1; j += 1) {
    const id = b[j] as number;
    if (!countA.has(id)) continue;
    countB.set(id, (countB.get(id) ?? 0) + 1);
    positionB.set(id, j);
  }
  // Candidate anchors in the original's order; their positions in the modified text must increase.
  const anchorsA: number[] = [];
  const anchorsB: number[] = [];
  for (let i = a0; i < a1; i += 1) {
    const id = a[i] as number;
    if (countA.get(id) === 1 && countB.get(id) === 1) {
      anchorsA.push(i);
      anchorsB.push(positionB.get(id) as number);
    }
  }
  if (anchorsA.length === 0) {
    out.push('delete', a0, b0, a1 - a0);
    out.push('insert', a1, b0, b1 - b0);
    return;
  }
  let i = a0;
  let j = b0;
  for (const index of longestIncreasingSubsequence(anchorsB)) {
    const anchorA = anchorsA[index] as number;
    const anchorB = anchorsB[index] as number;
    anchoredDiff(a, b, i, anchorA, j, anchorB, out, depth + 1);
    out.push('equal', anchorA, anchorB, 1);
    i = anchorA + 1;
    j = anchorB + 1;
  }
  anchoredDiff(a, b, i, a1, j, b1, out, depth + 1);
}

/** Line diff of two line arrays: common head and tail trimmed, Myers bounded, anchored fallback. */
export function diffLineArrays(oldLines: readonly string[], newLines: readonly string[], options: LineDiffOptions): LineDiff {
  const { a, b } = internLines(oldLines, newLines, options.ignoreWhitespace);
  const out = new ScriptBuilder();
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  const endA = a.length - tail;
  const endB = b.length - tail;
  out.push('equal', 0, 0, head);
  if (head < endA || head < endB) {
    if (head === endA) out.push('insert', head, head, endB - head);
    else if (head === endB) out.push('delete', head, head, endA - head);
    else if (!myers(a, b, head, endA, head, endB, MAX_EDIT_LENGTH, out)) diffMiddle(a, b, head, endA, head, endB, out, 0);
  }
  out.push('equal', endA, endB, tail);
  return { chunks: out.chunks, added: out.added, removed: out.removed };
}

/** Line diff of two texts (see splitLines). */
export function diffTexts(original: string, modified: string, options: LineDiffOptions): LineDiff {
  return diffLineArrays(splitLines(original), splitLines(modified), options);
}

/** Rebuilds the modified lines from the original and an edit script (used by the tests). */
export function applyLineDiff(oldLines: readonly string[], newLines: readonly string[], diff: LineDiff): { oldSide: string[]; newSide: string[] } {
  const oldSide: string[] = [];
  const newSide: string[] = [];
  for (const chunk of diff.chunks) {
    if (chunk.type !== 'insert') oldSide.push(...oldLines.slice(chunk.oldStart, chunk.oldStart + chunk.count));
    if (chunk.type !== 'delete') newSide.push(...newLines.slice(chunk.newStart, chunk.newStart + chunk.count));
  }
  return { oldSide, newSide };
}

/* ---------------------------------------------------------------- unified patch */

const NO_NEWLINE = '\\ No newline at end of file';
const PATCH_CONTEXT = 3;

interface PatchLine {
  text: string;
  /** The file's last line, without a line break after it. */
  noNewline: boolean;
}

/** A text as patch lines: a trailing line break ends the last line instead of adding an empty one. */
function patchLines(text: string): PatchLine[] {
  const lines = splitLines(text);
  const endsWithBreak = lines.length > 0 && lines[lines.length - 1] === '';
  if (endsWithBreak) lines.pop();
  return lines.map((line, index) => ({ text: line, noNewline: !endsWithBreak && index === lines.length - 1 }));
}

/**
 * A unified patch ("--- Original", "+++ Modified", 3 lines of context) of the exact texts, so that
 * applying it to the original gives the modified text byte for byte (line breaks written as LF).
 * Empty string when the texts have no line difference.
 */
export function createUnifiedPatch(original: string, modified: string): string {
  const oldLines = patchLines(original);
  const newLines = patchLines(modified);
  // The missing final line break is part of the line's identity: "a" at the end differs from "a\n".
  const key = (line: PatchLine) => (line.noNewline ? `${line.text}\u0000` : line.text);
  const diff = diffLineArrays(oldLines.map(key), newLines.map(key), { ignoreWhitespace: false });
  if (diff.added === 0 && diff.removed === 0) return '';
  const format = (prefix: string, line: PatchLine) => (line.noNewline ? `${prefix}${line.text}\n${NO_NEWLINE}` : `${prefix}${line.text}`);

  // Flatten to one operation per line, then cut into hunks around the changes.
  type Op = { type: DiffChunk['type']; oldIndex: number; newIndex: number };
  const ops: Op[] = [];
  for (const chunk of diff.chunks) {
    for (let k = 0; k < chunk.count; k += 1) {
      ops.push({
        type: chunk.type,
        oldIndex: chunk.type === 'insert' ? chunk.oldStart : chunk.oldStart + k,
        newIndex: chunk.type === 'delete' ? chunk.newStart : chunk.newStart + k,
      });
    }
  }
  const output: string[] = ['--- Original', '+++ Modified'];
  let index = 0;
  while (index < ops.length) {
    while (index < ops.length && (ops[index] as Op).type === 'equal') index += 1;
    if (index >= ops.length) break;
    const start = Math.max(0, index - PATCH_CONTEXT);
    // Extend the hunk while the next change is within 2 × context lines.
    let end = index;
    let equalRun = 0;
    let cursor = index;
    while (cursor < ops.length) {
      if ((ops[cursor] as Op).type === 'equal') {
        equalRun += 1;
        if (equalRun > PATCH_CONTEXT * 2) break;
      } else {
        equalRun = 0;
        end = cursor;
      }
      cursor += 1;
    }
    const stop = Math.min(ops.length, end + 1 + PATCH_CONTEXT);
    const hunkOps = ops.slice(start, stop);
    const first = hunkOps[0] as Op;
    const oldCount = hunkOps.filter((op) => op.type !== 'insert').length;
    const newCount = hunkOps.filter((op) => op.type !== 'delete').length;
    // Unified format: a range of 0 lines names the line before it.
    const oldStart = oldCount === 0 ? first.oldIndex : first.oldIndex + 1;
    const newStart = newCount === 0 ? first.newIndex : first.newIndex + 1;
    output.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
    for (const op of hunkOps) {
      if (op.type === 'equal') output.push(format(' ', newLines[op.newIndex] as PatchLine));
      else if (op.type === 'delete') output.push(format('-', oldLines[op.oldIndex] as PatchLine));
      else output.push(format('+', newLines[op.newIndex] as PatchLine));
    }
    index = stop;
  }
  return `${output.join('\n')}\n`;
}

/* ---------------------------------------------------------------- rows for the view */

export type RowKind = 'equal' | 'change' | 'collapsed';

/** One row of the side-by-side view: an original line on the left and/or a modified line on the right. */
export interface DiffRow {
  kind: RowKind;
  /** Index in the original lines, when the row has a left side. */
  oldIndex?: number;
  /** Index in the modified lines, when the row has a right side. */
  newIndex?: number;
  /** For collapsed rows: the block id and how many unchanged rows it hides. */
  block?: number;
  hidden?: number;
}

/** One row of the inline view. */
export interface InlineRow {
  kind: 'equal' | 'delete' | 'insert' | 'collapsed';
  oldIndex?: number;
  newIndex?: number;
  block?: number;
  hidden?: number;
}

export const HIDE_CONTEXT = 3;

/**
 * Unchanged runs are collapsed to HIDE_CONTEXT lines around changes when `hideUnchanged` is on,
 * unless their block id is in `expanded`. Calls `emitEqual` for every shown unchanged line and
 * `emitCollapsed` for a hidden stretch; `emitChange` for each change chunk.
 */
function walk(
  diff: LineDiff,
  hideUnchanged: boolean,
  expanded: ReadonlySet<number>,
  emitEqual: (oldIndex: number, newIndex: number) => void,
  emitCollapsed: (block: number, hidden: number) => void,
  emitChange: (deleted: DiffChunk | undefined, inserted: DiffChunk | undefined) => void,
): void {
  const chunks = diff.chunks;
  let block = 0;
  for (let index = 0; index < chunks.length; index += 1) {
    const chunk = chunks[index] as DiffChunk;
    if (chunk.type === 'equal') {
      const isFirst = index === 0;
      const isLast = index === chunks.length - 1;
      const keepBefore = isFirst ? 0 : HIDE_CONTEXT;
      const keepAfter = isLast ? 0 : HIDE_CONTEXT;
      const id = block;
      block += 1;
      if (!hideUnchanged || expanded.has(id) || chunk.count <= keepBefore + keepAfter + 1) {
        for (let k = 0; k < chunk.count; k += 1) emitEqual(chunk.oldStart + k, chunk.newStart + k);
      } else {
        for (let k = 0; k < keepBefore; k += 1) emitEqual(chunk.oldStart + k, chunk.newStart + k);
        emitCollapsed(id, chunk.count - keepBefore - keepAfter);
        for (let k = chunk.count - keepAfter; k < chunk.count; k += 1) emitEqual(chunk.oldStart + k, chunk.newStart + k);
      }
      continue;
    }
    // A hunk: deletions and insertions between two equal runs (in either order).
    let deleted: DiffChunk | undefined;
    let inserted: DiffChunk | undefined;
    while (index < chunks.length && (chunks[index] as DiffChunk).type !== 'equal') {
      const change = chunks[index] as DiffChunk;
      if (change.type === 'delete') deleted = deleted ? { ...deleted, count: deleted.count + change.count } : change;
      else inserted = inserted ? { ...inserted, count: inserted.count + change.count } : change;
      index += 1;
    }
    index -= 1;
    emitChange(deleted, inserted);
  }
}

/** Side-by-side rows: within a hunk, removed and added lines paired row by row. */
export function sideBySideRows(diff: LineDiff, hideUnchanged: boolean, expanded: ReadonlySet<number>): DiffRow[] {
  const rows: DiffRow[] = [];
  walk(
    diff,
    hideUnchanged,
    expanded,
    (oldIndex, newIndex) => rows.push({ kind: 'equal', oldIndex, newIndex }),
    (block, hidden) => rows.push({ kind: 'collapsed', block, hidden }),
    (deleted, inserted) => {
      const count = Math.max(deleted?.count ?? 0, inserted?.count ?? 0);
      for (let k = 0; k < count; k += 1) {
        const row: DiffRow = { kind: 'change' };
        if (deleted && k < deleted.count) row.oldIndex = deleted.oldStart + k;
        if (inserted && k < inserted.count) row.newIndex = inserted.newStart + k;
        rows.push(row);
      }
    },
  );
  return rows;
}

/** Inline rows: each hunk's removed lines before its added lines. */
export function inlineRows(diff: LineDiff, hideUnchanged: boolean, expanded: ReadonlySet<number>): InlineRow[] {
  const rows: InlineRow[] = [];
  walk(
    diff,
    hideUnchanged,
    expanded,
    (oldIndex, newIndex) => rows.push({ kind: 'equal', oldIndex, newIndex }),
    (block, hidden) => rows.push({ kind: 'collapsed', block, hidden }),
    (deleted, inserted) => {
      if (deleted) for (let k = 0; k < deleted.count; k += 1) rows.push({ kind: 'delete', oldIndex: deleted.oldStart + k });
      if (inserted) for (let k = 0; k < inserted.count; k += 1) rows.push({ kind: 'insert', newIndex: inserted.newStart + k });
    },
  );
  return rows;
}

/** Parts of a paired line: kept text, or text that changed (emphasised). */
export interface WordPart {
  text: string;
  changed: boolean;
}

/** Lines longer than this are not split into words (the emphasis would cost more than it shows). */
export const WORD_DIFF_MAX_CHARS = 5_000;

/**
 * Word-level emphasis for a paired row (words and whitespace, jsdiff `diffWordsWithSpace`, bounded):
 * the parts of the original line and of the modified line. Undefined when the lines are too long or
 * too different to be worth it (the row is then tinted without emphasis).
 */
export function wordParts(oldLine: string, newLine: string): { old: WordPart[]; new: WordPart[] } | undefined {
  if (oldLine.length > WORD_DIFF_MAX_CHARS || newLine.length > WORD_DIFF_MAX_CHARS) return undefined;
  const changes = diffWordsWithSpace(oldLine, newLine, { maxEditLength: 300 });
  if (!changes) return undefined;
  const old: WordPart[] = [];
  const next: WordPart[] = [];
  for (const change of changes) {
    if (change.added) next.push({ text: change.value, changed: true });
    else if (change.removed) old.push({ text: change.value, changed: true });
    else {
      old.push({ text: change.value, changed: false });
      next.push({ text: change.value, changed: false });
    }
  }
  return { old, new: next };
}
