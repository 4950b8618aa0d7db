import { TextInput, type TextInputProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { CopyIconButton } from '../copy/CopyIconButton';

export interface CopyableFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'label' | 'readOnly' | 'rightSection'> {
  label: ReactNode;
  value: string;
  /** Accessible name of the copy button, e.g. "Copy Hostname". */
  copyLabel: string;
  /** Toast after copying; `false` for none; default the shared "Copied to the clipboard". */
  copyToast?: string | false;
  monospace?: boolean;
  /** Label in a column on the left of the field (width of that column), instead of above it. */
  labelWidth?: number | string;
}

/**
 * A labelled read-only input with a copy icon button inside it: the standard way to show one short
 * value (a host name, a code, a header). The copy button is disabled while the value is empty.
 */
export function CopyableField({ label, value, copyLabel, copyToast, monospace = true, labelWidth, styles, ...rest }: CopyableFieldProps) {
  const left = labelWidth !== undefined;
  const width = typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth;
  const rootStyle: CSSProperties | undefined = left
    ? { display: 'grid', gridTemplateColumns: `${width} minmax(0, 1fr)`, columnGap: 'var(--mantine-spacing-sm)', alignItems: 'center' }
    : undefined;
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      spellCheck={false}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      rightSection={<CopyIconButton value={value} label={copyLabel} toast={copyToast} disabled={value === ''} size="sm" />}
      styles={{
        root: rootStyle,
        label: left ? { gridColumn: 1, margin: 0 } : undefined,
        wrapper: left ? { gridColumn: 2, margin: 0 } : undefined,
        description: left ? { gridColumn: 2 } : undefined,
        error: left ? { gridColumn: 2 } : undefined,
        input: monospace ? { fontFamily: 'var(--mantine-font-family-monospace)' } : undefined,
        ...(typeof styles === 'object' ? styles : {}),
      }}
      {...rest}
    />
  );
}
