import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { CODE128_EXAMPLE_SVG, EAN13_EXAMPLE_SVG, EAN8_EXAMPLE_SVG } from './barcode-generator.example';
import { BARCODE_FORMATS, SYMBOLOGIES } from './barcode-generator.validate';

/** bwip-js and the SVG renderer load with the first run (in the worker or the command line), not with the screen. */
const service = () => import('./barcode-generator.service');

const svgFile = (svg: string) => ({ name: 'barcode.svg', type: 'image/svg+xml', bytes: new TextEncoder().encode(svg) });

/**
 * A text or number → a barcode as an SVG or PNG file. GS1 numbers (EAN-13, EAN-8, UPC-A, UPC-E,
 * ITF-14) are given without their check digit (it is computed, and said) or with it (it is verified).
 */
export const barcodeGenerator = defineOperation({
  id: 'barcode-generator',
  toolId: 'barcode-generator',
  input: 'text',
  output: 'file',
  options: z.object({
    symbology: z._default(z.enum(SYMBOLOGIES), 'code128'),
    format: z._default(z.enum(BARCODE_FORMATS), 'svg'),
    scale: z._default(z.int().check(z.minimum(1), z.maximum(20)), 3),
    height: z._default(z.number().check(z.minimum(0), z.maximum(200)), 0),
    includeText: z._default(z.boolean(), true),
    color: z._default(z.string(), '#000000'),
    background: z._default(z.string(), '#ffffff'),
  }),
  run: async (input, options, context) => (await service()).barcodeFile(input, options, context),
  examples: [
    {
      description: 'EAN-8 "9638507": its check digit, 4, is computed (GS1 modulo 10); bars only, one pixel a module, 7-module quiet zones',
      input: '9638507',
      options: { symbology: 'ean8', includeText: false, scale: 1 },
      output: svgFile(EAN8_EXAMPLE_SVG),
      // Seven digits are any number: smart paste offers barcodes for whole GS1 numbers (their check digit valid).
      detect: false,
    },
    {
      description: "EAN-13 5901234123457 (GS1's example number): its check digit, 7, is verified; bars only, one pixel a module",
      input: '5901234123457',
      options: { symbology: 'ean13', includeText: false, scale: 1 },
      output: svgFile(EAN13_EXAMPLE_SVG),
    },
    {
      description: 'Code 128 "IT-Tools", bars only, one pixel a module, red on a transparent background',
      input: 'IT-Tools',
      options: { includeText: false, scale: 1, color: '#c00000', background: '' },
      output: svgFile(CODE128_EXAMPLE_SVG),
      detect: false,
    },
  ],
});

export default [barcodeGenerator];
