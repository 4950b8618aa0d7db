/**
 * PDFs and images into one PDF, in the order given: each PDF's pages copied (links between its own
 * pages kept), each JPEG, PNG or WebP image as one page of its own size (72 dpi unless the file says
 * its resolution), a bookmark per input named after it with the input's own bookmarks under it.
 */
import type { PDFDict, PDFDocument, PDFObject, PDFPage, PDFRef } from '@cantoo/pdf-lib';
import { decodeImage } from '../../engine/image/codec';
import { sniffImageFormat } from '../../engine/image/formats';
import { jpegSegments, pngChunks, readMetadata } from '../../engine/image/metadata';
import { hasPdfHeader, openPdf, PDF_PAGE_LIMIT, pdfFileValue, pdfLib } from '../../engine/pdf/document';
import { pdfError } from '../../engine/pdf/errors';
import { copyFormFields } from '../../engine/pdf/forms';
import { destinationResolver, itemDestination, MAX_OUTLINE_DEPTH, MAX_OUTLINE_ITEMS } from '../../engine/pdf/outline';
import type { FileValue } from '../../engine/values';
import { ToolInputError } from '../../lib/errors';

export interface MergeOptions {
  /** The one password tried on every encrypted input. */
  password: string;
  /** The merged file's name. */
  name: string;
  /** A bookmark per input (with its own bookmarks under it). */
  bookmarks: boolean;
}

type Lib = Awaited<ReturnType<typeof pdfLib>>;

/** One bookmark, its destination already in the merged document. */
interface OutlineNode {
  title: PDFObject;
  dest?: PDFObject;
  uri?: PDFObject;
  open: boolean;
  children: OutlineNode[];
}

export async function mergePdfs(files: readonly FileValue[], options: MergeOptions): Promise<FileValue> {
  if (files.length === 0) throw new ToolInputError('noFiles');
  const lib = await pdfLib();
  const out = await lib.PDFDocument.create({ updateMetadata: false });
  const bookmarks: OutlineNode[] = [];
  let total = 0;
  for (const file of files) {
    let first: PDFPage;
    let children: OutlineNode[] = [];
    if (hasPdfHeader(file.bytes)) {
      const { doc } = await openPdf(file, { password: options.password });
      total += doc.getPageCount();
      if (total > PDF_PAGE_LIMIT) throw pdfError('tooManyPages', { name: options.name, pages: total, limit: PDF_PAGE_LIMIT });
      const { pages, refOf } = copyPages(lib, out, doc);
      first = pages[0]!;
      if (options.bookmarks) children = readOutline(lib, doc, out, refOf);
    } else {
      total += 1;
      if (total > PDF_PAGE_LIMIT) throw pdfError('tooManyPages', { name: options.name, pages: total, limit: PDF_PAGE_LIMIT });
      first = await addImagePage(lib, out, file);
    }
    bookmarks.push({ title: lib.PDFHexString.fromText(file.name), dest: out.context.obj([first.ref, lib.PDFName.of('Fit')]), open: true, children });
  }
  if (options.bookmarks) writeOutline(lib, out, bookmarks);
  const bytes = await out.save({ useObjectStreams: true });
  return pdfFileValue(options.name.trim() || 'merged.pdf', bytes);
}

/**
 * Copies every page of `source` to the end of `target` with one copier, so that a link from one
 * page to another of the same file lands on the copied page (pdf-lib's copyPages would copy the
 * linked page a second time, outside the page tree), and its form fields (still fillable).
 * `refOf` maps a source page to its copy.
 */
function copyPages(lib: Lib, target: PDFDocument, source: PDFDocument): { pages: PDFPage[]; refOf: (ref: PDFRef) => PDFRef | undefined } {
  const copier = lib.PDFObjectCopier.for(source.context, target.context);
  const sourcePages = source.getPages();
  const copies = new Map<PDFRef, PDFRef>();
  const pages = sourcePages.map((page) => {
    const ref = copier.copy(page.ref);
    copies.set(page.ref, ref);
    const copy = lib.PDFPage.of(target.context.lookup(ref) as never, ref, target);
    target.addPage(copy);
    return copy;
  });
  copyFormFields(lib, source, target, copier, pages.map((page) => page.ref));
  return { pages, refOf: (ref) => copies.get(ref) };
}

/** The input's outline, each destination moved to the copied pages (destinations elsewhere are dropped, the bookmark stays). */
function readOutline(lib: Lib, source: PDFDocument, target: PDFDocument, refOf: (ref: PDFRef) => PDFRef | undefined): OutlineNode[] {
  const { PDFArray, PDFDict, PDFName, PDFRef, PDFString, PDFHexString } = lib;
  const catalog = source.catalog;
  const outlines = catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  if (!outlines) return [];
  const destination = destinationResolver(lib, source);
  const resolve = (value: PDFObject | undefined): PDFObject | undefined => {
    const object = destination(value);
    if (!object) return undefined;
    const page = object.get(0);
    const copy = page instanceof PDFRef ? refOf(page) : undefined;
    if (!copy) return undefined;
    const moved = PDFArray.withContext(target.context);
    moved.push(copy);
    for (let index = 1; index < object.size(); index++) {
      const item = object.lookup(index);
      moved.push(item instanceof PDFDict || item instanceof PDFArray || item === undefined ? lib.PDFNull : item);
    }
    return moved;
  };

  let count = 0;
  const seen = new Set<PDFDict>();
  const items = (firstRef: PDFObject | undefined, depth: number): OutlineNode[] => {
    const nodes: OutlineNode[] = [];
    let item = firstRef instanceof PDFRef ? source.context.lookup(firstRef) : firstRef;
    while (item instanceof PDFDict && !seen.has(item) && count < MAX_OUTLINE_ITEMS) {
      seen.add(item);
      count++;
      const title = item.lookup(PDFName.of('Title'));
      const action = item.lookupMaybe(PDFName.of('A'), PDFDict);
      const kind = action?.lookupMaybe(PDFName.of('S'), PDFName)?.asString();
      const dest = resolve(itemDestination(lib, item));
      const uri = kind === '/URI' ? action!.lookup(PDFName.of('URI')) : undefined;
      const countValue = item.lookup(PDFName.of('Count'));
      nodes.push({
        title: title instanceof PDFString || title instanceof PDFHexString ? title : PDFString.of(''),
        ...(dest ? { dest } : {}),
        ...(uri instanceof PDFString || uri instanceof PDFHexString ? { uri } : {}),
        open: countValue instanceof lib.PDFNumber && countValue.asNumber() > 0,
        children: depth < MAX_OUTLINE_DEPTH ? items(item.get(PDFName.of('First')), depth + 1) : [],
      });
      const next = item.get(PDFName.of('Next'));
      item = next instanceof PDFRef ? source.context.lookup(next) : next;
    }
    return nodes;
  };
  return items(outlines.get(PDFName.of('First')), 0);
}

/** Writes `nodes` as the document's outline (open items count their visible descendants, closed ones their children, negated). */
function writeOutline(lib: Lib, doc: PDFDocument, nodes: OutlineNode[]): void {
  const { PDFName, PDFNumber } = lib;
  const { context } = doc;
  const write = (list: OutlineNode[], parent: PDFRef): { first: PDFRef; last: PDFRef; visible: number } => {
    const refs = list.map(() => context.nextRef());
    let visible = 0;
    list.forEach((node, index) => {
      const dict = context.obj({}) as PDFDict;
      dict.set(PDFName.of('Title'), node.title);
      dict.set(PDFName.of('Parent'), parent);
      if (index > 0) dict.set(PDFName.of('Prev'), refs[index - 1]!);
      if (index < list.length - 1) dict.set(PDFName.of('Next'), refs[index + 1]!);
      if (node.dest) dict.set(PDFName.of('Dest'), node.dest);
      else if (node.uri) dict.set(PDFName.of('A'), context.obj({ S: 'URI', URI: node.uri }));
      visible += 1;
      if (node.children.length > 0) {
        const sub = write(node.children, refs[index]!);
        dict.set(PDFName.of('First'), sub.first);
        dict.set(PDFName.of('Last'), sub.last);
        dict.set(PDFName.of('Count'), PDFNumber.of(node.open ? sub.visible : -node.children.length));
        if (node.open) visible += sub.visible;
      }
      context.assign(refs[index]!, dict);
    });
    return { first: refs[0]!, last: refs[refs.length - 1]!, visible };
  };
  const root = context.nextRef();
  const { first, last, visible } = write(nodes, root);
  context.assign(root, context.obj({ Type: 'Outlines', First: first, Last: last, Count: visible }));
  doc.catalog.set(PDFName.of('Outlines'), root);
}

/** An image's resolution (dots per inch, across and down) when its file says it. */
function imageDpi(bytes: Uint8Array, format: 'jpeg' | 'png' | 'webp'): [number, number] | undefined {
  try {
    if (format === 'jpeg') {
      const jfif = jpegSegments(bytes).segments.find((segment) => segment.marker === 0xe0 && String.fromCharCode(...segment.data.subarray(0, 5)) === 'JFIF\0');
      if (!jfif || jfif.data.length < 12) return undefined;
      const unit = jfif.data[7]!;
      const x = (jfif.data[8]! << 8) | jfif.data[9]!;
      const y = (jfif.data[10]! << 8) | jfif.data[11]!;
      if ((unit !== 1 && unit !== 2) || x === 0 || y === 0) return undefined;
      return unit === 1 ? [x, y] : [x * 2.54, y * 2.54];
    }
    if (format === 'png') {
      const phys = pngChunks(bytes).find((chunk) => chunk.type === 'pHYs');
      if (!phys || phys.data.length < 9 || phys.data[8] !== 1) return undefined;
      const view = new DataView(phys.data.buffer, phys.data.byteOffset, 9);
      const x = view.getUint32(0) * 0.0254;
      const y = view.getUint32(4) * 0.0254;
      return x > 0 && y > 0 ? [x, y] : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Where a stored pixel position (u right, v down, 0–1) shows once the EXIF orientation is applied. */
const ORIENT: Record<number, (u: number, v: number) => [number, number]> = {
  1: (u, v) => [u, v],
  2: (u, v) => [1 - u, v],
  3: (u, v) => [1 - u, 1 - v],
  4: (u, v) => [u, 1 - v],
  5: (u, v) => [v, u],
  6: (u, v) => [1 - v, u],
  7: (u, v) => [1 - v, 1 - u],
  8: (u, v) => [v, 1 - u],
};

/** Adds one page holding the image, its size that of the image at its resolution (72 dpi unless the file says). */
async function addImagePage(lib: Lib, doc: PDFDocument, file: FileValue): Promise<PDFPage> {
  const { bytes, name } = file;
  if (bytes.length === 0) throw pdfError('empty', { name });
  const format = sniffImageFormat(bytes);
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new ToolInputError('notPdfOrImage', { params: { name } });
  let ref: PDFRef;
  let width: number;
  let height: number;
  let orientation = 1;
  try {
    if (format === 'jpeg') {
      const image = await doc.embedJpg(bytes);
      ({ ref, width, height } = image);
      orientation = (await readMetadata(bytes, 'jpeg')).orientation;
    } else if (format === 'png') {
      const image = await doc.embedPng(bytes);
      ({ ref, width, height } = image);
    } else {
      const { raster } = await decodeImage(bytes, { accept: ['webp'] });
      ({ width, height } = raster);
      ref = embedRaster(doc, raster);
    }
  } catch (error) {
    if (error instanceof ToolInputError && error.messageKey === 'image.tooLarge') throw error;
    throw new ToolInputError('imageDamaged', { params: { name }, ...(error instanceof Error ? { detail: error.message.slice(0, 200) } : {}) });
  }
  if (!ORIENT[orientation]) orientation = 1;
  const [dpiX, dpiY] = imageDpi(bytes, format) ?? [72, 72];
  const stored = { width: (width * 72) / dpiX, height: (height * 72) / dpiY };
  const turned = orientation >= 5;
  const pageWidth = turned ? stored.height : stored.width;
  const pageHeight = turned ? stored.width : stored.height;
  const page = doc.addPage([pageWidth, pageHeight]);
  // The image's unit square (s right, t up; its first row at t = 1) onto the page, turned as EXIF says.
  const place = (s: number, t: number) => {
    const [x, y] = ORIENT[orientation]!(s, 1 - t);
    return [x * pageWidth, (1 - y) * pageHeight] as const;
  };
  const [e, f] = place(0, 0);
  const [ax, ay] = place(1, 0);
  const [cx, cy] = place(0, 1);
  const xObject = page.node.newXObject('Image', ref);
  page.pushOperators(lib.pushGraphicsState(), lib.concatTransformationMatrix(ax - e, ay - f, cx - e, cy - f, e, f), lib.drawObject(xObject), lib.popGraphicsState());
  return page;
}

/** RGBA pixels as an image XObject (RGB, Flate), with a soft mask when some pixels are transparent. */
function embedRaster(doc: PDFDocument, raster: { width: number; height: number; data: Uint8ClampedArray }): PDFRef {
  const { width, height, data } = raster;
  const rgb = new Uint8Array(width * height * 3);
  const alpha = new Uint8Array(width * height);
  let transparent = false;
  for (let pixel = 0, at = 0; pixel < width * height; pixel++, at += 4) {
    rgb[pixel * 3] = data[at]!;
    rgb[pixel * 3 + 1] = data[at + 1]!;
    rgb[pixel * 3 + 2] = data[at + 2]!;
    alpha[pixel] = data[at + 3]!;
    if (data[at + 3] !== 255) transparent = true;
  }
  const { context } = doc;
  const image = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8 };
  const mask = transparent ? context.register(context.flateStream(alpha, { ...image, ColorSpace: 'DeviceGray' })) : undefined;
  return context.register(context.flateStream(rgb, { ...image, ColorSpace: 'DeviceRGB', ...(mask ? { SMask: mask } : {}) }));
}
