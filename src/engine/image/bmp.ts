import { imageError } from './errors';
import { checkPixels } from './limits';
import { createRaster, type Raster } from './raster';

/**
 * BMP and the bitmaps inside ICO files (a DIB without its 14-byte file header, twice as high, with
 * a 1-bit AND mask under it). Uncompressed 1/4/8-bit palettes and 16/24/32-bit pixels, with bit
 * fields; RLE and embedded JPEG/PNG BMPs are refused.
 */
export function decodeDib(bytes: Uint8Array, offset: number, pixelOffset: number | undefined, inIcon: boolean): Raster {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < offset + 16) throw imageError('damaged', { format: inIcon ? 'ICO' : 'BMP' });
  const headerSize = view.getUint32(offset, true);
  const core = headerSize === 12;
  const width = core ? view.getUint16(offset + 4, true) : view.getInt32(offset + 4, true);
  let height = core ? view.getInt16(offset + 6, true) : view.getInt32(offset + 8, true);
  const bitCount = view.getUint16(offset + (core ? 10 : 14), true);
  const compression = core ? 0 : view.getUint32(offset + 16, true);
  const topDown = height < 0;
  height = Math.abs(height);
  if (inIcon) height = Math.floor(height / 2);
  if (width <= 0 || height <= 0) throw imageError('damaged', { format: 'BMP' });
  checkPixels(width, height);
  let masks: [number, number, number, number] | undefined;
  if (compression === 3 || compression === 6) {
    const at = headerSize >= 52 ? offset + 40 : offset + headerSize;
    masks = [view.getUint32(at, true), view.getUint32(at + 4, true), view.getUint32(at + 8, true), compression === 6 || headerSize >= 56 ? view.getUint32(at + 12, true) : 0];
  } else if (compression !== 0) {
    throw imageError('unsupportedInput', { what: 'compressed BMP' });
  }
  const paletteEntries = bitCount <= 8 ? (core ? 1 << bitCount : view.getUint32(offset + 32, true) || 1 << bitCount) : 0;
  const paletteAt = offset + headerSize + (compression === 3 && headerSize === 40 ? 12 : 0);
  const entrySize = core ? 3 : 4;
  const palette: number[][] = [];
  for (let i = 0; i < paletteEntries; i++) {
    const at = paletteAt + i * entrySize;
    palette.push([bytes[at + 2] ?? 0, bytes[at + 1] ?? 0, bytes[at] ?? 0]);
  }
  const dataAt = pixelOffset ?? paletteAt + paletteEntries * entrySize;
  const stride = Math.floor((bitCount * width + 31) / 32) * 4;
  const maskStride = Math.floor((width + 31) / 32) * 4;
  if (dataAt + stride * height > bytes.length) throw imageError('damaged', { format: inIcon ? 'ICO' : 'BMP' });
  const raster = createRaster(width, height);
  const out = raster.data;
  const channel = (value: number, mask: number) => {
    if (!mask) return 255;
    const shift = 31 - Math.clz32(mask & -mask);
    const max = mask >>> shift;
    return Math.round((((value & mask) >>> shift) * 255) / max);
  };
  let anyAlpha = false;
  for (let row = 0; row < height; row++) {
    const y = topDown ? row : height - 1 - row;
    const line = dataAt + row * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 255;
      if (bitCount <= 8) {
        const bit = x * bitCount;
        const index = (bytes[line + (bit >> 3)]! >> (8 - bitCount - (bit & 7))) & ((1 << bitCount) - 1);
        const entry = palette[index];
        r = entry?.[0] ?? 0;
        g = entry?.[1] ?? 0;
        b = entry?.[2] ?? 0;
      } else if (bitCount === 24) {
        b = bytes[line + x * 3]!;
        g = bytes[line + x * 3 + 1]!;
        r = bytes[line + x * 3 + 2]!;
      } else if (bitCount === 16) {
        const value = view.getUint16(line + x * 2, true);
        const [rm, gm, bm, am] = masks ?? [0x7c00, 0x03e0, 0x001f, 0];
        r = channel(value, rm);
        g = channel(value, gm);
        b = channel(value, bm);
        a = am ? channel(value, am) : 255;
      } else if (bitCount === 32) {
        const value = view.getUint32(line + x * 4, true);
        if (masks) {
          r = channel(value, masks[0]);
          g = channel(value, masks[1]);
          b = channel(value, masks[2]);
          a = masks[3] ? channel(value, masks[3]) : 255;
        } else {
          b = value & 0xff;
          g = (value >>> 8) & 0xff;
          r = (value >>> 16) & 0xff;
          a = value >>> 24;
        }
      } else {
        throw imageError('unsupportedInput', { what: `${bitCount}-bit BMP` });
      }
      if (a !== 255 && a !== 0) anyAlpha = true;
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
      out[o + 3] = a;
    }
  }
  const alphaUsed = bitCount === 32 && (anyAlpha || (masks?.[3] ?? 0) !== 0 || (!masks && hasNonZeroAlpha(out)));
  if (!alphaUsed) for (let i = 3; i < out.length; i += 4) out[i] = 255;
  if (inIcon && !alphaUsed) {
    // The AND mask: 1 = transparent.
    const maskAt = dataAt + stride * height;
    if (maskAt + maskStride * height <= bytes.length) {
      for (let row = 0; row < height; row++) {
        const y = topDown ? row : height - 1 - row;
        for (let x = 0; x < width; x++) if ((bytes[maskAt + row * maskStride + (x >> 3)]! >> (7 - (x & 7))) & 1) out[(y * width + x) * 4 + 3] = 0;
      }
    }
  }
  return raster;
}

function hasNonZeroAlpha(data: Uint8ClampedArray): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
  return false;
}

export function decodeBmp(bytes: Uint8Array): Raster {
  if (bytes.length < 26) throw imageError('damaged', { format: 'BMP' });
  const pixelOffset = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(10, true);
  return decodeDib(bytes, 14, pixelOffset, false);
}
