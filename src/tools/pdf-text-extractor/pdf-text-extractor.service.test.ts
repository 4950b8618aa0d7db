import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { OperationWarning } from '../../engine/operation';
import { ToolInputError } from '../../lib/errors';
import { pagesPdf as examplePdf } from '../../engine/pdf/write-pdf';
import { extractText, joinPages, normaliseText, pageList, toParagraphs, type ExtractOptions } from './pdf-text-extractor.service';

const defaults: ExtractOptions = { format: 'text', pageMarkers: false, pages: '', password: '' };

/** A PDF of 300 × 300 pt pages, each with its lines drawn top to bottom (an empty list: a page without text). */
async function makePdf(pages: readonly (readonly string[])[], encrypt?: { userPassword: string; ownerPassword: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([300, 300]);
    lines.forEach((line, index) => page.drawText(line, { x: 20, y: 270 - index * 16, size: 12, font }));
  }
  if (encrypt) doc.encrypt(encrypt);
  return doc.save();
}

const pdf = (bytes: Uint8Array, name = 'doc.pdf') => ({ name, type: 'application/pdf', bytes });

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof ToolInputError ? [error.messageKey, error.params] : String(error);
  }
  return 'no error';
};

describe('text shaping', () => {
  it.each([
    ['one\r\ntwo  \r\nthree', 'one\ntwo\nthree'],
    ['\r\nsoft\u0002\r\nhy\u0000phen\r\n', 'soft-\nhyphen'],
  ])('normaliseText(%j)', (raw, expected) => {
    expect(normaliseText(raw)).toBe(expected);
  });

  it.each([
    ['short lines of one paragraph', 'The quick brown fox jumps over\nthe lazy dog.', 'The quick brown fox jumps over the lazy dog.'],
    [
      'a short line ending a sentence ends the paragraph',
      'A first paragraph goes on and on\nand ends here.\nA second one.',
      'A first paragraph goes on and on and ends here.\n\nA second one.',
    ],
    ['a long line ending a sentence does not', 'This line is long and ends a sentence.\nSo this goes on.', 'This line is long and ends a sentence. So this goes on.'],
    ['hyphenated words are joined', 'a word that is hyphen-\nated here.', 'a word that is hyphenated here.'],
    ['a hyphen before a capital stays', 'the Franco-\nGerman border', 'the Franco- German border'],
    ['an empty line ends a paragraph', 'One\n\nTwo', 'One\n\nTwo'],
    [
      'a line under half the longest is a paragraph of its own',
      'Chapter 1\nThe text of the chapter runs on over\nseveral lines',
      'Chapter 1\n\nThe text of the chapter runs on over several lines',
    ],
    [
      'bullets become a list, one item a line',
      'The items of the list that comes next:\n• first\n• second\n1. third\nAfter.',
      'The items of the list that comes next:\n\n- first\n- second\n1. third\n\nAfter.',
    ],
  ])('toParagraphs: %s', (_, text, expected) => {
    expect(toParagraphs(text)).toBe(expected);
  });

  it.each([
    [{ format: 'text', pageMarkers: false }, 'a\nb\n\f\n\fc'],
    [{ format: 'text', pageMarkers: true }, '--- Page 1 ---\na\nb\n\n--- Page 2 ---\n\n--- Page 3 ---\nc'],
    [{ format: 'markdown', pageMarkers: false }, 'a b\n\nc'],
    [{ format: 'markdown', pageMarkers: true }, '--- Page 1 ---\n\na b\n\n--- Page 2 ---\n\n--- Page 3 ---\n\nc'],
  ] as const)('joinPages %j', (options, expected) => {
    expect(
      joinPages(
        [
          { page: 1, text: 'a\nb' },
          { page: 2, text: '' },
          { page: 3, text: 'c' },
        ],
        options,
      ),
    ).toBe(expected);
  });

  it.each([
    [[3], '3'],
    [[1, 2], '1, 2'],
    [[2, 5, 6, 7, 9], '2, 5–7, 9'],
  ])('pageList(%j)', (pages, expected) => {
    expect(pageList(pages)).toBe(expected);
  });
});

describe('extractText', () => {
  it('reads each page’s text back, in the selection’s order, and names the pages without text', async () => {
    const bytes = await makePdf([['First page', 'second line'], [], ['Third page'], []]);
    const warnings: OperationWarning[] = [];
    expect(await extractText(pdf(bytes), { ...defaults, pageMarkers: true }, { warn: (warning) => warnings.push(warning) })).toBe(
      '--- Page 1 ---\nFirst page\nsecond line\n\n--- Page 2 ---\n\n--- Page 3 ---\nThird page\n\n--- Page 4 ---',
    );
    expect(warnings).toEqual([expect.objectContaining({ key: 'noTextLayer', data: { pages: [2, 4], list: '2, 4', count: 2, name: 'doc.pdf' } })]);
    expect(await extractText(pdf(bytes), { ...defaults, pages: '3,1' })).toBe('Third page\n\fFirst page\nsecond line');
    expect(await extractText(pdf(bytes), { ...defaults, format: 'markdown', pages: '1-3' })).toBe('First page second line\n\nThird page');
  });

  it('opens an encrypted PDF with its password', async () => {
    const bytes = await makePdf([['Secret text']], { userPassword: 'user', ownerPassword: 'owner' });
    expect(await extractText(pdf(bytes), { ...defaults, password: 'user' })).toBe('Secret text');
  });

  it('refuses bad input with the shared messages, naming the file', async () => {
    const bytes = await makePdf([['a'], ['b']]);
    const locked = await makePdf([['a']], { userPassword: 'user', ownerPassword: 'owner' });
    const many = examplePdf(Array.from({ length: 2001 }, () => ({ width: 10, height: 10, content: '' })));
    const cases: [Promise<unknown>, unknown][] = [
      [extractText(pdf(new Uint8Array(), 'e.pdf'), defaults), ['pdf.empty', { name: 'e.pdf' }]],
      [extractText(pdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'x.png'), defaults), ['pdf.notPdf', { name: 'x.png' }]],
      [extractText(pdf(bytes.slice(0, 60), 'cut.pdf'), defaults), ['pdf.damaged', { name: 'cut.pdf' }]],
      [extractText(pdf(locked, 's.pdf'), defaults), ['pdf.passwordNeeded', { name: 's.pdf' }]],
      [extractText(pdf(locked, 's.pdf'), { ...defaults, password: 'x' }), ['pdf.wrongPassword', { name: 's.pdf' }]],
      [extractText(pdf(bytes), { ...defaults, pages: '3' }), ['pdf.pageOutOfRange', { page: 3, count: 2, name: 'doc.pdf' }]],
      [extractText(pdf(bytes), { ...defaults, pages: '1-2-3' }), ['pdf.badRange', { range: '1-2-3', name: 'doc.pdf' }]],
      [extractText(pdf(many, 'big.pdf'), defaults), ['pdf.tooManyPages', { name: 'big.pdf', pages: 2001, limit: 2000 }]],
    ];
    for (const [promise, expected] of cases) expect(await failure(promise)).toEqual(expected);
  });
});
