/**
 * Reading QR codes, DataMatrix, Aztec, PDF417 and 1D barcodes from an image, the same in a page's
 * worker and in Node: the image is decoded by the image engine (PNG, JPEG, WebP, AVIF, GIF, BMP,
 * ICO, SVG, HEIC), its pixels are scanned by ZXing-C++ (zxing-wasm's reader build, its WebAssembly
 * from our own origin or, in Node, from disk: never from a CDN).
 */
import { formatToLabel, prepareZXingModule, purgeZXingModule, readBarcodes, type ReaderOptions, type ReadInputBarcodeFormat, type ReadResult } from 'zxing-wasm/reader';
import { readImageFile } from '../../engine/image/image-file';
import type { Raster } from '../../engine/image/raster';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { loadWasm } from '../../engine/vendor-assets';
import { ToolInputError } from '../../lib/errors';
import { parseContent, parseProduct, type CodeContent } from './qr-code-reader.content';
import type { CodeFamily } from './qr-code-reader.operations';


const FAMILY_FORMATS: Record<CodeFamily, ReadInputBarcodeFormat[]> = {
  all: [],
  matrix: ['AllMatrix'],
  linear: ['AllLinear'],
  qr: ['QRCode'],
};

export interface Point {
  x: number;
  y: number;
}

/** A code found in an image: its symbology ("QR Code", "EAN-13"…), its text, where it is, and what the text is. */
export type DecodedCode = {
  format: string;
  text: string;
  /** The code's corners, in the image's pixels (upright, after its EXIF orientation). */
  position: { topLeft: Point; topRight: Point; bottomRight: Point; bottomLeft: Point };
} & CodeContent;

export interface ReadOptions {
  formats?: CodeFamily;
}

let ready: Promise<unknown> | undefined;

/** ZXing's module, instantiated once per worker or process from our compiled WebAssembly. */
function zxing(): Promise<unknown> {
  ready ??= (async () => {
    const wasm = await loadWasm('zxing-reader', 'zxing_reader.wasm');
    return prepareZXingModule({
      overrides: {
        // Never asked for (instantiateWasm gives the module), but never a CDN address either.
        locateFile: (file: string) => file,
        instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
          void WebAssembly.instantiate(wasm, imports).then(done);
          return {};
        },
      },
      fireImmediately: true,
    });
  })();
  ready.catch(() => {
    ready = undefined;
    purgeZXingModule();
  });
  return ready;
}

const point = ({ x, y }: Point): Point => ({ x, y });

function toCode(result: ReadResult): DecodedCode {
  const { topLeft, topRight, bottomRight, bottomLeft } = result.position;
  return {
    format: formatToLabel(result.format) ?? result.format,
    text: result.text,
    position: { topLeft: point(topLeft), topRight: point(topRight), bottomRight: point(bottomRight), bottomLeft: point(bottomLeft) },
    ...(parseProduct(result.format, result.text, result.extra) ?? parseContent(result.text)),
  };
}

const top = (code: DecodedCode) => Math.min(code.position.topLeft.y, code.position.topRight.y, code.position.bottomLeft.y, code.position.bottomRight.y);
const left = (code: DecodedCode) => Math.min(code.position.topLeft.x, code.position.topRight.x, code.position.bottomLeft.x, code.position.bottomRight.x);

/**
 * The codes in RGBA pixels, top to bottom then left to right (an empty list when there are none).
 * A quick pass first (what a clear code needs: a 2 MP photo in tens of milliseconds); when it finds
 * nothing, a thorough one: denser scan lines, every rotation, inverted (light on dark) and
 * downscaled images. `quick` alone for camera frames, where the next frame is the next try.
 */
export async function scanRaster(raster: Pick<Raster, 'width' | 'height' | 'data'>, options: ReadOptions & { quickOnly?: boolean } = {}): Promise<DecodedCode[]> {
  await zxing();
  const image = { data: raster.data, width: raster.width, height: raster.height } as unknown as ImageData;
  const base: ReaderOptions = { formats: FAMILY_FORMATS[options.formats ?? 'all'], tryRotate: true, tryInvert: true, tryDownscale: true, maxNumberOfSymbols: 255 };
  let results = await readBarcodes(image, { ...base, tryHarder: false });
  if (!results.some((result) => result.isValid) && !options.quickOnly) results = await readBarcodes(image, { ...base, tryHarder: true });
  return results
    .filter((result) => result.isValid)
    .map(toCode)
    .sort((a, b) => {
      // Codes whose tops are within a few pixels read as one row, left to right.
      const rows = top(a) - top(b);
      return Math.abs(rows) > 8 ? rows : left(a) - left(b);
    });
}

/** The codes in an image file; none is an error that says so. */
export async function readCodes(file: FileValue, options: ReadOptions = {}, context?: Pick<OperationContext, 'warn'>): Promise<DecodedCode[]> {
  const { raster } = await readImageFile(file, {}, context);
  const codes = await scanRaster(raster, options);
  if (codes.length === 0) throw new ToolInputError('noCode');
  return codes;
}

/** The decoded texts, one code a line (a code whose text has several lines, a vCard, keeps them). */
export async function readTexts(file: FileValue, options: ReadOptions = {}, context?: Pick<OperationContext, 'warn'>): Promise<string> {
  return (await readCodes(file, options, context)).map((code) => code.text).join('\n');
}
