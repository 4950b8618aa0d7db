import { describe, expect, it } from 'vitest';
import { isLargeWithLongLines } from './long-lines';

describe('isLargeWithLongLines', () => {
  it.each([
    ['small one-line text', 'x'.repeat(50_000), false],
    ['large text of short lines', 'abc\n'.repeat(100_000), false],
    ['large one-line text', 'x'.repeat(200_000), true],
    ['large text with one long line at the end', `${'a\n'.repeat(60_000)}${'y'.repeat(20_000)}`, true],
  ])('%s → %s', (_name, text, expected) => {
    expect(isLargeWithLongLines(text)).toBe(expected);
  });
});
