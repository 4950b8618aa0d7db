import { forEachGrapheme } from '../../lib/graphemes/graphemes';

/** Runs of non-whitespace characters (JavaScript's `\s` is Unicode-aware). */
const WORD_RUN = /\S+/gu;

/**
 * One word's numeronym: a run of 3 graphemes or fewer is unchanged; a longer one becomes its first
 * grapheme, the count of graphemes in between (decimal) and its last grapheme, case preserved.
 */
export function wordToNumeronym(word: string): string {
  // Three UTF-16 units or fewer can never hold more than three graphemes.
  if (word.length <= 3) return word;
  let count = 0;
  let firstEnd = 0;
  let lastStart = 0;
  forEachGrapheme(word, (start, end) => {
    if (count === 0) firstEnd = end;
    lastStart = start;
    count += 1;
  });
  if (count <= 3) return word;
  return `${word.slice(0, firstEnd)}${count - 2}${word.slice(lastStart)}`;
}

/**
 * Converts each maximal run of non-whitespace characters on its own and keeps the whitespace
 * around and between runs as typed: "accessibility Kubernetes" → "a11y K8s". Linear time.
 */
export function generateNumeronym(text: string): string {
  return text.replace(WORD_RUN, wordToNumeronym);
}
