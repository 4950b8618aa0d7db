import { ActionIcon, Box, Group, Input, Loader, Stack, Textarea } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useRef, type ReactNode } from 'react';
import { downloadText } from '../../lib/download';
import { CopyIconButton } from '../copy/CopyIconButton';
import { LARGE_OUTPUT_CHARS, LargeTextView } from '../large-text/LargeTextView';
import { useOutputExtras } from '../output-extras/output-extras';
import { useGrowingRows } from '../text-area/use-growing-rows';
import { Tooltip } from '../tooltip/Tooltip';

/** The converters' live result: up to 20,000 characters on the page as the user types; beyond, in the worker after a 150 ms pause. */
export const CONVERTER_LIVE = { threshold: 20_000, delayMs: 150 } as const;

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

/**
 * The read-only output of a data-format converter: label with a copy icon button (and other
 * actions) on the right, a monospace textarea — or, beyond LARGE_OUTPUT_CHARS, the large-text view
 * (LargeTextView) — and an optional footer.
 */
export function ConverterOutput({ label, value, copyLabel, copyToast, rows = 14, description, pendingLabel, download, actions, footer }: ConverterOutputProps) {
  const fieldId = useId();
  const labelId = useId();
  const large = value.length > LARGE_OUTPUT_CHARS;
  const field = useRef<HTMLTextAreaElement>(null);
  useGrowingRows(field, value, large ? undefined : { min: Math.min(rows, 10), max: Math.max(rows, 24) });
  const extras = useOutputExtras(value, label, true);
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
          {extras}
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
        <LargeTextView text={value} rows={rows} labelId={labelId} />
      ) : (
        <Textarea
          ref={field}
          id={fieldId}
          aria-labelledby={labelId}
          value={value}
          readOnly
          spellCheck={false}
          rows={Math.min(rows, 10)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', whiteSpace: 'pre', overflowX: 'auto' } }}
        />
      )}
      {footer && <Box mt={6}>{footer}</Box>}
    </Stack>
  );
}
