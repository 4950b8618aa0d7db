import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { decodeImage } from '../../engine/image/codec';

describe('it-tools pdf-to-images', () => {
  it('writes each page as a PNG at the chosen DPI into the folder', async () => {
    const dir = scratchFolder();
    const doc = await PDFDocument.create();
    for (let page = 0; page < 10; page++) doc.addPage([144, 72]).drawRectangle({ x: 0, y: 0, width: 72, height: 72 });
    writeFileSync(join(dir, 'slides.pdf'), await doc.save());
    const result = await runCli(['pdf-to-images', '-i', join(dir, 'slides.pdf'), '--dpi', '100', '--pages', '9-', '-o', `${join(dir, 'pages')}/`]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(readdirSync(join(dir, 'pages')).sort()).toEqual(['slides-09.png', 'slides-10.png']);
    const { raster } = await decodeImage(readFileSync(join(dir, 'pages', 'slides-10.png')));
    expect([raster.width, raster.height]).toEqual([200, 100]);
  });
});
