/**
 * File hasher: the digests of files of any size, streamed. A file is read once, in chunks
 * (`blobChunks`: a page's File, read ahead by a helper worker, or a file on disk opened with
 * `fs.openAsBlob` on the command line), and every chunk goes through each chosen hasher in turn: one pass over the data
 * whatever the number of algorithms, and no more of it in memory than a chunk. hash-wasm's
 * WebAssembly hashers (measured in Node on 256 MB: SHA-256 ~340 MB/s, BLAKE3 ~800 MB/s, CRC32
 * ~1.6 GB/s, four times `src/lib/crc32.ts`, hence one library for all six).
 */
import { createBLAKE3, createCRC32, createMD5, createSHA1, createSHA256, createSHA512, type IHasher } from 'hash-wasm';
import { blobChunks } from '../../engine/files/blob-chunks';
import { ToolInputError } from '../../lib/errors';
import {
  checkLine,
  findListedFile,
  listedPath,
  orderedAlgorithms,
  parseChecksumList,
  type BadChecksumLine,
  type CheckedEntry,
  type Digests,
  type FileHashAlgorithm,
} from './file-hasher.sums';

const FACTORIES: Record<FileHashAlgorithm, () => Promise<IHasher>> = {
  md5: () => createMD5(),
  sha1: () => createSHA1(),
  sha256: () => createSHA256(),
  sha512: () => createSHA512(),
  blake3: () => createBLAKE3(),
  crc32: () => createCRC32(),
};

export interface StreamControl {
  /** Bytes hashed so far of `total`. */
  progress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

function aborted(): DOMException {
  return new DOMException('The hashing was cancelled.', 'AbortError');
}

/**
 * The digests (lower-case hex) of `file` for `algorithms`, reading it once as a stream. `offset`
 * and `total` place this file's progress within a larger run (several files checked in turn).
 */
export async function hashFile(file: Blob, algorithms: readonly FileHashAlgorithm[], { progress, signal }: StreamControl = {}, offset = 0, total = file.size): Promise<Digests> {
  const chosen = orderedAlgorithms(algorithms);
  if (chosen.length === 0) throw new ToolInputError('noAlgorithm');
  const hashers = await Promise.all(chosen.map((algorithm) => FACTORIES[algorithm]()));
  for (const hasher of hashers) hasher.init();
  if (signal?.aborted) throw aborted();
  for await (const chunk of blobChunks(file, { onProgress: progress && ((done) => progress(offset + done, total)) })) {
    if (signal?.aborted) throw aborted();
    for (const hasher of hashers) hasher.update(chunk);
  }
  return Object.fromEntries(chosen.map((algorithm, index) => [algorithm, hashers[index]!.digest('hex')])) as Digests;
}

/** The data report of one file. */
export interface FileDigestReport {
  name: string;
  size: number;
  /** Lower-case hex, in display order. */
  digests: Digests;
}

export async function digestReport(file: File, algorithms: readonly FileHashAlgorithm[], control: StreamControl = {}): Promise<FileDigestReport> {
  const digests = await hashFile(file, algorithms, control);
  return { name: file.name, size: file.size, digests };
}

/** Opens a file a list names (relative to the list's folder): the command line gives it; undefined when it cannot be read. */
export type OpenListedFile = (name: string) => Promise<Blob | undefined>;

export interface CheckReport {
  entries: CheckedEntry[];
  bad: BadChecksumLine[];
}

/**
 * Checks every line of a checksum list: each named file is found among `files` (same path, else
 * same name), else opened with `open` (the command line), else it is missing. A file named on
 * several lines (MD5 and SHA-256 of one ISO) is read once for all of them.
 */
export async function checkList(
  list: { name: string; text: string },
  files: readonly File[],
  { open, algorithm, ...control }: StreamControl & { open?: OpenListedFile; algorithm?: FileHashAlgorithm } = {},
): Promise<CheckReport> {
  const { entries, bad } = parseChecksumList(list.text, { listName: list.name, ...(algorithm ? { algorithm } : {}) });
  if (entries.length === 0) throw new ToolInputError('noChecksumLines', { params: { name: list.name || 'The list' } });
  // The files, each found once: path → the file and the algorithms its lines ask for.
  const found = new Map<string, { blob: Blob | undefined; algorithms: Set<FileHashAlgorithm> }>();
  for (const entry of entries) {
    const path = listedPath(entry.name);
    let target = found.get(path);
    if (!target) {
      const blob = findListedFile(entry.name, files) ?? (open ? await open(entry.name).catch(() => undefined) : undefined);
      target = { blob, algorithms: new Set() };
      found.set(path, target);
    }
    target.algorithms.add(entry.algorithm);
  }
  const total = [...found.values()].reduce((sum, { blob }) => sum + (blob?.size ?? 0), 0);
  const digests = new Map<string, Digests>();
  let offset = 0;
  for (const [path, { blob, algorithms }] of found) {
    if (!blob) continue;
    digests.set(path, await hashFile(blob, [...algorithms], control, offset, total));
    offset += blob.size;
  }
  const checked = entries.map((entry): CheckedEntry => {
    const actual = digests.get(listedPath(entry.name))?.[entry.algorithm];
    if (actual === undefined) return { ...entry, status: 'missing' };
    return { ...entry, status: actual === entry.expected ? 'ok' : 'failed', actual };
  });
  return { entries: checked, bad };
}

/** The report as `sha256sum -c` prints it, one line per checksum. */
export function checkListing({ entries }: CheckReport): string {
  return entries.map((entry) => `${checkLine(entry)}\n`).join('');
}
