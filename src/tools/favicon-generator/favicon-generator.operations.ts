import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./favicon-generator.service');

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const utf8 = (text: string) => new TextEncoder().encode(text);

/** A 16 × 16 SVG filled with one colour. */
const SQUARE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#0a7"/></svg>';

/** An image or SVG → a ZIP of favicon.ico, the PNG sizes, the Apple and Android icons, site.webmanifest and the <link> tags. */
export const faviconGenerator = defineOperation({
  id: 'favicon-generator',
  toolId: 'favicon-generator',
  input: 'file',
  output: 'file',
  options: z.object({
    background: z._default(z.string().check(z.regex(HEX_COLOUR)), '#ffffff'),
    padding: z._default(z.int().check(z.minimum(0), z.maximum(30)), 0),
    name: z._default(z.string().check(z.maxLength(200)), ''),
    shortName: z._default(z.string().check(z.maxLength(100)), ''),
    themeColor: z._default(z.string().check(z.regex(HEX_COLOUR)), '#ffffff'),
    path: z._default(z.string().check(z.maxLength(500)), '/'),
  }),
  run: async (file, options, context) => (await service()).generateFavicons(file, options, context),
  examples: [
    {
      description: 'A 16 × 16 SVG of one colour → the set, named after it (resvg, OxiPNG and zip.js as bundled; entries dated 1980-01-01)',
      input: { name: 'logo.svg', type: 'image/svg+xml', bytes: utf8(SQUARE_SVG) },
      options: { name: 'My app', themeColor: '#00aa77' },
      output: { name: 'logo-favicons.zip', type: 'application/zip', bytes: base64ToBytes('UEsDBBQAAgAIAAAAIQCEvWNGtgAAACsBAAALAAAAZmF2aWNvbi5pY29jYGBkYGYQEGAA0goMfgwMDGZArKAA4QcD2S1AbGAA4YcA2deBuDPAz52XS4oLyOT19HAJAtICIMzBBCQnTMwAmSHq6eIYUnErOSEi1E9K6qrBqsQfWQwMut8UBabeNLYGKmDwdPVzWeeU0ITFNAUQZmQGKdryYjuQYg7wCXFlWFVu+7lXDcjlhhou8QTIWcDA+Pn2q0oCRhqAMNjI3DPZRzCN5IEZyRrCysAYwMB4pOiqALKZAFBLAwQUAAIACAAAACEAkVCO7FYAAABvAAAACwAAAGZhdmljb24uc3ZnsykuS1eoyM3JK7ZVyigpKbDS1y8vL9crN9bLL0rXNzIwMNAHqlBSKM9MKcmwVTI0U1LISM1MzygBs+1silKTS3BIKqRl5uTYKikbJJor6dvZgMyxAwBQSwMEFAACAAgAAAAhAMIdf21JAAAATgAAABEAAABmYXZpY29uLTE2eDE2LnBuZ+sM8HPn5ZLiYmBg4PX0cAkC0gIgzMEEJCdMzDADUqKeLo4hFbeSEyJC/aSkrhqsSvyRxcCg+01RYOpNY2ugAgZPVz+XdU4JTQBQSwMEFAACAAgAAAAhAFkZFrpLAAAAUwAAABEAAABmYXZpY29uLTMyeDMyLnBuZ+sM8HPn5ZLiYmBg4PX0cAkC0gogzMgMJD23vNgOpJgDfEJcGVaV237uVQNyuT1dHEMqbiVLPAFyFjAwfr79qpIBpNrVz2WdU0ITAFBLAwQUAAIACAAAACEAX+WbWU4AAABUAAAAEQAAAGZhdmljb24tNDh4NDgucG5n6wzwc+flkuJiYGDg9fRwCQLSBiDMyAwkc89kHwFSzAE+Ia4Mq8ptP/eqAbk8ni6OIRW3kiVYQ1gZGAMYGI8UXRUAijN4uvq5rHNKaAIAUEsDBBQAAgAIAAAAIQAvG9JHWgAAAGMAAAAUAAAAYXBwbGUtdG91Y2gtaWNvbi5wbmfrDPBz5+WS4mJgYOD19HAJAtJbQJiRGUiyM08pBFLMAT4hrgyrym0/96oBudKeLo4hFbfeHmTkBfIOKfxebnbcPAHIZChkF3jAwFiXIPgXxPN09XNZ55TQBABQSwMEFAACAAgAAAAhAAQemFdaAAAAYwAAABoAAABhbmRyb2lkLWNocm9tZS0xOTJ4MTkyLnBuZ+sM8HPn5ZLiYmBg4PX0cAkC0gdAmJEZSGYI/XMBUswBPiGuDKvKbT/3qgG50p4ujiEVt94eNGQE8g4p/F6+7RhfApDJIFAmdICB8ZZevwGI5+nq57LOKaEJAFBLAwQUAAIACAAAACEA5L+sEloAAAB+AAAAGgAAAGFuZHJvaWQtY2hyb21lLTUxMng1MTIucG5n6wzwc+flkuJiYGDg9fRwCWJgYGIAYUZmIHVum9tOIMUc4BPiyrCq3PZzrxqQa+bp4hhScevtQUZGIK9pwb/1eR0HGAiAR3xNDAyMjF/N40A8T1c/l3VOCU0AUEsDBBQAAgAIAAAAIQBpssDItQAAAHQBAAAQAAAAc2l0ZS53ZWJtYW5pZmVzdI1QSwrCMBDd9xQhblv7ASl6B08gUsYktsHmQxKhtfTuJmlBF4oGZiDvkzeTKUEISxAMHxA+jgi0xmnAbKeMaz4xnChpPXjyF4Sm2IPBkKDMQVKjOM1IZ5RgWbmvBl9bLdtoX7T8wcITeGVfjBt1DOQCWpYHU2Tm9K+wXVkNvr6ErezvMN/PcVXXMcEaonplgm5TFAB1vXzDBcitNeou6ZvgGs8ioNzqHsaAW+cHhV5JhpM5eQJQSwMEFAACAAgAAAAhALfGy229AAAAwwEAAAwAAABmYXZpY29uLmh0bWyNz1EPgiAQB/D3PgW7Hpuo2coH7btc7lQWoBMy7NNHrLnRQ/UAG3d/fgeVFPrKJpI1iGbQwPqJ2hrSFufXmfsNmBEPMjXkR5cfWbF3xZ4dSnco4bypftw3cwfMLiP5vsKOUl/YOSVXFPXym0nCUD7qDywU3lCI/EGFX3ynQiSmcBwlJXa4NX0SsZ8NHkFl5vyKKYVatGTsShhhid/psjZ8XJFFplH599meFCXNIIcJmJ9gSdsatlmGeDr57BNQSwECAAMUAAIACAAAACEAhL1jRrYAAAArAQAACwAAAAAAAAAAAAAApIEAAAAAZmF2aWNvbi5pY29QSwECAAMUAAIACAAAACEAkVCO7FYAAABvAAAACwAAAAAAAAAAAAAApIHfAAAAZmF2aWNvbi5zdmdQSwECAAMUAAIACAAAACEAwh1/bUkAAABOAAAAEQAAAAAAAAAAAAAApIFeAQAAZmF2aWNvbi0xNngxNi5wbmdQSwECAAMUAAIACAAAACEAWRkWuksAAABTAAAAEQAAAAAAAAAAAAAApIHWAQAAZmF2aWNvbi0zMngzMi5wbmdQSwECAAMUAAIACAAAACEAX+WbWU4AAABUAAAAEQAAAAAAAAAAAAAApIFQAgAAZmF2aWNvbi00OHg0OC5wbmdQSwECAAMUAAIACAAAACEALxvSR1oAAABjAAAAFAAAAAAAAAAAAAAApIHNAgAAYXBwbGUtdG91Y2gtaWNvbi5wbmdQSwECAAMUAAIACAAAACEABB6YV1oAAABjAAAAGgAAAAAAAAAAAAAApIFZAwAAYW5kcm9pZC1jaHJvbWUtMTkyeDE5Mi5wbmdQSwECAAMUAAIACAAAACEA5L+sEloAAAB+AAAAGgAAAAAAAAAAAAAApIHrAwAAYW5kcm9pZC1jaHJvbWUtNTEyeDUxMi5wbmdQSwECAAMUAAIACAAAACEAabLAyLUAAAB0AQAAEAAAAAAAAAAAAAAApIF9BAAAc2l0ZS53ZWJtYW5pZmVzdFBLAQIAAxQAAgAIAAAAIQC3xsttvQAAAMMBAAAMAAAAAAAAAAAAAACkgWAFAABmYXZpY29uLmh0bWxQSwUGAAAAAAoACgB5AgAARwYAAAAA') },
    },
  ],
});

/** A 1 × 1 ICO holding one PNG entry (a red pixel). */
const ONE_PIXEL_ICO = 'AAABAAEAAQEAAAEAIABJAAAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAABAAAAAQgGAAAAHxXEiQAAABBJREFUeAEBBQD6/wD/AAD/BQAB//pciNEAAAAASUVORK5CYII=';

/** An ICO file → its images as PNG files named by size (PNG entries byte for byte, bitmaps re-encoded). */
export const faviconReadIco = defineOperation({
  id: 'favicon-generator-read-ico',
  toolId: 'favicon-generator',
  input: 'file',
  output: 'files',
  options: z.object({}),
  run: async (file) => (await service()).readIco(file),
  examples: [
    {
      description: 'A 1 × 1 ICO of one PNG entry → that PNG, byte for byte',
      input: { name: 'favicon.ico', type: 'image/x-icon', bytes: base64ToBytes(ONE_PIXEL_ICO) },
      output: [{ name: 'favicon-1x1.png', type: 'image/png', bytes: base64ToBytes('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAEElEQVR4AQEFAPr/AP8AAP8FAAH/+lyI0QAAAABJRU5ErkJggg==') }],
    },
  ],
});

export default [faviconGenerator, faviconReadIco];
