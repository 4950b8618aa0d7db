import { parse } from 'exifr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeImage } from '../../engine/image/codec';
import { sniffImageFormat } from '../../engine/image/formats';
import { exifOrientation, readMetadata } from '../../engine/image/metadata';
import { runOperation } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { isToolInputError } from '../../lib/errors';
import { heicConverter } from './heic-converter.operations';
import { makeHeic } from './heic-fixture';
import { readHeifMetadata } from './heif-metadata';

/** Six 16 × 16 squares, three across and two down. */
const COLOURS = [
  [230, 40, 40],
  [40, 200, 60],
  [30, 90, 220],
  [250, 250, 250],
  [10, 10, 10],
  [128, 64, 32],
] as const;
const squares = (x: number, y: number) => COLOURS[Math.floor(x / 16) + 3 * Math.floor(y / 16)]!;
const heicFile = (bytes: Uint8Array, name = 'IMG_0001.HEIC'): FileValue => ({ name, type: 'image/heic', bytes });

/**
 * A TIFF block (big-endian) with IFD0 holding Make, Orientation and a GPS IFD with a latitude, as a
 * camera writes them.
 */
function cameraExif(orientation: number): Uint8Array {
  const make = 'TestCam\0';
  const bytes = new Uint8Array(200);
  const view = new DataView(bytes.buffer);
  bytes.set([0x4d, 0x4d, 0x00, 0x2a]);
  view.setUint32(4, 8);
  // IFD0 at 8: three entries.
  view.setUint16(8, 3);
  const entry = (at: number, tag: number, type: number, count: number, value: number, short = false) => {
    view.setUint16(at, tag);
    view.setUint16(at + 2, type);
    view.setUint32(at + 4, count);
    if (short) view.setUint16(at + 8, value);
    else view.setUint32(at + 8, value);
  };
  const makeAt = 104;
  entry(10, 0x010f, 2, make.length, makeAt); // Make (ASCII, stored at 104)
  entry(22, 0x0112, 3, 1, orientation, true); // Orientation
  entry(34, 0x8825, 4, 1, 50); // GPS IFD at 50
  view.setUint32(46, 0); // no IFD1
  // GPS IFD at 50: 51° 30' 0" N, 0° 7' 30" W (rationals at 120 and 144).
  view.setUint16(50, 4);
  entry(52, 0x0001, 2, 2, 0x4e000000);
  entry(64, 0x0002, 5, 3, 120);
  entry(76, 0x0003, 2, 2, 0x57000000);
  entry(88, 0x0004, 5, 3, 144);
  view.setUint32(100, 0);
  [51, 1, 30, 1, 0, 1, 0, 1, 7, 1, 30, 1].forEach((value, index) => view.setUint32(120 + index * 4, value));
  bytes.set([...make].map((char) => char.charCodeAt(0)), makeAt);
  return bytes.subarray(0, 176);
}

/** An ICC profile's shape (a header with the 'acsp' signature); libheif and the encoders carry it as bytes. */
function iccProfile(): Uint8Array {
  const profile = new Uint8Array(132);
  const view = new DataView(profile.buffer);
  view.setUint32(0, 132);
  profile.set([0x61, 0x63, 0x73, 0x70], 36); // 'acsp'
  profile.set([0x6d, 0x6e, 0x74, 0x72], 12); // 'mntr'
  profile.set([0x52, 0x47, 0x42, 0x20], 16); // 'RGB '
  return profile;
}

async function convert(file: FileValue, options: Record<string, unknown> = {}) {
  const output = await runOperation(heicConverter, file, options);
  const { raster } = await decodeImage(output.bytes);
  const pixel = (x: number, y: number) => [...raster.data.subarray((y * raster.width + x) * 4, (y * raster.width + x) * 4 + 3)];
  return { output, format: sniffImageFormat(output.bytes), width: raster.width, height: raster.height, pixel };
}

async function failure(file: FileValue) {
  try {
    await runOperation(heicConverter, file, {});
  } catch (error) {
    if (isToolInputError(error)) return { key: error.messageKey, params: error.params };
    throw error;
  }
  throw new Error('expected a failure');
}

describe('heic-converter: a real HEIC decoded by libheif in Node, the output by its signature, size and colours', () => {
  const heic = makeHeic(48, 32, squares);

  it.each([
    // options, format, extension, tolerance per channel (the squares' centres; lossy formats drift a little)
    [{}, 'jpeg', 'jpg', 10],
    [{ format: 'jpeg', quality: 95 }, 'jpeg', 'jpg', 8],
    [{ format: 'png' }, 'png', 'png', 3],
    [{ format: 'webp', quality: 90 }, 'webp', 'webp', 10],
  ] as const)('%j → %s', async (options, format, extension, tolerance) => {
    const result = await convert(heicFile(heic), options);
    expect(result.format).toBe(format);
    expect(result.output).toMatchObject({ name: `IMG_0001.${extension}`, type: `image/${format}` });
    expect([result.width, result.height]).toEqual([48, 32]);
    for (const [index, colour] of COLOURS.entries()) {
      const got = result.pixel((index % 3) * 16 + 8, Math.floor(index / 3) * 16 + 8);
      got.forEach((value, channel) => expect(Math.abs(value - colour[channel]!), `square ${index}: ${got} vs ${colour}`).toBeLessThanOrEqual(tolerance));
    }
  });

  it('reads a HEIF whose major brand is mif1 (image/heif) too', async () => {
    const heif = makeHeic(16, 16, () => [0, 0, 255]);
    heif.set([0x6d, 0x69, 0x66, 0x31], 8); // ftyp major brand: mif1
    const result = await convert(heicFile(heif, 'scan.heif'), { format: 'png' });
    expect(result.output.name).toBe('scan.png');
    expect(result.pixel(8, 8).map((value) => Math.round(value / 8))).toEqual([0, 0, 32]);
  });

  it('is deterministic: the same photo and options give the same bytes', async () => {
    const a = await runOperation(heicConverter, heicFile(heic), { quality: 70 });
    const b = await runOperation(heicConverter, heicFile(heic), { quality: 70 });
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });
});

describe('heic-converter: metadata', () => {
  const withMetadata = makeHeic(16, 16, () => [200, 100, 50], { exif: cameraExif(6), xmp: '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>', icc: iccProfile() });

  it('reads the EXIF item (after its offset and "Exif\\0\\0"), the XMP item and the ICC profile from the boxes', () => {
    const found = readHeifMetadata(withMetadata);
    expect(Buffer.from(found.exif!).equals(Buffer.from(cameraExif(6)))).toBe(true);
    expect(found.xmp).toContain('x:xmpmeta');
    expect(Buffer.from(found.icc!).equals(Buffer.from(iccProfile()))).toBe(true);
    expect(readHeifMetadata(makeHeic(16, 16, () => [0, 0, 0]))).toEqual({});
    expect(readHeifMetadata(new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0, 0, 0, 0]))).toEqual({});
    expect(readHeifMetadata(new Uint8Array(3))).toEqual({});
  });

  it.each(['jpeg', 'png', 'webp'] as const)('%s: kept on request: EXIF (orientation set to 1: libheif turned the pixels), GPS, XMP and the profile', async (format) => {
    const { output } = await convert(heicFile(withMetadata), { format, keepMetadata: true });
    const metadata = await readMetadata(output.bytes, format);
    expect(exifOrientation(metadata.exif)).toBe(1);
    expect(metadata.xmp).toContain('x:xmpmeta');
    expect(Buffer.from(metadata.icc!).equals(Buffer.from(iccProfile()))).toBe(true);
    if (format !== 'webp') {
      // exifr reads JPEG and PNG: the camera and the position came through.
      const tags = await parse(output.bytes, { gps: true, tiff: true, xmp: false, icc: false });
      expect(tags?.Make).toBe('TestCam');
      expect(tags?.latitude).toBeCloseTo(51.5, 5);
      expect(tags?.longitude).toBeCloseTo(-0.125, 5);
    }
  });

  it.each(['jpeg', 'png', 'webp'] as const)('%s: dropped by default, but the colour profile is kept', async (format) => {
    const { output } = await convert(heicFile(withMetadata), { format });
    const metadata = await readMetadata(output.bytes, format);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(Buffer.from(metadata.icc!).equals(Buffer.from(iccProfile()))).toBe(true);
  });
});

describe('heic-converter: bad input gets a clear message', () => {
  // libheif-js prints why it could not parse a file (console.log); the message comes back as the error.
  beforeEach(() => void vi.spyOn(console, 'log').mockImplementation(() => undefined));
  const real = makeHeic(32, 32, squares);
  const garbage = new Uint8Array(600);
  garbage.set([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0, 0, 0, 0, 0x6d, 0x69, 0x66, 0x31, 0x68, 0x65, 0x69, 0x63]);
  for (let i = 24; i < garbage.length; i++) garbage[i] = (i * 37) % 256;
  /** The real file with its picture's size claimed to be 20,000 × 20,000 in `ispe`. */
  const huge = new Uint8Array(real);
  const ispe = Buffer.from(huge).indexOf('ispe') + 8;
  new DataView(huge.buffer).setUint32(ispe, 20_000);
  new DataView(huge.buffer).setUint32(ispe + 4, 20_000);

  it.each([
    ['an unreadable HEIC: "ftypheic" then garbage', 'image.damaged', garbage, { format: 'HEIC' }],
    ['a truncated HEIC', 'image.damaged', real.subarray(0, Math.floor(real.length * 0.6)), { format: 'HEIC' }],
    ['only the ftyp box', 'image.damaged', real.subarray(0, 24), { format: 'HEIC' }],
    ['a HEIC claiming 400 MP', 'image.tooLarge', huge, { width: 20_000, height: 20_000 }],
    ['an empty file', 'image.empty', new Uint8Array(0), undefined],
    ['a PNG', 'image.notImage', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]), { kind: 'PNG image', accepted: 'HEIC' }],
    ['a PDF', 'image.notImage', new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), { accepted: 'HEIC' }],
  ] as const)('%s → %s', async (_what, key, bytes, params) => {
    const error = await failure(heicFile(bytes));
    expect(error.key).toBe(key);
    if (params) expect(error.params).toMatchObject(params);
  });

  it('a batch goes on after a bad file (each file is its own run)', async () => {
    await expect(runOperation(heicConverter, heicFile(garbage), {})).rejects.toThrow();
    const { format } = await convert(heicFile(real));
    expect(format).toBe('jpeg');
  });
});
