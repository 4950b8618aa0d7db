import { Button, Group, Input, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useId, useState, type ChangeEvent, type ClipboardEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrowingRows } from '../text-area/use-growing-rows';
import { insertedText, isBulkInsertion, textAfterPaste, useCaretAfterInsert } from './bulk-insertion';
import classes from './LargeTextInput.module.css';

export { textAfterPaste } from './bulk-insertion';

/** From this many characters on, the text is not laid out in a textarea (which freezes the page). */
export const LARGE_TEXT_CHARS = 200_000;
/** How much of a large text the read-only preview shows. */
export const PREVIEW_CHARS = 5_000;

export interface LargeTextInputProps extends Omit<TextareaProps, 'value' | 'onChange' | 'label' | 'error'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  monospace?: boolean;
  /** Threshold for the large-text preview; default 200,000 characters. */
  largeAt?: number;
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
 * start, with "Edit anyway" and "Clear"; pasting into the preview replaces the text.
 *
 * Megabytes can arrive in several ways, and each is caught before the browser lays the text out:
 * a paste (the `paste` event), any other native insertion — a drop of text, an input method, an
 * `execCommand('insertText')` — through `beforeinput`, whose text is known before it is inserted;
 * and a script that sets the field's value and fires `input`: the field is emptied at once, before
 * React or the browser touch the large value again, and the text goes to the preview.
 * A paste or insertion of many lines is applied by setting the value too, even when the text stays
 * small enough for the textarea (`isBulkInsertion`): the browser's own insertion is far slower.
 */
export function LargeTextInput({ label, value, onChange, error, monospace = true, largeAt = LARGE_TEXT_CHARS, rows = 10, autosize, minRows, maxRows, ...rest }: LargeTextInputProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const labelId = useId();
  const isLarge = value.length > largeAt;
  const { textareaRef, placeCaretAfterRender } = useCaretAfterInsert(value);
  // `autosize` grows the field with its text (our measure, not Mantine's: see useGrowingRows). A
  // large text edited anyway is not measured (a one-line megabyte would be laid out to size the
  // box): the field takes its fullest height.
  const grows = autosize === true && !isLarge;
  const fullRows = autosize === true && maxRows !== undefined ? maxRows : rows;
  useGrowingRows(textareaRef, value, grows ? { min: minRows ?? rows, ...(maxRows !== undefined ? { max: maxRows } : {}) } : undefined);

  /** Applies an insertion the browser would be slow to make (or one that makes the text large). */
  const insert = (next: string, caret: number | null) => {
    placeCaretAfterRender(next.length <= largeAt ? caret : null);
    setEditing(false);
    onChange(next);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement | HTMLDivElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const target = event.currentTarget;
    const isTextarea = target instanceof HTMLTextAreaElement;
    const next = isTextarea ? textAfterPaste(value, pasted, target.selectionStart, target.selectionEnd) : pasted;
    if (isTextarea && next.length <= largeAt && !isBulkInsertion(pasted)) return;
    event.preventDefault();
    insert(next, isTextarea ? target.selectionStart + pasted.length : null);
  };

  /** A native insertion (drop, input method, insertText) that would make the text large. */
  const onBeforeInput = (event: FormEvent<HTMLTextAreaElement>) => {
    const inserted = insertedText(event);
    if (inserted.length === 0) return;
    const target = event.currentTarget;
    const next = textAfterPaste(value, inserted, target.selectionStart, target.selectionEnd);
    if (next.length <= largeAt && !isBulkInsertion(inserted)) return;
    event.preventDefault();
    insert(next, target.selectionStart + inserted.length);
  };

  const onTextChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    const next = target.value;
    // Set by a script (or an insertion no event announced): empty the field before anything lays
    // the large text out; the preview takes over on the next render.
    if (next.length > largeAt && !editing) target.value = '';
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
      ref={textareaRef}
      label={label}
      value={value}
      error={error}
      onChange={onTextChange}
      onPaste={onPaste}
      onBeforeInput={onBeforeInput}
      spellCheck={false}
      rows={grows ? (minRows ?? rows) : fullRows}
      styles={monospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined}
      {...rest}
    />
  );
}
