/**
 * What the service asks of Tesseract, the same in a browser worker (tesseract.js's own worker,
 * `ocr-image.engine-browser.ts`) and in Node (tesseract.js's worker script run in the process,
 * `ocr-image.engine-node.ts`).
 */

/** A rectangle in the image's pixels, as Tesseract gives it (right and bottom exclusive). */
export interface TesseractBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface TesseractWord {
  text: string;
  confidence: number;
  bbox: TesseractBox;
}

export interface TesseractLine {
  text: string;
  confidence: number;
  bbox: TesseractBox;
  words: TesseractWord[];
}

export interface TesseractBlock {
  text: string;
  confidence: number;
  bbox: TesseractBox;
  paragraphs: { lines: TesseractLine[] }[];
}

/** The part of tesseract.js's recognition result we read. */
export interface TesseractPage {
  text: string;
  confidence: number;
  blocks: TesseractBlock[] | null;
}

/** Where a run is: Tesseract's stages, each 0–1. */
export type EngineProgress = (stage: EngineStage, fraction: number) => void;
export type EngineStage = 'core' | 'language' | 'recognize';

export interface EngineRequest {
  /** An image file Leptonica reads (we give it PNG). */
  image: Uint8Array;
  /** Tesseract language codes, English first when present (`['eng', 'fra']`). */
  languages: readonly string[];
  progress?: EngineProgress;
  signal?: AbortSignal;
}

export type Recognize = (request: EngineRequest) => Promise<TesseractPage>;

/**
 * Tesseract's parameters for every recognition: automatic page segmentation (PSM 3, what the
 * `tesseract` command does) instead of the library's default of one uniform block, so columns and
 * separate paragraphs come out as blocks of their own.
 */
export const RECOGNITION_PARAMETERS = { tessedit_pageseg_mode: '3' } as const;

/** The status texts of tesseract.js's progress messages, as our stages. */
export function stageOf(status: string): EngineStage | undefined {
  if (/core|initializing tesseract/.test(status)) return 'core';
  if (/language|initializing api/.test(status)) return 'language';
  if (/recognizing/.test(status)) return 'recognize';
  return undefined;
}

/** Thrown when a run is cancelled through its signal. */
export function abortError(): Error {
  const error = new Error('The text recognition was cancelled.');
  error.name = 'AbortError';
  return error;
}
