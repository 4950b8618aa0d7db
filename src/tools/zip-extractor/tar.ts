import { Gunzip } from 'fflate';
import { blobChunks } from '../../engine/files/blob-chunks';

/**
 * A small tar reader (POSIX ustar, pax extended headers, GNU long names and base-256 sizes), written
 * from the format's description (POSIX.1-2001 pax, GNU tar's manual): 512-byte blocks, each entry a
 * header block then its data padded to a block; the archive ends with zero blocks (or just ends).
 */

/** The bytes of an archive, read forward: `read` gives up to `length` bytes (fewer only at the end). */
export interface ByteSource {
  read(length: number): Promise<Uint8Array>;
  /** Skips up to `length` bytes; says how many (fewer only at the end). */
  skip(length: number): Promise<number>;
  /** Stops reading (readTar calls it when it is done, early or not). */
  close?(): void;
}

export interface TarEntry {
  path: string;
  kind: 'file' | 'folder' | 'link' | 'other';
  size: number;
  /** Seconds since 1970, null when unreadable. */
  mtime: number | null;
  linkTarget?: string;
}

/** The bytes are not a sound tar archive; `first`: not even its first header (not tar at all). */
export class TarSyntaxError extends Error {
  constructor(
    message: string,
    readonly first: boolean,
  ) {
    super(message);
    this.name = 'TarSyntaxError';
  }
}

const BLOCK = 512;
const READ_AHEAD = 1024 * 1024;

/** A Blob read in slices, with a read-ahead window (headers of small entries come from one slice). */
export function sliceSource(blob: Blob): ByteSource {
  let position = 0;
  let window = new Uint8Array(0);
  let windowStart = 0;
  return {
    async read(length) {
      const end = Math.min(blob.size, position + length);
      if (position < windowStart || end > windowStart + window.byteLength) {
        if (length >= READ_AHEAD) {
          const bytes = new Uint8Array(await blob.slice(position, end).arrayBuffer());
          position = end;
          return bytes;
        }
        windowStart = position;
        window = new Uint8Array(await blob.slice(position, Math.min(blob.size, position + READ_AHEAD)).arrayBuffer());
      }
      const bytes = window.subarray(position - windowStart, end - windowStart);
      position = end;
      return bytes;
    },
    async skip(length) {
      const skipped = Math.min(blob.size - position, length);
      position += skipped;
      return skipped;
    },
  };
}

export interface GzipSourceOptions {
  signal?: AbortSignal | undefined;
  /** Told the inflated total after each piece; may throw to stop (a bomb). */
  onInflated?: (total: number) => void;
}

/** Pieces of compressed input pushed at a time: bounds what one push can inflate (~1000× this at most). */
const PUSH_BYTES = 16 * 1024;

/** A gzip file gunzipped as a stream (multi-member too): nothing but the pieces not yet read is held. */
export function gzipSource(blob: Blob, { signal, onInflated }: GzipSourceOptions = {}): ByteSource {
  // Read as the file hasher reads (a helper worker reads ahead of a large file); a chunk is only
  // lent until the next is asked for, and Gunzip copies what it keeps of it.
  const chunks = blobChunks(blob, { signal });
  const queue: Uint8Array[] = [];
  let queued = 0;
  let inflated = 0;
  let ended = false;
  const gunzip = new Gunzip((chunk) => {
    queue.push(chunk);
    queued += chunk.byteLength;
    inflated += chunk.byteLength;
  });
  const pull = async () => {
    signal?.throwIfAborted();
    const { done, value } = await chunks.next();
    if (done) {
      gunzip.push(new Uint8Array(0), true);
      ended = true;
    } else {
      for (let at = 0; at < value.byteLength; at += PUSH_BYTES) {
        gunzip.push(value.subarray(at, at + PUSH_BYTES));
        onInflated?.(inflated);
      }
    }
    onInflated?.(inflated);
  };
  const take = (length: number, keep: boolean): Uint8Array | undefined => {
    const count = Math.min(length, queued);
    const out = keep ? new Uint8Array(count) : undefined;
    let at = 0;
    while (at < count) {
      const head = queue[0]!;
      const used = Math.min(head.byteLength, count - at);
      out?.set(head.subarray(0, used), at);
      at += used;
      if (used === head.byteLength) queue.shift();
      else queue[0] = head.subarray(used);
    }
    queued -= count;
    return out;
  };
  const fill = async (length: number) => {
    while (queued < length && !ended) await pull();
  };
  return {
    async read(length) {
      await fill(length);
      return take(length, true)!;
    },
    // The archive's end (or an error) can come before the file's: the reading helper is stopped.
    close() {
      void chunks.return(undefined);
    },
    // Skipping drops what is inflated as it goes, so a large entry never sits whole in the queue.
    async skip(length) {
      let left = length;
      while (left > 0) {
        if (queued === 0) {
          if (ended) return length - left;
          await pull();
          continue;
        }
        const count = Math.min(left, queued);
        take(count, false);
        left -= count;
      }
      return length;
    },
  };
}

const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder('utf-8');

/** A NUL-terminated text field (UTF-8, as tar writers of today store names). */
function text(block: Uint8Array, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const nul = field.indexOf(0);
  return utf8.decode(nul === -1 ? field : field.subarray(0, nul));
}

/** A numeric field: octal digits (spaces and NULs around), or base-256 when the first byte's high bit is set (GNU). */
function number(block: Uint8Array, start: number, length: number): number | null {
  const field = block.subarray(start, start + length);
  if (field[0]! & 0x80) {
    let value = field[0]! & 0x3f;
    if (field[0]! & 0x40) return null; // negative
    for (let index = 1; index < length; index += 1) value = value * 256 + field[index]!;
    return value;
  }
  const digits = latin1.decode(field).replace(/\0.*$/s, '').trim();
  if (digits === '') return 0;
  return /^[0-7]+$/.test(digits) ? Number.parseInt(digits, 8) : null;
}

function checksumMatches(block: Uint8Array): boolean {
  const stored = number(block, 148, 8);
  if (stored === null) return false;
  let unsigned = 0;
  let signed = 0;
  for (let index = 0; index < BLOCK; index += 1) {
    const byte = index >= 148 && index < 156 ? 32 : block[index]!;
    unsigned += byte;
    signed += byte > 127 ? byte - 256 : byte;
  }
  return stored === unsigned || stored === signed;
}

/** The records of a pax extended header: "length key=value\n", UTF-8. */
function paxRecords(bytes: Uint8Array): Map<string, string> {
  const records = new Map<string, string>();
  let at = 0;
  while (at < bytes.byteLength) {
    const space = bytes.indexOf(0x20, at);
    if (space === -1) break;
    const length = Number.parseInt(latin1.decode(bytes.subarray(at, space)), 10);
    if (!Number.isFinite(length) || length <= space - at) break;
    const record = utf8.decode(bytes.subarray(space + 1, at + length - 1));
    const equals = record.indexOf('=');
    if (equals > 0) records.set(record.slice(0, equals), record.slice(equals + 1));
    at += length;
  }
  return records;
}

const padded = (size: number) => Math.ceil(size / BLOCK) * BLOCK;
/** Long names and pax headers larger than this are refused (a real one is a few hundred bytes). */
const MAX_META = 1024 * 1024;

async function skipExactly(source: ByteSource, length: number): Promise<void> {
  if ((await source.skip(length)) < length) throw new TarSyntaxError('The archive ends in the middle of an entry.', false);
}

/**
 * Reads the entries of a tar archive in order. `onEntry` says whether it wants the entry's data;
 * if so, `onData` receives it whole (the data of others is skipped, never read from a tar file).
 */
export async function readTar(source: ByteSource, onEntry: (entry: TarEntry) => boolean, onData?: (entry: TarEntry, data: Uint8Array) => void): Promise<void> {
  try {
    await readEntries(source, onEntry, onData);
  } finally {
    source.close?.();
  }
}

async function readEntries(source: ByteSource, onEntry: (entry: TarEntry) => boolean, onData?: (entry: TarEntry, data: Uint8Array) => void): Promise<void> {
  let first = true;
  let longName: string | undefined;
  let longLink: string | undefined;
  let pax = new Map<string, string>();
  let globalPax = new Map<string, string>();
  for (;;) {
    const block = await source.read(BLOCK);
    if (block.byteLength === 0 && !first) return; // an archive without its closing zero blocks
    if (block.byteLength < BLOCK) throw new TarSyntaxError('The archive ends in the middle of a header.', first);
    if (block.every((byte) => byte === 0)) {
      if (first) throw new TarSyntaxError('The archive starts with an empty block.', true);
      return;
    }
    if (!checksumMatches(block)) throw new TarSyntaxError(first ? 'No tar header.' : 'A header’s checksum is wrong.', first);
    first = false;
    const type = String.fromCharCode(block[156]!);
    const headerSize = number(block, 124, 12);
    if (headerSize === null) throw new TarSyntaxError('A header’s size is unreadable.', false);
    if (type === 'L' || type === 'K' || type === 'x' || type === 'g') {
      if (headerSize > MAX_META) throw new TarSyntaxError('An extended header is too large.', false);
      const data = await source.read(headerSize);
      if (data.byteLength < headerSize) throw new TarSyntaxError('The archive ends in the middle of an entry.', false);
      await skipExactly(source, padded(headerSize) - headerSize);
      if (type === 'L') longName = text(data, 0, data.byteLength);
      else if (type === 'K') longLink = text(data, 0, data.byteLength);
      else if (type === 'x') pax = paxRecords(data);
      else globalPax = new Map([...globalPax, ...paxRecords(data)]);
      continue;
    }
    const meta = new Map([...globalPax, ...pax]);
    const ustar = latin1.decode(block.subarray(257, 262)) === 'ustar';
    const prefix = ustar ? text(block, 345, 155) : '';
    let path = meta.get('path') ?? longName ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
    const paxSize = meta.has('size') ? Number(meta.get('size')) : undefined;
    const size = paxSize !== undefined && Number.isFinite(paxSize) ? paxSize : headerSize;
    const paxTime = meta.has('mtime') ? Number(meta.get('mtime')) : undefined;
    const mtime = paxTime !== undefined && Number.isFinite(paxTime) ? Math.floor(paxTime) : number(block, 136, 12);
    const linkTarget = meta.get('linkpath') ?? longLink ?? text(block, 157, 100);
    longName = undefined;
    longLink = undefined;
    pax = new Map();

    let kind: TarEntry['kind'];
    if (type === '0' || type === '\0' || type === '7') kind = path.endsWith('/') ? 'folder' : 'file';
    else if (type === '5') kind = 'folder';
    else if (type === '1' || type === '2') kind = 'link';
    else kind = 'other';
    if (kind === 'folder') path = path.replace(/\/+$/, '');
    // Hard links, symlinks, folders and devices carry no data in the archive (their size field may say otherwise).
    const dataSize = kind === 'file' || kind === 'other' ? size : 0;
    const entry: TarEntry = { path, kind, size: dataSize, mtime, ...(kind === 'link' && linkTarget ? { linkTarget } : {}) };
    if (onEntry(entry) && dataSize >= 0) {
      const data = await source.read(dataSize);
      if (data.byteLength < dataSize) throw new TarSyntaxError('The archive ends in the middle of an entry.', false);
      onData?.(entry, data);
      await skipExactly(source, padded(dataSize) - dataSize);
    } else await skipExactly(source, padded(dataSize));
  }
}
