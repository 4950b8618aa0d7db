import type { ReactNode } from 'react';
import { LARGE_OUTPUT_CHARS, LargeTextOutput } from '../large-text/LargeTextOutput';
import { OutputArea } from '../text-area/OutputArea';

export interface CopyableOutputProps {
  label: string;
  value: string;
  /** Name of the copy button, e.g. "Copy encoded string". */
  copyLabel: string;
  copyToast?: string | false;
  placeholder?: string;
  /** Visible rows (the minimum when `autosize`). */
  rows?: number;
  autosize?: boolean;
  maxRows?: number;
  monospace?: boolean;
  description?: ReactNode;
  actions?: ReactNode;
}

/**
 * OutputArea with a named copy button for ordinary values, and LargeTextOutput (blocks of lines,
 * nothing frozen, the same named copy button) beyond LARGE_OUTPUT_CHARS.
 */
export function CopyableOutput({ label, value, copyLabel, copyToast, placeholder, rows = 3, autosize = false, maxRows = 20, monospace = true, description, actions }: CopyableOutputProps) {
  if (value.length > LARGE_OUTPUT_CHARS) {
    return <LargeTextOutput label={label} value={value} rows={maxRows} description={description} actions={actions} copyLabel={copyLabel} copyToast={copyToast} />;
  }
  return (
    <OutputArea
      label={label}
      value={value}
      placeholder={placeholder}
      copyLabel={copyLabel}
      copyToast={copyToast}
      monospace={monospace}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      actions={actions}
      {...(autosize ? { autosize: true, minRows: rows, maxRows } : { rows })}
    />
  );
}
