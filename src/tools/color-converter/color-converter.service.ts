import { colord, extend, type RgbaColor } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import cmykPlugin from 'colord/plugins/cmyk';
import hwbPlugin from 'colord/plugins/hwb';
import labPlugin from 'colord/plugins/lab';
import lchPlugin from 'colord/plugins/lch';
import namesPlugin from 'colord/plugins/names';
import oklabPlugin from 'colord/plugins/oklab';
import oklchPlugin from 'colord/plugins/oklch';

extend([namesPlugin, hwbPlugin, labPlugin, lchPlugin, oklabPlugin, oklchPlugin, cmykPlugin, a11yPlugin]);

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
 * syntax), `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`, `color()` (sRGB, linear sRGB, Display P3,
 * XYZ), `device-cmyk()` and the CSS named colors. Out-of-range parts are clamped (`rgb(300,0,0)` is
 * red; a Display P3 color outside sRGB is clipped to it). Anything else → undefined.
 */
export function parseColor(text: string): RgbaColor | undefined {
  const normalized = text.trim().toLowerCase();
  if (normalized === '') return undefined;
  if (normalized.startsWith('color(')) return parseColorFunction(normalized);
  const candidate = /^[0-9a-f]{3,4}$|^[0-9a-f]{6}$|^[0-9a-f]{8}$/.test(normalized) ? `#${normalized}` : normalized;
  const color = colord(candidate);
  return color.isValid() ? color.rgba : undefined;
}

type Matrix = readonly [readonly [number, number, number], readonly [number, number, number], readonly [number, number, number]];
const multiply = (m: Matrix, [x, y, z]: readonly [number, number, number]): [number, number, number] => [m[0][0] * x + m[0][1] * y + m[0][2] * z, m[1][0] * x + m[1][1] * y + m[1][2] * z, m[2][0] * x + m[2][1] * y + m[2][2] * z];
// CSS Color 4 §18 (sample code for color conversions): linear Display P3 → XYZ (D65), XYZ (D65) →
// linear sRGB, and Bradford's XYZ D50 → D65.
const P3_TO_XYZ: Matrix = [
  [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
  [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
  [0, 0.04511338185890264, 1.043944368900976],
];
const XYZ_TO_SRGB: Matrix = [
  [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
  [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
  [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
];
const D50_TO_D65: Matrix = [
  [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
  [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
  [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
];

function linearToSrgb(channel: number): number {
  const sign = channel < 0 ? -1 : 1;
  const value = Math.abs(channel);
  return sign * (value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055);
}

/** A number or a percentage (100 % = `whole`); undefined for anything else. */
function colorNumber(token: string, whole: number): number | undefined {
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?%?$/.test(token)) return undefined;
  return token.endsWith('%') ? (Number(token.slice(0, -1)) / 100) * whole : Number(token);
}

/** `color(display-p3 1 0.5 0 / 50%)` and the other predefined RGB and XYZ spaces, clipped to sRGB. */
function parseColorFunction(text: string): RgbaColor | undefined {
  const match = /^color\(\s*([a-z0-9-]+)\s+([^/)]+?)\s*(?:\/\s*([^)]+?)\s*)?\)$/.exec(text);
  if (!match) return undefined;
  const parts = match[2]!.split(/\s+/).map((token) => colorNumber(token, 1));
  const alpha = match[3] === undefined ? 1 : colorNumber(match[3], 1);
  if (parts.length !== 3 || parts.some((part) => part === undefined) || alpha === undefined) return undefined;
  const values = parts as [number, number, number];
  let srgb: [number, number, number];
  switch (match[1]) {
    case 'srgb':
      srgb = values;
      break;
    case 'srgb-linear':
      srgb = values.map(linearToSrgb) as [number, number, number];
      break;
    case 'display-p3':
      srgb = multiply(XYZ_TO_SRGB, multiply(P3_TO_XYZ, values.map((value) => srgbToLinear(value * 255)) as [number, number, number])).map(linearToSrgb) as [number, number, number];
      break;
    case 'xyz':
    case 'xyz-d65':
      srgb = multiply(XYZ_TO_SRGB, values).map(linearToSrgb) as [number, number, number];
      break;
    case 'xyz-d50':
      srgb = multiply(XYZ_TO_SRGB, multiply(D50_TO_D65, values)).map(linearToSrgb) as [number, number, number];
      break;
    default:
      return undefined;
  }
  const channel = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 255);
  return { r: channel(srgb[0]), g: channel(srgb[1]), b: channel(srgb[2]), a: Math.min(1, Math.max(0, Math.round(alpha * 1000) / 1000)) };
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
