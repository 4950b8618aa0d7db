/**
 * For the tests (never loaded by the app): metadata written from known values, so fixtures need no
 * stored photo.
 *
 * An EXIF block (TIFF bytes) written from tags, so fixtures hold known values
 * (Make, Model, DateTimeOriginal, GPS…) without any stored photo. TIFF 6.0 layout: an 8-byte
 * header, IFD0 at offset 8, then the EXIF and GPS IFDs it points to (tags 0x8769 and 0x8825);
 * values longer than 4 bytes follow each IFD's entries, at even offsets.
 */
export type TiffEntry =
  | { tag: number; type: 'ascii'; value: string }
  | { tag: number; type: 'byte' | 'short' | 'long'; value: number[] }
  | { tag: number; type: 'rational' | 'srational'; value: [number, number][] }
  | { tag: number; type: 'undefined'; value: Uint8Array };

const TYPE_CODES = { byte: 1, ascii: 2, short: 3, long: 4, rational: 5, undefined: 7, srational: 10 } as const;

function valueBytes(entry: TiffEntry, little: boolean): { count: number; bytes: Uint8Array } {
  switch (entry.type) {
    case 'ascii': {
      const bytes = Uint8Array.from(`${entry.value}\0`, (char) => char.charCodeAt(0));
      return { count: bytes.length, bytes };
    }
    case 'undefined':
      return { count: entry.value.length, bytes: entry.value };
    case 'byte':
      return { count: entry.value.length, bytes: Uint8Array.from(entry.value) };
    case 'short':
    case 'long': {
      const size = entry.type === 'short' ? 2 : 4;
      const bytes = new Uint8Array(entry.value.length * size);
      const view = new DataView(bytes.buffer);
      entry.value.forEach((value, i) => (size === 2 ? view.setUint16(i * 2, value, little) : view.setUint32(i * 4, value, little)));
      return { count: entry.value.length, bytes };
    }
    case 'rational':
    case 'srational': {
      const bytes = new Uint8Array(entry.value.length * 8);
      const view = new DataView(bytes.buffer);
      entry.value.forEach(([numerator, denominator], i) => {
        if (entry.type === 'rational') {
          view.setUint32(i * 8, numerator, little);
          view.setUint32(i * 8 + 4, denominator, little);
        } else {
          view.setInt32(i * 8, numerator, little);
          view.setInt32(i * 8 + 4, denominator, little);
        }
      });
      return { count: entry.value.length, bytes };
    }
  }
}

/** An IFD written at `offset`: its entries (sorted by tag), the next-IFD link 0, then the long values. */
function writeIfd(entries: readonly TiffEntry[], offset: number, little: boolean): Uint8Array {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const values = sorted.map((entry) => valueBytes(entry, little));
  const head = 2 + sorted.length * 12 + 4;
  const extra = values.reduce((sum, { bytes }) => sum + (bytes.length > 4 ? bytes.length + (bytes.length & 1) : 0), 0);
  const out = new Uint8Array(head + extra);
  const view = new DataView(out.buffer);
  view.setUint16(0, sorted.length, little);
  let data = head;
  sorted.forEach((entry, i) => {
    const at = 2 + i * 12;
    const { count, bytes } = values[i]!;
    view.setUint16(at, entry.tag, little);
    view.setUint16(at + 2, TYPE_CODES[entry.type], little);
    view.setUint32(at + 4, count, little);
    if (bytes.length <= 4) out.set(bytes, at + 8);
    else {
      view.setUint32(at + 8, offset + data, little);
      out.set(bytes, data);
      data += bytes.length + (bytes.length & 1);
    }
  });
  return out;
}

const ifdSize = (entries: readonly TiffEntry[]) => writeIfd(entries, 0, true).length;

/** TIFF bytes ("II*\0" little-endian by default, "MM\0*" big-endian) holding IFD0 and, when given, the EXIF and GPS IFDs. */
export function buildTiff(ifds: { ifd0: readonly TiffEntry[]; exif?: readonly TiffEntry[]; gps?: readonly TiffEntry[] }, little = true): Uint8Array<ArrayBuffer> {
  const pointer = (tag: number, offset = 0): TiffEntry => ({ tag, type: 'long', value: [offset] });
  const ifd0 = [...ifds.ifd0, ...(ifds.exif ? [pointer(0x8769)] : []), ...(ifds.gps ? [pointer(0x8825)] : [])];
  const exifAt = 8 + ifdSize(ifd0);
  const gpsAt = exifAt + (ifds.exif ? ifdSize(ifds.exif) : 0);
  const resolved = ifd0.map((entry) => (entry.tag === 0x8769 ? pointer(entry.tag, exifAt) : entry.tag === 0x8825 ? pointer(entry.tag, gpsAt) : entry));
  const parts = [writeIfd(resolved, 8, little), ...(ifds.exif ? [writeIfd(ifds.exif, exifAt, little)] : []), ...(ifds.gps ? [writeIfd(ifds.gps, gpsAt, little)] : [])];
  const out = new Uint8Array(8 + parts.reduce((sum, part) => sum + part.length, 0));
  out.set(little ? [0x49, 0x49, 0x2a, 0x00] : [0x4d, 0x4d, 0x00, 0x2a]);
  new DataView(out.buffer).setUint32(4, 8, little);
  let at = 8;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Degrees as the three rationals of a GPS coordinate (degrees, minutes, seconds to 1/100). */
export function dms(decimal: number): [number, number][] {
  const value = Math.abs(decimal);
  const degrees = Math.floor(value);
  const minutes = Math.floor((value - degrees) * 60);
  const seconds = Math.round(((value - degrees) * 60 - minutes) * 60 * 100);
  return [
    [degrees, 1],
    [minutes, 1],
    [seconds, 100],
  ];
}

/** A camera's EXIF: Make, Model, orientation, DateTimeOriginal with its offset, and a GPS position. */
export function cameraExif(options: { latitude: number; longitude: number; orientation?: number; little?: boolean }): Uint8Array<ArrayBuffer> {
  return buildTiff(
    {
      ifd0: [
        { tag: 0x010f, type: 'ascii', value: 'Example Camera Co' },
        { tag: 0x0110, type: 'ascii', value: 'Model X100' },
        { tag: 0x0112, type: 'short', value: [options.orientation ?? 1] },
        { tag: 0x0131, type: 'ascii', value: 'Test Suite 1.0' },
      ],
      exif: [
        { tag: 0x9003, type: 'ascii', value: '2024:05:17 14:32:09' },
        { tag: 0x9011, type: 'ascii', value: '+02:00' },
        { tag: 0x829a, type: 'rational', value: [[1, 250]] },
        { tag: 0x8827, type: 'short', value: [200] },
        { tag: 0x9000, type: 'undefined', value: Uint8Array.from('0232', (char) => char.charCodeAt(0)) },
      ],
      gps: [
        { tag: 0x0000, type: 'byte', value: [2, 3, 0, 0] },
        { tag: 0x0001, type: 'ascii', value: options.latitude < 0 ? 'S' : 'N' },
        { tag: 0x0002, type: 'rational', value: dms(options.latitude) },
        { tag: 0x0003, type: 'ascii', value: options.longitude < 0 ? 'W' : 'E' },
        { tag: 0x0004, type: 'rational', value: dms(options.longitude) },
        { tag: 0x0005, type: 'byte', value: [0] },
        { tag: 0x0006, type: 'rational', value: [[3512, 10]] },
      ],
    },
    options.little ?? true,
  );
}

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** A minimal ICC v4 display profile: the 128-byte header (dated 2024-05-17 10:00 UTC) and one "desc" tag (mluc, en-US). */
export function iccProfile(description = 'Test RGB'): Uint8Array<ArrayBuffer> {
  const mluc = new Uint8Array(28 + description.length * 2);
  const tag = new DataView(mluc.buffer);
  mluc.set(ascii('mluc'));
  tag.setUint32(8, 1); // one record
  tag.setUint32(12, 12); // record size
  mluc.set(ascii('enUS'), 16);
  tag.setUint32(20, description.length * 2);
  tag.setUint32(24, 28);
  [...description].forEach((char, i) => tag.setUint16(28 + i * 2, char.charCodeAt(0)));
  const size = 128 + 4 + 12 + mluc.length;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, size);
  out.set(ascii('lcms'), 4);
  view.setUint32(8, 0x04300000);
  out.set(ascii('mntrRGB XYZ '), 12);
  [2024, 5, 17, 10, 0, 0].forEach((part, i) => view.setUint16(24 + i * 2, part));
  out.set(ascii('acsp'), 36);
  view.setUint32(128, 1);
  out.set(ascii('desc'), 132);
  view.setUint32(136, 144);
  view.setUint32(140, mluc.length);
  out.set(mluc, 144);
  return out;
}

/** A JPEG APP13 payload ("Photoshop 3.0", one 8BIM 0x0404 resource) holding IPTC-IIM record 2 datasets. */
export function iptcPayload(datasets: readonly [number, string][]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const records = datasets.map(([tag, text]) => {
    const value = encoder.encode(text);
    return Uint8Array.of(0x1c, 2, tag, value.length >> 8, value.length & 0xff, ...value);
  });
  const iim = new Uint8Array(records.reduce((sum, record) => sum + record.length, 0));
  records.reduce((at, record) => (iim.set(record, at), at + record.length), 0);
  const padded = iim.length + (iim.length & 1);
  const out = new Uint8Array(14 + 4 + 2 + 2 + 4 + padded);
  out.set(ascii('Photoshop 3.0\0'));
  out.set(ascii('8BIM'), 14);
  out.set([0x04, 0x04, 0, 0], 18);
  new DataView(out.buffer).setUint32(22, iim.length);
  out.set(iim, 26);
  return out;
}

/** A JPEG segment: marker, length, payload. */
export function jpegSegment(marker: number, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(payload.length + 4);
  out.set([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  out.set(payload, 4);
  return out;
}

/** A JPEG with extra bytes spliced in after its first `after` bytes (2: right after SOI). */
export function spliceBytes(file: Uint8Array, after: number, ...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const total = file.length + parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  out.set(file.subarray(0, after));
  let at = after;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  out.set(file.subarray(after), at);
  return out;
}

/** An XMP packet with a creator tool, a title, keywords and a creation date. */
export const SAMPLE_XMP =
  '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="Tester 2.1" xmp:CreateDate="2024-05-17T14:32:09+02:00">' +
  '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Harbour at dawn</rdf:li></rdf:Alt></dc:title><dc:subject><rdf:Bag><rdf:li>harbour</rdf:li><rdf:li>boats</rdf:li></rdf:Bag></dc:subject>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
