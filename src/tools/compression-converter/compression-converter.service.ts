import { deflateSync, Gunzip, gzipSync, Inflate, Unzlib, zlibSync } from 'fflate';
import { bytesToBase64 } from '../../lib/base64/base64';
import { bytesToHex } from '../../lib/crypto-encoding/bytes';
import { formatByteSize } from '../../lib/byte-size';
import { crc32 } from '../../lib/crc32';
import { ToolInputError } from '../../lib/errors';
import { loadWasm } from '../../engine/vendor-assets';
import type * as BrotliGlue from '../../../node_modules/brotli-wasm/pkg.web/brotli_wasm.js';
import { decodeInputText, sniffFormat, type ByteEncoding, type CompressionFormat } from './compression-converter.format';

/**
 * Text ⇄ compressed bytes written as Base64 or hex: gzip (RFC 1952), zlib (RFC 1950) and raw
 * deflate (RFC 1951) with fflate, Brotli (RFC 7932) with brotli-wasm, its WebAssembly handed over
 * compiled from our own origin (vendor/brotli/). Output is deterministic: gzip without a file name
 * and with mtime 0, as `gzip -n` writes it, so the same text gives the same bytes everywhere.
 */

export { COMPRESSION_FORMATS, BYTE_ENCODINGS } from './compression-converter.format';
export type { CompressionFormat, ByteEncoding } from './compression-converter.format';

/** The default level of each format: zlib's 6 (gzip, zlib, deflate), Brotli's 11 (the `brotli` command's default). */
export const DEFAULT_LEVEL: Record<CompressionFormat, number> = { gzip: 6, zlib: 6, deflate: 6, brotli: 11 };
/** The highest level of each format: 9 for the deflate family, 11 for Brotli. */
export const MAX_LEVEL: Record<CompressionFormat, number> = { gzip: 9, zlib: 9, deflate: 9, brotli: 11 };

type BrotliModule = typeof BrotliGlue;

let brotliModule: Promise<BrotliModule> | undefined;

/**
 * brotli-wasm's web build (wasm-bindgen), initialised with the module compiled by loadWasm: it never
 * fetches its .wasm itself. The package exports only its self-initialising entry, which would fetch
 * the file from beside its code, so its wasm-bindgen glue is imported by path.
 */
function loadBrotli(): Promise<BrotliModule> {
  brotliModule ??= (async () => {
    const [glue, wasm] = await Promise.all([import('../../../node_modules/brotli-wasm/pkg.web/brotli_wasm.js'), loadWasm('brotli', 'brotli_wasm_bg.wasm')]);
    await glue.default(wasm);
    return glue;
  })();
  brotliModule.catch(() => {
    brotliModule = undefined;
  });
  return brotliModule;
}

export interface CompressOptions {
  format: CompressionFormat;
  encoding: ByteEncoding;
  /** Undefined: the format's default level. */
  level?: number | undefined;
}

export interface CompressReport {
  output: string;
  originalBytes: number;
  compressedBytes: number;
}

const encoder = new TextEncoder();

function encodeBytes(bytes: Uint8Array, encoding: ByteEncoding): string {
  return encoding === 'hex' ? bytesToHex(bytes) : bytesToBase64(bytes);
}

type DeflateLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** UTF-8 of `text` compressed in `format` at `level`; a level outside the format's range throws ToolInputError('levelRange'). */
export async function compressBytes(bytes: Uint8Array, format: CompressionFormat, level = DEFAULT_LEVEL[format]): Promise<Uint8Array> {
  if (!Number.isInteger(level) || level < 0 || level > MAX_LEVEL[format]) throw new ToolInputError('levelRange', { params: { format, max: MAX_LEVEL[format] } });
  if (format === 'brotli') return (await loadBrotli()).compress(bytes, { quality: level });
  const options = { level: level as DeflateLevel, mtime: 0 };
  if (format === 'gzip') return gzipSync(bytes, options);
  if (format === 'zlib') return zlibSync(bytes, options);
  return deflateSync(bytes, options);
}

/** Text → its UTF-8 compressed, as Base64 or hex, with the sizes. Empty text gives ''. */
export async function compressText(text: string, options: CompressOptions): Promise<CompressReport> {
  if (text === '') return { output: '', originalBytes: 0, compressedBytes: 0 };
  const bytes = encoder.encode(text);
  const compressed = await compressBytes(bytes, options.format, options.level ?? DEFAULT_LEVEL[options.format]);
  return { output: encodeBytes(compressed, options.encoding), originalBytes: bytes.length, compressedBytes: compressed.length };
}

export type DecompressFormat = CompressionFormat | 'auto';
export type DecompressEncoding = ByteEncoding | 'auto';
export type DecompressOutput = 'text' | 'hex';

export interface DecompressOptions {
  format: DecompressFormat;
  encoding: DecompressEncoding;
  showAs: DecompressOutput;
}

export interface DecompressReport {
  output: string;
  /** The format the bytes were read as (the one detected with `auto`). */
  format: CompressionFormat;
  encoding: ByteEncoding;
  compressedBytes: number;
  originalBytes: number;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(bytes.length, start + 5552);
    for (let index = start; index < end; index++) {
      a += bytes[index]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const readUint32LE = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
const readUint32BE = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const hex8 = (value: number) => value.toString(16).padStart(8, '0');

/** Decompressed output beyond this many bytes is refused (a small stream can expand a thousandfold). */
export const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
/** Brotli's output is taken in pieces of this size. */
const BROTLI_CHUNK = 1024 * 1024;

function tooLarge(): ToolInputError {
  return new ToolInputError('tooLarge', { params: { max: MAX_OUTPUT_BYTES / 1024 / 1024 } });
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const output = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    output.set(chunk, offset);
    offset += chunk.length;
  }
  return output;
}

/**
 * gzip, zlib or raw deflate through fflate's streaming classes: they never trust a size written in
 * the stream (the one-shot gunzip sizes its buffer from the trailer) and the output is counted as
 * it comes. Concatenated gzip members are read one after the other, as gunzip does.
 */
function inflateDeflateFamily(bytes: Uint8Array, format: 'gzip' | 'zlib' | 'deflate'): Uint8Array {
  const stream = format === 'gzip' ? new Gunzip() : format === 'zlib' ? new Unzlib() : new Inflate();
  const chunks: Uint8Array[] = [];
  let total = 0;
  stream.ondata = (chunk) => {
    total += chunk.length;
    if (total > MAX_OUTPUT_BYTES) throw tooLarge();
    chunks.push(chunk);
  };
  stream.push(bytes, true);
  return concat(chunks, total);
}

function inflateBrotli(brotli: BrotliModule, bytes: Uint8Array): Uint8Array {
  const stream = new brotli.DecompressStream();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let offset = 0;
  try {
    for (;;) {
      const result = stream.decompress(bytes.subarray(offset), BROTLI_CHUNK);
      const { code } = result;
      const chunk = result.buf;
      offset += result.input_offset;
      result.free();
      total += chunk.length;
      if (total > MAX_OUTPUT_BYTES) throw tooLarge();
      chunks.push(chunk);
      if (code === brotli.BrotliStreamResultCode.NeedsMoreOutput) continue;
      if (code === brotli.BrotliStreamResultCode.NeedsMoreInput) throw new Error('unexpected end of the stream');
      if (offset < bytes.length) throw new Error(`${bytes.length - offset} bytes after the end of the stream`);
      return concat(chunks, total);
    }
  } catch (error) {
    if (error instanceof ToolInputError) throw error;
    throw new Error(String(error instanceof Error ? error.message : error).replace(/^Brotli (?:stream )?decompress(?:ion)? failed: /i, ''));
  } finally {
    stream.free();
  }
}

/**
 * One format's decompression. fflate does not check the trailers, so gzip's CRC-32 and length (of
 * a single-member stream) and zlib's Adler-32 are checked here: a damaged stream is an error, not
 * wrong text.
 */
async function inflateAs(bytes: Uint8Array, format: CompressionFormat): Promise<Uint8Array> {
  if (format === 'brotli') return inflateBrotli(await loadBrotli(), bytes);
  const output = inflateDeflateFamily(bytes, format);
  if (format === 'gzip' && bytes.length >= 18) {
    const size = readUint32LE(bytes, bytes.length - 4);
    const crc = readUint32LE(bytes, bytes.length - 8);
    if (size === output.length % 2 ** 32 && crc !== crc32(output)) throw new Error(`CRC-32 mismatch: the trailer says ${hex8(crc)}, the data gives ${hex8(crc32(output))}`);
  }
  if (format === 'zlib') {
    if (bytes.length < 6) throw new Error('unexpected EOF');
    const stored = readUint32BE(bytes, bytes.length - 4);
    const actual = adler32(output);
    if (stored !== actual) throw new Error(`Adler-32 mismatch: the trailer says ${hex8(stored)}, the data gives ${hex8(actual)}`);
  }
  return output;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

interface Inflated {
  bytes: Uint8Array;
  format: CompressionFormat;
}

/**
 * Auto-detection: gzip by its magic number, zlib by its header check; anything else (or a zlib
 * header that does not decompress) is tried as Brotli and as raw deflate. Brotli is the stricter
 * format (a deflate stream never reads as Brotli, while one Brotli stream in a dozen reads as a
 * short deflate stream), so it wins when both give something, unless only deflate gives UTF-8 text.
 */
async function inflateAuto(bytes: Uint8Array): Promise<Inflated> {
  const sniffed = sniffFormat(bytes);
  if (sniffed === 'gzip') return inflate(bytes, 'gzip');
  let sniffedError: unknown;
  if (sniffed === 'zlib') {
    try {
      return { bytes: await inflateAs(bytes, 'zlib'), format: 'zlib' };
    } catch (error) {
      if (error instanceof ToolInputError) throw error;
      sniffedError = error;
    }
  }
  const found: Inflated[] = [];
  const errors: string[] = [];
  for (const format of ['brotli', 'deflate'] as const) {
    try {
      found.push({ bytes: await inflateAs(bytes, format), format });
    } catch (error) {
      if (error instanceof ToolInputError) throw error;
      errors.push(`${format}: ${messageOf(error)}`);
    }
  }
  const best = found.find((candidate) => isUtf8(candidate.bytes)) ?? found[0];
  if (best) return best;
  if (sniffed === 'zlib') throw new ToolInputError('corrupt', { params: { format: 'zlib' }, detail: messageOf(sniffedError) });
  throw new ToolInputError('unknownFormat', { detail: errors.join('; ') });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function inflate(bytes: Uint8Array, format: DecompressFormat): Promise<Inflated> {
  if (format === 'auto') return inflateAuto(bytes);
  try {
    return { bytes: await inflateAs(bytes, format), format };
  } catch (error) {
    if (error instanceof ToolInputError) throw error;
    throw new ToolInputError('corrupt', { params: { format }, detail: messageOf(error) });
  }
}

/**
 * Base64 or hex of compressed bytes → the text they hold (or its bytes in hex). With `auto`, the
 * encoding is hex when the text is only hex digits (and Base64 otherwise, or when hex bytes do not
 * decompress), the format is detected from the bytes. Empty input gives ''.
 */
export async function decompressText(input: string, options: DecompressOptions): Promise<DecompressReport> {
  const candidates = decodeInputText(input, options.encoding);
  if (candidates.length === 0) return { output: '', format: 'gzip', encoding: 'base64', compressedBytes: 0, originalBytes: 0 };
  let failure: unknown;
  for (const candidate of candidates) {
    try {
      const inflated = await inflate(candidate.bytes, options.format);
      let output: string;
      if (options.showAs === 'hex') output = bytesToHex(inflated.bytes);
      else {
        try {
          output = strictUtf8.decode(inflated.bytes);
        } catch {
          throw new ToolInputError('notUtf8', { params: { bytes: inflated.bytes.length, size: formatByteSize(inflated.bytes.length) } });
        }
      }
      return { output, format: inflated.format, encoding: candidate.encoding, compressedBytes: candidate.bytes.length, originalBytes: inflated.bytes.length };
    } catch (error) {
      // A hex reading that does not decompress: the same text may still be Base64.
      failure ??= error;
      if (error instanceof ToolInputError && (error.messageKey === 'notUtf8' || error.messageKey === 'tooLarge')) throw error;
    }
  }
  throw failure;
}
