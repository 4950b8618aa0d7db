import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../engine/image/codec';
import { sniffImageFormat } from '../../engine/image/formats';
import { createRaster } from '../../engine/image/raster';
import { encodeImage } from '../../engine/image/codec';
import { runOperation, type OperationWarning } from '../../engine/operation';
import { valueAs, type FileValue } from '../../engine/values';
import { isToolInputError } from '../../lib/errors';
import { svgToPng } from './svg-to-png.operations';

const utf8 = (text: string) => new TextEncoder().encode(text);
const svgFile = (text: string, name = 'drawing.svg'): FileValue => ({ name, type: 'image/svg+xml', bytes: utf8(text) });

/** 10 × 5: the left half red, the right half transparent. */
const HALF = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"><rect width="5" height="5" fill="#ff0000"/></svg>';

async function render(file: FileValue, options: Record<string, unknown> = {}) {
  const warnings: OperationWarning[] = [];
  const output = await runOperation(svgToPng, file, options, { warn: (warning) => warnings.push(warning) });
  const decoded = await decodeImage(output.bytes);
  const pixel = (x: number, y: number) => [...decoded.raster.data.subarray((y * decoded.raster.width + x) * 4, (y * decoded.raster.width + x) * 4 + 4)];
  return { output, warnings, format: sniffImageFormat(output.bytes), width: decoded.raster.width, height: decoded.raster.height, pixel };
}

async function failure(file: FileValue, options: Record<string, unknown> = {}) {
  try {
    await runOperation(svgToPng, file, options);
  } catch (error) {
    if (isToolInputError(error)) return { key: error.messageKey, detail: error.detail, params: error.params };
    throw error;
  }
  throw new Error('expected a failure');
}

describe('svg-to-png: the output format by its signature, its pixel size and its pixels', () => {
  it.each([
    // options, format, width × height, left pixel, right pixel
    [{}, 'png', 10, 5, [255, 0, 0, 255], [0, 0, 0, 0]],
    [{ scale: 3 }, 'png', 30, 15, [255, 0, 0, 255], [0, 0, 0, 0]],
    [{ scale: 0.5 }, 'png', 5, 3, [255, 0, 0, 255], [0, 0, 0, 0]],
    [{ width: 100 }, 'png', 100, 50, [255, 0, 0, 255], [0, 0, 0, 0]],
    [{ width: 100, scale: 4 }, 'png', 100, 50, [255, 0, 0, 255], [0, 0, 0, 0]], // the width wins over the scale
    [{ background: '#00ff00' }, 'png', 10, 5, [255, 0, 0, 255], [0, 255, 0, 255]],
    [{ background: '#00f' }, 'png', 10, 5, [255, 0, 0, 255], [0, 0, 255, 255]],
    [{ format: 'webp', quality: 100, scale: 2 }, 'webp', 20, 10, 'red', [0, 0, 0, 0]],
    [{ format: 'webp', background: '#ffffff', scale: 2 }, 'webp', 20, 10, 'red', 'white'],
    [{ format: 'jpeg', scale: 4 }, 'jpeg', 40, 20, 'red', 'white'], // JPEG has no alpha: transparent is white
    [{ format: 'jpeg', scale: 4, background: '#000000' }, 'jpeg', 40, 20, 'red', 'black'],
  ] as const)('%j → %s %i × %i', async (options, format, width, height, left, right) => {
    const result = await render(svgFile(HALF), options);
    expect(result.format).toBe(format);
    expect(result.output.name).toBe(`drawing.${format === 'jpeg' ? 'jpg' : format}`);
    expect(result.output.type).toBe(`image/${format}`);
    expect([result.width, result.height]).toEqual([width, height]);
    const near = (actual: number[], expected: readonly number[] | string) => {
      const wanted = typeof expected === 'string' ? { red: [255, 0, 0, 255], white: [255, 255, 255, 255], black: [0, 0, 0, 255] }[expected]! : expected;
      // Lossy formats come back within a few levels.
      actual.forEach((value, index) => expect(Math.abs(value - wanted[index]!), `${actual} vs ${wanted}`).toBeLessThanOrEqual(typeof expected === 'string' ? 12 : 0));
    };
    near(result.pixel(0, Math.floor(height / 2)), left);
    near(result.pixel(width - 1, Math.floor(height / 2)), right);
    expect(result.warnings).toEqual([]);
  });

  it('renders a viewBox-only drawing, and text in the bundled font', async () => {
    const text = await render(svgFile('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 20"><text x="2" y="16" font-size="16" font-family="Helvetica" fill="#000">Hi!</text></svg>'), { scale: 2 });
    expect([text.width, text.height]).toEqual([120, 40]);
    let inked = 0;
    for (let y = 0; y < 40; y++) for (let x = 0; x < 120; x++) if (text.pixel(x, y)[3]! > 128) inked++;
    expect(inked).toBeGreaterThan(100);
  });

  it('takes markup given as text (a paste): the file is named after it', async () => {
    const output = await runOperation(svgToPng, valueAs({ kind: 'text', value: HALF }, 'file') as FileValue, {});
    expect(output.name).toBe('text.png');
    expect(sniffImageFormat(output.bytes)).toBe('png');
  });

  it('is deterministic: the same SVG and options give the same bytes', async () => {
    const a = await runOperation(svgToPng, svgFile(HALF), { scale: 2 });
    const b = await runOperation(svgToPng, svgFile(HALF), { scale: 2 });
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });
});

describe('svg-to-png: scripts and external references are never loaded, and say so', () => {
  it('a <script> and an event handler: the svgScript warning, the drawing still rendered', async () => {
    const result = await render(svgFile(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" onload="alert(1)"><script>document.body.innerHTML = ''</script><rect width="5" height="5" fill="#ff0000"/></svg>`));
    expect(result.warnings.map((warning) => warning.key)).toEqual(['image.svgScript']);
    expect(result.pixel(0, 2)).toEqual([255, 0, 0, 255]);
  });

  it('an external image and style: the svgExternal warning, nothing loaded, the rest rendered', async () => {
    const result = await render(
      svgFile(
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="5"><image href="https://example.com/tracker.png" width="10" height="5"/><image xlink:href="file:///etc/passwd" width="10" height="5"/><rect width="5" height="5" fill="#ff0000"/></svg>`,
      ),
    );
    expect(result.warnings.map((warning) => warning.key)).toEqual(['image.svgExternal']);
    expect(result.pixel(0, 2)).toEqual([255, 0, 0, 255]);
    expect(result.pixel(9, 2)).toEqual([0, 0, 0, 0]);
  });

  it('an embedded data: image is not external: drawn, no warning', async () => {
    const png = await encodeImage(Object.assign(createRaster(1, 1), { data: new Uint8ClampedArray([0, 0, 255, 255]) }), 'png');
    const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
    const result = await render(svgFile(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"><image href="${href}" width="10" height="5" preserveAspectRatio="none"/></svg>`));
    expect(result.warnings).toEqual([]);
    expect(result.pixel(5, 2)).toEqual([0, 0, 255, 255]);
  });
});

describe('svg-to-png: bad input gets a clear message', () => {
  it.each([
    ['markup that is not well-formed XML', svgFile('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'), {}, 'invalidSvg'],
    ['an unclosed root', svgFile('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">'), {}, 'invalidSvg'],
    ['an empty file', svgFile(''), {}, 'image.empty'],
    ['a text that is not SVG', svgFile('hello, world', 'notes.txt'), {}, 'image.unknownFormat'],
    ['a PNG image', { name: 'a.png', type: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]) }, {}, 'image.notImage'],
    ['a size past the 100 MP limit', svgFile('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="1000"/>'), { width: 16_000 }, 'image.tooLarge'],
  ] as const)('%s → %s', async (_what, file, options, key) => {
    const error = await failure(file, options);
    expect(error.key).toBe(key);
    if (key === 'invalidSvg') expect(error.detail).toMatch(/parsing failed|expected|unexpected|end of/i);
  });

  it.each([[{ scale: 0 }], [{ scale: 17 }], [{ width: -1 }], [{ width: 1.5 }], [{ background: 'red' }], [{ background: '#12345' }], [{ format: 'avif' }], [{ quality: 0 }]])('refuses the option %j', async (options) => {
    await expect(runOperation(svgToPng, svgFile(HALF), options)).rejects.toThrow();
  });
});
