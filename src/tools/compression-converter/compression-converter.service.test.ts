import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../engine/failure';
import { compressText, decompressText, type CompressOptions, type DecompressOptions } from './compression-converter.service';
import { decodeInputText, isZlibHeader, sniffFormat } from './compression-converter.format';
import detectors from './compression-converter.detect';
import { takeSample } from '../../engine/detect';

const AUTO: DecompressOptions = { format: 'auto', encoding: 'auto', showAs: 'text' };
const JSON_TEXT = '{"name": "Zoë", "ok": true}\n';

/** The message key a failing run shows. */
async function failureOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return failureMessage(error, 'unexpected').messageKey;
  }
  return 'no failure';
}

describe('compress', () => {
  it.each([
    // `printf 'Hello, World!' | gzip -n -6 | base64` (GNU gzip 1.12): the same bytes.
    ['gzip', 'base64', undefined, 'Hello, World!', 'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA'],
    // Python: zlib.compress(b'Hello, World!', 6).hex()
    ['zlib', 'hex', undefined, 'Hello, World!', '789cf348cdc9c9d75108cf2fca495104001f9e046a'],
    // Python: zlib.compressobj(6, zlib.DEFLATED, -15), the raw stream in hex
    ['deflate', 'hex', 6, 'Hello, World!', 'f348cdc9c9d75108cf2fca49510400'],
    // Node: zlib.brotliCompressSync gives the same uncompressed meta-block for so short a text.
    ['brotli', 'base64', 11, 'Hello, World!', 'CwaASGVsbG8sIFdvcmxkIQM='],
  ] as const)('%s as %s, level %s', async (format, encoding, level, text, expected) => {
    expect((await compressText(text, { format, encoding, level })).output).toBe(expected);
  });

  it('gzip is deterministic: mtime 0, no file name (FLG 0), OS byte 3', async () => {
    const { output } = await compressText('same', { format: 'gzip', encoding: 'hex' });
    expect(output.slice(0, 20)).toBe('1f8b0800000000000003');
  });

  it('level 0 stores, level 9 at most the default size; every level and format round-trips through Node’s zlib', async () => {
    const text = `${JSON_TEXT.repeat(40)}Ünïcödé ✓ 🎉\n`;
    const readers = { gzip: gunzipSync, zlib: inflateSync, deflate: inflateRawSync, brotli: brotliDecompressSync };
    for (const format of ['gzip', 'zlib', 'deflate', 'brotli'] as const) {
      for (const level of format === 'brotli' ? [0, 5, 11] : [0, 1, 6, 9]) {
        const report = await compressText(text, { format, encoding: 'base64', level });
        expect(readers[format](Buffer.from(report.output, 'base64')).toString('utf8'), `${format} ${level}`).toBe(text);
        expect(report.originalBytes).toBe(Buffer.byteLength(text));
        expect(report.compressedBytes).toBe(Buffer.from(report.output, 'base64').length);
      }
    }
    const stored = await compressText(text, { format: 'deflate', encoding: 'hex', level: 0 });
    expect(stored.compressedBytes).toBeGreaterThan(stored.originalBytes);
  });

  it.each([
    ['gzip level 10', { format: 'gzip', encoding: 'base64', level: 10 }, 'levelRange'],
    ['brotli level 12', { format: 'brotli', encoding: 'base64', level: 12 }, 'levelRange'],
  ] as const)('%s → %s', async (_name, options: CompressOptions, key) => {
    expect(await failureOf(() => compressText('x', options))).toBe(key);
  });

  it('empty text gives an empty output', async () => {
    expect(await compressText('', { format: 'brotli', encoding: 'hex' })).toEqual({ output: '', originalBytes: 0, compressedBytes: 0 });
  });
});

describe('decompress', () => {
  it.each([
    // Python: base64.b64encode(gzip.compress(data, 9, mtime=0)) — XFL 2, another writer than ours.
    ['gzip from Python, Base64', 'H4sIAAAAAAACA6tWykvMTVWyUlCKyj+8WklHQSk/G8grKSpNreUCAIeYK3kdAAAA', 'gzip', 'base64', JSON_TEXT],
    // Python: raw deflate (wbits -15) at level 9
    ['raw deflate from Python, Base64', 'q1bKS8xNVbJSUIrKP7xaSUdBKT8byCspKk2t5QIA', 'deflate', 'base64', JSON_TEXT],
    // Python: zlib.compress(data, 1).hex() — header 78 01
    ['zlib level 1 from Python, hex', '7801ab56ca4bcc4d55b252508aca3fbc5a494741293f1bc82b292a4dade502008c320941', 'zlib', 'hex', JSON_TEXT],
    // Node: zlib.brotliCompressSync(three copies of the JSON).toString('base64')
    ['Brotli from Node, Base64', 'G1YAYJwHdsOHI061hka0nzlaKEX2+lJHYTXftFgSZG04JflGocJsJHjYC+FoLgU=', 'brotli', 'base64', JSON_TEXT.repeat(3)],
    ['gzip hex with spaces and upper case', '1F 8B 08 00 00 00 00 00 00 03 F3 48 CD C9 C9 D7 51 08 CF 2F CA 49 51 04 00 D0 C3 4A EC 0D 00 00 00', 'gzip', 'hex', 'Hello, World!'],
    ['Base64 wrapped over lines', 'H4sIAAAAAAAAA/NIzcnJ\n11EIzy/KSVEEANDDSuwN\nAAAA\n', 'gzip', 'base64', 'Hello, World!'],
    // `cat a.gz b.gz`: gunzip reads both members.
    ['two gzip members', 'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAAH4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', 'gzip', 'base64', 'Hello, World!Hello, World!'],
    ['Base64url without padding', 'CwaASGVsbG8sIFdvcmxkIQM', 'brotli', 'base64', 'Hello, World!'],
  ])('%s', async (_name, input, format, encoding, text) => {
    const report = await decompressText(input, AUTO);
    expect(report).toMatchObject({ output: text, format, encoding });
    expect(report.originalBytes).toBe(Buffer.byteLength(text));
  });

  it('gives the bytes as hex on request, and reads with a forced format and encoding', async () => {
    expect((await decompressText('H4sIAAAAAAAAA/v/j8ERADH2wEEEAAAA', { ...AUTO, showAs: 'hex' })).output).toBe('fffe0041');
    expect((await decompressText('f348cdc9c9d75108cf2fca49510400', { format: 'deflate', encoding: 'hex', showAs: 'text' })).output).toBe('Hello, World!');
  });

  it.each([
    ['invalid Base64', '@@@@not base64!', AUTO, 'invalidInput'],
    ['invalid Base64, encoding forced', 'H4sI*AAA', { ...AUTO, encoding: 'base64' }, 'invalidBase64'],
    ['odd hex', '1f8b0', { ...AUTO, encoding: 'hex' }, 'invalidHex'],
    ['hex with a non-hex character', '1f8g', { ...AUTO, encoding: 'hex' }, 'invalidHex'],
    // One byte of the deflate data changed: the CRC-32 in the trailer no longer matches.
    ['corrupt gzip (CRC-32)', '1f8b0800000000000003f348cdc9c9d75108cf2fca49510400d0c34aed0d000000', AUTO, 'corrupt'],
    ['truncated gzip', 'H4sIAAAAAAAAA/NIzcnJ11EI', AUTO, 'corrupt'],
    ['corrupt zlib (Adler-32), format forced', '789cf348cdc9c9d75108cf2fca495104001f9e046b', { ...AUTO, format: 'zlib' }, 'corrupt'],
    ['plain Base64 text is no compressed stream', 'SGVsbG8sIFdvcmxkIQ==', AUTO, 'unknownFormat'],
    ['decompressed bytes that are not UTF-8', 'H4sIAAAAAAAAA/v/j8ERADH2wEEEAAAA', AUTO, 'notUtf8'],
    ['gzip read as Brotli', 'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', { ...AUTO, format: 'brotli' }, 'corrupt'],
  ] as const)('%s → %s', async (_name, input, options: DecompressOptions, key) => {
    expect(await failureOf(() => decompressText(input, options))).toBe(key);
  });

  it('blank input gives an empty output', async () => {
    expect((await decompressText(' \n ', AUTO)).output).toBe('');
  });
});

describe('format helpers', () => {
  it('recognise gzip and zlib headers (RFC 1950 §2.2: CMF·256 + FLG ≡ 0 mod 31)', () => {
    expect(sniffFormat(new Uint8Array([0x1f, 0x8b, 8]))).toBe('gzip');
    for (const flg of [0x01, 0x5e, 0x9c, 0xda]) expect(isZlibHeader(new Uint8Array([0x78, flg]))).toBe(true);
    expect(isZlibHeader(new Uint8Array([0x78, 0x9d]))).toBe(false);
    expect(isZlibHeader(new Uint8Array([0x88, 0x9c]))).toBe(false);
    expect(sniffFormat(new Uint8Array([0x0b, 0x06]))).toBeUndefined();
  });

  it('reads hex before Base64 when the text could be both', () => {
    expect(decodeInputText('789c', 'auto').map((reading) => reading.encoding)).toEqual(['hex', 'base64']);
    expect(decodeInputText('H4sI', 'auto').map((reading) => reading.encoding)).toEqual(['base64']);
  });
});

describe('detection', () => {
  const score = (text: string) => {
    const result = detectors['compression-converter-decompress'].score(takeSample(text));
    return typeof result === 'object' ? result.confidence : result;
  };
  it.each([
    ['gzip Base64', 'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', true],
    ['zlib Base64 eJ', 'eJzzSM3JyddRCM8vyklRBAAfngRq', true],
    ['zlib hex', '789cf348cdc9c9d75108cf2fca495104001f9e046a', true],
    ['gzip hex', '1f8b0800000000000003f348cdc9c9d75108cf2fca49510400d0c34aec0d000000', true],
    ['a SHA-256 digest', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', false],
    ['Base64 of text', 'SGVsbG8sIFdvcmxkIQ==', false],
    ['an English word', 'eJaculation is not base64', false],
  ])('%s', (_name, text, expected) => {
    expect(score(text) > 0).toBe(expected);
  });
});
