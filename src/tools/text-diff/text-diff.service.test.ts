import { applyPatch, diffArrays, parsePatch } from 'diff';
import { describe, expect, it } from 'vitest';
import {
  applyLineDiff,
  createUnifiedPatch,
  diffLineArrays,
  diffTexts,
  inlineRows,
  longestIncreasingSubsequence,
  sideBySideRows,
  splitLines,
  wordParts,
} from './text-diff.service';

const exact = { ignoreWhitespace: false };

/** A deterministic pseudo-random generator (tests only: reproducible inputs). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The best of 3 runs (the first one includes JIT warm-up; the test machine is shared). */
function bestTime(run: () => unknown): number {
  let best = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

function expectValidScript(oldLines: string[], newLines: string[], ignoreWhitespace = false) {
  const diff = diffLineArrays(oldLines, newLines, { ignoreWhitespace });
  const { oldSide, newSide } = applyLineDiff(oldLines, newLines, diff);
  // Every original line is visited once in order, every modified line too: the script rebuilds both.
  expect(oldSide).toEqual(oldLines);
  expect(newSide).toEqual(newLines);
  // Equal runs really are equal.
  for (const chunk of diff.chunks.filter((c) => c.type === 'equal')) {
    expect(oldLines.slice(chunk.oldStart, chunk.oldStart + chunk.count)).toEqual(newLines.slice(chunk.newStart, chunk.newStart + chunk.count));
  }
  const equal = diff.chunks.filter((c) => c.type === 'equal').reduce((sum, c) => sum + c.count, 0);
  expect(diff.removed).toBe(oldLines.length - equal);
  expect(diff.added).toBe(newLines.length - equal);
  return diff;
}

describe('splitLines', () => {
  it.each<[string, string, string[]]>([
    ['empty text has no lines', '', []],
    ['one line', 'a', ['a']],
    ['LF', 'a\nb', ['a', 'b']],
    ['CRLF', 'a\r\nb', ['a', 'b']],
    ['CR', 'a\rb', ['a', 'b']],
    ['mixed', 'a\r\nb\nc\rd', ['a', 'b', 'c', 'd']],
    ['trailing break gives a final empty line', 'a\n', ['a', '']],
    ['a lone break is two empty lines', '\n', ['', '']],
  ])('%s', (_name, text, expected) => expect(splitLines(text)).toEqual(expected));
});

describe('diffTexts counts', () => {
  it.each<[string, string, string, boolean, number, number]>([
    ['the spec example', 'alpha\nbeta\ngamma', 'alpha\nBETA\ngamma\ndelta', false, 2, 1],
    ['identical texts', 'a\nb\nc', 'a\nb\nc', false, 0, 0],
    ['both empty', '', '', false, 0, 0],
    ['empty vs non-empty', '', 'a\nb', false, 2, 0],
    ['non-empty vs empty', 'a\nb\nc', '', false, 0, 3],
    ['an insertion in the middle', 'a\nb\nc', 'a\nb\nx\nc', false, 1, 0],
    ['a deletion at the start', 'a\nb\nc', 'b\nc', false, 0, 1],
    ['a replacement', 'a\nb\nc', 'a\nx\nc', false, 1, 1],
    ['CRLF vs LF is no difference', 'a\r\nb\r\nc', 'a\nb\nc', false, 0, 0],
    ['CR vs LF is no difference', 'a\rb', 'a\nb', false, 0, 0],
    ['a trailing line break is an extra empty line', 'a\nb', 'a\nb\n', false, 1, 0],
    ['whitespace changes count without the option', 'a b\nc', 'a  b\n c', false, 2, 2],
    ['whitespace changes ignored with the option', 'a b\nc', 'a  b\n c\t', true, 0, 0],
    ['ignore whitespace deletes all of it, like git diff -w', 'ab', 'a b', true, 0, 0],
    ['ignore whitespace still sees other changes', 'a b\nc', 'a  b\nd', true, 1, 1],
    ['case matters', 'Hello', 'hello', false, 1, 1],
  ])('%s', (_name, original, modified, ignoreWhitespace, added, removed) => {
    const diff = diffTexts(original, modified, { ignoreWhitespace });
    expect({ added: diff.added, removed: diff.removed }).toEqual({ added, removed });
  });

  it('counts agree with an independent minimal diff (jsdiff on the raw lines) on random edits', () => {
    const random = seeded(7);
    for (let round = 0; round < 40; round += 1) {
      const oldLines = Array.from({ length: 60 }, () => `line ${Math.floor(random() * 12)}`);
      const newLines = oldLines.filter(() => random() > 0.2).map((line) => (random() < 0.2 ? `${line}!` : line));
      const reference = diffArrays(oldLines, newLines);
      const added = reference.filter((c) => c.added).reduce((sum, c) => sum + c.count, 0);
      const removed = reference.filter((c) => c.removed).reduce((sum, c) => sum + c.count, 0);
      const diff = expectValidScript(oldLines, newLines);
      expect({ added: diff.added, removed: diff.removed }).toEqual({ added, removed });
    }
  });
});

describe('anchored fallback', () => {
  it('longest increasing subsequence', () => {
    expect(longestIncreasingSubsequence([])).toEqual([]);
    expect(longestIncreasingSubsequence([3, 1, 2, 5, 4, 6]).map((i) => [3, 1, 2, 5, 4, 6][i])).toEqual([1, 2, 4, 6]);
    expect(longestIncreasingSubsequence([5, 4, 3])).toHaveLength(1);
  });

  it.each<[string, (random: () => number) => [string[], string[]]]>([
    [
      'two unrelated 10,000-line texts',
      (random) => [Array.from({ length: 10_000 }, (_, i) => `old ${i} ${random()}`), Array.from({ length: 10_000 }, (_, i) => `new ${i} ${random()}`)],
    ],
    [
      'every second line changed',
      () => {
        const oldLines = Array.from({ length: 10_000 }, (_, i) => `line ${i}`);
        return [oldLines, oldLines.map((line, i) => (i % 2 ? `${line} changed` : line))];
      },
    ],
    [
      'shuffled blocks with repeated lines',
      (random) => {
        const oldLines = Array.from({ length: 10_000 }, (_, i) => (i % 7 === 0 ? '}' : `statement ${Math.floor(random() * 5_000)}`));
        const newLines = [...oldLines.slice(5_000), ...oldLines.slice(0, 5_000)].map((line) => (random() < 0.3 ? `${line};` : line));
        return [oldLines, newLines];
      },
    ],
  ])('%s: a valid edit script in under 200 ms', (_name, make) => {
    const [oldLines, newLines] = make(seeded(42));
    expectValidScript(oldLines, newLines);
    expect(bestTime(() => diffLineArrays(oldLines, newLines, exact))).toBeLessThan(200);
  });

  it('random large inputs always give a valid script', () => {
    const random = seeded(3);
    for (let round = 0; round < 5; round += 1) {
      const vocabulary = 50 + Math.floor(random() * 3_000);
      const oldLines = Array.from({ length: 6_000 }, () => `w${Math.floor(random() * vocabulary)}`);
      const newLines = Array.from({ length: 6_000 }, () => `w${Math.floor(random() * vocabulary)}`);
      expectValidScript(oldLines, newLines);
      expectValidScript(oldLines, newLines, true);
    }
  });

  it('a 10,000-line text with 1 % of lines changed is minimal and fast', () => {
    const oldLines = Array.from({ length: 10_000 }, (_, i) => `line ${i}`);
    const newLines = oldLines.map((line, i) => (i % 100 === 50 ? `${line} edited` : line));
    const diff = diffLineArrays(oldLines, newLines, exact);
    expect(bestTime(() => diffLineArrays(oldLines, newLines, exact))).toBeLessThan(200);
    expect({ added: diff.added, removed: diff.removed }).toEqual({ added: 100, removed: 100 });
  });
});

describe('createUnifiedPatch', () => {
  it.each<[string, string, string]>([
    ['the spec example', 'alpha\nbeta\ngamma', 'alpha\nBETA\ngamma\ndelta'],
    ['trailing line breaks', 'a\nb\nc\n', 'a\nB\nc\nd\n'],
    ['a final line break added', 'a\nb', 'a\nb\n'],
    ['a final line break removed', 'a\nb\n', 'a\nb'],
    ['from empty', '', 'x\ny\n'],
    ['to empty', 'x\ny\n', ''],
    ['two distant hunks', Array.from({ length: 30 }, (_, i) => `l${i}`).join('\n'), Array.from({ length: 30 }, (_, i) => (i === 2 || i === 25 ? `L${i}` : `l${i}`)).join('\n')],
    ['two close hunks merge', Array.from({ length: 30 }, (_, i) => `l${i}`).join('\n'), Array.from({ length: 30 }, (_, i) => (i === 10 || i === 15 ? `L${i}` : `l${i}`)).join('\n')],
  ])('%s: jsdiff applies it to the original and gets the modified text', (_name, original, modified) => {
    const patch = createUnifiedPatch(original, modified);
    expect(patch.startsWith('--- Original\n+++ Modified\n@@ ')).toBe(true);
    expect(parsePatch(patch)).toHaveLength(1);
    expect(applyPatch(original, patch)).toBe(modified);
  });

  it('has exactly the expected text for the spec example', () => {
    expect(createUnifiedPatch('alpha\nbeta\ngamma\n', 'alpha\nBETA\ngamma\ndelta\n')).toBe(
      '--- Original\n+++ Modified\n@@ -1,3 +1,4 @@\n alpha\n-beta\n+BETA\n gamma\n+delta\n',
    );
  });

  it('keeps 3 lines of context and splits distant hunks', () => {
    const original = Array.from({ length: 30 }, (_, i) => `l${i}`).join('\n');
    const modified = original.replace('l2\n', 'L2\n').replace('l25\n', 'L25\n');
    const patch = createUnifiedPatch(original, modified);
    expect(patch.match(/^@@ .* @@$/gm)).toEqual(['@@ -1,6 +1,6 @@', '@@ -23,7 +23,7 @@']);
  });

  it('is empty without a difference', () => expect(createUnifiedPatch('a\r\nb', 'a\nb')).toBe(''));
});

describe('rows', () => {
  it('pairs removed and added lines row by row, side by side', () => {
    const diff = diffTexts('a\nb\nc\nd', 'a\nB\nC\nX\nd', exact);
    expect(sideBySideRows(diff, false, new Set())).toEqual([
      { kind: 'equal', oldIndex: 0, newIndex: 0 },
      { kind: 'change', oldIndex: 1, newIndex: 1 },
      { kind: 'change', oldIndex: 2, newIndex: 2 },
      { kind: 'change', newIndex: 3 },
      { kind: 'equal', oldIndex: 3, newIndex: 4 },
    ]);
  });

  it('puts removed lines before added ones inline', () => {
    const diff = diffTexts('a\nb\nc', 'a\nB\nc', exact);
    expect(inlineRows(diff, false, new Set()).map((row) => row.kind)).toEqual(['equal', 'delete', 'insert', 'equal']);
  });

  it('collapses unchanged runs to 3 lines of context and expands a chosen block', () => {
    const original = Array.from({ length: 20 }, (_, i) => `l${i}`).join('\n');
    const modified = original.replace('l10', 'L10');
    const diff = diffTexts(original, modified, exact);
    const collapsed = sideBySideRows(diff, true, new Set());
    expect(collapsed.map((row) => (row.kind === 'collapsed' ? `+${row.hidden}` : String(row.oldIndex)))).toEqual(['+7', '7', '8', '9', '10', '11', '12', '13', '+6']);
    expect(sideBySideRows(diff, true, new Set([0]))).toHaveLength(10 + 1 + 3 + 1);
    expect(sideBySideRows(diff, false, new Set())).toHaveLength(20);
  });
});

describe('wordParts', () => {
  it('emphasises the changed words and whitespace', () => {
    expect(wordParts('the quick fox', 'the slow  fox')).toEqual({
      old: [
        { text: 'the ', changed: false },
        { text: 'quick ', changed: true },
        { text: 'fox', changed: false },
      ],
      new: [
        { text: 'the ', changed: false },
        { text: 'slow  ', changed: true },
        { text: 'fox', changed: false },
      ],
    });
  });

  it('gives up on very long lines', () => expect(wordParts('x'.repeat(6_000), 'y')).toBeUndefined());
});
