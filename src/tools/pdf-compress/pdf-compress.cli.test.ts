import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { withPdfium } from '../../engine/pdf/pdfium';
import { uncompressedPdf } from './pdf-compress.example';

describe('it-tools pdf-compress', () => {
  it('writes a smaller PDF with the same text', async () => {
    const dir = scratchFolder();
    const input = uncompressedPdf();
    writeFileSync(join(dir, 'plain.pdf'), input);
    const { code, stderr } = await runCli(['pdf-compress', '-i', join(dir, 'plain.pdf'), '-o', join(dir, 'small.pdf')]);
    expect([code, stderr]).toEqual([0, '']);
    const output = new Uint8Array(readFileSync(join(dir, 'small.pdf')));
    expect(output.length).toBeLessThan(input.length / 2);
    const text = (bytes: Uint8Array) => withPdfium({ name: 'x.pdf', bytes }, '', (doc) => doc.text(0));
    expect(await text(output)).toBe(await text(input));
  });
});
