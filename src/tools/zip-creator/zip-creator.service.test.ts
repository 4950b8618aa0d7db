import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileEntry } from '@zip.js/zip.js';
import { describe, expect, it } from 'vitest';
import { createZip, zipEntryNames } from './zip-creator.service';

const utf8 = (text: string) => new TextEncoder().encode(text);
const file = (name: string, text: string) => ({ name, type: 'text/plain', bytes: utf8(text) });

async function entriesOf(bytes: Uint8Array, password?: string) {
  const { ZipReader, Uint8ArrayReader, TextWriter } = await import('@zip.js/zip.js/index-native.js');
  const entries = await new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false, ...(password ? { password } : {}) }).getEntries();
  return Promise.all(entries.map(async (entry) => ({ name: entry.filename, encrypted: entry.encrypted, text: await (entry as FileEntry).getData(new TextWriter()) })));
}

/** Info-ZIP's unzip, when the machine has it: an independent reader. */
function infoZipTest(bytes: Uint8Array): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'zip-creator-'));
  try {
    writeFileSync(join(dir, 'a.zip'), bytes);
    return execFileSync('unzip', ['-t', join(dir, 'a.zip')], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('ZIP creator', () => {
  it.each<[string, string[], string[]]>([
    ['keeps names and folders', ['a.txt', 'dir/b.txt'], ['a.txt', 'dir/b.txt']],
    ['makes repeated names unique, whatever their case', ['a.txt', 'A.txt', 'a.txt'], ['a.txt', 'A (2).txt', 'a (3).txt']],
    ['never writes an absolute path or one going up', ['/etc/passwd', '../../x', 'C:\\dir\\y.txt'], ['etc/passwd', 'x', 'C:/dir/y.txt']],
    ['names a nameless file', ['', '..'], ['file-1', 'file-2']],
    ['puts the counter before the extension, not in a folder name', ['v1.0/readme', 'v1.0/readme'], ['v1.0/readme', 'v1.0/readme (2)']],
  ])('%s', (_name, names, expected) => {
    expect(zipEntryNames(names.map((name) => ({ name })))).toEqual(expected);
  });

  it('makes the same archive from the same files, in their order, readable back and by Info-ZIP', async () => {
    const files = [file('hello.txt', 'Hello, world!\n'), file('dir/b.txt', 'b'.repeat(3000))];
    const first = await createZip(files, { level: 9, password: '', name: 'docs' });
    const second = await createZip(files, { level: 9, password: '', name: 'docs' });
    expect(first.name).toBe('docs.zip');
    expect(first.type).toBe('application/zip');
    expect(first.bytes).toEqual(second.bytes);
    // Deflated: the 3000 b's take far less room than stored.
    expect(first.bytes.byteLength).toBeLessThan(300);
    expect(await entriesOf(first.bytes)).toEqual([
      { name: 'hello.txt', encrypted: false, text: 'Hello, world!\n' },
      { name: 'dir/b.txt', encrypted: false, text: 'b'.repeat(3000) },
    ]);
    const report = infoZipTest(first.bytes);
    if (report !== undefined) expect(report).toContain('No errors detected');
  });

  it('encrypts every entry with AES-256 when given a password, and the wrong password reads nothing', async () => {
    const archive = await createZip([file('secret.txt', 'top secret')], { level: 6, password: 'correct horse', name: 'archive.zip' });
    expect(await entriesOf(archive.bytes, 'correct horse')).toEqual([{ name: 'secret.txt', encrypted: true, text: 'top secret' }]);
    await expect(entriesOf(archive.bytes, 'wrong')).rejects.toThrow();
    expect(new TextDecoder('latin1').decode(archive.bytes)).not.toContain('top secret');
  });

  it('refuses an empty list', async () => {
    await expect(createZip([], { level: 6, password: '', name: '' })).rejects.toMatchObject({ messageKey: 'noFiles' });
  });
});
