import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { insertMetadata, orientationOnlyExif, readMetadata } from '../../engine/image/metadata';
import { createRaster, type Raster } from '../../engine/image/raster';

/** width × height: red top-left, green top-right, blue bottom-left, white bottom-right. */
function quadrants(width: number, height: number): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = y < height / 2 ? (x < width / 2 ? [255, 0, 0] : [0, 255, 0]) : x < width / 2 ? [0, 0, 255] : [255, 255, 255];
      raster.data.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return raster;
}

const rgb = (raster: Raster, x: number, y: number) => [...raster.data.subarray((y * raster.width + x) * 4, (y * raster.width + x) * 4 + 3)];

describe('it-tools image-crop-rotate', () => {
  it('rotates, then crops in pixels of the turned image: the same pixels as the page', async () => {
    const dir = scratchFolder();
    try {
      writeFileSync(join(dir, 'in.png'), await encodeImage(quadrants(40, 30), 'png'));
      const { code, stderr } = await runCli(['image-crop-rotate', '-i', join(dir, 'in.png'), '--rotate', '90', '--x', '0', '--y', '0', '--width', '15', '--height', '20', '-o', join(dir, 'out.png')]);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const { raster, format } = await decodeImage(readFileSync(join(dir, 'out.png')));
      expect(format).toBe('png');
      expect([raster.width, raster.height]).toEqual([15, 20]);
      // Turned right, the bottom-left (blue) quadrant is at the top left.
      expect(rgb(raster, 0, 0)).toEqual([0, 0, 255]);
      expect(rgb(raster, 14, 19)).toEqual([0, 0, 255]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a batch: each photo turned upright from its EXIF orientation and flipped, a crop past an edge cut to fit, a bad file named while the others are written', async () => {
    const dir = scratchFolder();
    try {
      const jpeg = await encodeImage(quadrants(40, 30), 'jpeg', { quality: 95 });
      writeFileSync(join(dir, 'a.jpg'), await insertMetadata(jpeg, 'jpeg', { exif: orientationOnlyExif(6) }));
      writeFileSync(join(dir, 'b.png'), await encodeImage(quadrants(20, 10), 'png'));
      writeFileSync(join(dir, 'c.png'), 'not an image');
      const inputs = ['a.jpg', 'b.png', 'c.png'].flatMap((name) => ['-i', join(dir, name)]);
      const { code, stderr } = await runCli(['image-crop-rotate', ...inputs, '--flip-horizontal', '--y', '0', '--height', '15', '-o', join(dir, 'out')]);
      expect(code).toBe(1);
      expect(stderr).toContain(join(dir, 'c.png'));
      expect(readdirSync(join(dir, 'out')).sort()).toEqual(['a.jpg', 'b.png']);

      // a.jpg: upright 30 × 40, mirrored, its top 15 rows; no orientation left.
      const a = readFileSync(join(dir, 'out', 'a.jpg'));
      expect((await readMetadata(a, 'jpeg')).orientation).toBe(1);
      const upright = (await decodeImage(a)).raster;
      expect([upright.width, upright.height]).toEqual([30, 15]);
      // Upright, the top left is blue and the top right red; mirrored, red is at the left.
      expect(rgb(upright, 2, 2).map((value) => Math.round(value / 64))).toEqual([4, 0, 0]);

      // b.png: 10 rows high, so the 15 rows asked are cut to 10 (a warning, not a failure); mirrored, green is at the left.
      const b = (await decodeImage(readFileSync(join(dir, 'out', 'b.png')))).raster;
      expect([b.width, b.height]).toEqual([20, 10]);
      expect(rgb(b, 0, 0)).toEqual([0, 255, 0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
