import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';

async function blank(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (let page = 0; page < pages; page++) doc.addPage([100, 100]);
  return doc.save();
}

describe('it-tools pdf-merge', () => {
  it('merges the files in the order of -i; a non-PDF is named', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'a.pdf'), await blank(2));
    writeFileSync(join(dir, 'b.pdf'), await blank(3));
    const merged = await runCli(['pdf-merge', '-i', join(dir, 'a.pdf'), '-i', join(dir, 'b.pdf'), '-o', join(dir, 'both.pdf')]);
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(0);
    expect((await PDFDocument.load(readFileSync(join(dir, 'both.pdf')))).getPageCount()).toBe(5);

    writeFileSync(join(dir, 'notes.txt'), 'hello');
    const refused = await runCli(['pdf-merge', '-i', join(dir, 'a.pdf'), '-i', join(dir, 'notes.txt'), '-o', join(dir, 'x.pdf')]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('notes.txt is neither a PDF nor a JPEG, PNG or WebP image.');
  });
});
