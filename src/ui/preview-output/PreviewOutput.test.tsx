// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PreviewOutput } from './PreviewOutput';

describe('PreviewOutput', () => {
  it('shows a short value whole, read-only, with its Copy button', async () => {
    await renderWithProviders(<PreviewOutput label="Result" value="abc" copyLabel="Copy result" />);
    const field = screen.getByRole('textbox', { name: 'Result' });
    expect((field as HTMLTextAreaElement).value).toBe('abc');
    expect(field).toHaveProperty('readOnly', true);
    expect(screen.getByRole('button', { name: 'Copy result' })).toHaveProperty('disabled', false);
  });

  it('puts only the start of a long value in the field and says so', async () => {
    await renderWithProviders(
      <PreviewOutput label="Result" value={'x'.repeat(1000)} previewChars={100} previewNotice={(shown, total) => `first ${shown} of ${total}`} />,
    );
    expect((screen.getByRole('textbox', { name: 'Result' }) as HTMLTextAreaElement).value).toHaveLength(100);
    expect(screen.getByRole('status').textContent).toBe('first 100 of 1000');
  });

  it('disables Copy for an empty value', async () => {
    await renderWithProviders(<PreviewOutput label="Result" value="" copyLabel="Copy result" />);
    expect(screen.getByRole('button', { name: 'Copy result' })).toHaveProperty('disabled', true);
  });
});
