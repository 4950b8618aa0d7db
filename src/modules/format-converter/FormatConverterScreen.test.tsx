// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineOperation } from '../../engine/operation';
import { z } from '../../engine/zod';
import { ToolInputError } from '../../lib/errors';
import { renderWithProviders } from '../../test/render';
import { FormatConverterScreen } from './FormatConverterScreen';

// jsdom has no font loading API, which Mantine's autosizing text areas listen to, nor workers.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
if (!('Worker' in globalThis)) vi.stubGlobal('Worker', class { addEventListener() {} removeEventListener() {} postMessage() {} terminate() {} });

afterEach(cleanup);

/** Upper-cases its input; `bad <detail>` fails as the parser would, `other` with another key, `null` warns, `long` makes a megabyte line. */
const upper = defineOperation({
  id: 'test-upper',
  toolId: 'test-upper',
  input: 'text',
  output: 'text',
  options: z.object({ suffix: z._default(z.string(), '') }),
  run: (input, { suffix }, { warn }) => {
    if (input.startsWith('bad ')) throw new ToolInputError('invalidThing', { detail: input.slice(4), ...(input.includes('twice') ? { params: { documents: 2 } } : {}) });
    if (input === 'other') throw new ToolInputError('otherThing', { params: { name: 'x' } });
    if (input === 'null') warn?.({ key: 'droppedNulls', message: 'dropped', data: ['a'] });
    if (input === 'long') return 'x'.repeat(200_000);
    return input.toUpperCase() + suffix;
  },
  examples: [],
});

const STRINGS: Record<string, string> = {
  input: 'Your thing',
  inputPlaceholder: 'Paste it',
  output: 'Converted',
  copy: 'Copy to clipboard',
  converting: 'Converting…',
  download: 'Download',
  invalidThing: 'Not a valid thing.',
};
/** The input's error: its message and, after a line break, the detail. */
const errorLines = () => {
  const error = document.querySelector('.mantine-InputWrapper-error');
  return error ? [...error.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent) : [];
};

const t = (key: string, options?: Record<string, unknown>) => (key === 'selectLine' ? `Select line ${String(options?.line)}` : (STRINGS[key] ?? key));

async function show(value: string, props: Partial<Parameters<typeof FormatConverterScreen>[0]> = {}) {
  await renderWithProviders(
    <FormatConverterScreen
      t={t}
      language="en"
      operation={upper}
      value={value}
      onChange={() => {}}
      options={{ suffix: '!' }}
      failureKey="invalidThing"
      download={{ fileName: 'converted.txt', mimeType: 'text/plain' }}
      optionFields={<span>options row</span>}
      {...props}
    />,
  );
}

describe('FormatConverterScreen', () => {
  it('shows the options row, the input and the live output with its actions', async () => {
    await show('abc');
    expect(screen.getByText('options row')).toBeTruthy();
    expect((screen.getByLabelText('Your thing') as HTMLTextAreaElement).placeholder).toBe('Paste it');
    expect((screen.getByLabelText('Converted') as HTMLTextAreaElement).value).toBe('ABC!');
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it("shows the parser's failure with its detail and the line it points at", async () => {
    await show('bad Unexpected token at line 2, column 3');
    expect(errorLines()).toEqual(['Not a valid thing.', 'Unexpected token at line 2, column 3']);
    expect(screen.getByRole('button', { name: 'Select line 2' })).toBeTruthy();
    expect((screen.getByLabelText('Converted') as HTMLTextAreaElement).value).toBe('');
  });

  it("replaces the parser's detail when asked, the line still from the parser", async () => {
    await show('bad twice at line 4', { failureDetail: (failure) => (failure.params?.documents ? 'Several documents' : undefined) });
    expect(errorLines()).toEqual(['Not a valid thing.', 'Several documents']);
    expect(screen.getByRole('button', { name: 'Select line 4' })).toBeTruthy();
  });

  it('shows another failure with its own message, without detail or line', async () => {
    await show('other', { otherFailure: (failure) => (failure.messageKey === 'otherThing' ? `Other: ${String(failure.params?.name)}` : undefined) });
    expect(errorLines()).toEqual(['Other: x']);
    expect(screen.queryByRole('button', { name: /Select line/ })).toBeNull();
  });

  it("gives the run's warnings to the footer, and the result to what follows the output", async () => {
    await show('null', {
      footer: (warnings) => (warnings.length > 0 ? <p>{warnings.map((warning) => warning.key).join()}</p> : undefined),
      children: (result) => <p>status {result.state.status}</p>,
    });
    expect(screen.getByText('droppedNulls')).toBeTruthy();
    expect(screen.getByText('status done')).toBeTruthy();
  });

  it('shows only the start of a megabyte line when the tool has a notice for it', async () => {
    await show('long', { previewNotice: (shown, total) => `First ${shown} of ${total}` });
    expect(screen.getByText('First 50,000 of 200,000')).toBeTruthy();
    const output = screen.getByLabelText('Converted') as HTMLTextAreaElement;
    expect(output.value).toHaveLength(50_000);
    expect(within(output.closest('.mantine-Stack-root') as HTMLElement).getByRole('button', { name: 'Download' })).toBeTruthy();
  });
});
