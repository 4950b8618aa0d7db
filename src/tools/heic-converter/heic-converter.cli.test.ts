import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { decodeImage } from '../../engine/image/codec';
import { sniffImageFormat } from '../../engine/image/formats';
import { makeHeic } from './heic-fixture';

const blue = () => [30, 90, 220] as const;

describe('it-tools heic-converter', () => {
  it('converts a HEIC photo to a JPEG (libheif read from the package beside the command)', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'IMG_0001.HEIC'), makeHeic(32, 16, blue));
    const { code, stderr } = await runCli(['heic-converter', '-i', join(dir, 'IMG_0001.HEIC'), '-o', join(dir, 'photo.jpg'), '--quality', '90']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const bytes = readFileSync(join(dir, 'photo.jpg'));
    expect(sniffImageFormat(bytes)).toBe('jpeg');
    const { raster } = await decodeImage(bytes);
    expect([raster.width, raster.height]).toEqual([32, 16]);
    expect([...raster.data.subarray(0, 3)].map((value) => Math.round(value / 16))).toEqual([2, 6, 14]);
  });

  it('converts a batch to PNG, each named after its photo; an unreadable HEIC fails alone with a clear line', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'a.heic'), makeHeic(16, 16, blue));
    writeFileSync(join(dir, 'b.heic'), makeHeic(16, 32, blue));
    const broken = new Uint8Array(64);
    broken.set(new TextEncoder().encode('\0\0\0\x18ftypheic\0\0\0\0mif1heic'));
    writeFileSync(join(dir, 'c.heic'), broken);
    const { code, stderr } = await runCli(['heic-converter', '-i', join(dir, '*.heic'), '-o', `${join(dir, 'out')}/`, '--format', 'png']);
    expect(code).toBe(1);
    expect(stderr).toContain(`${join(dir, 'c.heic')}: The HEIC image could not be decoded: the file is damaged or truncated.`);
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(['a.png', 'b.png']);
    const { raster } = await decodeImage(readFileSync(join(dir, 'out', 'b.png')));
    expect([raster.width, raster.height]).toEqual([16, 32]);
  });
});
