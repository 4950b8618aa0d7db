import { describe, expect, it } from 'vitest';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { insertMetadata, orientationOnlyExif, readMetadata } from '../../engine/image/metadata';
import { createRaster, crop, flip, rotate, type Raster } from '../../engine/image/raster';
import { runOperation, type OperationWarning } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { isToolInputError } from '../../lib/errors';
import type { Turn } from './image-crop-rotate.geometry';
import { imageCropRotate } from './image-crop-rotate.operations';
import { cropRotateImage, transformRaster, type CropRotateOptions } from './image-crop-rotate.service';

type RGB = [number, number, number];
const RED: RGB = [230, 40, 40];
const GREEN: RGB = [40, 200, 60];
const BLUE: RGB = [30, 90, 220];
const WHITE: RGB = [250, 250, 250];

/** 40 × 30 pixels: red top-left, green top-right, blue bottom-left, white bottom-right (20 × 15 each). */
function quadrants(width = 40, height = 30): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = y < height / 2 ? (x < width / 2 ? RED : GREEN) : x < width / 2 ? BLUE : WHITE;
      raster.data.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return raster;
}

/** Every pixel different (x in red, y in green, a mix in blue). */
function distinct(width: number, height: number): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raster.data.set([x * 9, y * 11, (x * 31 + y * 17) % 256, 255], (y * width + x) * 4);
  return raster;
}

const pixel = (raster: Raster, x: number, y: number): RGB => {
  const at = (y * raster.width + x) * 4;
  return [raster.data[at]!, raster.data[at + 1]!, raster.data[at + 2]!];
};

/** The colours at the four corners: top-left, top-right, bottom-left, bottom-right. */
const corners = (raster: Raster) => [pixel(raster, 0, 0), pixel(raster, raster.width - 1, 0), pixel(raster, 0, raster.height - 1), pixel(raster, raster.width - 1, raster.height - 1)];

/** Every pixel of `raster` is `colour` (within `tolerance` per channel: JPEG). */
function allOf(raster: Raster, colour: RGB, tolerance = 0): boolean {
  for (let y = 0; y < raster.height; y++) for (let x = 0; x < raster.width; x++) if (pixel(raster, x, y).some((value, channel) => Math.abs(value - colour[channel]!) > tolerance)) return false;
  return true;
}

const near = (actual: RGB, expected: RGB, tolerance = 12) => actual.every((value, channel) => Math.abs(value - expected[channel]!) <= tolerance);

const OPTIONS: CropRotateOptions = { x: 0, y: 0, width: 0, height: 0, rotate: 0, flipHorizontal: false, flipVertical: false, orientation: 'apply', format: 'same', quality: 90 };

async function pngFile(raster: Raster, name = 'quadrants.png'): Promise<FileValue> {
  return { name, type: 'image/png', bytes: await encodeImage(raster, 'png') };
}

async function run(file: FileValue, options: Partial<CropRotateOptions>, warnings: OperationWarning[] = []) {
  const output = await cropRotateImage(file, { ...OPTIONS, ...options }, { warn: (warning) => warnings.push(warning) });
  return { output, raster: (await decodeImage(output.bytes)).raster };
}

describe('cropping by numbers (PNG: exact pixels)', () => {
  it.each([
    { quadrant: 'top-left', rect: { x: 0, y: 0, width: 20, height: 15 }, colour: RED },
    { quadrant: 'top-right', rect: { x: 20, y: 0, width: 20, height: 15 }, colour: GREEN },
    { quadrant: 'bottom-left', rect: { x: 0, y: 15, width: 20, height: 15 }, colour: BLUE },
    { quadrant: 'bottom-right', rect: { x: 20, y: 15, width: 20, height: 15 }, colour: WHITE },
    { quadrant: 'inner part of the top-right', rect: { x: 25, y: 3, width: 10, height: 7 }, colour: GREEN },
  ])('the $quadrant quadrant', async ({ rect, colour }) => {
    const { output, raster } = await run(await pngFile(quadrants()), rect);
    expect(output).toMatchObject({ name: 'quadrants.png', type: 'image/png' });
    expect([raster.width, raster.height]).toEqual([rect.width, rect.height]);
    expect(allOf(raster, colour)).toBe(true);
  });

  it.each([
    { what: 'all four 0: no crop', rect: { x: 0, y: 0, width: 0, height: 0 }, size: [40, 30] },
    { what: 'width 0: to the right edge', rect: { x: 10, y: 0, width: 0, height: 15 }, size: [30, 15] },
    { what: 'height 0: to the bottom edge', rect: { x: 0, y: 12, width: 8, height: 0 }, size: [8, 18] },
    { what: 'the whole image', rect: { x: 0, y: 0, width: 40, height: 30 }, size: [40, 30] },
  ])('$what', async ({ rect, size }) => {
    const { raster } = await run(await pngFile(quadrants()), rect);
    expect([raster.width, raster.height]).toEqual(size);
  });

  it('a rectangle past the edge is cut to the image, with a warning', async () => {
    const warnings: OperationWarning[] = [];
    const { raster } = await run(await pngFile(quadrants()), { x: 30, y: 20, width: 50, height: 50 }, warnings);
    expect([raster.width, raster.height]).toEqual([10, 10]);
    expect(allOf(raster, WHITE)).toBe(true);
    expect(warnings).toEqual([expect.objectContaining({ key: 'cropClamped', data: { imageWidth: 40, imageHeight: 30, width: 10, height: 10 } })]);
  });

  it('a rectangle that starts outside the image is refused with its numbers', async () => {
    const error = await run(await pngFile(quadrants()), { x: 40, y: 0, width: 10, height: 10 }).catch((caught: unknown) => caught);
    expect(isToolInputError(error) && error.messageKey).toBe('cropOutside');
    expect(isToolInputError(error) && error.params).toEqual({ x: 40, y: 0, imageWidth: 40, imageHeight: 30 });
  });
});

describe('rotating and flipping (corner colours: top-left, top-right, bottom-left, bottom-right)', () => {
  it.each([
    { turn: 'nothing', options: {}, size: [40, 30], expected: [RED, GREEN, BLUE, WHITE] },
    { turn: 'rotate 90 (clockwise)', options: { rotate: 90 as Turn }, size: [30, 40], expected: [BLUE, RED, WHITE, GREEN] },
    { turn: 'rotate 180', options: { rotate: 180 as Turn }, size: [40, 30], expected: [WHITE, BLUE, GREEN, RED] },
    { turn: 'rotate 270', options: { rotate: 270 as Turn }, size: [30, 40], expected: [GREEN, WHITE, RED, BLUE] },
    { turn: 'flip horizontally', options: { flipHorizontal: true }, size: [40, 30], expected: [GREEN, RED, WHITE, BLUE] },
    { turn: 'flip vertically', options: { flipVertical: true }, size: [40, 30], expected: [BLUE, WHITE, RED, GREEN] },
    { turn: 'rotate 90 then flip horizontally', options: { rotate: 90 as Turn, flipHorizontal: true }, size: [30, 40], expected: [RED, BLUE, GREEN, WHITE] },
  ])('$turn', async ({ options, size, expected }) => {
    const { raster } = await run(await pngFile(quadrants()), options);
    expect([raster.width, raster.height]).toEqual(size);
    expect(corners(raster)).toEqual(expected);
  });

  it('rotate 90, then crop the top-left quadrant of what is seen: the blue one, 15 × 20', async () => {
    const { raster } = await run(await pngFile(quadrants()), { rotate: 90, x: 0, y: 0, width: 15, height: 20 });
    expect([raster.width, raster.height]).toEqual([15, 20]);
    expect(allOf(raster, BLUE)).toBe(true);
  });

  // The service cuts first (on the matching part of the source) and turns after: the same pixels as
  // turning the whole image, mirroring, then cutting the rectangle as seen.
  const turnings = [0, 90, 180, 270].flatMap((turn) => [false, true].flatMap((h) => [false, true].map((v) => ({ rotate: turn as Turn, flipHorizontal: h, flipVertical: v }))));
  it.each(turnings)('crop after rotate $rotate, flips $flipHorizontal/$flipVertical equals the naive order', (turning) => {
    const source = distinct(13, 8);
    let seen = rotate(source, turning.rotate);
    if (turning.flipHorizontal) seen = flip(seen, 'horizontal');
    if (turning.flipVertical) seen = flip(seen, 'vertical');
    for (const rect of [
      { x: 1, y: 2, width: 3, height: 4 },
      { x: 0, y: 0, width: 1, height: 1 },
      { x: seen.width - 2, y: seen.height - 3, width: 2, height: 3 },
    ]) {
      const expected = crop(seen, rect);
      const actual = transformRaster(source, { ...turning, ...rect });
      expect([actual.width, actual.height]).toEqual([rect.width, rect.height]);
      expect(actual.data).toEqual(expected.data);
    }
  });
});

describe('the EXIF orientation', () => {
  /** The quadrants stored as a JPEG whose EXIF says "turn 90° clockwise to view" (orientation 6). */
  async function orientedJpeg(): Promise<FileValue> {
    const plain = await encodeImage(quadrants(), 'jpeg', { quality: 95 });
    return { name: 'photo.jpg', type: 'image/jpeg', bytes: await insertMetadata(plain, 'jpeg', { exif: orientationOnlyExif(6) }) };
  }

  it('the fixture decodes upright: width and height swapped', async () => {
    const file = await orientedJpeg();
    expect((await readMetadata(file.bytes, 'jpeg')).orientation).toBe(6);
    const { raster } = await decodeImage(file.bytes);
    expect([raster.width, raster.height]).toEqual([30, 40]);
  });

  it('applied (default): the pixels turned upright, no orientation left in the output', async () => {
    const { output, raster } = await run(await orientedJpeg(), {});
    expect(output).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg' });
    expect([raster.width, raster.height]).toEqual([30, 40]);
    const [topLeft, topRight, bottomLeft, bottomRight] = corners(raster);
    expect([near(topLeft!, BLUE), near(topRight!, RED), near(bottomLeft!, WHITE), near(bottomRight!, GREEN)]).toEqual([true, true, true, true]);
    const metadata = await readMetadata(output.bytes, 'jpeg');
    expect(metadata.orientation).toBe(1);
    expect(metadata.exif).toBeUndefined();
  });

  it('applied, then the crop is in pixels of the upright image', async () => {
    const { raster } = await run(await orientedJpeg(), { x: 15, y: 0, width: 15, height: 20, format: 'png' });
    expect([raster.width, raster.height]).toEqual([15, 20]);
    expect(near(pixel(raster, 7, 10), RED)).toBe(true);
  });

  it('ignored: the pixels as stored', async () => {
    const { raster } = await run(await orientedJpeg(), { orientation: 'ignore' });
    expect([raster.width, raster.height]).toEqual([40, 30]);
    expect(near(pixel(raster, 0, 0), RED)).toBe(true);
  });
});

describe('the output format', () => {
  it.each([
    { format: 'same' as const, name: 'quadrants.png', type: 'image/png', signature: [0x89, 0x50, 0x4e, 0x47] },
    { format: 'jpeg' as const, name: 'quadrants.jpg', type: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
    { format: 'webp' as const, name: 'quadrants.webp', type: 'image/webp', signature: [0x52, 0x49, 0x46, 0x46] },
  ])('$format', async ({ format, name, type, signature }) => {
    const { output, raster } = await run(await pngFile(quadrants()), { format, rotate: 270 });
    expect(output).toMatchObject({ name, type });
    expect([...output.bytes.subarray(0, signature.length)]).toEqual(signature);
    expect([raster.width, raster.height]).toEqual([30, 40]);
  });

  it('through the operation: options from their schema (strings from a command line are refused), bad input worded', async () => {
    const file = await pngFile(quadrants());
    const output = (await runOperation(imageCropRotate, file, { rotate: 180, x: 0, y: 0, width: 20, height: 15 })) as FileValue;
    const { raster } = await decodeImage(output.bytes);
    expect([raster.width, raster.height]).toEqual([20, 15]);
    expect(allOf(raster, WHITE)).toBe(true);
    await expect(runOperation(imageCropRotate, file, { rotate: 45 })).rejects.toThrow();
    const empty = await runOperation(imageCropRotate, { name: 'empty.png', type: 'image/png', bytes: new Uint8Array() }).catch((caught: unknown) => caught);
    expect(isToolInputError(empty) && empty.messageKey).toBe('image.empty');
  });
});
