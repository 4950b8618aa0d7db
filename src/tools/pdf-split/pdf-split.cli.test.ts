import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';

describe('it-tools pdf-split', () => {
  it('writes each part into the -o folder, one part to the -o file; a page outside the document is named', async () => {
    const dir = scratchFolder();
    const doc = await PDFDocument.create({ updateMetadata: false });
    for (let page = 0; page < 12; page++) doc.addPage([100, 100]);
    writeFileSync(join(dir, 'book.pdf'), await doc.save());
    const split = await runCli(['pdf-split', '-i', join(dir, 'book.pdf'), '--pages', '1-10,11-', '-o', `${join(dir, 'parts')}/`]);
    expect(split.stderr).toBe('');
    expect(split.code).toBe(0);
    expect(readdirSync(join(dir, 'parts')).sort()).toEqual(['book-p01-10.pdf', 'book-p11-12.pdf']);
    expect((await PDFDocument.load(readFileSync(join(dir, 'parts', 'book-p01-10.pdf')))).getPageCount()).toBe(10);

    // The README's example: one part, written to the file -o names.
    const part = await runCli(['pdf-split', '-i', join(dir, 'book.pdf'), '--pages', '1-10', '-o', join(dir, 'part.pdf')]);
    expect([part.code, part.stderr]).toEqual([0, '']);
    expect((await PDFDocument.load(readFileSync(join(dir, 'part.pdf')))).getPageCount()).toBe(10);

    const outside = await runCli(['pdf-split', '-i', join(dir, 'book.pdf'), '--pages', '13', '-o', `${join(dir, 'none')}/`]);
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain('Page 13 is outside book.pdf, which has 12 pages.');
    // The message's plural form, as the page words it.
    const leaf = await PDFDocument.create({ updateMetadata: false });
    leaf.addPage([100, 100]);
    writeFileSync(join(dir, 'leaf.pdf'), await leaf.save());
    const past = await runCli(['pdf-split', '-i', join(dir, 'leaf.pdf'), '--pages', '2', '-o', `${join(dir, 'none')}/`]);
    expect(past.stderr).toContain('Page 2 is outside leaf.pdf, which has 1 page.');
  });
});
