import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { decodeImage } from '../../engine/image/codec';
import { sniffImageFormat } from '../../engine/image/formats';

const HALF = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"><rect width="5" height="5" fill="#ff0000"/></svg>';

describe('it-tools svg-to-png', () => {
  it('renders an SVG file at a width to a PNG, and says when it ignored a script', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'logo.svg'), HALF.replace('<rect', '<script>alert(1)</script><rect'));
    const { code, stderr } = await runCli(['svg-to-png', '-i', join(dir, 'logo.svg'), '-o', join(dir, 'logo.png'), '--width', '40', '--background', '#0000ff']);
    expect(code).toBe(0);
    expect(stderr).toBe('warning: The SVG contains scripts or event handlers: they were not run.\n');
    const bytes = readFileSync(join(dir, 'logo.png'));
    expect(sniffImageFormat(bytes)).toBe('png');
    const { raster } = await decodeImage(bytes);
    expect([raster.width, raster.height]).toEqual([40, 20]);
    expect([...raster.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...raster.data.subarray(39 * 4, 40 * 4)]).toEqual([0, 0, 255, 255]);
  });

  it('renders a batch to WebP, each named after its input; an invalid SVG fails alone with a clear line', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'a.svg'), HALF);
    writeFileSync(join(dir, 'b.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>');
    const { code, stderr } = await runCli(['svg-to-png', '-i', join(dir, '*.svg'), '-o', `${join(dir, 'out')}/`, '--format', 'webp', '--scale', '2']);
    expect(code).toBe(1);
    expect(stderr).toContain(`${join(dir, 'b.svg')}: This is not valid SVG: the markup could not be read as XML.`);
    expect(readdirSync(join(dir, 'out'))).toEqual(['a.webp']);
    const { raster } = await decodeImage(readFileSync(join(dir, 'out', 'a.webp')));
    expect([raster.width, raster.height]).toEqual([20, 10]);
  });
});
