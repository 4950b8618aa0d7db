import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { decodeImage } from '../../engine/image/codec';
import { startOperationWithWarnings } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { loadWasm } from '../../engine/vendor-assets';
import { isToolInputError } from '../../lib/errors';
import { EAN8_PNG_SHA256 } from './barcode-generator.fixtures';
import { barcodeGenerator } from './barcode-generator.operations';
import { barcodeFile, barcodeSvg, type BarcodeOptions } from './barcode-generator.service';
import { checkBarcodeText, expandUpce, gs1CheckDigit, type Symbology } from './barcode-generator.validate';

const DEFAULTS: BarcodeOptions = { symbology: 'code128', format: 'png', scale: 3, height: 0, includeText: true, color: '#000000', background: '#ffffff' };

/** An independent reader: ZXing-C++ (zxing-wasm), given our WebAssembly, reads the barcode back from the PNG's pixels. */
let zxingReady: Promise<unknown> | undefined;
async function readBack(file: FileValue, format?: string): Promise<{ format: string; text: string }[]> {
  zxingReady ??= loadWasm('zxing-reader', 'zxing_reader.wasm').then((wasm) =>
    prepareZXingModule({
      overrides: {
        instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
          void WebAssembly.instantiate(wasm, imports).then(done);
          return {};
        },
      },
      fireImmediately: true,
    }),
  );
  await zxingReady;
  const { raster } = await decodeImage(file.bytes);
  const results = await readBarcodes(raster as unknown as ImageData, { tryHarder: true, formats: format ? [format as 'QRCode'] : [] });
  return results.filter((result) => result.isValid).map(({ format, text }) => ({ format, text }));
}

function inputError(run: () => unknown): { key: string; params?: Record<string, string | number> } {
  try {
    run();
  } catch (error) {
    if (isToolInputError(error)) return { key: error.messageKey, ...(error.params ? { params: error.params } : {}) };
    throw error;
  }
  throw new Error('expected an error');
}

describe('check digits (GS1 modulo 10)', () => {
  it.each([
    // Published examples: GS1's EAN-13 5901234123457, EAN-8 96385074, UPC-A 036000291452, ITF-14 10012345678902.
    ['590123412345', '7'],
    ['9638507', '4'],
    ['03600029145', '2'],
    ['1001234567890', '2'],
    ['400638133393', '1'],
    ['000000000000', '0'],
  ])('%s → %s', (digits, check) => {
    expect(gs1CheckDigit(digits)).toBe(check);
  });

  it.each([
    // UPC-E zero suppression: the last digit says where the zeros go.
    ['0123450', '01200000345'],
    ['0123451', '01210000345'],
    ['0123452', '01220000345'],
    ['0123453', '01230000045'],
    ['0123454', '01234000005'],
    ['0123455', '01234500005'],
    ['1654329', '16543200009'],
  ])('UPC-E %s expands to UPC-A %s', (upce, upca) => {
    expect(expandUpce(upce)).toBe(upca);
  });
});

describe('checkBarcodeText', () => {
  it.each<[Symbology, string, ReturnType<typeof checkBarcodeText>]>([
    ['ean13', '590123412345', { text: '5901234123457', checkDigit: { digit: '7', computed: true } }],
    ['ean13', '5901234123457', { text: '5901234123457', checkDigit: { digit: '7', computed: false } }],
    ['ean13', '590 1234 12345', { text: '5901234123457', checkDigit: { digit: '7', computed: true } }],
    ['ean8', '9638-5074', { text: '96385074', checkDigit: { digit: '4', computed: false } }],
    ['upca', '03600029145', { text: '036000291452', checkDigit: { digit: '2', computed: true } }],
    // UPC-E 0123456 stands for UPC-A 01234500006, whose check digit is 5.
    ['upce', '0123456', { text: '01234565', checkDigit: { digit: '5', computed: true } }],
    ['itf14', '1001234567890', { text: '10012345678902', checkDigit: { digit: '2', computed: true } }],
    ['interleaved2of5', '12 34 56', { text: '123456' }],
    ['code39', 'CODE-39 $/+%.', { text: 'CODE-39 $/+%.' }],
    ['code128', 'Crème brûlée, 5 €?'.replace('€', 'E'), { text: 'Crème brûlée, 5 E?' }],
    ['datamatrix', 'Grüße 日本 ✓', { text: 'Grüße 日本 ✓' }],
  ])('%s %j', (symbology, text, expected) => {
    expect(checkBarcodeText(symbology, text)).toEqual(expected);
  });

  it.each<[Symbology, string, { key: string; params?: Record<string, string | number> }]>([
    ['ean13', '5901234123458', { key: 'errors.checkDigit', params: { expected: '7', given: '8', number: '5901234123457' } }],
    ['upca', '036000291453', { key: 'errors.checkDigit', params: { expected: '2', given: '3', number: '036000291452' } }],
    ['ean13', '59012341234', { key: 'errors.length', params: { symbology: 'EAN-13', without: 12, with: 13, count: 11 } }],
    ['ean8', '123456789', { key: 'errors.length', params: { symbology: 'EAN-8', without: 7, with: 8, count: 9 } }],
    ['ean13', '59012A412345', { key: 'errors.digitsOnly', params: { symbology: 'EAN-13', char: 'A', position: 6 } }],
    ['upce', '2123456', { key: 'errors.upceSystem' }],
    ['code39', 'abc', { key: 'errors.code39Lowercase', params: { char: 'a', position: 1 } }],
    ['code39', 'A_B', { key: 'errors.code39Char', params: { char: '_', position: 2 } }],
    ['code128', 'price: 5 €', { key: 'errors.code128Char', params: { char: '€', position: 10 } }],
    ['interleaved2of5', '12345', { key: 'errors.itfEven', params: { count: 5 } }],
    ['code128', '', { key: 'errors.empty' }],
    ['ean13', ' - ', { key: 'errors.empty' }],
  ])('%s %j: %j', (symbology, text, expected) => {
    expect(inputError(() => checkBarcodeText(symbology, text))).toEqual(expected);
  });
});

describe('barcodes read back by ZXing', () => {
  it.each<[Symbology, string, string, string]>([
    ['code128', 'IT-Tools 2026', 'Code128', 'IT-Tools 2026'],
    ['code128', 'Crème brûlée', 'Code128', 'Crème brûlée'],
    ['ean13', '590123412345', 'EAN13', '5901234123457'],
    ['ean8', '9638507', 'EAN8', '96385074'],
    // ZXing writes a UPC-A as the 13-digit EAN it also is (a leading 0).
    ['upca', '03600029145', 'UPCA', '0036000291452'],
    // ZXing gives a UPC-E as the EAN-13 it stands for: 0 + UPC-A 012345000065 (its check digit, 5, is UPC-E's).
    ['upce', '0123456', 'UPCE', '0012345000065'],
    ['code39', 'CODE 39-TEST', 'Code39', 'CODE 39-TEST'],
    // ITF-14 is Interleaved 2 of 5 with 14 digits (and bearer bars): ZXing names it ITF.
    ['itf14', '1001234567890', 'ITF', '10012345678902'],
    ['interleaved2of5', '12345678', 'ITF', '12345678'],
    ['datamatrix', 'Hello, Data Matrix!', 'DataMatrix', 'Hello, Data Matrix!'],
    ['datamatrix', 'Grüße 日本 ✓ ^caret', 'DataMatrix', 'Grüße 日本 ✓ ^caret'],
    ['pdf417', 'PDF417: naïve café', 'PDF417', 'PDF417: naïve café'],
  ])('%s "%s"', async (symbology, text, format, expected) => {
    const file = await barcodeFile(text, { ...DEFAULTS, symbology });
    expect(file.name).toBe('barcode.png');
    expect([...file.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Read as that symbology (ZXing would otherwise report a UPC-A as the EAN-13 it also is).
    expect(await readBack(file, format)).toEqual([{ format, text: expected }]);
  });

  it('reads back from the SVG as well (rendered by resvg), with colours and no text line', async () => {
    const file = await barcodeFile('COLOURS', { ...DEFAULTS, format: 'svg', color: '#1a237e', background: '#fff8e1', includeText: false });
    expect(file).toMatchObject({ name: 'barcode.svg', type: 'image/svg+xml' });
    const svg = new TextDecoder().decode(file.bytes);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/);
    expect(svg).toContain('fill="#FFF8E1"');
    expect(svg.toLowerCase()).toContain('stroke="#1a237e"');
    expect(await readBack(file)).toEqual([{ format: 'Code128', text: 'COLOURS' }]);
  });
});

describe('files', () => {
  it('the PNG is the SVG at its pixel size: scale 1 gives one pixel a module', async () => {
    const options = { ...DEFAULTS, symbology: 'ean8' as const, includeText: false, scale: 1 };
    const svg = barcodeSvg('9638507', options);
    expect(svg).toMatch(/width="82" height="73"/); // 7 + 67 modules + 7 (EAN-8 and its quiet zones), 1 inch of bars
    const png = await barcodeFile('9638507', options);
    const { raster } = await decodeImage(png.bytes);
    expect([raster.width, raster.height]).toEqual([82, 73]);
    // The first bar (the left guard) starts after the 7-module quiet zone: column 7 is black, 6 white.
    const pixel = (x: number, y: number) => [...raster.data.subarray((y * raster.width + x) * 4, (y * raster.width + x) * 4 + 4)];
    expect(pixel(6, 30)).toEqual([255, 255, 255, 255]);
    expect(pixel(7, 30)).toEqual([0, 0, 0, 255]);
  });

  it('makes the same PNG every time (the browser test checks the same hash)', async () => {
    const options = { ...DEFAULTS, symbology: 'ean8' as const, includeText: true, scale: 2 };
    const first = await barcodeFile('9638507', options);
    const second = await barcodeFile('9638507', options);
    expect(first.bytes).toEqual(second.bytes);
    expect(createHash('sha256').update(first.bytes).digest('hex')).toBe(EAN8_PNG_SHA256);
  });

  it('a transparent background stays transparent in the PNG', async () => {
    const { raster } = await decodeImage((await barcodeFile('X', { ...DEFAULTS, background: '', includeText: false })).bytes);
    expect(raster.data[3]).toBe(0);
  });

  it('the height (mm) and the scale size the bars', async () => {
    const tall = barcodeSvg('ABC', { ...DEFAULTS, format: 'svg', includeText: false, height: 20, scale: 2 });
    // 20 mm = 56.69 pt, at scale 2: 113.4, rounded up.
    expect(tall).toMatch(/height="114"/);
  });

  it('says which check digit it computed', async () => {
    const { output, warnings } = await startOperationWithWarnings(barcodeGenerator, '590123412345', { symbology: 'ean13' });
    expect((output as FileValue).name).toBe('barcode.svg');
    expect(warnings).toEqual([{ key: 'checkDigitAdded', message: 'Check digit 7 added: 5901234123457', data: { digit: '7', number: '5901234123457' } }]);
  });

  it.each([
    ['a colour that is not #rrggbb', () => barcodeSvg('X', { ...DEFAULTS, color: 'red' }), { key: 'errors.badColor', params: { value: 'red', field: 'color' } }],
    ['too much text for a Data Matrix', () => barcodeSvg('x'.repeat(5000), { ...DEFAULTS, symbology: 'datamatrix' }), { key: 'errors.tooLong', params: { symbology: 'Data Matrix' } }],
    ['too much text for a PDF417', () => barcodeSvg('x'.repeat(5000), { ...DEFAULTS, symbology: 'pdf417' }), { key: 'errors.tooLong', params: { symbology: 'PDF417' } }],
  ])('%s', (_name, run, expected) => {
    expect(inputError(run)).toEqual(expected);
  });
});
