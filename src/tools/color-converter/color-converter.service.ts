import { colord, extend, type RgbaColor } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import cmykPlugin from 'colord/plugins/cmyk';
import hwbPlugin from 'colord/plugins/hwb';
import lchPlugin from 'colord/plugins/lch';
import namesPlugin from 'colord/plugins/names';

extend([namesPlugin, hwbPlugin, lchPlugin, cmykPlugin, a11yPlugin]);

export type { RgbaColor };

/** The editable fields, in the screen's order. */
export const COLOR_FIELDS = ['hex', 'rgb', 'hsl', 'hwb', 'lch', 'cmyk', 'name'] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];
/** Read-only extra outputs for modern CSS. */
export const EXTRA_FORMATS = ['oklch', 'oklab'] as const;
export type ExtraFormat = (typeof EXTRA_FORMATS)[number];
export type ColorFormat = ColorField | ExtraFormat;

export const DEFAULT_COLOR = '#1ea54c';

/**
 * Reads a color written in any supported notation, case-insensitively: `#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa` (the `#` may be left out), `rgb()`/`rgba()`, `hsl()`/`hsla()` (comma or space
 * syntax), `hwb()`, `lch()`, `device-cmyk()` and the CSS named colors. Out-of-range parts are
 * clamped (`rgb(300,0,0)` is red). Anything else → undefined.
 */
export function parseColor(text: string): RgbaColor | undefined {
  const normalized = text.trim().toLowerCase();
  if (normalized === '') return undefined;
  const candidate = /^[0-9a-f]{3,4}$|^[0-9a-f]{6}$|^[0-9a-f]{8}$/.test(normalized) ? `#${normalized}` : normalized;
  const color = colord(candidate);
  return color.isValid() ? color.rgba : undefined;
}

/** Rounds to at most `digits` decimals and drops trailing zeros (no `-0`). */
function trim(value: number, digits: number): string {
  const rounded = Number(value.toFixed(digits));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

function srgbToLinear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** OKLab (Björn Ottosson, 2020) of an sRGB color: L in 0–1, a and b around ±0.4. */
export function toOklab({ r, g, b }: RgbaColor): {
  l: number;
  a: number;
  b: number;
} {
  const [lr, lg, lb] = [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return {
    l: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

const alphaSuffix = (alpha: number) => (alpha < 1 ? ` / ${trim(alpha, 3)}` : '');

/** `oklab(62.8% 0.2249 0.1258)`: L as a percentage (2 decimals), a and b with 4 decimals. */
export function toOklabString(color: RgbaColor): string {
  const { l, a, b } = toOklab(color);
  return `oklab(${trim(l * 100, 2)}% ${trim(a, 4)} ${trim(b, 4)}${alphaSuffix(color.a)})`;
}

/** `oklch(62.8% 0.2577 29.23)`; the hue is 0 for greys (chroma under 0.00005). */
export function toOklchString(color: RgbaColor): string {
  const { l, a, b } = toOklab(color);
  const chroma = Math.hypot(a, b);
  const hue = chroma < 0.00005 ? 0 : ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  return `oklch(${trim(l * 100, 2)}% ${trim(chroma, 4)} ${trim(hue, 2)}${alphaSuffix(color.a)})`;
}

/** A color in one notation, as the spec writes it (olive: `#808000`, `rgb(128, 128, 0)`…). */
export function formatColor(rgba: RgbaColor, format: ColorFormat): string {
  const color = colord(rgba);
  switch (format) {
    case 'hex':
      return color.toHex();
    case 'rgb':
      return color.toRgbString();
    case 'hsl':
      return color.toHslString();
    case 'hwb':
      return color.toHwbString();
    case 'lch':
      return color.toLchString();
    case 'cmyk':
      return color.toCmykString();
    case 'name':
      // The exact CSS name when there is one, otherwise the nearest named color by RGB distance.
      return color.toName({ closest: true }) ?? '';
    case 'oklch':
      return toOklchString(rgba);
    case 'oklab':
      return toOklabString(rgba);
  }
}

export function formatAllColors(rgba: RgbaColor): Record<ColorFormat, string> {
  return Object.fromEntries([...COLOR_FIELDS, ...EXTRA_FORMATS].map((format) => [format, formatColor(rgba, format)])) as Record<ColorFormat, string>;
}

export interface ContrastResult {
  /** WCAG 2 contrast ratio, 1–21, rounded to 2 decimals. */
  ratio: number;
  /** ≥ 3: large text AA. */
  aaLarge: boolean;
  /** ≥ 4.5: normal text AA (and large text AAA). */
  aa: boolean;
  /** ≥ 7: normal text AAA. */
  aaa: boolean;
}

function relativeLuminance({ r, g, b }: RgbaColor): number {
  return 0.2126 * srgbToLinear(r) + 0.7152 * srgbToLinear(g) + 0.0722 * srgbToLinear(b);
}

/** WCAG 2.x contrast of the (opaque part of the) color against a background. */
export function contrastWith(rgba: RgbaColor, background: RgbaColor): ContrastResult {
  const [light, dark] = [relativeLuminance(rgba), relativeLuminance(background)].sort((x, y) => y - x) as [number, number];
  const exact = (light + 0.05) / (dark + 0.05);
  return {
    ratio: Math.round(exact * 100) / 100,
    aaLarge: exact >= 3,
    aa: exact >= 4.5,
    aaa: exact >= 7,
  };
}
