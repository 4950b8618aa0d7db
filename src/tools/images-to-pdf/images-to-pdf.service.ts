/**
 * JPEG, PNG and WebP images → one PDF, one image per page, in the order given. JPEGs go in as they
 * are (their DCT bytes, never re-encoded; the EXIF orientation is honoured by how the image is
 * placed on the page), PNGs through pdf-lib's PNG embedder (lossless), WebPs decoded and embedded
 * losslessly as Flate-compressed pixels (with a soft mask when they have transparency).
 *
 * The output is deterministic: no dates, no producer, and an /ID made from a SHA-256 of the images
 * and the options, so the same images give the same bytes on the page and in the command line.
 */
import type { PDFDocument, PDFRef } from '@cantoo/pdf-lib';
import { decodeImage, identifyImage } from '../../engine/image/codec';
import { checkPixels, headerDimensions } from '../../engine/image/limits';
import { jpegSegments, pngChunks, readMetadata } from '../../engine/image/metadata';
import type { Raster } from '../../engine/image/raster';
import { pdfFileValue, pdfLib } from '../../engine/pdf/document';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { defaultPdfName } from './images-to-pdf.operations';
import { isToolInputError, ToolInputError } from '../../lib/errors';

export type PageSize = 'fit' | 'a4' | 'letter';
export type Orientation = 'auto' | 'portrait' | 'landscape';

export interface ImagesToPdfOptions {
  pageSize: PageSize;
  orientation: Orientation;
  /** Millimetres on each side; absent: 0 for `fit`, 10 for paper sizes. */
  margin?: number | undefined;
  /** The output's name (`.pdf` added when missing). */
  name: string;
}

/** Paper sizes in points, portrait: A4 is 210 × 297 mm, Letter 8.5 × 11 in. */
export const PAPER: Record<Exclude<PageSize, 'fit'>, readonly [number, number]> = { a4: [(210 * 72) / 25.4, (297 * 72) / 25.4], letter: [612, 792] };
const POINTS_PER_MM = 72 / 25.4;
const ACCEPTED = ['jpeg', 'png', 'webp'] as const;

/** The margin used when none is given. */
export const defaultMargin = (pageSize: PageSize) => (pageSize === 'fit' ? 0 : 10);

interface Placed {
  ref: PDFRef;
  /** Stored pixels (before the orientation). */
  width: number;
  height: number;
  orientation: number;
  /** Pixels per inch, horizontally and vertically, as stored (72 when the file says nothing). */
  dpi: [number, number];
}

/** The image messages of the engine (`image.*`) reworded to name the file (several files make one PDF). */
function namedImageError(error: unknown, name: string): unknown {
  if (!isToolInputError(error) || !error.messageKey.startsWith('image.')) return error;
  const params = { ...(error.params ?? {}), name };
  const key =
    { 'image.empty': 'emptyImage', 'image.notImage': 'notImage', 'image.unknownFormat': 'unknownImage', 'image.tooLarge': 'imageTooLarge' }[error.messageKey] ?? 'damagedImage';
  return new ToolInputError(key, { params: { format: '', ...params }, ...(error.detail ? { detail: error.detail } : {}) });
}

const damagedImage = (name: string, format: string, error?: unknown) =>
  new ToolInputError('damagedImage', { params: { name, format }, ...(error instanceof Error && error.message ? { detail: error.message.slice(0, 200) } : {}) });

/** Density from a JPEG's JFIF segment (APP0): units 1 = per inch, 2 = per centimetre. */
function jpegDpi(bytes: Uint8Array): [number, number] | undefined {
  for (const segment of jpegSegments(bytes).segments) {
    const data = segment.data;
    if (segment.marker !== 0xe0 || data.length < 12 || String.fromCharCode(...data.subarray(0, 5)) !== 'JFIF\0') continue;
    const units = data[7];
    const x = (data[8]! << 8) | data[9]!;
    const y = (data[10]! << 8) | data[11]!;
    if (x > 0 && y > 0 && (units === 1 || units === 2)) return units === 1 ? [x, y] : [x * 2.54, y * 2.54];
  }
  return undefined;
}

/** Density from a PNG's pHYs chunk (unit 1 = per metre). */
function pngDpi(bytes: Uint8Array): [number, number] | undefined {
  const chunk = pngChunks(bytes).find((candidate) => candidate.type === 'pHYs');
  if (!chunk || chunk.data.length < 9 || chunk.data[8] !== 1) return undefined;
  const view = new DataView(chunk.data.buffer, chunk.data.byteOffset, chunk.data.byteLength);
  const x = view.getUint32(0);
  const y = view.getUint32(4);
  return x > 0 && y > 0 ? [x * 0.0254, y * 0.0254] : undefined;
}

/** A sane density: what a file states, or 72 (one pixel a point). */
const usableDpi = (dpi: [number, number] | undefined): [number, number] => (dpi && dpi.every((value) => value >= 1 && value <= 100_000) ? dpi : [72, 72]);

/** Pixels as Flate-compressed image streams: DeviceGray when every pixel is grey, DeviceRGB otherwise, with a soft mask for transparency. */
function embedRaster(doc: PDFDocument, raster: Raster): PDFRef {
  const { width, height, data } = raster;
  const pixels = width * height;
  let grey = true;
  let opaque = true;
  for (let index = 0; index < data.length; index += 4) {
    if (grey && (data[index] !== data[index + 1] || data[index] !== data[index + 2])) grey = false;
    if (opaque && data[index + 3] !== 255) opaque = false;
    if (!grey && !opaque) break;
  }
  const channels = grey ? 1 : 3;
  const colour = new Uint8Array(pixels * channels);
  const alpha = opaque ? undefined : new Uint8Array(pixels);
  for (let pixel = 0, index = 0; pixel < pixels; pixel++, index += 4) {
    if (grey) colour[pixel] = data[index]!;
    else {
      colour[pixel * 3] = data[index]!;
      colour[pixel * 3 + 1] = data[index + 1]!;
      colour[pixel * 3 + 2] = data[index + 2]!;
    }
    if (alpha) alpha[pixel] = data[index + 3]!;
  }
  const { context } = doc;
  const base = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8 };
  const mask = alpha && context.register(context.flateStream(alpha, { ...base, ColorSpace: 'DeviceGray' }));
  return context.register(context.flateStream(colour, { ...base, ColorSpace: grey ? 'DeviceGray' : 'DeviceRGB', ...(mask ? { SMask: mask } : {}) }));
}

async function embedImage(doc: PDFDocument, file: FileValue): Promise<Placed> {
  const { name, bytes } = file;
  let format: (typeof ACCEPTED)[number];
  try {
    format = identifyImage(bytes, ACCEPTED) as (typeof ACCEPTED)[number];
    const size = headerDimensions(bytes);
    if (size) checkPixels(size.width, size.height);
  } catch (error) {
    throw namedImageError(error, name);
  }
  if (format === 'jpeg') {
    let dpi: [number, number] | undefined;
    try {
      dpi = jpegDpi(bytes); // also checks that the segments reach the end marker (a cut-off JPEG)
    } catch (error) {
      throw damagedImage(name, 'JPEG', error);
    }
    const { orientation } = await readMetadata(bytes, 'jpeg');
    try {
      const image = await doc.embedJpg(bytes);
      return { ref: image.ref, width: image.width, height: image.height, orientation, dpi: usableDpi(dpi) };
    } catch (error) {
      throw damagedImage(name, 'JPEG', error);
    }
  }
  if (format === 'png') {
    let dpi: [number, number] | undefined;
    try {
      dpi = pngDpi(bytes);
    } catch (error) {
      throw damagedImage(name, 'PNG', error);
    }
    const { orientation } = await readMetadata(bytes, 'png');
    try {
      const image = await doc.embedPng(bytes);
      return { ref: image.ref, width: image.width, height: image.height, orientation, dpi: usableDpi(dpi) };
    } catch {
      // A PNG pdf-lib's reader does not take: the engine's decoder reads it (or says what is wrong).
    }
    const decoded = await decodeImage(bytes, { accept: ['png'], orient: false }).catch((error: unknown) => Promise.reject(namedImageError(error, name)));
    return { ref: embedRaster(doc, decoded.raster), width: decoded.raster.width, height: decoded.raster.height, orientation, dpi: usableDpi(dpi) };
  }
  const decoded = await decodeImage(bytes, { accept: ['webp'], orient: false }).catch((error: unknown) => Promise.reject(namedImageError(error, name)));
  return { ref: embedRaster(doc, decoded.raster), width: decoded.raster.width, height: decoded.raster.height, orientation: decoded.metadata.orientation, dpi: [72, 72] };
}

/**
 * Where the unit square of the stored image goes in the unit square of the upright picture, for
 * each EXIF orientation: [a, b, c, d, e, f] of `cm` (U = a·u + c·v + e, V = b·u + d·v + f; v up).
 */
const ORIENTATION_MATRIX: Record<number, readonly [number, number, number, number, number, number]> = {
  1: [1, 0, 0, 1, 0, 0],
  2: [-1, 0, 0, 1, 1, 0],
  3: [-1, 0, 0, -1, 1, 1],
  4: [1, 0, 0, -1, 0, 1],
  5: [0, -1, -1, 0, 1, 1],
  6: [0, -1, 1, 0, 0, 1],
  7: [0, 1, 1, 0, 0, 0],
  8: [0, 1, -1, 0, 1, 0],
};

export interface PageLayout {
  page: [number, number];
  /** The upright picture's box on the page: x, y (bottom left), width, height, in points. */
  box: [number, number, number, number];
}

/** The page and the picture's place on it, for a picture of `width` × `height` points (upright). */
export function layoutPage(width: number, height: number, options: Pick<ImagesToPdfOptions, 'pageSize' | 'orientation' | 'margin'>): PageLayout {
  const margin = (options.margin ?? defaultMargin(options.pageSize)) * POINTS_PER_MM;
  if (options.pageSize === 'fit') return { page: [width + 2 * margin, height + 2 * margin], box: [margin, margin, width, height] };
  const [short, long] = PAPER[options.pageSize];
  const landscape = options.orientation === 'landscape' || (options.orientation === 'auto' && width > height);
  const [pageWidth, pageHeight] = landscape ? [long, short] : [short, long];
  const room = [pageWidth - 2 * margin, pageHeight - 2 * margin] as const;
  if (room[0] < 1 || room[1] < 1) throw new ToolInputError('marginTooLarge', { params: { margin: options.margin ?? defaultMargin(options.pageSize) } });
  const scale = Math.min(room[0] / width, room[1] / height);
  const [drawnWidth, drawnHeight] = [width * scale, height * scale];
  return { page: [pageWidth, pageHeight], box: [(pageWidth - drawnWidth) / 2, (pageHeight - drawnHeight) / 2, drawnWidth, drawnHeight] };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** A fixed file identifier: the first 16 bytes of a SHA-256 of the images and the options. */
async function fileId(files: readonly FileValue[], options: ImagesToPdfOptions): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [encoder.encode(JSON.stringify([options.pageSize, options.orientation, options.margin ?? null]))];
  for (const file of files) parts.push(encoder.encode(`\n${file.bytes.length}\n`), file.bytes);
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return new Uint8Array(await crypto.subtle.digest('SHA-256', all)).subarray(0, 16);
}

export async function imagesToPdf(files: readonly FileValue[], options: ImagesToPdfOptions, context?: Pick<OperationContext, 'progress' | 'signal'>): Promise<FileValue> {
  if (files.length === 0) throw new ToolInputError('noImages');
  const lib = await pdfLib();
  const { PDFDocument, PDFHexString, PDFName, concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState } = lib;
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (const [index, file] of files.entries()) {
    context?.signal?.throwIfAborted();
    const placed = await embedImage(doc, file);
    const turned = placed.orientation >= 5;
    const widthPt = ((turned ? placed.height : placed.width) * 72) / (turned ? placed.dpi[1] : placed.dpi[0]);
    const heightPt = ((turned ? placed.width : placed.height) * 72) / (turned ? placed.dpi[0] : placed.dpi[1]);
    const { page: size, box } = layoutPage(widthPt, heightPt, options);
    const page = doc.addPage([round(size[0]), round(size[1])]);
    const [x, y, w, h] = box;
    const [a, b, c, d, e, f] = ORIENTATION_MATRIX[placed.orientation] ?? ORIENTATION_MATRIX[1]!;
    const xObject = PDFName.of('Im1');
    page.node.setXObject(xObject, placed.ref);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(round(w * a), round(h * b), round(w * c), round(h * d), round(x + w * e), round(y + h * f)),
      drawObject(xObject),
      popGraphicsState(),
    );
    context?.progress?.(index + 1, files.length);
  }
  const id = PDFHexString.of([...(await fileId(files, options))].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
  doc.context.trailerInfo.ID = doc.context.obj([id, id]);
  const bytes = await doc.save({ updateFieldAppearances: false });
  return pdfFileValue(options.name.trim() || defaultPdfName(files.map((file) => file.name)), bytes);
}
