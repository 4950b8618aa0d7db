import { describe, expect, it } from 'vitest';
import { formatCell, resolveHeaders } from './resolve-headers';

const rows = [
  { name: 'Alice', age: 30 },
  { name: 'Bob', city: 'Paris' },
  { age: 41, zip: '75001' },
];

describe('resolveHeaders', () => {
  it.each([
    ['no headers: union of keys in order of appearance', undefined, [
      { key: 'name', label: 'name' },
      { key: 'age', label: 'age' },
      { key: 'city', label: 'city' },
      { key: 'zip', label: 'zip' },
    ]],
    ['a list of keys', ['city', 'name'], [
      { key: 'city', label: 'city' },
      { key: 'name', label: 'name' },
    ]],
    ['a list of {key, label}', [{ key: 'age', label: 'Age (years)' }, { key: 'name', label: 'Name' }], [
      { key: 'age', label: 'Age (years)' },
      { key: 'name', label: 'Name' },
    ]],
    ['a mixed list', ['zip', { key: 'name', label: 'Name' }], [
      { key: 'zip', label: 'zip' },
      { key: 'name', label: 'Name' },
    ]],
    ['a key → label map', { name: 'Full name', missing: 'Not in data' }, [
      { key: 'name', label: 'Full name' },
      { key: 'missing', label: 'Not in data' },
    ]],
    ['an empty list', [], []],
  ] as const)('%s', (_title, headers, expected) => {
    expect(resolveHeaders(rows, headers)).toEqual(expected);
  });

  it('returns no columns for no data and no headers', () => {
    expect(resolveHeaders([])).toEqual([]);
  });
});

describe('formatCell', () => {
  it.each([
    ['text', 'text'],
    [42, '42'],
    [0, '0'],
    [false, 'false'],
    [10n, '10'],
    [null, ''],
    [undefined, ''],
    [{ a: 1, b: [2, 3] }, '{"a":1,"b":[2,3]}'],
    [[1, 'x'], '[1,"x"]'],
    [new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), '2024-01-02T03:04:05.000Z'],
  ] as const)('case %# → "%s"', (value, expected) => {
    expect(formatCell(value)).toBe(expected);
  });

  it('does not throw on circular objects', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatCell(circular)).toBe('[object Object]');
  });
});
