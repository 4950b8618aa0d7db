import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, StandardFonts } from '@cantoo/pdf-lib';
import { ToolInputError } from '../../lib/errors';
import { declaredPdfA, openPdf, removeUnusedObjects } from './document';
import { parsePageRanges, selectedPageIndices } from './page-ranges';
import { withPdfium } from './pdfium';

/** A PDF of `pages` pages of 300 × 200 pt, each saying "Page N". */
async function makePdf(pages: number, encrypt?: { userPassword: string; ownerPassword: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) doc.addPage([300, 200]).drawText(`Page ${page}`, { x: 20, y: 100, size: 24, font });
  if (encrypt) doc.encrypt(encrypt);
  return doc.save();
}

const keyOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof ToolInputError ? [error.messageKey, error.params] : String(error);
  }
  return 'no error';
};

describe('page selections', () => {
  it.each([
    ['1-3,5,8-', 10, [0, 1, 2, 4, 7, 8, 9]],
    [' 2 ', 3, [1]],
    ['-2', 5, [0, 1]],
    ['3-1', 5, [2, 1, 0]],
    ['1,1', 2, [0, 0]],
    ['4-', 4, [3]],
  ])('%j of %i pages', (text, pages, expected) => {
    expect(selectedPageIndices(text, pages, 'a.pdf')).toEqual(expected);
  });

  it.each([
    ['', 'pdf.badRange'],
    ['1,,2', 'pdf.badRange'],
    ['a', 'pdf.badRange'],
    ['1-2-3', 'pdf.badRange'],
    ['-', 'pdf.badRange'],
    ['0', 'pdf.pageOutOfRange'],
    ['2-12', 'pdf.pageOutOfRange'],
  ])('%j is refused (%s)', (text, key) => {
    expect(() => parsePageRanges(text, 10, 'a.pdf')).toThrow(expect.objectContaining({ messageKey: key }));
  });

  it('names the page, the file and its page count', () => {
    expect(() => parsePageRanges('11', 10, 'book.pdf')).toThrow(expect.objectContaining({ params: { page: 11, count: 10, name: 'book.pdf' } }));
  });
});

describe('openPdf', () => {
  it('opens a PDF and refuses what is not one, naming the file', async () => {
    const bytes = await makePdf(3);
    expect((await openPdf({ name: 'a.pdf', bytes })).doc.getPageCount()).toBe(3);
    expect(await keyOf(openPdf({ name: 'e.pdf', bytes: new Uint8Array() }))).toEqual(['pdf.empty', { name: 'e.pdf' }]);
    expect(await keyOf(openPdf({ name: 'x.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) }))).toEqual(['pdf.notPdf', { name: 'x.png' }]);
    expect(await keyOf(openPdf({ name: 'cut.pdf', bytes: bytes.slice(0, 40) }))).toEqual(['pdf.damaged', { name: 'cut.pdf' }]);
    expect(await keyOf(openPdf({ name: 'a.pdf', bytes }, { pageLimit: 2 }))).toEqual(['pdf.tooManyPages', { name: 'a.pdf', pages: 3, limit: 2 }]);
  });

  it('asks for the password of an encrypted file, refuses a wrong one and opens with the user or owner password', async () => {
    const bytes = await makePdf(2, { userPassword: 'user', ownerPassword: 'owner' });
    expect(await keyOf(openPdf({ name: 's.pdf', bytes }))).toEqual(['pdf.passwordNeeded', { name: 's.pdf' }]);
    expect(await keyOf(openPdf({ name: 's.pdf', bytes }, { password: 'nope' }))).toEqual(['pdf.wrongPassword', { name: 's.pdf' }]);
    for (const password of ['user', 'owner']) {
      const opened = await openPdf({ name: 's.pdf', bytes }, { password });
      expect(opened.encrypted).toBe(true);
      expect(opened.doc.getPageCount()).toBe(2);
    }
  });

  it('opens a file with owner restrictions only (empty user password) without asking', async () => {
    const bytes = await makePdf(1, { userPassword: '', ownerPassword: 'owner' });
    const opened = await openPdf({ name: 'r.pdf', bytes });
    expect([opened.encrypted, opened.doc.getPageCount()]).toEqual([true, 1]);
  });

  it('saves a decrypted file that opens without a password once the unused objects are gone', async () => {
    const bytes = await makePdf(2, { userPassword: 'user', ownerPassword: 'owner' });
    const { doc } = await openPdf({ name: 's.pdf', bytes }, { password: 'user' });
    expect(await removeUnusedObjects(doc)).toBeGreaterThan(0);
    const saved = await doc.save();
    expect(new TextDecoder('latin1').decode(saved)).not.toMatch(/\/Encrypt/);
    const reopened = await openPdf({ name: 'open.pdf', bytes: saved });
    expect([reopened.encrypted, reopened.doc.getPageCount()]).toEqual([false, 2]);
  });
});

describe('declaredPdfA', () => {
  const packet = (description: string) =>
    `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">${description}</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  const withXmp = async (xml: string | undefined, compressed: boolean) => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 200]);
    if (xml !== undefined) {
      const stream = compressed ? doc.context.flateStream(xml, { Type: 'Metadata', Subtype: 'XML' }) : doc.context.stream(xml, { Type: 'Metadata', Subtype: 'XML' });
      doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
    }
    return (await openPdf({ name: 'a.pdf', bytes: await doc.save() })).doc;
  };
  const aid = 'xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"';
  it.each([
    ['attributes (Acrobat)', packet(`<rdf:Description rdf:about="" ${aid} pdfaid:part="1" pdfaid:conformance="A"/>`), true, 'PDF/A-1a'],
    ['elements', packet(`<rdf:Description rdf:about="" ${aid}><pdfaid:part>3</pdfaid:part><pdfaid:conformance>U</pdfaid:conformance></rdf:Description>`), false, 'PDF/A-3u'],
    ['part 4, no conformance level', packet(`<rdf:Description rdf:about="" ${aid}><pdfaid:part>4</pdfaid:part><pdfaid:rev>2020</pdfaid:rev></rdf:Description>`), true, 'PDF/A-4'],
    ['XMP without a PDF/A declaration', packet('<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"/>'), false, undefined],
    ['no XMP', undefined, false, undefined],
  ])('%s', async (_, xml, compressed, expected) => {
    expect(await declaredPdfA(await withXmp(xml, compressed))).toBe(expected);
  });

  it("reads pdf-lib's own PDF/A conversion", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 200]);
    doc.convertToPDFA({ conformance: '2B' });
    expect(await declaredPdfA((await openPdf({ name: 'a.pdf', bytes: await doc.save() })).doc)).toBe('PDF/A-2b');
  });
});

describe('PDFium', () => {
  it('reads the text and draws the pages of a PDF, and asks for a password', async () => {
    const bytes = await makePdf(2);
    const result = await withPdfium({ name: 'a.pdf', bytes }, '', (doc) => {
      const raster = doc.render(1, 2);
      let dark = 0;
      for (let index = 0; index < raster.data.length; index += 4) if (raster.data[index]! < 128) dark++;
      return { pages: doc.pageCount, size: doc.pageSize(0), text: doc.text(1), raster: [raster.width, raster.height], corner: [...raster.data.slice(0, 4)], dark: dark > 100 };
    });
    expect(result).toEqual({ pages: 2, size: { width: 300, height: 200 }, text: 'Page 2', raster: [600, 400], corner: [255, 255, 255, 255], dark: true });
    const locked = await makePdf(1, { userPassword: 'user', ownerPassword: 'owner' });
    expect(await keyOf(withPdfium({ name: 's.pdf', bytes: locked }, '', () => 0))).toEqual(['pdf.passwordNeeded', { name: 's.pdf' }]);
    expect(await keyOf(withPdfium({ name: 's.pdf', bytes: locked }, 'x', () => 0))).toEqual(['pdf.wrongPassword', { name: 's.pdf' }]);
    expect(await withPdfium({ name: 's.pdf', bytes: locked }, 'user', (doc) => doc.text(0))).toBe('Page 1');
    expect(await keyOf(withPdfium({ name: 'bad.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nnothing') }, '', () => 0))).toEqual(['pdf.damaged', { name: 'bad.pdf' }]);
  });
});
