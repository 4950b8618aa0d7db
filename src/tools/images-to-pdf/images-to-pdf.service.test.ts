import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { insertMetadata, orientationOnlyExif } from '../../engine/image/metadata';
import { createRaster, type Raster } from '../../engine/image/raster';
import { withPdfium } from '../../engine/pdf/pdfium';
import type { FileValue } from '../../engine/values';
import { ToolInputError } from '../../lib/errors';
import { imagesToPdf, layoutPage, PAPER, type ImagesToPdfOptions } from './images-to-pdf.service';

const QUADRANTS: [number, number, number][] = [
  [230, 40, 40], // top left: red
  [40, 200, 60], // top right: green
  [30, 90, 220], // bottom left: blue
  [250, 250, 250], // bottom right: white
];

/** A `width` × `height` picture of four flat quadrants; `alpha` for the bottom-right one. */
function quadrants(width: number, height: number, alpha = 255): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const quadrant = (y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1);
      raster.data.set([...QUADRANTS[quadrant]!, quadrant === 3 ? alpha : 255], (y * width + x) * 4);
    }
  }
  return raster;
}

const file = (name: string, bytes: Uint8Array, type = 'image/png'): FileValue => ({ name, type, bytes });
const OPTIONS: ImagesToPdfOptions = { pageSize: 'fit', orientation: 'auto', name: 'images.pdf' };

/** The colour at the centre of each quadrant of a rendered page. */
function quadrantColours(raster: Raster): number[][] {
  return [0.25, 0.75].flatMap((fy) =>
    [0.25, 0.75].map((fx) => {
      const at = (Math.floor(raster.height * fy) * raster.width + Math.floor(raster.width * fx)) * 4;
      return [...raster.data.slice(at, at + 3)];
    }),
  );
}
const near = (a: number[][], b: number[][]) => a.every((colour, index) => colour.every((value, channel) => Math.abs(value - b[index]![channel]!) <= 12));

const keyOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof ToolInputError ? [error.messageKey, error.params?.name] : String(error);
  }
  return 'no error';
};

describe('images-to-pdf', () => {
  it("is named after its image when it has one, images.pdf when several, or as asked", async () => {
    const png = await encodeImage(quadrants(4, 4), 'png');
    const named = async (names: string[], name = '') => (await imagesToPdf(names.map((each) => file(each, png)), { ...OPTIONS, name })).name;
    expect(await named(['IMG_1234.png'])).toBe('IMG_1234.pdf');
    expect(await named(['scan.final.png'])).toBe('scan.final.pdf');
    expect(await named(['a.png', 'b.png'])).toBe('images.pdf');
    expect(await named(['a.png'], '  Contract ')).toBe('Contract.pdf');
  });

  it('puts JPEG, PNG and WebP on one page each, in order, JPEG bytes unchanged', async () => {
    const raster = quadrants(40, 20);
    const jpeg = await encodeImage(raster, 'jpeg', { quality: 90 });
    const png = await encodeImage(quadrants(20, 40), 'png');
    const webp = await encodeImage(quadrants(30, 30, 128), 'webp', { lossless: true });
    const out = await imagesToPdf([file('a.jpg', jpeg, 'image/jpeg'), file('b.png', png), file('c.webp', webp, 'image/webp')], OPTIONS);
    expect(out.name).toBe('images.pdf');
    const doc = await PDFDocument.load(out.bytes);
    expect(doc.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual([
      [40, 20],
      [20, 40],
      [30, 30],
    ]);
    // The JPEG is the file's own bytes in a DCTDecode stream.
    const streams = doc.context.enumerateIndirectObjects().flatMap(([, object]) => (object instanceof PDFRawStream ? [object] : []));
    const dct = streams.find((stream) => stream.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode'));
    expect(dct?.getContents()).toEqual(jpeg);
    // The WebP's transparency became a soft mask.
    expect(streams.some((stream) => stream.dict.get(PDFName.of('SMask')) instanceof PDFRef)).toBe(true);
    const colours = await withPdfium(out, '', (pdf) => [0, 1, 2].map((index) => quadrantColours(pdf.render(index, 2))));
    for (const page of colours.slice(0, 2)) expect(near(page, QUADRANTS)).toBe(true);
    // Half-transparent white over the page's white.
    expect(near(colours[2]!.slice(0, 3), QUADRANTS.slice(0, 3))).toBe(true);
  });

  it.each([2, 3, 4, 5, 6, 7, 8])('places a JPEG of EXIF orientation %i upright, without re-encoding it', async (orientation) => {
    const stored = await encodeImage(quadrants(48, 24), 'jpeg', { quality: 92 });
    const jpeg = await insertMetadata(stored, 'jpeg', { exif: orientationOnlyExif(orientation) });
    const upright = (await decodeImage(jpeg)).raster;
    const out = await imagesToPdf([file('turned.jpg', jpeg, 'image/jpeg')], OPTIONS);
    const rendered = await withPdfium(out, '', (pdf) => ({ size: pdf.pageSize(0), raster: pdf.render(0, 1) }));
    expect(rendered.size).toEqual({ width: upright.width, height: upright.height });
    expect(near(quadrantColours(rendered.raster), quadrantColours(upright))).toBe(true);
  });

  it('sizes the page from the stated dpi (PNG pHYs, JPEG JFIF)', async () => {
    // A PNG of 144 × 72 pixels at 144 dpi (5669 pixels a metre) is 72 × 36 points.
    const png = await encodeImage(quadrants(144, 72), 'png');
    const phys = new Uint8Array([0, 0, 0, 9, 0x70, 0x48, 0x59, 0x73, 0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25, 1, 0, 0, 0, 0]);
    const withPhys = new Uint8Array([...png.subarray(0, 33), ...phys, ...png.subarray(33)]);
    const jpeg = await encodeImage(quadrants(300, 150), 'jpeg');
    const jfif = new Uint8Array([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 1, 0, 150, 0, 150, 0, 0]);
    const withJfif = new Uint8Array([0xff, 0xd8, ...jfif, ...jpeg.subarray(2)]);
    const out = await imagesToPdf([file('retina.png', withPhys), file('scan.jpg', withJfif, 'image/jpeg')], OPTIONS);
    const doc = await PDFDocument.load(out.bytes);
    expect(doc.getPages().map((page) => [Math.round(page.getWidth()), Math.round(page.getHeight())])).toEqual([
      [72, 36],
      [144, 72],
    ]);
  });

  it.each<[string, number, number, Partial<ImagesToPdfOptions>, [number, number], [number, number, number, number]]>([
    ['A4 portrait for a tall image, 10 mm margins', 100, 200, { pageSize: 'a4' }, [PAPER.a4[0], PAPER.a4[1]], [101.34, 28.35, 392.6, 785.2]],
    ['A4 landscape for a wide image (auto)', 200, 100, { pageSize: 'a4' }, [PAPER.a4[1], PAPER.a4[0]], [28.35, 101.34, 785.2, 392.6]],
    ['Letter forced portrait, no margin', 200, 100, { pageSize: 'letter', orientation: 'portrait', margin: 0 }, [612, 792], [0, 243, 612, 306]],
    ['Letter forced landscape', 100, 100, { pageSize: 'letter', orientation: 'landscape', margin: 0 }, [792, 612], [90, 0, 612, 612]],
    ['fit with a 10 mm margin', 72, 36, { pageSize: 'fit', margin: 10 }, [72 + 56.693, 36 + 56.693], [28.346, 28.346, 72, 36]],
  ])('%s', (_name, width, height, options, page, box) => {
    const layout = layoutPage(width, height, { ...OPTIONS, ...options });
    layout.page.forEach((value, index) => expect(value).toBeCloseTo(page[index]!, 1));
    layout.box.forEach((value, index) => expect(value).toBeCloseTo(box[index]!, 1));
  });

  it('is deterministic, and refuses other files naming them', async () => {
    const png = file('a.png', await encodeImage(quadrants(8, 8), 'png'));
    const [first, second] = await Promise.all([imagesToPdf([png], OPTIONS), imagesToPdf([png], OPTIONS)]);
    expect(first.bytes).toEqual(second.bytes);
    expect(new TextDecoder('latin1').decode(first.bytes)).not.toMatch(/CreationDate|ModDate|Producer/);
    const trailer = await PDFDocument.load(first.bytes);
    expect(trailer.context.trailerInfo.ID).toBeDefined();
    const pdf = new TextEncoder().encode('%PDF-1.7\n');
    expect(await keyOf(imagesToPdf([png, file('doc.pdf', pdf, 'application/pdf')], OPTIONS))).toEqual(['notImage', 'doc.pdf']);
    expect(await keyOf(imagesToPdf([file('notes.txt', new TextEncoder().encode('hello'), 'text/plain')], OPTIONS))).toEqual(['unknownImage', 'notes.txt']);
    expect(await keyOf(imagesToPdf([file('empty.png', new Uint8Array())], OPTIONS))).toEqual(['emptyImage', 'empty.png']);
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
    expect(await keyOf(imagesToPdf([file('anim.gif', gif, 'image/gif')], OPTIONS))).toEqual(['notImage', 'anim.gif']);
    const jpeg = await encodeImage(quadrants(16, 16), 'jpeg');
    expect(await keyOf(imagesToPdf([file('cut.jpg', jpeg.slice(0, jpeg.length - 40), 'image/jpeg')], OPTIONS))).toEqual(['damagedImage', 'cut.jpg']);
    expect(await keyOf(imagesToPdf([], OPTIONS))).toEqual(['noImages', undefined]);
    expect(await keyOf(imagesToPdf([png], { ...OPTIONS, pageSize: 'a4', margin: 106 }))).toEqual(['marginTooLarge', undefined]);
  });
});
