import { Textarea, type TextareaProps } from '@mantine/core';
import { CopyIconButton } from '../copy/CopyIconButton';
import classes from './ReadOnlyField.module.css';

export interface ReadOnlyTextareaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'readOnly' | 'label' | 'rightSection'> {
  label: string;
  value: string;
  /** Accessible name of the copy button, e.g. "Copy Exact CIDR blocks". */
  copyLabel: string;
  copyToast?: string | false;
  monospace?: boolean;
}

/** A read-only multi-line result with a copy icon button in its top-right corner. */
export function ReadOnlyTextarea({ label, value, copyLabel, copyToast, monospace = true, classNames, ...rest }: ReadOnlyTextareaProps) {
  return (
    <Textarea
      label={label}
      value={value}
      readOnly
      spellCheck={false}
      autoComplete="off"
      classNames={{
        input: monospace ? classes.monospace : undefined,
        section: classes.topSection,
        ...(typeof classNames === 'object' ? classNames : {}),
      }}
      rightSection={<CopyIconButton value={value} label={copyLabel} toast={copyToast} disabled={value === ''} size="sm" />}
      {...rest}
    />
  );
}
