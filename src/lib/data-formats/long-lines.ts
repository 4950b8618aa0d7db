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
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    if ((end === -1 ? text.length : end) - start > LONG_LINE_CHARS) return true;
    if (end === -1) return false;
    start = end + 1;
  }
}
