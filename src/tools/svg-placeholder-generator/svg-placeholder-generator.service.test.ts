import { describe, expect, it } from 'vitest';
import {
  buildSvgPlaceholder,
  DEFAULT_SVG_PLACEHOLDER,
  escapeXmlText,
  parseWholeNumber,
  placeholderFileName,
  svgToDataUrl,
  utf8ToBase64,
} from './svg-placeholder-generator.service';

const DEFAULT_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 350" width="600" height="350">',
  '  <rect width="600" height="350" fill="#cccccc"></rect>',
  '  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="monospace" font-size="26px" fill="#333333">600x350</text>',
  '</svg>',
].join('\n');

describe('buildSvgPlaceholder', () => {
  it('defaults: four lines, exact size, WxH text, no trailing space or newline', () => {
    const svg = buildSvgPlaceholder(DEFAULT_SVG_PLACEHOLDER);
    expect(svg).toBe(DEFAULT_SVG);
    expect(svg.split('\n').every((line) => line === line.trimEnd())).toBe(true);
  });

  it('without exact size: viewBox only', () => {
    expect(buildSvgPlaceholder({ ...DEFAULT_SVG_PLACEHOLDER, useExactSize: false }).split('\n')[0]).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 350">',
    );
  });

  it('custom text, font size and colours (lower-cased)', () => {
    expect(buildSvgPlaceholder({ ...DEFAULT_SVG_PLACEHOLDER, width: 10, height: 20, fontSize: 3, background: '#ABCDEF', textColor: '#000', text: 'Hi' }).split('\n')).toEqual([
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20" width="10" height="20">',
      '  <rect width="10" height="20" fill="#abcdef"></rect>',
      '  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="monospace" font-size="3px" fill="#000">Hi</text>',
      '</svg>',
    ]);
  });

  it.each([
    ['a < b & c > d', 'a &lt; b &amp; c &gt; d'],
    ['<script>', '&lt;script&gt;'],
    ['&amp;', '&amp;amp;'],
    ['"quotes" stay', '"quotes" stay'],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeXmlText(text)).toBe(escaped);
    expect(buildSvgPlaceholder({ ...DEFAULT_SVG_PLACEHOLDER, text })).toContain(`>${escaped}</text>`);
  });
});

describe('Base64', () => {
  it('matches Node’s Buffer for ASCII, accents and emoji', () => {
    for (const text of [DEFAULT_SVG, 'café', '👍 ünïcödé', '']) expect(utf8ToBase64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
  });

  it('makes a data URL', () => {
    expect(svgToDataUrl('<svg/>')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
  });
});

describe('parseWholeNumber', () => {
  it.each<[string, number, number | undefined]>([
    ['600', 10000, 600],
    ['1', 10000, 1],
    ['10000', 10000, 10000],
    ['10001', 10000, undefined],
    ['0', 10000, undefined],
    ['-5', 10000, undefined],
    ['2.5', 10000, undefined],
    ['', 10000, undefined],
    ['abc', 1000, undefined],
    [' 26 ', 1000, 26],
  ])('%j (max %i) → %s', (text, max, value) => {
    expect(parseWholeNumber(text, max)).toBe(value);
  });
});

it('names the download after the size', () => {
  expect(placeholderFileName(600, 350)).toBe('placeholder-600x350.svg');
});
