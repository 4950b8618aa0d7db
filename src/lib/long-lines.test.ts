import { describe, expect, it } from 'vitest';
import { isLargeWithLongLines } from './long-lines';

describe('isLargeWithLongLines', () => {
  it.each([
    ['small one-line text', 'x'.repeat(50_000), false],
    ['large text of short lines', 'abc\n'.repeat(100_000), false],
    ['large one-line text', 'x'.repeat(200_000), true],
    ['large text with one long line at the end', `${'a\n'.repeat(60_000)}${'y'.repeat(20_000)}`, true],
    ['a line of exactly 10,000 characters is not long', `${'a\n'.repeat(60_000)}${'y'.repeat(10_000)}\n${'b\n'.repeat(100)}`, false],
    ['a line of 10,001 characters is', `${'a\n'.repeat(60_000)}${'y'.repeat(10_001)}\n${'b\n'.repeat(100)}`, true],
    ['a long line in the middle', `${'a\n'.repeat(60_000)}${'y'.repeat(10_001)}${'\nb'.repeat(60_000)}`, true],
    ['lines of 9,999 characters', `${'z'.repeat(9_999)}\n`.repeat(30), false],
  ])('%s → %s', (_name, text, expected) => {
    expect(isLargeWithLongLines(text)).toBe(expected);
  });
});
