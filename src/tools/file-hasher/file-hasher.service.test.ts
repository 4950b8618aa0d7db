import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { blake3 } from '@noble/hashes/blake3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { runOperation } from '../../engine/operation';
import { isToolInputError } from '../../lib/errors';
import { checkList, checkListing, digestReport, hashFile } from './file-hasher.service';
import { fileHasher, fileHasherCheck } from './file-hasher.operations';
import {
  algorithmFromListName,
  algorithmList,
  checksumLines,
  FILE_HASH_ALGORITHMS,
  matchExpected,
  normaliseHex,
  parseChecksumList,
  type FileHashAlgorithm,
} from './file-hasher.sums';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** The BLAKE3 test vectors' input: byte i is i mod 251. */
const vectorInput = (length: number) => Uint8Array.from({ length }, (_, index) => index % 251);

/** Known answers: FIPS 180-4, RFC 1321, the BLAKE3 team's test_vectors.json, CRC-32/ISO-HDLC's check value. */
const KNOWN: [string, FileHashAlgorithm, Uint8Array, string][] = [
  ['SHA-256 of ""', 'sha256', utf8(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ['SHA-256 of "abc"', 'sha256', utf8('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ['SHA-256 of the 448-bit message', 'sha256', utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'), '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ['SHA-1 of "abc"', 'sha1', utf8('abc'), 'a9993e364706816aba3e25717850c26c9cd0d89d'],
  ['MD5 of ""', 'md5', utf8(''), 'd41d8cd98f00b204e9800998ecf8427e'],
  ['MD5 of "message digest"', 'md5', utf8('message digest'), 'f96b697d7cb7938d525a2f31aaf161d0'],
  ['SHA-512 of "abc"', 'sha512', utf8('abc'), 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f'],
  ['BLAKE3 of ""', 'blake3', vectorInput(0), 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262'],
  ['BLAKE3 of one byte 0', 'blake3', vectorInput(1), '2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213'],
  ['BLAKE3 of "abc"', 'blake3', utf8('abc'), '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85'],
  ['CRC32 of "123456789"', 'crc32', utf8('123456789'), 'cbf43926'],
  ['CRC32 of ""', 'crc32', utf8(''), '00000000'],
];

/** A seeded pseudo-random file, so a multi-chunk stream holds no repeating pattern. */
function seeded(length: number, seed = 0x9e3779b9): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed >>> 0;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

/** Node's own digests (and @noble's BLAKE3, an independent implementation), for files too long to have published answers. */
function independent(algorithm: FileHashAlgorithm, bytes: Uint8Array): string {
  if (algorithm === 'blake3') return bytesToHex(blake3(bytes));
  if (algorithm === 'crc32') return crc32(bytes).toString(16).padStart(8, '0');
  return createHash(algorithm).update(bytes).digest('hex');
}

/** A Blob whose stream hands out chunks of the given sizes (a disk or a network stream does). */
function chunkedBlob(bytes: Uint8Array, chunk: number): Blob {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let start = 0; start < bytes.length; start += chunk) parts.push(bytes.slice(start, start + chunk));
  return new Blob(parts);
}

describe('File hasher: digests', () => {
  it.each(KNOWN)('%s', async (_name, algorithm, bytes, expected) => {
    expect(await hashFile(new Blob([bytes as Uint8Array<ArrayBuffer>]), [algorithm])).toEqual({ [algorithm]: expected });
  });

  it('streams a multi-chunk file through all six hashers in one pass, as one-shot digests of the whole', async () => {
    const bytes = seeded(9 * 1024 * 1024 + 12_345);
    const reports: [number, number][] = [];
    const digests = await hashFile(chunkedBlob(bytes, 1_000_003), FILE_HASH_ALGORITHMS, { progress: (done, total) => reports.push([done, total]) });
    for (const algorithm of FILE_HASH_ALGORITHMS) expect(digests[algorithm], algorithm).toBe(independent(algorithm, bytes));
    // Progress grows to the size, at most every few MB and always at the end.
    expect(reports.at(-1)).toEqual([bytes.length, bytes.length]);
    expect(reports.every(([done], index) => index === 0 || done > reports[index - 1]![0])).toBe(true);
    expect(reports.length).toBeLessThanOrEqual(4);
  });

  it('gives the digests in display order, each asked once, with the name and size', async () => {
    const report = await digestReport(new File(['abc'], 'abc.txt'), ['crc32', 'sha256', 'crc32', 'md5']);
    expect(report).toEqual({ name: 'abc.txt', size: 3, digests: { md5: '900150983cd24fb0d6963f7d28e17f72', sha256: KNOWN[1]![3], crc32: '352441c2' } });
    expect(Object.keys(report.digests)).toEqual(['md5', 'sha256', 'crc32']);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const run = hashFile(chunkedBlob(seeded(8 * 1024 * 1024), 65_536), ['sha256'], { signal: controller.signal, progress: () => controller.abort() });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });

  it.each<[string, unknown, unknown]>([
    ['one name', 'sha256', ['sha256']],
    ['names as people write them', 'SHA-256, md5 b3', ['sha256', 'md5', 'blake3']],
    ['all', 'all', [...FILE_HASH_ALGORITHMS]],
    ['an unknown name is kept for the schema to refuse', 'sha384', ['sha384']],
    ['a list, names as people write them', ['MD5', 'sha256'], ['md5', 'sha256']],
    ['a list as JSON text (the page\'s state)', '["sha1","crc32"]', ['sha1', 'crc32']],
  ])('reads the algorithm option: %s', (_name, raw, expected) => {
    expect(algorithmList(raw)).toEqual(expected);
  });

  it('refuses an unknown algorithm and an empty list by the schema', () => {
    expect(fileHasher.options.safeParse({ algorithm: 'sha384' }).success).toBe(false);
    expect(fileHasher.options.safeParse({ algorithm: [] }).success).toBe(false);
    expect(fileHasher.options.parse({ algorithm: 'md5,sha1' })).toEqual({ algorithm: ['md5', 'sha1'] });
  });

  it('prints sha256sum lines: one algorithm GNU style, several BSD style, an odd name escaped as coreutils do', () => {
    expect(checksumLines('a.iso', { sha256: 'ab' })).toBe('ab  a.iso\n');
    expect(checksumLines('a.iso', { crc32: 'cd', md5: 'ab' })).toBe('MD5 (a.iso) = ab\nCRC32 (a.iso) = cd\n');
    expect(checksumLines('a\\b\nc', { sha256: 'ab' })).toBe('\\ab  a\\\\b\\nc\n');
  });

  it('warns about an empty file and still gives its digest', async () => {
    const warnings: string[] = [];
    const output = await runOperation(fileHasher, { name: 'empty.bin', type: '', bytes: new Uint8Array() }, {}, { warn: (warning) => warnings.push(warning.message) });
    expect(output).toBe(`${KNOWN[0]![3]}  empty.bin\n`);
    expect(warnings).toEqual(['empty.bin is empty (0 bytes): these are the digests of no data.']);
  });
});

const SHA_ABC = KNOWN[1]![3];
const MD5_ABC = '900150983cd24fb0d6963f7d28e17f72';

describe('File hasher: checksum lists', () => {
  it.each<[string, string, string, ReturnType<typeof parseChecksumList>]>([
    ['GNU lines', 'SHA256SUMS', `${SHA_ABC}  abc.txt\n`, { entries: [{ line: 1, name: 'abc.txt', algorithm: 'sha256', expected: SHA_ABC, binary: false }], bad: [] }],
    ['a binary mark', 'SHA256SUMS', `${SHA_ABC} *abc.txt`, { entries: [{ line: 1, name: 'abc.txt', algorithm: 'sha256', expected: SHA_ABC, binary: true }], bad: [] }],
    ['BSD lines, upper-case hex', 'sums', `SHA256 (dir/a b.iso) = ${SHA_ABC.toUpperCase()}\nMD5 (x) = ${MD5_ABC}`, {
      entries: [
        { line: 1, name: 'dir/a b.iso', algorithm: 'sha256', expected: SHA_ABC, binary: false },
        { line: 2, name: 'x', algorithm: 'md5', expected: MD5_ABC, binary: false },
      ],
      bad: [],
    }],
    ['CRLF, comments and blank lines', 'SHA256SUMS', `# made by hand\r\n\r\n${SHA_ABC}  abc.txt\r\n   \r\n`, { entries: [{ line: 3, name: 'abc.txt', algorithm: 'sha256', expected: SHA_ABC, binary: false }], bad: [] }],
    ['bad lines reported by number and reason', 'SHA256SUMS', `hello world\n${SHA_ABC}  ok.txt\nSHA384 (x) = ${'a'.repeat(96)}\nabc123  short.txt\nSHA256 (y) = abcd\n`, {
      entries: [{ line: 2, name: 'ok.txt', algorithm: 'sha256', expected: SHA_ABC, binary: false }],
      bad: [
        { line: 1, text: 'hello world', reason: 'format' },
        { line: 3, text: `SHA384 (x) = ${'a'.repeat(96)}`, reason: 'algorithm' },
        { line: 4, text: 'abc123  short.txt', reason: 'length' },
        { line: 5, text: 'SHA256 (y) = abcd', reason: 'length' },
      ],
    }],
    ['a line that is no checksum at all', 'sums', 'Downloaded from example.org', { entries: [], bad: [{ line: 1, text: 'Downloaded from example.org', reason: 'format' }] }],
    ['64 hex digits in B3SUMS are BLAKE3', 'B3SUMS', `${'0'.repeat(64)}  a`, { entries: [{ line: 1, name: 'a', algorithm: 'blake3', expected: '0'.repeat(64), binary: false }], bad: [] }],
    ['the length says MD5 in a list named SHA256SUMS', 'SHA256SUMS', `${MD5_ABC}  a`, { entries: [{ line: 1, name: 'a', algorithm: 'md5', expected: MD5_ABC, binary: false }], bad: [] }],
    ['one space or a tab is read too', 'sums', `${MD5_ABC} a\n${MD5_ABC}\t*b`, {
      entries: [
        { line: 1, name: 'a', algorithm: 'md5', expected: MD5_ABC, binary: false },
        { line: 2, name: 'b', algorithm: 'md5', expected: MD5_ABC, binary: true },
      ],
      bad: [],
    }],
    ['an escaped name', 'SHA256SUMS', `\\${SHA_ABC}  a\\\\b\\nc`, { entries: [{ line: 1, name: 'a\\b\nc', algorithm: 'sha256', expected: SHA_ABC, binary: false }], bad: [] }],
    ['a clear-signed list (Fedora CHECKSUM)', 'Fedora-CHECKSUM', [
      '-----BEGIN PGP SIGNED MESSAGE-----',
      'Hash: SHA256',
      '',
      '# Fedora.iso: 3 bytes',
      `SHA256 (Fedora.iso) = ${SHA_ABC}`,
      '-----BEGIN PGP SIGNATURE-----',
      '',
      'iQIzBAEBCAAdFiEE',
      '=abcd',
      '-----END PGP SIGNATURE-----',
    ].join('\n'), { entries: [{ line: 5, name: 'Fedora.iso', algorithm: 'sha256', expected: SHA_ABC, binary: false }], bad: [] }],
  ])('parses %s', (_name, listName, text, expected) => {
    expect(parseChecksumList(text, { listName })).toEqual(expected);
  });

  it('takes the algorithm asked for GNU lines, and refuses a digest of another length', () => {
    expect(parseChecksumList(`${'0'.repeat(64)}  a\n${MD5_ABC}  b`, { algorithm: 'blake3' })).toEqual({
      entries: [{ line: 1, name: 'a', algorithm: 'blake3', expected: '0'.repeat(64), binary: false }],
      bad: [{ line: 2, text: `${MD5_ABC}  b`, reason: 'length' }],
    });
  });

  it.each<[string, FileHashAlgorithm | undefined]>([
    ['SHA256SUMS', 'sha256'],
    ['ubuntu-24.04.iso.sha256', 'sha256'],
    ['MD5SUMS', 'md5'],
    ['SHA1SUMS', 'sha1'],
    ['sha512sum.txt', 'sha512'],
    ['B3SUMS', 'blake3'],
    ['files.b3', 'blake3'],
    ['release.sfv', 'crc32'],
    ['x.sha256.md5', 'md5'],
    ['CHECKSUM', undefined],
  ])('the list name %s says %s', (name, expected) => {
    expect(algorithmFromListName(name)).toBe(expected);
  });

  it('checks each line: OK, FAILED and missing, the files matched by path or by name, a file read once for two lines', async () => {
    const list = [`${SHA_ABC}  ./abc.txt`, `${MD5_ABC} *dist/abc.txt`, `${SHA_ABC}  other.txt`, `${SHA_ABC}  gone.iso`].join('\n');
    const files = [new File(['abc'], 'abc.txt'), new File(['abd'], 'other.txt')];
    const report = await checkList({ name: 'SHA256SUMS', text: list }, files);
    expect(report.entries.map(({ name, status }) => [name, status])).toEqual([
      ['./abc.txt', 'ok'],
      ['dist/abc.txt', 'ok'],
      ['other.txt', 'failed'],
      ['gone.iso', 'missing'],
    ]);
    expect(checkListing(report)).toBe('./abc.txt: OK\ndist/abc.txt: OK\nother.txt: FAILED\ngone.iso: FAILED open or read\n');
  });

  it('opens the files not given with the opener (the command line), read once', async () => {
    const opened: string[] = [];
    const open = async (name: string) => {
      opened.push(name);
      return name === 'disk.bin' ? new Blob(['abc']) : undefined;
    };
    const report = await checkList({ name: 'sums', text: `${SHA_ABC}  disk.bin\nMD5 (disk.bin) = ${MD5_ABC}\n${SHA_ABC}  nope` }, [], { open });
    expect(report.entries.map((entry) => entry.status)).toEqual(['ok', 'ok', 'missing']);
    expect(opened).toEqual(['disk.bin', 'nope']);
  });

  it('refuses a list without a checksum line', async () => {
    await expect(checkList({ name: 'notes.txt', text: '# nothing\nhello' }, [])).rejects.toMatchObject({ messageKey: 'noChecksumLines', params: { name: 'notes.txt' } });
  });

  it('the operation prints OK lines, warns about bad lines, and fails listing every line when one does not match', async () => {
    const file = (name: string, text: string) => ({ name, type: 'text/plain', bytes: utf8(text) });
    const warnings: string[] = [];
    const ok = await runOperation(fileHasherCheck, [file('SHA256SUMS', `${SHA_ABC}  abc.txt\nnot a line\n`), file('abc.txt', 'abc')], {}, { warn: (warning) => warnings.push(warning.message) });
    expect(ok).toBe('abc.txt: OK\n');
    expect(warnings).toEqual(['SHA256SUMS: line 2 is not a checksum line.']);

    const failure = await runOperation(fileHasherCheck, [file('SHA256SUMS', `${SHA_ABC}  abc.txt\n${SHA_ABC}  b.txt\n${SHA_ABC}  c.txt\n`), file('abc.txt', 'abc'), file('b.txt', 'abd')]).catch((error: unknown) => error);
    expect(isToolInputError(failure)).toBe(true);
    expect(failure).toMatchObject({ messageKey: 'checkFailed', params: { failed: 2, total: 3, listing: 'abc.txt: OK\nb.txt: FAILED\nc.txt: FAILED open or read' } });
  });

  it.each<[string, string, FileHashAlgorithm[]]>([
    ['the same hex', SHA_ABC, ['sha256']],
    ['upper case, spaces and a line break', `  ${SHA_ABC.toUpperCase().replace(/(.{8})/g, '$1 ')}\n`, ['sha256']],
    ['a copied sums line', `${SHA_ABC}  ubuntu.iso`, ['sha256']],
    ['a BSD line', `SHA256 (ubuntu.iso) = ${SHA_ABC}`, ['sha256']],
    ['0x and MD5', `0x${MD5_ABC}`, ['md5']],
    ['another digest', MD5_ABC.replace('9', '8'), []],
    ['nothing', '   ', []],
  ])('compares an expected hash: %s', (_name, pasted, expected) => {
    expect(matchExpected(pasted, { md5: MD5_ABC, sha256: SHA_ABC })).toEqual(expected);
  });

  it('normalises a pasted digest', () => {
    expect(normaliseHex(' AB cd\n')).toBe('abcd');
  });
});
