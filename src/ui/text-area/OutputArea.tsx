import { Group, Input, Stack, Textarea, type TextareaProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLargeWithLongLines } from '../../lib/long-lines';
import { CopyButton } from '../copy/CopyButton';
import { LARGE_OUTPUT_CHARS, LargeTextView } from '../large-text/LargeTextView';
import { useOutputExtras } from '../output-extras/output-extras';
import { PreviewOutput } from '../preview-output/PreviewOutput';

export interface OutputAreaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'label'> {
  /** Visible label and accessible name. */
  label: string;
  /** The whole text: what Copy copies. */
  value: string;
  /** Copy button name (default "Copy"); `false` hides it. */
  copyLabel?: string | false;
  copyToast?: string | false;
  monospace?: boolean;
  /** Extra buttons next to Copy. */
  actions?: ReactNode;
}

/** Height of the large-text view when neither `maxRows` nor `rows` is given. */
const LARGE_VIEW_ROWS = 10;

/**
 * The one way to show a text result: a labelled read-only textarea with a Copy button (and other
 * actions) under it. Beyond LARGE_OUTPUT_CHARS it switches by itself to the large-text view (blocks
 * of lines laid out only when shown, nothing frozen), or, for a text with lines of megabytes, to
 * the start of the text with a notice (PreviewOutput); Copy and the actions always take the whole
 * text. The large view is as tall as the textarea at its fullest: `maxRows`, else `rows`.
 */
export function OutputArea(props: OutputAreaProps) {
  if (props.value.length > LARGE_OUTPUT_CHARS) return <LargeOutput {...props} />;
  const { label, value, copyLabel, copyToast, monospace = true, actions, styles, autosize, maxRows, rows, ...rest } = props;
  // An autosized box stops growing at maxRows: a text with that many lines has that height, and is
  // not measured (the measure copies the whole text into a hidden textarea and lays it out: 120 ms
  // for 90,000 characters on two cores).
  const full = autosize === true && maxRows !== undefined && hasLines(value, maxRows);
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={value}
        readOnly
        spellCheck={false}
        styles={monospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' }, ...styles } : styles}
        autosize={autosize === true && !full}
        maxRows={maxRows}
        rows={full ? maxRows : rows}
        {...rest}
      />
      <OutputActions label={label} value={value} copyLabel={copyLabel} copyToast={copyToast} actions={actions} />
    </Stack>
  );
}

/** Whether `text` has at least `count` lines. */
function hasLines(text: string, count: number): boolean {
  let at = -1;
  for (let line = 1; line < count; line++) {
    at = text.indexOf('\n', at + 1);
    if (at < 0) return false;
  }
  return true;
}

function OutputActions({ label, value, copyLabel, copyToast, actions }: Pick<OutputAreaProps, 'label' | 'value' | 'copyLabel' | 'copyToast' | 'actions'>) {
  const extras = useOutputExtras(value, label);
  if (copyLabel === false && !actions && !extras) return null;
  return (
    <Group justify="center" gap="sm">
      {copyLabel !== false && <CopyButton value={value} label={copyLabel} toast={copyToast} disabled={value === ''} />}
      {actions}
      {extras}
    </Group>
  );
}

function LargeOutput({ label, value, copyLabel, copyToast, actions, description, inputWrapperOrder, rows, maxRows }: OutputAreaProps) {
  const labelId = useId();
  const { t, i18n } = useTranslation();
  const height = maxRows ?? rows ?? LARGE_VIEW_ROWS;
  // A line of megabytes (minified JSON, a one-line document) cannot be laid out on demand by the
  // block view: only its start is shown, Copy (and the actions) take the whole text.
  if (isLargeWithLongLines(value)) {
    const count = new Intl.NumberFormat(i18n.language);
    return (
      <PreviewOutput
        label={label}
        value={value}
        rows={height}
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
      <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} description={description} inputWrapperOrder={inputWrapperOrder}>
        <LargeTextView text={value} rows={height} labelId={labelId} />
      </Input.Wrapper>
      <OutputActions label={label} value={value} copyLabel={copyLabel} copyToast={copyToast} actions={actions} />
    </Stack>
  );
}
