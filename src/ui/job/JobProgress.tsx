import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface JobProgressProps {
  /** What is happening, e.g. "Hashing backup.iso (2 GB)…". */
  label: ReactNode;
  /** 0–100, or undefined while the amount of work is unknown (an indeterminate bar). */
  percent: number | undefined;
  /** Shows a "Cancel" button when given. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** The progress bar's accessible name; default "Progress". */
  progressLabel?: string;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per language: making one costs about a millisecond, and progress renders many times a second. */
function percentFormat(language: string): Intl.NumberFormat {
  let format = percentFormats.get(language);
  if (!format) percentFormats.set(language, (format = new Intl.NumberFormat(language, { style: 'percent' })));
  return format;
}

/**
 * The running state of a long job (see `useLiveResult` in src/modules/live-result): a spinner, what is being done,
 * a progress bar named "Progress" with its percentage, and Cancel. Announced politely.
 */
export function JobProgress({ label, percent, onCancel, cancelLabel, progressLabel }: JobProgressProps) {
  const { t, i18n } = useTranslation();
  const known = percent !== undefined;
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm">
            {label}
            {known && ` ${percentFormat(i18n.language).format(percent / 100)}`}
          </Text>
        </Group>
        {onCancel && (
          <Button variant="subtle" size="xs" color="gray" onClick={onCancel}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
        )}
      </Group>
      {/* Moving stripes only while the progress is unknown: they repaint the page every frame. */}
      <Progress value={known ? percent : 100} animated={!known} striped={!known} aria-label={progressLabel ?? t('ui.progress')} />
    </Stack>
  );
}
