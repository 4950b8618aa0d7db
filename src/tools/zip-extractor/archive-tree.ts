import type { ArchiveEntry } from './zip-extractor.service';

export interface TreeFolder {
  name: string;
  /** The folder's path ('' for the root): what `path` selects when extracting it. */
  path: string;
  folders: TreeFolder[];
  files: ArchiveEntry[];
  /** Files under it, at any depth, and their size once extracted. */
  fileCount: number;
  size: number;
}

/** A sort key read as people read names: case ignored, runs of digits compared by value (2 before 10). */
function sortKey(name: string): string {
  const lower = name.toLowerCase();
  return /\d/.test(lower) ? lower.replace(/\d+/g, (digits) => digits.padStart(12, '0')) : lower;
}

/** Sorts by key, each key computed once (Intl.Collator's compare is ten times slower over 10,000 names). */
function sortByName<T>(items: T[], name: (item: T) => string): void {
  if (items.length < 2) return;
  const keyed = items.map((item) => ({ item, key: sortKey(name(item)) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  keyed.forEach(({ item }, index) => (items[index] = item));
}

/**
 * The entries as folders and files, by the path each is written to (`safePath`; an entry never
 * written, going up with `..`, sits at the top under its stored name). Folders first, then files,
 * each sorted by name as a person reads them (2 before 10). Linear in the entries, plus the sorts:
 * folders are found by their path (one lookup per entry), counts summed once at the end.
 */
export function buildTree(entries: readonly ArchiveEntry[]): TreeFolder {
  const root: TreeFolder = { name: '', path: '', folders: [], files: [], fileCount: 0, size: 0 };
  const byPath = new Map<string, TreeFolder>([['', root]]);
  const folder = (path: string): TreeFolder => {
    const known = byPath.get(path);
    if (known) return known;
    const slash = path.lastIndexOf('/');
    const parent = folder(slash === -1 ? '' : path.slice(0, slash));
    const made: TreeFolder = { name: path.slice(slash + 1), path, folders: [], files: [], fileCount: 0, size: 0 };
    parent.folders.push(made);
    byPath.set(path, made);
    return made;
  };
  for (const entry of entries) {
    const path = entry.safePath;
    if (path === undefined) {
      root.files.push(entry);
      continue;
    }
    if (entry.kind === 'folder') {
      folder(path);
      continue;
    }
    const slash = path.lastIndexOf('/');
    const parent = folder(slash === -1 ? '' : path.slice(0, slash));
    parent.files.push(entry);
    if (entry.kind === 'file' && !entry.skipped) {
      parent.fileCount += 1;
      parent.size += entry.size;
    }
  }
  const finish = (node: TreeFolder) => {
    sortByName(node.folders, (child) => child.name);
    sortByName(node.files, (file) => file.safePath ?? file.path);
    for (const child of node.folders) {
      finish(child);
      node.fileCount += child.fileCount;
      node.size += child.size;
    }
  };
  finish(root);
  return root;
}

/** The last part of an entry's path: what the tree shows and a download is named. */
export function baseName(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  return trimmed.slice(Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\')) + 1) || trimmed;
}
