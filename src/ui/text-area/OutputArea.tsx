import { Group, Stack, Textarea, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyButton } from '../copy/CopyButton';

export interface OutputAreaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'label'> {
  label: ReactNode;
  value: string;
  /** Copy button name (default "Copy"); `false` hides it. */
  copyLabel?: string | false;
  copyToast?: string | false;
  monospace?: boolean;
  /** Extra buttons next to Copy. */
  actions?: ReactNode;
}

/** A labelled read-only text area with a Copy button: the standard way to show a text result. */
export function OutputArea({ label, value, copyLabel, copyToast, monospace = true, actions, styles, ...rest }: OutputAreaProps) {
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={value}
        readOnly
        spellCheck={false}
        styles={monospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' }, ...styles } : styles}
        {...rest}
      />
      {(copyLabel !== false || actions) && (
        <Group justify="center" gap="sm">
          {copyLabel !== false && <CopyButton value={value} label={copyLabel} toast={copyToast} disabled={value === ''} />}
          {actions}
        </Group>
      )}
    </Stack>
  );
}
