/**
 * Text recognition (Tesseract 5's LSTM engine, through tesseract.js): any image the image tools
 * read is decoded by our codecs (`decodeImage`), laid on white, enlarged when its text is likely
 * too small for Tesseract, and handed to Tesseract as PNG. The result is the text and each block
 * of text with its lines, words and confidences (0–100), in the input's pixels.
 */
import type { OperationContext } from '../../engine/operation';
import { readImageFile } from '../../engine/image/image-file';
import { encodeImage, resizeRaster } from '../../engine/image/codec';
import { flatten, type Raster } from '../../engine/image/raster';
import type { FileValue } from '../../engine/values';
import type { EngineStage, Recognize, TesseractBox, TesseractPage } from './ocr-image.engine';
import { parseLanguages } from './ocr-image.languages';

export interface OcrOptions {
  /** Tesseract language codes joined by `+` (`eng`, `eng+fra`). */
  language: string;
}

export interface OcrBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface OcrWord {
  text: string;
  confidence: number;
  box: OcrBox;
}

export interface OcrLine {
  text: string;
  confidence: number;
  box: OcrBox;
  words: OcrWord[];
}

export interface OcrBlock {
  text: string;
  confidence: number;
  box: OcrBox;
  lines: OcrLine[];
}

export interface OcrResult {
  /** The recognised text: the blocks' lines, a blank line between two blocks. */
  text: string;
  /** The mean confidence of the words, 0–100. */
  confidence: number;
  /** The languages used, as Tesseract names them (`eng+fra`). */
  language: string;
  /** The image's size (boxes are in its pixels). */
  width: number;
  height: number;
  blocks: OcrBlock[];
}

/**
 * Below this height an image is enlarged for recognition: a screenshot's 12–16 px text has letters
 * of 6–9 px, which Tesseract (trained on ~30 px lines) misreads far more often than twice as big.
 */
const SMALL_IMAGE_HEIGHT = 1600;
/** Nor beyond this many pixels once enlarged (time and memory grow with the pixels). */
const MAX_ENLARGED_PIXELS = 24_000_000;

/** The factor a raster is enlarged by before recognition (1 = as it is). */
export function enlargement(width: number, height: number): number {
  if (height >= SMALL_IMAGE_HEIGHT) return 1;
  const scale = Math.min(2, SMALL_IMAGE_HEIGHT / height);
  if (scale < 1.25 || width * height * scale * scale > MAX_ENLARGED_PIXELS) return 1;
  return scale;
}

/** The share of the work each stage takes, for one progress figure. */
const STAGES: Record<EngineStage, [start: number, share: number]> = {
  core: [0.05, 0.1],
  language: [0.15, 0.15],
  recognize: [0.3, 0.7],
};
const PROGRESS_UNITS = 1000;

/** The engine for where this runs: Node (command line, tests) or a browser worker (its own nested worker). */
async function engine(): Promise<Recognize> {
  return import.meta.env.SSR ? (await import('./ocr-image.engine-node')).recognize : (await import('./ocr-image.engine-browser')).recognize;
}

async function prepare(raster: Raster): Promise<{ png: Uint8Array; scale: number }> {
  const scale = enlargement(raster.width, raster.height);
  // Transparent pixels read as black to Tesseract: lay the image on white, as a viewer shows it.
  let flat = flatten(raster, '#ffffff');
  if (scale !== 1) flat = await resizeRaster(flat, Math.round(raster.width * scale), Math.round(raster.height * scale), 'catrom');
  return { png: await encodeImage(flat, 'png'), scale };
}

/** Confidences as whole percentages (finer figures differ between builds of the engine, and say nothing more). */
const round = (value: number) => Math.round(value);

function boxOf(bbox: TesseractBox, scale: number, width: number, height: number): OcrBox {
  const left = Math.max(0, Math.min(width, Math.round(bbox.x0 / scale)));
  const top = Math.max(0, Math.min(height, Math.round(bbox.y0 / scale)));
  const right = Math.max(left, Math.min(width, Math.round(bbox.x1 / scale)));
  const bottom = Math.max(top, Math.min(height, Math.round(bbox.y1 / scale)));
  return { left, top, width: right - left, height: bottom - top };
}

/** Tesseract's page as our result: boxes back in the input's pixels, texts without trailing blank lines, empty blocks and lines dropped. */
export function shapeResult(page: TesseractPage, languages: readonly string[], width: number, height: number, scale = 1): OcrResult {
  const blocks: OcrBlock[] = [];
  for (const block of page.blocks ?? []) {
    const lines: OcrLine[] = block.paragraphs.flatMap((paragraph) =>
      paragraph.lines
        .map((line) => ({
          text: line.text.trim(),
          confidence: round(line.confidence),
          box: boxOf(line.bbox, scale, width, height),
          words: line.words.filter((word) => word.text.trim() !== '').map((word) => ({ text: word.text.trim(), confidence: round(word.confidence), box: boxOf(word.bbox, scale, width, height) })),
        }))
        .filter((line) => line.text !== ''),
    );
    if (lines.length === 0) continue;
    blocks.push({ text: lines.map((line) => line.text).join('\n'), confidence: round(block.confidence), box: boxOf(block.bbox, scale, width, height), lines });
  }
  // Tesseract's own text puts a blank line after each of its paragraphs, which on a screenshot are
  // mostly single lines: the text is the blocks, a blank line between two, their lines as they are.
  const text = page.blocks ? blocks.map((block) => block.text).join('\n\n') : page.text.replace(/\s+$/, '');
  return { text, confidence: text === '' ? 0 : round(page.confidence), language: languages.join('+'), width, height, blocks };
}

/** Recognises the text of an image file. */
export async function recognizeImage(file: FileValue, options: OcrOptions, context: Partial<Pick<OperationContext, 'progress' | 'signal' | 'warn'>> = {}): Promise<OcrResult> {
  const languages = parseLanguages(options.language);
  const { raster } = await readImageFile(file, {}, context);
  const { png, scale } = await prepare(raster);
  const recognize = await engine();
  let reported = -1;
  const page = await recognize({
    image: png,
    languages,
    ...(context.signal ? { signal: context.signal } : {}),
    progress: (stage, fraction) => {
      const [start, share] = STAGES[stage];
      const done = Math.round((start + share * Math.max(0, Math.min(1, fraction))) * PROGRESS_UNITS);
      // Stages may report again from the start (a cached model): never go backwards.
      if (done > reported) {
        reported = done;
        context.progress?.(done, PROGRESS_UNITS);
      }
    },
  });
  // The engine's last progress message may come after its result (another channel, a loaded
  // machine): the work is done, so the progress ends here.
  if (reported < PROGRESS_UNITS) context.progress?.((reported = PROGRESS_UNITS), PROGRESS_UNITS);
  return shapeResult(page, languages, raster.width, raster.height, scale);
}
