import { Group, Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyButton } from '../copy/CopyButton';
import { useOutputExtras } from '../output-extras/output-extras';

/** Above this many characters only the start of the text is put in the textarea. */
export const PREVIEW_OUTPUT_CHARS = 50_000;

export interface PreviewOutputProps extends Omit<TextareaProps, 'value' | 'onChange' | 'label' | 'readOnly'> {
  label: string;
  /** The whole text: what Copy copies. */
  value: string;
  /** Copy button name (default "Copy"); `false` hides it. */
  copyLabel?: string | false;
  copyToast?: string | false;
  /** Disables Copy (besides an empty value). */
  copyDisabled?: boolean;
  monospace?: boolean;
  /** Extra buttons next to Copy (e.g. a download of the whole text). */
  actions?: ReactNode;
  /** Default 50,000 characters. */
  previewChars?: number;
  /** Shown under the field when the text is cut, e.g. "Showing the first 50k of 6.7M characters…" (the tool's own words). */
  previewNotice?: (shownChars: number, totalChars: number) => ReactNode;
}

/**
 * A read-only text output for results that can be megabytes on a single line (Base64 of a file,
 * the bits of a long text): a textarea that wraps anywhere, holding at most `previewChars`
 * characters — laying out more freezes the page — while Copy takes the whole value.
 */
export function PreviewOutput({
  label,
  value,
  copyLabel,
  copyToast,
  copyDisabled,
  monospace = true,
  actions,
  previewChars = PREVIEW_OUTPUT_CHARS,
  previewNotice,
  description,
  styles,
  ...rest
}: PreviewOutputProps) {
  const cut = value.length > previewChars;
  const shown = cut ? value.slice(0, previewChars) : value;
  const extras = useOutputExtras(value, label);
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={shown}
        readOnly
        spellCheck={false}
        description={description}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        styles={{
          input: { fontFamily: monospace ? 'var(--mantine-font-family-monospace)' : undefined, wordBreak: 'break-all' },
          ...styles,
        }}
        {...rest}
      />
      {cut && previewNotice && (
        <Text size="sm" c="dimmed" role="status">
          {previewNotice(previewChars, value.length)}
        </Text>
      )}
      {(copyLabel !== false || actions || extras) && (
        <Group justify="center" gap="sm">
          {copyLabel !== false && <CopyButton value={value} label={copyLabel} toast={copyToast} disabled={copyDisabled || value === ''} />}
          {actions}
          {extras}
        </Group>
      )}
    </Stack>
  );
}
