// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PREVIEW_OUTPUT_CHARS } from '../preview-output/PreviewOutput';
import { LARGE_OUTPUT_CHARS } from '../large-text/LargeTextView';
import { OutputArea } from './OutputArea';

afterEach(cleanup);

describe('OutputArea', () => {
  it('is a read-only textarea with a named Copy button for ordinary text', async () => {
    await renderWithProviders(<OutputArea label="Result" value={'line\n'.repeat(10)} rows={4} copyLabel="Copy result" />);
    const field = screen.getByRole('textbox', { name: 'Result' }) as HTMLTextAreaElement;
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.value).toBe('line\n'.repeat(10));
    expect(screen.getByRole('button', { name: 'Copy result' })).toBeTruthy();
  });

  it('shows large text of short lines whole, in the block view, keeping the Copy name', async () => {
    const lines = Math.ceil((LARGE_OUTPUT_CHARS * 2) / 21);
    const text = 'a short line of text\n'.repeat(lines);
    await renderWithProviders(<OutputArea label="Result" value={text} rows={4} copyLabel="Copy result" />);
    const box = screen.getByRole('textbox', { name: 'Result' });
    expect(box.tagName).toBe('DIV');
    // The blocks after the first few follow in the next tasks.
    await waitFor(() => expect((box.textContent ?? '').split('a short line of text').length - 1).toBe(lines));
    expect(screen.getByRole('button', { name: 'Copy result' })).toBeTruthy();
  });

  it('shows only the start of a megabyte line, says so, and keeps the Copy name', async () => {
    const line = `{"data":"${'x'.repeat(LARGE_OUTPUT_CHARS * 3)}"}`;
    await renderWithProviders(<OutputArea label="Result" value={line} rows={4} copyLabel="Copy result" />);
    const field = screen.getByRole('textbox', { name: 'Result' }) as HTMLTextAreaElement;
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.value).toBe(line.slice(0, PREVIEW_OUTPUT_CHARS));
    expect(screen.getByRole('status').textContent).toBe(
      `Showing the first ${PREVIEW_OUTPUT_CHARS.toLocaleString('en')} of ${line.length.toLocaleString('en')} characters: lines this long would freeze the page. Copy takes the whole text.`,
    );
    expect(screen.getByRole('button', { name: 'Copy result' })).toBeTruthy();
  });

  it('sizes the large-text view like the full textarea (maxRows) and can go without Copy', async () => {
    const text = 'a short line of text\n'.repeat(Math.ceil((LARGE_OUTPUT_CHARS * 2) / 21));
    await renderWithProviders(<OutputArea label="Result" value={text} autosize minRows={2} maxRows={12} copyLabel={false} />);
    const box = screen.getByRole('textbox', { name: 'Result' });
    expect(box.tagName).toBe('DIV');
    expect(box.getAttribute('style')).toContain(`${12 * 1.55}em`);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
