import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, StandardFonts } from '@cantoo/pdf-lib';
import { ToolInputError } from '../../lib/errors';
import { examplePdf } from './pdf-info.example';
import { editPdfInfo, paperName, pdfDateToIso, readPdfInfo } from './pdf-info.service';

/** Pages of A4 then Letter landscape, an embedded-looking form with two fields, an attachment, XMP, an Info dictionary. */
async function richPdf(encrypt?: boolean) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let index = 0; index < 3; index++) doc.addPage([595.28, 841.89]).drawText('A4', { x: 20, y: 100, font });
  doc.addPage([792, 612]).drawText('Letter', { x: 20, y: 100, font });
  doc.setTitle('Annual report');
  doc.setAuthor('Ann Example');
  doc.setKeywords(['one', 'two']);
  doc.setCreationDate(new Date('2024-03-15T10:30:00Z'));
  const form = doc.getForm();
  form.createTextField('person.name').addToPage(doc.getPage(0), { x: 10, y: 10 });
  form.createCheckBox('agree').addToPage(doc.getPage(0), { x: 10, y: 50 });
  await doc.attach(new TextEncoder().encode('a,b\n1,2\n'), 'data.csv', { mimeType: 'text/csv' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(doc.context.stream('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>', { Type: 'Metadata', Subtype: 'XML' })));
  if (encrypt) doc.encrypt({ userPassword: 'secret', ownerPassword: 'owner', permissions: { printing: 'lowResolution', copying: false, modifying: false } });
  return doc.save();
}

const file = (bytes: Uint8Array) => ({ name: 'doc.pdf', type: 'application/pdf', bytes });

describe('helpers', () => {
  it.each([
    ['D:20240315103000Z', '2024-03-15T10:30:00Z'],
    ["D:20240315103000+01'00'", '2024-03-15T10:30:00+01:00'],
    ["D:19991231235959-05'30", '1999-12-31T23:59:59-05:30'],
    ['D:2024', '2024-01-01T00:00:00'],
    ['yesterday', undefined],
  ])('date %s', (text, iso) => expect(pdfDateToIso(text)).toBe(iso));

  it.each([
    [210, 297, 'A4'],
    [297.5, 210.4, 'A4'],
    [215.9, 279.4, 'Letter'],
    [200, 300, undefined],
  ])('paper %f × %f', (width, height, name) => expect(paperName(width, height)).toBe(name));
});

describe('readPdfInfo', () => {
  it('reports pages, sizes, Info, XMP, fonts, form fields and attachments', async () => {
    const info = await readPdfInfo(file(await richPdf()));
    expect(info).toMatchObject({
      pages: 4,
      pageSizes: [
        { pages: '1-3', widthMm: 210, heightMm: 297, paper: 'A4', orientation: 'portrait' },
        { pages: '4', width: 792, height: 612, paper: 'Letter', orientation: 'landscape' },
      ],
      title: 'Annual report',
      author: 'Ann Example',
      keywords: 'one two',
      created: '2024-03-15T10:30:00Z',
      xmp: true,
      encryption: null,
      fonts: [{ name: 'Times-Roman', subtype: 'Type1', embedded: false }],
      images: { count: 0 },
      formFields: { count: 2, names: ['person.name', 'agree'] },
      attachments: [{ name: 'data.csv', size: 8 }],
      signatures: { count: 0, fields: [] },
    });
  });

  it('reports the encryption of a protected file opened with its password', async () => {
    const info = await readPdfInfo(file(await richPdf(true)), { password: 'secret' });
    expect(info.encryption).toEqual({
      algorithm: 'AES-256',
      openPassword: true,
      permissions: { print: true, printHighQuality: false, modify: false, copy: false, annotate: false, fillForms: false, accessibility: false, assemble: false },
    });
  });

  it.each([
    ['not a PDF', () => new TextEncoder().encode('GIF89a'), '', 'pdf.notPdf'],
    ['damaged', () => examplePdf().slice(0, 50), '', 'pdf.damaged'],
    ['without its password', () => richPdf(true), '', 'pdf.passwordNeeded'],
    ['with a wrong password', () => richPdf(true), 'nope', 'pdf.wrongPassword'],
  ])('refuses a file %s', async (_label, make, password, key) => {
    const error = await readPdfInfo(file(await make()), { password }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolInputError);
    expect([(error as ToolInputError).messageKey, (error as ToolInputError).params?.name]).toEqual([key, 'doc.pdf']);
  });

  it('reports the PDF/A conformance the XMP declares, after the XMP entry', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595.28, 841.89]);
    doc.convertToPDFA({ conformance: '3U' });
    const info = await readPdfInfo(file(await doc.save()));
    expect(info.pdfA).toBe('PDF/A-3u');
    expect(Object.keys(info).slice(Object.keys(info).indexOf('xmp'), Object.keys(info).indexOf('xmp') + 3)).toEqual(['xmp', 'pdfA', 'encryption']);
    expect('pdfA' in (await readPdfInfo(file(await richPdf())))).toBe(false);
  });

  it('refuses a file of more pages than the limit', async () => {
    // Written out by hand: pdf-lib takes seconds to add 2,001 pages.
    const pages = Array.from({ length: 2001 }, (_, index) => `${index + 3} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>\nendobj\n`).join('');
    const kids = Array.from({ length: 2001 }, (_, index) => `${index + 3} 0 R`).join(' ');
    const text = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [${kids}] /Count 2001 >>\nendobj\n${pages}trailer\n<< /Root 1 0 R >>\n%%EOF\n`;
    const error = await readPdfInfo(file(new TextEncoder().encode(text))).catch((caught: unknown) => caught);
    expect([(error as ToolInputError).messageKey, (error as ToolInputError).params]).toEqual(['pdf.tooManyPages', { name: 'doc.pdf', pages: 2001, limit: 2000 }]);
  });
});

describe('editPdfInfo', () => {
  it('sets, keeps and removes Info entries', async () => {
    const edited = await editPdfInfo(file(examplePdf()), { title: 'Report', subject: 'Numbers', author: '' });
    const info = await readPdfInfo(edited);
    expect([info.title, info.subject, info.author, info.created, info.pages]).toEqual(['Report', 'Numbers', undefined, '2024-03-15T10:30:00+01:00', 1]);
  });

  it('strips the Info dictionary and the XMP metadata', async () => {
    const warnings: string[] = [];
    const edited = await editPdfInfo(file(await richPdf()), { strip: true, title: 'ignored' }, { warn: (warning) => warnings.push(warning.key) });
    const info = await readPdfInfo(edited);
    expect([info.title, info.author, info.created, info.xmp, info.pages, info.formFields.count]).toEqual([undefined, undefined, undefined, false, 4, 2]);
    expect(warnings).toEqual([]);
  });

  it('warns that XMP is left as it was when only the Info entries change', async () => {
    const warnings: string[] = [];
    await editPdfInfo(file(await richPdf()), { title: 'New' }, { warn: (warning) => warnings.push(warning.key) });
    expect(warnings).toEqual(['xmpKept']);
  });
});
