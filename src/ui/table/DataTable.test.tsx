// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataTable } from './DataTable';

afterEach(cleanup);

const people = [
  { name: 'Alice', age: 30 },
  { name: 'Bob', city: 'Paris' },
];

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('is labelled "Data table" by default and shows the union of keys as headers', async () => {
    await renderWithProviders(<DataTable data={people} />);
    const table = screen.getByRole('table', { name: 'Data table' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['name', 'age', 'city']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      ['Alice', '30', ''],
      ['Bob', '', 'Paris'],
    ]);
  });

  it('uses a custom description, header labels and order', async () => {
    await renderWithProviders(<DataTable data={people} description="People" headers={{ city: 'City', name: 'Name' }} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['City', 'Name']);
    expect(cellTexts(within(table).getAllByRole('row')[1] as HTMLElement)).toEqual(['', 'Alice']);
  });

  it('hides the headers when asked', async () => {
    await renderWithProviders(<DataTable data={people} headers={['name']} hideHeaders />);
    const table = screen.getByRole('table', { name: 'Data table' });
    expect(within(table).queryAllByRole('columnheader')).toHaveLength(0);
    expect(within(table).getAllByRole('row').map(cellTexts)).toEqual([['Alice'], ['Bob']]);
  });

  it('renders cells with renderCell, falling back to the default text', async () => {
    await renderWithProviders(
      <DataTable
        data={people}
        headers={[{ key: 'name', label: 'Name' }, 'age']}
        renderCell={(key, row) => (key === 'name' ? <a href={`#${String(row.name)}`}>{String(row.name)}</a> : undefined)}
      />,
    );
    expect(screen.getByRole('link', { name: 'Alice' }).getAttribute('href')).toBe('#Alice');
    expect(cellTexts(screen.getAllByRole('row')[1] as HTMLElement)).toEqual(['Alice', '30']);
  });
});
