import type * as ZipJs from '@zip.js/zip.js/index-native.js';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { identifyFile } from '../../engine/detect/signatures';
import { ToolInputError } from '../../lib/errors';
import { TarSyntaxError, gzipSource, readTar, sliceSource, type ByteSource, type TarEntry } from './tar';
import { ZipDirectoryError, readZipDirectory, type DirectoryEntry } from './zip-directory';

/*
 * ZIP bomb limits (the same on the page, in recipes and on the command line):
 * - MAX_TOTAL_BYTES, 1 GiB: the most one extraction writes out (the files are held in memory before
 *   they are saved, in the worker or the `it-tools` process). Checked against the sizes the central
 *   directory (or the tar headers) declare before anything is inflated, and again against the bytes
 *   actually inflated, since declared sizes can lie.
 * - MAX_RATIO, 200:1, for entries (and whole tar.gz streams) over RATIO_FLOOR (1 MiB) once
 *   extracted. Deflate cannot exceed about 1032:1, which only runs of one byte reach; real files
 *   (text, logs, databases, sources) stay well under 100:1, so anything above 200:1 and larger than
 *   a megabyte is a bomb or padding, and is refused. Small entries may have any ratio: they are harmless.
 * - Inflated bytes beyond an entry's declared size stop the extraction at once (a lying header).
 * Listing reads only the central directory (ZIP) or the headers (tar), and is never refused for
 * sizes: the listing says what extracting would do.
 */
export const MAX_TOTAL_BYTES = 1024 ** 3;
export const MAX_RATIO = 200;
export const RATIO_FLOOR = 1024 ** 2;
/** The most entries one extraction gives (each becomes a file to save). */
export const MAX_ENTRIES = 100_000;

export type ArchiveFormat = 'zip' | 'tar' | 'tar.gz';
export type EntryKind = 'file' | 'folder' | 'link' | 'other';

/** One entry of the listing. `path` is the name as stored; `safePath` where it would be written (absent: it is never written). */
export interface ArchiveEntry {
  path: string;
  kind: EntryKind;
  /** Bytes once extracted. */
  size: number;
  /** Bytes in the archive (ZIP: compressed; tar: the same as size). */
  compressedSize: number;
  /** Last modified, ISO 8601 (UTC), when the archive says. */
  date: string | null;
  encrypted: boolean;
  /** 'stored', 'deflate', 'deflate64', 'bzip2', 'lzma', 'zstd', 'xz', 'method N' (ZIP); 'tar' for tar entries. */
  method: string;
  /** Where extraction writes it, relative to the chosen folder; absent when it is skipped (see `skipped`). */
  safePath?: string;
  /** Why extraction skips it: 'parent' (goes up with ..), 'link', 'special', 'empty'. */
  skipped?: 'parent' | 'link' | 'special' | 'empty';
  /** A symlink's or hard link's target (tar), as stored. */
  linkTarget?: string;
}

export interface ArchiveListing {
  format: ArchiveFormat;
  /** Files, folders and links, in the archive's order. */
  entries: ArchiveEntry[];
  files: number;
  folders: number;
  /** Bytes of the files once extracted (declared). */
  totalSize: number;
  /** Some entries need a password. */
  encrypted: boolean;
}

export interface ListOptions {
  password?: string;
}

export interface ExtractOptions {
  password?: string;
  /** '' for everything; else one entry's path, or a folder's (everything under it). */
  path?: string;
}

type Context = Partial<Pick<OperationContext, 'progress' | 'signal' | 'warn'>>;

const METHODS: Record<number, string> = { 0: 'stored', 8: 'deflate', 9: 'deflate64', 12: 'bzip2', 14: 'lzma', 93: 'zstd', 95: 'xz', 98: 'ppmd' };

/**
 * Where an entry named `name` may be written inside the chosen folder: backslashes are separators
 * (a Windows `..\\` path), a leading `/`, `\\` or drive letter is dropped (made relative), `.` and
 * empty parts vanish, control characters are removed. A name with a `..` part is never written
 * (`parent`), nor one with nothing left (`empty`).
 */
export function safeEntryPath(name: string): { path: string; madeRelative: boolean } | { refused: 'parent' | 'empty' } {
  // eslint-disable-next-line no-control-regex
  let cleaned = name.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\\/g, '/');
  let madeRelative = false;
  const drive = /^[a-zA-Z]:/.exec(cleaned);
  if (drive) {
    cleaned = cleaned.slice(2);
    madeRelative = true;
  }
  if (cleaned.startsWith('/')) madeRelative = true;
  const parts = cleaned.split('/');
  if (parts.includes('..')) return { refused: 'parent' };
  const kept = parts.filter((part) => part !== '' && part !== '.');
  if (kept.length === 0) return { refused: 'empty' };
  return { path: kept.join('/'), madeRelative };
}

function fileName(file: Blob): string {
  return (file as File).name ?? '';
}

/** The format from the first bytes: gzip → tar.gz, a sound tar header → tar, else ZIP (zip.js finds its end record). */
async function sniffFormat(file: Blob): Promise<ArchiveFormat> {
  if (file.size === 0) throw new ToolInputError('emptyFile', { params: { name: fileName(file) } });
  const head = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  if (head[0] === 0x1f && head[1] === 0x8b) return 'tar.gz';
  if (head.length === 512 && isTarHeader(head)) return 'tar';
  return 'zip';
}

function isTarHeader(block: Uint8Array): boolean {
  const stored = Number.parseInt(new TextDecoder('latin1').decode(block.subarray(148, 156)).replace(/[\0 ]+/g, ' ').trim(), 8);
  if (!Number.isFinite(stored)) return false;
  let sum = 0;
  for (let index = 0; index < 512; index += 1) sum += index >= 148 && index < 156 ? 32 : block[index]!;
  return sum === stored && sum !== 256;
}

function entryFromSafe(base: Omit<ArchiveEntry, 'safePath' | 'skipped'>): ArchiveEntry {
  const safe = safeEntryPath(base.path);
  if ('refused' in safe) return { ...base, skipped: safe.refused };
  if (base.kind === 'link') return { ...base, safePath: safe.path, skipped: 'link' };
  if (base.kind === 'other') return { ...base, safePath: safe.path, skipped: 'special' };
  return { ...base, safePath: safe.path };
}

function summarise(format: ArchiveFormat, entries: ArchiveEntry[]): ArchiveListing {
  let files = 0;
  let folders = 0;
  let totalSize = 0;
  for (const entry of entries) {
    if (entry.kind === 'file') {
      files += 1;
      totalSize += entry.size;
    } else if (entry.kind === 'folder') folders += 1;
  }
  return { format, entries, files, folders, totalSize, encrypted: entries.some((entry) => entry.encrypted) };
}

// ---------------------------------------------------------------------------------------------- ZIP

type ZipLib = typeof ZipJs;
type ZipEntry = Awaited<ReturnType<InstanceType<ZipLib['ZipReader']>['getEntries']>>[number];

async function zipLib(): Promise<ZipLib> {
  const lib = await import('@zip.js/zip.js/index-native.js');
  // This already runs off the page (an operation worker, a worker thread): no workers of zip.js's own.
  lib.configure({ useWebWorkers: false });
  return lib;
}

/** The central directory (read by zip-directory.ts: the end record and the directory, two or three slices). */
async function zipDirectory(file: Blob): Promise<DirectoryEntry[]> {
  try {
    return await readZipDirectory(file);
  } catch (error) {
    if (!(error instanceof ZipDirectoryError)) throw error;
    const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
    if (error.kind === 'notZip' && !(head[0] === 0x50 && head[1] === 0x4b)) throw new ToolInputError('notArchive', { params: { name: fileName(file) } });
    if (error.kind === 'split') throw new ToolInputError('splitZip', { params: { name: fileName(file) } });
    throw new ToolInputError('damaged', { params: { name: fileName(file) }, detail: error.message });
  }
}

function zipEntryOf(entry: DirectoryEntry): ArchiveEntry {
  return entryFromSafe({
    path: entry.name,
    kind: entry.directory ? 'folder' : entry.symlink ? 'link' : 'file',
    size: entry.directory ? 0 : entry.uncompressedSize,
    compressedSize: entry.directory ? 0 : entry.compressedSize,
    date: entry.date,
    encrypted: entry.encrypted,
    method: METHODS[entry.method] ?? `method ${entry.method}`,
  });
}

// ---------------------------------------------------------------------------------------------- tar

function tarEntryOf(entry: TarEntry): ArchiveEntry {
  return entryFromSafe({
    path: entry.path,
    kind: entry.kind,
    size: entry.kind === 'file' ? entry.size : 0,
    compressedSize: entry.kind === 'file' ? entry.size : 0,
    date: entry.mtime === null ? null : new Date(entry.mtime * 1000).toISOString(),
    encrypted: false,
    method: 'tar',
    ...(entry.linkTarget ? { linkTarget: entry.linkTarget } : {}),
  });
}

/** The bytes of a tar archive, as a source read in slices (tar) or through gunzip (tar.gz, bomb-checked). */
function tarSource(file: Blob, format: 'tar' | 'tar.gz', signal?: AbortSignal): ByteSource {
  if (format === 'tar') return sliceSource(file);
  const limit = Math.max(RATIO_FLOOR, file.size * MAX_RATIO);
  return gzipSource(file, {
    signal,
    onInflated: (total) => {
      if (total > limit) throw bombError(fileName(file), Math.round(total / file.size));
    },
  });
}

function tarFailure(file: Blob, format: ArchiveFormat, error: unknown): never {
  if (error instanceof ToolInputError) throw error;
  if (error instanceof TarSyntaxError) {
    if (error.first) throw new ToolInputError(format === 'tar.gz' ? 'gzipNotTar' : 'notArchive', { params: { name: fileName(file) } });
    throw new ToolInputError('damaged', { params: { name: fileName(file) }, detail: error.message });
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  // fflate's errors (invalid block type, unexpected EOF…): a damaged gzip stream.
  throw new ToolInputError('damaged', { params: { name: fileName(file) }, detail: error instanceof Error ? error.message : String(error) });
}

function bombError(name: string, ratio: number): ToolInputError {
  return new ToolInputError('bomb', { params: { name, ratio, limit: MAX_RATIO } });
}

// ---------------------------------------------------------------------------------------------- listing

/**
 * Lists a ZIP, tar or tar.gz archive. A ZIP's central directory alone is read (a 2 GB archive is
 * never read whole); a tar's headers are read in slices, its data skipped; a tar.gz is gunzipped as
 * a stream and its data dropped as it goes.
 */
export async function listArchive(file: Blob, _options: ListOptions = {}, context: Context = {}): Promise<ArchiveListing> {
  const format = await sniffFormat(file);
  if (format === 'zip') return summarise(format, (await zipDirectory(file)).map(zipEntryOf));
  const entries: ArchiveEntry[] = [];
  try {
    await readTar(tarSource(file, format, context.signal), (entry) => {
      entries.push(tarEntryOf(entry));
      return false;
    });
  } catch (error) {
    tarFailure(file, format, error);
  }
  return summarise(format, entries);
}

// ---------------------------------------------------------------------------------------------- extraction

function selected(entry: ArchiveEntry, path: string): boolean {
  if (path === '') return true;
  const wanted = path.replace(/\/+$/, '');
  const target = entry.safePath ?? entry.path;
  return target === wanted || target.startsWith(`${wanted}/`);
}

function warnSkipped(entry: ArchiveEntry, context: Context): void {
  if (!context.warn) return;
  if (entry.skipped === 'parent')
    context.warn({ key: 'skippedParent', message: `Skipped "${entry.path}": its path goes up out of the folder (..), so it is never written.`, data: { path: entry.path } });
  else if (entry.skipped === 'link')
    context.warn({ key: 'skippedLink', message: `Skipped the link "${entry.path}"${entry.linkTarget ? ` → ${entry.linkTarget}` : ''}: links are not extracted.`, data: { path: entry.path } });
  else if (entry.skipped === 'special') context.warn({ key: 'skippedSpecial', message: `Skipped "${entry.path}": not a file or a folder (a device or a pipe).`, data: { path: entry.path } });
  else if (entry.skipped === 'empty') context.warn({ key: 'skippedEmpty', message: `Skipped an entry whose name is empty ("${entry.path}").`, data: { path: entry.path } });
}

/** Refuses, before anything is inflated, a selection whose declared sizes pass the limits. */
function checkDeclared(name: string, wanted: readonly ArchiveEntry[]): void {
  if (wanted.length > MAX_ENTRIES) throw new ToolInputError('tooManyEntries', { params: { name, count: wanted.length, limit: MAX_ENTRIES } });
  let total = 0;
  for (const entry of wanted) {
    total += entry.size;
    if (entry.size > RATIO_FLOOR && entry.size > entry.compressedSize * MAX_RATIO) throw bombError(name, Math.round(entry.size / Math.max(1, entry.compressedSize)));
  }
  if (total > MAX_TOTAL_BYTES) throw tooLarge(name, total);
}

/** An entry inflating past the size it declares: a forged header, as some bombs have. */
function sizeLies(name: string, path: string, declared: number): ToolInputError {
  return new ToolInputError('sizeLies', { params: { name, path, declared } });
}

function tooLarge(name: string, total: number): ToolInputError {
  return new ToolInputError('tooLarge', { params: { name, size: `${(total / 1024 ** 2).toFixed(0)} MB`, limit: `${MAX_TOTAL_BYTES / 1024 ** 3} GB` } });
}

function asFileValue(path: string, bytes: Uint8Array): FileValue {
  return { name: path, type: identifyFile(bytes, path).type, bytes };
}

/**
 * Extracts the files of an archive (all, or those under `path`) as files named by their safe
 * paths (`dir/a.txt`): entries going up (`..`), links and devices are skipped with a warning; an
 * absolute name is made relative. Nothing is given unless every wanted entry came out whole: a
 * wrong password, a damaged entry or a bomb (see the limits above) throws.
 */
export async function extractArchive(file: Blob, { password = '', path = '' }: ExtractOptions = {}, context: Context = {}): Promise<FileValue[]> {
  const name = fileName(file);
  const format = await sniffFormat(file);
  if (format === 'zip') return extractZip(file, password, path, context);

  // tar: the headers give the sizes; a first pass (headers only) checks the selection before any data is kept.
  const listing = await listArchive(file, {}, context);
  const wanted = listing.entries.filter((entry) => selected(entry, path));
  if (path !== '' && wanted.length === 0) throw new ToolInputError('noSuchEntry', { params: { name, path } });
  for (const entry of wanted) if (entry.skipped) warnSkipped(entry, context);
  const files = wanted.filter((entry) => entry.kind === 'file' && !entry.skipped);
  checkDeclared(name, files);
  const out: FileValue[] = [];
  const total = files.reduce((sum, entry) => sum + entry.size, 0);
  let done = 0;
  let index = -1;
  try {
    await readTar(
      tarSource(file, format, context.signal),
      () => {
        // The same headers in the same order as the listing's first pass.
        index += 1;
        const listed = listing.entries[index];
        return listed !== undefined && listed.kind === 'file' && !listed.skipped && selected(listed, path);
      },
      (_entry, data) => {
        out.push(asFileValue(listing.entries[index]!.safePath!, data));
        done += data.byteLength;
        context.progress?.(done, total);
      },
    );
  } catch (error) {
    tarFailure(file, format, error);
  }
  return out;
}

async function extractZip(file: Blob, password: string, path: string, context: Context): Promise<FileValue[]> {
  const name = fileName(file);
  const listed = (await zipDirectory(file)).map((raw) => ({ raw, entry: zipEntryOf(raw) }));
  const wanted = listed.filter(({ entry }) => selected(entry, path));
  if (path !== '' && wanted.length === 0) throw new ToolInputError('noSuchEntry', { params: { name, path } });
  for (const { entry } of wanted) if (entry.skipped) warnSkipped(entry, context);
  const chosen = wanted.filter(({ entry }) => entry.kind === 'file' && !entry.skipped);
  checkDeclared(
    name,
    chosen.map(({ entry }) => entry),
  );
  if (password === '' && chosen.some(({ entry }) => entry.encrypted)) throw new ToolInputError('passwordNeeded', { params: { name } });
  const unsupported = chosen.find(({ raw }) => ![0, 8, 9].includes(raw.method));
  if (unsupported) throw new ToolInputError('unsupportedMethod', { params: { name, path: unsupported.entry.path, method: unsupported.entry.method } });
  if (chosen.length === 0) return [];

  // zip.js reads the entries' data; ours and its are the same central directory, matched by position.
  const lib = await zipLib();
  let zipEntries: ZipEntry[];
  try {
    zipEntries = await new lib.ZipReader(new lib.BlobReader(file), { filenameValidation: 'tolerant' }).getEntries();
  } catch (error) {
    throw new ToolInputError('damaged', { params: { name }, detail: error instanceof Error ? error.message : String(error) });
  }
  const files = chosen.map(({ raw, entry }) => {
    const zipEntry = zipEntries[raw.index];
    if (!zipEntry || zipEntry.compressedSize !== raw.compressedSize || zipEntry.uncompressedSize !== raw.uncompressedSize) {
      throw new ToolInputError('damaged', { params: { name }, detail: `central directory entry ${raw.index + 1} reads differently` });
    }
    return { raw: zipEntry, entry };
  });
  const total = files.reduce((sum, { entry }) => sum + entry.size, 0);
  let written = 0;
  const out: FileValue[] = [];
  for (const { raw: entry, entry: listedEntry } of files) {
    context.signal?.throwIfAborted();
    const chunks: Uint8Array[] = [];
    let size = 0;
    // Counts the inflated bytes as they come: a lying header or a bomb stops here, not after inflating it all.
    const sink = new WritableStream<Uint8Array>({
      write(chunk) {
        size += chunk.byteLength;
        written += chunk.byteLength;
        if (size > entry.uncompressedSize) throw sizeLies(name, listedEntry.path, entry.uncompressedSize);
        if (size > RATIO_FLOOR && size > entry.compressedSize * MAX_RATIO) throw bombError(name, Math.round(size / Math.max(1, entry.compressedSize)));
        if (written > MAX_TOTAL_BYTES) throw tooLarge(name, written);
        chunks.push(chunk.slice());
        context.progress?.(written, total);
      },
    });
    try {
      await (entry as ZipEntry & { getData: (writer: WritableStream<Uint8Array>, options: object) => Promise<unknown> }).getData(sink, {
        ...(entry.encrypted ? { password } : {}),
        ...(context.signal ? { signal: context.signal } : {}),
        checkSignature: true,
      });
    } catch (error) {
      throw zipFailure(name, listedEntry, error);
    }
    if (size !== entry.uncompressedSize) throw new ToolInputError('damagedEntry', { params: { name, path: listedEntry.path }, detail: `${size} bytes, ${entry.uncompressedSize} declared` });
    out.push(asFileValue(listedEntry.safePath!, concat(chunks, size)));
  }
  return out;
}

function zipFailure(name: string, entry: ArchiveEntry, error: unknown): Error {
  if (error instanceof ToolInputError) return error;
  // A WritableStream re-throws our own error wrapped, or as its cause.
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  if (cause instanceof ToolInputError) return cause;
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  const message = error instanceof Error ? error.message : String(error);
  // zip.js stops inflating past the declared size itself: a lying header, as a bomb has.
  if (/Invalid uncompressed size/i.test(message)) return sizeLies(name, entry.path, entry.size);
  if (/Invalid password/i.test(message) || (entry.encrypted && /authentication code|signature|crc/i.test(message))) return new ToolInputError('wrongPassword', { params: { name } });
  return new ToolInputError('damagedEntry', { params: { name, path: entry.path }, detail: message });
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
