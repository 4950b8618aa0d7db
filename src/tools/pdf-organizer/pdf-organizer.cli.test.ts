import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { withPdfium } from '../../engine/pdf/pdfium';

describe('it-tools pdf-organizer', () => {
  it('writes the pages in the new order, turned, with a blank page; a page outside the document is named', async () => {
    const dir = scratchFolder();
    try {
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.Helvetica);
      for (let page = 1; page <= 3; page++) doc.addPage([300, 200]).drawText(`Page ${page}`, { x: 20, y: 100, size: 24, font });
      writeFileSync(join(dir, 'in.pdf'), await doc.save());
      const { code, stderr } = await runCli(['pdf-organizer', '-i', join(dir, 'in.pdf'), '--pages', '3,1,2r90,blank', '-o', join(dir, 'out.pdf')]);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const pages = await withPdfium({ name: 'out.pdf', bytes: readFileSync(join(dir, 'out.pdf')) }, '', (out) =>
        Array.from({ length: out.pageCount }, (_, index) => `${out.text(index).trim() || 'blank'} ${out.pageSize(index).width}x${out.pageSize(index).height}`),
      );
      expect(pages).toEqual(['Page 3 300x200', 'Page 1 300x200', 'Page 2 200x300', 'blank 200x300']);

      const wrong = await runCli(['pdf-organizer', '-i', join(dir, 'in.pdf'), '--pages', '1,4', '-o', join(dir, 'bad.pdf')]);
      expect(wrong.code).not.toBe(0);
      expect(wrong.stderr).toContain('Page 4 is outside in.pdf, which has 3 pages.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
