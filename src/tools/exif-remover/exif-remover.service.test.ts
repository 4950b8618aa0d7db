import { parse } from 'exifr';
import { describe, expect, it } from 'vitest';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { insertMetadata, jpegSegments, orientationOnlyExif, pngChunks, readMetadata, stripMetadata, webpChunks } from '../../engine/image/metadata';
import { createRaster, type Raster } from '../../engine/image/raster';
import { runOperation } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { crc32 } from '../../lib/crc32';
import { isToolInputError } from '../../lib/errors';
import { cameraExif, iccProfile, iptcPayload, jpegSegment, SAMPLE_XMP, spliceBytes } from '../../test/image-metadata-fixtures';
import { exifRemover } from './exif-remover.operations';
import { removeMetadata } from './exif-remover.service';

/** A picture with detail (gradients and a pattern), so a re-encode would show in the pixels; `alpha` adds transparency. */
function picture(width = 40, height = 30, alpha = false): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      raster.data.set([(x * 255) / width, (y * 255) / height, (x * y) % 256, alpha ? (x + y) % 256 : 255], at);
    }
  }
  return raster;
}

const KEEP_ALL = { keepOrientation: true, keepColorProfile: true };
const DROP_ALL = { keepOrientation: false, keepColorProfile: false };
const XMP_ODD = `${SAMPLE_XMP} `; // an odd length: the WebP chunk gets a padding byte

const EXIFR_ALL = { tiff: true, ifd1: true, exif: true, gps: true, interop: true, xmp: true, iptc: true, icc: true, jfif: false, ihdr: false, mergeOutput: false, reviveValues: false } as const;

/**
 * Every metadata exifr can find (EXIF, GPS, XMP, IPTC, ICC): undefined when there is none. exifr
 * does not read WebP: there, every chunk that is not image data is given to it (as a TIFF block, a
 * profile, a packet).
 */
async function exifrFinds(bytes: Uint8Array): Promise<Record<string, Record<string, unknown>> | undefined> {
  if (!(bytes[0] === 0x52 && bytes[8] === 0x57)) return parse(bytes, EXIFR_ALL);
  const found: Record<string, Record<string, unknown>> = {};
  for (const chunk of webpChunks(bytes)) {
    if (['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF'].includes(chunk.type)) continue;
    if (chunk.type === 'EXIF') Object.assign(found, await parse(chunk.data, EXIFR_ALL));
    else found[chunk.type] = { bytes: chunk.data.length };
  }
  return Object.keys(found).length ? found : undefined;
}

async function pixels(bytes: Uint8Array, orient = false): Promise<Raster> {
  return (await decodeImage(bytes, { orient })).raster;
}

async function sample(format: 'jpeg' | 'png' | 'webp', options: { orientation?: number; icc?: boolean; lossless?: boolean; alpha?: boolean } = {}) {
  const plain = await encodeImage(picture(40, 30, options.alpha), format, { quality: 85, ...(options.lossless ? { lossless: true } : {}) });
  const withMetadata = await insertMetadata(plain, format, {
    exif: cameraExif({ latitude: 51.5007292, longitude: -0.1246254, orientation: options.orientation ?? 6 }),
    xmp: XMP_ODD,
    ...(options.icc === false ? {} : { icc: iccProfile() }),
  });
  return { plain, withMetadata };
}

const FORMATS = ['jpeg', 'png', 'webp'] as const;

/** The kinds removed; metadata.ts names a PNG's XMP by its chunk ("iTXt chunk"), read here as XMP. */
const kinds = (removed: { kind: string }[]) => removed.map((entry) => (entry.kind === 'iTXt chunk' ? 'XMP' : entry.kind));

describe('EXIF gone, pixels compared (the issue’s test)', () => {
  it.each(FORMATS)('%s: EXIF (GPS, orientation), XMP and the profile removed; the decoded pixels are identical', async (format) => {
    const { plain, withMetadata } = await sample(format);
    // The fixture does hold what we are about to remove.
    const before = await exifrFinds(withMetadata);
    expect(before?.gps?.latitude).toBeCloseTo(51.500729, 5);
    expect(before?.ifd0?.Orientation).toBe('Rotate 90 CW');
    const { bytes, removed } = await stripMetadata(withMetadata, format, DROP_ALL);
    expect(await exifrFinds(bytes)).toBeUndefined();
    expect(await readMetadata(bytes, format)).toEqual({ orientation: 1 });
    expect(kinds(removed).sort()).toEqual(['EXIF', 'ICC profile', 'XMP']);
    expect(removed.reduce((sum, entry) => sum + entry.bytes, 0)).toBe(withMetadata.length - bytes.length);
    const original = await pixels(withMetadata);
    const cleaned = await pixels(bytes);
    expect([cleaned.width, cleaned.height]).toEqual([original.width, original.height]);
    expect(Buffer.from(cleaned.data).equals(Buffer.from(original.data))).toBe(true);
    // Not re-encoded: JPEG and PNG come back exactly as the encoder wrote them before any metadata.
    if (format !== 'webp') expect(Buffer.from(bytes).equals(Buffer.from(plain))).toBe(true);
    else {
      const image = (file: Uint8Array) => webpChunks(file).filter((chunk) => chunk.type.startsWith('VP8') && chunk.type !== 'VP8X').map((chunk) => Buffer.from(file.subarray(chunk.start, chunk.end)).toString('hex'));
      expect(image(bytes)).toEqual(image(plain));
    }
  });

  it.each(FORMATS)('%s: keeping orientation and profile keeps those alone (an orientation-only EXIF), and the photo displays as before', async (format) => {
    const { withMetadata } = await sample(format);
    const { bytes, removed } = await stripMetadata(withMetadata, format, KEEP_ALL);
    const metadata = await readMetadata(bytes, format);
    expect(metadata.orientation).toBe(6);
    expect(Buffer.from(metadata.exif!).equals(Buffer.from(orientationOnlyExif(6)))).toBe(true);
    expect(metadata.icc && Buffer.from(metadata.icc).equals(Buffer.from(iccProfile()))).toBe(true);
    expect(metadata.xmp).toBeUndefined();
    const found = await exifrFinds(bytes);
    expect(found?.gps).toBeUndefined();
    expect(found?.exif).toBeUndefined();
    expect(found?.ifd0).toEqual({ Orientation: 'Rotate 90 CW' });
    expect(kinds(removed).sort()).toEqual(['EXIF', 'XMP']);
    // Upright as before (the orientation applied) and the same pixels.
    const [original, cleaned] = [await pixels(withMetadata, true), await pixels(bytes, true)];
    expect([cleaned.width, cleaned.height]).toEqual([30, 40]);
    expect(Buffer.from(cleaned.data).equals(Buffer.from(original.data))).toBe(true);
  });

  it.each(FORMATS)('%s: an upright photo (orientation 1) gets no EXIF block at all, even with keepOrientation', async (format) => {
    const { withMetadata } = await sample(format, { orientation: 1, icc: false });
    const { bytes } = await stripMetadata(withMetadata, format, KEEP_ALL);
    expect(await readMetadata(bytes, format)).toEqual({ orientation: 1 });
    expect(await exifrFinds(bytes)).toBeUndefined();
  });

  it('a lossless WebP with transparency keeps its alpha flag; the VP8X flags and the RIFF size agree with what is left', async () => {
    const { withMetadata } = await sample('webp', { lossless: true, alpha: true });
    for (const [options, flags] of [
      [DROP_ALL, 0x10],
      [KEEP_ALL, 0x10 | 0x20 | 0x08],
      [{ keepOrientation: false, keepColorProfile: true }, 0x10 | 0x20],
    ] as const) {
      const { bytes } = await stripMetadata(withMetadata, 'webp', options);
      const chunks = webpChunks(bytes);
      expect(chunks[0]?.type).toBe('VP8X');
      expect(chunks[0]?.data[0]).toBe(flags);
      expect(new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true)).toBe(bytes.length - 8);
      expect(chunks.at(-1)!.end).toBe(bytes.length);
      const [original, cleaned] = [await pixels(withMetadata), await pixels(bytes)];
      expect(Buffer.from(cleaned.data).equals(Buffer.from(original.data))).toBe(true);
    }
  });
});

describe('JPEG: every kind of metadata segment', () => {
  it('COM, IPTC (APP13), XMP, a JFXX thumbnail, an MPF index with its images after EOI: all removed, JFIF and Adobe kept', async () => {
    const { withMetadata } = await sample('jpeg');
    const adobe = jpegSegment(0xee, Uint8Array.from([...'Adobe'].map((char) => char.charCodeAt(0)).concat([0, 100, 0, 0, 0, 0, 1])));
    const comment = jpegSegment(0xfe, new TextEncoder().encode('Shot by Jane Doe, 12 Oak Street'));
    const iptc = jpegSegment(0xed, iptcPayload([[80, 'Jane Doe'], [90, 'London']]));
    const jfxx = jpegSegment(0xe0, Uint8Array.from([0x4a, 0x46, 0x58, 0x58, 0, 0x13, 1, 1, 0xff, 0xd8]));
    const mpf = jpegSegment(0xe2, Uint8Array.from([0x4d, 0x50, 0x46, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8]));
    const trailer = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 4, 0, 0, 0xff, 0xd9]);
    const app0End = jpegSegments(withMetadata).segments[1]!.end;
    const dirty = new Uint8Array([...spliceBytes(withMetadata, app0End, jfxx, adobe, comment, iptc, mpf), ...trailer]);
    const { bytes, removed } = await stripMetadata(dirty, 'jpeg', DROP_ALL);
    expect(removed.map((entry) => entry.kind)).toEqual(['APP0', 'Comment', 'IPTC / Photoshop', 'MPF', 'EXIF', 'XMP', 'ICC profile', 'Data after the image']);
    expect(removed.reduce((sum, entry) => sum + entry.bytes, 0)).toBe(dirty.length - bytes.length);
    const kept = jpegSegments(bytes).segments.map((segment) => segment.marker.toString(16));
    expect(kept.filter((marker) => /^e|^fe/.test(marker))).toEqual(['e0', 'ee']);
    expect(new TextDecoder('latin1').decode(bytes)).not.toMatch(/Jane|London|Oak Street|Example Camera/);
    expect(await exifrFinds(bytes)).toBeUndefined();
    expect(Buffer.from((await pixels(bytes)).data).equals(Buffer.from((await pixels(dirty)).data))).toBe(true);
  });

  it('a profile split over several APP2 segments (over 64 KB) is kept whole or removed whole', async () => {
    const big = new Uint8Array(150_000);
    big.set(iccProfile());
    for (let i = 200; i < big.length; i++) big[i] = (i * 31) % 251;
    const withIcc = await insertMetadata(await encodeImage(picture(), 'jpeg'), 'jpeg', { icc: big, exif: cameraExif({ latitude: 1, longitude: 1 }) });
    expect(jpegSegments(withIcc).segments.filter((segment) => segment.marker === 0xe2)).toHaveLength(3);
    const kept = await stripMetadata(withIcc, 'jpeg', { keepOrientation: false, keepColorProfile: true });
    expect(Buffer.from((await readMetadata(kept.bytes, 'jpeg')).icc!).equals(Buffer.from(big))).toBe(true);
    const dropped = await stripMetadata(withIcc, 'jpeg', DROP_ALL);
    expect(dropped.removed.filter((entry) => entry.kind === 'ICC profile')).toHaveLength(3);
    expect((await readMetadata(dropped.bytes, 'jpeg')).icc).toBeUndefined();
  });

  it('fill bytes before a marker are tolerated; the image data stays identical', async () => {
    const { withMetadata } = await sample('jpeg');
    const { segments } = jpegSegments(withMetadata);
    const sof = segments.find((segment) => segment.marker === 0xc0 || segment.marker === 0xc2)!;
    const padded = spliceBytes(withMetadata, sof.start, Uint8Array.of(0xff, 0xff));
    const { bytes } = await stripMetadata(padded, 'jpeg', DROP_ALL);
    expect(Buffer.from((await pixels(bytes)).data).equals(Buffer.from((await pixels(withMetadata)).data))).toBe(true);
  });

  it('a JPEG without any metadata comes back byte for byte', async () => {
    const plain = await encodeImage(picture(), 'jpeg');
    const { bytes, removed } = await stripMetadata(plain, 'jpeg', KEEP_ALL);
    expect(removed).toEqual([]);
    expect(Buffer.from(bytes).equals(Buffer.from(plain))).toBe(true);
  });
});

describe('PNG: text, time, EXIF and profile chunks; the chunks that draw pixels stay', () => {
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set([...type].map((char) => char.charCodeAt(0)), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

  it('tEXt, zTXt, iTXt, tIME, eXIf, iCCP go; gAMA, pHYs, sRGB stay, in place', async () => {
    const { withMetadata } = await sample('png');
    const ihdrEnd = pngChunks(withMetadata)[0]!.end;
    const dirty = spliceBytes(
      withMetadata,
      ihdrEnd,
      chunk('gAMA', Uint8Array.of(0, 0, 0xb1, 0x8f)),
      chunk('pHYs', Uint8Array.of(0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1)),
      chunk('tEXt', latin1('Author\0Jane Doe')),
      chunk('zTXt', latin1('Comment\0\0x\x9c\x03\x00\x00\x00\x00\x01')),
      chunk('tIME', Uint8Array.of(0x07, 0xe8, 5, 17, 14, 32, 9)),
    );
    const { bytes, removed } = await stripMetadata(dirty, 'png', DROP_ALL);
    expect(kinds(removed)).toEqual(['tEXt chunk', 'zTXt chunk', 'tIME chunk', 'ICC profile', 'EXIF', 'XMP']);
    expect(pngChunks(bytes).map((entry) => entry.type)).toEqual(['IHDR', 'gAMA', 'pHYs', 'IDAT', 'IEND']);
    expect(new TextDecoder('latin1').decode(bytes)).not.toMatch(/Jane|Example Camera|xmpmeta/);
    expect(Buffer.from((await pixels(bytes)).data).equals(Buffer.from((await pixels(dirty)).data))).toBe(true);
  });
});

describe('removeMetadata (the service) and the operation', () => {
  const file = (bytes: Uint8Array, name = 'IMG_1234.jpg'): FileValue => ({ name, type: '', bytes });

  it('names the output as the input and types it by its format', async () => {
    for (const format of FORMATS) {
      const { withMetadata } = await sample(format);
      const name = `holiday photo.${format === 'jpeg' ? 'JPEG' : format}`;
      const result = await removeMetadata(file(withMetadata, name), DROP_ALL);
      expect(result.file.name).toBe(name);
      expect(result.file.type).toBe(`image/${format}`);
      expect(result.format).toBe(format);
    }
    const { withMetadata } = await sample('png');
    expect((await removeMetadata(file(withMetadata, ''), DROP_ALL)).file.name).toBe('image.png');
  });

  it('defaults: orientation and colour profile kept', async () => {
    const { withMetadata } = await sample('jpeg');
    const output = (await runOperation(exifRemover, file(withMetadata), {})) as FileValue;
    expect(output.name).toBe('IMG_1234.jpg');
    const metadata = await readMetadata(output.bytes, 'jpeg');
    expect(metadata.orientation).toBe(6);
    expect(metadata.icc).toBeDefined();
    expect((await exifrFinds(output.bytes))?.gps).toBeUndefined();
  });

  async function failure(bytes: Uint8Array): Promise<{ key: string; params?: Record<string, unknown>; detail?: string }> {
    try {
      await removeMetadata(file(bytes), DROP_ALL);
    } catch (error) {
      if (isToolInputError(error)) return { key: error.messageKey, ...(error.params ? { params: error.params } : {}), ...(error.detail ? { detail: error.detail } : {}) };
      throw error;
    }
    throw new Error('no error');
  }

  it.each([
    ['an empty file', () => new Uint8Array(0), { key: 'image.empty' }],
    ['an AVIF', () => encodeImage(picture(8, 8), 'avif'), { key: 'unsupportedFormat', params: { kind: 'AVIF image' } }],
    ['a GIF', () => new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), { key: 'unsupportedFormat', params: { kind: 'GIF image' } }],
    ['a HEIC', () => Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0, ...new TextEncoder().encode('mif1heic')]), { key: 'unsupportedFormat', params: { kind: 'HEIC image' } }],
    ['a TIFF', () => cameraExif({ latitude: 1, longitude: 1 }), { key: 'unsupportedFormat', params: { kind: 'TIFF image' } }],
    ['a PDF', () => new TextEncoder().encode('%PDF-1.7\n1 0 obj\n'), { key: 'image.notImage', params: { kind: 'PDF document', accepted: 'JPEG, PNG, WebP' } }],
    ['random bytes', () => Uint8Array.from({ length: 64 }, (_, i) => (i * 37) % 251), { key: 'image.unknownFormat', params: { accepted: 'JPEG, PNG, WebP' } }],
  ])('%s: a clear refusal', async (_name, make, expected) => {
    expect(await failure(await make())).toMatchObject(expected);
  });

  it.each(FORMATS)('a truncated %s is damaged', async (format) => {
    const { withMetadata } = await sample(format);
    expect(await failure(withMetadata.subarray(0, Math.floor(withMetadata.length * 0.6)))).toMatchObject({ key: 'image.damaged', params: { format: { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' }[format] } });
  });
});
