import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../lib/errors';
import { chmodCommand, MAX_MODE, modeToOctal, modeToSymbolic, parseOctal, parseSymbolic, permissionBit, withBit } from './chmod-calculator.service';

describe('chmod calculator', () => {
  // Expected values written by hand from chmod(1) / ls(1): s/S and t/T replace the execute slot.
  it.each([
    ['000', '---------'],
    ['644', 'rw-r--r--'],
    ['755', 'rwxr-xr-x'],
    ['777', 'rwxrwxrwx'],
    ['4755', 'rwsr-xr-x'],
    ['4644', 'rwSr--r--'],
    ['2755', 'rwxr-sr-x'],
    ['2644', 'rw-r-Sr--'],
    ['1777', 'rwxrwxrwt'],
    ['1776', 'rwxrwxrwT'],
    ['7000', '--S--S--T'],
    ['7777', 'rwsrwsrwt'],
  ])('%s ↔ %s', (octal, symbolic) => {
    expect(modeToSymbolic(parseOctal(octal))).toBe(symbolic);
    expect(modeToOctal(parseSymbolic(symbolic))).toBe(octal);
  });

  it('round-trips all 4096 modes through octal and symbolic', () => {
    for (let mode = 0; mode <= MAX_MODE; mode++) {
      expect(parseOctal(modeToOctal(mode))).toBe(mode);
      expect(parseSymbolic(modeToSymbolic(mode))).toBe(mode);
      // Independent check of the octal digits: Node's own base-8 formatting.
      expect(parseInt(modeToOctal(mode), 8)).toBe(mode);
    }
  });

  it.each([
    ['0755', '755'],
    ['0000', '000'],
    [' 644 ', '644'],
  ])('octal %j is canonicalised to %s', (input, canonical) => {
    expect(modeToOctal(parseOctal(input))).toBe(canonical);
  });

  it.each([['drwxr-xr-x'], ['-rwxr-xr-x'], ['lrwxr-xr-x']])('ignores the file-type character of %s', (input) => {
    expect(modeToOctal(parseSymbolic(input))).toBe('755');
  });

  it.each([[''], ['75'], ['75555'], ['789'], ['abc'], ['7 5 5'], ['-755']])('rejects octal %j', (input) => {
    expect(() => parseOctal(input)).toThrow(ToolInputError);
    expect(() => parseOctal(input)).toThrow('invalidOctal');
  });

  it.each([[''], ['rwx'], ['rwxrwxrwxr'], ['xwrxwrxwr'], ['rwtrwxrwx'], ['rwxrwxrws'], ['RWXRWXRWX'], ['zrwxrwxrwx']])('rejects symbolic %j', (input) => {
    expect(() => parseSymbolic(input)).toThrow('invalidSymbolic');
  });

  it('sets single bits and builds the command', () => {
    expect(permissionBit('owner', 'read')).toBe(0o400);
    expect(permissionBit('group', 'write')).toBe(0o020);
    expect(permissionBit('public', 'execute')).toBe(0o001);
    expect(withBit(0o755, 0o020, true)).toBe(0o775);
    expect(withBit(0o755, 0o100, false)).toBe(0o655);
    expect(chmodCommand(0o755)).toBe('chmod 755 path');
    expect(chmodCommand(0o4755)).toBe('chmod 4755 path');
  });
});
