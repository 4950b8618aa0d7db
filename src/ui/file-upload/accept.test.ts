import { describe, expect, it } from 'vitest';
import { fileMatchesAccept, splitAccepted } from './accept';

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

describe('splitAccepted', () => {
  const a = file('a.txt', 'text/plain');
  const b = file('b.png', 'image/png');
  const c = file('c.txt', 'text/plain');

  it('keeps the order, accepted and refused apart', () => {
    expect(splitAccepted([a, b, c], '.txt')).toEqual({ accepted: [a, c], rejected: [b] });
    expect(splitAccepted([a, b], undefined)).toEqual({ accepted: [a, b], rejected: [] });
    expect(splitAccepted([], 'image/*')).toEqual({ accepted: [], rejected: [] });
  });
});
