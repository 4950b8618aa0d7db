/**
 * What a file really is, read in slices so a file of gigabytes is never held whole: its type from
 * its signature (the app's one table, src/engine/detect/signatures.ts) against what its extension
 * says, the Shannon entropy of its bytes (overall and per block, streamed with progress), the files
 * embedded in it (known signatures at offsets > 0, found in a streamed scan whose chunks overlap),
 * and a hex dump of any range in the classic `hexdump -C` layout. Plus File ⇄ hex.
 *
 * Pure TypeScript over Blob slices: runs in Node (a file on disk through `fs.openAsBlob`), the page
 * and the operation workers.
 */

import { blobChunks } from '../../engine/files/blob-chunks';
import { extensionOf, looksLikeText, signatureOfExtension, sniffSignature, SIGNATURE_BYTES, type FileFamily, type FileSignature } from '../../engine/detect/signatures';
import { bytesToHex } from '../../lib/crypto-encoding/bytes';
import { ToolInputError } from '../../lib/errors';

/** What the inspector reads at a time; the scan reads `OVERLAP` more to check a signature cut by the chunk's end. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** Enough to confirm any signature (the table reads 4 KB; a PE header is found up to 1 KB in). */
const OVERLAP = SIGNATURE_BYTES + 1024;
/** Embedded files listed at most (a file of thousands of JPEG thumbnails says the list is cut). */
export const MAX_EMBEDDED = 1000;

export interface TypeInfo {
  type: string;
  ext: string;
  name: string;
  family: FileFamily;
}

export type Verdict = 'match' | 'compatible' | 'mismatch' | 'no-extension' | 'unknown-extension' | 'no-signature';
export type EntropyHint = 'empty' | 'constant' | 'sparse' | 'text' | 'binary' | 'random';

export interface EmbeddedFile {
  offset: number;
  offsetHex: string;
  type: string;
  ext: string;
  name: string;
}

export interface InspectReport {
  name: string;
  size: number;
  /** What the bytes are: by signature, as text, or unknown binary data. */
  detected: TypeInfo & { by: 'signature' | 'text' | 'none' };
  /** The name's extension, lower case, without the dot ('' when none). */
  extension: string;
  /** What that extension stands for, when the table knows it. */
  extensionType: TypeInfo | null;
  verdict: Verdict;
  mismatch: boolean;
  /** The verdict in English (the page words it in the reader's language). */
  message: string;
  /** The first 16 bytes in hexadecimal. */
  firstBytes: string;
  /** Shannon entropy of the bytes, in bits per byte (0 to 8). */
  entropy: number;
  entropyHint: EntropyHint;
  entropyMessage: string;
  /** The entropy of consecutive blocks of `blockSize` bytes (a small graph of where the dense data is). */
  entropyBlocks: { blockSize: number; values: number[] };
  embedded: EmbeddedFile[];
  embeddedTruncated: boolean;
}

export interface InspectOptions {
  /** Blocks of the entropy graph (0: none). */
  blocks: number;
  /** Scan for files embedded at offsets > 0. */
  embedded: boolean;
}

export interface ReadControl {
  progress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /** The bytes read at a time (tests make it small to put signatures across chunk boundaries). */
  chunkBytes?: number;
}

const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;
const typeInfo = ({ type, ext, name, family }: FileSignature): TypeInfo => ({ type, ext, name, family });
export const hexOffset = (offset: number) => `0x${offset.toString(16).padStart(8, '0')}`;

async function readSlice(file: Blob, start: number, end: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(start, end).arrayBuffer());
}

// ── Type against extension ──────────────────────────────────────────────────────────────────────

/** Types that share a container, so one named as the other is not a mistake (an .m4a in an MP4 box). */
const COMPATIBLE: readonly (readonly string[])[] = [
  ['video/mp4', 'audio/mp4', 'video/quicktime', 'video/3gpp'],
  ['audio/ogg', 'video/ogg'],
  ['video/webm', 'video/x-matroska'],
  ['application/zip', 'application/epub+zip'],
  ['image/heic', 'image/heif', 'image/avif'],
  ['application/x-pem-file', 'application/pkix-cert', 'application/pkcs10'],
];
const TEXT_FAMILIES: readonly FileFamily[] = ['text', 'certificate'];
export function compareTypes(head: Uint8Array, name: string): Pick<InspectReport, 'detected' | 'extension' | 'extensionType' | 'verdict' | 'mismatch' | 'message'> {
  const signed = sniffSignature(head);
  const text = !signed && looksLikeText(head);
  const detected: InspectReport['detected'] = signed
    ? { ...typeInfo(signed), by: 'signature' }
    : text
      ? { type: 'text/plain', ext: 'txt', name: 'Text', family: 'text', by: 'text' }
      : { type: 'application/octet-stream', ext: 'bin', name: 'Binary data', family: 'other', by: 'none' };
  const extension = extensionOf(name);
  const known = extension ? signatureOfExtension(extension) : undefined;
  const extensionType = known ? typeInfo(known) : null;
  const said = `the extension .${extension} says ${known?.name ?? ''}`;
  let verdict: Verdict;
  let message: string;
  if (!extension) {
    verdict = 'no-extension';
    message = `Content: ${detected.name}; the name has no extension.`;
  } else if (!known) {
    verdict = 'unknown-extension';
    message = `Content: ${detected.name}; the extension .${extension} is not one the signature table knows.`;
  } else if (detected.by === 'signature') {
    if (known.type === detected.type) {
      verdict = 'match';
      message = `Content: ${detected.name}, as the extension .${extension} says.`;
    } else if (COMPATIBLE.some((group) => group.includes(known.type) && group.includes(detected.type))) {
      verdict = 'compatible';
      message = `Content: ${detected.name}; ${said}, a kind of file in the same container.`;
    } else {
      verdict = 'mismatch';
      message = `Content: ${detected.name}, but ${said}. Rename it .${detected.ext}, or beware of it.`;
    }
  } else if (detected.by === 'text') {
    if (TEXT_FAMILIES.includes(known.family) || known.type === 'image/svg+xml') {
      verdict = 'match';
      message = `Content: text, as the extension .${extension} (${known.name}) says.`;
    } else {
      verdict = 'mismatch';
      message = `Content: plain text, but ${said}.`;
    }
  } else if (TEXT_FAMILIES.includes(known.family)) {
    verdict = 'mismatch';
    message = `Content: binary data, but ${said}, a text format.`;
  } else {
    verdict = 'no-signature';
    message = `Content: no known signature, but ${said}: damaged, or another format.`;
  }
  return { detected, extension, extensionType, verdict, mismatch: verdict === 'mismatch' || verdict === 'no-signature', message };
}

// ── Entropy ─────────────────────────────────────────────────────────────────────────────────────

/** Shannon entropy, in bits per symbol, of a histogram of `total` counts. */
export function entropyOfCounts(counts: ArrayLike<number>, total: number): number {
  if (total === 0) return 0;
  let sum = 0;
  for (let index = 0; index < counts.length; index += 1) {
    const count = counts[index]!;
    if (count > 0) {
      const p = count / total;
      sum -= p * Math.log2(p);
    }
  }
  return sum <= 0 ? 0 : sum;
}

/** Histograms counted in four interleaved lanes (`lanes[byte * 4 + lane]`): no store waits for the one before. */
const LANES = 4;
function countBytes(lanes: Uint32Array, bytes: Uint8Array, from: number, to: number): void {
  let at = from;
  for (; at + 4 <= to; at += 4) {
    lanes[bytes[at]! << 2]! += 1;
    lanes[(bytes[at + 1]! << 2) | 1]! += 1;
    lanes[(bytes[at + 2]! << 2) | 2]! += 1;
    lanes[(bytes[at + 3]! << 2) | 3]! += 1;
  }
  for (; at < to; at += 1) lanes[bytes[at]! << 2]! += 1;
}

/** Shannon entropy of bytes in memory (bits per byte). */
export function byteEntropy(bytes: Uint8Array): number {
  const counts = new Float64Array(256);
  for (let index = 0; index < bytes.length; index += 1) counts[bytes[index]!]! += 1;
  return entropyOfCounts(counts, bytes.length);
}

const HINTS: Record<EntropyHint, string> = {
  empty: 'No bytes.',
  constant: 'One byte value repeated (padding or an empty image).',
  sparse: 'Mostly repeated bytes: padding, zeros or very regular data.',
  text: 'Typical of text or structured data.',
  binary: 'Typical of machine code, tables or uncompressed media.',
  random: 'Looks compressed or encrypted (or random).',
};

export function entropyHint(entropy: number, size: number): EntropyHint {
  if (size === 0) return 'empty';
  if (entropy === 0) return 'constant';
  if (entropy < 3) return 'sparse';
  if (entropy < 6) return 'text';
  if (entropy < 7.5) return 'binary';
  return 'random';
}

// ── Embedded files ──────────────────────────────────────────────────────────────────────────────

/**
 * Where to look for an embedded file: a few bytes that start one (or sit `back` bytes in, as the
 * `ftyp` of an MP4), checked further by `verify`. They only choose where to ask the signature table:
 * the type is the table's (`sniffSignature`), and a hit counts only when the table agrees (`types`).
 * Weak signatures (an MP3 frame, BMP's "BM", TIFF inside every camera JPEG's Exif) are not looked for.
 */
interface Anchor {
  key: readonly number[];
  back?: number;
  verify?: (bytes: Uint8Array, at: number) => boolean;
  /** The table's types this anchor may find; undefined: any image, audio or video (ftyp brands). */
  types?: readonly string[];
}

const codes = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u32le = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
const u32be = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const printable = (bytes: Uint8Array, at: number, length: number) => {
  for (let index = at; index < at + length; index += 1) if (bytes[index]! < 0x20 || bytes[index]! > 0x7e) return false;
  return true;
};

const ZIP = 'application/zip';
const ZIP_END = -1;

const ANCHORS: readonly Anchor[] = [
  { key: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], types: ['image/png'] },
  { key: [0xff, 0xd8, 0xff], verify: (b, at) => (b[at + 3]! >= 0xe0 && b[at + 3]! <= 0xef) || b[at + 3] === 0xdb || b[at + 3] === 0xfe, types: ['image/jpeg'] },
  { key: codes('GIF8'), verify: (b, at) => (b[at + 4] === 0x37 || b[at + 4] === 0x39) && b[at + 5] === 0x61, types: ['image/gif'] },
  { key: codes('%PDF-'), verify: (b, at) => b[at + 5]! >= 0x31 && b[at + 5]! <= 0x32 && b[at + 6] === 0x2e, types: ['application/pdf'] },
  { key: codes('PK\x03\x04'), verify: (b, at) => b[at + 5] === 0 && b[at + 4]! <= 63, types: [ZIP, 'application/epub+zip'] },
  { key: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], types: ['application/x-7z-compressed'] },
  { key: codes('Rar!\x1a\x07'), types: ['application/vnd.rar'] },
  { key: [0x1f, 0x8b, 0x08], verify: (b, at) => (b[at + 3]! & 0xe0) === 0 && [0, 2, 4].includes(b[at + 8]!) && (b[at + 9]! <= 13 || b[at + 9] === 255), types: ['application/gzip'] },
  { key: codes('BZh'), verify: (b, at) => b[at + 3]! >= 0x31 && b[at + 3]! <= 0x39 && u32be(b, at + 4) === 0x31415926 && b[at + 8] === 0x53 && b[at + 9] === 0x59, types: ['application/x-bzip2'] },
  { key: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], types: ['application/x-xz'] },
  { key: [0x28, 0xb5, 0x2f, 0xfd], verify: (b, at) => (b[at + 4]! & 0x08) === 0, types: ['application/zstd'] },
  { key: [0x7f, 0x45, 0x4c, 0x46], verify: (b, at) => (b[at + 4] === 1 || b[at + 4] === 2) && (b[at + 5] === 1 || b[at + 5] === 2) && b[at + 6] === 1, types: ['application/x-elf'] },
  {
    key: codes('MZ'),
    verify: (b, at) => {
      const pe = u32le(b, at + 0x3c);
      return pe >= 0x40 && pe <= 1024 && b[at + pe] === 0x50 && b[at + pe + 1] === 0x45 && b[at + pe + 2] === 0 && b[at + pe + 3] === 0;
    },
    types: ['application/x-msdownload'],
  },
  { key: codes('SQLite format 3\0'), types: ['application/vnd.sqlite3'] },
  { key: codes('RIFF'), verify: (b, at) => ['WAVE', 'WEBP', 'AVI '].includes(String.fromCharCode(b[at + 8]!, b[at + 9]!, b[at + 10]!, b[at + 11]!)), types: ['audio/wav', 'image/webp', 'video/x-msvideo'] },
  { key: codes('fLaC'), verify: (b, at) => (b[at + 4]! & 0x7f) === 0 && b[at + 5] === 0 && b[at + 6] === 0 && b[at + 7] === 0x22, types: ['audio/flac'] },
  // Only an Ogg stream's first page (its "beginning of stream" flag), not every page.
  { key: codes('OggS'), verify: (b, at) => b[at + 4] === 0 && (b[at + 5]! & 0x02) !== 0, types: ['audio/ogg', 'video/ogg'] },
  { key: codes('ftyp'), back: 4, verify: (b, at) => u32be(b, at) >= 16 && u32be(b, at) <= 512 && u32be(b, at) % 4 === 0 && printable(b, at + 8, 4) },
  { key: [0x1a, 0x45, 0xdf, 0xa3], verify: (b, at) => b[at + 4]! >= 0x80 || b[at + 4] === 0x01, types: ['video/webm', 'video/x-matroska'] },
  { key: codes('asm'), back: 1, verify: (b, at) => b[at] === 0 && b[at + 4] === 1 && b[at + 5] === 0 && b[at + 6] === 0 && b[at + 7] === 0, types: ['application/wasm'] },
  { key: codes('MThd'), verify: (b, at) => u32be(b, at + 4) === 6, types: ['audio/midi'] },
  { key: codes('wOF'), verify: (b, at) => b[at + 3] === 0x46 || b[at + 3] === 0x32, types: ['font/woff', 'font/woff2'] },
  { key: codes('8BPS'), verify: (b, at) => b[at + 4] === 0 && (b[at + 5] === 1 || b[at + 5] === 2), types: ['image/vnd.adobe.photoshop'] },
  { key: codes('-----BEGIN '), types: ['application/x-pem-file'] },
  { key: codes('{\\rtf'), types: ['application/rtf'] },
];
/** A ZIP's end of central directory: later local headers start another archive (not reported itself). */
const ZIP_END_KEY = codes('PK\x05\x06');

/** Anchors by their first key byte, for a scan that looks at each byte once. */
const BY_FIRST: readonly (readonly number[])[] = (() => {
  const table: number[][] = Array.from({ length: 256 }, () => []);
  ANCHORS.forEach((anchor, index) => table[anchor.key[0]!]!.push(index));
  table[ZIP_END_KEY[0]!]!.push(ZIP_END);
  return table;
})();
const FIRST = new Uint8Array(256).map((_, byte) => (BY_FIRST[byte]!.length > 0 ? 1 : 0));
/** The most an anchor's key sits after the file's start (`ftyp`). */
const MAX_BACK = Math.max(...ANCHORS.map((anchor) => anchor.back ?? 0));

const keyAt = (bytes: Uint8Array, at: number, key: readonly number[]) => {
  for (let index = 1; index < key.length; index += 1) if (bytes[at + index] !== key[index]) return false;
  return true;
};
const MEDIA: readonly FileFamily[] = ['image', 'audio', 'video'];

/**
 * Finds embedded files in a stream of chunks. `scan(bytes, base, end)` looks at positions
 * `[0, end)` of `bytes`, which starts at file offset `base` and may run on past `end` (the overlap,
 * so a signature cut by the chunk's end is still confirmed). A ZIP's many local headers are one
 * archive until its end record; the file's own type is not reported again right after itself.
 */
export class EmbeddedScanner {
  readonly found: EmbeddedFile[] = [];
  truncated = false;
  /** Inside a ZIP (the outer file or one found) until its end record. */
  private inZip: boolean;

  constructor(outerType: string) {
    this.inZip = outerType === ZIP || outerType === 'application/epub+zip';
  }

  scan(bytes: Uint8Array, base: number, end: number): void {
    // Keys up to MAX_BACK past the end: a file that starts before the end has its key in the overlap.
    const stop = Math.min(bytes.length, end + MAX_BACK);
    for (let at = 0; at < stop; at += 1) {
      if (FIRST[bytes[at]!] !== 0 && !this.check(bytes, at, base, end)) return;
    }
  }

  /** The anchors whose key may start at `at`; false when the list is full. */
  private check(bytes: Uint8Array, at: number, base: number, end: number): boolean {
    for (const index of BY_FIRST[bytes[at]!]!) {
      if (index === ZIP_END) {
        if (at < end && keyAt(bytes, at, ZIP_END_KEY)) this.inZip = false;
        continue;
      }
      const anchor = ANCHORS[index]!;
      const start = at - (anchor.back ?? 0);
      if (start < 0 || start >= end || base + start === 0 || !keyAt(bytes, at, anchor.key)) continue;
      if (anchor.verify && !anchor.verify(bytes, start)) continue;
      const signed = sniffSignature(bytes.subarray(start, start + SIGNATURE_BYTES));
      if (!signed || (anchor.types ? !anchor.types.includes(signed.type) : !MEDIA.includes(signed.family))) continue;
      if (signed.type === ZIP || signed.type === 'application/epub+zip') {
        if (this.inZip) continue;
        this.inZip = true;
      }
      if (this.found.length >= MAX_EMBEDDED) {
        this.truncated = true;
        return false;
      }
      const offset = base + start;
      this.found.push({ offset, offsetHex: hexOffset(offset), type: signed.type, ext: signed.ext, name: signed.name });
    }
    return true;
  }
}

/**
 * The file in chunks of `chunk` bytes, read in order by `blobChunks` (far fewer round trips than a
 * slice each in a browser, and read ahead): each chunk's `bytes` run `overlap` bytes on into the next chunk (fewer at the end),
 * so a signature cut by the boundary is still whole; `length` is the chunk's own part.
 */
export async function* chunksOf(file: Blob, chunk: number, overlap: number): AsyncGenerator<{ bytes: Uint8Array; base: number; length: number }> {
  const buffer = new Uint8Array(chunk + overlap);
  let filled = 0;
  let base = 0;
  for await (const value of blobChunks(file)) {
    let from = 0;
    while (from < value.length) {
      const take = Math.min(value.length - from, buffer.length - filled);
      buffer.set(value.subarray(from, from + take), filled);
      filled += take;
      from += take;
      if (filled === buffer.length) {
        yield { bytes: buffer, base, length: chunk };
        // The overlap starts the next chunk.
        buffer.copyWithin(0, chunk, filled);
        filled -= chunk;
        base += chunk;
      }
    }
  }
  if (filled > 0) yield { bytes: buffer.subarray(0, filled), base, length: filled };
}

// ── The report ──────────────────────────────────────────────────────────────────────────────────

export async function inspectFile(file: File, options: InspectOptions, control: ReadControl = {}): Promise<InspectReport> {
  const size = file.size;
  if (size === 0) throw new ToolInputError('errors.empty');
  const chunk = Math.max(16, control.chunkBytes ?? CHUNK_BYTES);
  const head = await readSlice(file, 0, Math.min(size, SIGNATURE_BYTES));
  const types = compareTypes(head, file.name);

  const blocks = Math.min(options.blocks, size);
  const blockSize = blocks > 0 ? Math.ceil(size / blocks) : 0;
  const blockValues: number[] = [];
  const total = new Float64Array(256);
  const lanes = new Uint32Array(256 * LANES);
  const counts = new Float64Array(256);
  let inBlock = 0;
  /** Adds the counted bytes to the total (and closes a block of the graph). */
  const flush = (closeBlock: boolean) => {
    for (let byte = 0; byte < 256; byte += 1) {
      const at = byte * LANES;
      counts[byte] = lanes[at]! + lanes[at + 1]! + lanes[at + 2]! + lanes[at + 3]!;
      total[byte]! += counts[byte]!;
    }
    if (closeBlock) blockValues.push(round(entropyOfCounts(counts, inBlock), 3));
    lanes.fill(0);
    inBlock = 0;
  };
  const scanner = options.embedded ? new EmbeddedScanner(types.detected.type) : undefined;

  for await (const { bytes, base: start, length } of chunksOf(file, chunk, scanner ? OVERLAP : 0)) {
    if (control.signal?.aborted) throw control.signal.reason ?? new DOMException('Aborted', 'AbortError');
    // Byte counts, block by block (a block may span chunks).
    let at = 0;
    while (at < length) {
      const take = blockSize > 0 ? Math.min(length - at, blockSize - inBlock) : length - at;
      countBytes(lanes, bytes, at, at + take);
      at += take;
      inBlock += take;
      if (blockSize === 0 || inBlock === blockSize) flush(blockSize > 0);
    }
    scanner?.scan(bytes, start, length);
    control.progress?.(start + length, size);
  }
  if (inBlock > 0) flush(true);

  const entropy = round(entropyOfCounts(total, size));
  const hint = entropyHint(entropy, size);
  return {
    name: file.name,
    size,
    ...types,
    firstBytes: bytesToHex(head.subarray(0, 16)),
    entropy,
    entropyHint: hint,
    entropyMessage: HINTS[hint],
    entropyBlocks: { blockSize, values: blockValues },
    embedded: scanner?.found ?? [],
    embeddedTruncated: scanner?.truncated ?? false,
  };
}

// ── Hex dump ────────────────────────────────────────────────────────────────────────────────────

const LOWER = new TextEncoder().encode('0123456789abcdef');
const UPPER = new TextEncoder().encode('0123456789ABCDEF');
/** Text made as ASCII bytes and decoded once: far faster than adding strings a byte at a time. */
const ASCII = new TextDecoder();

/** An offset as `hexdump -C` writes it: at least eight hex digits. */
export const dumpOffset = (offset: number) => offset.toString(16).padStart(8, '0');

/** Rows of `bytes` that start at file offset `offset`, each ending in a line break (`hexdump -C -v`). */
export function hexRows(bytes: Uint8Array, offset: number): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 16) * 96);
  let w = 0;
  for (let at = 0; at < bytes.length; at += 16) {
    const place = dumpOffset(offset + at);
    for (let index = 0; index < place.length; index += 1) out[w++] = place.charCodeAt(index);
    out[w++] = 0x20;
    const count = Math.min(16, bytes.length - at);
    for (let index = 0; index < 16; index += 1) {
      if (index === 8) out[w++] = 0x20;
      out[w++] = 0x20;
      if (index < count) {
        const byte = bytes[at + index]!;
        out[w++] = LOWER[byte >> 4]!;
        out[w++] = LOWER[byte & 15]!;
      } else {
        out[w++] = 0x20;
        out[w++] = 0x20;
      }
    }
    out[w++] = 0x20;
    out[w++] = 0x20;
    out[w++] = 0x7c;
    for (let index = 0; index < count; index += 1) {
      const byte = bytes[at + index]!;
      out[w++] = byte >= 0x20 && byte <= 0x7e ? byte : 0x2e;
    }
    out[w++] = 0x7c;
    out[w++] = 0x0a;
  }
  return ASCII.decode(out.subarray(0, w));
}

/** One row of up to 16 bytes: `00000000  48 65 6c 6c 6f 2c 20 77  6f 72 6c 64 21 0a        |Hello, world!.|`. */
export function hexRow(bytes: Uint8Array, offset: number): string {
  return hexRows(bytes.subarray(0, 16), offset).slice(0, -1);
}

/** Bytes as hexadecimal digits, `bytesPerLine` a line (0: one line), without a break at the end. */
export function bytesToHexText(bytes: Uint8Array, uppercase = false, bytesPerLine = 0): string {
  const digits = uppercase ? UPPER : LOWER;
  const lines = bytesPerLine > 0 ? Math.max(0, Math.ceil(bytes.length / bytesPerLine) - 1) : 0;
  const out = new Uint8Array(bytes.length * 2 + lines);
  let w = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    if (bytesPerLine > 0 && index > 0 && index % bytesPerLine === 0) out[w++] = 0x0a;
    const byte = bytes[index]!;
    out[w++] = digits[byte >> 4]!;
    out[w++] = digits[byte & 15]!;
  }
  return ASCII.decode(out);
}

/**
 * A number of bytes or an offset as people write them: decimal (`4096`), hexadecimal with `0x` or
 * an `h` suffix, or with hex letters (`1f0`); underscores and spaces between digits are allowed.
 * Undefined when it is none of those.
 */
export function parseOffset(text: string): number | undefined {
  const clean = text.trim().replace(/[_\s]/g, '').toLowerCase();
  let value: number;
  if (/^0x[0-9a-f]+$/.test(clean)) value = parseInt(clean.slice(2), 16);
  else if (/^[0-9a-f]+h$/.test(clean)) value = parseInt(clean.slice(0, -1), 16);
  else if (/^[0-9]+$/.test(clean)) value = parseInt(clean, 10);
  else if (/^[0-9a-f]+$/.test(clean)) value = parseInt(clean, 16);
  else return undefined;
  return Number.isSafeInteger(value) ? value : undefined;
}

export interface RangeOptions {
  /** Where the dump starts (decimal or hexadecimal). */
  offset: string;
  /** How many bytes ('' or 0: to the end). */
  length: string;
}

/** The byte range `[start, end)` the options name in a file of `size` bytes; bad input throws. */
export function resolveRange(size: number, { offset, length }: RangeOptions): { start: number; end: number } {
  if (size === 0) throw new ToolInputError('errors.empty');
  const start = parseOffset(offset === '' ? '0' : offset);
  if (start === undefined) throw new ToolInputError('errors.badOffset', { params: { value: offset } });
  if (start >= size) throw new ToolInputError('errors.offsetPastEnd', { params: { offset: start, last: size - 1, size } });
  const count = length.trim() === '' ? 0 : parseOffset(length);
  if (count === undefined) throw new ToolInputError('errors.badLength', { params: { value: length } });
  return { start, end: count === 0 ? size : Math.min(size, start + count) };
}

/** Rows written per piece (64 KB of bytes). */
const DUMP_PIECE = 64 * 1024;

/** The hex dump of a range, handed out in pieces; the last line is the offset after it, as in `hexdump -C`. */
export async function hexDumpInPieces(file: Blob, options: RangeOptions, write: (piece: string) => void, control: ReadControl = {}): Promise<void> {
  const { start, end } = resolveRange(file.size, options);
  for (let at = start; at < end; at += DUMP_PIECE) {
    if (control.signal?.aborted) throw control.signal.reason ?? new DOMException('Aborted', 'AbortError');
    const stop = Math.min(end, at + DUMP_PIECE);
    write(hexRows(await readSlice(file, at, stop), at));
    control.progress?.(stop - start, end - start);
  }
  write(`${dumpOffset(end)}\n`);
}

export async function hexDump(file: Blob, options: RangeOptions, control: ReadControl = {}): Promise<string> {
  const pieces: string[] = [];
  await hexDumpInPieces(file, options, (piece) => pieces.push(piece), control);
  return pieces.join('');
}

// ── File ⇄ hex ──────────────────────────────────────────────────────────────────────────────────

export interface ToHexOptions {
  uppercase: boolean;
  /** Bytes per line (0: one line). */
  bytesPerLine: number;
}

/** A file's bytes as one hexadecimal text, handed out in pieces (a slice at a time). */
export async function fileToHexInPieces(file: Blob, { uppercase, bytesPerLine }: ToHexOptions, write: (piece: string) => void, control: ReadControl = {}): Promise<void> {
  const size = file.size;
  if (size === 0) throw new ToolInputError('errors.empty');
  // Whole lines per slice, so a line break never falls inside a piece's bytes.
  const slice = bytesPerLine > 0 ? Math.max(1, Math.floor(CHUNK_BYTES / 4 / bytesPerLine)) * bytesPerLine : CHUNK_BYTES / 4;
  for (let at = 0; at < size; at += slice) {
    if (control.signal?.aborted) throw control.signal.reason ?? new DOMException('Aborted', 'AbortError');
    const bytes = await readSlice(file, at, Math.min(size, at + slice));
    const hex = bytesToHexText(bytes, uppercase, bytesPerLine) + (bytesPerLine > 0 && at + slice < size ? '\n' : '');
    write(hex);
    control.progress?.(Math.min(size, at + slice), size);
  }
}

export async function fileToHex(file: Blob, options: ToHexOptions, control: ReadControl = {}): Promise<string> {
  const pieces: string[] = [];
  await fileToHexInPieces(file, options, (piece) => pieces.push(piece), control);
  return pieces.join('');
}

const NIBBLE = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let digit = 0; digit < 16; digit += 1) {
    table['0123456789abcdef'.charCodeAt(digit)] = digit;
    table['0123456789ABCDEF'.charCodeAt(digit)] = digit;
  }
  return table;
})();
const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0x0c || code === 0x0b;

/** Line and column (1-based) of character `index` of `text`. */
function lineAndColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) {
    line += 1;
    lineStart = at + 1;
  }
  return { line, column: index - lineStart + 1 };
}

/**
 * The bytes of a hexadecimal text: pairs of digits in any case, whitespace anywhere ignored. A
 * character that is not a digit, or an odd number of digits, is refused with its place.
 */
export function hexToBytes(text: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(text.length >>> 1);
  let length = 0;
  let high = -1;
  let highAt = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const value = code < 128 ? NIBBLE[code]! : -1;
    if (value < 0) {
      if (isSpace(code)) continue;
      const { line, column } = lineAndColumn(text, index);
      const char = String.fromCodePoint(text.codePointAt(index)!);
      throw new ToolInputError('errors.notHex', { params: { char, position: index + 1, line, column } });
    }
    if (high < 0) {
      high = value;
      highAt = index;
    } else {
      out[length] = (high << 4) | value;
      length += 1;
      high = -1;
    }
  }
  if (high >= 0) {
    const { line, column } = lineAndColumn(text, highAt);
    throw new ToolInputError('errors.oddHex', { params: { digits: length * 2 + 1, position: highAt + 1, line, column } });
  }
  if (length === 0) throw new ToolInputError('errors.emptyHex');
  return out.slice(0, length);
}
