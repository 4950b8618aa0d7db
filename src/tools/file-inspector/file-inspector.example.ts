import { base64ToBytes } from '../../lib/base64/base64';

/** A 1×1 PNG (70 bytes): an RGBA pixel, zlib-compressed, as image editors write it. */
export const TINY_PNG = base64ToBytes('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');

/** That PNG, a line of text, and the PNG again at offset 87: an image with another hidden after its end. */
export function pngWithHiddenPng(): Uint8Array<ArrayBuffer> {
  const note = new TextEncoder().encode('hidden after IEND');
  const out = new Uint8Array(TINY_PNG.length * 2 + note.length);
  out.set(TINY_PNG, 0);
  out.set(note, TINY_PNG.length);
  out.set(TINY_PNG, TINY_PNG.length + note.length);
  return out;
}
