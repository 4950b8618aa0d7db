// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SelectField, type SelectFieldProps } from './SelectField';
import { createFuzzyMatcher, createSubstringMatcher, loadFuse, normalizeOptions } from './select-options';

// jsdom has no layout, so Mantine's floating dropdowns count as "detached" and get display: none:
// queries on dropdown content pass `hidden: true`.
beforeAll(() => {
  // Mantine's combobox scrolls the active option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(cleanup);

const LANGUAGES = [
  { label: 'JavaScript', value: 'js' },
  { label: 'TypeScript', value: 'ts', tooltip: 'JavaScript with types' },
  { label: 'Python', value: 'py' },
  { label: 'Rust', value: 'rs' },
];

function Controlled(props: Omit<SelectFieldProps, 'value' | 'onChange'> & { initial?: string | null; onPick?: (value: string) => void }) {
  const { initial = null, onPick, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <SelectField
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onPick?.(next);
        }}
      />
      <output>value={value ?? 'none'}</output>
    </>
  );
}

const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });

describe('normalizeOptions and matchers', () => {
  it('turns plain strings into label/value pairs and keeps objects', () => {
    expect(normalizeOptions(['a', { label: 'B', value: 'b', tooltip: 'bee' }])).toEqual([
      { label: 'a', value: 'a' },
      { label: 'B', value: 'b', tooltip: 'bee' },
    ]);
  });

  it('matches fuzzily with threshold 0.3, best match first, and rejects distant strings', async () => {
    const Fuse = await loadFuse();
    const match = createFuzzyMatcher(Fuse, normalizeOptions(LANGUAGES));
    expect(match('typscript')[0]).toBe('ts');
    expect(match('pyton')).toContain('py');
    expect(match('rust')).toEqual(['rs']);
    expect(match('zzzzqqq')).toEqual([]);
    expect(match('  ')).toEqual(['js', 'ts', 'py', 'rs']);
  });

  it('falls back to a case-insensitive substring match', () => {
    const match = createSubstringMatcher(normalizeOptions(LANGUAGES));
    expect(match('SCRIPT')).toEqual(['js', 'ts']);
    expect(match('rs')).toEqual(['rs']);
    expect(match('xyz')).toEqual([]);
  });
});

describe('SelectField', () => {
  it('shows the placeholder, opens on click, selects an option and cannot deselect it', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    await renderWithProviders(<Controlled label="Language" options={LANGUAGES} onPick={onPick} />);
    const field = input('Language');
    expect(field.placeholder).toBe('Select an option');
    expect(field.readOnly).toBe(true);

    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Python', hidden: true }));
    expect(onPick).toHaveBeenCalledWith('py');
    expect(field.value).toBe('Python');
    expect(screen.getByText('value=py')).toBeTruthy();

    // Clicking the selected option again keeps it (allowDeselect={false}).
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Python', hidden: true }));
    expect(field.value).toBe('Python');
    expect(screen.getByText('value=py')).toBeTruthy();
  });

  it('limits the dropdown to 312 px', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled label="Language" options={LANGUAGES} />);
    await user.click(input('Language'));
    const listbox = await screen.findByRole('listbox', { hidden: true });
    const heights = [...listbox.querySelectorAll<HTMLElement>('*')].map((element) => element.style.maxHeight).filter(Boolean);
    expect(heights).toContain('calc(19.5rem * var(--mantine-scale))');
  });

  it('accepts plain strings as options', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled label="Case" options={['lower', 'UPPER']} initial="lower" />);
    const field = input('Case');
    expect(field.value).toBe('lower');
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'UPPER', hidden: true }));
    expect(field.value).toBe('UPPER');
  });

  it('closes on Escape and keeps the value', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled label="Language" options={LANGUAGES} initial="rs" />);
    await user.click(input('Language'));
    expect(await screen.findByRole('listbox', { hidden: true })).toBeTruthy();
    expect(input('Language').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(input('Language').getAttribute('aria-expanded')).toBe('false'));
    expect(input('Language').value).toBe('Rust');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <div>
        <p>Outside</p>
        <Controlled label="Language" options={LANGUAGES} />
      </div>,
    );
    await user.click(input('Language'));
    expect(await screen.findByRole('listbox', { hidden: true })).toBeTruthy();
    expect(input('Language').getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(input('Language').getAttribute('aria-expanded')).toBe('false'));
  });

  it('filters fuzzily when searchable, with "Search..." and "No results found"', async () => {
    const user = userEvent.setup();
    await loadFuse();
    await renderWithProviders(<Controlled label="Language" options={LANGUAGES} searchable />);
    const field = input('Language');
    expect(field.placeholder).toBe('Search...');
    expect(field.readOnly).toBe(false);

    await user.click(field);
    await user.type(field, 'typscrpt');
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['TypeScript']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('value=ts')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'qqqqzzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  it('renders and filters 1000 options', async () => {
    const user = userEvent.setup();
    await loadFuse();
    const many = Array.from({ length: 1000 }, (_, index) => ({ label: `Option ${index + 1}`, value: `v${index + 1}` }));
    await renderWithProviders(<Controlled label="Many" options={many} searchable />);
    const field = input('Many');
    await user.click(field);
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(1000));
    // Pasted, not typed: each keystroke would re-render the thousand options in jsdom.
    await user.paste('Option 777');
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true })[0]?.textContent).toBe('Option 777'));
    await user.clear(field);
    await user.paste('777');
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Option 777']));
    // A thousand Mantine options rendered by jsdom: seconds on an idle machine, more on a busy one.
  }, 60_000);

  it('uses the small/medium/large heights', async () => {
    await renderWithProviders(
      <>
        <SelectField label="Small" size="small" options={['a']} />
        <SelectField label="Large" size="large" options={['a']} />
        <SelectField label="Medium" options={['a']} />
      </>,
    );
    const wrapperStyle = (name: string) => (input(name).parentElement as HTMLElement).style;
    expect(wrapperStyle('Small').getPropertyValue('--input-height-xs')).toBe('calc(1.75rem * var(--mantine-scale))');
    expect(wrapperStyle('Large').getPropertyValue('--input-height-md')).toBe('calc(2.5rem * var(--mantine-scale))');
    expect(wrapperStyle('Medium').getPropertyValue('--input-height-sm')).toBe('calc(2.125rem * var(--mantine-scale))');
  });

  it('puts the label on the left with the requested alignment, still naming the field', async () => {
    await renderWithProviders(<SelectField label="Encoding" labelPosition="left" labelAlign="right" labelWidth={120} options={['utf-8']} />);
    const field = input('Encoding');
    const label = screen.getByText('Encoding').closest('label') as HTMLLabelElement;
    expect(label.htmlFor).toBe(field.id);
    const root = label.parentElement as HTMLElement;
    expect(root.style.display).toBe('grid');
    expect(root.style.gridTemplateColumns).toBe('120px minmax(0, 1fr)');
    expect(label.style.textAlign).toBe('right');
  });

  it('renders options and the chosen value with custom renderers', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <Controlled
        label="Language"
        options={LANGUAGES}
        initial="js"
        renderOption={(option, { checked }) => <span>{`${option.label} (${option.value})${checked ? ' ✓' : ''}`}</span>}
        renderValue={(option) => <strong>{`Chosen: ${option.label}`}</strong>}
      />,
    );
    expect(screen.getByText('Chosen: JavaScript')).toBeTruthy();
    expect(input('Language').value).toBe('JavaScript');
    await user.click(input('Language'));
    expect(await screen.findByText('JavaScript (js) ✓')).toBeTruthy();
    await user.click(screen.getByText('Rust (rs)'));
    expect(await screen.findByText('Chosen: Rust')).toBeTruthy();
  });

  it('shows an option tooltip on hover', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled label="Language" options={LANGUAGES} />);
    await user.click(input('Language'));
    await user.hover(await screen.findByText('TypeScript'));
    expect(await screen.findByText('JavaScript with types')).toBeTruthy();
  });
});
