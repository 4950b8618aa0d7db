import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, StandardFonts, type PDFRef } from '@cantoo/pdf-lib';
import { outlineOf, type OutlineItem } from '../../test/pdf-outline';
import { ToolInputError } from '../../lib/errors';
import { withPdfium } from '../../engine/pdf/pdfium';
import { formatArrangement, parseArrangement } from './pdf-organizer.arrangement';
import { organizePdf } from './pdf-organizer.service';

/** A PDF of `pages` pages, page N being (200 + N) × 100 pt and saying "Page N"; page 2 has its own /Rotate 90 when asked. */
async function makePdf(pages: number, { encrypt, rotateSecond = false, title }: { encrypt?: string; rotateSecond?: boolean; title?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) doc.addPage([200 + page, 100]).drawText(`Page ${page}`, { x: 10, y: 40, size: 20, font });
  if (rotateSecond) doc.getPage(1).node.set(PDFName.of('Rotate'), doc.context.obj(90));
  if (title) doc.setTitle(title);
  if (encrypt) doc.encrypt({ userPassword: encrypt, ownerPassword: `${encrypt}-owner` });
  return doc.save();
}

const file = (bytes: Uint8Array, name = 'doc.pdf') => ({ name, type: 'application/pdf', bytes });

/** Each page's text (trimmed) and shown size, read back with PDFium. */
const readBack = (bytes: Uint8Array) =>
  withPdfium({ name: 'out.pdf', bytes }, '', (doc) =>
    Array.from({ length: doc.pageCount }, (_, index) => {
      const { width, height } = doc.pageSize(index);
      return `${doc.text(index).trim() || 'blank'} ${Math.round(width)}x${Math.round(height)}`;
    }),
  );

const failure = async (run: () => Promise<unknown> | unknown) => {
  try {
    await run();
  } catch (error) {
    return error instanceof ToolInputError ? [error.messageKey, error.params] : String(error);
  }
  return 'no error';
};

describe('the pages list', () => {
  it.each([
    ['3,1,2r90,blank,2', '3,1,2r90,blank,2', 5],
    [' 1 - 3 , blank R180 ', '1-3,blankr180', 4],
    ['4-', '4,5', 2],
    ['5-1', '5,4,3,2,1', 5],
    ['1,2,3,4r90,5r90', '1-3,4r90,5r90', 5],
    ['1-5', '1-5', 5],
  ])('%s → %s', (text, formatted, count) => {
    const arranged = parseArrangement(text, 5, 'a.pdf');
    expect([formatArrangement(arranged), arranged.length]).toEqual([formatted, count]);
    expect(parseArrangement(formatted, 5, 'a.pdf')).toEqual(arranged);
  });

  it.each([
    ['', ['errors.noPagesGiven', { name: 'a.pdf' }]],
    ['1,,2', ['errors.emptyItem', { pages: '1,,2', name: 'a.pdf' }]],
    ['6', ['pdf.pageOutOfRange', { page: 6, count: 5, name: 'a.pdf' }]],
    ['0', ['pdf.pageOutOfRange', { page: 0, count: 5, name: 'a.pdf' }]],
    ['2r45', ['errors.badRotation', { item: '2r45', name: 'a.pdf' }]],
    ['2r0', ['errors.badRotation', { item: '2r0', name: 'a.pdf' }]],
    ['page2', ['errors.badItem', { item: 'page2', name: 'a.pdf' }]],
    ['r90', ['errors.badItem', { item: 'r90', name: 'a.pdf' }]],
    ['1-2-3', ['pdf.badRange', { range: '1-2-3', name: 'a.pdf' }]],
    [Array(401).fill('1-5').join(','), ['errors.tooManyOutputPages', { limit: 2000, name: 'a.pdf' }]],
  ])('refuses “%s”', async (text, expected) => {
    expect(await failure(() => parseArrangement(text, 5, 'a.pdf'))).toEqual(expected);
  });
});

describe('organizePdf', () => {
  it.each([
    // Page 2 has its own /Rotate 90 (shown 100 × 202): r90 makes it 180 (shown 202 × 100 again).
    ['3,1,2r90,blank,2', ['Page 3 203x100', 'Page 1 201x100', 'Page 2 202x100', 'blank 202x100', 'Page 2 100x202']],
    ['blank,4r270,blankr90', ['blank 100x204', 'Page 4 100x204', 'blank 204x100']],
    ['2r270', ['Page 2 202x100']],
    ['4-1', ['Page 4 204x100', 'Page 3 203x100', 'Page 2 100x202', 'Page 1 201x100']],
  ])('%s', async (pages, expected) => {
    const output = await organizePdf(file(await makePdf(4, { rotateSecond: true })), { pages, password: '' });
    expect(output.name).toBe('doc.pdf');
    expect(await readBack(output.bytes)).toEqual(expected);
  });

  it('keeps the document information, shares a duplicated page’s content and drops a deleted page’s', async () => {
    const input = await makePdf(3, { title: 'Quarterly report' });
    const output = await organizePdf(file(input), { pages: '2,2,2', password: '' });
    const doc = await PDFDocument.load(output.bytes, { updateMetadata: false });
    expect([doc.getTitle(), doc.getPageCount()]).toEqual(['Quarterly report', 3]);
    const contents = doc.getPages().map((page) => page.node.get(PDFName.of('Contents'))?.toString());
    expect(new Set(contents).size).toBe(1);
    // Each page of the input has its own content stream: two of three are gone.
    const streams = async (pdf: PDFDocument) =>
      pdf.context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Type')) === undefined).length;
    expect((await streams(await PDFDocument.load(input))) - (await streams(doc))).toBe(2);
  });

  it.each<[string, OutlineItem[], [string, number | undefined][]]>([
    [
      '1,2,4',
      [
        ['One', 1, []],
        ['Two', 2, [['Two a', 2, []]]],
        ['Three (gone, with a kept bookmark under it)', null, [['Four again', 3, []]]],
        ['Four', 3, []],
      ],
      // Open "Two" shows its one child; closed "Three" hides one.
      [['', 5], ['Two', 1], ['Three (gone, with a kept bookmark under it)', -1], ['One', undefined]],
    ],
    ['1', [['One', 1, []]], [['', 1]]],
    ['2,3,4', [['Two', 1, [['Two a', 1, [['Two b', 2, []]]]]], ['Three (gone, with a kept bookmark under it)', 2, [['Four again', 3, []]]], ['Four', 3, []]], [['', 5], ['Two a', 1]]],
  ])('removes the bookmarks to pages left out (%s), keeping the others as they were', async (pages, expected, expectedCounts) => {
    const doc = await PDFDocument.load(await makePdf(4));
    const { context } = doc;
    const refs = doc.getPages().map((page) => page.ref);
    const [root, one, two, twoA, twoB, three, fourAgain, four] = Array.from({ length: 8 }, () => context.nextRef()) as [PDFRef, PDFRef, PDFRef, PDFRef, PDFRef, PDFRef, PDFRef, PDFRef];
    const item = (title: string, parent: PDFRef, extra: Record<string, unknown>) => context.obj({ Title: PDFString.of(title), Parent: parent, ...extra } as never);
    // "Two" reaches page 2 by a GoTo action, "Two a" by a named destination; "Four" is red and bold.
    context.assign(one, item('One', root, { Next: two, Dest: [refs[0]!, 'Fit'] }));
    context.assign(two, item('Two', root, { Prev: one, Next: three, First: twoA, Last: twoA, Count: 2, A: { S: 'GoTo', D: [refs[1]!, 'Fit'] } }));
    context.assign(twoA, item('Two a', two, { First: twoB, Last: twoB, Count: 1, Dest: PDFString.of('second') }));
    context.assign(twoB, item('Two b', twoA, { Dest: [refs[2]!, 'Fit'] }));
    context.assign(three, item('Three (gone, with a kept bookmark under it)', root, { Prev: two, Next: four, First: fourAgain, Last: fourAgain, Count: -1, Dest: [refs[2]!, 'Fit'] }));
    context.assign(fourAgain, item('Four again', three, { Dest: [refs[3]!, 'Fit'] }));
    context.assign(four, item('Four', root, { Prev: three, Dest: [refs[3]!, 'Fit'], C: [1, 0, 0], F: 2 }));
    context.assign(root, context.obj({ Type: 'Outlines', First: one, Last: four, Count: 6 }));
    doc.catalog.set(PDFName.of('Outlines'), root);
    doc.catalog.set(PDFName.of('Names'), context.obj({ Dests: { Names: [PDFString.of('second'), [refs[1]!, 'Fit']] } }));

    const output = await organizePdf(file(await doc.save()), { pages, password: '' });
    const counts = new Map<string, number | undefined>();
    expect(await outlineOf(output.bytes, counts)).toEqual(expected);
    for (const [title, count] of expectedCounts) expect(counts.get(title), title).toBe(count);
    const saved = await PDFDocument.load(output.bytes);
    const last = saved.catalog.lookup(PDFName.of('Outlines'), PDFDict).lookup(PDFName.of('Last'), PDFDict);
    expect(last.lookup(PDFName.of('Title'))?.toString()).toBe(`(${expected.at(-1)![0]})`);
    if (expected.some(([title]) => title === 'Four')) expect(last.lookup(PDFName.of('C'))?.toString()).toBe('[ 1 0 0 ]');
  });

  it('drops the outline when no bookmark is left', async () => {
    const doc = await PDFDocument.load(await makePdf(2));
    const [root, only] = [doc.context.nextRef(), doc.context.nextRef()];
    doc.context.assign(only, doc.context.obj({ Title: PDFString.of('Two'), Parent: root, Dest: [doc.getPage(1).ref, 'Fit'] }));
    doc.context.assign(root, doc.context.obj({ Type: 'Outlines', First: only, Last: only, Count: 1 }));
    doc.catalog.set(PDFName.of('Outlines'), root);
    const output = await organizePdf(file(await doc.save()), { pages: '1', password: '' });
    expect((await PDFDocument.load(output.bytes)).catalog.get(PDFName.of('Outlines'))).toBeUndefined();
  });

  it('asks for the password of an encrypted file, and saves it without one, with a warning', async () => {
    const input = file(await makePdf(2, { encrypt: 'secret' }), 'locked.pdf');
    expect(await failure(() => organizePdf(input, { pages: '2,1', password: '' }))).toEqual(['pdf.passwordNeeded', { name: 'locked.pdf' }]);
    expect(await failure(() => organizePdf(input, { pages: '2,1', password: 'wrong' }))).toEqual(['pdf.wrongPassword', { name: 'locked.pdf' }]);
    const warnings: string[] = [];
    const output = await organizePdf(input, { pages: '2,1', password: 'secret' }, { warn: (warning) => warnings.push(warning.key) });
    expect(warnings).toEqual(['decrypted']);
    expect(await readBack(output.bytes)).toEqual(['Page 2 202x100', 'Page 1 201x100']);
  });

  it.each([
    ['not a PDF', new TextEncoder().encode('hello'), ['pdf.notPdf', { name: 'doc.pdf' }]],
    ['empty', new Uint8Array(), ['pdf.empty', { name: 'doc.pdf' }]],
  ])('refuses a file that is %s', async (_, bytes, expected) => {
    expect(await failure(() => organizePdf(file(bytes), { pages: '1', password: '' }))).toEqual(expected);
  });

  it('refuses a damaged file and a page outside the document', async () => {
    const bytes = await makePdf(3);
    expect(await failure(() => organizePdf(file(bytes.slice(0, 200)), { pages: '1', password: '' }))).toEqual(['pdf.damaged', { name: 'doc.pdf' }]);
    expect(await failure(() => organizePdf(file(bytes), { pages: '1,4', password: '' }))).toEqual(['pdf.pageOutOfRange', { page: 4, count: 3, name: 'doc.pdf' }]);
  });

  it('refuses a PDF of 5,000 pages', async () => {
    // Written by hand, one page object listed 5,000 times (pdf-lib's addPage would take seconds); readers find the objects without a cross-reference table.
    const kids = Array(5000).fill('3 0 R').join(' ');
    const text = `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Count 5000 /Kids [${kids}] >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`;
    const bytes = new TextEncoder().encode(text);
    expect(await failure(() => organizePdf(file(bytes, 'huge.pdf'), { pages: '1', password: '' }))).toEqual(['pdf.tooManyPages', { name: 'huge.pdf', pages: 5000, limit: 2000 }]);
  });

  it('writes pages that inherited their size and rotation from the page tree', async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.addPage([300, 100]);
    doc.addPage([300, 100]);
    const root = doc.catalog.Pages();
    root.set(PDFName.of('MediaBox'), doc.context.obj([0, 0, 300, 100]));
    root.set(PDFName.of('Rotate'), doc.context.obj(90));
    for (const page of doc.getPages()) page.node.delete(PDFName.of('MediaBox'));
    const output = await organizePdf(file(await doc.save()), { pages: '2,blank,1r90', password: '' });
    expect(await readBack(output.bytes)).toEqual(['blank 100x300', 'blank 100x300', 'blank 300x100']);
  });
});
