/**
 * A ZIP's central directory read straight from the file (PKWARE APPNOTE 6.3: end record, ZIP64 end
 * record and locator, central directory headers and the extra fields that matter to a listing):
 * two or three slices of the file, whatever its size. zip.js reads the same directory but builds a
 * rich object per entry (about 0.1 ms each: a second for 10,000 entries); this one keeps only what
 * a listing shows, and extraction still goes through zip.js, matching entries by their index.
 */

export interface DirectoryEntry {
  /** Position in the central directory (zip.js's `entry.index`). */
  index: number;
  name: string;
  directory: boolean;
  symlink: boolean;
  encrypted: boolean;
  /** The real method (AES entries: the one inside the AES extra field). */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** ISO 8601: UTC (with Z) from an NTFS or extended timestamp field, else the MS-DOS local time (no Z); null when unreadable. */
  date: string | null;
}

/** Not a ZIP (no end record), or a ZIP whose directory cannot be read. */
export class ZipDirectoryError extends Error {
  constructor(
    message: string,
    readonly kind: 'notZip' | 'damaged' | 'split',
  ) {
    super(message);
    this.name = 'ZipDirectoryError';
  }
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const utf8Strict = new TextDecoder('utf-8', { fatal: true });
const utf8 = new TextDecoder('utf-8');

function cp437(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80];
  return text;
}

/** A name: UTF-8 when flagged or when it reads as UTF-8 (as zip.js decides), else the DOS code page 437. */
function decodeName(bytes: Uint8Array, utf8Flag: boolean): string {
  if (utf8Flag) return utf8.decode(bytes);
  try {
    return utf8Strict.decode(bytes);
  } catch {
    return cp437(bytes);
  }
}

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const two = (value: number) => String(value).padStart(2, '0');

function dosDate(date: number, time: number): string | null {
  const year = 1980 + (date >> 9);
  const month = (date >> 5) & 0x0f;
  const day = date & 0x1f;
  const hours = time >> 11;
  const minutes = (time >> 5) & 0x3f;
  const seconds = (time & 0x1f) * 2;
  if (month < 1 || month > 12 || day < 1 || hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${year}-${two(month)}-${two(day)}T${two(hours)}:${two(minutes)}:${two(seconds)}`;
}

const u64 = (view: DataView, at: number) => view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32;

async function slice(file: Blob, start: number, end: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(start, end).arrayBuffer());
}

/** The end of central directory record: searched backwards over the last 64 KB (its comment may follow it). */
async function findEnd(file: Blob): Promise<{ at: number; view: DataView }> {
  const start = Math.max(0, file.size - (22 + MAX16));
  const tail = await slice(file, start, file.size);
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let fallback: number | undefined;
  for (let at = tail.byteLength - 22; at >= 0; at -= 1) {
    if (view.getUint32(at, true) !== EOCD) continue;
    // The record whose comment reaches the end of the file; else the last one found (appended data).
    if (at + 22 + view.getUint16(at + 20, true) === tail.byteLength) return { at: start + at, view: new DataView(tail.buffer, tail.byteOffset + at, 22) };
    fallback ??= at;
  }
  if (fallback !== undefined) return { at: start + fallback, view: new DataView(tail.buffer, tail.byteOffset + fallback, 22) };
  const head = await slice(file, 0, 4);
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x07 && head[3] === 0x08) throw new ZipDirectoryError('Split zip file', 'split');
  throw new ZipDirectoryError('End of central directory not found', 'notZip');
}

/** Reads every central directory header; each entry's name, kind, sizes, method, encryption and date. */
export async function readZipDirectory(file: Blob): Promise<DirectoryEntry[]> {
  if (file.size < 22) throw new ZipDirectoryError('Too small for a ZIP', 'notZip');
  const end = await findEnd(file);
  let count = end.view.getUint16(10, true);
  let size = end.view.getUint32(12, true);
  let offset = end.view.getUint32(16, true);
  if ((count === MAX16 || size === MAX32 || offset === MAX32) && end.at >= 20) {
    const locator = await slice(file, end.at - 20, end.at);
    const locatorView = new DataView(locator.buffer);
    if (locatorView.getUint32(0, true) === ZIP64_LOCATOR) {
      const recordAt = u64(locatorView, 8);
      const record = await slice(file, recordAt, recordAt + 56);
      const recordView = new DataView(record.buffer);
      if (record.byteLength < 56 || recordView.getUint32(0, true) !== ZIP64_EOCD) throw new ZipDirectoryError('Zip64 end of central directory not found', 'damaged');
      count = u64(recordView, 32);
      size = u64(recordView, 40);
      offset = u64(recordView, 48);
    }
  }
  if (count === 0) return [];
  // Data before the archive (a self-extracting stub) shifts every offset: the directory sits just before its end record.
  let directoryAt = offset;
  if (offset + size > end.at) directoryAt = end.at - size;
  let directory = await slice(file, directoryAt, directoryAt + size);
  if (directory.byteLength < 4 || new DataView(directory.buffer).getUint32(0, true) !== CENTRAL) {
    directoryAt = end.at - size;
    if (directoryAt < 0) throw new ZipDirectoryError('Central directory header not found', 'damaged');
    directory = await slice(file, directoryAt, directoryAt + size);
    if (directory.byteLength < 4 || new DataView(directory.buffer).getUint32(0, true) !== CENTRAL) throw new ZipDirectoryError('Central directory header not found', 'damaged');
  }
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const entries: DirectoryEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.byteLength || view.getUint32(at, true) !== CENTRAL) throw new ZipDirectoryError(`Central directory header ${index + 1} of ${count} not found`, 'damaged');
    const madeBy = view.getUint16(at + 4, true) >> 8;
    const flags = view.getUint16(at + 8, true);
    let method = view.getUint16(at + 10, true);
    const time = view.getUint16(at + 12, true);
    const date = view.getUint16(at + 14, true);
    let compressedSize = view.getUint32(at + 20, true);
    let uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const external = view.getUint32(at + 38, true);
    const nameBytes = directory.subarray(at + 46, at + 46 + nameLength);
    const extraStart = at + 46 + nameLength;
    const extraEnd = extraStart + extraLength;
    if (extraEnd + commentLength > directory.byteLength) throw new ZipDirectoryError(`Central directory header ${index + 1} is cut short`, 'damaged');
    let name = decodeName(nameBytes, (flags & 0x800) !== 0);
    let utc: string | undefined;
    let ntfs: string | undefined;
    for (let field = extraStart; field + 4 <= extraEnd; ) {
      const type = view.getUint16(field, true);
      const length = view.getUint16(field + 2, true);
      const data = field + 4;
      if (data + length > extraEnd) break;
      if (type === 0x0001) {
        // ZIP64: the 8-byte values of the fields set to 0xFFFFFFFF, in order.
        let next = data;
        if (uncompressedSize === MAX32 && next + 8 <= data + length) {
          uncompressedSize = u64(view, next);
          next += 8;
        }
        if (compressedSize === MAX32 && next + 8 <= data + length) compressedSize = u64(view, next);
      } else if (type === 0x9901 && length >= 7) method = view.getUint16(data + 5, true);
      else if (type === 0x7075 && length >= 5 && (flags & 0x800) === 0 && view.getUint8(data) === 1 && view.getUint32(data + 1, true) === crc32(nameBytes)) {
        name = utf8.decode(directory.subarray(data + 5, data + length));
      } else if (type === 0x5455 && length >= 5 && (view.getUint8(data) & 1) !== 0) utc = new Date(view.getUint32(data + 1, true) * 1000).toISOString();
      else if (type === 0x000a && length >= 32 && view.getUint16(data + 4, true) === 1 && view.getUint16(data + 6, true) >= 24) {
        const ticks = u64(view, data + 8);
        const ms = ticks / 10_000 - 11_644_473_600_000;
        if (Number.isFinite(ms) && ms > -8.64e15 && ms < 8.64e15) ntfs = new Date(Math.floor(ms)).toISOString();
      }
      field = data + length;
    }
    const unixType = madeBy === 3 ? (external >>> 16) & 0o170000 : 0;
    const dosDirectory = (madeBy === 0 || madeBy === 11 || madeBy === 14) && (external & 0x10) !== 0;
    entries.push({
      index,
      name,
      directory: name.endsWith('/') || unixType === 0o040000 || dosDirectory,
      symlink: unixType === 0o120000,
      encrypted: (flags & 1) !== 0,
      method,
      compressedSize,
      uncompressedSize,
      date: ntfs ?? utc ?? dosDate(date, time),
    });
    at = extraEnd + commentLength;
  }
  return entries;
}
