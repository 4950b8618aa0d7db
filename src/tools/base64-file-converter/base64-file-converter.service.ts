import { base64ToBytes, bytesToBase64, decodedLength, normalizeBase64, splitDataUrl } from '../../lib/base64/base64';
import { ToolInputError } from '../../lib/errors';

/** MIME type → extension, for the extension auto-fill and the download's type. */
export const MIME_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'application/pdf': 'pdf',
  'application/json': 'json',
  'application/zip': 'zip',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/css': 'css',
  'text/csv': 'csv',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
};

const EXTENSION_MIMES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(MIME_EXTENSIONS).map(([mime, extension]) => [extension, mime]));

/** How the Base64 text of common files starts (the Base64 of their magic numbers). */
export const BASE64_SIGNATURES: readonly (readonly [prefix: string, extension: string])[] = [
  ['JVBERi0', 'pdf'], // %PDF-
  ['R0lGODdh', 'gif'], // GIF87a
  ['R0lGODlh', 'gif'], // GIF89a
  ['iVBORw0KGgo', 'png'], // \x89PNG\r\n\x1a\n
  ['/9j/', 'jpg'], // FF D8 FF
  ['UEsDB', 'zip'], // PK\x03\x04
];

/** The payload without its data-URL prefix and without whitespace. */
function compactPayload(text: string): string {
  return splitDataUrl(text).payload.replace(/\s+/g, '');
}

/**
 * The extension a Base64 text suggests: from its data-URL MIME type when the table knows it,
 * otherwise from how the Base64 starts; undefined when nothing is recognised.
 */
export function detectExtension(text: string): string | undefined {
  const { mime } = splitDataUrl(text);
  if (mime && MIME_EXTENSIONS[mime]) return MIME_EXTENSIONS[mime];
  const payload = compactPayload(text);
  return BASE64_SIGNATURES.find(([prefix]) => payload.startsWith(prefix))?.[1];
}

/** The MIME type of a Base64 text: its data URL's, else the table's for the extension, else undefined. */
export function detectMime(text: string, extension = ''): string | undefined {
  const { mime } = splitDataUrl(text);
  if (mime) return mime;
  const guessed = extension.replace(/^\.+/, '').toLowerCase() || detectExtension(text);
  return guessed ? EXTENSION_MIMES[guessed] : undefined;
}

/** `<name>.<extension>`: no dot when the extension is empty, the extension not doubled. */
export function composeFileName(name: string, extension: string): string {
  const base = name.trim() || 'file';
  const cleanExtension = extension.trim().replace(/^\.+/, '');
  if (cleanExtension === '') return base;
  if (base.toLowerCase().endsWith(`.${cleanExtension.toLowerCase()}`)) return base;
  return `${base}.${cleanExtension}`;
}

/** Checks Base64 with the string tool's standard-alphabet rules; returns the decoded size in bytes. */
export function checkBase64(text: string): number {
  try {
    return decodedLength(normalizeBase64(text));
  } catch {
    throw new ToolInputError('invalidBase64');
  }
}

export interface DecodedFile {
  bytes: Uint8Array;
  /** The download's type: data URL's, else from the table, else application/octet-stream. */
  mime: string;
}

/** Base64 (optionally a data URL) → the file's bytes and MIME type. */
export function decodeBase64File(text: string, extension = ''): DecodedFile {
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(text);
  } catch {
    throw new ToolInputError('invalidBase64');
  }
  return { bytes, mime: detectMime(text, extension) ?? 'application/octet-stream' };
}

/** A file's bytes as `data:<type>;base64,<payload>` (type application/octet-stream when unknown), or the bare payload. */
export function bytesToDataUrl(bytes: Uint8Array, type: string, { dataUrl = true }: { dataUrl?: boolean } = {}): string {
  const payload = bytesToBase64(bytes);
  return dataUrl ? `data:${type || 'application/octet-stream'};base64,${payload}` : payload;
}

/** A File or Blob → data URL (or bare Base64). Runs in the page, a worker or Node. */
export async function fileToDataUrl(file: Blob, options: { dataUrl?: boolean } = {}): Promise<string> {
  return bytesToDataUrl(new Uint8Array(await file.arrayBuffer()), file.type, options);
}

/** Removes or adds the data-URL prefix of a converted file without encoding it again. */
export function withoutDataUrlPrefix(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return dataUrl.startsWith('data:') && comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
}
