export type SvgPlaceholderOptions = {
  width: number;
  height: number;
  fontSize: number;
  /** Colours are written as entered (lower-cased). */
  background: string;
  textColor: string;
  /** '' → "<width>x<height>". */
  text: string;
  /** Adds width and height attributes to the <svg> element. */
  useExactSize: boolean;
};

export const DEFAULT_SVG_PLACEHOLDER: SvgPlaceholderOptions = {
  width: 600,
  height: 350,
  fontSize: 26,
  background: '#cccccc',
  textColor: '#333333',
  text: '',
  useExactSize: true,
};

export const MAX_SIZE = 10_000;
export const MAX_FONT_SIZE = 1000;

/** A field's text → a whole number in [1, max], or undefined (the field then shows its error). */
export function parseWholeNumber(text: string | number, max: number): number | undefined {
  const trimmed = String(text).trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= max ? value : undefined;
}

/** `&`, `<` and `>` as XML entities (enough for text content). */
export function escapeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Attribute values come from colour inputs; quotes and markup are escaped all the same. */
function escapeAttribute(value: string): string {
  return escapeXmlText(value).replace(/"/g, '&quot;');
}

/** The four-line SVG markup, no trailing whitespace, no final newline. */
export function buildSvgPlaceholder(options: SvgPlaceholderOptions): string {
  const { width, height, fontSize, useExactSize } = options;
  const background = escapeAttribute(options.background.trim().toLowerCase());
  const textColor = escapeAttribute(options.textColor.trim().toLowerCase());
  const text = options.text === '' ? `${width}x${height}` : escapeXmlText(options.text);
  const size = useExactSize ? ` width="${width}" height="${height}"` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"${size}>`,
    `  <rect width="${width}" height="${height}" fill="${background}"></rect>`,
    `  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="monospace" font-size="${fontSize}px" fill="${textColor}">${text}</text>`,
    `</svg>`,
  ].join('\n');
}

/** Base64 of the UTF-8 bytes (emoji and accents included). */
export function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

export function svgToDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${utf8ToBase64(svg)}`;
}

export function placeholderFileName(width: number, height: number): string {
  return `placeholder-${width}x${height}.svg`;
}
