/**
 * The metadata of a HEIC/HEIF file, read from its boxes (ISO/IEC 14496-12 and 23008-12) without
 * decoding anything: the primary image's EXIF item (as TIFF bytes), its XMP item and its ICC
 * profile (a `colr` property of type `prof` or `rICC`). The engine's `readMetadata` reads JPEG, PNG
 * and WebP only. Anything unexpected gives no metadata rather than an error: the conversion goes on.
 */

export interface HeifMetadata {
  exif?: Uint8Array;
  xmp?: string;
  icc?: Uint8Array;
}

interface Box {
  type: string;
  /** The box's content, after its header. */
  body: Uint8Array;
  /** Where the content starts in the file (for `iloc` offsets into an `idat`). */
  start: number;
}

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** The boxes in `bytes` (which starts at `base` in the file). */
function boxes(bytes: Uint8Array, base = 0): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Box[] = [];
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = view.getUint32(at);
    const type = text(bytes.subarray(at + 4, at + 8));
    let header = 8;
    if (size === 1) {
      if (at + 16 > bytes.length) break;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = bytes.length - at;
    if (size < header || at + size > bytes.length) break;
    found.push({ type, body: bytes.subarray(at + header, at + size), start: base + at + header });
    at += size;
  }
  return found;
}

/** A NUL-terminated string at `at`: its text and the offset after it. */
function cString(bytes: Uint8Array, at: number): [string, number] {
  let end = at;
  while (end < bytes.length && bytes[end] !== 0) end++;
  return [new TextDecoder().decode(bytes.subarray(at, end)), end + 1];
}

interface Item {
  type: string;
  contentType?: string;
}

function itemInfos(iinf: Uint8Array): Map<number, Item> {
  const items = new Map<number, Item>();
  const version = iinf[0]!;
  const entries = boxes(iinf.subarray(version === 0 ? 6 : 8));
  for (const entry of entries) {
    if (entry.type !== 'infe') continue;
    const body = entry.body;
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    const infeVersion = body[0]!;
    if (infeVersion < 2) continue;
    const id = infeVersion === 2 ? view.getUint16(4) : view.getUint32(4);
    let at = infeVersion === 2 ? 6 : 8;
    at += 2; // item_protection_index
    const type = text(body.subarray(at, at + 4));
    at += 4;
    const [, afterName] = cString(body, at);
    const item: Item = { type };
    if (type === 'mime') item.contentType = cString(body, afterName)[0];
    items.set(id, item);
  }
  return items;
}

interface Extent {
  offset: number;
  length: number;
}

/** Each item's extents, as absolute file offsets (construction method 0) or offsets into `idat` (1). */
function itemLocations(iloc: Uint8Array, idatStart: number | undefined): Map<number, Extent[]> {
  const view = new DataView(iloc.buffer, iloc.byteOffset, iloc.byteLength);
  const version = iloc[0]!;
  let at = 4;
  const sizes = view.getUint16(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 15;
  const baseOffsetSize = (sizes >> 4) & 15;
  const indexSize = version >= 1 ? sizes & 15 : 0;
  const read = (size: number) => {
    let value = 0;
    if (size === 4) value = view.getUint32(at);
    else if (size === 8) value = Number(view.getBigUint64(at));
    else if (size === 2) value = view.getUint16(at);
    at += size;
    return value;
  };
  const count = version < 2 ? view.getUint16((at += 2) - 2) : view.getUint32((at += 4) - 4);
  const locations = new Map<number, Extent[]>();
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? view.getUint16((at += 2) - 2) : view.getUint32((at += 4) - 4);
    const method = version >= 1 ? view.getUint16((at += 2) - 2) & 15 : 0;
    at += 2; // data_reference_index
    const base = read(baseOffsetSize);
    const extentCount = view.getUint16((at += 2) - 2);
    const extents: Extent[] = [];
    for (let e = 0; e < extentCount; e++) {
      if (indexSize > 0) read(indexSize);
      const offset = read(offsetSize);
      const length = read(lengthSize);
      extents.push({ offset: base + offset, length });
    }
    if (method === 0) locations.set(id, extents);
    else if (method === 1 && idatStart !== undefined) locations.set(id, extents.map((extent) => ({ offset: idatStart + extent.offset, length: extent.length })));
  }
  return locations;
}

/** The items that `iref` says describe (`cdsc`) each item. */
function descriptions(iref: Uint8Array): Map<number, number[]> {
  const version = iref[0]!;
  const described = new Map<number, number[]>();
  for (const reference of boxes(iref.subarray(4))) {
    if (reference.type !== 'cdsc') continue;
    const view = new DataView(reference.body.buffer, reference.body.byteOffset, reference.body.byteLength);
    const size = version === 0 ? 2 : 4;
    const get = (at: number) => (size === 2 ? view.getUint16(at) : view.getUint32(at));
    const from = get(0);
    const count = view.getUint16(size);
    for (let i = 0; i < count; i++) {
      const to = get(size + 2 + i * size);
      described.set(to, [...(described.get(to) ?? []), from]);
    }
  }
  return described;
}

/** The ICC profile among the properties associated with `item`. */
function itemProfile(iprp: Uint8Array, item: number): Uint8Array | undefined {
  const children = boxes(iprp);
  const properties = boxes(children.find((child) => child.type === 'ipco')?.body ?? new Uint8Array());
  for (const ipma of children.filter((child) => child.type === 'ipma')) {
    const body = ipma.body;
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    const version = body[0]!;
    const wide = (body[3]! & 1) === 1;
    let at = 4;
    const count = view.getUint32(at);
    at += 4;
    for (let i = 0; i < count; i++) {
      const id = version < 1 ? view.getUint16(at) : view.getUint32(at);
      at += version < 1 ? 2 : 4;
      const associations = body[at++]!;
      for (let a = 0; a < associations; a++) {
        const index = wide ? view.getUint16(at) & 0x7fff : body[at]! & 0x7f;
        at += wide ? 2 : 1;
        if (id !== item || index === 0) continue;
        const property = properties[index - 1];
        if (property?.type === 'colr') {
          const kind = text(property.body.subarray(0, 4));
          if (kind === 'prof' || kind === 'rICC') return property.body.subarray(4);
        }
      }
    }
  }
  return undefined;
}

/** The TIFF block of an Exif item: after its 4-byte offset field (and an "Exif\0\0" some writers add). */
function exifTiff(data: Uint8Array): Uint8Array | undefined {
  if (data.length < 12) return undefined;
  const skip = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0);
  const starts = [4 + skip, 4, 10];
  for (const at of starts) {
    const head = text(data.subarray(at, at + 4));
    if (head === 'II*\0' || head === 'MM\0*') return data.subarray(at);
  }
  return undefined;
}

export function readHeifMetadata(bytes: Uint8Array): HeifMetadata {
  try {
    const meta = boxes(bytes).find((entry) => entry.type === 'meta');
    if (!meta) return {};
    const children = boxes(meta.body.subarray(4), meta.start + 4);
    const child = (type: string) => children.find((entry) => entry.type === type);
    const pitm = child('pitm');
    const primary = pitm ? (pitm.body[0] === 0 ? new DataView(pitm.body.buffer, pitm.body.byteOffset).getUint16(4) : new DataView(pitm.body.buffer, pitm.body.byteOffset).getUint32(4)) : 1;
    const infos = child('iinf') ? itemInfos(child('iinf')!.body) : new Map<number, Item>();
    const locations = child('iloc') ? itemLocations(child('iloc')!.body, child('idat')?.start) : new Map<number, Extent[]>();
    const describing = child('iref') ? (descriptions(child('iref')!.body).get(primary) ?? []) : [];
    const data = (id: number): Uint8Array | undefined => {
      const extents = locations.get(id);
      if (!extents || extents.length === 0) return undefined;
      const parts = extents.map((extent) => bytes.subarray(extent.offset, extent.offset + extent.length));
      if (parts.some((part, index) => part.length !== extents[index]!.length)) return undefined;
      if (parts.length === 1) return parts[0];
      const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
      parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
      return out;
    };
    // The items that describe the primary image first, then any other of the kind.
    const ordered = [...describing, ...[...infos.keys()].filter((id) => !describing.includes(id))];
    const exifItem = ordered.find((id) => infos.get(id)?.type === 'Exif');
    const xmpItem = ordered.find((id) => infos.get(id)?.type === 'mime' && infos.get(id)?.contentType === 'application/rdf+xml');
    const found: HeifMetadata = {};
    const exif = exifItem === undefined ? undefined : data(exifItem);
    const tiff = exif && exifTiff(exif);
    if (tiff) found.exif = tiff;
    const xmp = xmpItem === undefined ? undefined : data(xmpItem);
    if (xmp) found.xmp = new TextDecoder().decode(xmp);
    const iprp = child('iprp');
    const icc = iprp ? itemProfile(iprp.body, primary) : undefined;
    if (icc && icc.length > 0) found.icc = icc;
    return found;
  } catch {
    return {};
  }
}
