import { describe, expect, it } from 'vitest';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { sniffSignature } from '../../engine/detect/signatures';
import { syntheticPhoto } from '../../test/synthetic-photo';
import { compressImage, fitToSize, type CompressOptions } from './image-compressor.service';

const defaults: CompressOptions = { mode: 'quality', quality: 75, maxSizeKb: 400, format: 'same' };

describe('compressImage', () => {
  it.each([
    [1, 1200, 900, 150],
    [2, 1600, 1200, 120],
    [3, 900, 1400, 60],
  ])('photo %i (%i × %i) to at most %i KB: under the target, and close to it', async (seed, width, height, kb) => {
    const jpeg = await encodeImage(syntheticPhoto(width, height, seed), 'jpeg', { quality: 95 });
    const warnings: { key: string; data?: unknown }[] = [];
    const output = await compressImage({ name: 'p.jpg', type: 'image/jpeg', bytes: jpeg }, { ...defaults, mode: 'size', maxSizeKb: kb }, { warn: (warning) => warnings.push(warning) });
    expect(output.bytes.length).toBeLessThanOrEqual(kb * 1000);
    expect(output.bytes.length).toBeGreaterThan(kb * 1000 * 0.6);
    expect(warnings[0]).toMatchObject({ key: 'qualityFound', data: { target: kb } });
    expect(sniffSignature(output.bytes)?.type).toBe('image/jpeg');
    expect((await decodeImage(output.bytes)).raster.width).toBe(width);
  });

  it('lowers the quality: a photo at 40 is smaller than at 90, in WebP as asked', async () => {
    const png = await encodeImage(syntheticPhoto(600, 400, 5), 'png');
    const [low, high] = await Promise.all([40, 90].map((quality) => compressImage({ name: 'p.png', type: 'image/png', bytes: png }, { ...defaults, quality, format: 'webp' })));
    expect(low!.name).toBe('p.webp');
    expect(low!.bytes.length).toBeLessThan(high!.bytes.length);
  });

  it('optimises a PNG without loss: the same pixels, fewer bytes', async () => {
    const flat = syntheticPhoto(300, 200, 2);
    for (let i = 0; i < flat.data.length; i += 4) flat.data.set([flat.data[i]! & 0xc0, flat.data[i + 1]! & 0xc0, 128, 255], i);
    const png = await encodeImage(flat, 'png');
    const output = await compressImage({ name: 'flat.png', type: 'image/png', bytes: png }, defaults);
    expect(output.bytes.length).toBeLessThan(png.length);
    expect((await decodeImage(output.bytes)).raster.data).toEqual(flat.data);
  });

  it('says when a target cannot be reached', async () => {
    const jpeg = await encodeImage(syntheticPhoto(800, 600, 4), 'jpeg');
    const warnings: string[] = [];
    const output = await compressImage({ name: 'p.jpg', type: 'image/jpeg', bytes: jpeg }, { ...defaults, mode: 'size', maxSizeKb: 1 }, { warn: (warning) => warnings.push(warning.key) });
    expect(warnings).toEqual(['targetUnreachable']);
    expect(output.bytes.length).toBeGreaterThan(1000);
  });

  it('searches small images whole (no sample)', async () => {
    const small = syntheticPhoto(120, 80, 9);
    const fitted = await fitToSize(small, 'jpeg', 3000);
    expect(fitted.fits).toBe(true);
    expect(fitted.bytes.length).toBeLessThanOrEqual(3000);
  });
});
