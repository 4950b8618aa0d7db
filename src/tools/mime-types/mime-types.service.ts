import mime from 'mime';
import otherTypes from 'mime/types/other.js';
import standardTypes from 'mime/types/standard.js';
import { ToolInputError } from '../../lib/errors';

/** At most this many suggestions under the MIME type field. */
export const MAX_SUGGESTIONS = 50;

/** Every type of the mime database with its extensions in database order (`*` marks stripped), sorted by type. */
const DATABASE: Record<string, readonly string[]> = { ...(standardTypes as Record<string, string[]>), ...(otherTypes as Record<string, string[]>) };
export const MIME_TABLE: readonly { type: string; extensions: readonly string[] }[] = Object.entries(DATABASE)
  .map(([type, extensions]) => ({ type: type.toLowerCase(), extensions: extensions.map((extension) => extension.replace(/^\*/, '').toLowerCase()) }))
  .filter((entry) => entry.extensions.length > 0)
  .sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));

export const MIME_TYPES: readonly string[] = MIME_TABLE.map((entry) => entry.type);

/** Extensions that resolve to a type (the library's winner when several types claim one), sorted. */
export const KNOWN_EXTENSIONS: readonly string[] = [...new Set(MIME_TABLE.flatMap((entry) => entry.extensions))].filter((extension) => mime.getType(extension) !== null).sort();

/** Known types containing the typed text (case-insensitive), at most `limit`. */
export function suggestMimeTypes(text: string, limit = MAX_SUGGESTIONS): string[] {
  const query = text.trim().toLowerCase();
  const result: string[] = [];
  for (const type of MIME_TYPES) {
    if (type.includes(query)) result.push(type);
    if (result.length >= limit) break;
  }
  return result;
}

/** `.PDF`, `pdf`, `report.final.PDF` → `pdf`. */
export function normalizeExtension(text: string): string {
  const trimmed = text.trim().toLowerCase();
  const lastDot = trimmed.lastIndexOf('.');
  return lastDot >= 0 ? trimmed.slice(lastDot + 1) : trimmed;
}

/** Known extensions starting with the typed extension (at most `limit`). */
export function suggestExtensions(text: string, limit = MAX_SUGGESTIONS): string[] {
  const query = normalizeExtension(text);
  const result: string[] = [];
  for (const extension of KNOWN_EXTENSIONS) {
    if (extension.startsWith(query)) result.push(extension);
    if (result.length >= limit) break;
  }
  return result;
}

/**
 * The extensions of an exact MIME type, in database order. Undefined for an empty or partial entry
 * (some known type contains it); `unknownType` when no known type contains it.
 */
export function extensionsOfMimeType(text: string): string[] | undefined {
  const query = text.trim().toLowerCase();
  if (query === '') return undefined;
  const extensions = mime.getAllExtensions(query);
  if (extensions && extensions.size > 0) return [...extensions];
  if (MIME_TYPES.some((type) => type.includes(query))) return undefined;
  throw new ToolInputError('unknownType');
}

/**
 * The MIME type of an extension (leading dot and file names accepted). Undefined for an empty or
 * partial entry (a known extension starts with it); `unknownExtension` otherwise.
 */
export function mimeTypeOfExtension(text: string): string | undefined {
  const extension = normalizeExtension(text);
  if (extension === '') {
    if (text.trim() === '') return undefined;
    throw new ToolInputError('unknownExtension');
  }
  const type = mime.getType(extension);
  if (type) return type;
  if (KNOWN_EXTENSIONS.some((known) => known.startsWith(extension))) return undefined;
  throw new ToolInputError('unknownExtension');
}

/** A signature: bytes (undefined = any byte) at an offset, and the type it identifies. */
interface Signature {
  type: string;
  offset?: number;
  bytes: (number | undefined)[];
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The magic numbers of common formats (from each format's specification). Most specific first. */
const SIGNATURES: Signature[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: ascii('GIF8') },
  { type: 'image/webp', bytes: [...ascii('RIFF'), undefined, undefined, undefined, undefined, ...ascii('WEBP')] },
  { type: 'audio/wav', bytes: [...ascii('RIFF'), undefined, undefined, undefined, undefined, ...ascii('WAVE')] },
  { type: 'video/x-msvideo', bytes: [...ascii('RIFF'), undefined, undefined, undefined, undefined, ...ascii('AVI ')] },
  { type: 'image/bmp', bytes: ascii('BM') },
  { type: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { type: 'image/vnd.microsoft.icon', bytes: [0x00, 0x00, 0x01, 0x00] },
  { type: 'image/vnd.adobe.photoshop', bytes: ascii('8BPS') },
  { type: 'image/jxl', bytes: [0xff, 0x0a] },
  { type: 'application/pdf', bytes: ascii('%PDF-') },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
  { type: 'application/gzip', bytes: [0x1f, 0x8b] },
  { type: 'application/x-bzip2', bytes: ascii('BZh') },
  { type: 'application/x-xz', bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { type: 'application/zstd', bytes: [0x28, 0xb5, 0x2f, 0xfd] },
  { type: 'application/x-7z-compressed', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { type: 'application/vnd.rar', bytes: ascii('Rar!\u001a\u0007') },
  { type: 'application/x-tar', offset: 257, bytes: ascii('ustar') },
  { type: 'application/wasm', bytes: [0x00, 0x61, 0x73, 0x6d] },
  { type: 'application/x-elf', bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { type: 'application/x-msdownload', bytes: ascii('MZ') },
  { type: 'application/java-vm', bytes: [0xca, 0xfe, 0xba, 0xbe] },
  { type: 'application/vnd.sqlite3', bytes: ascii('SQLite format 3\u0000') },
  { type: 'application/x-cfb', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { type: 'audio/mpeg', bytes: ascii('ID3') },
  { type: 'audio/ogg', bytes: ascii('OggS') },
  { type: 'audio/x-flac', bytes: ascii('fLaC') },
  { type: 'audio/midi', bytes: ascii('MThd') },
  { type: 'video/webm', bytes: [0x1a, 0x45, 0xdf, 0xa3] },
  { type: 'font/woff', bytes: ascii('wOFF') },
  { type: 'font/woff2', bytes: ascii('wOF2') },
  { type: 'font/otf', bytes: ascii('OTTO') },
  { type: 'font/ttf', bytes: [0x00, 0x01, 0x00, 0x00, 0x00] },
  { type: 'application/rtf', bytes: ascii('{\\rtf') },
];

/** ISO base media file brands (bytes 8–11 after `ftyp`). */
const FTYP_BRANDS: Record<string, string> = {
  avif: 'image/avif',
  avis: 'image/avif',
  heic: 'image/heic',
  heix: 'image/heic',
  mif1: 'image/heif',
  'qt  ': 'video/quicktime',
  'M4A ': 'audio/mp4',
  'M4V ': 'video/mp4',
  '3gp4': 'video/3gpp',
  '3gp5': 'video/3gpp',
  '3g2a': 'video/3gpp2',
};

/**
 * The type read from a file's first bytes (about 300 are enough), or undefined when the format is
 * not one of the common ones recognised here.
 */
export function sniffMimeType(head: Uint8Array): string | undefined {
  if (head.length >= 12 && String.fromCharCode(...head.subarray(4, 8)) === 'ftyp') {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    return FTYP_BRANDS[brand] ?? 'video/mp4';
  }
  for (const signature of SIGNATURES) {
    const offset = signature.offset ?? 0;
    if (head.length < offset + signature.bytes.length) continue;
    if (signature.bytes.every((byte, index) => byte === undefined || head[offset + index] === byte)) return signature.type;
  }
  // MPEG audio frame sync without an ID3 tag.
  if (head.length >= 2 && head[0] === 0xff && ((head[1] as number) & 0xe0) === 0xe0) return 'audio/mpeg';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, 256)).trimStart().toLowerCase();
  if (text.startsWith('<?xml')) return text.includes('<svg') ? 'image/svg+xml' : 'application/xml';
  if (text.startsWith('<svg')) return 'image/svg+xml';
  if (text.startsWith('<!doctype html') || text.startsWith('<html')) return 'text/html';
  return undefined;
}

/** Types whose files are ZIP containers or ISO-BMFF files: a generic sniffed type does not contradict them. */
const CONTAINERS: Record<string, RegExp> = {
  'application/zip': /^application\/(vnd\.openxmlformats|vnd\.oasis\.opendocument|epub\+zip|java-archive|vnd\.android\.package-archive|x-xpinstall|vnd\.google-earth\.kmz|vnd\.ms-xpsdocument|x-zip)/,
  'video/mp4': /^(video|audio)\/(mp4|quicktime|3gpp|x-m4v)|^application\/mp4/,
  'application/x-cfb': /^application\/(msword|vnd\.ms-|vnd\.visio|x-msi)/,
  'application/xml': /xml/,
  'audio/ogg': /^(audio|video|application)\/ogg/,
  'video/webm': /^(video|audio)\/(webm|x-matroska)/,
};

export interface FileTypeReport {
  /** Type from the file name's extension (undefined when unknown). */
  fromExtension: string | undefined;
  /** Type from the magic bytes (undefined when not recognised). */
  fromContent: string | undefined;
  /** True when both are known and disagree. */
  mismatch: boolean;
}

export function detectFileType(fileName: string, head: Uint8Array): FileTypeReport {
  const fromExtension = fileName.includes('.') ? (mime.getType(normalizeExtension(fileName)) ?? undefined) : undefined;
  const fromContent = sniffMimeType(head);
  const compatible =
    fromExtension === undefined ||
    fromContent === undefined ||
    fromExtension === fromContent ||
    // The database's generic type (e.g. for .exe and .msi) claims nothing about the content.
    fromExtension === 'application/octet-stream' ||
    (CONTAINERS[fromContent]?.test(fromExtension) ?? false);
  return { fromExtension, fromContent, mismatch: !compatible };
}
