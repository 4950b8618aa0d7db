import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { startOperation } from '../../engine/operation';
import { vendorUrl } from '../../engine/vendor-assets';
import type { FileValue } from '../../engine/values';
import { isToolInputError } from '../../lib/errors';
import type { TesseractPage } from './ocr-image.engine';
import { codeFromFileName, looksLikeModel, parseLanguages } from './ocr-image.languages';
import { ocrImage, ocrImageBlocks } from './ocr-image.operations';
import { enlargement, recognizeImage, shapeResult, type OcrResult } from './ocr-image.service';

/**
 * Text drawn at test time: Node has no canvas, so an SVG <text> is rendered by our decoder (resvg,
 * with the bundled Liberation Sans) and encoded as PNG. No background: the text is on transparent
 * pixels, as in a cut-out or a dark-mode screenshot's export.
 */
async function textPng(text: string, { width = 900, height = 200, size = 80, name = 'text.png' } = {}): Promise<FileValue> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="40" y="${Math.round(height / 2 + size * 0.35)}" font-size="${size}" font-family="Liberation Sans">${text}</text></svg>`;
  const { raster } = await decodeImage(new TextEncoder().encode(svg));
  return { name, type: 'image/png', bytes: await encodeImage(raster, 'png') };
}

/** The message key a run fails with. */
async function failureKey(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (isToolInputError(error)) return error.messageKey;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('recognition (Tesseract in Node, from the vendor copies)', () => {
  let folder: string;
  let hello: FileValue;
  let result: OcrResult;
  const progress: number[] = [];

  beforeAll(async () => {
    hello = await textPng('HELLO WORLD 2026', { name: 'hello.png' });
    result = await recognizeImage(hello, { language: 'eng' }, { progress: (done, total) => progress.push(done / total) });
    // Other languages come from TESSDATA_PREFIX: "tst" is a copy of the English model under another
    // code, "bad" is not a model at all.
    folder = mkdtempSync(join(tmpdir(), 'ocr-tessdata-'));
    copyFileSync(fileURLToPath(new URL('eng.traineddata.gz', vendorUrl('tesseract-eng'))), join(folder, 'tst.traineddata.gz'));
    writeFileSync(join(folder, 'bad.traineddata'), gzipSync(new Uint8Array(4096).fill(7)));
    process.env.TESSDATA_PREFIX = folder;
  }, 120_000);

  afterAll(() => {
    delete process.env.TESSDATA_PREFIX;
    rmSync(folder, { recursive: true, force: true });
  });

  it('reads the words exactly, as one block with one line of three words', () => {
    expect(result.text).toBe('HELLO WORLD 2026');
    expect(result.language).toBe('eng');
    expect([result.width, result.height]).toEqual([900, 200]);
    expect(result.blocks).toHaveLength(1);
    const [block] = result.blocks;
    expect(block!.text).toBe('HELLO WORLD 2026');
    expect(block!.lines).toHaveLength(1);
    expect(block!.lines[0]!.words.map((word) => word.text)).toEqual(['HELLO', 'WORLD', '2026']);
    for (const word of block!.lines[0]!.words) expect(word.confidence).toBeGreaterThan(80);
  });

  it('places the boxes in the input image, left to right, inside the block', () => {
    const [block] = result.blocks;
    const words = block!.lines[0]!.words;
    // The text starts at x = 40 and sits around the middle of the 200 px height.
    expect(block!.box.left).toBeGreaterThanOrEqual(38);
    expect(block!.box.left).toBeLessThan(60);
    expect(block!.box.top).toBeGreaterThan(60);
    expect(block!.box.top + block!.box.height).toBeLessThan(140);
    for (let index = 1; index < words.length; index++) expect(words[index]!.box.left).toBeGreaterThan(words[index - 1]!.box.left + words[index - 1]!.box.width);
    for (const word of words) expect(word.box.left + word.box.width).toBeLessThanOrEqual(block!.box.left + block!.box.width);
  });

  it('reports its progress in order, up to the end', () => {
    // At least the recognition's start and the end: an engine already warm (another file of the
    // same test worker ran the operations' examples) loads no core or model and reports nothing for them.
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress[0]).toBeLessThan(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(progress.at(-1)).toBe(1);
  });

  it('gives the text as the text operation', async () => {
    await expect(startOperation(ocrImage, hello, {})).resolves.toBe('HELLO WORLD 2026');
  }, 60_000);

  it('reads with a language from TESSDATA_PREFIX', async () => {
    await expect(startOperation(ocrImage, hello, { language: 'tst' })).resolves.toBe('HELLO WORLD 2026');
  }, 60_000);

  it.each([
    ['a language that is not there', { language: 'eng+fra' }, 'errors.languageMissingNode'],
    ['a file that is not a model', { language: 'bad' }, 'errors.languageUnreadable'],
  ])('refuses %s', async (_, options, key) => {
    expect(await failureKey(async () => startOperation(ocrImageBlocks, hello, options))).toBe(key);
  }, 60_000);
});

describe('bad input', () => {
  it.each<[string, () => Promise<FileValue>, Record<string, unknown>, string]>([
    ['an empty file', async () => ({ name: 'empty.png', type: 'image/png', bytes: new Uint8Array() }), {}, 'image.empty'],
    ['a PDF', async () => ({ name: 'doc.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') }), {}, 'image.notImage'],
    ['a truncated PNG', async () => ({ ...(await textPng('CUT')), bytes: (await textPng('CUT')).bytes.slice(0, 60) }), {}, 'image.damaged'],
    ['a language code that is not one', async () => textPng('X', { width: 40, height: 40, size: 20 }), { language: 'english' }, 'errors.badLanguageCode'],
    ['too many languages', async () => textPng('X', { width: 40, height: 40, size: 20 }), { language: 'eng+fra+deu+spa+ita' }, 'errors.tooManyLanguages'],
  ])('%s', async (_, input, options, key) => {
    const file = await input();
    expect(await failureKey(async () => recognizeImage(file, { language: 'eng', ...options } as { language: string }))).toBe(key);
  });

  it('refuses an option that is not a list of codes', () => {
    expect(ocrImage.options.safeParse({ language: 'eng fra' }).success).toBe(false);
    expect(ocrImage.options.parse({ language: ' ENG+Fra ' })).toEqual({ language: 'eng+fra' });
    expect(ocrImage.options.parse({})).toEqual({ language: 'eng' });
  });

  it('stops before recognising when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(recognizeImage(await textPng('X', { width: 40, height: 40, size: 20 }), { language: 'eng' }, { signal: controller.signal })).rejects.toThrow(/cancelled/);
  });
});

describe('languages', () => {
  it.each([
    ['eng', ['eng']],
    ['', ['eng']],
    ['eng+fra', ['eng', 'fra']],
    ['fra+eng+fra', ['fra', 'eng']],
    ['ENG+Chi_Sim', ['eng', 'chi_sim']],
    ['deu_latf', ['deu_latf']],
  ])('%j → %j', (value, codes) => {
    expect(parseLanguages(value)).toEqual(codes);
  });

  it.each([
    ['fra.traineddata', 'fra'],
    ['chi_sim.traineddata.gz', 'chi_sim'],
    ['FRA.TRAINEDDATA', 'fra'],
    ['model.bin', ''],
    ['my french.traineddata', ''],
  ])('the file %s suggests the code %j', (name, code) => {
    expect(codeFromFileName(name)).toBe(code);
  });

  it.each([
    ['gzip', new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0]), true],
    ['a traineddata header (24 components)', new Uint8Array([24, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0]), true],
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]), false],
    ['too short', new Uint8Array([24, 0, 0, 0]), false],
  ])('%s looks like a model: %s', (_, bytes, expected) => {
    expect(looksLikeModel(bytes)).toBe(expected);
  });
});

describe('preparation and shaping', () => {
  it.each([
    [1280, 720, 2],
    [1920, 1080, 1600 / 1080],
    [800, 1400, 1],
    [3840, 2160, 1],
    [12000, 1000, 1],
    [200, 44, 2],
  ])('a %i × %i image is enlarged %d times', (width, height, scale) => {
    expect(enlargement(width, height)).toBeCloseTo(scale, 6);
  });

  it('maps boxes back to the input, drops empty blocks and lines, and joins the blocks with a blank line', () => {
    const bbox = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    const page: TesseractPage = {
      text: 'Hi there\n\n',
      confidence: 91.4,
      blocks: [
        {
          text: 'Hi there\n',
          confidence: 91.6,
          bbox: bbox(20, 40, 220, 80),
          paragraphs: [
            {
              lines: [
                {
                  text: 'Hi there\n',
                  confidence: 91.6,
                  bbox: bbox(20, 40, 220, 80),
                  words: [
                    { text: 'Hi', confidence: 95.2, bbox: bbox(20, 40, 60, 80) },
                    { text: ' ', confidence: 0, bbox: bbox(60, 40, 80, 80) },
                    { text: 'there', confidence: 42.5, bbox: bbox(80, 40, 221, 80) },
                  ],
                },
                { text: ' \n', confidence: 0, bbox: bbox(0, 0, 1, 1), words: [] },
              ],
            },
          ],
        },
        { text: '', confidence: 0, bbox: bbox(0, 0, 10, 10), paragraphs: [{ lines: [] }] },
        {
          text: 'Next\n\nline\n',
          confidence: 88,
          bbox: bbox(20, 90, 100, 98),
          paragraphs: [
            { lines: [{ text: 'Next\n', confidence: 88, bbox: bbox(20, 90, 100, 94), words: [{ text: 'Next', confidence: 88, bbox: bbox(20, 90, 100, 94) }] }] },
            { lines: [{ text: 'line\n', confidence: 88, bbox: bbox(20, 94, 100, 98), words: [{ text: 'line', confidence: 88, bbox: bbox(20, 94, 100, 98) }] }] },
          ],
        },
      ],
    };
    expect(shapeResult(page, ['eng'], 110, 50, 2)).toEqual({
      text: 'Hi there\n\nNext\nline',
      confidence: 91,
      language: 'eng',
      width: 110,
      height: 50,
      blocks: [
        {
          text: 'Hi there',
          confidence: 92,
          box: { left: 10, top: 20, width: 100, height: 20 },
          lines: [
            {
              text: 'Hi there',
              confidence: 92,
              box: { left: 10, top: 20, width: 100, height: 20 },
              words: [
                { text: 'Hi', confidence: 95, box: { left: 10, top: 20, width: 20, height: 20 } },
                { text: 'there', confidence: 43, box: { left: 40, top: 20, width: 70, height: 20 } },
              ],
            },
          ],
        },
        {
          text: 'Next\nline',
          confidence: 88,
          box: { left: 10, top: 45, width: 40, height: 4 },
          lines: [
            { text: 'Next', confidence: 88, box: { left: 10, top: 45, width: 40, height: 2 }, words: [{ text: 'Next', confidence: 88, box: { left: 10, top: 45, width: 40, height: 2 } }] },
            { text: 'line', confidence: 88, box: { left: 10, top: 47, width: 40, height: 2 }, words: [{ text: 'line', confidence: 88, box: { left: 10, top: 47, width: 40, height: 2 } }] },
          ],
        },
      ],
    });
  });

  it('says 0 % for an image without text', () => {
    expect(shapeResult({ text: '\n', confidence: 0, blocks: [] }, ['eng'], 10, 10).confidence).toBe(0);
  });
});
