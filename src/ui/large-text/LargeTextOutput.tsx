import { Box, Group, Input, Stack } from '@mantine/core';
import { useId, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../copy/CopyButton';
import { PreviewOutput } from '../preview-output/PreviewOutput';
import { OutputArea } from '../text-area/OutputArea';
import { isLargeWithLongLines } from '../../lib/data-formats/long-lines';
import { splitIntoBlocks } from '../../lib/text-blocks';

/**
 * Up to this many characters the output is a plain read-only textarea. Beyond it a textarea would
 * freeze the page while the browser lays out every line (about 0.5 s per MB, several seconds for a
 * prettified 5 MB document), so the text is shown in a read-only text box made of blocks of lines
 * with `content-visibility: auto`: the browser only lays out the blocks on screen, while the whole
 * text stays in the page (selectable, found by the browser's search, copied by the Copy button).
 */
export const LARGE_OUTPUT_CHARS = 100_000;
const LINE_HEIGHT_EM = 1.55;

interface LargeTextBoxProps {
  text: string;
  rows: number;
  labelId: string;
}

function LargeTextBox({ text, rows, labelId }: LargeTextBoxProps) {
  const blocks = useMemo(() => splitIntoBlocks(text), [text]);
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
      {blocks.map((block, index) => (
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

export interface LargeTextOutputProps {
  label: string;
  value: string;
  rows: number;
  description?: ReactNode;
  /** Buttons next to Copy. */
  actions?: ReactNode;
  /** Name of the copy button (default "Copy"), e.g. "Copy HTML". */
  copyLabel?: string;
  copyToast?: string | false;
}

/** The labelled read-only output with its Copy button: a textarea, or the block view for large text. */
export function LargeTextOutput({ label, value, rows, description, actions, copyLabel, copyToast }: LargeTextOutputProps) {
  const labelId = useId();
  const { t, i18n } = useTranslation();
  if (value.length <= LARGE_OUTPUT_CHARS) {
    return <OutputArea label={label} value={value} rows={rows} description={description} actions={actions} copyLabel={copyLabel} copyToast={copyToast} />;
  }
  // A line of megabytes (minified JSON, a one-line document) cannot be laid out on demand by the
  // block view: only its start is shown, Copy (and the actions) take the whole text.
  if (isLargeWithLongLines(value)) {
    const count = new Intl.NumberFormat(i18n.language);
    return (
      <PreviewOutput
        label={label}
        value={value}
        rows={rows}
        description={description}
        actions={actions}
        copyLabel={copyLabel}
        copyToast={copyToast}
        previewNotice={(shown, total) => t('ui.longLinesPreview', { shown: count.format(shown), total: count.format(total) })}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} description={description}>
        <LargeTextBox text={value} rows={rows} labelId={labelId} />
      </Input.Wrapper>
      <Group justify="center" gap="sm">
        <CopyButton value={value} disabled={value === ''} label={copyLabel} toast={copyToast} />
        {actions}
      </Group>
    </Stack>
  );
}
