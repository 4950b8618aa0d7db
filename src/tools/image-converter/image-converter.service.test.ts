import { describe, expect, it } from 'vitest';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { insertMetadata, orientationOnlyExif, readMetadata } from '../../engine/image/metadata';
import { writeIco } from '../../engine/image/ico';
import { sniffSignature } from '../../engine/detect/signatures';
import { createRaster } from '../../engine/image/raster';
import { syntheticPhoto } from '../../test/synthetic-photo';
import { convertImage, type ConvertOptions } from './image-converter.service';

const defaults: ConvertOptions = { format: 'webp', quality: 80, background: '#ffffff', keepMetadata: false };
const photo = syntheticPhoto(160, 120, 3);

/** A 24-bit BMP of a raster, written by hand (the format: a 14-byte file header, a 40-byte info header, bottom-up rows padded to 4 bytes). */
function bmp(raster: { width: number; height: number; data: Uint8ClampedArray }): Uint8Array {
  const stride = Math.ceil((raster.width * 3) / 4) * 4;
  const out = new Uint8Array(54 + stride * raster.height);
  const view = new DataView(out.buffer);
  out.set([0x42, 0x4d]);
  view.setUint32(2, out.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, raster.width, true);
  view.setInt32(22, raster.height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      const from = (y * raster.width + x) * 4;
      const to = 54 + (raster.height - 1 - y) * stride + x * 3;
      out.set([raster.data[from + 2]!, raster.data[from + 1]!, raster.data[from]!], to);
    }
  }
  return out;
}

describe('convertImage', () => {
  // AVIF output is tested by the image resizer (its encoder takes seconds on a busy machine).
  it.each(['png', 'jpeg', 'webp'] as const)('PNG → %s: its signature and its pixel size', async (format) => {
    const output = await convertImage({ name: 'photo.png', type: 'image/png', bytes: await encodeImage(photo, 'png') }, { ...defaults, format });
    expect(sniffSignature(output.bytes)?.type).toBe(`image/${format}`);
    const decoded = await decodeImage(output.bytes);
    expect([decoded.raster.width, decoded.raster.height]).toEqual([160, 120]);
  });

  it.each([
    ['BMP', async () => bmp(photo), 'photo.bmp'],
    ['ICO', async () => writeIco([{ width: 48, height: 48, png: await encodeImage(syntheticPhoto(48, 48, 1), 'png') }]), 'icon.ico'],
  ] as const)('reads %s', async (_name, make, name) => {
    const output = await convertImage({ name, type: '', bytes: await make() }, { ...defaults, format: 'png' });
    expect(sniffSignature(output.bytes)?.type).toBe('image/png');
  });

  it('reads a BMP pixel for pixel', async () => {
    const output = await convertImage({ name: 'photo.bmp', type: 'image/bmp', bytes: bmp(photo) }, { ...defaults, format: 'png' });
    expect((await decodeImage(output.bytes)).raster.data).toEqual(photo.data);
  });

  it('reads the first frame of a GIF (a 2 × 1 GIF89a written by hand: red, blue)', async () => {
    const gif = Uint8Array.from([
      ...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 2, 0, 1, 0, 0x80, 0, 0], // header, 2 × 1, global table of 2 colours
      ...[255, 0, 0, 0, 0, 255], // red, blue
      ...[0x2c, 0, 0, 0, 0, 2, 0, 1, 0, 0], // image descriptor
      ...[2, 2, 0x44, 0x0a, 0], // LZW min code size 2, data: clear, 0, 1, end
      0x3b,
    ]);
    const output = await convertImage({ name: 'dots.gif', type: 'image/gif', bytes: gif }, { ...defaults, format: 'png' });
    const decoded = await decodeImage(output.bytes);
    expect([...decoded.raster.data]).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
  });

  it('puts transparent pixels over the background in JPEG', async () => {
    const clear = createRaster(8, 8);
    const output = await convertImage({ name: 'clear.png', type: 'image/png', bytes: await encodeImage(clear, 'png') }, { ...defaults, format: 'jpeg', background: '#ff0000', quality: 100 });
    const pixel = (await decodeImage(output.bytes)).raster.data.subarray(0, 3);
    expect(pixel[0]).toBeGreaterThan(245);
    expect(pixel[1]).toBeLessThan(10);
  });

  it('keeps the metadata when asked (orientation reset once applied), drops it otherwise', async () => {
    const turned = await insertMetadata(await encodeImage(photo, 'jpeg'), 'jpeg', { exif: orientationOnlyExif(6), xmp: '<x:xmpmeta xmlns:x="adobe:ns:meta/"/>' });
    const kept = await convertImage({ name: 'p.jpg', type: 'image/jpeg', bytes: turned }, { ...defaults, format: 'webp', keepMetadata: true });
    const keptMetadata = await readMetadata(kept.bytes, 'webp');
    expect(keptMetadata.exif).toBeDefined();
    expect(keptMetadata.orientation).toBe(1);
    expect(keptMetadata.xmp).toContain('xmpmeta');
    expect((await decodeImage(kept.bytes)).raster.width).toBe(120);
    const dropped = await convertImage({ name: 'p.jpg', type: 'image/jpeg', bytes: turned }, { ...defaults, format: 'jpeg' });
    expect(await readMetadata(dropped.bytes, 'jpeg')).toEqual({ orientation: 1 });
  });
});

describe('bad input', () => {
  it.each([
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n1 0 obj\n'), 'image.notImage'],
    ['an empty file', new Uint8Array(0), 'image.empty'],
    ['text', new TextEncoder().encode('hello'), 'image.unknownFormat'],
  ])('%s gets a clear message', async (_name, bytes, key) => {
    await expect(convertImage({ name: 'x', type: '', bytes }, defaults)).rejects.toMatchObject({ messageKey: key });
  });

  it('a truncated JPEG is damaged', async () => {
    const jpeg = await encodeImage(photo, 'jpeg');
    await expect(convertImage({ name: 'cut.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, 300) }, defaults)).rejects.toMatchObject({ messageKey: 'image.damaged' });
  });

  it('a 30,000 × 30,000 PNG (a decompression bomb) is refused from its header, before decoding', async () => {
    const png = await encodeImage(createRaster(1, 1), 'png');
    const view = new DataView(png.buffer);
    view.setUint32(16, 30_000);
    view.setUint32(20, 30_000);
    await expect(convertImage({ name: 'bomb.png', type: 'image/png', bytes: png }, defaults)).rejects.toMatchObject({ messageKey: 'image.tooLarge', params: { megapixels: 900, limit: 100 } });
  });
});
