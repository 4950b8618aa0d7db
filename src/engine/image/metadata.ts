/**
 * Metadata at the byte level, without decoding pixels: JPEG segments, PNG chunks and WebP (RIFF)
 * chunks. Reads EXIF (as its TIFF bytes), the ICC colour profile, XMP and the EXIF orientation;
 * removes them with the image data left byte for byte as it was; writes them into a freshly
 * encoded file (the converter's "Keep metadata").
 */
import { crc32 } from '../../lib/crc32';
import type { ImageFormat } from './formats';

export interface ImageMetadata {
  /** The EXIF block: TIFF bytes, starting with "II*\0" or "MM\0*". */
  exif?: Uint8Array;
  /** The ICC profile, whole. */
  icc?: Uint8Array;
  /** The XMP packet (XML). */
  xmp?: string;
  /** EXIF orientation 1–8 (1 when absent). */
  orientation: number;
}

const EXIF_ID = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
const XMP_ID = 'http://ns.adobe.com/xap/1.0/\0';
const ICC_ID = 'ICC_PROFILE\0';
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const startsWithText = (bytes: Uint8Array, text: string) => bytes.length >= text.length && latin1(bytes.subarray(0, text.length)) === text;
const utf8 = new TextDecoder();

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// ---------------------------------------------------------------- EXIF (TIFF) orientation

/** The offset of IFD0's orientation entry (tag 0x0112) in a TIFF block, or -1. */
function orientationEntry(tiff: Uint8Array): { at: number; little: boolean } | undefined {
  if (tiff.length < 8) return undefined;
  const little = tiff[0] === 0x49;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return undefined;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return undefined;
    if (view.getUint16(at, little) === 0x0112) return { at, little };
  }
  return undefined;
}

export function exifOrientation(tiff: Uint8Array | undefined): number {
  if (!tiff) return 1;
  const entry = orientationEntry(tiff);
  if (!entry) return 1;
  const value = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength).getUint16(entry.at + 8, entry.little);
  return value >= 1 && value <= 8 ? value : 1;
}

/** A copy of an EXIF block with its orientation set (to 1 once the pixels are turned upright). */
export function withOrientation(tiff: Uint8Array, orientation: number): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(tiff);
  const entry = orientationEntry(copy);
  if (entry) new DataView(copy.buffer).setUint16(entry.at + 8, orientation, entry.little);
  return copy;
}

/** The smallest EXIF block: IFD0 with only the orientation. */
export function orientationOnlyExif(orientation: number): Uint8Array<ArrayBuffer> {
  const tiff = new Uint8Array(26);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]);
  view.setUint32(4, 8);
  view.setUint16(8, 1);
  view.setUint16(10, 0x0112);
  view.setUint16(12, 3);
  view.setUint32(14, 1);
  view.setUint16(18, orientation);
  view.setUint32(22, 0);
  return tiff;
}

// ---------------------------------------------------------------- JPEG

interface JpegSegment {
  marker: number;
  /** Offset of the 0xFF of the marker. */
  start: number;
  /** Offset after the segment (for SOS: after its entropy-coded data). */
  end: number;
  /** The payload (after the length). */
  data: Uint8Array;
}

/** The segments of a JPEG up to and including EOI; `trailing` is what follows EOI (MPF images…). */
export function jpegSegments(bytes: Uint8Array): { segments: JpegSegment[]; end: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  const segments: JpegSegment[] = [{ marker: 0xd8, start: 0, end: 2, data: bytes.subarray(2, 2) }];
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) throw new Error(`no marker at ${i}`);
    while (bytes[i + 1] === 0xff) i++;
    const marker = bytes[i + 1];
    if (marker === undefined) throw new Error('truncated');
    if (marker === 0xd9) {
      segments.push({ marker, start: i, end: i + 2, data: bytes.subarray(i + 2, i + 2) });
      return { segments, end: i + 2 };
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      segments.push({ marker, start: i, end: i + 2, data: bytes.subarray(i + 2, i + 2) });
      i += 2;
      continue;
    }
    if (i + 4 > bytes.length) throw new Error('truncated');
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    let end = i + 2 + length;
    if (end > bytes.length) throw new Error('truncated');
    const data = bytes.subarray(i + 4, end);
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart
      // (indexOf finds each 0xFF natively: a 12 MP photo's scan in a few milliseconds).
      for (;;) {
        end = bytes.indexOf(0xff, end);
        if (end < 0 || end >= bytes.length - 1) throw new Error('truncated');
        const next = bytes[end + 1]!;
        if (next !== 0 && !(next >= 0xd0 && next <= 0xd7)) break;
        end += 2;
      }
    }
    segments.push({ marker, start: i, end, data });
    i = end;
  }
  throw new Error('truncated');
}

function readJpegMetadata(bytes: Uint8Array): ImageMetadata {
  const { segments } = jpegSegments(bytes);
  let exif: Uint8Array | undefined;
  let xmp: string | undefined;
  const iccParts: [number, Uint8Array][] = [];
  for (const segment of segments) {
    if (segment.marker === 0xe1 && segment.data.length > 6 && EXIF_ID.every((byte, i) => segment.data[i] === byte)) exif ??= segment.data.subarray(6);
    else if (segment.marker === 0xe1 && startsWithText(segment.data, XMP_ID)) xmp ??= utf8.decode(segment.data.subarray(XMP_ID.length));
    else if (segment.marker === 0xe2 && startsWithText(segment.data, ICC_ID)) iccParts.push([segment.data[12]!, segment.data.subarray(14)]);
  }
  const icc = iccParts.length ? concat(iccParts.sort((a, b) => a[0] - b[0]).map(([, part]) => part)) : undefined;
  return { ...(exif ? { exif } : {}), ...(icc ? { icc } : {}), ...(xmp ? { xmp } : {}), orientation: exifOrientation(exif) };
}

function jpegSegmentBytes(marker: number, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(payload.length + 4);
  out[0] = 0xff;
  out[1] = marker;
  out[2] = (payload.length + 2) >> 8;
  out[3] = (payload.length + 2) & 0xff;
  out.set(payload, 4);
  return out;
}

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function jpegMetadataSegments(metadata: Partial<ImageMetadata>): Uint8Array[] {
  const parts: Uint8Array[] = [];
  if (metadata.exif && metadata.exif.length + 8 <= 0xffff) parts.push(jpegSegmentBytes(0xe1, concat([Uint8Array.from(EXIF_ID), metadata.exif])));
  if (metadata.xmp) {
    const xml = new TextEncoder().encode(metadata.xmp);
    if (xml.length + XMP_ID.length + 2 <= 0xffff) parts.push(jpegSegmentBytes(0xe1, concat([ascii(XMP_ID), xml])));
  }
  if (metadata.icc) {
    const chunk = 65519;
    const count = Math.ceil(metadata.icc.length / chunk);
    for (let i = 0; i < count; i++) parts.push(jpegSegmentBytes(0xe2, concat([ascii(ICC_ID), Uint8Array.of(i + 1, count), metadata.icc.subarray(i * chunk, (i + 1) * chunk)])));
  }
  return parts;
}

// ---------------------------------------------------------------- PNG

interface PngChunk {
  type: string;
  start: number;
  end: number;
  data: Uint8Array;
}

export function pngChunks(bytes: Uint8Array): PngChunk[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngChunk[] = [];
  let i = 8;
  while (i + 12 <= bytes.length) {
    const length = view.getUint32(i);
    const type = latin1(bytes.subarray(i + 4, i + 8));
    const end = i + 12 + length;
    if (end > bytes.length) throw new Error('truncated');
    chunks.push({ type, start: i, end, data: bytes.subarray(i + 8, i + 8 + length) });
    i = end;
    if (type === 'IEND') return chunks;
  }
  throw new Error('truncated');
}

function pngChunkBytes(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(data.length + 12);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(ascii(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function readPngMetadata(bytes: Uint8Array): Promise<ImageMetadata> {
  const metadata: ImageMetadata = { orientation: 1 };
  for (const chunk of pngChunks(bytes)) {
    if (chunk.type === 'eXIf') metadata.exif = chunk.data;
    else if (chunk.type === 'iCCP') {
      const nameEnd = chunk.data.indexOf(0);
      try {
        metadata.icc = await inflate(chunk.data.subarray(nameEnd + 2));
      } catch {
        // A damaged profile is left out.
      }
    } else if (chunk.type === 'iTXt' && startsWithText(chunk.data, 'XML:com.adobe.xmp\0')) {
      // keyword\0, compression flag, method, language\0, translated keyword\0, text
      let at = 'XML:com.adobe.xmp\0'.length;
      const compressed = chunk.data[at] === 1;
      at += 2;
      at = chunk.data.indexOf(0, at) + 1;
      at = chunk.data.indexOf(0, at) + 1;
      const text = chunk.data.subarray(at);
      metadata.xmp = utf8.decode(compressed ? await inflate(text) : text);
    }
  }
  metadata.orientation = exifOrientation(metadata.exif);
  return metadata;
}

// ---------------------------------------------------------------- WebP (RIFF)

interface RiffChunk {
  type: string;
  start: number;
  end: number;
  data: Uint8Array;
}

export function webpChunks(bytes: Uint8Array): RiffChunk[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: RiffChunk[] = [];
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true));
  let i = 12;
  while (i + 8 <= riffEnd) {
    const type = latin1(bytes.subarray(i, i + 4));
    const size = view.getUint32(i + 4, true);
    const end = i + 8 + size + (size & 1);
    if (i + 8 + size > bytes.length) throw new Error('truncated');
    chunks.push({ type, start: i, end: Math.min(end, bytes.length), data: bytes.subarray(i + 8, i + 8 + size) });
    i = end;
  }
  return chunks;
}

function riffChunkBytes(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(8 + data.length + (data.length & 1));
  out.set(ascii(type));
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

function riff(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const body = concat(chunks);
  const out = new Uint8Array(12 + body.length);
  out.set(ascii('RIFF'));
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set(ascii('WEBP'), 8);
  out.set(body, 12);
  return out;
}

function readWebpMetadata(bytes: Uint8Array): ImageMetadata {
  const metadata: ImageMetadata = { orientation: 1 };
  for (const chunk of webpChunks(bytes)) {
    if (chunk.type === 'EXIF') metadata.exif = startsWithText(chunk.data, 'Exif\0\0') ? chunk.data.subarray(6) : chunk.data;
    else if (chunk.type === 'ICCP') metadata.icc = chunk.data;
    else if (chunk.type === 'XMP ') metadata.xmp = utf8.decode(chunk.data);
  }
  metadata.orientation = exifOrientation(metadata.exif);
  return metadata;
}

/** Width and height of a WebP's image chunk (for a VP8X header). */
function webpCanvas(chunks: RiffChunk[]): { width: number; height: number; alpha: boolean } {
  for (const chunk of chunks) {
    const d = chunk.data;
    if (chunk.type === 'VP8 ') return { width: ((d[7]! << 8) | d[6]!) & 0x3fff, height: ((d[9]! << 8) | d[8]!) & 0x3fff, alpha: false };
    if (chunk.type === 'VP8L') {
      const bits = d[1]! | (d[2]! << 8) | (d[3]! << 16) | (d[4]! << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, alpha: ((bits >>> 28) & 1) === 1 };
    }
  }
  throw new Error('no image chunk');
}

function vp8x(flags: number, width: number, height: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(10);
  data[0] = flags;
  const w = width - 1;
  const h = height - 1;
  data.set([w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff], 4);
  return riffChunkBytes('VP8X', data);
}

// ---------------------------------------------------------------- public

/** EXIF, ICC, XMP and orientation of a JPEG, PNG or WebP (empty for other formats or damaged files). */
export async function readMetadata(bytes: Uint8Array, format: ImageFormat): Promise<ImageMetadata> {
  try {
    if (format === 'jpeg') return readJpegMetadata(bytes);
    if (format === 'png') return await readPngMetadata(bytes);
    if (format === 'webp') return readWebpMetadata(bytes);
  } catch {
    // Damaged metadata never stops decoding; the decoder says what is wrong with the file.
  }
  return { orientation: 1 };
}

/** Writes EXIF, ICC and XMP into a freshly encoded JPEG, PNG or WebP (AVIF output is left as it is). */
export async function insertMetadata(bytes: Uint8Array<ArrayBuffer>, format: ImageFormat, metadata: Partial<ImageMetadata>): Promise<Uint8Array<ArrayBuffer>> {
  if (!metadata.exif && !metadata.icc && !metadata.xmp) return bytes;
  if (format === 'jpeg') {
    const { segments } = jpegSegments(bytes);
    const app0 = segments[1]?.marker === 0xe0 ? segments[1].end : 2;
    return concat([bytes.subarray(0, app0), ...jpegMetadataSegments(metadata), bytes.subarray(app0)]);
  }
  if (format === 'png') {
    const chunks = pngChunks(bytes);
    const ihdr = chunks[0]!;
    const extra: Uint8Array[] = [];
    if (metadata.icc) extra.push(pngChunkBytes('iCCP', concat([ascii('ICC profile\0\0'), await deflate(metadata.icc)])));
    if (metadata.exif) extra.push(pngChunkBytes('eXIf', metadata.exif));
    if (metadata.xmp) extra.push(pngChunkBytes('iTXt', concat([ascii('XML:com.adobe.xmp\0\0\0\0\0'), new TextEncoder().encode(metadata.xmp)])));
    return concat([bytes.subarray(0, ihdr.end), ...extra, bytes.subarray(ihdr.end)]);
  }
  if (format === 'webp') {
    const chunks = webpChunks(bytes);
    const image = chunks.filter((chunk) => chunk.type !== 'VP8X');
    const canvas = webpCanvas(chunks);
    const alpha = canvas.alpha || chunks.some((chunk) => chunk.type === 'ALPH');
    const flags = (metadata.icc ? 0x20 : 0) | (alpha ? 0x10 : 0) | (metadata.exif ? 0x08 : 0) | (metadata.xmp ? 0x04 : 0);
    return riff([
      vp8x(flags, canvas.width, canvas.height),
      ...(metadata.icc ? [riffChunkBytes('ICCP', metadata.icc)] : []),
      ...image.map((chunk) => bytes.subarray(chunk.start, chunk.end)),
      ...(metadata.exif ? [riffChunkBytes('EXIF', metadata.exif)] : []),
      ...(metadata.xmp ? [riffChunkBytes('XMP ', new TextEncoder().encode(metadata.xmp))] : []),
    ]);
  }
  return bytes;
}

/** The PNG chunks that describe pixels or animation; every other ancillary chunk is metadata. */
const PNG_IMAGE_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'bKGD', 'hIST', 'sPLT', 'pHYs', 'acTL', 'fcTL', 'fdAT', 'cICP', 'mDCv', 'cLLi']);

export interface StripOptions {
  /** Keep the EXIF orientation (as a minimal EXIF block holding nothing else). */
  keepOrientation: boolean;
  /** Keep the ICC colour profile. */
  keepColorProfile: boolean;
}

export interface StripResult {
  bytes: Uint8Array<ArrayBuffer>;
  /** What was removed, e.g. "EXIF (APP1, 12,345 bytes)". */
  removed: { kind: string; bytes: number }[];
}

function jpegSegmentKind(marker: number, data: Uint8Array): string {
  if (marker === 0xfe) return 'Comment';
  if (marker === 0xe1) return EXIF_ID.every((byte, i) => data[i] === byte) ? 'EXIF' : startsWithText(data, XMP_ID) || startsWithText(data, 'http://ns.adobe.com/xmp/extension/') ? 'XMP' : 'APP1';
  if (marker === 0xe2) return startsWithText(data, ICC_ID) ? 'ICC profile' : startsWithText(data, 'MPF\0') ? 'MPF' : 'APP2';
  if (marker === 0xed) return 'IPTC / Photoshop';
  return `APP${marker - 0xe0}`;
}

/**
 * Removes metadata without touching the image data: JPEG APPn (except JFIF and Adobe's colour
 * transform, which decoding needs) and COM segments and whatever follows EOI; PNG text, time, EXIF
 * and profile chunks; WebP EXIF, XMP and ICCP chunks.
 */
export async function stripMetadata(bytes: Uint8Array, format: ImageFormat, options: StripOptions): Promise<StripResult> {
  const removed: { kind: string; bytes: number }[] = [];
  if (format === 'jpeg') {
    const { segments, end } = jpegSegments(bytes);
    // The orientation from the segments at hand (readMetadata would scan the file a second time).
    const exif = segments.find((segment) => segment.marker === 0xe1 && segment.data.length > 6 && EXIF_ID.every((byte, i) => segment.data[i] === byte));
    const found = exif ? exifOrientation(exif.data.subarray(6)) : 1;
    const orientationSegment = options.keepOrientation && found !== 1 ? jpegSegmentBytes(0xe1, concat([Uint8Array.from(EXIF_ID), orientationOnlyExif(found)])) : undefined;
    // JFIF wants its APP0 right after SOI: the orientation's APP1 goes after it when there is one.
    const jfif = segments[1]?.marker === 0xe0 && startsWithText(segments[1].data, 'JFIF\0') ? segments[1] : undefined;
    const kept: Uint8Array[] = [];
    for (const segment of segments) {
      const { marker, data } = segment;
      const isApp = marker >= 0xe0 && marker <= 0xef;
      const keep =
        !(isApp || marker === 0xfe) ||
        (marker === 0xe0 && startsWithText(data, 'JFIF\0')) ||
        (marker === 0xee && startsWithText(data, 'Adobe')) ||
        (marker === 0xe2 && options.keepColorProfile && startsWithText(data, ICC_ID));
      if (keep) kept.push(bytes.subarray(segment.start, segment.end));
      else removed.push({ kind: jpegSegmentKind(marker, data), bytes: segment.end - segment.start });
      if (orientationSegment && segment === (jfif ?? segments[0])) kept.push(orientationSegment);
    }
    if (end < bytes.length) removed.push({ kind: 'Data after the image', bytes: bytes.length - end });
    return { bytes: concat(kept), removed };
  }
  const metadata = await readMetadata(bytes, format);
  const orientation = options.keepOrientation && metadata.orientation !== 1 ? metadata.orientation : undefined;
  if (format === 'png') {
    const kept: Uint8Array[] = [bytes.subarray(0, 8)];
    const chunks = pngChunks(bytes);
    for (const chunk of chunks) {
      if (chunk.type === 'IDAT' && orientation && !kept.some((part) => latin1(part.subarray(4, 8)) === 'eXIf')) kept.push(pngChunkBytes('eXIf', orientationOnlyExif(orientation)));
      if (PNG_IMAGE_CHUNKS.has(chunk.type) || (chunk.type === 'iCCP' && options.keepColorProfile)) kept.push(bytes.subarray(chunk.start, chunk.end));
      else {
        const xmp = chunk.type === 'iTXt' && startsWithText(chunk.data, 'XML:com.adobe.xmp\0');
        removed.push({ kind: chunk.type === 'eXIf' ? 'EXIF' : chunk.type === 'iCCP' ? 'ICC profile' : xmp ? 'XMP' : `${chunk.type} chunk`, bytes: chunk.end - chunk.start });
      }
    }
    const end = chunks.at(-1)!.end;
    if (end < bytes.length) removed.push({ kind: 'Data after the image', bytes: bytes.length - end });
    return { bytes: concat(kept), removed };
  }
  if (format === 'webp') {
    const chunks = webpChunks(bytes);
    const drop = (type: string) => type === 'EXIF' || type === 'XMP ' || (type === 'ICCP' && !options.keepColorProfile);
    const kept: Uint8Array[] = [];
    for (const chunk of chunks) {
      if (drop(chunk.type)) {
        removed.push({ kind: chunk.type === 'XMP ' ? 'XMP' : chunk.type === 'ICCP' ? 'ICC profile' : 'EXIF', bytes: chunk.end - chunk.start });
        continue;
      }
      if (chunk.type === 'VP8X') {
        const header = new Uint8Array(bytes.subarray(chunk.start, chunk.end));
        header[8] = header[8]! & ~(0x08 | 0x04 | (options.keepColorProfile ? 0 : 0x20)) | (orientation ? 0x08 : 0);
        kept.push(header);
      } else kept.push(bytes.subarray(chunk.start, chunk.end));
    }
    if (orientation) kept.push(riffChunkBytes('EXIF', orientationOnlyExif(orientation)));
    return { bytes: removed.length || orientation ? riff(kept) : new Uint8Array(bytes), removed };
  }
  throw new Error(`metadata removal is not supported for ${format}`);
}
