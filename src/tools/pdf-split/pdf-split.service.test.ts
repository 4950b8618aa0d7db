import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFPageLeaf, StandardFonts } from '@cantoo/pdf-lib';
import { withPdfium } from '../../engine/pdf/pdfium';
import type { FileValue } from '../../engine/values';
import { formPdf } from '../../test/form-pdf';
import { ToolInputError } from '../../lib/errors';
import { plan, splitPdf, splitPdfParts, type SplitOptions } from './pdf-split.service';

const OPTIONS: SplitOptions = { mode: 'ranges', pages: '', every: 2, oneFile: false, password: '' };

/** Pages of 300 × 200 pt saying "Page N"; page 1 links to the last page when asked. */
async function makePdf(pages: number, extra: { link?: boolean; encrypt?: string } = {}): Promise<FileValue> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) doc.addPage([300, 200]).drawText(`Page ${page}`, { x: 20, y: 100, size: 24, font });
  if (extra.link) {
    const { context } = doc;
    const link = context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50], Dest: [doc.getPage(pages - 1).ref, 'Fit'] }));
    doc.getPage(0).node.set(PDFName.of('Annots'), context.obj([link]));
  }
  if (extra.encrypt) doc.encrypt({ userPassword: extra.encrypt, ownerPassword: `${extra.encrypt}-owner` });
  return { name: 'book.pdf', type: 'application/pdf', bytes: await doc.save() };
}

const texts = (file: FileValue) => withPdfium(file, '', (doc) => Array.from({ length: doc.pageCount }, (_, index) => doc.text(index)));

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof ToolInputError ? [error.messageKey, error.params] : String(error);
  }
  return 'no error';
};

describe('plan', () => {
  it.each([
    [
      'ranges',
      { pages: '1-3,5,8-' },
      10,
      [
        ['p01-03', [0, 1, 2]],
        ['p05', [4]],
        ['p08-10', [7, 8, 9]],
      ],
    ],
    ['ranges counting down', { pages: '3-1' }, 3, [['p3-1', [2, 1, 0]]]],
    ['ranges in one file', { pages: '3-1,5', oneFile: true }, 5, [['p3-1_5', [2, 1, 0, 4]]]],
    [
      'a long selection in one file',
      { pages: Array.from({ length: 20 }, (_, index) => index + 1).join(','), oneFile: true },
      20,
      [['selection', Array.from({ length: 20 }, (_, index) => index)]],
    ],
    [
      'every 4 pages',
      { mode: 'every', every: 4 },
      10,
      [
        ['p01-04', [0, 1, 2, 3]],
        ['p05-08', [4, 5, 6, 7]],
        ['p09-10', [8, 9]],
      ],
    ],
    ['every N beyond the end', { mode: 'every', every: 50 }, 3, [['p1-3', [0, 1, 2]]]],
    [
      'each page',
      { mode: 'each' },
      3,
      [
        ['p1', [0]],
        ['p2', [1]],
        ['p3', [2]],
      ],
    ],
  ] as const)('%s', (_, options, count, expected) => {
    expect(plan('book.pdf', count, { ...OPTIONS, ...options }).map((part) => [part.label, part.indices])).toEqual(expected);
  });
});

describe('splitPdf', () => {
  it('writes a file per part with its pages, named after the input', async () => {
    const parts = await splitPdfParts(await makePdf(10), { ...OPTIONS, pages: '1-3,5,8-' });
    expect(parts.map(({ file, pages }) => [file.name, pages])).toEqual([
      ['book-p01-03.pdf', 3],
      ['book-p05.pdf', 1],
      ['book-p08-10.pdf', 3],
    ]);
    expect(await Promise.all(parts.map(({ file }) => texts(file)))).toEqual([['Page 1', 'Page 2', 'Page 3'], ['Page 5'], ['Page 8', 'Page 9', 'Page 10']]);
  });

  it('puts the selection in one file, in its order, a page named twice coming twice', async () => {
    const [file, ...rest] = await splitPdf(await makePdf(5), { ...OPTIONS, pages: '3-1,5,1', oneFile: true });
    expect(rest).toEqual([]);
    expect(await texts(file!)).toEqual(['Page 3', 'Page 2', 'Page 1', 'Page 5', 'Page 1']);
  });

  it('splits every N pages and page by page', async () => {
    const book = await makePdf(5);
    expect(await Promise.all((await splitPdf(book, { ...OPTIONS, mode: 'every', every: 2 })).map(texts))).toEqual([['Page 1', 'Page 2'], ['Page 3', 'Page 4'], ['Page 5']]);
    expect((await splitPdf(book, { ...OPTIONS, mode: 'each' })).map((file) => file.name)).toEqual(['book-p1.pdf', 'book-p2.pdf', 'book-p3.pdf', 'book-p4.pdf', 'book-p5.pdf']);
  });

  it('does not copy a page left out that a link reaches', async () => {
    const [first] = await splitPdf(await makePdf(4, { link: true }), { ...OPTIONS, pages: '1' });
    const doc = await PDFDocument.load(first!.bytes);
    expect(doc.context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFPageLeaf)).toHaveLength(1);
    expect(await texts(first!)).toEqual(['Page 1']);
  });

  it('keeps the form fields of the pages a part has, fillable', async () => {
    const [first, second] = await splitPdfParts({ name: 'form.pdf', type: 'application/pdf', bytes: await formPdf('Ada') }, { ...OPTIONS, mode: 'each' });
    const fieldsOf = async (file: FileValue) => (await PDFDocument.load(file.bytes)).getForm().getFields().map((field) => field.getName());
    expect([await fieldsOf(first!.file), await fieldsOf(second!.file)]).toEqual([['name'], ['agree', 'city']]);
    expect((await PDFDocument.load(first!.file.bytes)).getForm().getTextField('name').getText()).toBe('Ada');
  });

  it('opens an encrypted PDF with its password and writes the parts without it', async () => {
    const locked = await makePdf(2, { encrypt: 'secret' });
    expect(await failure(splitPdf(locked, { ...OPTIONS, mode: 'each' }))).toEqual(['pdf.passwordNeeded', { name: 'book.pdf' }]);
    expect(await failure(splitPdf(locked, { ...OPTIONS, mode: 'each', password: 'nope' }))).toEqual(['pdf.wrongPassword', { name: 'book.pdf' }]);
    const parts = await splitPdf(locked, { ...OPTIONS, mode: 'each', password: 'secret' });
    expect(await Promise.all(parts.map(texts))).toEqual([['Page 1'], ['Page 2']]);
  });

  it.each([
    ['a page outside the document', { pages: '2-12' }, ['pdf.pageOutOfRange', { page: 12, count: 10, name: 'book.pdf' }]],
    ['a selection that is not one', { pages: '1-2-3' }, ['pdf.badRange', { range: '1-2-3', name: 'book.pdf' }]],
  ])('refuses %s, naming the file', async (_, options, expected) => {
    expect(await failure(splitPdf(await makePdf(10), { ...OPTIONS, ...options }))).toEqual(expected);
  });

  it.each([
    ['a damaged PDF', new TextEncoder().encode('%PDF-1.7\n1 0 obj <</Type/Catalog'), ['pdf.damaged', { name: 'book.pdf' }]],
    ['a file that is not a PDF', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), ['pdf.notPdf', { name: 'book.pdf' }]],
  ])('refuses %s', async (_, bytes, expected) => {
    expect(await failure(splitPdf({ name: 'book.pdf', type: 'application/pdf', bytes }, { ...OPTIONS, mode: 'each' }))).toEqual(expected);
  });
});
