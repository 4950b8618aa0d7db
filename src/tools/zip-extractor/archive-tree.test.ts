import { describe, expect, it } from 'vitest';
import { baseName, buildTree, type TreeFolder } from './archive-tree';
import type { ArchiveEntry } from './zip-extractor.service';

const entry = (path: string, extra: Partial<ArchiveEntry> = {}): ArchiveEntry => ({
  path,
  kind: 'file',
  size: 10,
  compressedSize: 5,
  date: null,
  encrypted: false,
  method: 'deflate',
  safePath: path,
  ...extra,
});

const shape = (folder: TreeFolder): unknown => ({
  name: folder.name,
  files: folder.files.map((file) => file.safePath ?? file.path),
  count: folder.fileCount,
  size: folder.size,
  folders: folder.folders.map(shape),
});

describe('buildTree', () => {
  it('nests files in folders, sorts them as people read, counts what extracts', () => {
    const tree = buildTree([
      entry('b/file10.txt'),
      entry('b/file2.txt'),
      entry('B.txt'),
      entry('a/', { kind: 'folder', safePath: 'a' }),
      entry('b/c/deep.txt', { size: 5 }),
      entry('../../etc/passwd', { safePath: undefined, skipped: 'parent' }),
      entry('b/link', { kind: 'link', skipped: 'link' }),
    ]);
    expect(shape(tree)).toEqual({
      name: '',
      files: ['../../etc/passwd', 'B.txt'],
      count: 4,
      size: 35,
      folders: [
        { name: 'a', files: [], count: 0, size: 0, folders: [] },
        { name: 'b', files: ['b/file2.txt', 'b/file10.txt', 'b/link'], count: 3, size: 25, folders: [{ name: 'c', files: ['b/c/deep.txt'], count: 1, size: 5, folders: [] }] },
      ],
    });
  });

  it('counts 10,000 entries in 407 folders', () => {
    const tree = buildTree(Array.from({ length: 10_000 }, (_, index) => entry(`d${index % 37}/e${index % 11}/file-${index}.txt`)));
    expect([tree.fileCount, tree.size, tree.folders.length, tree.folders.reduce((sum, folder) => sum + folder.folders.length, 0)]).toEqual([10_000, 100_000, 37, 407]);
  });

  it.each([
    ['dir/a.txt', 'a.txt'],
    ['dir/sub/', 'sub'],
    ['..\\..\\x.ini', 'x.ini'],
    ['plain', 'plain'],
  ])('baseName(%j)', (path, name) => expect(baseName(path)).toBe(name));
});
