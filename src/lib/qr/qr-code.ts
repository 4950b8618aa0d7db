import { create, type QRCodeSegment } from 'qrcode';

/**
 * QR codes drawn locally (shared by the QR Code and WiFi QR Code generators): the `qrcode` encoder
 * picks numeric / alphanumeric / byte segments (UTF-8 for non-ASCII text); this module turns its
 * module matrix into an SVG string or RGBA pixels with the chosen colours and a 4-module quiet zone.
 * Only the two QR tools import it, so the encoder stays in their chunks.
 */
export type QrErrorLevel = 'L' | 'M' | 'Q' | 'H';
export const QR_QUIET_ZONE = 4;
export const QR_IMAGE_SIZE = 1024;

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Row-major, 1 = dark module. */
  modules: Uint8Array;
  version: number;
}

/** Thrown when the data does not fit in a version 40 symbol at the chosen level. */
export class QrTooLongError extends Error {
  constructor() {
    super('The amount of data is too big to be stored in a QR Code');
    this.name = 'QrTooLongError';
  }
}

type SegmentMode = 'numeric' | 'alphanumeric' | 'byte';
const MODES: readonly SegmentMode[] = ['numeric', 'alphanumeric', 'byte'];
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** Bits of each segment header (mode indicator + character count) for versions 10–26. */
const HEADER_BITS: Record<SegmentMode, number> = { numeric: 4 + 12, alphanumeric: 4 + 11, byte: 4 + 16 };

/**
 * Splits text into numeric / alphanumeric / byte segments with the fewest bits (dynamic programming
 * over the characters, in sixths of a bit: a digit costs 10/3 bits, an alphanumeric character 5.5,
 * a byte 8 per UTF-8 byte, a new segment its header). Linear time, unlike the encoder's own
 * graph search, which takes about 100 ms for 2,000 characters.
 */
export function splitIntoSegments(text: string): { data: string; mode: SegmentMode }[] {
  const chars = Array.from(text);
  if (chars.length === 0) return [];
  const count = chars.length;
  // cost[i][m]: fewest sixths of a bit to encode chars[0..i] ending in mode m; from[i][m]: previous mode.
  const cost = new Float64Array((count + 1) * 3);
  const from = new Int8Array(count * 3);
  const INF = Number.POSITIVE_INFINITY;
  for (let mode = 0; mode < 3; mode += 1) cost[mode] = HEADER_BITS[MODES[mode] as SegmentMode] * 6;
  for (let index = 0; index < count; index += 1) {
    const char = chars[index] as string;
    const code = char.codePointAt(0) as number;
    const charCost = [
      code >= 48 && code <= 57 ? 20 : INF,
      ALPHANUMERIC.includes(char) ? 33 : INF,
      (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4) * 48,
    ];
    for (let mode = 0; mode < 3; mode += 1) {
      let best = INF;
      let bestFrom = mode;
      for (let previous = 0; previous < 3; previous += 1) {
        // Staying in a mode continues its segment; changing opens a new one (header cost).
        const start = index === 0 ? (previous === mode ? cost[mode] as number : INF) : (cost[index * 3 + previous] as number) + (previous === mode ? 0 : HEADER_BITS[MODES[mode] as SegmentMode] * 6);
        if (start < best) {
          best = start;
          bestFrom = previous;
        }
      }
      cost[(index + 1) * 3 + mode] = best + (charCost[mode] as number);
      from[index * 3 + mode] = bestFrom;
    }
  }
  let mode = 0;
  for (let candidate = 1; candidate < 3; candidate += 1) if ((cost[count * 3 + candidate] as number) < (cost[count * 3 + mode] as number)) mode = candidate;
  const modes = new Array<number>(count);
  for (let index = count - 1; index >= 0; index -= 1) {
    modes[index] = mode;
    mode = from[index * 3 + mode] as number;
  }
  const segments: { data: string; mode: SegmentMode }[] = [];
  for (let index = 0; index < count; index += 1) {
    const segmentMode = MODES[modes[index] as number] as SegmentMode;
    const last = segments[segments.length - 1];
    if (last && last.mode === segmentMode) last.data += chars[index];
    else segments.push({ data: chars[index] as string, mode: segmentMode });
  }
  return segments;
}

export function createQrMatrix(text: string, level: QrErrorLevel): QrMatrix {
  try {
    const code = create(splitIntoSegments(text) as QRCodeSegment[], { errorCorrectionLevel: level });
    return { size: code.modules.size, modules: Uint8Array.from(code.modules.data as ArrayLike<number>), version: code.version };
  } catch (error) {
    if (error instanceof Error && /too big/i.test(error.message)) throw new QrTooLongError();
    throw error;
  }
}

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` → [r, g, b, a] (0–255), or undefined. */
export function parseHexColor(color: string): [number, number, number, number] | undefined {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  if (!match) return undefined;
  let hex = (match[1] as string).toLowerCase();
  if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join('');
  if (hex.length === 6) hex += 'ff';
  return [0, 2, 4, 6].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number, number];
}

export interface QrColors {
  /** Hex colour, alpha allowed (`#000000ff`). */
  foreground: string;
  background: string;
}

function svgColor(color: string): { fill: string; opacity: string } {
  const rgba = parseHexColor(color) ?? [0, 0, 0, 255];
  const hex = `#${rgba
    .slice(0, 3)
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
  const alpha = rgba[3] / 255;
  return { fill: hex, opacity: alpha === 1 ? '' : ` fill-opacity="${Number(alpha.toFixed(3))}"` };
}

/** An SVG document (one path for the dark modules), `QR_IMAGE_SIZE` px wide, quiet zone included. */
export function qrMatrixToSvg(matrix: QrMatrix, colors: QrColors, quietZone = QR_QUIET_ZONE): string {
  const total = matrix.size + 2 * quietZone;
  const background = svgColor(colors.background);
  const foreground = svgColor(colors.foreground);
  let path = '';
  for (let row = 0; row < matrix.size; row += 1) {
    let run = 0;
    for (let column = 0; column <= matrix.size; column += 1) {
      const dark = column < matrix.size && matrix.modules[row * matrix.size + column] === 1;
      if (dark) run += 1;
      else if (run > 0) {
        path += `M${column - run + quietZone} ${row + quietZone}h${run}v1h-${run}z`;
        run = 0;
      }
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" width="${QR_IMAGE_SIZE}" height="${QR_IMAGE_SIZE}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="${background.fill}"${background.opacity}/>` +
    `<path fill="${foreground.fill}"${foreground.opacity} d="${path}"/>` +
    `</svg>\n`
  );
}

/**
 * RGBA pixels of the code, `width` px square: each pixel takes the colour of the module under it
 * (nearest module, no blur), quiet zone included.
 */
export function qrMatrixToPixels(matrix: QrMatrix, colors: QrColors, width = QR_IMAGE_SIZE, quietZone = QR_QUIET_ZONE): Uint8ClampedArray<ArrayBuffer> {
  const total = matrix.size + 2 * quietZone;
  const dark = parseHexColor(colors.foreground) ?? [0, 0, 0, 255];
  const light = parseHexColor(colors.background) ?? [255, 255, 255, 255];
  const pixels = new Uint8ClampedArray(width * width * 4);
  const moduleOf = new Int32Array(width);
  for (let pixel = 0; pixel < width; pixel += 1) moduleOf[pixel] = Math.floor((pixel * total) / width) - quietZone;
  for (let y = 0; y < width; y += 1) {
    const row = moduleOf[y] as number;
    const rowInside = row >= 0 && row < matrix.size;
    for (let x = 0; x < width; x += 1) {
      const column = moduleOf[x] as number;
      const isDark = rowInside && column >= 0 && column < matrix.size && matrix.modules[row * matrix.size + column] === 1;
      const color = isDark ? dark : light;
      const offset = (y * width + x) * 4;
      pixels[offset] = color[0];
      pixels[offset + 1] = color[1];
      pixels[offset + 2] = color[2];
      pixels[offset + 3] = color[3];
    }
  }
  return pixels;
}

/** A PNG blob of the code drawn on a canvas (browser only). */
export async function qrMatrixToPngBlob(matrix: QrMatrix, colors: QrColors, width = QR_IMAGE_SIZE): Promise<Blob> {
  const pixels = qrMatrixToPixels(matrix, colors, width);
  const image = new ImageData(pixels, width, width);
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, width);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    context.putImageData(image, 0, 0);
    return canvas.convertToBlob({ type: 'image/png' });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = width;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.putImageData(image, 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'));
}

export type QrEncodeResult = { status: 'tooLong' } | { status: 'ready'; matrix: QrMatrix; svg: string; version: number };

/** Encodes and writes the SVG (a few milliseconds): what the screen shows first. */
export function encodeQr(text: string, level: QrErrorLevel, colors: QrColors): QrEncodeResult {
  let matrix: QrMatrix;
  try {
    matrix = createQrMatrix(text, level);
  } catch (error) {
    if (error instanceof QrTooLongError) return { status: 'tooLong' };
    throw error;
  }
  return { status: 'ready', matrix, svg: qrMatrixToSvg(matrix, colors), version: matrix.version };
}
