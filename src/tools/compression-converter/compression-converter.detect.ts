import type { DetectDeclarations, DetectScore } from '../../engine/detect';
import { isGzipHeader, isZlibHeader } from './compression-converter.format';

const BASE64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The first three bytes of Base64 (or Base64url) text, from its first four characters; undefined when they are not Base64. */
function base64Head(text: string): Uint8Array | undefined {
  const values: number[] = [];
  for (let index = 0; index < 4; index++) {
    const char = text.charAt(index);
    const value = char === '-' ? 62 : char === '_' ? 63 : BASE64_DIGITS.indexOf(char);
    if (value < 0) return undefined;
    values.push(value);
  }
  const [a, b, c, d] = values as [number, number, number, number];
  return new Uint8Array([(a << 2) | (b >> 4), ((b & 15) << 4) | (c >> 2), ((c & 3) << 6) | d]);
}

function hexHead(text: string): Uint8Array {
  const digits = text.startsWith('0x') ? text.slice(2) : text;
  const bytes = new Uint8Array(3);
  for (let index = 0; index < 3; index++) bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** Base64 with its padding only at the end (whitespace between lines allowed), in one pass. */
function wellFormedBase64(text: string, truncated: boolean): boolean {
  let length = 0;
  let padding = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 32 || code === 10 || code === 13 || code === 9) continue;
    if (code === 61) padding++;
    else if (padding > 0) return false;
    length++;
  }
  return padding <= 2 && (truncated || padding === 0 || length % 4 === 0);
}

/**
 * Base64 or hex of a gzip stream (`H4sI…`, `1f8b08…`) or a zlib stream (`eJ…`, `eN…`, `eF…`,
 * `789c…`: the header's check bits are verified). Raw deflate and Brotli have no header, so they
 * are never suggested from a paste.
 */
export default {
  'compression-converter-decompress': {
    unwraps: true,
    pre: { minLength: 12 },
    prior: 0.95,
    score: ({ text, stats, truncated }): DetectScore | number => {
      if (stats.has.space && !stats.has.lineBreak) {
        // Hex bytes separated by spaces ("1f 8b 08 …") are the only spaced form read here.
        if (!stats.fits.hex) return 0;
      }
      if (stats.fits.hex) {
        const compact = text.replace(/\s+/g, '');
        if (compact.length % 2 !== 0 && !truncated) return 0;
        const head = hexHead(compact);
        if (isGzipHeader(head) && compact.length >= 36) return { confidence: 0.95, reason: { key: 'gzipHex' } };
        if (isZlibHeader(head) && compact.length >= 16 && head[0] === 0x78) return { confidence: 0.8, reason: { key: 'zlibHex' } };
        return 0;
      }
      if (stats.has.space || (!stats.fits.base64 && !stats.fits.base64url) || !wellFormedBase64(text, truncated)) return 0;
      const head = base64Head(text);
      if (!head) return 0;
      if (isGzipHeader(head) && stats.length >= 24) return { confidence: 0.97, reason: { key: 'gzipBase64' } };
      if (isZlibHeader(head) && stats.length >= 12) return { confidence: head[0] === 0x78 ? 0.92 : 0.5, reason: { key: 'zlibBase64' } };
      return 0;
    },
  },
} satisfies DetectDeclarations;
