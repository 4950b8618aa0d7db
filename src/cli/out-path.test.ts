import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathInFolder } from './out-path';

describe('pathInFolder', () => {
  it.each([
    ['a.txt', join('out', 'a.txt')],
    ['dir/a.txt', join('out', 'dir', 'a.txt')],
    ['dir/../b.txt', join('out', 'b.txt')],
  ])('%s', (name, expected) => expect(pathInFolder('out', name)).toBe(expected));

  it.each(['../x', '../../etc/passwd', 'dir/../../x', '/etc/passwd', 'C:/x', '', '.'])('refuses %j', (name) => {
    expect(() => pathInFolder('out', name)).toThrow(/outside out/);
  });
});
