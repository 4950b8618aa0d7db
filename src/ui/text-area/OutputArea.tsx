import { Group, Input, Stack, Textarea, type TextareaProps } from '@mantine/core';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLargeWithLongLines } from '../../lib/long-lines';
import { CopyButton } from '../copy/CopyButton';
import { LARGE_OUTPUT_CHARS, LargeTextView } from '../large-text/LargeTextView';
import { useOutputExtras } from '../output-extras/output-extras';
import { PreviewOutput } from '../preview-output/PreviewOutput';
import { useGrowingRows } from './use-growing-rows';

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
  return <SmallOutput {...props} />;
}

/** A text under LARGE_OUTPUT_CHARS: a textarea (`autosize` grows it with the text: see useGrowingRows). */
function SmallOutput(props: OutputAreaProps) {
  const { label, value, copyLabel, copyToast, monospace = true, actions, styles, autosize, minRows, maxRows, rows, ...rest } = props;
  const field = useRef<HTMLTextAreaElement>(null);
  useGrowingRows(field, value, autosize ? { min: minRows ?? rows ?? 1, ...(maxRows !== undefined ? { max: maxRows } : {}) } : undefined);
  return (
    <Stack gap="xs">
      <Textarea
        ref={field}
        label={label}
        value={value}
        readOnly
        spellCheck={false}
        styles={monospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' }, ...styles } : styles}
        rows={autosize ? (minRows ?? rows) : rows}
        {...rest}
      />
      <OutputActions label={label} value={value} copyLabel={copyLabel} copyToast={copyToast} actions={actions} />
    </Stack>
  );
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
