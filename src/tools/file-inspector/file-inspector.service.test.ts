import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../../lib/crypto-encoding/bytes';
import { isToolInputError } from '../../lib/errors';
import { TINY_PNG } from './file-inspector.example';
import { byteEntropy, bytesToHexText, compareTypes, fileToHex, hexDump, hexRows, hexToBytes, inspectFile, parseOffset, resolveRange, type InspectOptions } from './file-inspector.service';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const file = (content: Uint8Array, name = 'x.bin') => new File([content as Uint8Array<ArrayBuffer>], name);

/** Seeded bytes (xorshift32), as random as encrypted data: no signature should be found in them. */
function noise(length: number, seed = 0x9e3779b9): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0;
  for (let index = 0; index < length; index += 1) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out[index] = state & 0xff;
  }
  return out;
}

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9);
/** An MP4's `ftyp` box: major brand isom. */
const MP4 = join(bytes(0, 0, 0, 0x18), ascii('ftypisom'), bytes(0, 0, 2, 0), ascii('isomiso2'), new Uint8Array(16));
/** A minimal PE: "MZ", e_lfanew = 0x80 at 0x3c, "PE\0\0" there. */
const PE = (() => {
  const out = new Uint8Array(0x100);
  out.set(ascii('MZ'), 0);
  out[0x3c] = 0x80;
  out.set(ascii('PE\0\0'), 0x80);
  return out;
})();
const ELF = join(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0), new Uint8Array(56));
const PDF = ascii('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const ALL: InspectOptions = { blocks: 0, embedded: true };

describe('type from the signature against the extension', () => {
  it.each([
    { case: 'PNG named .jpg', content: TINY_PNG, name: 'photo.jpg', detected: 'image/png', verdict: 'mismatch', mismatch: true },
    { case: 'JPEG named .jpg', content: JPEG, name: 'photo.jpg', detected: 'image/jpeg', verdict: 'match', mismatch: false },
    { case: 'JPEG named .JPEG', content: JPEG, name: 'PHOTO.JPEG', detected: 'image/jpeg', verdict: 'match', mismatch: false },
    { case: 'unknown binary named .bin', content: noise(64), name: 'blob.bin', detected: 'application/octet-stream', verdict: 'unknown-extension', mismatch: false },
    { case: 'unknown binary named .png', content: noise(64), name: 'fake.png', detected: 'application/octet-stream', verdict: 'no-signature', mismatch: true },
    { case: 'unknown binary named .txt', content: noise(64), name: 'notes.txt', detected: 'application/octet-stream', verdict: 'mismatch', mismatch: true },
    { case: 'text named .json', content: ascii('{"a": 1}\n'), name: 'data.json', detected: 'text/plain', verdict: 'match', mismatch: false },
    { case: 'text named .exe', content: ascii('echo hello\n'), name: 'setup.exe', detected: 'text/plain', verdict: 'mismatch', mismatch: true },
    { case: 'MP4 named .m4a', content: MP4, name: 'song.m4a', detected: 'video/mp4', verdict: 'compatible', mismatch: false },
    { case: 'PE named .pdf', content: PE, name: 'invoice.pdf', detected: 'application/x-msdownload', verdict: 'mismatch', mismatch: true },
    { case: 'PDF with no extension', content: PDF, name: 'README', detected: 'application/pdf', verdict: 'no-extension', mismatch: false },
  ])('$case', ({ content, name, detected, verdict, mismatch }) => {
    const result = compareTypes(content, name);
    expect([result.detected.type, result.verdict, result.mismatch]).toEqual([detected, verdict, mismatch]);
  });

  it('says what to rename a disguised file to', () => {
    expect(compareTypes(TINY_PNG, 'photo.jpg').message).toBe('Content: PNG image, but the extension .jpg says JPEG image. Rename it .png, or beware of it.');
  });
});

describe('entropy', () => {
  const uniform = (times: number) => {
    const out = new Uint8Array(256 * times);
    for (let index = 0; index < out.length; index += 1) out[index] = index & 0xff;
    return out;
  };
  it.each([
    { case: 'all zero', content: new Uint8Array(10_000), entropy: 0, hint: 'constant' },
    { case: 'each of the 256 values once', content: uniform(1), entropy: 8, hint: 'random' },
    { case: 'each of the 256 values 1,000 times', content: uniform(1000), entropy: 8, hint: 'random' },
    { case: 'two values, half each', content: new Uint8Array(1000).map((_, index) => index % 2), entropy: 1, hint: 'sparse' },
    { case: 'four values, a quarter each', content: new Uint8Array(1000).map((_, index) => index % 4), entropy: 2, hint: 'sparse' },
  ])('$case: $entropy bits per byte', async ({ content, entropy, hint }) => {
    expect(byteEntropy(content)).toBeCloseTo(entropy, 10);
    const report = await inspectFile(file(content), { blocks: 4, embedded: false });
    expect([report.entropy, report.entropyHint]).toEqual([entropy, hint]);
    expect(report.entropyBlocks.values).toHaveLength(4);
  });

  it('gives each block its own entropy, across chunks: zeros, then random, then zeros', async () => {
    const content = join(new Uint8Array(4096), uniform(16), new Uint8Array(4096));
    const report = await inspectFile(file(content), { blocks: 3, embedded: false }, { chunkBytes: 1000 });
    expect(report.entropyBlocks).toEqual({ blockSize: 4096, values: [0, 8, 0] });
    expect(report.entropy).toBeCloseTo(byteEntropy(content), 4);
  });

  it('reports progress up to the size', async () => {
    const seen: [number, number][] = [];
    await inspectFile(file(new Uint8Array(2500)), { blocks: 0, embedded: false }, { chunkBytes: 1000, progress: (done, total) => seen.push([done, total]) });
    expect(seen).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });
});

describe('embedded files', () => {
  const found = async (content: Uint8Array, chunkBytes?: number, name = 'x.bin') => (await inspectFile(file(content, name), ALL, chunkBytes ? { chunkBytes } : {})).embedded.map(({ offset, type }) => [offset, type]);

  it.each([
    { case: 'a PNG at 1,000 in random data', content: join(noise(1000), TINY_PNG, noise(500, 7)), expected: [[1000, 'image/png']] },
    { case: 'a JPEG and a PDF after a text', content: join(ascii('notes\n'.repeat(20)), JPEG, PDF), expected: [[120, 'image/jpeg'], [142, 'application/pdf']] },
    { case: 'an MP4 (found by its ftyp, 4 bytes in)', content: join(noise(300), MP4), expected: [[300, 'video/mp4']] },
    { case: 'a Windows executable and an ELF', content: join(noise(100), PE, ELF), expected: [[100, 'application/x-msdownload'], [356, 'application/x-elf']] },
    { case: 'the file itself is not embedded (offset 0)', content: join(TINY_PNG, noise(100)), expected: [] },
    { case: 'nothing in 1 MB of random bytes', content: noise(1 << 20), expected: [] },
  ])('$case', async ({ content, expected }) => {
    expect(await found(content)).toEqual(expected);
  });

  it('finds a signature cut by a chunk boundary, at every position around it', async () => {
    for (let offset = 40; offset <= 70; offset += 1) {
      const content = join(noise(offset), TINY_PNG, noise(40, 3));
      expect(await found(content, 64)).toEqual([[offset, 'image/png']]);
    }
    // The ftyp box whose "ftyp" key lies in the next chunk.
    for (let offset = 58; offset <= 66; offset += 1) expect(await found(join(noise(offset), MP4), 64)).toEqual([[offset, 'video/mp4']]);
  });

  it('counts a ZIP once, not each of its entries, and finds files stored in it', async () => {
    const zip = zipSync({ 'a.txt': ascii('alpha'), 'b.txt': ascii('beta'), 'pixel.png': TINY_PNG }, { level: 0 });
    // The PNG's signature, not its first byte alone: a header's date or CRC can hold 0x89 too (the
    // date is the time the test runs).
    const pngInZip = zip.findIndex((_, at) => zip[at] === 0x89 && zip[at + 1] === 0x50 && zip[at + 2] === 0x4e && zip[at + 3] === 0x47);
    expect(await found(join(JPEG, zip))).toEqual([
      [JPEG.length, 'application/zip'],
      [JPEG.length + pngInZip, 'image/png'],
    ]);
    // A ZIP file: its own entries are not embedded files; the stored PNG is.
    expect(await found(zip, undefined, 'bundle.zip')).toEqual([[pngInZip, 'image/png']]);
    // Two archives one after the other: the second starts after the first's end record.
    expect((await found(join(JPEG, zip, zip))).filter(([, type]) => type === 'application/zip')).toEqual([
      [JPEG.length, 'application/zip'],
      [JPEG.length + zip.length, 'application/zip'],
    ]);
  });

  it('refuses an empty file', async () => {
    await expect(inspectFile(file(new Uint8Array(0)), ALL)).rejects.toMatchObject({ messageKey: 'errors.empty' });
  });
});

describe('hex dump (hexdump -C -v layout)', () => {
  const hello = ascii('Hello, world! and some more text here');
  const sevens = new Uint8Array(33).map((_, index) => (index * 7) % 256);
  // Expected outputs printed by util-linux `hexdump -C -v [-s N] [-n N] FILE`.
  it.each([
    {
      case: 'a short text',
      content: ascii('Hello, world!\n'),
      offset: '0',
      length: '',
      expected: '00000000  48 65 6c 6c 6f 2c 20 77  6f 72 6c 64 21 0a        |Hello, world!.|\n0000000e\n',
    },
    {
      case: '20 bytes from offset 5',
      content: hello,
      offset: '5',
      length: '20',
      expected: '00000005  2c 20 77 6f 72 6c 64 21  20 61 6e 64 20 73 6f 6d  |, world! and som|\n00000015  65 20 6d 6f                                       |e mo|\n00000019\n',
    },
    {
      case: 'non-printable bytes and a one-byte last row',
      content: sevens,
      offset: '0',
      length: '0',
      expected:
        '00000000  00 07 0e 15 1c 23 2a 31  38 3f 46 4d 54 5b 62 69  |.....#*18?FMT[bi|\n' +
        '00000010  70 77 7e 85 8c 93 9a a1  a8 af b6 bd c4 cb d2 d9  |pw~.............|\n' +
        '00000020  e0                                                |.|\n' +
        '00000021\n',
    },
    {
      case: 'a hexadecimal offset, length past the end',
      content: sevens,
      offset: '0x10',
      length: '1000',
      expected: '00000010  70 77 7e 85 8c 93 9a a1  a8 af b6 bd c4 cb d2 d9  |pw~.............|\n00000020  e0                                                |.|\n00000021\n',
    },
  ])('$case', async ({ content, offset, length, expected }) => {
    expect(await hexDump(file(content), { offset, length })).toBe(expected);
  });

  it('writes rows of 64 KB pieces the same as one piece', async () => {
    const content = noise(200_000);
    expect(await hexDump(file(content), { offset: '0', length: '' })).toBe(`${hexRows(content, 0)}00030d40\n`);
  });

  it.each([
    ['4096', 4096],
    ['0x1000', 4096],
    ['0X1F', 31],
    ['1000h', 4096],
    ['ff', 255],
    ['1_000', 1000],
    [' 12 ', 12],
    ['-1', undefined],
    ['0x', undefined],
    ['twelve', undefined],
  ])('reads the offset %j as %j', (text, value) => {
    expect(parseOffset(text)).toBe(value);
  });

  it.each([
    { case: 'an offset past the end', size: 10, offset: '10', length: '', key: 'errors.offsetPastEnd', params: { offset: 10, last: 9, size: 10 } },
    { case: 'a bad offset', size: 10, offset: 'x1', length: '', key: 'errors.badOffset', params: { value: 'x1' } },
    { case: 'a bad length', size: 10, offset: '0', length: 'all', key: 'errors.badLength', params: { value: 'all' } },
    { case: 'an empty file', size: 0, offset: '0', length: '', key: 'errors.empty', params: undefined },
  ])('refuses $case', ({ size, offset, length, key, params }) => {
    const error = (() => {
      try {
        resolveRange(size, { offset, length });
      } catch (caught) {
        return caught;
      }
    })();
    expect(isToolInputError(error) && [error.messageKey, error.params]).toEqual([key, params]);
  });
});

describe('file ⇄ hex', () => {
  it.each([
    { case: 'plain', options: { uppercase: false, bytesPerLine: 0 }, expected: '89504e470d0a1a0a0000' },
    { case: 'upper case, 3 bytes a line', options: { uppercase: true, bytesPerLine: 3 }, expected: '89504E\n470D0A\n1A0A00\n00' },
  ])('file to hex: $case', async ({ options, expected }) => {
    expect(await fileToHex(file(TINY_PNG.slice(0, 10)), options)).toBe(expected);
  });

  it('writes the same digits as the app\'s bytesToHex', () => {
    const content = noise(5000, 11);
    expect(bytesToHexText(content)).toBe(bytesToHex(content));
    expect(bytesToHexText(content, true)).toBe(bytesToHex(content).toUpperCase());
  });

  it('goes round a file of several slices', async () => {
    const content = noise(3 * 1024 * 1024 + 17);
    const hex = await fileToHex(file(content), { uppercase: false, bytesPerLine: 32 });
    expect(hex.split('\n')).toHaveLength(Math.ceil(content.length / 32));
    // Compared as one block (a deep equality of 3 million elements takes seconds).
    expect(Buffer.from(hexToBytes(hex)).equals(Buffer.from(content))).toBe(true);
  });

  it.each([
    { case: 'spaces, line breaks and tabs', text: ' 89 50\n4E\t47 ', expected: bytes(0x89, 0x50, 0x4e, 0x47) },
    { case: 'upper and lower case', text: 'aBcD', expected: bytes(0xab, 0xcd) },
  ])('hex to file: $case', ({ text, expected }) => {
    expect(hexToBytes(text)).toEqual(expected);
  });

  it.each([
    { case: 'a stray character', text: '89 50\n4g 47', key: 'errors.notHex', params: { char: 'g', position: 8, line: 2, column: 2 } },
    { case: 'a 0x prefix', text: '0x89', key: 'errors.notHex', params: { char: 'x', position: 2, line: 1, column: 2 } },
    { case: 'an odd number of digits', text: '89 50 4', key: 'errors.oddHex', params: { digits: 5, position: 7, line: 1, column: 7 } },
    { case: 'only spaces', text: ' \n ', key: 'errors.emptyHex', params: undefined },
  ])('hex to file refuses $case, naming the place', ({ text, key, params }) => {
    expect(() => hexToBytes(text)).toThrow(expect.objectContaining({ messageKey: key, params }));
  });
});
