import { z } from '../../engine/zod';
import { defineOperation, runOnBytes, type OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { exampleTar, exampleZip } from './zip-extractor.example';

/** zip.js and fflate load with the first run (in the worker or the command line), not with the screen. */
const service = () => import('./zip-extractor.service');

const utf8 = (text: string) => new TextEncoder().encode(text);

const extractFile = async (file: File, options: { password: string; path: string }, context: OperationContext): Promise<FileValue[]> => (await service()).extractArchive(file, options, context);

/**
 * The files of a ZIP (stored, deflate, deflate64; AES or ZipCrypto with the password), tar or
 * tar.gz, named by their paths in the archive (`dir/a.txt`; `-o out/` writes them under out/).
 * Entries going up (`../`), links and devices are skipped with a warning; absolute names are made
 * relative. A ZIP bomb is refused: over 1 GB extracted, or an entry over 1 MB inflating more than
 * 200:1 (checked from the sizes declared, then while inflating).
 */
export const zipExtractor = defineOperation({
  id: 'zip-extractor',
  toolId: 'zip-extractor',
  input: 'file',
  output: 'files',
  options: z.object({
    password: z._default(z.string(), ''),
    path: z._default(z.string(), ''),
  }),
  runFile: extractFile,
  run: runOnBytes<'files', { password: string; path: string }>(extractFile),
  examples: [
    {
      description: "zip-creator's example archive: two stored files, one in a folder",
      input: { name: 'archive.zip', type: 'application/zip', bytes: exampleZip() },
      output: [
        { name: 'hello.txt', type: 'text/plain', bytes: utf8('Hello, world!\n') },
        { name: 'dir/b.txt', type: 'text/plain', bytes: utf8('b'.repeat(30)) },
      ],
    },
    {
      description: 'A hand-written ustar archive: a folder, a file in it and a symbolic link (skipped with a warning)',
      input: { name: 'docs.tar', type: 'application/x-tar', bytes: exampleTar() },
      output: [{ name: 'docs/readme.txt', type: 'text/plain', bytes: utf8('Read me.\n') }],
    },
  ],
});

const listFile = async (file: File) => (await service()).listArchive(file);

/**
 * What an archive holds, without extracting it: each entry's path, kind, size, compressed size,
 * date, encryption and method. A ZIP's central directory alone is read.
 */
export const zipExtractorList = defineOperation({
  id: 'zip-extractor-list',
  toolId: 'zip-extractor',
  input: 'file',
  output: 'data',
  options: z.object({}),
  runFile: listFile,
  run: runOnBytes<'data', object>(listFile),
  examples: [
    {
      description: "zip-creator's example archive (MS-DOS dates have no time zone: no Z)",
      input: { name: 'archive.zip', type: 'application/zip', bytes: exampleZip() },
      output: {
        format: 'zip',
        entries: [
          { path: 'hello.txt', kind: 'file', size: 14, compressedSize: 14, date: '1980-01-01T00:00:00', encrypted: false, method: 'stored', safePath: 'hello.txt' },
          { path: 'dir/b.txt', kind: 'file', size: 30, compressedSize: 30, date: '1980-01-01T00:00:00', encrypted: false, method: 'stored', safePath: 'dir/b.txt' },
        ],
        files: 2,
        folders: 0,
        totalSize: 44,
        encrypted: false,
      },
    },
    {
      description: 'A hand-written ustar archive (tar dates are UTC)',
      input: { name: 'docs.tar', type: 'application/x-tar', bytes: exampleTar() },
      output: {
        format: 'tar',
        entries: [
          { path: 'docs', kind: 'folder', size: 0, compressedSize: 0, date: '2023-11-14T22:13:20.000Z', encrypted: false, method: 'tar', safePath: 'docs' },
          { path: 'docs/readme.txt', kind: 'file', size: 9, compressedSize: 9, date: '2023-11-14T22:13:20.000Z', encrypted: false, method: 'tar', safePath: 'docs/readme.txt' },
          {
            path: 'docs/latest',
            kind: 'link',
            size: 0,
            compressedSize: 0,
            date: '2023-11-14T22:13:20.000Z',
            encrypted: false,
            method: 'tar',
            linkTarget: 'readme.txt',
            safePath: 'docs/latest',
            skipped: 'link',
          },
        ],
        files: 1,
        folders: 1,
        totalSize: 9,
        encrypted: false,
      },
    },
  ],
});

export default [zipExtractor, zipExtractorList];
