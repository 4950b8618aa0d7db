import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from '@cantoo/pdf-lib';
import { zlibSync } from 'fflate';
import { encodeImage } from '../../engine/image/codec';
import { withPdfium } from '../../engine/pdf/pdfium';
import type { OperationWarning } from '../../engine/operation';
import { ToolInputError } from '../../lib/errors';
import { uncompressedPdf } from './pdf-compress.example';
import { compressPdf, type CompressOptions } from './pdf-compress.service';

const LOSSLESS: CompressOptions = { mode: 'lossless', dpi: 150, quality: 75, password: '' };
const LOSSY: CompressOptions = { ...LOSSLESS, mode: 'lossy' };

/** A smooth colour picture (compresses like a photo), `width` × `height`. */
function picture(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      data.set([(x * 255) / width, (y * 255) / height, 128 + 100 * Math.sin(x / 17 + y / 23), 255], at);
    }
  return { width, height, data };
}

/** Two 300 × 200 pt pages of text; the first also draws `image` (a JPEG, or raw RGB samples stored with Flate) over the page; `cmyk` adds a CMYK image. */
async function fixture({
  jpeg,
  flateRgb,
  cmyk,
  encrypt,
}: { jpeg?: Uint8Array; flateRgb?: { width: number; height: number; samples: Uint8Array }; cmyk?: boolean; encrypt?: boolean } = {}) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const number of [1, 2]) {
    const page = doc.addPage([300, 200]);
    if (number === 1 && jpeg) page.drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width: 300, height: 200 });
    page.drawText(`Page ${number} text`, { x: 20, y: 100, size: 20, font });
  }
  const page = doc.getPage(0);
  const addImage = (name: string, dict: Record<string, unknown>, contents: Uint8Array) => {
    const stream = PDFRawStream.of(doc.context.obj({ Type: 'XObject', Subtype: 'Image', BitsPerComponent: 8, Filter: 'FlateDecode', ...dict }), zlibSync(contents, { level: 1 }));
    const ref = doc.context.register(stream);
    const resources = page.node.normalizedEntries().Resources;
    const xObjects = resources.lookup(PDFName.of('XObject')) ?? doc.context.obj({});
    resources.set(PDFName.of('XObject'), xObjects);
    (xObjects as ReturnType<typeof doc.context.obj> & { set: (key: PDFName, value: unknown) => void }).set(PDFName.of(name), ref);
  };
  if (flateRgb) addImage('Raw', { Width: flateRgb.width, Height: flateRgb.height, ColorSpace: 'DeviceRGB' }, flateRgb.samples);
  if (cmyk) addImage('Cmyk', { Width: 64, Height: 64, ColorSpace: 'DeviceCMYK' }, noise(64 * 64 * 4));
  if (encrypt) doc.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
  return doc.save();
}

/** Bytes that do not compress (a linear congruential sequence). */
function noise(length: number) {
  let state = 1;
  return new Uint8Array(length).map(() => (state = (state * 1103515245 + 12345) >>> 0) >>> 24);
}

const texts = (bytes: Uint8Array, password = '') => withPdfium({ name: 'x.pdf', bytes }, password, (doc) => Array.from({ length: doc.pageCount }, (_, index) => doc.text(index)));

async function run(bytes: Uint8Array, options: CompressOptions) {
  const warnings: OperationWarning[] = [];
  const output = await compressPdf({ name: 'in.pdf', type: 'application/pdf', bytes }, options, { warn: (warning) => warnings.push(warning) });
  return { output, warnings: warnings.map((warning) => warning.key), data: warnings.map((warning) => warning.data) };
}

/** Width of every image XObject of the file, in the order found. */
async function imageWidths(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map(([, object]) => [(object as PDFRawStream).dict.get(PDFName.of('Width'))!.toString(), (object as PDFRawStream).dict.get(PDFName.of('Filter'))!.toString()]);
}

describe('compressPdf', () => {
  it('compresses an uncompressed content stream losslessly: same pages and text, smaller', async () => {
    const input = uncompressedPdf();
    const { output, warnings } = await run(input, LOSSLESS);
    expect(output.bytes.length).toBeLessThan(input.length * 0.5);
    expect(output.name).toBe('in.pdf');
    expect(warnings).toEqual([]);
    expect(await texts(output.bytes)).toEqual(await texts(input));
  });

  it('gives the input back unchanged, with a warning, when it cannot be made smaller', async () => {
    const input = await fixture();
    const once = (await run(input, LOSSLESS)).output.bytes;
    const { output, warnings } = await run(once, LOSSLESS);
    expect(output.bytes).toEqual(once);
    expect(warnings).toEqual(['notSmaller']);
  });

  it('downsamples an oversized JPEG in lossy mode and keeps the pages and their text', async () => {
    const jpeg = await encodeImage(picture(800, 540), 'jpeg', { quality: 95 });
    const input = await fixture({ jpeg });
    const lossless = await run(input, LOSSLESS);
    const { output, warnings } = await run(input, LOSSY);
    expect(warnings).toEqual([]);
    expect(output.bytes.length).toBeLessThan(input.length / 3);
    expect(output.bytes.length).toBeLessThan(lossless.output.bytes.length);
    // 300 pt at 150 dpi: 625 pixels.
    expect(await imageWidths(output.bytes)).toEqual([['625', '/DCTDecode']]);
    expect(await texts(output.bytes)).toEqual(['Page 1 text', 'Page 2 text']);
  });

  it('reads Flate RGB images and counts those it cannot read (CMYK) in a warning', async () => {
    const { width, height, data } = picture(700, 470);
    const samples = new Uint8Array(width * height * 3);
    for (let pixel = 0; pixel < width * height; pixel++) samples.set(data.subarray(pixel * 4, pixel * 4 + 3), pixel * 3);
    const input = await fixture({ flateRgb: { width, height, samples }, cmyk: true });
    const { output, warnings, data: details } = await run(input, LOSSY);
    expect(warnings).toEqual(['imagesSkipped']);
    expect(details).toEqual([{ count: 1 }]);
    expect(await imageWidths(output.bytes)).toEqual(
      expect.arrayContaining([
        ['625', '/DCTDecode'],
        ['64', '/FlateDecode'],
      ]),
    );
    expect(await texts(output.bytes)).toEqual(['Page 1 text', 'Page 2 text']);
  });

  it('opens an encrypted file with its password and says the output is no longer protected', async () => {
    const input = await fixture({ encrypt: true, jpeg: await encodeImage(picture(400, 300), 'jpeg', { quality: 95 }) });
    const { output, warnings } = await run(input, { ...LOSSY, password: 'secret' });
    expect(warnings).toEqual(['decrypted']);
    expect(await texts(output.bytes)).toEqual(['Page 1 text', 'Page 2 text']);
  });

  it.each([
    ['not a PDF', new TextEncoder().encode('hello'), '', 'pdf.notPdf'],
    ['truncated', uncompressedPdf().slice(0, 60), '', 'pdf.damaged'],
    ['encrypted, no password', 'encrypted', '', 'pdf.passwordNeeded'],
    ['encrypted, wrong password', 'encrypted', 'nope', 'pdf.wrongPassword'],
  ] as const)('refuses %s, naming the file', async (_label, bytes, password, key) => {
    const input = bytes === 'encrypted' ? await fixture({ encrypt: true }) : bytes;
    const error = await run(input, { ...LOSSLESS, password }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolInputError);
    expect([(error as ToolInputError).messageKey, (error as ToolInputError).params?.name]).toEqual([key, 'in.pdf']);
  });
});
