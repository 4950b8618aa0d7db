import { describe, expect, it } from 'vitest';
import { formatByteSize } from './byte-size';

describe('formatByteSize', () => {
  it.each<[number, string, string]>([
    [0, 'en', '0 Bytes'],
    [512, 'en', '512 Bytes'],
    [1023, 'en', '1,023 Bytes'],
    [10_000_000, 'en', '9.54 MB'],
    [5 * 1024 ** 3, 'en', '5 GB'],
    [1024, 'en', '1 KB'],
    [12.5 * 1024, 'en', '12.5 KB'],
    [1.2345 * 1024 * 1024, 'en', '1.23 MB'],
    [5 * 1024 ** 4, 'en', '5 TB'],
    [1536, 'fr', '1,5 KB'],
  ])('%d bytes (%s) → %s', (bytes, locale, expected) => {
    expect(formatByteSize(bytes, locale).replace(/\u202f|\u00a0/g, ' ')).toBe(expected);
  });
});
