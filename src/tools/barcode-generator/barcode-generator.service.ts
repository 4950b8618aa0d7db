/**
 * Barcodes drawn by bwip-js (Barcode Writer in Pure PostScript, MIT) through its platform-neutral
 * build: an SVG document (bars as strokes, the human-readable line as glyph outlines, so no font is
 * needed anywhere); a PNG is that SVG rendered by resvg and encoded by the image engine — the same
 * WebAssembly in the browser and in Node, so both give the same bytes.
 */
import { code128, code39, datamatrix, drawingSVG, ean13, ean8, interleaved2of5, itf14, pdf417, upca, upce, type RenderOptions } from 'bwip-js/generic';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { ToolInputError } from '../../lib/errors';
import { checkBarcodeText, MATRIX_SYMBOLOGIES, SYMBOLOGY_NAMES, type BarcodeFormat, type Symbology } from './barcode-generator.validate';

export interface BarcodeOptions {
  symbology: Symbology;
  format: BarcodeFormat;
  /** Pixels per module (the narrowest bar; a 2D symbol's square is two). */
  scale: number;
  /** Bar height in millimetres at scale 1 (1D codes); 0: the symbology's usual height. */
  height: number;
  /** The number or text under the bars (1D codes). */
  includeText: boolean;
  /** `#rrggbb`. */
  color: string;
  /** `#rrggbb`, or '' for a transparent background. */
  background: string;
}

type Encoder = (options: RenderOptions, drawing: ReturnType<typeof drawingSVG>) => string;

const ENCODERS: Record<Symbology, Encoder> = { code128, ean13, ean8, upca, upce, code39, itf14, interleaved2of5, datamatrix, pdf417 };

/** Quiet zones in bwip-js units (a 1D module is one unit, a Data Matrix module two): what scanners need on each side. */
const QUIET_ZONE: Record<Symbology, { width: number; height: number }> = {
  code128: { width: 10, height: 0 },
  code39: { width: 10, height: 0 },
  interleaved2of5: { width: 10, height: 0 },
  itf14: { width: 10, height: 0 },
  ean13: { width: 11, height: 0 },
  ean8: { width: 7, height: 0 },
  upca: { width: 9, height: 0 },
  upce: { width: 9, height: 0 },
  datamatrix: { width: 4, height: 4 },
  pdf417: { width: 2, height: 2 },
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function checkColor(value: string, field: 'color' | 'background', allowEmpty: boolean): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '' && allowEmpty) return undefined;
  if (!HEX_COLOR.test(trimmed)) throw new ToolInputError('errors.badColor', { params: { value: trimmed, field } });
  return trimmed.slice(1).toUpperCase();
}

/**
 * Non-ASCII text in a 2D symbol: bwip-js writes the text's UTF-8 bytes; an ECI 26 marker in front
 * tells readers they are UTF-8 (without it they read Latin-1). With `parsefnc`, a `^` is written `^^`.
 */
const withUtf8Eci = (text: string) => `^ECI000026${text.replace(/\^/g, '^^')}`;

/** The SVG with its size written out (bwip-js gives only a viewBox): viewers then show it at its pixel size. */
function withSize(svg: string): string {
  return svg.replace(/^<svg viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)" xmlns="http:\/\/www\.w3\.org\/2000\/svg">/, '<svg xmlns="http://www.w3.org/2000/svg" width="$1" height="$2" viewBox="0 0 $1 $2">');
}

/** bwip-js's error (`bwipp.code128badCharacter#…: text`) as a message for the person. */
function encodeError(symbology: Symbology, error: unknown): ToolInputError {
  const message = error instanceof Error ? error.message : String(error);
  const detail = message.replace(/^bwipp\.\w+#\d+:\s*/, '').replace(/^bwip-js:\s*/, '');
  if (/NoValidSymbol|too (long|large)|exceed|maximum/i.test(message)) return new ToolInputError('errors.tooLong', { params: { symbology: SYMBOLOGY_NAMES[symbology] } });
  return new ToolInputError('errors.encodeFailed', { params: { symbology: SYMBOLOGY_NAMES[symbology] }, detail });
}

/** The barcode as an SVG document. */
export function barcodeSvg(input: string, options: BarcodeOptions, context?: Pick<OperationContext, 'warn'>): string {
  const { symbology } = options;
  const checked = checkBarcodeText(symbology, input);
  if (checked.checkDigit?.computed) {
    context?.warn?.({
      key: 'checkDigitAdded',
      message: `Check digit ${checked.checkDigit.digit} added: ${checked.text}`,
      data: { digit: checked.checkDigit.digit, number: checked.text },
    });
  }
  const matrix = MATRIX_SYMBOLOGIES.includes(symbology);
  const color = checkColor(options.color, 'color', false)!;
  const background = checkColor(options.background, 'background', true);
  const needsEci = matrix && /[\u0080-\u{10ffff}]/u.test(checked.text);
  const quiet = QUIET_ZONE[symbology];
  const render: RenderOptions = {
    bcid: symbology,
    text: needsEci ? withUtf8Eci(checked.text) : checked.text,
    scale: options.scale,
    paddingwidth: quiet.width,
    paddingheight: quiet.height,
    barcolor: color,
    textcolor: color,
    ...(background ? { backgroundcolor: background } : {}),
    ...(needsEci ? { parsefnc: true } : {}),
    // Code 128 holds Latin-1 (through FNC4): each character one byte, not bwip-js's default UTF-8.
    ...(symbology === 'code128' ? { binarytext: true } : {}),
    ...(!matrix && options.height > 0 ? { height: options.height } : {}),
    ...(!matrix && options.includeText ? { includetext: true, ...(symbology === 'code128' || symbology === 'code39' || symbology === 'interleaved2of5' ? { textxalign: 'center' as const } : {}) } : {}),
  };
  let svg: string;
  try {
    svg = ENCODERS[symbology](render, drawingSVG());
  } catch (error) {
    throw encodeError(symbology, error);
  }
  return withSize(svg);
}

/** The barcode as a file: `barcode.svg`, or `barcode.png` (the SVG rendered at its size). */
export async function barcodeFile(input: string, options: BarcodeOptions, context?: Pick<OperationContext, 'warn'>): Promise<FileValue> {
  const svg = barcodeSvg(input, options, context);
  if (options.format === 'svg') return { name: 'barcode.svg', type: 'image/svg+xml', bytes: new TextEncoder().encode(svg) };
  const { raster } = await decodeImage(new TextEncoder().encode(svg), { accept: ['svg'] });
  return { name: 'barcode.png', type: 'image/png', bytes: await encodeImage(raster, 'png') };
}
