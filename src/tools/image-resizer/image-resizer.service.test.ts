import { describe, expect, it } from 'vitest';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { insertMetadata, orientationOnlyExif } from '../../engine/image/metadata';
import { sniffSignature } from '../../engine/detect/signatures';
import { syntheticPhoto } from '../../test/synthetic-photo';
import { planResize, resizeImage, type ResizeOptions } from './image-resizer.service';

const defaults: ResizeOptions = { width: 0, height: 0, unit: 'px', fit: 'fit', upscale: false, format: 'same', quality: 85 };

describe('planResize', () => {
  it.each([
    ['width only: the height follows', { width: 1600 }, { width: 1600, height: 1200, notEnlarged: false }],
    ['height only', { height: 300 }, { width: 400, height: 300, notEnlarged: false }],
    ['both, fit inside', { width: 1000, height: 1000 }, { width: 1000, height: 750, notEnlarged: false }],
    ['both, stretch', { width: 1000, height: 1000, fit: 'stretch' }, { width: 1000, height: 1000, notEnlarged: false }],
    ['percent, one value for both sides', { width: 25, unit: 'percent' }, { width: 1000, height: 750, notEnlarged: false }],
    ['percent, each side its own', { width: 50, height: 10, unit: 'percent' }, { width: 2000, height: 300, notEnlarged: false }],
    ['larger than the image: left as it is', { width: 8000 }, { width: 4000, height: 3000, notEnlarged: true }],
    ['larger, enlarging allowed', { width: 8000, upscale: true }, { width: 8000, height: 6000, notEnlarged: false }],
  ] as const)('%s', (_name, options, expected) => {
    expect(planResize({ width: 4000, height: 3000 }, { ...defaults, ...options })).toEqual(expected);
  });

  it('fills the box and crops the overflow, centred', () => {
    expect(planResize({ width: 4000, height: 3000 }, { ...defaults, width: 1000, height: 1000, fit: 'fill' })).toEqual({
      width: 1333,
      height: 1000,
      crop: { x: 166, y: 0, width: 1000, height: 1000 },
      notEnlarged: false,
    });
  });

  it('asks for a size when none is given', () => {
    expect(() => planResize({ width: 10, height: 10 }, defaults)).toThrow('noSize');
  });
});

describe('resizeImage', () => {
  const photo = syntheticPhoto(400, 300, 11);

  it.each([
    ['JPEG stays JPEG', 'jpeg', 'same', 'image/jpeg', 'photo.jpg'],
    ['PNG stays PNG', 'png', 'same', 'image/png', 'photo.png'],
    ['WebP stays WebP', 'webp', 'same', 'image/webp', 'photo.webp'],
    ['JPEG written as AVIF', 'jpeg', 'avif', 'image/avif', 'photo.avif'],
  ] as const)('%s: its signature and its size', async (_name, from, format, type, name) => {
    const input = await encodeImage(photo, from, { quality: 90 });
    const output = await resizeImage({ name: `photo.${from === 'jpeg' ? 'jpg' : from}`, type: '', bytes: input }, { ...defaults, width: 200, format });
    expect(output.name).toBe(name);
    expect(sniffSignature(output.bytes)?.type).toBe(type);
    const decoded = await decodeImage(output.bytes);
    expect([decoded.raster.width, decoded.raster.height]).toEqual([200, 150]);
  });

  it('resizes a turned photo as it is seen: EXIF orientation 6 makes 400 × 300 stored pixels a 300 × 400 picture', async () => {
    const jpeg = await insertMetadata(await encodeImage(photo, 'jpeg'), 'jpeg', { exif: orientationOnlyExif(6) });
    const output = await resizeImage({ name: 'turned.jpg', type: 'image/jpeg', bytes: jpeg }, { ...defaults, width: 150 });
    const decoded = await decodeImage(output.bytes);
    expect([decoded.raster.width, decoded.raster.height]).toEqual([150, 200]);
    expect(decoded.metadata.orientation).toBe(1);
  });

  it('draws an SVG at the new size rather than resampling pixels', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"><rect width="10" height="5" fill="#0a0"/></svg>');
    const output = await resizeImage({ name: 'logo.svg', type: 'image/svg+xml', bytes: svg }, { ...defaults, width: 400 });
    expect(output.name).toBe('logo.png');
    const decoded = await decodeImage(output.bytes);
    expect([decoded.raster.width, decoded.raster.height]).toEqual([400, 200]);
    expect([...decoded.raster.data.subarray(0, 4)]).toEqual([0, 170, 0, 255]);
  });

  it('says so when it does not enlarge', async () => {
    const warnings: string[] = [];
    const output = await resizeImage({ name: 'a.png', type: 'image/png', bytes: await encodeImage(photo, 'png') }, { ...defaults, width: 1000 }, { warn: (warning) => warnings.push(warning.key) });
    expect(warnings).toEqual(['notEnlarged']);
    expect((await decodeImage(output.bytes)).raster.width).toBe(400);
  });
});
