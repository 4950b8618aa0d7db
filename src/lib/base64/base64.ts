/**
 * RFC 4648 Base64 for the Base64 converters: encoding bytes (standard §4 or URL-safe §5), and
 * reading Base64 text with the strict rules of the tools (whitespace ignored, `data:…;base64,`
 * prefix dropped, standard alphabet with exact padding, or URL-safe with optional padding).
 * Uses the engine's `Uint8Array.prototype.toBase64` / `Uint8Array.fromBase64` where present, and
 * btoa/atob over slices otherwise; both handle tens of megabytes. Pure TypeScript: runs in Node,
 * the page and workers. Invalid text throws `Base64Error`; tools map it to their message.
 */

export class Base64Error extends Error {
  constructor(message = 'Invalid base64 string') {
    super(message);
    this.name = 'Base64Error';
  }
}

export interface EncodeBase64Options {
  /** RFC 4648 §5 alphabet (`-` `_`), without padding. */
  urlSafe?: boolean;
}

interface NativeBase64 {
  toBase64?: (this: Uint8Array, options?: { alphabet?: 'base64' | 'base64url'; omitPadding?: boolean }) => string;
}
interface NativeBase64Constructor {
  fromBase64?: (text: string, options?: { alphabet?: 'base64' | 'base64url'; lastChunkHandling?: 'loose' | 'strict' | 'stop-before-partial' }) => Uint8Array;
}

/** Bytes per btoa call: a multiple of 3, so slices join without padding in between. */
const ENCODE_SLICE = 3 * 16 * 1024;
/** Characters per atob call: a multiple of 4. */
const DECODE_SLICE = 4 * 16 * 1024;

/** Set to false in tests to exercise the btoa/atob path where the engine has the native methods. */
export const base64Engine = { useNative: true };

function nativeToBase64(): NativeBase64['toBase64'] {
  return base64Engine.useNative ? (Uint8Array.prototype as NativeBase64).toBase64 : undefined;
}

function nativeFromBase64(): NativeBase64Constructor['fromBase64'] {
  return base64Engine.useNative ? (Uint8Array as unknown as NativeBase64Constructor).fromBase64 : undefined;
}

/** Standard Base64 with padding (or URL-safe without) of `bytes`. */
export function bytesToBase64(bytes: Uint8Array, { urlSafe = false }: EncodeBase64Options = {}): string {
  const native = nativeToBase64();
  if (native) return native.call(bytes, urlSafe ? { alphabet: 'base64url', omitPadding: true } : undefined);
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += ENCODE_SLICE) {
    const slice = bytes.subarray(start, start + ENCODE_SLICE);
    let binary = '';
    // 8,192 arguments at a time stays far below every engine's argument limit.
    for (let offset = 0; offset < slice.length; offset += 8192) binary += String.fromCharCode(...slice.subarray(offset, offset + 8192));
    parts.push(btoa(binary));
  }
  const standard = parts.join('');
  return urlSafe ? toUrlSafe(standard) : standard;
}

/** Standard alphabet → URL-safe, padding dropped. */
export function toUrlSafe(standard: string): string {
  return standard.replace(/[+/=]/g, (char) => (char === '+' ? '-' : char === '/' ? '_' : ''));
}

/** Inserts a line break every `width` characters (MIME, RFC 2045: 76). */
export function wrapBase64Lines(text: string, width = 76): string {
  if (width <= 0 || text.length <= width) return text;
  const lines: string[] = [];
  for (let start = 0; start < text.length; start += width) lines.push(text.slice(start, start + width));
  return lines.join('\n');
}

const DATA_URL_PREFIX = /^data:([^,]*?);base64,/i;

export interface SplitDataUrl {
  /** The MIME type of a `data:<mime>;base64,` prefix (lowercase, parameters dropped), if any. */
  mime: string | undefined;
  /** The text after the prefix (the whole text when there is none), trimmed. */
  payload: string;
}

/** Separates an optional `data:<anything>;base64,` prefix from the Base64 text. */
export function splitDataUrl(text: string): SplitDataUrl {
  const trimmed = text.trim();
  const match = DATA_URL_PREFIX.exec(trimmed);
  if (!match) return { mime: undefined, payload: trimmed };
  const mime = (match[1] ?? '').split(';')[0]?.trim().toLowerCase();
  return { mime: mime === '' ? undefined : mime, payload: trimmed.slice(match[0].length) };
}

export interface ReadBase64Options {
  /** Accept the URL-safe alphabet (`-` `_`, and `+` `/` too) with optional padding. */
  urlSafe?: boolean;
}

/**
 * Checks Base64 text and returns it in the standard alphabet with its padding (`''` for empty
 * text). Whitespace and line breaks anywhere are ignored, a `data:…;base64,` prefix is dropped.
 * Standard mode: only `A–Z a–z 0–9 + /`, `=` padding only at the end, a length multiple of 4.
 * URL-safe mode: `- _ + /` accepted, padding optional (but right when present).
 */
export function normalizeBase64(text: string, { urlSafe = false }: ReadBase64Options = {}): string {
  const compact = splitDataUrl(text).payload.replace(/\s+/g, '');
  if (compact === '') return '';
  if (!urlSafe) {
    if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) throw new Base64Error();
    return compact;
  }
  if (!/^[A-Za-z0-9\-_+/]*={0,2}$/.test(compact)) throw new Base64Error();
  const body = compact.replace(/=+$/, '');
  const padding = compact.length - body.length;
  if (body.length % 4 === 1 || (padding > 0 && compact.length % 4 !== 0)) throw new Base64Error();
  return body.replace(/[-_]/g, (char) => (char === '-' ? '+' : '/')) + '='.repeat((4 - (body.length % 4)) % 4);
}

/** True when the text is not standard Base64 but would be read as URL-safe Base64 (it uses `-` or `_`). */
export function looksUrlSafe(text: string): boolean {
  const compact = splitDataUrl(text).payload.replace(/\s+/g, '');
  if (!/[-_]/.test(compact)) return false;
  try {
    normalizeBase64(text, { urlSafe: true });
    return true;
  } catch {
    return false;
  }
}

/** Decodes checked standard Base64 (as returned by normalizeBase64). */
function decodeNormalized(standard: string): Uint8Array {
  const native = nativeFromBase64();
  if (native) return native(standard, { lastChunkHandling: 'loose' });
  const size = (standard.length / 4) * 3 - (standard.endsWith('==') ? 2 : standard.endsWith('=') ? 1 : 0);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (let start = 0; start < standard.length; start += DECODE_SLICE) {
    const binary = atob(standard.slice(start, start + DECODE_SLICE));
    for (let index = 0; index < binary.length; index += 1) bytes[offset + index] = binary.charCodeAt(index);
    offset += binary.length;
  }
  return bytes;
}

/** Base64 text → bytes, with the rules of normalizeBase64; throws Base64Error for invalid text. */
export function base64ToBytes(text: string, options: ReadBase64Options = {}): Uint8Array {
  const standard = normalizeBase64(text, options);
  return standard === '' ? new Uint8Array() : decodeNormalized(standard);
}

/** The number of bytes checked standard Base64 decodes to. */
export function decodedLength(standard: string): number {
  if (standard === '') return 0;
  return (standard.length / 4) * 3 - (standard.endsWith('==') ? 2 : standard.endsWith('=') ? 1 : 0);
}
