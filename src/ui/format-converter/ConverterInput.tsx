import { Button, Stack } from '@mantine/core';
import { IconArrowDownRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { LargeTextInput } from '../large-text/LargeTextInput';
import classes from './ConverterInput.module.css';

/** Character offsets of a 1-based line of `text` (end excludes the line break). */
export function lineRange(text: string, line: number): { start: number; end: number } | undefined {
  if (line < 1) return undefined;
  let start = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', start);
    if (next === -1) return undefined;
    start = next + 1;
  }
  const newline = text.indexOf('\n', start);
  return { start, end: newline === -1 ? text.length : newline };
}

/** Selects a line of a textarea and scrolls it into the middle of the view. */
function selectLine(textarea: HTMLTextAreaElement, line: number): void {
  const range = lineRange(textarea.value, line);
  if (!range) return;
  textarea.focus();
  textarea.setSelectionRange(range.start, range.end);
  const lineHeight = Number.parseFloat(getComputedStyle(textarea).lineHeight) || 20;
  textarea.scrollTop = Math.max(0, (line - 1) * lineHeight - textarea.clientHeight / 2);
}

export interface ConverterInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The exact message (first line of the error). */
  error?: string;
  /** The parser's detail (second line). */
  errorDetail?: ReactNode;
  /** The line the error points at, with the button text that selects it ("Select line 3"). */
  errorLine?: { line: number; label: string };
  rows?: number;
}

/**
 * The input of a data-format converter: a monospace text area taking megabytes (large texts are
 * previewed, not laid out), the error as the field's own message with the parser's detail on a
 * second line, and a button that selects the line the parser complains about.
 */
export function ConverterInput({ label, placeholder, value, onChange, error, errorDetail, errorLine, rows = 10 }: ConverterInputProps) {
  const id = useId();
  const errorNode = error ? (
    <>
      {error}
      {errorDetail ? (
        <>
          <br />
          {errorDetail}
        </>
      ) : null}
    </>
  ) : undefined;
  return (
    <Stack gap={4}>
      <LargeTextInput
        id={id}
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        error={errorNode}
        autosize
        minRows={rows}
        maxRows={Math.max(rows, 24)}
        rows={rows}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        classNames={{ input: classes.input, error: classes.error }}
      />
      {errorLine && (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          className={classes.lineButton}
          leftSection={<IconArrowDownRight size={14} aria-hidden />}
          onClick={() => {
            const element = document.getElementById(id);
            if (element instanceof HTMLTextAreaElement) selectLine(element, errorLine.line);
          }}
        >
          {errorLine.label}
        </Button>
      )}
    </Stack>
  );
}
