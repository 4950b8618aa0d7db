import { Box, Input } from '@mantine/core';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { splitIntoBlocks } from '../../lib/text-blocks';
import { useProgressiveCount } from '../progressive/use-progressive-count';

/**
 * Up to this many characters an output is a plain read-only textarea. Beyond it a textarea would
 * freeze the page while the browser lays out every line (about 0.5 s per MB, several seconds for a
 * prettified 5 MB document), so the text is shown in the large-text view below: a read-only text
 * box made of blocks of lines with `content-visibility: auto`, the browser laying out only the
 * blocks on screen, while the whole text stays in the page (selectable, found by the browser's
 * search, copied by the Copy button).
 */
export const LARGE_OUTPUT_CHARS = 100_000;
const LINE_HEIGHT_EM = 1.55;

/** Blocks shown at once for a new text; the rest follow this many per task (a 12 MB text is 600 blocks). */
const FIRST_BLOCKS = 4;
const BLOCKS_PER_TASK = 24;

export interface LargeTextViewProps {
  text: string;
  /** Height of the box in lines. */
  rows: number;
  /** Id of the element naming the box (its label). */
  labelId: string;
}

/**
 * The large-text view: a read-only, focusable, multi-line text box (role textbox) holding the text
 * in blocks of 1,000 lines. The first blocks render at once, the others in the following tasks, so
 * a text of megabytes never blocks the page while its DOM is built.
 */
export function LargeTextView({ text, rows, labelId }: LargeTextViewProps) {
  const blocks = useMemo(() => splitIntoBlocks(text), [text]);
  const shown = useProgressiveCount(blocks.length, blocks, FIRST_BLOCKS, BLOCKS_PER_TASK);
  const boxRef = useRef<HTMLDivElement>(null);

  // Ctrl/Cmd+A selects the text of the box only, as in a textarea.
  const selectAll = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a' && boxRef.current) {
      event.preventDefault();
      window.getSelection()?.selectAllChildren(boxRef.current);
    }
  };

  return (
    <Input
      component="div"
      ref={boxRef}
      multiline
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-labelledby={labelId}
      tabIndex={0}
      onKeyDown={selectAll}
      styles={{
        input: {
          height: `calc(${rows * LINE_HEIGHT_EM}em + 2 * var(--input-padding-y, 8px) + 2px)`,
          overflow: 'auto',
          whiteSpace: 'pre',
          fontFamily: 'var(--mantine-font-family-monospace)',
          lineHeight: LINE_HEIGHT_EM,
          cursor: 'text',
          userSelect: 'text',
        },
      }}
    >
      {blocks.slice(0, shown).map((block, index) => (
        <Box
          key={index}
          style={{
            contentVisibility: 'auto',
            containIntrinsicSize: `auto ${block.widestLine}ch auto ${block.lines * LINE_HEIGHT_EM}em`,
            width: 'max-content',
            minWidth: '100%',
          }}
        >
          {block.text}
        </Box>
      ))}
    </Input>
  );
}
