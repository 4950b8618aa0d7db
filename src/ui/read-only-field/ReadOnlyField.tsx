import { TextInput, type TextInputProps } from '@mantine/core';
import { CopyIconButton } from '../copy/CopyIconButton';
import classes from './ReadOnlyField.module.css';

export interface ReadOnlyFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'readOnly' | 'label' | 'rightSection'> {
  /** Visible label and accessible name of the field. */
  label: string;
  value: string;
  /** Accessible name of the copy button, e.g. "Copy Decimal". */
  copyLabel: string;
  /** Toast after copying; default the shell's "Copied to the clipboard". */
  copyToast?: string | false;
  monospace?: boolean;
  /** Label on the left of the field (a result row) instead of above it; stacks on narrow screens. */
  inline?: boolean;
}

/**
 * A read-only result with a copy icon button: the "read-only field" of the tool specs. An empty
 * value disables the button (nothing to copy).
 */
export function ReadOnlyField({ label, value, copyLabel, copyToast, monospace = true, inline = false, classNames, ...rest }: ReadOnlyFieldProps) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      spellCheck={false}
      autoComplete="off"
      classNames={{
        ...(inline ? { root: classes.row, label: classes.label, wrapper: classes.wrapper, error: classes.message, description: classes.message } : {}),
        input: monospace ? classes.monospace : undefined,
        ...(typeof classNames === 'object' ? classNames : {}),
      }}
      rightSection={<CopyIconButton value={value} label={copyLabel} toast={copyToast} disabled={value === ''} size="sm" />}
      {...rest}
    />
  );
}
