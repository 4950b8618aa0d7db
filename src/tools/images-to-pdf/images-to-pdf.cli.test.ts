import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { encodeImage } from '../../engine/image/codec';
import { createRaster } from '../../engine/image/raster';
import { openPdf } from '../../engine/pdf/document';

async function image(width: number, height: number, format: 'jpeg' | 'png' | 'webp') {
  const raster = createRaster(width, height);
  for (let i = 0; i < raster.data.length; i += 4) raster.data.set([i % 256, 120, 200, 255], i);
  return encodeImage(raster, format, { lossless: true });
}

describe('it-tools images-to-pdf', () => {
  it('-i a.jpg -i b.png -i c.webp --page-size a4 -o album.pdf: one A4 page per image, in order; a text file is refused by name', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'a.jpg'), await image(60, 30, 'jpeg'));
    writeFileSync(join(dir, 'b.png'), await image(30, 60, 'png'));
    writeFileSync(join(dir, 'c.webp'), await image(40, 40, 'webp'));
    const inputs = ['a.jpg', 'b.png', 'c.webp'].flatMap((name) => ['-i', join(dir, name)]);
    const { code, stderr } = await runCli(['images-to-pdf', ...inputs, '--page-size', 'a4', '-o', join(dir, 'album.pdf')]);
    expect([code, stderr]).toEqual([0, '']);
    const { doc } = await openPdf({ name: 'album.pdf', bytes: new Uint8Array(readFileSync(join(dir, 'album.pdf'))) });
    expect(doc.getPages().map((page) => [Math.round(page.getWidth()), Math.round(page.getHeight())])).toEqual([
      [842, 595],
      [595, 842],
      [595, 842],
    ]);
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    const refused = await runCli(['images-to-pdf', '-i', join(dir, 'a.jpg'), '-i', join(dir, 'notes.txt'), '-o', join(dir, 'bad.pdf')]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('notes.txt is not a JPEG, PNG or WebP image.');
  });
});
