import { Button, Group, Input, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useId, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './LargeTextInput.module.css';

/** From this many characters on, the text is not laid out in a textarea (which freezes the page). */
export const LARGE_TEXT_CHARS = 200_000;
/** How much of a large text the read-only preview shows. */
export const PREVIEW_CHARS = 20_000;

export interface LargeTextInputProps extends Omit<TextareaProps, 'value' | 'onChange' | 'label' | 'error'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  monospace?: boolean;
  /** Threshold for the large-text preview; default 200,000 characters. */
  largeAt?: number;
}

/** Text after pasting `pasted` over the textarea's current selection. */
export function textAfterPaste(value: string, pasted: string, selectionStart: number, selectionEnd: number): string {
  return value.slice(0, selectionStart) + pasted + value.slice(selectionEnd);
}

function formatSize(characters: number, language: string): string {
  const megabytes = characters / 1_000_000;
  return megabytes >= 1
    ? `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(megabytes)} M`
    : `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(characters / 1000)} k`;
}

/**
 * A multi-line text input for texts that can be megabytes long (a pasted log, a 5 MB JSON file).
 * Up to `largeAt` characters it is an ordinary textarea. A larger text is never handed to the
 * textarea — laying it out blocks the page for seconds — but shown as a read-only preview of its
 * start, with "Edit anyway" and "Clear"; pasting into the preview replaces the text. A large paste
 * into the textarea is intercepted before the browser lays it out.
 */
export function LargeTextInput({ label, value, onChange, error, monospace = true, largeAt = LARGE_TEXT_CHARS, rows = 10, autosize, minRows, maxRows, ...rest }: LargeTextInputProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const labelId = useId();
  const isLarge = value.length > largeAt;

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement | HTMLDivElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const target = event.currentTarget;
    const isTextarea = target instanceof HTMLTextAreaElement;
    const next = isTextarea ? textAfterPaste(value, pasted, target.selectionStart, target.selectionEnd) : pasted;
    if (isTextarea && next.length <= largeAt) return;
    event.preventDefault();
    setEditing(false);
    onChange(next);
  };

  if (isLarge && !editing) {
    const selectAll = (event: KeyboardEvent<HTMLDivElement>) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
        event.preventDefault();
        window.getSelection()?.selectAllChildren(event.currentTarget);
      }
    };
    return (
      <Input.Wrapper
        label={label}
        labelElement="div"
        labelProps={{ id: labelId }}
        error={error}
        description={rest.description}
        className={rest.className}
      >
        <div
          role="textbox"
          aria-labelledby={labelId}
          aria-readonly="true"
          aria-multiline="true"
          aria-invalid={error ? true : undefined}
          tabIndex={0}
          className={classes.preview}
          data-monospace={monospace || undefined}
          style={{ height: `calc(${rows} * 1.55em + 18px)` }}
          onPaste={onPaste}
          onKeyDown={selectAll}
        >
          {value.slice(0, PREVIEW_CHARS)}
          <span className={classes.more}>{'\n…'}</span>
        </div>
        <Group gap="xs" mt={6} wrap="wrap">
          <Text size="sm" c="dimmed" role="status">
            {t('ui.largeText', { size: formatSize(value.length, i18n.language), shown: formatSize(PREVIEW_CHARS, i18n.language) })}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
            {t('ui.editAnyway')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="gray" onClick={() => onChange('')}>
            {t('ui.clear')}
          </Button>
        </Group>
      </Input.Wrapper>
    );
  }

  return (
    <Textarea
      label={label}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      onPaste={onPaste}
      spellCheck={false}
      rows={rows}
      autosize={isLarge ? false : autosize}
      minRows={isLarge ? undefined : minRows}
      maxRows={isLarge ? undefined : maxRows}
      styles={monospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined}
      {...rest}
    />
  );
}
