import { afterEach, describe, expect, it, vi } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { sequenceRandom } from '../../lib/random';
import { checkQuantity, formatMac, generateMacAddresses, generateMacBytes, parseMacPrefix, type MacSeparator } from './mac-address-generator.service';

const keyOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseMacPrefix', () => {
  it.each<[string, number[]]>([
    ['', []],
    ['64:16:7F', [0x64, 0x16, 0x7f]],
    ['64:16:', [0x64, 0x16]],
    ['ff-ee:aa', [0xff, 0xee, 0xaa]],
    ['ff ee:aa', [0xff, 0xee, 0xaa]],
    ['ff.ee.aa', [0xff, 0xee, 0xaa]],
    ['ff:ee:a', [0xff, 0xee, 0x0a]],
    ['0123456', [0x01, 0x23, 0x45, 0x06]],
    ['64167F', [0x64, 0x16, 0x7f]],
    ['a', [0x0a]],
    ['  64:16  ', [0x64, 0x16]],
    ['01:23:45:67:89', [0x01, 0x23, 0x45, 0x67, 0x89]],
    ['0123456789', [0x01, 0x23, 0x45, 0x67, 0x89]],
  ])('%j → %j', (text, bytes) => {
    expect(parseMacPrefix(text)).toEqual(bytes);
  });

  it.each(['64:16:7G', '01:23:45:67:89:ab', '0123456789ab', '01234567890', '6416:7F', '64_16', 'zz', '🙂', 'x'.repeat(200_000)])('rejects %j', (text) => {
    expect(keyOf(() => parseMacPrefix(text))).toBe('invalidPrefix');
  });
});

describe('formatMac', () => {
  const bytes = [0x64, 0x16, 0x7f, 0x12, 0xab, 0x9c];
  it.each<[MacSeparator, 'uppercase' | 'lowercase', string]>([
    ['colon', 'uppercase', '64:16:7F:12:AB:9C'],
    ['hyphen', 'uppercase', '64-16-7F-12-AB-9C'],
    ['dot', 'uppercase', '6416.7F12.AB9C'],
    ['none', 'uppercase', '64167F12AB9C'],
    ['colon', 'lowercase', '64:16:7f:12:ab:9c'],
    ['dot', 'lowercase', '6416.7f12.ab9c'],
  ])('%s, %s → %s', (separator, letterCase, text) => {
    expect(formatMac(bytes, separator, letterCase)).toBe(text);
  });
});

describe('generateMacBytes', () => {
  it('appends random bytes to the prefix, used verbatim', () => {
    expect(generateMacBytes([0x64, 0x16, 0x7f], true, sequenceRandom([0xaa, 0xbb, 0xcc]))).toEqual([0x64, 0x16, 0x7f, 0xaa, 0xbb, 0xcc]);
    // A multicast prefix stays as the user wrote it.
    expect(generateMacBytes([0x01], true, sequenceRandom([0]))).toEqual([0x01, 0, 0, 0, 0, 0]);
  });

  it('formats an injected byte source 00 01 02 03 04 05', () => {
    const text = generateMacAddresses({ quantity: 1, prefix: [], separator: 'colon', letterCase: 'uppercase', locallyAdministered: false }, sequenceRandom([0, 1, 2, 3, 4, 5]));
    expect(text).toBe('00:01:02:03:04:05');
  });

  it.each([
    [0x00, true, 0x02],
    [0xff, true, 0xfe],
    [0x01, true, 0x02],
    [0x03, false, 0x00],
    [0xff, false, 0xfc],
    [0x6d, false, 0x6c],
  ])('without prefix, random first byte %i (local %s) → %i', (first, local, expected) => {
    expect(generateMacBytes([], local, sequenceRandom([first, 0x11]))[0]).toBe(expected);
  });

  it('with no prefix the first byte is always unicast, and locally administered when asked (many draws)', () => {
    for (let index = 0; index < 500; index += 1) {
      const [local] = generateMacBytes([], true);
      expect((local as number) & 0x03).toBe(0x02);
      const [universal] = generateMacBytes([], false);
      expect((universal as number) & 0x03).toBe(0x00);
    }
  });

  it('draws from crypto.getRandomValues, never Math.random', () => {
    const secure = vi.spyOn(crypto, 'getRandomValues');
    const insecure = vi.spyOn(Math, 'random');
    generateMacAddresses({ quantity: 3, prefix: [], separator: 'colon', letterCase: 'uppercase', locallyAdministered: true });
    expect(secure).toHaveBeenCalled();
    expect(insecure).not.toHaveBeenCalled();
  });
});

describe('generateMacAddresses', () => {
  it('makes one address per line, no trailing newline, matching the format', () => {
    const text = generateMacAddresses({ quantity: 100, prefix: [0x64, 0x16, 0x7f], separator: 'hyphen', letterCase: 'lowercase', locallyAdministered: true });
    const lines = text.split('\n');
    expect(lines).toHaveLength(100);
    for (const line of lines) expect(line).toMatch(/^64-16-7f(-[0-9a-f]{2}){3}$/);
    expect(new Set(lines).size).toBeGreaterThan(95);
  });

  it.each([0, 101, -1, 1.5, Number.NaN])('refuses quantity %d', (quantity) => {
    expect(keyOf(() => generateMacAddresses({ quantity, prefix: [], separator: 'colon', letterCase: 'uppercase', locallyAdministered: true }))).toBe('invalidQuantity');
  });

  it.each([
    [1, 1],
    [100, 100],
    ['7', 7],
  ])('accepts quantity %j', (value, expected) => {
    expect(checkQuantity(value)).toBe(expected);
  });

  it('refuses an empty quantity', () => {
    expect(keyOf(() => checkQuantity(''))).toBe('invalidQuantity');
  });
});
