import { parse } from 'exifr';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { insertMetadata, readMetadata } from '../../engine/image/metadata';
import { createRaster } from '../../engine/image/raster';
import { cameraExif, SAMPLE_XMP } from '../../test/image-metadata-fixtures';

async function photo(format: 'jpeg' | 'png' = 'jpeg') {
  const raster = createRaster(32, 24);
  for (let i = 0; i < raster.data.length; i += 4) raster.data.set([i % 256, (i >> 3) % 256, 90, 255], i);
  return insertMetadata(await encodeImage(raster, format), format, { exif: cameraExif({ latitude: 52.5162746, longitude: 13.3777041, orientation: 8 }), xmp: SAMPLE_XMP });
}

describe('it-tools exif-remover', () => {
  it('the README example: -i IMG_1234.jpg -o clean.jpg removes the GPS position, keeps the orientation, leaves the pixels', async () => {
    const dir = scratchFolder();
    const original = await photo();
    writeFileSync(join(dir, 'IMG_1234.jpg'), original);
    const { code, stderr } = await runCli(['exif-remover', '-i', join(dir, 'IMG_1234.jpg'), '-o', join(dir, 'clean.jpg')]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const cleaned = new Uint8Array(readFileSync(join(dir, 'clean.jpg')));
    const found = await parse(cleaned, { tiff: true, gps: true, xmp: true, mergeOutput: false, reviveValues: false });
    expect(found?.gps).toBeUndefined();
    expect(found?.xmp).toBeUndefined();
    expect((await readMetadata(cleaned, 'jpeg')).orientation).toBe(8);
    const [before, after] = [await decodeImage(original, { orient: false }), await decodeImage(cleaned, { orient: false })];
    expect(Buffer.from(after.raster.data).equals(Buffer.from(before.raster.data))).toBe(true);
  });

  it('a batch with --no-keep-orientation: each file under its own name; a HEIC fails alone with a clear line', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'a.jpg'), await photo('jpeg'));
    writeFileSync(join(dir, 'b.png'), await photo('png'));
    writeFileSync(join(dir, 'c.heic'), Uint8Array.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]));
    const { code, stderr } = await runCli(['exif-remover', '-i', join(dir, 'a.jpg'), '-i', join(dir, 'b.png'), '-i', join(dir, 'c.heic'), '-o', `${join(dir, 'out')}/`, '--no-keep-orientation']);
    expect(code).toBe(1);
    expect(stderr).toContain(`${join(dir, 'c.heic')}: This file is a HEIC image: metadata can be removed without re-encoding from JPEG, PNG and WebP images only.`);
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(['a.jpg', 'b.png']);
    for (const [name, format] of [
      ['a.jpg', 'jpeg'],
      ['b.png', 'png'],
    ] as const) {
      expect(await readMetadata(new Uint8Array(readFileSync(join(dir, 'out', name))), format)).toEqual({ orientation: 1 });
    }
  });
});
