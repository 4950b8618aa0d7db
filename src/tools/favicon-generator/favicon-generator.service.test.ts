import type { FileEntry } from '@zip.js/zip.js';
import { describe, expect, it } from 'vitest';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { sniffImageFormat } from '../../engine/image/formats';
import { readIcoEntries, writeIco } from '../../engine/image/ico';
import { createRaster, hasAlpha, type Raster } from '../../engine/image/raster';
import { runOperation, type OperationWarning } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { isToolInputError } from '../../lib/errors';
import { linkTags, webManifest } from './favicon-generator.markup';
import { faviconGenerator, faviconReadIco } from './favicon-generator.operations';

/** A disc of `colour` on a transparent square (or an opaque square with `opaque`). */
function disc(width: number, height: number, colour: readonly [number, number, number], opaque = false): Raster {
  const raster = createRaster(width, height);
  const radius = Math.min(width, height) / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = opaque || (x + 0.5 - width / 2) ** 2 + (y + 0.5 - height / 2) ** 2 <= radius ** 2;
      raster.data.set(inside ? [...colour, 255] : [0, 0, 0, 0], (y * width + x) * 4);
    }
  }
  return raster;
}

const pngFile = async (raster: Raster, name = 'logo.png'): Promise<FileValue> => ({ name, type: 'image/png', bytes: await encodeImage(raster, 'png') });
const svgFile = (text: string, name = 'logo.svg'): FileValue => ({ name, type: 'image/svg+xml', bytes: new TextEncoder().encode(text) });

async function unzip(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const { ZipReader, Uint8ArrayReader, Uint8ArrayWriter } = await import('@zip.js/zip.js/index-native.js');
  const entries = await new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false }).getEntries();
  const files = new Map<string, Uint8Array>();
  for (const entry of entries) files.set(entry.filename, await (entry as FileEntry).getData(new Uint8ArrayWriter()));
  return files;
}

async function generate(file: FileValue, options: Record<string, unknown> = {}) {
  const warnings: OperationWarning[] = [];
  const output = await runOperation(faviconGenerator, file, options, { warn: (warning) => warnings.push(warning) });
  return { output, warnings, files: await unzip(output.bytes) };
}

async function decoded(bytes: Uint8Array) {
  expect(sniffImageFormat(bytes)).toBe('png');
  const { raster } = await decodeImage(bytes);
  const pixel = (x: number, y: number) => [...raster.data.subarray((y * raster.width + x) * 4, (y * raster.width + x) * 4 + 4)];
  return { raster, pixel };
}

const PNG_FILES = ['favicon-16x16.png', 'favicon-32x32.png', 'favicon-48x48.png', 'apple-touch-icon.png', 'android-chrome-192x192.png', 'android-chrome-512x512.png'];
const SIZES: Record<string, number> = { 'favicon-16x16.png': 16, 'favicon-32x32.png': 32, 'favicon-48x48.png': 48, 'apple-touch-icon.png': 180, 'android-chrome-192x192.png': 192, 'android-chrome-512x512.png': 512 };

describe('favicon-generator: the set from a PNG', async () => {
  const source = await pngFile(disc(600, 600, [20, 120, 220]));
  const { output, warnings, files } = await generate(source, { background: '#ff8800' });

  it('is one ZIP named after the image, with every file in order', () => {
    expect(output).toMatchObject({ name: 'logo-favicons.zip', type: 'application/zip' });
    expect([...files.keys()]).toEqual(['favicon.ico', ...PNG_FILES, 'site.webmanifest', 'favicon.html']);
    expect(warnings).toEqual([]);
  });

  it.each(PNG_FILES)('%s is a PNG of its size, with the disc in the middle', async (name) => {
    const { raster, pixel } = await decoded(files.get(name)!);
    const size = SIZES[name]!;
    expect([raster.width, raster.height]).toEqual([size, size]);
    const middle = pixel(size / 2, size / 2);
    expect(Math.abs(middle[0]! - 20) + Math.abs(middle[1]! - 120) + Math.abs(middle[2]! - 220)).toBeLessThanOrEqual(6);
    // The corners: transparent, except on the Apple icon, which is opaque over the background.
    if (name === 'apple-touch-icon.png') {
      expect(hasAlpha(raster)).toBe(false);
      expect(pixel(0, 0)).toEqual([255, 136, 0, 255]);
    } else expect(pixel(0, 0)[3]).toBe(0);
  });

  it('favicon.ico holds the 16, 32 and 48 px PNGs, byte for byte the PNG files', () => {
    const ico = files.get('favicon.ico')!;
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const entries = readIcoEntries(ico);
    expect(entries.map((entry) => [entry.width, entry.height, entry.png, entry.bitCount])).toEqual([
      [16, 16, true, 32],
      [32, 32, true, 32],
      [48, 48, true, 32],
    ]);
    for (const entry of entries) expect(Buffer.from(entry.bytes).equals(Buffer.from(files.get(`favicon-${entry.width}x${entry.height}.png`)!))).toBe(true);
  });

  it('site.webmanifest and favicon.html are the markup of the options', () => {
    const markup = { path: '/', name: '', shortName: '', themeColor: '#ffffff', background: '#ff8800', svg: false };
    expect(new TextDecoder().decode(files.get('site.webmanifest'))).toBe(webManifest(markup));
    expect(new TextDecoder().decode(files.get('favicon.html'))).toBe(`${linkTags(markup)}\n`);
  });

  it('is deterministic: the same image and options give the same bytes', async () => {
    const again = await runOperation(faviconGenerator, source, { background: '#ff8800' });
    expect(Buffer.from(again.bytes).equals(Buffer.from(output.bytes))).toBe(true);
  });
});

describe('favicon-generator: sources and options', () => {
  it('an SVG is rendered at each size (crisp) and kept as favicon.svg, with its link', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c00"/><rect x="5" width="5" height="5" fill="#00c"/></svg>';
    const { files, warnings } = await generate(svgFile(svg));
    expect([...files.keys()]).toEqual(['favicon.ico', 'favicon.svg', ...PNG_FILES, 'site.webmanifest', 'favicon.html']);
    expect(new TextDecoder().decode(files.get('favicon.svg'))).toBe(svg);
    expect(new TextDecoder().decode(files.get('favicon.html'))).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" sizes="any">');
    expect(warnings).toEqual([]);
    // Rendered, not resampled: the quarter's edge is sharp at 16 px.
    const { pixel } = await decoded(files.get('favicon-16x16.png')!);
    expect(pixel(7, 2)).toEqual([204, 0, 0, 255]);
    expect(pixel(8, 2)).toEqual([0, 0, 204, 255]);
  });

  it('an image that is not square is centred on a transparent square, and says so', async () => {
    const { files, warnings } = await generate(await pngFile(disc(600, 300, [0, 160, 0], true), 'banner.png'));
    expect(warnings.map((warning) => [warning.key, warning.data])).toEqual([['notSquare', { width: 600, height: 300 }]]);
    const { pixel } = await decoded(files.get('android-chrome-512x512.png')!);
    expect(pixel(256, 100)[3]).toBe(0); // above the banner
    expect(pixel(256, 256)).toEqual([0, 160, 0, 255]);
    expect(pixel(256, 130)).toEqual([0, 160, 0, 255]); // the banner is 512 × 256, from row 128
  });

  it('a small image is enlarged, and says so', async () => {
    const { warnings } = await generate(await pngFile(disc(64, 64, [0, 0, 0])));
    expect(warnings.map((warning) => [warning.key, warning.data])).toEqual([['smallSource', { width: 64, height: 64 }]]);
  });

  it('padding leaves a transparent margin on every side', async () => {
    const { files } = await generate(await pngFile(disc(512, 512, [200, 0, 0], true)), { padding: 10 });
    const { pixel } = await decoded(files.get('android-chrome-512x512.png')!);
    // 10 % of 512 ≈ 51 px each side.
    expect(pixel(40, 256)[3]).toBe(0);
    expect(pixel(60, 256)).toEqual([200, 0, 0, 255]);
    expect(pixel(256, 470)[3]).toBe(0);
    const apple = await decoded(files.get('apple-touch-icon.png')!);
    expect(apple.pixel(5, 90)).toEqual([255, 255, 255, 255]);
  });

  it('the manifest and the tags follow the name, theme colour and path', async () => {
    const { files } = await generate(svgFile('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'), { name: 'Tool box', shortName: 'Tools', themeColor: '#123456', background: '#abcdef', path: '/static/icons' });
    expect(JSON.parse(new TextDecoder().decode(files.get('site.webmanifest')))).toEqual({
      name: 'Tool box',
      short_name: 'Tools',
      icons: [
        { src: '/static/icons/android-chrome-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/static/icons/android-chrome-512x512.png', sizes: '512x512', type: 'image/png' },
      ],
      theme_color: '#123456',
      background_color: '#abcdef',
      display: 'standalone',
    });
    const html = new TextDecoder().decode(files.get('favicon.html'));
    expect(html.split('\n')).toEqual([
      '<link rel="icon" href="/static/icons/favicon.ico" sizes="16x16 32x32 48x48">',
      '<link rel="icon" href="/static/icons/favicon.svg" type="image/svg+xml" sizes="any">',
      '<link rel="icon" href="/static/icons/favicon-32x32.png" type="image/png" sizes="32x32">',
      '<link rel="icon" href="/static/icons/favicon-16x16.png" type="image/png" sizes="16x16">',
      '<link rel="apple-touch-icon" href="/static/icons/apple-touch-icon.png" sizes="180x180">',
      '<link rel="manifest" href="/static/icons/site.webmanifest">',
      '<meta name="theme-color" content="#123456">',
      '',
    ]);
  });

  it.each([
    ['', '', {}],
    ['App', '', { name: 'App', short_name: 'App' }],
    ['  ', 'S', { short_name: 'S' }],
  ])('name %j, short name %j → %j', (name, shortName, expected) => {
    const manifest = JSON.parse(webManifest({ path: '', name, shortName, themeColor: '#fff', background: '#000', svg: false })) as Record<string, unknown>;
    expect({ name: manifest.name, short_name: manifest.short_name }).toEqual({ name: undefined, short_name: undefined, ...expected });
    expect((manifest.icons as { src: string }[])[0]!.src).toBe('android-chrome-192x192.png');
  });

  it('escapes what it writes into attributes', () => {
    expect(linkTags({ path: '/a"b/', name: '', shortName: '', themeColor: '#fff', background: '#fff', svg: false })).toContain('href="/a&quot;b/favicon.ico"');
  });
});

describe('favicon-generator-read-ico: an ICO back into its PNGs', () => {
  it('an ICO written then read back gives the same PNGs, named by size', async () => {
    const { files } = await generate(await pngFile(disc(256, 256, [90, 30, 160])));
    const pngs = await runOperation(faviconReadIco, { name: 'favicon.ico', type: 'image/x-icon', bytes: files.get('favicon.ico')! }, {});
    expect(pngs.map((file) => [file.name, file.type])).toEqual([
      ['favicon-16x16.png', 'image/png'],
      ['favicon-32x32.png', 'image/png'],
      ['favicon-48x48.png', 'image/png'],
    ]);
    for (const file of pngs) expect(Buffer.from(file.bytes).equals(Buffer.from(files.get(file.name)!))).toBe(true);
  });

  it('bitmap entries (32-bit with alpha, 24-bit with an AND mask) are decoded and written as PNG', async () => {
    /** A 2 × 2 DIB as an ICO stores it: height doubled, rows bottom-up, then the 1-bit AND mask. */
    const dib = (bitCount: 24 | 32, rows: number[][][], mask: number[]) => {
      const rowBytes = Math.ceil((2 * bitCount) / 8 / 4) * 4;
      const bytes = new Uint8Array(40 + rowBytes * 2 + 4 * 2);
      const view = new DataView(bytes.buffer);
      view.setUint32(0, 40, true);
      view.setInt32(4, 2, true);
      view.setInt32(8, 4, true);
      view.setUint16(12, 1, true);
      view.setUint16(14, bitCount, true);
      rows.forEach((row, index) => {
        const at = 40 + (1 - index) * rowBytes; // bottom-up
        row.forEach(([r, g, b, a], x) => bytes.set(bitCount === 32 ? [b!, g!, r!, a!] : [b!, g!, r!], at + x * (bitCount / 8)));
      });
      mask.forEach((bits, index) => (bytes[40 + rowBytes * 2 + (1 - index) * 4] = bits));
      return bytes;
    };
    const ico = (images: { size: number; bitCount: number; data: Uint8Array }[]) => {
      const header = 6 + images.length * 16;
      const out = new Uint8Array(header + images.reduce((sum, image) => sum + image.data.length, 0));
      const view = new DataView(out.buffer);
      view.setUint16(2, 1, true);
      view.setUint16(4, images.length, true);
      let offset = header;
      images.forEach((image, index) => {
        out[6 + index * 16] = image.size;
        out[7 + index * 16] = image.size;
        view.setUint16(6 + index * 16 + 4, 1, true);
        view.setUint16(6 + index * 16 + 6, image.bitCount, true);
        view.setUint32(6 + index * 16 + 8, image.data.length, true);
        view.setUint32(6 + index * 16 + 12, offset, true);
        out.set(image.data, offset);
        offset += image.data.length;
      });
      return out;
    };
    const red = [255, 0, 0, 255];
    const half = [0, 0, 255, 128];
    const bytes = ico([
      { size: 2, bitCount: 32, data: dib(32, [[red, half], [half, red]], [0, 0]) },
      { size: 2, bitCount: 24, data: dib(24, [[red, red], [red, red]], [0x40, 0x80]) }, // mask: top-right and bottom-left transparent
    ]);
    const pngs = await runOperation(faviconReadIco, { name: 'app.ico', type: 'image/x-icon', bytes }, {});
    expect(pngs.map((file) => file.name)).toEqual(['app-2x2.png', 'app-2x2-24bit.png']);
    const first = await decoded(pngs[0]!.bytes);
    expect([first.pixel(0, 0), first.pixel(1, 0), first.pixel(0, 1), first.pixel(1, 1)]).toEqual([red, half, half, red]);
    const second = await decoded(pngs[1]!.bytes);
    expect([second.pixel(0, 0)[3], second.pixel(1, 0)[3], second.pixel(0, 1)[3], second.pixel(1, 1)[3]]).toEqual([255, 0, 0, 255]);
  });

  it('names repeated sizes apart', async () => {
    const png = await encodeImage(disc(16, 16, [1, 2, 3]), 'png');
    const ico = writeIco([16, 16, 16].map(() => ({ width: 16, height: 16, png })));
    const pngs = await runOperation(faviconReadIco, { name: 'x.ico', type: 'image/x-icon', bytes: ico }, {});
    expect(pngs.map((file) => file.name)).toEqual(['x-16x16.png', 'x-16x16-32bit.png', 'x-16x16-2.png']);
  });
});

describe('favicon-generator: bad input gets a clear message', () => {
  const failure = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (isToolInputError(error)) return { key: error.messageKey, params: error.params };
      throw error;
    }
    throw new Error('expected a failure');
  };
  const pdf = { name: 'doc.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') };

  it.each([
    ['a PDF', () => runOperation(faviconGenerator, pdf, {}), 'image.notImage'],
    ['an empty file', () => runOperation(faviconGenerator, { name: 'x.png', type: 'image/png', bytes: new Uint8Array(0) }, {}), 'image.empty'],
    ['invalid SVG', () => runOperation(faviconGenerator, svgFile('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'), {}), 'image.damaged'],
    ['a PNG given as an ICO', async () => runOperation(faviconReadIco, await pngFile(disc(4, 4, [0, 0, 0])), {}), 'image.notImage'],
    ['a truncated ICO', () => runOperation(faviconReadIco, { name: 'x.ico', type: 'image/x-icon', bytes: Uint8Array.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 4, 0, 0, 22, 0, 0, 0, 0x89, 0x50]) }, {}), 'image.damaged'],
  ] as const)('%s → %s', async (_what, run, key) => {
    expect((await failure(run)).key).toBe(key);
  });

  it.each([[{ background: 'red' }], [{ themeColor: '#12' }], [{ padding: 31 }], [{ padding: -1 }], [{ padding: 2.5 }]])('refuses the option %j', async (options) => {
    await expect(runOperation(faviconGenerator, svgFile('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'), options)).rejects.toThrow();
  });
});
