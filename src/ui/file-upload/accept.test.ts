import { describe, expect, it } from 'vitest';
import { fileMatchesAccept, selectFiles } from './accept';

const file = (name: string, type = '') => new File(['x'], name, { type });

describe('fileMatchesAccept', () => {
  it.each([
    ['photo.PNG', 'image/png', 'image/*', true],
    ['photo.png', 'image/png', '.png', true],
    ['photo.png', 'image/png', '.jpg, .jpeg', false],
    ['data.json', 'application/json', 'application/json', true],
    ['data.json', 'application/json', 'text/*', false],
    ['notes.TXT', '', '.txt', true],
    ['notes.txt', 'text/plain', '', true],
    ['notes.txt', 'text/plain', undefined, true],
    ['archive.tar.gz', 'application/gzip', ' .zip , .tar.gz ', true],
  ] as const)('%s (%s) with accept %j → %s', (name, type, accept, expected) => {
    expect(fileMatchesAccept(file(name, type), accept)).toBe(expected);
  });
});

describe('selectFiles', () => {
  const a = file('a.txt', 'text/plain');
  const b = file('b.png', 'image/png');
  const c = file('c.txt', 'text/plain');

  it('keeps every accepted file when multiple', () => {
    expect(selectFiles([a, b, c], { multiple: true, accept: '.txt' })).toEqual([a, c]);
  });

  it('keeps only the first accepted file otherwise', () => {
    expect(selectFiles([b, c, a], { multiple: false, accept: 'text/plain' })).toEqual([c]);
    expect(selectFiles([a, b], { multiple: false })).toEqual([a]);
  });

  it('returns nothing for an empty selection', () => {
    expect(selectFiles([], { multiple: true })).toEqual([]);
  });
});
