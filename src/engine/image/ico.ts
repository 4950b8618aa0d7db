import { imageError } from './errors';

/** One image of an ICO file: its size and its bytes (a PNG, or a bitmap without its file header). */
export interface IcoEntry {
  width: number;
  height: number;
  bitCount: number;
  png: boolean;
  bytes: Uint8Array;
}

/** The images an ICO (or CUR) file holds, as its directory lists them. */
export function readIcoEntries(bytes: Uint8Array): IcoEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 6 || view.getUint16(0, true) !== 0) throw imageError('damaged', { format: 'ICO' });
  const count = view.getUint16(4, true);
  const entries: IcoEntry[] = [];
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 16;
    if (at + 16 > bytes.length) throw imageError('damaged', { format: 'ICO' });
    const size = view.getUint32(at + 8, true);
    const offset = view.getUint32(at + 12, true);
    if (offset + size > bytes.length || size < 8) throw imageError('damaged', { format: 'ICO' });
    const data = bytes.subarray(offset, offset + size);
    entries.push({
      width: bytes[at] || 256,
      height: bytes[at + 1] || 256,
      bitCount: view.getUint16(at + 6, true),
      png: data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47,
      bytes: data,
    });
  }
  if (entries.length === 0) throw imageError('damaged', { format: 'ICO' });
  return entries;
}

/** An ICO file of PNG images (each at most 256 × 256), in the order given. */
export function writeIco(images: { width: number; height: number; png: Uint8Array }[]): Uint8Array<ArrayBuffer> {
  const headerSize = 6 + images.length * 16;
  const total = headerSize + images.reduce((sum, image) => sum + image.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach((image, i) => {
    const at = 6 + i * 16;
    out[at] = image.width >= 256 ? 0 : image.width;
    out[at + 1] = image.height >= 256 ? 0 : image.height;
    view.setUint16(at + 4, 1, true);
    view.setUint16(at + 6, 32, true);
    view.setUint32(at + 8, image.png.length, true);
    view.setUint32(at + 12, offset, true);
    out.set(image.png, offset);
    offset += image.png.length;
  });
  return out;
}
