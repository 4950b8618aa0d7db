// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BULK_INSERT_CHARS, BULK_INSERT_LINES, isBulkInsertion } from './bulk-insertion';
import { LargeTextInput, PREVIEW_CHARS, textAfterPaste } from './LargeTextInput';

function Harness({ initial = '', largeAt = 50 }: { initial?: string; largeAt?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LargeTextInput label="Your text" value={value} onChange={setValue} largeAt={largeAt} />
      <output data-testid="length">{value.length}</output>
    </>
  );
}

/** Pastes `text`; true when the browser was left to insert it. */
function paste(target: Element, text: string): boolean {
  return fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('LargeTextInput', () => {
  it('is a plain labelled textarea for ordinary text', async () => {
    await renderWithProviders(<Harness initial="hello" />);
    const area = screen.getByLabelText('Your text') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    fireEvent.change(area, { target: { value: 'hello world' } });
    expect(screen.getByTestId('length').textContent).toBe('11');
  });

  it('intercepts a large paste and shows a read-only preview with Edit anyway and Clear', async () => {
    await renderWithProviders(<Harness initial="ab" />);
    const area = screen.getByLabelText('Your text') as HTMLTextAreaElement;
    area.setSelectionRange(1, 1);
    paste(area, 'x'.repeat(100));
    expect(screen.getByTestId('length').textContent).toBe('102');
    const preview = screen.getByRole('textbox', { name: 'Your text' });
    expect(preview.tagName).toBe('DIV');
    expect(preview.getAttribute('aria-readonly')).toBe('true');
    expect(screen.getByText(/^Large text \(/)).toBeTruthy();

    paste(preview, 'short');
    expect(screen.getByTestId('length').textContent).toBe('5');
    expect((screen.getByLabelText('Your text') as HTMLElement).tagName).toBe('TEXTAREA');
  });

  it('lets the user edit anyway, or clear', async () => {
    await renderWithProviders(<Harness initial={'y'.repeat(80)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit anyway' }));
    expect((screen.getByLabelText('Your text') as HTMLTextAreaElement).value).toHaveLength(80);
  });

  it('clears', async () => {
    await renderWithProviders(<Harness initial={'y'.repeat(80)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('length').textContent).toBe('0');
  });

  it('previews only the start of a huge text', async () => {
    await renderWithProviders(<Harness initial={'z'.repeat(PREVIEW_CHARS * 3)} largeAt={1000} />);
    expect(screen.getByRole('textbox', { name: 'Your text' }).textContent?.length).toBeLessThan(PREVIEW_CHARS + 5);
  });

  it('applies a paste of many lines itself, with the caret after it, and leaves short pastes to the browser', async () => {
    await renderWithProviders(<Harness initial="ab" largeAt={1_000_000} />);
    const area = screen.getByLabelText('Your text') as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(1, 2);
    const lines = Array.from({ length: 300 }, (_, index) => `line ${index}`).join('\n');
    expect(paste(area, lines)).toBe(false);
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.value).toBe(`a${lines}`);
    expect(area.selectionStart).toBe(1 + lines.length);
    expect(area.selectionEnd).toBe(1 + lines.length);
    expect(paste(area, 'one\ntwo')).toBe(true);
  });

  it.each([
    ['a short line', 'hello', false],
    [`${BULK_INSERT_LINES} line breaks`, '\n'.repeat(BULK_INSERT_LINES), false],
    [`${BULK_INSERT_LINES + 1} line breaks`, '\n'.repeat(BULK_INSERT_LINES + 1), true],
    [`${BULK_INSERT_CHARS} characters on one line`, 'x'.repeat(BULK_INSERT_CHARS), false],
    [`${BULK_INSERT_CHARS + 1} characters on one line`, 'x'.repeat(BULK_INSERT_CHARS + 1), true],
  ])('an insertion of %s is bulk: %s', (_name, text, bulk) => {
    expect(isBulkInsertion(text)).toBe(bulk);
  });

  it('computes the text after a paste over a selection', () => {
    expect(textAfterPaste('hello world', 'there', 6, 11)).toBe('hello there');
    expect(textAfterPaste('', 'abc', 0, 0)).toBe('abc');
  });
});
