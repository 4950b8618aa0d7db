import { describe, expect, it } from 'vitest';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFPageLeaf, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import { encodeImage } from '../../engine/image/codec';
import { createRaster } from '../../engine/image/raster';
import { withPdfium } from '../../engine/pdf/pdfium';
import type { FileValue } from '../../engine/values';
import { formPdf } from '../../test/form-pdf';
import { outlineOf } from '../../test/pdf-outline';
import { ToolInputError } from '../../lib/errors';
import { mergePdfs, type MergeOptions } from './pdf-merge.service';

const OPTIONS: MergeOptions = { password: '', name: 'merged.pdf', bookmarks: true };
const pdf = (name: string, bytes: Uint8Array): FileValue => ({ name, type: 'application/pdf', bytes });

/** Pages of 300 × 200 pt saying `<label> N`, with an outline and a link from the first page to the last when asked. */
async function makePdf(label: string, pages: number, extra: { outline?: boolean; link?: boolean; encrypt?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) doc.addPage([300, 200]).drawText(`${label} ${page}`, { x: 20, y: 100, size: 24, font });
  const refs = doc.getPages().map((page) => page.ref);
  const { context } = doc;
  if (extra.link) {
    const link = context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50], Dest: [refs[pages - 1]!, 'Fit'] }));
    doc.getPage(0).node.set(PDFName.of('Annots'), context.obj([link]));
  }
  if (extra.outline) {
    // "Start" → page 1; "Part" (open) → the last page, with "Named" under it reaching page 2 by a named destination.
    const [root, start, part, named] = [context.nextRef(), context.nextRef(), context.nextRef(), context.nextRef()];
    context.assign(named, context.obj({ Title: PDFString.of('Named'), Parent: part, Dest: PDFString.of('second') }));
    context.assign(
      part,
      context.obj({
        Title: PDFHexString.fromText('Part é'),
        Parent: root,
        Prev: start,
        First: named,
        Last: named,
        Count: 1,
        A: { S: 'GoTo', D: [refs[pages - 1]!, 'XYZ', null, null, null] },
      }),
    );
    context.assign(start, context.obj({ Title: PDFString.of('Start'), Parent: root, Next: part, Dest: [refs[0]!, 'Fit'] }));
    context.assign(root, context.obj({ Type: 'Outlines', First: start, Last: part, Count: 3 }));
    doc.catalog.set(PDFName.of('Outlines'), root);
    doc.catalog.set(PDFName.of('Names'), context.obj({ Dests: { Names: [PDFString.of('second'), [refs[1]!, 'Fit']] } }));
  }
  if (extra.encrypt) doc.encrypt({ userPassword: extra.encrypt, ownerPassword: `${extra.encrypt}-owner` });
  return doc.save();
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

describe('mergePdfs', () => {
  it('puts the pages in the order given, with a bookmark per file and its own bookmarks under it', async () => {
    const a = pdf('a.pdf', await makePdf('A', 2));
    const b = pdf('b.pdf', await makePdf('B', 3, { outline: true }));
    const merged = await mergePdfs([b, a], OPTIONS);
    expect(merged.name).toBe('merged.pdf');
    expect(await texts(merged)).toEqual(['B 1', 'B 2', 'B 3', 'A 1', 'A 2']);
    expect(await outlineOf(merged.bytes)).toEqual([
      [
        'b.pdf',
        1,
        [
          ['Start', 1, []],
          ['Part é', 3, [['Named', 2, []]]],
        ],
      ],
      ['a.pdf', 4, []],
    ]);
    const plain = await mergePdfs([a, b], { ...OPTIONS, bookmarks: false, name: 'both' });
    expect(plain.name).toBe('both.pdf');
    expect((await PDFDocument.load(plain.bytes)).catalog.get(PDFName.of('Outlines'))).toBeUndefined();
  });

  it('keeps a link to another page of the same file on the copied page, without copying that page twice', async () => {
    const merged = await mergePdfs([pdf('a.pdf', await makePdf('A', 1)), pdf('l.pdf', await makePdf('L', 3, { link: true }))], OPTIONS);
    const doc = await PDFDocument.load(merged.bytes);
    const pages = doc.getPages();
    const leaves = doc.context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFPageLeaf);
    expect(leaves).toHaveLength(4);
    const link = pages[1]!.node.Annots()!.lookup(0, PDFDict);
    expect(link.lookup(PDFName.of('Dest'), PDFArray).get(0)).toBe(pages[3]!.ref);
  });

  it('makes a page of each image, its size from its resolution (72 dpi unless the file says)', async () => {
    const raster = createRaster(144, 72);
    for (let at = 0; at < raster.data.length; at += 4) raster.data.set([200, 200, 200, 255], at);
    const png = await encodeImage(raster, 'png');
    const jpeg = await encodeImage(raster, 'jpeg');
    // JFIF density 144 × 144 dots per inch: the page is half the size.
    const dense = jpeg.slice();
    expect(String.fromCharCode(...dense.subarray(6, 11))).toBe('JFIF\0');
    dense.set([1, 0, 144, 0, 144], 13);
    const transparent = createRaster(10, 20);
    const webp = await encodeImage(transparent, 'webp', { lossless: true });
    const merged = await mergePdfs(
      [
        { name: 'p.png', type: 'image/png', bytes: png },
        { name: 'j.jpg', type: 'image/jpeg', bytes: jpeg },
        { name: 'd.jpg', type: 'image/jpeg', bytes: dense },
        { name: 'w.webp', type: 'image/webp', bytes: webp },
      ],
      OPTIONS,
    );
    const sizes = await withPdfium(merged, '', (doc) => Array.from({ length: doc.pageCount }, (_, index) => doc.pageSize(index)));
    expect(sizes).toEqual([
      { width: 144, height: 72 },
      { width: 144, height: 72 },
      { width: 72, height: 36 },
      { width: 10, height: 20 },
    ]);
    const grey = await withPdfium(merged, '', (doc) => doc.render(0, 1).data[4 * 72 * 36]);
    expect(grey).toBe(200);
    expect((await outlineOf(merged.bytes)).map(([title, page]) => [title, page])).toEqual([
      ['p.png', 1],
      ['j.jpg', 2],
      ['d.jpg', 3],
      ['w.webp', 4],
    ]);
  });

  it('opens encrypted inputs with the password and names the file that needs one', async () => {
    const locked = pdf('locked.pdf', await makePdf('S', 1, { encrypt: 'secret' }));
    const open = pdf('open.pdf', await makePdf('O', 1));
    expect(await failure(mergePdfs([open, locked], OPTIONS))).toEqual(['pdf.passwordNeeded', { name: 'locked.pdf' }]);
    expect(await failure(mergePdfs([open, locked], { ...OPTIONS, password: 'nope' }))).toEqual(['pdf.wrongPassword', { name: 'locked.pdf' }]);
    const merged = await mergePdfs([open, locked], { ...OPTIONS, password: 'secret' });
    expect(await texts(merged)).toEqual(['O 1', 'S 1']);
  });

  it.each([
    ['a damaged PDF', async () => pdf('cut.pdf', (await makePdf('C', 2)).slice(0, 60)), ['pdf.damaged', { name: 'cut.pdf' }]],
    ['a file that is neither', async () => ({ name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('hello') }), ['notPdfOrImage', { name: 'notes.txt' }]],
    ['an empty file', async () => pdf('e.pdf', new Uint8Array()), ['pdf.empty', { name: 'e.pdf' }]],
    [
      'a damaged image',
      async () => ({ name: 'cut.png', type: 'image/png', bytes: (await encodeImage(createRaster(4, 4), 'png')).slice(0, 30) }),
      ['imageDamaged', { name: 'cut.png' }],
    ],
  ])('refuses %s, naming it', async (_, make, expected) => {
    expect(await failure(mergePdfs([pdf('ok.pdf', await makePdf('K', 1)), await make()], OPTIONS))).toEqual(expected);
  });

  it('keeps the form fields fillable, with their values; the second copy of a form gets its own names', async () => {
    const merged = await mergePdfs([pdf('ada.pdf', await formPdf('Ada')), pdf('grace.pdf', await formPdf('Grace'))], OPTIONS);
    const form = (await PDFDocument.load(merged.bytes)).getForm();
    expect(form.getFields().map((field) => field.getName())).toEqual(['name', 'agree', 'city', 'name (2)', 'agree (2)', 'city (2)']);
    expect([form.getTextField('name').getText(), form.getTextField('name (2)').getText(), form.getCheckBox('agree (2)').isChecked()]).toEqual(['Ada', 'Grace', true]);
  });

  it('refuses more pages than the limit, in one file or in all, and an empty list', async () => {
    // Written as text: many empty pages, without cross-reference table (readers rebuild it).
    const claiming = (name: string, pages: number) => {
      const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ');
      const objects = Array.from({ length: pages }, (_, index) => `${index + 3} 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>> endobj\n`).join('');
      return pdf(
        name,
        new TextEncoder().encode(
          `%PDF-1.7\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[${kids}]/Count ${pages}>> endobj\n${objects}trailer <</Root 1 0 R>>\n%%EOF\n`,
        ),
      );
    };
    expect(await failure(mergePdfs([claiming('huge.pdf', 5000)], OPTIONS))).toEqual(['pdf.tooManyPages', { name: 'huge.pdf', pages: 5000, limit: 2000 }]);
    const png: FileValue = { name: 'i.png', type: 'image/png', bytes: await encodeImage(createRaster(2, 2), 'png') };
    expect(await failure(mergePdfs([claiming('x.pdf', 1999), png, png], OPTIONS))).toEqual(['pdf.tooManyPages', { name: 'merged.pdf', pages: 2001, limit: 2000 }]);
    expect(await failure(mergePdfs([], OPTIONS))).toEqual(['noFiles', undefined]);
  });
});
