import { describe, expect, it, vi } from 'vitest';
import { secureRandomBelow, secureRandomIndices, secureRandomItem } from './random';

describe('secure randomness', () => {
  it('draws in range, for byte and word bounds', () => {
    for (const bound of [1, 2, 10, 62, 85, 256, 257, 100_000]) {
      const values = secureRandomIndices(2000, bound);
      expect(values).toHaveLength(2000);
      expect(values.every((value) => Number.isInteger(value) && value >= 0 && value < bound)).toBe(true);
    }
  });

  it('is roughly uniform (each of 10 values within ±10 % over 100k draws)', () => {
    const counts = new Array<number>(10).fill(0);
    for (const value of secureRandomIndices(100_000, 10)) counts[value] = (counts[value] ?? 0) + 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(1000);
  });

  it('rejects bytes above the largest multiple of the bound (no modulo bias)', () => {
    // 256 % 100 = 56: bytes 200..255 must be rejected, so a stream of 250s then 42 yields 42.
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      bytes.fill(250);
      bytes[bytes.length - 1] = 42;
      return array;
    });
    expect(secureRandomIndices(1, 100)).toEqual([42]);
    expect(spy).toHaveBeenCalled();
  });

  it('never uses Math.random', () => {
    const spy = vi.spyOn(Math, 'random');
    secureRandomIndices(100, 62);
    secureRandomBelow(1000);
    secureRandomItem(['a', 'b']);
    expect(spy).not.toHaveBeenCalled();
  });

  it('rejects invalid bounds and handles empty lists', () => {
    expect(() => secureRandomBelow(0)).toThrow(RangeError);
    expect(() => secureRandomIndices(1, 1.5)).toThrow(RangeError);
    expect(secureRandomItem([])).toBeUndefined();
  });
});
