import type { PDFDict, PDFDocument, PDFObject, PDFRawStream } from '@cantoo/pdf-lib';
import { unzlibSync, zlibSync } from 'fflate';
import { openPdf, pdfFileValue, pdfLib, removeUnusedObjects } from '../../engine/pdf/document';
import { decodeImage, encodeImage, resizeRaster } from '../../engine/image/codec';
import type { Raster } from '../../engine/image/raster';
import type { FileValue } from '../../engine/values';
import type { OperationContext } from '../../engine/operation';

type Lib = Awaited<ReturnType<typeof pdfLib>>;

export interface CompressOptions {
  mode: 'lossless' | 'lossy';
  /** Lossy: the resolution images are brought down to, over the page they are on. */
  dpi: number;
  /** Lossy: the JPEG quality of re-encoded images (1–100). */
  quality: number;
  password: string;
}

/** Streams smaller than this are left alone: nothing worth the time to gain. */
const SMALL_STREAM = 64;
/** Images whose stream is smaller than this are not re-encoded. */
const SMALL_IMAGE = 2048;
/** An image kept at its size is replaced only when its JPEG saves at least this share. */
const MIN_SAVING = 0.05;

const nameOf = (lib: Lib, object: PDFObject | undefined) => (object instanceof lib.PDFName ? object.decodeText() : undefined);
const numberOf = (lib: Lib, object: PDFObject | undefined) => (object instanceof lib.PDFNumber ? object.asNumber() : undefined);

/** The stream's filters, as names ([] when none, undefined when unreadable). */
function filtersOf(lib: Lib, dict: PDFDict): string[] | undefined {
  const filter = dict.lookup(lib.PDFName.of('Filter'));
  if (filter === undefined) return [];
  if (filter instanceof lib.PDFName) return [filter.decodeText()];
  if (filter instanceof lib.PDFArray) {
    const names = filter.asArray().map((item) => nameOf(lib, dict.context.lookup(item)));
    return names.every((name): name is string => name !== undefined) ? names : undefined;
  }
  return undefined;
}

/**
 * Lossless: every stream stored without compression is compressed with Flate (level 9), and every
 * Flate stream compressed again at level 9, each kept only when smaller (the data, and so the
 * predictors of /DecodeParms, are unchanged). Metadata streams stay readable as they are (PDF/A).
 */
function recompressStreams(lib: Lib, doc: PDFDocument, tick: () => void): number {
  let saved = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof lib.PDFRawStream) || object.contents.length < SMALL_STREAM) continue;
    const type = nameOf(lib, object.dict.lookup(lib.PDFName.of('Type')));
    if (type === 'Metadata' || type === 'XRef' || type === 'ObjStm') continue;
    const filters = filtersOf(lib, object.dict);
    tick();
    let data: Uint8Array;
    if (filters?.length === 0) data = object.contents;
    else if (filters?.length === 1 && filters[0] === 'FlateDecode') {
      try {
        data = unzlibSync(object.contents);
      } catch {
        continue;
      }
    } else continue;
    const packed = zlibSync(data, { level: 9 });
    if (packed.length >= object.contents.length) continue;
    saved += object.contents.length - packed.length;
    object.updateContents(packed);
    if (filters.length === 0) object.dict.set(lib.PDFName.of('Filter'), lib.PDFName.of('FlateDecode'));
  }
  return saved;
}

interface PlacedImage {
  stream: PDFRawStream;
  /** The longest side, in points, of the largest page the image is drawn on: the upper bound of its placement. */
  pagePoints: number;
}

/** The image XObjects of the pages (and of the forms they draw), each with the largest page it appears on. */
function placedImages(lib: Lib, doc: PDFDocument): PlacedImage[] {
  const images = new Map<PDFObject, PlacedImage>();
  for (const page of doc.getPages()) {
    const { width, height } = page.getMediaBox();
    const pagePoints = Math.max(Math.abs(width), Math.abs(height));
    const seen = new Set<PDFObject>();
    const visit = (resources: PDFObject | undefined) => {
      if (!(resources instanceof lib.PDFDict) || seen.has(resources)) return;
      seen.add(resources);
      const xObjects = resources.lookup(lib.PDFName.of('XObject'));
      if (!(xObjects instanceof lib.PDFDict)) return;
      for (const [, value] of xObjects.entries()) {
        const object = doc.context.lookup(value);
        if (!(object instanceof lib.PDFRawStream) || seen.has(object)) continue;
        seen.add(object);
        const subtype = nameOf(lib, object.dict.lookup(lib.PDFName.of('Subtype')));
        if (subtype === 'Form') visit(object.dict.lookup(lib.PDFName.of('Resources')));
        else if (subtype === 'Image') {
          const known = images.get(object);
          if (known) known.pagePoints = Math.max(known.pagePoints, pagePoints);
          else images.set(object, { stream: object, pagePoints });
        }
      }
    };
    visit(page.node.Resources());
  }
  return [...images.values()];
}

/** The number of colour components of an RGB or grey colour space (device, calibrated or ICC); undefined for any other (CMYK, indexed, separations…). */
function components(lib: Lib, dict: PDFDict): 1 | 3 | undefined {
  const space = dict.lookup(lib.PDFName.of('ColorSpace'));
  const name = nameOf(lib, space);
  if (name === 'DeviceRGB' || name === 'CalRGB') return 3;
  if (name === 'DeviceGray' || name === 'CalGray') return 1;
  if (space instanceof lib.PDFArray) {
    const family = nameOf(lib, space.lookup(0));
    if (family === 'CalRGB') return 3;
    if (family === 'CalGray') return 1;
    if (family === 'ICCBased') {
      const profile = space.lookup(1);
      const n = profile instanceof lib.PDFRawStream ? numberOf(lib, profile.dict.lookup(lib.PDFName.of('N'))) : undefined;
      return n === 3 ? 3 : n === 1 ? 1 : undefined;
    }
  }
  return undefined;
}

/** Undoes the PNG predictors (10–15) of a Flate image's /DecodeParms; undefined for a TIFF predictor or a mismatch. */
function unpredict(lib: Lib, data: Uint8Array, parms: PDFObject | undefined, rowBytes: number, pixelBytes: number, rows: number): Uint8Array | undefined {
  const predictor = parms instanceof lib.PDFDict ? (numberOf(lib, parms.lookup(lib.PDFName.of('Predictor'))) ?? 1) : 1;
  if (predictor === 1) return data;
  if (predictor < 10) return undefined;
  const out = new Uint8Array(rowBytes * rows);
  for (let row = 0; row < rows; row++) {
    const start = row * (rowBytes + 1);
    if (start + rowBytes + 1 > data.length) return undefined;
    const filter = data[start]!;
    const at = row * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[start + 1 + x]!;
      const left = x >= pixelBytes ? out[at + x - pixelBytes]! : 0;
      const up = row > 0 ? out[at - rowBytes + x]! : 0;
      const upLeft = row > 0 && x >= pixelBytes ? out[at - rowBytes + x - pixelBytes]! : 0;
      let value: number;
      switch (filter) {
        case 0:
          value = raw;
          break;
        case 1:
          value = raw + left;
          break;
        case 2:
          value = raw + up;
          break;
        case 3:
          value = raw + ((left + up) >> 1);
          break;
        case 4: {
          const estimate = left + up - upLeft;
          const a = Math.abs(estimate - left);
          const b = Math.abs(estimate - up);
          const c = Math.abs(estimate - upLeft);
          value = raw + (a <= b && a <= c ? left : b <= c ? up : upLeft);
          break;
        }
        default:
          return undefined;
      }
      out[at + x] = value & 0xff;
    }
  }
  return out;
}

/** 8-bit grey or RGB samples as RGBA. */
function toRaster(samples: Uint8Array, width: number, height: number, channels: 1 | 3): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0, from = 0; pixel < width * height; pixel++, from += channels) {
    const to = pixel * 4;
    data[to] = samples[from]!;
    data[to + 1] = samples[from + (channels === 3 ? 1 : 0)]!;
    data[to + 2] = samples[from + (channels === 3 ? 2 : 0)]!;
    data[to + 3] = 255;
  }
  return { width, height, data };
}

/**
 * Lossy: each image drawn larger than `dpi` allows is brought down to it and encoded as JPEG at
 * `quality`, replacing the image when the JPEG is smaller. How large an image is drawn is not read
 * from the page's drawing commands: the page's longest side is taken as the upper bound of the
 * image's longest side, so an image drawn smaller than its page keeps more pixels than `dpi` asks.
 * Read: JPEG (DCT) in grey or RGB, and 8-bit grey or RGB Flate images (PNG predictors undone);
 * skipped: masks, images with a colour-key mask or a /Decode array, CMYK, indexed and other colour
 * spaces, other bit depths and filters (JPEG 2000, CCITT, JBIG2…). Returns how many were skipped.
 */
async function downsampleImages(lib: Lib, doc: PDFDocument, options: CompressOptions, tick: () => void): Promise<{ replaced: number; skipped: number }> {
  let replaced = 0;
  let skipped = 0;
  for (const { stream, pagePoints } of placedImages(lib, doc)) {
    tick();
    const { dict } = stream;
    const get = (key: string) => dict.lookup(lib.PDFName.of(key));
    if (stream.contents.length < SMALL_IMAGE) continue;
    const width = numberOf(lib, get('Width')) ?? 0;
    const height = numberOf(lib, get('Height')) ?? 0;
    const filters = filtersOf(lib, dict);
    const channels = components(lib, dict);
    const readable =
      width > 0 &&
      height > 0 &&
      get('ImageMask') !== lib.PDFBool.True &&
      get('Mask') === undefined &&
      get('Decode') === undefined &&
      numberOf(lib, get('BitsPerComponent')) === 8 &&
      channels !== undefined &&
      filters?.length === 1 &&
      (filters[0] === 'DCTDecode' || filters[0] === 'FlateDecode');
    if (!readable) {
      skipped++;
      continue;
    }
    const longest = Math.ceil((pagePoints / 72) * options.dpi);
    const scale = Math.min(1, longest / Math.max(width, height));
    const target = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
    let raster: Raster;
    try {
      if (filters[0] === 'DCTDecode') {
        // PDF readers ignore a JPEG's EXIF orientation: so do we.
        raster = (await decodeImage(stream.contents, { accept: ['jpeg'], orient: false, ...(scale < 1 ? { resize: target } : {}) })).raster;
      } else {
        const rowBytes = width * channels;
        const samples = unpredict(lib, unzlibSync(stream.contents), get('DecodeParms'), rowBytes, channels, height);
        if (!samples || samples.length < rowBytes * height) {
          skipped++;
          continue;
        }
        raster = toRaster(samples, width, height, channels);
        if (scale < 1) raster = await resizeRaster(raster, target.width, target.height);
      }
    } catch {
      skipped++;
      continue;
    }
    const jpeg = await encodeImage(raster, 'jpeg', { quality: options.quality });
    const limit = scale < 1 ? stream.contents.length : stream.contents.length * (1 - MIN_SAVING);
    if (jpeg.length >= limit) continue;
    dict.set(lib.PDFName.of('Width'), lib.PDFNumber.of(raster.width));
    dict.set(lib.PDFName.of('Height'), lib.PDFNumber.of(raster.height));
    dict.set(lib.PDFName.of('Filter'), lib.PDFName.of('DCTDecode'));
    dict.set(lib.PDFName.of('BitsPerComponent'), lib.PDFNumber.of(8));
    dict.delete(lib.PDFName.of('DecodeParms'));
    // The JPEG is always RGB: a grey image's colour space becomes RGB.
    if (channels === 1) dict.set(lib.PDFName.of('ColorSpace'), lib.PDFName.of('DeviceRGB'));
    stream.updateContents(jpeg);
    replaced++;
  }
  return { replaced, skipped };
}

/** Whether the form holds a signed signature field (rewriting the file breaks it). */
function isSigned(lib: Lib, doc: PDFDocument): boolean {
  const form = doc.catalog.lookup(lib.PDFName.of('AcroForm'));
  const fields = form instanceof lib.PDFDict ? form.lookup(lib.PDFName.of('Fields')) : undefined;
  if (!(fields instanceof lib.PDFArray)) return false;
  const stack = fields.asArray().map((field) => doc.context.lookup(field));
  const seen = new Set<PDFObject | undefined>();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!(node instanceof lib.PDFDict) || seen.has(node)) continue;
    seen.add(node);
    if (nameOf(lib, node.lookup(lib.PDFName.of('FT'))) === 'Sig' && node.lookup(lib.PDFName.of('V')) !== undefined) return true;
    const kids = node.lookup(lib.PDFName.of('Kids'));
    if (kids instanceof lib.PDFArray) stack.push(...kids.asArray().map((kid) => doc.context.lookup(kid)));
  }
  return false;
}

/**
 * A smaller PDF, never a larger one: lossless (object streams, streams recompressed with Flate,
 * unreferenced objects removed) and, in lossy mode, images downsampled to `dpi` and re-encoded as
 * JPEG. When the result is not smaller, the input comes back unchanged (with a warning).
 */
export async function compressPdf(file: FileValue, options: CompressOptions, context: Partial<OperationContext> = {}): Promise<FileValue> {
  const lib = await pdfLib();
  const { doc, encrypted } = await openPdf(file, { password: options.password });
  const images = options.mode === 'lossy' ? placedImages(lib, doc).length : 0;
  const total = images + doc.context.enumerateIndirectObjects().length;
  let done = 0;
  const tick = () => {
    done++;
    if (done % 32 === 0) context.progress?.(done, total);
  };
  if (options.mode === 'lossy') {
    const { skipped } = await downsampleImages(lib, doc, options, tick);
    if (skipped > 0) {
      context.warn?.({
        key: 'imagesSkipped',
        message: `${skipped} image${skipped === 1 ? ' was' : 's were'} left as they were: masks, CMYK, indexed colours, other bit depths or formats are not re-encoded here.`,
        data: { count: skipped },
      });
    }
  }
  if (context.signal?.aborted) throw new Error('aborted');
  recompressStreams(lib, doc, tick);
  await removeUnusedObjects(doc);
  const bytes = await doc.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false });
  context.progress?.(total, total);
  if (bytes.length >= file.bytes.length) {
    context.warn?.({ key: 'notSmaller', message: 'The PDF could not be made smaller: it is given back unchanged.' });
    return pdfFileValue(file.name, file.bytes);
  }
  if (encrypted)
    context.warn?.({ key: 'decrypted', message: 'The file was password-protected; the compressed file is not: protect it again with the PDF protect tool if needed.' });
  if (isSigned(lib, doc)) context.warn?.({ key: 'signaturesBroken', message: 'The file was signed: its signatures no longer match the compressed file.' });
  return pdfFileValue(file.name, bytes);
}
