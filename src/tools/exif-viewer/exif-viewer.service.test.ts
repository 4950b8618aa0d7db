import { describe, expect, it } from 'vitest';
import { encodeImage } from '../../engine/image/codec';
import { insertMetadata } from '../../engine/image/metadata';
import { createRaster } from '../../engine/image/raster';
import { runOperation } from '../../engine/operation';
import { isToolInputError } from '../../lib/errors';
import { buildTiff, cameraExif, iccProfile, iptcPayload, jpegSegment, SAMPLE_XMP, spliceBytes } from '../../test/image-metadata-fixtures';
import { exifViewer } from './exif-viewer.operations';
import { exifDate, isEmptyReport, openStreetMapUrl, readImageMetadata, type MetadataReport } from './exif-viewer.service';

/** A small image with some structure, in each format. */
function picture() {
  const raster = createRaster(24, 16);
  for (let i = 0; i < raster.data.length; i += 4) raster.data.set([(i * 7) % 256, (i * 3) % 256, 128, 255], i);
  return raster;
}

const EIFFEL = { latitude: 48.8583701, longitude: 2.2944813 };
/** The decimal degrees the fixture's rationals (whole degrees, minutes, seconds to 1/100) stand for, computed here independently. */
const expected = (decimal: number) => {
  const value = Math.abs(decimal);
  const d = Math.floor(value);
  const m = Math.floor((value - d) * 60);
  const s = Math.round(((value - d) * 60 - m) * 60 * 100) / 100;
  return Number((Math.sign(decimal) * (d + m / 60 + s / 3600)).toFixed(6));
};

async function error(promise: Promise<unknown>): Promise<{ key: string; params: unknown }> {
  try {
    await promise;
  } catch (caught) {
    if (isToolInputError(caught)) return { key: caught.messageKey, params: caught.params };
    throw caught;
  }
  throw new Error('no error');
}

describe('readImageMetadata: tags written in the test read back', () => {
  const formats = ['jpeg', 'png', 'webp'] as const;
  it.each(formats)('%s: Make, Model, DateTimeOriginal with its offset, GPS in decimal degrees, XMP and the ICC profile', async (format) => {
    const bytes = await insertMetadata(await encodeImage(picture(), format), format, {
      exif: cameraExif({ ...EIFFEL, orientation: 6 }),
      xmp: SAMPLE_XMP,
      icc: iccProfile('Test RGB'),
    });
    const report = await readImageMetadata(bytes);
    expect(report.format).toBe({ jpeg: 'JPEG', png: 'PNG', webp: 'WebP' }[format]);
    expect(report.exif).toMatchObject({
      Make: 'Example Camera Co',
      Model: 'Model X100',
      Orientation: 'Rotate 90 CW',
      Software: 'Test Suite 1.0',
      DateTimeOriginal: '2024-05-17T14:32:09+02:00',
      OffsetTimeOriginal: '+02:00',
      ExposureTime: 0.004,
      ISO: 200,
      ExifVersion: '0232',
    });
    expect(report.gps).toMatchObject({
      latitude: expected(EIFFEL.latitude),
      longitude: expected(EIFFEL.longitude),
      altitude: 351.2,
      GPSLatitudeRef: 'N',
      GPSLatitude: [48, 51, 30.13],
      GPSLongitudeRef: 'E',
      GPSVersionID: '2.3.0.0',
      GPSAltitudeRef: 'Above sea level',
      map: 'https://www.openstreetmap.org/?mlat=48.858369&mlon=2.294481#map=16/48.858369/2.294481',
    });
    expect(report.gps?.latitude).toBe(48.858369);
    expect(report.xmp).toMatchObject({ 'xmp:CreatorTool': 'Tester 2.1', 'xmp:CreateDate': '2024-05-17T14:32:09+02:00', 'dc:title': 'Harbour at dawn', 'dc:subject': ['harbour', 'boats'] });
    expect(report.icc).toMatchObject({ ProfileDescription: 'Test RGB', ColorSpaceData: 'RGB', ProfileClass: 'Monitor', ProfileVersion: '4.3.0', ProfileDateTime: '2024-05-17T10:00:00.000Z' });
    // Plain JSON values only: no Dates, no bytes.
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it.each([
    ['south-west, little-endian', { latitude: -33.8567844, longitude: -151.2152967, little: true }],
    ['south-east, big-endian', { latitude: -33.8567844, longitude: 151.2152967, little: false }],
    ['north-west, big-endian', { latitude: 40.6892494, longitude: -74.0445004, little: false }],
  ])('GPS %s: signs from the reference letters', async (_name, position) => {
    const bytes = await insertMetadata(await encodeImage(picture(), 'jpeg'), 'jpeg', { exif: cameraExif(position) });
    const { gps } = await readImageMetadata(bytes);
    expect([gps?.latitude, gps?.longitude]).toEqual([expected(position.latitude), expected(position.longitude)]);
    expect(gps?.map).toBe(openStreetMapUrl(expected(position.latitude), expected(position.longitude)));
  });

  it('a bare EXIF block is read as TIFF', async () => {
    const report = await readImageMetadata(cameraExif({ ...EIFFEL, little: false }));
    expect(report.format).toBe('TIFF');
    expect(report.exif?.Model).toBe('Model X100');
    expect(report.gps?.latitude).toBe(48.858369);
  });

  it('IPTC in a JPEG (APP13): UTF-8 text, keywords as a list, dates and times as ISO', async () => {
    const jpeg = await encodeImage(picture(), 'jpeg');
    const iptc = iptcPayload([
      [5, 'Hafen im Morgengrauen'],
      [25, 'Hafen'],
      [25, 'Boote'],
      [55, '20240517'],
      [60, '143209+0200'],
      [80, 'Zoë Müller'],
      [90, 'Kiel'],
      [116, '© 2024 Zoë Müller'],
    ]);
    const report = await readImageMetadata(spliceBytes(jpeg, 2, jpegSegment(0xed, iptc)));
    expect(report.iptc).toEqual({
      ObjectName: 'Hafen im Morgengrauen',
      Keywords: ['Hafen', 'Boote'],
      DateCreated: '2024-05-17',
      TimeCreated: '14:32:09+02:00',
      Byline: 'Zoë Müller',
      City: 'Kiel',
      CopyrightNotice: '© 2024 Zoë Müller',
    });
  });

  it('dates: fractions and offsets folded in, other dates untouched by the time zone; Windows and comment text decoded; bytes summarised', async () => {
    const tiff = buildTiff({
      ifd0: [
        { tag: 0x0132, type: 'ascii', value: '2023:12:31 23:59:58' },
        { tag: 0x9c9b, type: 'byte', value: [...new Uint8Array(new Uint16Array([0x48, 0x69, 0x20ac, 0]).buffer)] }, // XPTitle "Hi€", UTF-16LE
      ],
      exif: [
        { tag: 0x9004, type: 'ascii', value: '2023:12:31 23:59:57' },
        { tag: 0x9292, type: 'ascii', value: '25' },
        { tag: 0x9003, type: 'ascii', value: '0000:00:00 00:00:00' },
        { tag: 0x9286, type: 'undefined', value: Uint8Array.from('ASCII\0\0\0A comment', (char) => char.charCodeAt(0)) },
        { tag: 0x9101, type: 'undefined', value: Uint8Array.of(1, 2, 3, 0) },
        { tag: 0xa420, type: 'ascii', value: 'abc123' },
        { tag: 0xa302, type: 'undefined', value: new Uint8Array(40) }, // CFAPattern
      ],
    });
    const { exif } = await readImageMetadata(tiff);
    expect(exif).toMatchObject({
      ModifyDate: '2023-12-31T23:59:58',
      CreateDate: '2023-12-31T23:59:57.25',
      XPTitle: 'Hi€',
      UserComment: 'A comment',
      ComponentsConfiguration: [1, 2, 3, 0],
      ImageUniqueID: 'abc123',
    });
    // An all-zero date is no date.
    expect(exif?.DateTimeOriginal).toBeUndefined();
    expect(Object.values(exif ?? {})).toContain('binary data, 40 bytes');
  });

  it('an image without metadata gives its format alone', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const report = await readImageMetadata(await encodeImage(picture(), format));
      expect(report).toEqual({ format: { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' }[format] });
      expect(isEmptyReport(report)).toBe(true);
    }
  });
});

describe('exifDate', () => {
  it.each([
    ['2024:05:17 14:32:09', undefined, undefined, '2024-05-17T14:32:09'],
    ['2024:05:17 14:32:09', '123', '+02:00', '2024-05-17T14:32:09.123+02:00'],
    ['2024:05:17 14:32:09', '', '-05:30', '2024-05-17T14:32:09-05:30'],
    ['2024:05:17 14:32:09', undefined, 'junk', '2024-05-17T14:32:09'],
    ['0000:00:00 00:00:00', undefined, undefined, undefined],
    ['not a date', undefined, undefined, undefined],
  ])('%s (%s, %s) → %s', (text, fraction, offset, iso) => expect(exifDate(text, fraction, offset)).toBe(iso));
});

describe('bad input', () => {
  it.each([
    ['an empty file', new Uint8Array(0), 'image.empty'],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'image.notImage'],
    ['a GIF', new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image.notImage'],
    ['random bytes', Uint8Array.from({ length: 64 }, (_, i) => (i * 37) % 251), 'image.unknownFormat'],
  ])('%s: %s', async (_name, bytes, key) => {
    expect((await error(readImageMetadata(bytes))).key).toBe(key);
  });

  it('a truncated JPEG still gives what it holds up to the cut, never a crash', async () => {
    const bytes = await insertMetadata(await encodeImage(picture(), 'jpeg'), 'jpeg', { exif: cameraExif(EIFFEL) });
    const report = await readImageMetadata(bytes.subarray(0, bytes.length - 100));
    expect(report.format).toBe('JPEG');
    expect(report.exif?.Make).toBe('Example Camera Co');
  });

  it('a WebP cut inside a chunk is damaged', async () => {
    const bytes = await insertMetadata(await encodeImage(picture(), 'webp'), 'webp', { exif: cameraExif(EIFFEL) });
    expect(await error(readImageMetadata(bytes.subarray(0, bytes.length - 20)))).toMatchObject({ key: 'image.damaged', params: { format: 'WebP' } });
  });
});

describe('the operation', () => {
  it('warns when there is nothing to show', async () => {
    const jpeg = await encodeImage(picture(), 'jpeg');
    const warnings: string[] = [];
    const report = (await runOperation(exifViewer, { name: 'plain.jpg', type: 'image/jpeg', bytes: jpeg }, {}, { warn: (warning) => warnings.push(warning.key) })) as MetadataReport;
    expect(report).toEqual({ format: 'JPEG' });
    expect(warnings).toEqual(['noMetadata']);
  });
});
