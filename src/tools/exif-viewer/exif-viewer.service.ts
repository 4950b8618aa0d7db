/**
 * An image's metadata as readable data, grouped: EXIF (IFD0, the EXIF and interoperability IFDs),
 * GPS (with decimal degrees and an OpenStreetMap address), the EXIF thumbnail's tags, XMP, IPTC and
 * the ICC profile. exifr (MIT) reads JPEG, PNG, HEIC/HEIF, AVIF and TIFF; WebP, which exifr does not
 * read, is taken apart here (its EXIF, XMP and ICCP chunks) and each piece given to exifr.
 *
 * Values are made plain and the same everywhere: dates as ISO 8601 text (an EXIF date with its
 * offset tag gets that offset; without one it stays a local date-time, never shifted by the
 * machine's time zone), text stored as bytes decoded, other binary values summarised.
 */
import { imageError } from '../../engine/image/errors';
import { webpChunks } from '../../engine/image/metadata';
import { describeBytes } from '../../engine/image/formats';
import { sniffSignature } from '../../engine/detect/signatures';
import type * as ExifrModule from 'exifr';

export type MetadataValue = string | number | (string | number)[];
export type MetadataSection = Record<string, MetadataValue>;

export const SECTIONS = ['exif', 'gps', 'thumbnail', 'xmp', 'iptc', 'icc'] as const;
export type SectionId = (typeof SECTIONS)[number];

export interface MetadataReport {
  /** The file's format ("JPEG", "HEIC"…). */
  format: string;
  exif?: MetadataSection;
  gps?: MetadataSection;
  thumbnail?: MetadataSection;
  xmp?: MetadataSection;
  iptc?: MetadataSection;
  icc?: MetadataSection;
}

/** The formats read here, by MIME type (from the file's signature). */
const FORMATS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
  'image/avif': 'AVIF',
  'image/tiff': 'TIFF',
};
export const ACCEPTED = 'JPEG, PNG, WebP, HEIC, AVIF, TIFF';

type Exifr = typeof ExifrModule;
let library: Promise<Exifr> | undefined;
const exifr = () => {
  library ??= import('exifr');
  library.catch(() => (library = undefined));
  return library;
};

/** What exifr reads: every block of the TIFF structure but maker notes, plus IPTC and ICC; XMP comes back raw and is parsed on its own (its namespaces would mix with the TIFF blocks). */
const OPTIONS = {
  tiff: true,
  ifd0: {},
  ifd1: true,
  exif: true,
  gps: true,
  interop: true,
  xmp: { parse: false },
  iptc: true,
  icc: true,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: true,
  multiSegment: true,
  mergeOutput: false,
  translateKeys: true,
  translateValues: true,
  reviveValues: false,
  sanitize: true,
  silentErrors: true,
} as const;

type Raw = Record<string, unknown>;

/** Reads an image's metadata. Refuses empty files and files that are not one of the formats read here. */
export async function readImageMetadata(bytes: Uint8Array): Promise<MetadataReport> {
  if (bytes.length === 0) throw imageError('empty');
  const signature = sniffSignature(bytes);
  const format = signature ? FORMATS[signature.type] : undefined;
  if (!format) {
    const kind = describeBytes(bytes);
    throw kind ? imageError('notImage', { kind, accepted: ACCEPTED }) : imageError('unknownFormat', { accepted: ACCEPTED });
  }
  const { parse, sidecar } = await exifr();
  let raw: Raw;
  let xmpText: string | undefined;
  try {
    if (format === 'WebP') {
      raw = {};
      for (const chunk of webpChunks(bytes)) {
        if (chunk.type === 'EXIF') {
          const tiff = startsWithExifId(chunk.data) ? chunk.data.subarray(6) : chunk.data;
          Object.assign(raw, ((await parse(tiff, { ...OPTIONS, xmp: false, iptc: false, icc: false })) as Raw | undefined) ?? {});
        } else if (chunk.type === 'ICCP') raw.icc = await sidecar(chunk.data, { icc: true, translateValues: true }, 'icc');
        else if (chunk.type === 'XMP ') xmpText = new TextDecoder().decode(chunk.data);
      }
    } else {
      raw = ((await parse(bytes, OPTIONS)) as Raw | undefined) ?? {};
      if (typeof raw.xmp === 'string') xmpText = raw.xmp;
    }
  } catch (error) {
    throw imageError('damaged', { format }, error instanceof Error ? error.message : undefined);
  }
  const report: MetadataReport = { format };
  const exif = section({ ...asRecord(raw.ifd0), ...asRecord(raw.exif), ...asRecord(raw.interop) }, 'exif');
  if (raw.userComment instanceof Uint8Array) {
    const comment = userComment(raw.userComment);
    if (comment) exif.UserComment = comment;
  }
  addDates(exif, raw);
  const gps = gpsSection(asRecord(raw.gps));
  const thumbnail = section(asRecord(raw.ifd1), 'thumbnail');
  const xmp = xmpText ? await xmpSection(xmpText, sidecar) : {};
  const iptc = iptcSection(asRecord(raw.iptc));
  const icc = section(asRecord(raw.icc), 'icc');
  for (const [id, value] of [
    ['exif', exif],
    ['gps', gps],
    ['thumbnail', thumbnail],
    ['xmp', xmp],
    ['iptc', iptc],
    ['icc', icc],
  ] as const) {
    if (Object.keys(value).length > 0) report[id] = value;
  }
  return report;
}

/** True when the report holds no metadata at all. */
export function isEmptyReport(report: MetadataReport): boolean {
  return SECTIONS.every((id) => !report[id]);
}

const startsWithExifId = (data: Uint8Array) => data.length > 6 && data[0] === 0x45 && data[1] === 0x78 && data[2] === 0x69 && data[3] === 0x66 && data[4] === 0 && data[5] === 0;

const asRecord = (value: unknown): Raw => (value && typeof value === 'object' && !(value instanceof Uint8Array) && !Array.isArray(value) ? (value as Raw) : {});

// ---------------------------------------------------------------- values

/** Text tags Windows stores as UTF-16LE bytes (XPTitle…). */
const UTF16_TAGS = new Set(['XPTitle', 'XPComment', 'XPAuthor', 'XPKeywords', 'XPSubject']);
/** Versions stored as four ASCII digits ("0232"). */
const ASCII_TAGS = new Set(['ExifVersion', 'FlashpixVersion', 'InteropVersion']);
/** Versions stored as bytes (2, 3, 0, 0 → "2.3.0.0"). */
const DOTTED_TAGS = new Set(['GPSVersionID']);
/** Bytes shown as numbers when there are at most this many. */
const SHORT_BINARY = 8;

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
const trimNul = (text: string) => text.replace(/\0+$/, '').trim();

/** A summary of bytes that are not text ("binary data, 1234 bytes"). */
export const binarySummary = (length: number) => `binary data, ${length} bytes`;

function bytesValue(key: string, bytes: Uint8Array): MetadataValue | undefined {
  if (UTF16_TAGS.has(key)) {
    const text = new TextDecoder('utf-16le').decode(bytes.length % 2 ? bytes.subarray(0, bytes.length - 1) : bytes);
    return trimNul(text) || undefined;
  }
  if (ASCII_TAGS.has(key)) return trimNul(latin1(bytes)) || undefined;
  if (DOTTED_TAGS.has(key)) return Array.from(bytes).join('.');
  if (bytes.length === 1) return bytes[0]!;
  if (bytes.length <= SHORT_BINARY) return Array.from(bytes);
  return binarySummary(bytes.length);
}

/** At most 10 significant digits: 1/3 reads 0.3333333333, not 17 digits of binary noise. */
const tidyNumber = (value: number) => (Number.isInteger(value) ? value : Number(value.toPrecision(10)));

/** One value made plain: undefined when there is nothing to show. */
function plain(key: string, value: unknown): MetadataValue | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return trimNul(value) || undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? tidyNumber(value) : undefined;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (value instanceof Uint8Array) return bytesValue(key, value);
  if (ArrayBuffer.isView(value)) return binarySummary(value.byteLength);
  if (Array.isArray(value)) {
    const items = value.map((item) => plain(key, item)).filter((item): item is MetadataValue => item !== undefined);
    if (items.length === 0) return undefined;
    const flat = items.flatMap((item) => (Array.isArray(item) ? item.join(', ') : item));
    return flat.length > 64 ? `${flat.length} values` : flat;
  }
  if (typeof value === 'object') {
    // An XMP language alternative ({ lang, value }) reads as its text.
    const record = value as Raw;
    if ('value' in record) return plain(key, record.value);
    const parts = Object.entries(record)
      .map(([name, item]) => [name, plain(name, item)] as const)
      .filter(([, item]) => item !== undefined)
      .map(([name, item]) => `${name}: ${Array.isArray(item) ? item.join(', ') : String(item)}`);
    return parts.length ? parts.join('; ') : undefined;
  }
  return undefined;
}

/** "2024:05:17 14:32:09" as ISO 8601 ("2024-05-17T14:32:09"), with fractions and an offset when given. */
export function exifDate(text: string, subSeconds?: unknown, offset?: unknown): string | undefined {
  const match = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  if (year === '0000' || month === '00' || day === '00') return undefined;
  const fraction = typeof subSeconds === 'string' || typeof subSeconds === 'number' ? String(subSeconds).trim().replace(/\0+$/, '') : '';
  const zone = typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset.trim()) ? offset.trim() : '';
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${/^\d+$/.test(fraction) ? `.${fraction}` : ''}${zone}`;
}

/** A section of plain values, in the order the file holds them. */
function section(raw: Raw, id: SectionId): MetadataSection {
  const out: MetadataSection = {};
  for (const [key, value] of Object.entries(raw)) {
    if (id === 'icc' && key === 'ProfileHeader') continue;
    const readable = plain(key, value);
    if (readable !== undefined) out[key] = readable;
  }
  return out;
}

/** The three EXIF dates with their fractions and offsets (tags of EXIF 2.31) folded in; any other "YYYY:MM:DD HH:MM:SS" text as ISO too. */
function addDates(exif: MetadataSection, raw: Raw): void {
  const ifd0 = asRecord(raw.ifd0);
  const sub = asRecord(raw.exif);
  const pairs: [string, unknown, unknown][] = [
    ['ModifyDate', sub.SubSecTime, sub.OffsetTime],
    ['DateTimeOriginal', sub.SubSecTimeOriginal, sub.OffsetTimeOriginal],
    ['CreateDate', sub.SubSecTimeDigitized, sub.OffsetTimeDigitized],
  ];
  for (const [key, fraction, offset] of pairs) {
    const text = (ifd0[key] ?? sub[key]) as unknown;
    if (typeof text !== 'string') continue;
    const iso = exifDate(text, fraction, offset);
    if (iso) exif[key] = iso;
    // A camera without a clock writes zeros (or blanks): no date at all.
    else if (/^[0\s:]*$/.test(text)) delete exif[key];
  }
  for (const [key, value] of Object.entries(exif)) {
    if (typeof value === 'string' && /^\d{4}:\d{2}:\d{2} \d{2}:\d{2}:\d{2}/.test(value)) exif[key] = exifDate(value) ?? value;
  }
}

/** EXIF UserComment: 8 bytes naming the character code, then the text. */
function userComment(bytes: Uint8Array): string | undefined {
  const code = latin1(bytes.subarray(0, 8)).replace(/\0+$/, '');
  const body = bytes.subarray(8);
  let text: string;
  if (code === 'UNICODE') {
    // UCS-2 in the TIFF block's byte order, which is not known here: the order with more zero high bytes wins.
    let evenZeros = 0;
    for (let i = 0; i + 1 < body.length; i += 2) if (body[i] === 0) evenZeros++;
    text = new TextDecoder(evenZeros > body.length / 4 ? 'utf-16be' : 'utf-16le').decode(body.length % 2 ? body.subarray(0, body.length - 1) : body);
  } else text = new TextDecoder().decode(body);
  return trimNul(text) || undefined;
}

// ---------------------------------------------------------------- GPS

/** The OpenStreetMap page of a position (opened only when clicked: nothing is fetched for it). */
export function openStreetMapUrl(latitude: number, longitude: number, zoom = 16): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

/** Decimal degrees to 6 places (about 0.1 m), the precision a phone's position has and more. */
const degrees = (value: number) => Number(value.toFixed(6));

function gpsSection(raw: Raw): MetadataSection {
  const out: MetadataSection = {};
  const latitude = typeof raw.latitude === 'number' && Number.isFinite(raw.latitude) && Math.abs(raw.latitude) <= 90 ? degrees(raw.latitude) : undefined;
  const longitude = typeof raw.longitude === 'number' && Number.isFinite(raw.longitude) && Math.abs(raw.longitude) <= 180 ? degrees(raw.longitude) : undefined;
  if (latitude !== undefined && longitude !== undefined) {
    out.latitude = latitude;
    out.longitude = longitude;
  }
  if (typeof raw.GPSAltitude === 'number' && Number.isFinite(raw.GPSAltitude)) {
    const below = raw.GPSAltitudeRef instanceof Uint8Array ? raw.GPSAltitudeRef[0] === 1 : raw.GPSAltitudeRef === 1;
    out.altitude = tidyNumber(below ? -raw.GPSAltitude : raw.GPSAltitude);
  }
  const date = typeof raw.GPSDateStamp === 'string' ? /^(\d{4}):(\d{2}):(\d{2})$/.exec(raw.GPSDateStamp.trim()) : null;
  const time = Array.isArray(raw.GPSTimeStamp) && raw.GPSTimeStamp.length === 3 && raw.GPSTimeStamp.every((part) => typeof part === 'number' && Number.isFinite(part)) ? (raw.GPSTimeStamp as number[]) : undefined;
  const clock = time ? time.map((part, i) => (i < 2 ? String(Math.floor(part)).padStart(2, '0') : (part < 10 ? '0' : '') + String(tidyNumber(part)))).join(':') : undefined;
  if (date && clock) out.dateTime = `${date[1]}-${date[2]}-${date[3]}T${clock}Z`;
  if (out.latitude !== undefined) out.map = openStreetMapUrl(out.latitude as number, out.longitude as number);
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'latitude' || key === 'longitude') continue;
    if (key === 'GPSDateStamp' && date) out[key] = `${date[1]}-${date[2]}-${date[3]}`;
    else if (key === 'GPSTimeStamp' && clock) out[key] = clock;
    else if (key === 'GPSAltitudeRef') {
      const ref = raw.GPSAltitudeRef instanceof Uint8Array ? raw.GPSAltitudeRef[0] : raw.GPSAltitudeRef;
      if (ref === 0 || ref === 1) out[key] = ref === 1 ? 'Below sea level' : 'Above sea level';
    } else {
      const readable = plain(key, value);
      if (readable !== undefined) out[key] = readable;
    }
  }
  return out;
}

// ---------------------------------------------------------------- XMP and IPTC

/** XMP properties as "prefix:Name", namespaces in the packet's order. */
async function xmpSection(text: string, sidecar: Exifr['sidecar']): Promise<MetadataSection> {
  // exifr hands a PNG's iTXt chunk back whole: the packet starts at its first "<".
  const start = text.indexOf('<');
  if (start < 0) return {};
  let parsed: Raw;
  try {
    parsed = asRecord(await sidecar(new TextEncoder().encode(text.slice(start)), { xmp: true, mergeOutput: false }, 'xmp'));
  } catch {
    return { packet: binarySummary(text.length) };
  }
  const out: MetadataSection = {};
  for (const [prefix, properties] of Object.entries(parsed)) {
    if (prefix === 'xmlns' || prefix === 'errors') continue;
    for (const [key, value] of Object.entries(asRecord(properties))) {
      const readable = plain(key, value);
      if (readable === undefined) continue;
      out[`${prefix}:${key}`] = typeof readable === 'string' && /^\d{4}:\d{2}:\d{2} \d{2}:\d{2}:\d{2}/.test(readable) ? (exifDate(readable) ?? readable) : readable;
    }
  }
  return out;
}

const utf8Strict = new TextDecoder('utf-8', { fatal: true });

/** exifr reads IPTC text as Latin-1; most tools write UTF-8 (and say so in record 1), so text that is valid UTF-8 is read as UTF-8. */
function iptcText(text: string): string {
  if (!/[\u0080-\u00ff]/.test(text)) return text;
  try {
    return utf8Strict.decode(Uint8Array.from(text, (char) => char.charCodeAt(0)));
  } catch {
    return text;
  }
}

function iptcValue(key: string, value: MetadataValue): MetadataValue {
  if (typeof value !== 'string') return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? iptcText(item) : item)) : value;
  const text = iptcText(value);
  const date = key.includes('Date') ? /^(\d{4})(\d{2})(\d{2})$/.exec(text) : null;
  if (date) return `${date[1]}-${date[2]}-${date[3]}`;
  const time = key.includes('Time') ? /^(\d{2})(\d{2})(\d{2})([+-]\d{2})(\d{2})$/.exec(text) : null;
  if (time) return `${time[1]}:${time[2]}:${time[3]}${time[4]}:${time[5]}`;
  return text;
}

function iptcSection(raw: Raw): MetadataSection {
  const plainValues = section(raw, 'iptc');
  const out: MetadataSection = {};
  for (const [key, value] of Object.entries(plainValues)) out[key] = iptcValue(key, value);
  return out;
}
