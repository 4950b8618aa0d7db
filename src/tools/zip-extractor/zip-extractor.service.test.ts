import { gzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { OperationWarning } from '../../engine/operation';
import { ToolInputError } from '../../lib/errors';
import { exampleZip, makeTar, paxData } from './zip-extractor.example';
import { readZipDirectory } from './zip-directory';
import { MAX_RATIO, extractArchive, listArchive, safeEntryPath, type ArchiveListing } from './zip-extractor.service';

const utf8 = (text: string) => new TextEncoder().encode(text);
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const asFile = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

/** Seeded bytes that do not compress (a linear congruential generator). */
function noise(length: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

async function zipJs(entries: { name: string; data?: string | Uint8Array; directory?: boolean }[], options: { password?: string; zipCrypto?: boolean } = {}) {
  const { ZipWriter, Uint8ArrayReader, Uint8ArrayWriter, configure } = await import('@zip.js/zip.js/index-native.js');
  configure({ useWebWorkers: false });
  const writer = new ZipWriter(new Uint8ArrayWriter(), {
    level: 6,
    ...(options.password ? { password: options.password, ...(options.zipCrypto ? { zipCrypto: true } : { encryptionStrength: 3 as const }) } : {}),
  });
  for (const entry of entries) {
    if (entry.directory) await writer.add(entry.name, undefined, { directory: true });
    else await writer.add(entry.name, new Uint8ArrayReader(typeof entry.data === 'string' ? utf8(entry.data) : entry.data!));
  }
  return writer.close();
}

/** Where the central directory headers start (their signature PK\x01\x02). */
function centralHeaders(bytes: Uint8Array): number[] {
  const found: number[] = [];
  for (let at = 0; at + 4 <= bytes.length; at += 1) if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b && bytes[at + 2] === 1 && bytes[at + 3] === 2) found.push(at);
  return found;
}

/** The message key of what `run` throws (undefined when it does not). */
async function refusal(run: () => Promise<unknown>): Promise<{ key: string; params: Record<string, unknown> | undefined } | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (!(error instanceof ToolInputError)) throw error;
    return { key: error.messageKey, params: error.params };
  }
}

async function extractAll(bytes: Uint8Array, name: string, options: { password?: string; path?: string } = {}) {
  const warnings: OperationWarning[] = [];
  const files = await extractArchive(asFile(bytes, name), options, { warn: (warning) => warnings.push(warning) });
  return { files: files.map((file) => [file.name, text(file.bytes)]), types: files.map((file) => file.type), warnings: warnings.map((warning) => [warning.key, (warning.data as { path: string }).path]) };
}

describe('safeEntryPath', () => {
  it.each<[string, ReturnType<typeof safeEntryPath>]>([
    ['dir/a.txt', { path: 'dir/a.txt', madeRelative: false }],
    ['./dir//a.txt', { path: 'dir/a.txt', madeRelative: false }],
    ['../../etc/passwd', { refused: 'parent' }],
    ['dir/../../x', { refused: 'parent' }],
    ['..\\..\\windows\\win.ini', { refused: 'parent' }],
    ['/etc/passwd', { path: 'etc/passwd', madeRelative: true }],
    ['\\\\server\\share\\x.txt', { path: 'server/share/x.txt', madeRelative: true }],
    ['C:\\Users\\a.txt', { path: 'Users/a.txt', madeRelative: true }],
    ['c:relative.txt', { path: 'relative.txt', madeRelative: true }],
    ['a\u0000b\u001f.txt', { path: 'ab.txt', madeRelative: false }],
    ['..foo/bar..', { path: '..foo/bar..', madeRelative: false }],
    ['./', { refused: 'empty' }],
  ])('%j', (name, expected) => expect(safeEntryPath(name)).toEqual(expected));
});

describe('ZIP', () => {
  it('lists and extracts nested files, folders and a 0-byte file, typed by their content', async () => {
    const bytes = await zipJs([
      { name: 'docs/', directory: true },
      { name: 'docs/notes.txt', data: 'notes '.repeat(200) },
      { name: 'docs/deep/data.json', data: '{"a":1}' },
      { name: 'empty.txt', data: '' },
      { name: 'pixel.png', data: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) },
    ]);
    const listing = await listArchive(asFile(bytes, 'bundle.zip'));
    expect(listing).toMatchObject({ format: 'zip', files: 4, folders: 1, totalSize: 1200 + 7 + 12, encrypted: false });
    expect(listing.entries.map((entry) => [entry.path, entry.kind, entry.size, entry.method])).toEqual([
      ['docs/', 'folder', 0, 'stored'],
      ['docs/notes.txt', 'file', 1200, 'deflate'],
      ['docs/deep/data.json', 'file', 7, 'deflate'],
      ['empty.txt', 'file', 0, 'deflate'],
      ['pixel.png', 'file', 12, 'deflate'],
    ]);
    // zip.js writes an extended timestamp: the date is UTC, and recent.
    expect(listing.entries[1]!.date).toMatch(/^20\d\d-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(listing.entries[1]!.compressedSize).toBeLessThan(100);

    const { files, types, warnings } = await extractAll(bytes, 'bundle.zip');
    expect(files).toEqual([
      ['docs/notes.txt', 'notes '.repeat(200)],
      ['docs/deep/data.json', '{"a":1}'],
      ['empty.txt', ''],
      ['pixel.png', text(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))],
    ]);
    expect(types).toEqual(['text/plain', 'application/json', 'text/plain', 'image/png']);
    expect(warnings).toEqual([]);
  });

  it('extracts one entry or one folder by its path, and says when there is none', async () => {
    const bytes = await zipJs([
      { name: 'a/one.txt', data: '1' },
      { name: 'a/b/two.txt', data: '2' },
      { name: 'ab.txt', data: '3' },
    ]);
    expect((await extractAll(bytes, 'x.zip', { path: 'a' })).files).toEqual([
      ['a/one.txt', '1'],
      ['a/b/two.txt', '2'],
    ]);
    expect((await extractAll(bytes, 'x.zip', { path: 'ab.txt' })).files).toEqual([['ab.txt', '3']]);
    expect(await refusal(() => extractAll(bytes, 'x.zip', { path: 'nope' }))).toEqual({ key: 'noSuchEntry', params: { name: 'x.zip', path: 'nope' } });
  });

  it('reads only the central directory to list a large archive', async () => {
    const bytes = await zipJs([
      { name: 'big.bin', data: noise(4 * 1024 * 1024) },
      ...Array.from({ length: 50 }, (_, index) => ({ name: `small/${index}.txt`, data: `file ${index}` })),
    ]);
    const blob = asFile(bytes, 'big.zip');
    let read = 0;
    const slice = blob.slice.bind(blob);
    blob.slice = (start?: number, end?: number, type?: string) => {
      read += (end ?? blob.size) - (start ?? 0);
      return slice(start, end, type);
    };
    const listing = await listArchive(blob);
    expect(listing.files).toBe(51);
    // The end record search (64 KB at most) and the directory: a fraction of the 4 MB.
    expect(read).toBeLessThan(150 * 1024);
  });

  it.each([
    ['AES-256', false],
    ['ZipCrypto', true],
  ])('opens %s entries with the password only', async (_name, zipCrypto) => {
    const bytes = await zipJs([{ name: 'secret.txt', data: 'top secret' }], { password: 'correct horse', zipCrypto });
    const listing = await listArchive(asFile(bytes, 'locked.zip'));
    expect([listing.encrypted, listing.entries[0]!.encrypted, listing.entries[0]!.method]).toEqual([true, true, 'deflate']);
    expect((await extractAll(bytes, 'locked.zip', { password: 'correct horse' })).files).toEqual([['secret.txt', 'top secret']]);
    expect(await refusal(() => extractAll(bytes, 'locked.zip'))).toEqual({ key: 'passwordNeeded', params: { name: 'locked.zip' } });
    expect(await refusal(() => extractAll(bytes, 'locked.zip', { password: 'wrong' }))).toEqual({ key: 'wrongPassword', params: { name: 'locked.zip' } });
  });

  it('never writes an entry going up: skipped with a warning; absolute names are made relative', async () => {
    // fflate writes any name it is given, as a hostile archive would.
    const bytes = zipSync({
      '../../etc/passwd': utf8('root:x:0:0'),
      '..\\..\\windows\\win.ini': utf8('[boot]'),
      '/abs/x.txt': utf8('x'),
      'C:\\dir\\y.txt': utf8('y'),
      'ok.txt': utf8('fine'),
    });
    const listing = await listArchive(asFile(bytes, 'evil.zip'));
    expect(listing.entries.map((entry) => [entry.path, entry.safePath, entry.skipped])).toEqual([
      ['../../etc/passwd', undefined, 'parent'],
      ['..\\..\\windows\\win.ini', undefined, 'parent'],
      ['/abs/x.txt', 'abs/x.txt', undefined],
      ['C:\\dir\\y.txt', 'dir/y.txt', undefined],
      ['ok.txt', 'ok.txt', undefined],
    ]);
    const { files, warnings } = await extractAll(bytes, 'evil.zip');
    expect(files).toEqual([
      ['abs/x.txt', 'x'],
      ['dir/y.txt', 'y'],
      ['ok.txt', 'fine'],
    ]);
    expect(warnings).toEqual([
      ['skippedParent', '../../etc/passwd'],
      ['skippedParent', '..\\..\\windows\\win.ini'],
    ]);
  });

  it(`refuses a bomb from its declared sizes: an entry over 1 MB inflating more than ${MAX_RATIO}:1`, async () => {
    const bytes = zipSync({ 'zeros.bin': new Uint8Array(8 * 1024 * 1024), 'note.txt': utf8('hi') }, { level: 9 });
    const listing = await listArchive(asFile(bytes, 'bomb.zip'));
    expect(listing.entries[0]!.size / listing.entries[0]!.compressedSize).toBeGreaterThan(MAX_RATIO);
    const found = await refusal(() => extractAll(bytes, 'bomb.zip'));
    expect(found?.key).toBe('bomb');
    expect(found?.params).toMatchObject({ name: 'bomb.zip', limit: MAX_RATIO });
    // The small entry alone is harmless.
    expect((await extractAll(bytes, 'bomb.zip', { path: 'note.txt' })).files).toEqual([['note.txt', 'hi']]);
  });

  it('stops inflating an entry whose declared size lies', async () => {
    // 3 MB of zeros declared as 20,000 bytes (under the ratio): the inflated bytes give it away.
    const bytes = zipSync({ 'liar.bin': new Uint8Array(3 * 1024 * 1024) }, { level: 9 });
    const view = new DataView(bytes.buffer);
    const central = centralHeaders(bytes)[0]!;
    view.setUint32(22, 20_000, true); // local header
    view.setUint32(central + 24, 20_000, true); // central directory
    expect((await listArchive(asFile(bytes, 'liar.zip'))).entries[0]!.size).toBe(20_000);
    expect(await refusal(() => extractAll(bytes, 'liar.zip'))).toEqual({ key: 'sizeLies', params: { name: 'liar.zip', path: 'liar.bin', declared: 20_000 } });
  });

  it('refuses an archive declaring more than 1 GB before inflating anything', async () => {
    const bytes = zipSync({ 'a.bin': utf8('a'), 'b.bin': utf8('b') }, { level: 0 });
    const view = new DataView(bytes.buffer);
    for (const at of centralHeaders(bytes)) {
      view.setUint32(at + 20, 600 * 1024 * 1024, true);
      view.setUint32(at + 24, 600 * 1024 * 1024, true);
    }
    expect(await refusal(() => extractAll(bytes, 'huge.zip'))).toEqual({ key: 'tooLarge', params: { name: 'huge.zip', size: '1200 MB', limit: '1 GB' } });
  });

  it.each<[string, () => Uint8Array | Promise<Uint8Array>, string]>([
    ['an empty file', () => new Uint8Array(0), 'emptyFile'],
    ['a text file', () => utf8('just some text, not an archive'), 'notArchive'],
    ['a ZIP cut short', () => exampleZip().slice(0, 120), 'damaged'],
    ['a ZIP whose central directory is overwritten', () => exampleZip().map((byte, at) => (centralHeaders(exampleZip()).includes(at) ? 0x55 : byte)), 'damaged'],
  ])('refuses %s with a clear message, listing and extracting', async (_name, make, key) => {
    const bytes = await make();
    expect((await refusal(() => listArchive(asFile(bytes, 'in.zip'))))?.key).toBe(key);
    expect((await refusal(() => extractAll(bytes, 'in.zip')))?.key).toBe(key);
  });

  it('refuses an entry whose data is damaged (its CRC does not match)', async () => {
    const bytes = zipSync({ 'a.txt': utf8('hello hello hello') }, { level: 0 });
    bytes[30 + 'a.txt'.length + 2] = 0x00;
    expect((await refusal(() => extractAll(bytes, 'crc.zip')))?.key).toBe('damagedEntry');
  });
});

describe('the central directory reader', () => {
  /** What zip.js, an independent reader, says of the same archive. */
  async function zipJsView(bytes: Uint8Array) {
    const { ZipReader, Uint8ArrayReader, configure } = await import('@zip.js/zip.js/index-native.js');
    configure({ useWebWorkers: false });
    const entries = await new ZipReader(new Uint8ArrayReader(bytes), { filenameValidation: 'tolerant' }).getEntries();
    return entries.map((entry) => ({ name: entry.filename, directory: entry.directory, encrypted: entry.encrypted, method: entry.compressionMethod, compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize }));
  }
  const ours = async (bytes: Uint8Array) =>
    (await readZipDirectory(asFile(bytes, 'a.zip'))).map(({ name, directory, encrypted, method, compressedSize, uncompressedSize }) => ({ name, directory, encrypted, method, compressedSize, uncompressedSize }));

  it.each<[string, () => Promise<Uint8Array>]>([
    ['zip.js, AES, folders, UTF-8 names', () => zipJs([{ name: 'dir/', directory: true }, { name: 'dir/ünï – ✓.txt', data: 'x'.repeat(500) }, { name: 'b.bin', data: noise(3000) }], { password: 'pw' })],
    ['zip.js, ZIP64 forced', async () => {
      const { ZipWriter, Uint8ArrayReader, Uint8ArrayWriter, configure } = await import('@zip.js/zip.js/index-native.js');
      configure({ useWebWorkers: false });
      const writer = new ZipWriter(new Uint8ArrayWriter(), { zip64: true });
      await writer.add('a.txt', new Uint8ArrayReader(utf8('a'.repeat(1000))));
      await writer.add('b/c.txt', new Uint8ArrayReader(utf8('c')));
      return writer.close();
    }],
    ['fflate, stored and deflated, with a comment', async () => zipSync({ 'a.txt': [utf8('aaaa'), { level: 0 }], 'z/zeros.bin': new Uint8Array(5000) }, { comment: 'archive comment' } as never)],
    ['a self-extracting stub before the archive', async () => {
      const zip = zipSync({ 'inside.txt': utf8('inside') });
      const stub = utf8('MZ stub '.repeat(100));
      const bytes = new Uint8Array(stub.length + zip.length);
      bytes.set(stub);
      bytes.set(zip, stub.length);
      return bytes;
    }],
  ])('reads what zip.js reads: %s', async (_name, make) => {
    const bytes = await make();
    expect(await ours(bytes)).toEqual(await zipJsView(bytes));
  });

  it('decodes a name that is not UTF-8 as code page 437', async () => {
    const bytes = zipSync({ 'caf\u0082.txt': utf8('x') });
    // Turn the name's "\u0082" (two bytes in UTF-8) into 0x82 0x20 ("é" then a space in CP437) where it is stored.
    for (let at = 0; at + 1 < bytes.length; at += 1) if (bytes[at] === 0xc2 && bytes[at + 1] === 0x82) [bytes[at], bytes[at + 1]] = [0x82, 0x20];
    // …and clear the "name is UTF-8" flag fflate set.
    for (const at of centralHeaders(bytes)) bytes[at + 9]! &= ~0x08;
    const [entry] = await readZipDirectory(asFile(bytes, 'a.zip'));
    expect(entry!.name).toBe('café .txt');
  });
});

describe('tar and tar.gz', () => {
  const items = () =>
    makeTar([
      { name: 'project/', type: '5' },
      { name: 'project/readme.md', data: '# Hi\n', mtime: 0 },
      { name: 'src/main.ts', prefix: 'project', data: 'console.log(1);\n' },
      { name: '././@LongLink', type: 'L', data: `project/${'long-name-'.repeat(12)}.txt\0` },
      { name: 'project/long-name-trunc', data: 'long' },
      { name: 'PaxHeader', type: 'x', data: paxData({ path: 'project/ünïcødé – pax.txt', mtime: '1700000000.5' }) },
      { name: 'project/unicode', data: 'pax' },
      { name: 'project/latest', type: '2', linkName: 'readme.md' },
      { name: '../../etc/passwd', data: 'root' },
      { name: '/etc/hosts', data: 'hosts' },
      { name: 'project/empty', data: '' },
    ]);

  const expectedFiles = [
    ['project/readme.md', '# Hi\n'],
    ['project/src/main.ts', 'console.log(1);\n'],
    [`project/${'long-name-'.repeat(12)}.txt`, 'long'],
    ['project/ünïcødé – pax.txt', 'pax'],
    ['etc/hosts', 'hosts'],
    ['project/empty', ''],
  ];

  it.each([
    ['tar', (bytes: Uint8Array) => bytes, 'bundle.tar'],
    ['tar.gz', (bytes: Uint8Array) => gzipSync(bytes), 'bundle.tar.gz'],
  ])('lists and extracts a %s: ustar prefix, GNU long name, pax path and time, links and traversal skipped', async (format, wrap, name) => {
    const bytes = wrap(items());
    const listing: ArchiveListing = await listArchive(asFile(bytes, name));
    expect(listing).toMatchObject({ format, files: 7, folders: 1, encrypted: false });
    expect(listing.entries.map((entry) => [entry.path, entry.kind, entry.size, entry.skipped])).toEqual([
      ['project', 'folder', 0, undefined],
      ['project/readme.md', 'file', 5, undefined],
      ['project/src/main.ts', 'file', 16, undefined],
      [`project/${'long-name-'.repeat(12)}.txt`, 'file', 4, undefined],
      ['project/ünïcødé – pax.txt', 'file', 3, undefined],
      ['project/latest', 'link', 0, 'link'],
      ['../../etc/passwd', 'file', 4, 'parent'],
      ['/etc/hosts', 'file', 5, undefined],
      ['project/empty', 'file', 0, undefined],
    ]);
    expect(listing.entries[1]!.date).toBe('1970-01-01T00:00:00.000Z');
    expect(listing.entries[4]!.date).toBe('2023-11-14T22:13:20.000Z');
    expect(listing.entries[5]!.linkTarget).toBe('readme.md');
    const { files, warnings } = await extractAll(bytes, name);
    expect(files).toEqual(expectedFiles);
    expect(warnings).toEqual([
      ['skippedLink', 'project/latest'],
      ['skippedParent', '../../etc/passwd'],
    ]);
    expect((await extractAll(bytes, name, { path: 'project/src' })).files).toEqual([['project/src/main.ts', 'console.log(1);\n']]);
  });

  it('reads a tar of multi-megabyte entries, skipping data it does not need', async () => {
    const big = noise(3 * 1024 * 1024 + 5);
    const bytes = makeTar([
      { name: 'big.bin', data: big },
      { name: 'after.txt', data: 'after' },
    ]);
    expect((await listArchive(asFile(bytes, 'a.tar'))).entries.map((entry) => entry.size)).toEqual([big.byteLength, 5]);
    const files = await extractArchive(asFile(gzipSync(bytes), 'a.tgz'));
    expect(files.map((file) => file.bytes.byteLength)).toEqual([big.byteLength, 5]);
    expect(Buffer.from(files[0]!.bytes).equals(big)).toBe(true);
  });

  it(`refuses a tar.gz bomb (the stream inflating more than ${MAX_RATIO}:1), listing or extracting`, async () => {
    const bytes = gzipSync(makeTar([{ name: 'zeros.bin', data: new Uint8Array(16 * 1024 * 1024) }]), { level: 9 });
    expect((await refusal(() => listArchive(asFile(bytes, 'bomb.tar.gz'))))?.key).toBe('bomb');
    expect((await refusal(() => extractAll(bytes, 'bomb.tar.gz')))?.key).toBe('bomb');
  });

  it.each<[string, () => Uint8Array, string]>([
    ['a tar cut in the middle of an entry', () => makeTar([{ name: 'a.txt', data: 'x'.repeat(2000) }]).slice(0, 1024), 'damaged'],
    ['a tar whose second header is garbage', () => makeTar([{ name: 'a.txt', data: 'x' }, { name: 'b.txt', data: 'y' }]).map((byte, at) => (at >= 1024 && at < 1100 ? 0x41 : byte)), 'damaged'],
    ['a gzip file holding no tar', () => gzipSync(utf8('plain text, gzipped\n'.repeat(40))), 'gzipNotTar'],
    ['a damaged gzip stream', () => gzipSync(makeTar([{ name: 'a.txt', data: noise(5000) }])).map((byte, at) => (at > 30 && at < 60 ? 0xff : byte)), 'damaged'],
  ])('refuses %s', async (_name, make, key) => {
    expect((await refusal(() => listArchive(asFile(make(), 'in.tar.gz'))))?.key).toBe(key);
    expect((await refusal(() => extractAll(make(), 'in.tar.gz')))?.key).toBe(key);
  });
});
