import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { buildSvgPlaceholder, DEFAULT_SVG_PLACEHOLDER, MAX_FONT_SIZE, MAX_SIZE, svgToDataUrl } from './svg-placeholder-generator.service';

const options = z.object({
  width: z._default(z.int().check(z.minimum(1), z.maximum(MAX_SIZE)), DEFAULT_SVG_PLACEHOLDER.width),
  height: z._default(z.int().check(z.minimum(1), z.maximum(MAX_SIZE)), DEFAULT_SVG_PLACEHOLDER.height),
  fontSize: z._default(z.int().check(z.minimum(1), z.maximum(MAX_FONT_SIZE)), DEFAULT_SVG_PLACEHOLDER.fontSize),
  background: z._default(z.string(), DEFAULT_SVG_PLACEHOLDER.background),
  textColor: z._default(z.string(), DEFAULT_SVG_PLACEHOLDER.textColor),
  text: z._default(z.string(), DEFAULT_SVG_PLACEHOLDER.text),
  useExactSize: z._default(z.boolean(), DEFAULT_SVG_PLACEHOLDER.useExactSize),
});

/** A placeholder image as SVG markup, or as a Base64 data URL. */
export const svgPlaceholderGenerator = defineOperation({
  id: 'svg-placeholder-generator',
  toolId: 'svg-placeholder-generator',
  input: 'none',
  output: 'text',
  options,
  run: (_input, settings) => buildSvgPlaceholder(settings),
  examples: [
    {
      description: 'The spec’s four-line template with the defaults (600 × 350, #cccccc, #333333, 26 px)',
      output:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 350" width="600" height="350">\n  <rect width="600" height="350" fill="#cccccc"></rect>\n  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="monospace" font-size="26px" fill="#333333">600x350</text>\n</svg>',
    },
    {
      description: 'Custom text is XML-escaped; without exact size only the viewBox stays',
      options: { width: 100, height: 50, text: 'A&B <C>', useExactSize: false },
      output:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">\n  <rect width="100" height="50" fill="#cccccc"></rect>\n  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="monospace" font-size="26px" fill="#333333">A&amp;B &lt;C&gt;</text>\n</svg>',
    },
  ],
});

export const svgPlaceholderGeneratorBase64 = defineOperation({
  id: 'svg-placeholder-generator-base64',
  toolId: 'svg-placeholder-generator',
  input: 'none',
  output: 'text',
  options,
  run: (_input, settings) => svgToDataUrl(buildSvgPlaceholder(settings)),
  examples: [
    {
      description: '1 × 1 placeholder; Base64 computed with Node’s Buffer from the UTF-8 markup',
      options: { width: 1, height: 1, fontSize: 1, text: 'é' },
      output:
        'data:image/svg+xml;base64,' +
        'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiIHdpZHRoPSIxIiBoZWlnaHQ9IjEiPgogIDxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiNjY2NjY2MiPjwvcmVjdD4KICA8dGV4dCB4PSI1MCUiIHk9IjUwJSIgZG9taW5hbnQtYmFzZWxpbmU9Im1pZGRsZSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1mYW1pbHk9Im1vbm9zcGFjZSIgZm9udC1zaXplPSIxcHgiIGZpbGw9IiMzMzMzMzMiPsOpPC90ZXh0Pgo8L3N2Zz4=',
    },
  ],
});

export default [svgPlaceholderGenerator, svgPlaceholderGeneratorBase64];
