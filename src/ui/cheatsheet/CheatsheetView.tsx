import { Box, Code, Typography } from '@mantine/core';
import { useMemo, type MouseEvent } from 'react';
import { renderCheatsheetBlocks } from '../../lib/cheatsheet/render-cheatsheet';
import { CopyIconButton } from '../copy/CopyIconButton';
import classes from './CheatsheetView.module.css';

export interface CheatsheetViewProps {
  /** Markdown source (already filtered). */
  markdown: string;
  /** Accessible name of each code block's copy button, e.g. "Copy command". */
  copyLabel: string;
  /** Toast after a copy. */
  copyToast?: string;
  /** Called for a click on a link to a page of the app ("/…"), so the router can handle it. */
  onInternalLink?: (path: string) => void;
}

/**
 * A Markdown cheat sheet (markdown-it and DOMPurify load only with
 * the cheat-sheet tools). Code blocks get a copy button each.
 */
export function CheatsheetView({ markdown, copyLabel, copyToast, onInternalLink }: CheatsheetViewProps) {
  const blocks = useMemo(() => renderCheatsheetBlocks(markdown), [markdown]);
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!onInternalLink || !href || !href.startsWith('/') || href.startsWith('//') || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onInternalLink(href);
  };
  return (
    <Typography className={classes.root} onClick={followInternalLink}>
      {blocks.map((block, index) =>
        block.kind === 'html' ? (
          <div key={index} dangerouslySetInnerHTML={{ __html: block.html }} />
        ) : (
          <Box key={index} pos="relative" mb="md">
            <Code block pr={48} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {block.code}
            </Code>
            <Box pos="absolute" top={6} right={6}>
              <CopyIconButton value={block.code} label={copyLabel} toast={copyToast} size="sm" />
            </Box>
          </Box>
        ),
      )}
    </Typography>
  );
}
