import { ActionIcon, Box, Group, Input, Loader, Stack, Textarea } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { splitIntoBlocks } from '../../lib/text-blocks';
import { useProgressiveCount } from '../progressive/use-progressive-count';
import { downloadText } from '../../lib/download';
import { CopyIconButton } from '../copy/CopyIconButton';
import { Tooltip } from '../tooltip/Tooltip';

/** The converters' live result: up to 20,000 characters on the page as the user types; beyond, in the worker after a 150 ms pause. */
export const CONVERTER_LIVE = { threshold: 20_000, delayMs: 150 } as const;

/** Up to this many characters the output is a textarea; beyond, blocks of lines laid out on demand. */
export const CONVERTER_LARGE_OUTPUT_CHARS = 100_000;
const LINE_HEIGHT_EM = 1.55;

export interface ConverterOutputProps {
  label: string;
  value: string;
  /** Accessible name of the copy icon button, e.g. "Copy to clipboard". */
  copyLabel: string;
  /** Toast after copying; default the shared "Copied to the clipboard". */
  copyToast?: string;
  rows?: number;
  /** Under the label: a note. */
  description?: ReactNode;
  /** While set, a busy status with this text is shown under the label ("Converting…"). */
  pendingLabel?: string;
  /** A download icon button for the output. */
  download?: { label: string; fileName: string; mimeType: string };
  /** More icon buttons next to Copy (e.g. Download). */
  actions?: ReactNode;
  /** Shown under the field (warnings about what the target format could not hold). */
  footer?: ReactNode;
}

/** Blocks shown at once for a new text; the rest follow this many per task (a 12 MB text is 600 blocks). */
const FIRST_BLOCKS = 4;
const BLOCKS_PER_TASK = 24;

function LargeBlocks({ text, rows, labelId }: { text: string; rows: number; labelId: string }) {
  const blocks = useMemo(() => splitIntoBlocks(text), [text]);
  const shown = useProgressiveCount(blocks.length, blocks, FIRST_BLOCKS, BLOCKS_PER_TASK);
  const boxRef = useRef<HTMLDivElement>(null);
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

/**
 * The read-only output of a data-format converter: label with a copy icon button (and other
 * actions) on the right, a monospace textarea — or, for a large text, a read-only box of lines the
 * browser lays out only when shown — and an optional footer.
 */
export function ConverterOutput({ label, value, copyLabel, copyToast, rows = 14, description, pendingLabel, download, actions, footer }: ConverterOutputProps) {
  const fieldId = useId();
  const labelId = useId();
  const large = value.length > CONVERTER_LARGE_OUTPUT_CHARS;
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
        <Input.Label id={labelId} htmlFor={large ? undefined : fieldId} mb={0}>
          {label}
        </Input.Label>
        <Group gap={4} wrap="nowrap">
          {actions}
          {download && (
            <Tooltip label={download.label}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={download.label}
                disabled={value === ''}
                onClick={() => downloadText(download.fileName, value, download.mimeType)}
              >
                <IconDownload size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <CopyIconButton value={value} label={copyLabel} toast={copyToast} disabled={value === ''} />
        </Group>
      </Group>
      {pendingLabel !== undefined && (
        <Group gap={6} role="status">
          <Loader size={12} aria-hidden />
          <Input.Description component="span">{pendingLabel}</Input.Description>
        </Group>
      )}
      {description && (
        <Input.Description component="div" mt={-2}>
          {description}
        </Input.Description>
      )}
      {large ? (
        <LargeBlocks text={value} rows={rows} labelId={labelId} />
      ) : (
        <Textarea
          id={fieldId}
          aria-labelledby={labelId}
          value={value}
          readOnly
          spellCheck={false}
          autosize
          minRows={Math.min(rows, 10)}
          maxRows={Math.max(rows, 24)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', whiteSpace: 'pre', overflowX: 'auto' } }}
        />
      )}
      {footer && <Box mt={6}>{footer}</Box>}
    </Stack>
  );
}
