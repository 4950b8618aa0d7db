/** A line longer than this cannot be laid out on demand by the block view of a large output. */
export const LONG_LINE_CHARS = 10_000;
/** Outputs up to this size are cheap to lay out whatever their lines. */
const SMALL_OUTPUT_CHARS = 100_000;

/**
 * Whether a large output holds very long lines (a minified or one-line document of megabytes):
 * the converters then show only its start, since laying out a multi-megabyte line blocks the page
 * for seconds, while Copy and Download still take the whole text.
 */
export function isLargeWithLongLines(text: string): boolean {
  if (text.length <= SMALL_OUTPUT_CHARS) return false;
  // A line longer than LONG_LINE_CHARS starting at `start` has no line feed in the next
  // LONG_LINE_CHARS characters: look for the last one there and go on after it (a few hundred
  // calls for megabytes of short lines, instead of one per line).
  let start = 0;
  while (text.length - start > LONG_LINE_CHARS) {
    const feed = text.lastIndexOf('\n', start + LONG_LINE_CHARS);
    if (feed < start) return true;
    start = feed + 1;
  }
  return false;
}
