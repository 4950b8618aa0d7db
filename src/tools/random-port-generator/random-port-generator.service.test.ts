import { afterEach, describe, expect, it, vi } from 'vitest';
import { sequenceRandom } from '../../lib/random';
import { parsePort, randomPort, validatePortRange } from './random-port-generator.service';

afterEach(() => vi.restoreAllMocks());

describe('randomPort', () => {
  it('stays within the default range over many draws and covers both halves', () => {
    const ports = Array.from({ length: 20_000 }, () => randomPort());
    expect(Math.min(...ports)).toBeGreaterThanOrEqual(1024);
    expect(Math.max(...ports)).toBeLessThanOrEqual(65535);
    expect(ports.some((port) => port < 33000)).toBe(true);
    expect(ports.some((port) => port > 33000)).toBe(true);
  });

  it.each([
    [5000, 5000],
    [1024, 1024],
    [65535, 65535],
  ])('min = max = %i gives that port', (min, max) => {
    expect(randomPort(min, max)).toBe(min);
  });

  it('covers a small range uniformly (each of 3 ports within ±5 % of a third over 30k draws)', () => {
    const counts = new Map<number, number>();
    for (let index = 0; index < 30_000; index += 1) {
      const port = randomPort(49152, 49154);
      counts.set(port, (counts.get(port) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([49152, 49153, 49154]);
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('never goes below 1024, even when asked', () => {
    for (let index = 0; index < 1000; index += 1) expect(randomPort(0, 1030)).toBeGreaterThanOrEqual(1024);
  });

  it('rejection sampling: words at or above the largest multiple of the range size are redrawn', () => {
    // Range 1024–65535 has 64512 values; 2^32 - (2^32 mod 64512) = 4294951680 is the first rejected word.
    expect(randomPort(1024, 65535, sequenceRandom([4294951680, 64512 + 5]))).toBe(1024 + 5);
  });

  it('uses crypto.getRandomValues, never Math.random', () => {
    const secure = vi.spyOn(crypto, 'getRandomValues');
    const insecure = vi.spyOn(Math, 'random');
    randomPort();
    expect(secure).toHaveBeenCalled();
    expect(insecure).not.toHaveBeenCalled();
  });
});

describe('validation', () => {
  it.each<[string, number | undefined]>([
    ['1024', 1024],
    ['65535', 65535],
    ['1023', undefined],
    ['65536', undefined],
    ['8080.5', undefined],
    ['', undefined],
    ['-1', undefined],
    [' 3000 ', 3000],
  ])('parsePort(%j) = %s', (text, port) => {
    expect(parsePort(text)).toBe(port);
  });

  it.each([
    ['1024', '65535', { range: [1024, 65535] }],
    ['5000', '5000', { range: [5000, 5000] }],
    ['6000', '5000', { max: 'rangeError' }],
    ['80', '5000', { min: 'portError', max: undefined }],
    ['80', '', { min: 'portError', max: 'portError' }],
  ])('validatePortRange(%s, %s)', (min, max, expected) => {
    expect(validatePortRange(min, max)).toEqual(expected);
  });
});
