/** For the large-output view: whole lines grouped in blocks, with the line count and widest line. */
export const LINES_PER_BLOCK = 1000;

export interface TextBlock {
  text: string;
  lines: number;
  widestLine: number;
}

/** Splits text into blocks of whole lines (without the line feed between blocks). */
export function splitIntoBlocks(text: string, linesPerBlock = LINES_PER_BLOCK): TextBlock[] {
  const blocks: TextBlock[] = [];
  let blockStart = 0;
  let lineStart = 0;
  let lines = 0;
  let widestLine = 0;
  for (;;) {
    const lineEnd = text.indexOf('\n', lineStart);
    const end = lineEnd === -1 ? text.length : lineEnd;
    widestLine = Math.max(widestLine, end - lineStart);
    lines++;
    if (lineEnd === -1 || lines === linesPerBlock) {
      blocks.push({ text: text.slice(blockStart, end), lines, widestLine });
      if (lineEnd === -1) return blocks;
      blockStart = end + 1;
      lines = 0;
      widestLine = 0;
    }
    lineStart = end + 1;
  }
}
