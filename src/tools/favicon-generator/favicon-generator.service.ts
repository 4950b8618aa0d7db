import { decodeImage, encodeImage, identifyImage, resizeRaster } from '../../engine/image/codec';
import { decodeDib } from '../../engine/image/bmp';
import { readIcoEntries, writeIco } from '../../engine/image/ico';
import { readImageFile } from '../../engine/image/image-file';
import { createRaster, flatten, type Raster } from '../../engine/image/raster';
import type { OperationContext } from '../../engine/operation';
import { deriveFileName, type FileValue } from '../../engine/values';
import { FAVICON_PNGS, ICO_SIZES, linkTags, webManifest, type FaviconMarkupOptions } from './favicon-generator.markup';

export interface FaviconOptions extends Omit<FaviconMarkupOptions, 'svg'> {
  /** Transparent margin around the picture in every icon, in percent of the icon's side (each side). */
  padding: number;
}

/** The side an image should have at least: the largest icon's. */
const LARGEST = 512;
/** OxiPNG's level for the icons: small files, the same bytes every time. */
const PNG_LEVEL = 2;

/** `picture` centred on a transparent `size` × `size` square (cut at the edges if it is larger). */
function centred(picture: Raster, size: number): Raster {
  const square = createRaster(size, size);
  const left = Math.floor((size - picture.width) / 2);
  const top = Math.floor((size - picture.height) / 2);
  for (let y = 0; y < picture.height; y++) {
    const row = top + y;
    if (row < 0 || row >= size) continue;
    const from = Math.max(0, -left);
    const to = Math.min(picture.width, size - left);
    if (to <= from) continue;
    square.data.set(picture.data.subarray((y * picture.width + from) * 4, (y * picture.width + to) * 4), (row * size + left + from) * 4);
  }
  return square;
}

/** The side of the picture inside an icon of `size` with `padding` percent on each side. */
const inner = (size: number, padding: number) => Math.max(1, Math.round(size * (1 - (2 * padding) / 100)));

/** The picture's width and height fitted inside `box` × `box`, keeping its shape. */
function fit(width: number, height: number, box: number): { width: number; height: number } {
  const scale = box / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Icons of any size from one image: an SVG is rendered at each size (crisp edges), any other image
 * is decoded once and resampled (Lanczos-3) for each. A picture that is not square is centred on a
 * transparent square.
 */
async function iconMaker(file: FileValue, padding: number, context?: Pick<OperationContext, 'warn'>): Promise<{ svg: boolean; icon: (size: number) => Promise<Raster> }> {
  const format = identifyImage(file.bytes);
  let width: number;
  let height: number;
  let icon: (size: number) => Promise<Raster>;
  if (format === 'svg') {
    // Its shape from a first rendering at the largest size (the decoder's warnings are said once).
    const first = await readImageFile(file, { accept: ['svg'], svg: { width: LARGEST } }, context);
    ({ width, height } = first.raster);
    icon = async (size) => {
      const box = inner(size, padding);
      const target = fit(width, height, box);
      const { raster } = await decodeImage(file.bytes, { accept: ['svg'], svg: { width: target.width } });
      return centred(raster, size);
    };
  } else {
    const { raster } = await readImageFile(file, {}, context);
    ({ width, height } = raster);
    icon = async (size) => {
      const target = fit(width, height, inner(size, padding));
      return centred(await resizeRaster(raster, target.width, target.height), size);
    };
    if (Math.max(width, height) < LARGEST) {
      context?.warn?.({ key: 'smallSource', message: `The image is ${width} × ${height}: the icons larger than that (up to 512 × 512) are enlarged and may look soft. Start from 512 × 512 or more, or from an SVG.`, data: { width, height } });
    }
  }
  if (Math.abs(width - height) > Math.max(width, height) * 0.01) {
    context?.warn?.({ key: 'notSquare', message: `The image is ${width} × ${height}, not square: it was centred on a transparent square.`, data: { width, height } });
  }
  return { svg: format === 'svg', icon };
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * A favicon set as one ZIP: favicon.ico (16, 32 and 48 px PNGs), the PNG sizes, the Apple touch icon
 * (180 px, opaque over `background`: iOS fills transparency with black), the Android/PWA icons (192,
 * 512), favicon.svg when the source is an SVG, site.webmanifest and favicon.html (the `<link>` tags).
 * Entries are dated 1980-01-01, so the same image and options always give the same bytes.
 */
export async function generateFavicons(file: FileValue, options: FaviconOptions, context?: Pick<OperationContext, 'warn'>): Promise<FileValue> {
  const { svg, icon } = await iconMaker(file, options.padding, context);
  const pngs = new Map<string, Uint8Array>();
  for (const { name, size } of FAVICON_PNGS) {
    let raster = await icon(size);
    if (name === 'apple-touch-icon.png') raster = flatten(raster, options.background);
    pngs.set(name, await encodeImage(raster, 'png', { pngOptimise: PNG_LEVEL }));
  }
  const ico = writeIco(ICO_SIZES.map((size) => ({ width: size, height: size, png: pngs.get(`favicon-${size}x${size}.png`)! })));
  const markup = { ...options, svg };
  const entries: [string, Uint8Array][] = [
    ['favicon.ico', ico],
    ...(svg ? [['favicon.svg', file.bytes] as [string, Uint8Array]] : []),
    ...FAVICON_PNGS.map(({ name }) => [name, pngs.get(name)!] as [string, Uint8Array]),
    ['site.webmanifest', utf8(webManifest(markup))],
    ['favicon.html', utf8(`${linkTags(markup)}\n`)],
  ];
  const { ZipWriter, Uint8ArrayReader, Uint8ArrayWriter, configure } = await import('@zip.js/zip.js/index-native.js');
  // This already runs off the page (an operation worker, a worker thread): no workers of zip.js's own.
  configure({ useWebWorkers: false });
  const writer = new ZipWriter(new Uint8ArrayWriter(), { level: 9, lastModDate: new Date(1980, 0, 1), extendedTimestamp: false, dataDescriptor: false });
  for (const [name, bytes] of entries) await writer.add(name, new Uint8ArrayReader(bytes));
  const bytes = await writer.close();
  return { name: `${deriveFileName(file.name || 'favicon', '')}-favicons.zip`, type: 'application/zip', bytes };
}

/**
 * The images of an ICO file, each as a PNG named by its size (`favicon-32x32.png`): PNG entries as
 * they are stored (byte for byte), bitmap entries decoded (with their AND mask) and encoded as PNG.
 */
export async function readIco(file: FileValue): Promise<FileValue[]> {
  identifyImage(file.bytes, ['ico']);
  const entries = readIcoEntries(file.bytes);
  const stem = deriveFileName(file.name || 'favicon', '');
  const taken = new Set<string>();
  const files: FileValue[] = [];
  for (const entry of entries) {
    const size = `${entry.width}x${entry.height}`;
    let name = `${stem}-${size}.png`;
    if (taken.has(name)) name = `${stem}-${size}-${entry.bitCount}bit.png`;
    for (let count = 2; taken.has(name); count++) name = `${stem}-${size}-${count}.png`;
    taken.add(name);
    const bytes = entry.png ? new Uint8Array(entry.bytes) : await encodeImage(decodeDib(entry.bytes, 0, undefined, true), 'png');
    files.push({ name, type: 'image/png', bytes });
  }
  return files;
}
