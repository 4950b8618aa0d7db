import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';

describe('it-tools pdf-text-extractor', () => {
  it('prints the text of the chosen pages with markers, and says which pages have none', async () => {
    const dir = scratchFolder();
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([300, 200]).drawText('Hello from page one', { x: 20, y: 100, size: 12, font });
    doc.addPage([300, 200]);
    doc.addPage([300, 200]).drawText('And page three', { x: 20, y: 100, size: 12, font });
    writeFileSync(join(dir, 'doc.pdf'), await doc.save());
    const result = await runCli(['pdf-text-extractor', '-i', join(dir, 'doc.pdf'), '--page-markers', '--pages', '2-3']);
    expect(result.code).toBe(0);
    expect(result.stdout.toString('utf8').trimEnd()).toBe('--- Page 2 ---\n\n--- Page 3 ---\nAnd page three');
    expect(result.stderr).toContain('Page 2 of doc.pdf has no text layer');
  });
});
