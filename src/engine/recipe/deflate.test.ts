import { describe, expect, it } from 'vitest';
import { deflateRaw, InflateError, InflateLimitError, inflateRawWithLimit } from './deflate';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('raw DEFLATE', () => {
  it.each([
    ['nothing', new Uint8Array()],
    ['a short text', utf8('{"format":"it-tools/recipe","v":1,"steps":[]}')],
    ['repetitive text', utf8('json-prettify/'.repeat(500))],
    ['every byte value', Uint8Array.from({ length: 256 }, (_, index) => index)],
  ])('round-trips %s', async (_name, bytes) => {
    const compressed = await deflateRaw(bytes);
    expect(await inflateRawWithLimit(compressed, bytes.byteLength)).toEqual(bytes);
  });

  it('writes standard raw DEFLATE (RFC 1951), without zlib header or checksum', async () => {
    // "a" as one final fixed-Huffman block: what zlib (Python's zlib.compressobj(wbits=-15)) writes too.
    expect(await inflateRawWithLimit(new Uint8Array([0x4b, 0x04, 0x00]), 10)).toEqual(utf8('a'));
    expect([...(await deflateRaw(utf8('a')))]).toEqual([0x4b, 0x04, 0x00]);
  });

  it('compresses repetition', async () => {
    expect((await deflateRaw(utf8('x'.repeat(10_000)))).byteLength).toBeLessThan(100);
  });

  it('stops as soon as the output passes the limit (a bomb is never inflated whole)', async () => {
    const bomb = await deflateRaw(new Uint8Array(8 * 1024 * 1024));
    expect(bomb.byteLength).toBeLessThan(10_000);
    const error = await inflateRawWithLimit(bomb, 1024).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InflateLimitError);
    expect((error as InflateLimitError).maxBytes).toBe(1024);
    expect(await inflateRawWithLimit(await deflateRaw(new Uint8Array(1024)), 1024)).toHaveLength(1024);
  });

  it.each([
    ['garbage', utf8('not deflate at all, really')],
    ['a reserved block type', new Uint8Array([0x07, 0x00])],
  ])('refuses %s', async (_name, bytes) => {
    await expect(inflateRawWithLimit(bytes, 1000)).rejects.toBeInstanceOf(InflateError);
  });

  it('refuses truncated data', async () => {
    const compressed = await deflateRaw(utf8('a recipe long enough to be cut in the middle of its data'));
    await expect(inflateRawWithLimit(compressed.subarray(0, compressed.byteLength - 4), 1000)).rejects.toBeInstanceOf(InflateError);
  });
});
