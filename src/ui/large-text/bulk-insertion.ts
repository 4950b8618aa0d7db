import { useLayoutEffect, useRef, type ClipboardEvent, type FormEvent } from 'react';

/**
 * Chromium inserts text into a textarea line by line, in time that grows with the square of the
 * number of lines: 500 lines take 0.4 s, 3,000 lines (115 KB) 9–16 s of frozen page. An insertion
 * with more lines than this, or more characters, is applied by setting the value (45 ms for the
 * same 3,000 lines); only the browser's undo of that one insertion is lost.
 */
export const BULK_INSERT_LINES = 150;
export const BULK_INSERT_CHARS = 20_000;

/** Whether inserting `text` natively would be slow enough to freeze the page. */
export function isBulkInsertion(text: string): boolean {
  if (text.length > BULK_INSERT_CHARS) return true;
  let lines = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    if (++lines > BULK_INSERT_LINES) return true;
  }
  return false;
}

/** Text after pasting `pasted` over the textarea's current selection. */
export function textAfterPaste(value: string, pasted: string, selectionStart: number, selectionEnd: number): string {
  return value.slice(0, selectionStart) + pasted + value.slice(selectionEnd);
}

/**
 * A textarea's ref, and a way to put its caret at a position once the value set by an insertion
 * applied in code is rendered (where the browser would have left it: after the inserted text).
 */
export function useCaretAfterInsert(value: string) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = pending.current;
    const area = textareaRef.current;
    if (caret === null || !area || area.value !== value) return;
    pending.current = null;
    area.setSelectionRange(caret, caret);
  }, [value]);
  const placeCaretAfterRender = (caret: number | null) => {
    pending.current = caret;
  };
  return { textareaRef, placeCaretAfterRender };
}

/** The text a native insertion (typing, a drop, an input method, insertText) is about to insert. */
export function insertedText(event: FormEvent<HTMLTextAreaElement>): string {
  const native = event.nativeEvent as InputEvent;
  return native.data ?? native.dataTransfer?.getData('text/plain') ?? '';
}

/**
 * For a plain controlled textarea: a paste or native insertion of many lines is applied by setting
 * the value (see isBulkInsertion); anything smaller is left to the browser, with its undo.
 */
export function useBulkInsertion(value: string, onChange: (value: string) => void) {
  const { textareaRef, placeCaretAfterRender } = useCaretAfterInsert(value);
  const apply = (event: { preventDefault(): void; currentTarget: HTMLTextAreaElement }, inserted: string) => {
    if (!isBulkInsertion(inserted)) return;
    const { selectionStart, selectionEnd } = event.currentTarget;
    event.preventDefault();
    placeCaretAfterRender(selectionStart + inserted.length);
    onChange(textAfterPaste(value, inserted, selectionStart, selectionEnd));
  };
  return {
    ref: textareaRef,
    onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => apply(event, event.clipboardData.getData('text/plain')),
    onBeforeInput: (event: FormEvent<HTMLTextAreaElement>) => apply(event, insertedText(event)),
  };
}
