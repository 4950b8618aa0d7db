import { ToolInputError } from '../../lib/errors';
import type { FileValue } from '../../engine/values';

export interface ZipOptions {
  /** Deflate level, 0 (stored) to 9 (smallest). */
  level: number;
  /** AES-256 encryption of every entry when not empty (WinZip's AE-2, which 7-Zip and most tools read). */
  password: string;
  /** The archive's file name. */
  name: string;
}

/**
 * The entry names of a ZIP: each file under its own name (a path given by a dropped folder is kept),
 * a repeated name made unique ("a (2).txt"), never an absolute path or one going up.
 */
export function zipEntryNames(files: readonly Pick<FileValue, 'name'>[]): string[] {
  const taken = new Set<string>();
  return files.map((file, index) => {
    const cleaned = file.name
      .replace(/\\/g, '/')
      .split('/')
      .filter((part) => part !== '' && part !== '.' && part !== '..')
      .join('/');
    let name = cleaned || `file-${index + 1}`;
    const dot = name.lastIndexOf('.');
    const slash = name.lastIndexOf('/');
    const [stem, ext] = dot > slash + 1 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let count = 2; taken.has(name.toLowerCase()); count += 1) name = `${stem} (${count})${ext}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * A ZIP archive of `files`, in their order. Entries are dated 1980-01-01 (the ZIP epoch) with no
 * extra fields, so the same files and options always make the same bytes (unless encrypted: AES
 * draws a new salt each time).
 */
export async function createZip(files: readonly FileValue[], { level, password, name }: ZipOptions): Promise<FileValue> {
  if (files.length === 0) throw new ToolInputError('noFiles');
  const { ZipWriter, Uint8ArrayReader, Uint8ArrayWriter, configure } = await import('@zip.js/zip.js/index-native.js');
  // This already runs off the page (an operation worker, a worker thread): no workers of zip.js's own.
  configure({ useWebWorkers: false });
  const writer = new ZipWriter(new Uint8ArrayWriter(), {
    level,
    lastModDate: new Date(1980, 0, 1),
    extendedTimestamp: false,
    dataDescriptor: false,
    ...(password === '' ? {} : { password, encryptionStrength: 3 as const }),
  });
  const names = zipEntryNames(files);
  for (const [index, file] of files.entries()) await writer.add(names[index]!, new Uint8ArrayReader(file.bytes));
  const bytes = await writer.close();
  const archive = name.trim() === '' ? 'archive.zip' : name.trim().toLowerCase().endsWith('.zip') ? name.trim() : `${name.trim()}.zip`;
  return { name: archive, type: 'application/zip', bytes };
}
