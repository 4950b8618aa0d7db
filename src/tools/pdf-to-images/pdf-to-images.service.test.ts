import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { decodeImage } from '../../engine/image/codec';
import { sniffSignature } from '../../engine/detect/signatures';
import { ToolInputError } from '../../lib/errors';
import { pagesPdf as examplePdf } from '../../engine/pdf/write-pdf';
import { pageImageName, pdfToImages, planPages, drawOnePage, type PdfToImagesOptions } from './pdf-to-images.service';

const defaults: PdfToImagesOptions = { format: 'png', dpi: 72, quality: 85, pages: '', password: '' };

/** `pages` pages of 300 × 200 pt, each saying "Page N" in black. */
async function makePdf(pages: number, encrypt?: { userPassword: string; ownerPassword: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) doc.addPage([300, 200]).drawText(`Page ${page}`, { x: 20, y: 100, size: 40, font });
  if (encrypt) doc.encrypt(encrypt);
  return doc.save();
}

const pdf = (bytes: Uint8Array, name = 'doc.pdf') => ({ name, type: 'application/pdf', bytes });

/** The error's message key and parameters, or 'no error'. */
const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof ToolInputError ? [error.messageKey, error.params] : String(error);
  }
  return 'no error';
};

const darkShare = (data: Uint8ClampedArray) => {
  let dark = 0;
  for (let index = 0; index < data.length; index += 4) if (data[index]! < 128) dark++;
  return dark / (data.length / 4);
};

describe('pdfToImages', () => {
  it('draws every page as a PNG named after the file and the page, read back at the page size × dpi / 72', async () => {
    const images = await pdfToImages(pdf(await makePdf(3), 'slides.pdf'), defaults);
    expect(images.map((image) => [image.name, image.type])).toEqual([
      ['slides-1.png', 'image/png'],
      ['slides-2.png', 'image/png'],
      ['slides-3.png', 'image/png'],
    ]);
    const { raster } = await decodeImage(images[1]!.bytes);
    expect([raster.width, raster.height]).toEqual([300, 200]);
    expect([...raster.data.slice(0, 4)]).toEqual([255, 255, 255, 255]);
    expect(darkShare(raster.data)).toBeGreaterThan(0.01);
  });

  it.each([
    ['jpeg', 144, '2-3', ['doc-2.jpg', 'doc-3.jpg'], [600, 400]],
    ['webp', 100, '3,1,3', ['doc-3.webp', 'doc-1.webp'], [417, 278]],
  ] as const)('%s at %i dpi, pages %j', async (format, dpi, pages, names, size) => {
    const images = await pdfToImages(pdf(await makePdf(3)), { ...defaults, format, dpi, pages, quality: 70 });
    expect(images.map((image) => image.name)).toEqual(names);
    expect(sniffSignature(images[0]!.bytes)?.type).toBe(`image/${format}`);
    const { raster } = await decodeImage(images[0]!.bytes);
    expect([raster.width, raster.height]).toEqual(size);
  });

  it('gives the page the same bytes, page by page, as the operation', async () => {
    const bytes = await makePdf(2);
    const [whole] = await pdfToImages(pdf(bytes), { ...defaults, pages: '2' });
    const { image, width, height } = await drawOnePage(pdf(bytes), 1, defaults);
    expect([image.name, width, height]).toEqual(['doc-2.png', 300, 200]);
    expect(image.bytes).toEqual(whole!.bytes);
    expect(await planPages(pdf(bytes), { ...defaults, pages: '2-' })).toEqual({ pageCount: 2, indices: [1] });
  });

  it.each([
    [1, 9, 'a-1.png'],
    [7, 120, 'a-007.png'],
    [10, 10, 'a-10.png'],
  ])('page %i of %i is named %s', (page, count, name) => {
    expect(pageImageName('a.PDF', page, count, 'png')).toBe(name);
  });

  it('opens an encrypted PDF with its password and reports progress', async () => {
    const bytes = await makePdf(2, { userPassword: 'user', ownerPassword: 'owner' });
    const progress: number[] = [];
    const images = await pdfToImages(pdf(bytes), { ...defaults, password: 'user' }, { progress: (done) => progress.push(done) });
    expect(images).toHaveLength(2);
    expect(progress).toEqual([0, 1, 2]);
  });

  it('refuses bad input with the shared messages, naming the file', async () => {
    const bytes = await makePdf(3);
    const locked = await makePdf(1, { userPassword: 'user', ownerPassword: 'owner' });
    const many = examplePdf(Array.from({ length: 2001 }, () => ({ width: 10, height: 10, content: '' })));
    const cases: [Promise<unknown>, unknown][] = [
      [pdfToImages(pdf(new Uint8Array(), 'e.pdf'), defaults), ['pdf.empty', { name: 'e.pdf' }]],
      [pdfToImages(pdf(new TextEncoder().encode('hello'), 'x.txt'), defaults), ['pdf.notPdf', { name: 'x.txt' }]],
      [pdfToImages(pdf(bytes.slice(0, 60), 'cut.pdf'), defaults), ['pdf.damaged', { name: 'cut.pdf' }]],
      [pdfToImages(pdf(locked, 's.pdf'), defaults), ['pdf.passwordNeeded', { name: 's.pdf' }]],
      [pdfToImages(pdf(locked, 's.pdf'), { ...defaults, password: 'nope' }), ['pdf.wrongPassword', { name: 's.pdf' }]],
      [pdfToImages(pdf(bytes), { ...defaults, pages: '2-7' }), ['pdf.pageOutOfRange', { page: 7, count: 3, name: 'doc.pdf' }]],
      [pdfToImages(pdf(bytes), { ...defaults, pages: 'one' }), ['pdf.badRange', { range: 'one', name: 'doc.pdf' }]],
      [pdfToImages(pdf(many, 'big.pdf'), defaults), ['pdf.tooManyPages', { name: 'big.pdf', pages: 2001, limit: 2000 }]],
    ];
    for (const [promise, expected] of cases) expect(await failure(promise)).toEqual(expected);
  });

  it('refuses a DPI whose page would pass the pixel limit (or WebP’s side), saying which DPI fits', async () => {
    const poster = examplePdf([
      { width: 200, height: 200, content: '' },
      { width: 3000, height: 2000, content: '' },
    ]);
    expect(await failure(pdfToImages(pdf(poster, 'poster.pdf'), { ...defaults, dpi: 300 }))).toEqual([
      'dpiTooLarge',
      { name: 'poster.pdf', page: 2, dpi: 300, width: 12500, height: 8333, megapixels: 104, limit: 100, side: 16383, maxDpi: 292 },
    ]);
    expect(await failure(pdfToImages(pdf(poster, 'poster.pdf'), { ...defaults, dpi: 300, format: 'webp', pages: '1' }))).toBe('no error');
    const banner = examplePdf([{ width: 4000, height: 100, content: '' }]);
    expect(await failure(pdfToImages(pdf(banner, 'banner.pdf'), { ...defaults, dpi: 300, format: 'webp' }))).toEqual([
      'dpiTooWide',
      { name: 'banner.pdf', page: 1, dpi: 300, width: 16667, height: 417, megapixels: 7, limit: 100, side: 16383, maxDpi: 293 },
    ]);
  });
});
