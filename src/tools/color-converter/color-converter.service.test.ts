import { describe, expect, it } from 'vitest';
import { contrastWith, formatAllColors, formatColor, parseColor, type ColorFormat, type RgbaColor } from './color-converter.service';

const must = (text: string): RgbaColor => {
  const color = parseColor(text);
  if (!color) throw new Error(`not a color: ${text}`);
  return color;
};

/** Olive (#808000) as the spec writes it. */
const OLIVE: Record<Exclude<ColorFormat, 'oklch' | 'oklab'>, string> = {
  hex: '#808000',
  rgb: 'rgb(128, 128, 0)',
  hsl: 'hsl(60, 100%, 25%)',
  hwb: 'hwb(60 0% 50%)',
  lch: 'lch(52.15% 56.81 99.57)',
  cmyk: 'device-cmyk(0% 0% 100% 50%)',
  name: 'olive',
};

/**
 * Dodger blue (#1e90ff = 30, 144, 255), worked out by hand: max = B = 1, min = R = 0.1176 → L = 55.9 %
 * (56 %), S = 0.8824 / (1 − |2L − 1|) = 100 %, H = 60 × ((R − G) / Δ + 4) = 209.6° (210);
 * HWB: W = min = 12 %, B = 1 − max = 0 %; CMYK: K = 0, C = 1 − R = 88 %, M = 1 − G = 44 %, Y = 0.
 */
const DODGERBLUE = {
  hex: '#1e90ff',
  rgb: 'rgb(30, 144, 255)',
  hsl: 'hsl(210, 100%, 56%)',
  hwb: 'hwb(210 12% 0%)',
  cmyk: 'device-cmyk(88% 44% 0% 0%)',
  name: 'dodgerblue',
};

describe('olive and dodgerblue', () => {
  it.each(Object.entries(OLIVE))('olive %s → %s', (format, text) => {
    expect(formatColor(must('olive'), format as ColorFormat)).toBe(text);
  });

  it.each(Object.values(OLIVE))('every olive notation reads back as olive: %s', (text) => {
    expect(formatColor(must(text), 'hex')).toBe('#808000');
  });

  it.each(Object.entries(DODGERBLUE))('dodgerblue %s → %s', (format, text) => {
    expect(formatColor(must('DodgerBlue'), format as ColorFormat)).toBe(text);
  });
});

/** An independent CIE LCh (D50) computation after CSS Color 4's sample code (sRGB → XYZ D65 → Bradford → Lab). */
function referenceLch({ r, g, b }: RgbaColor): [number, number, number] {
  const lin = [r, g, b].map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const x65 = 0.4123907992659595 * lin[0] + 0.357584339383878 * lin[1] + 0.1804807884018343 * lin[2];
  const y65 = 0.21263900587151036 * lin[0] + 0.715168678767756 * lin[1] + 0.07219231536073371 * lin[2];
  const z65 = 0.01933081871559185 * lin[0] + 0.11919477979462599 * lin[1] + 0.9505321522496606 * lin[2];
  const x = 1.0479298208405488 * x65 + 0.022946793341019088 * y65 - 0.05019222954313557 * z65;
  const y = 0.029627815688159344 * x65 + 0.990434484573249 * y65 - 0.01707382502938514 * z65;
  const z = -0.009243058152591178 * x65 + 0.015055144896577895 * y65 + 0.7518742899580008 * z65;
  const white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x / white[0]!), f(y / white[1]!), f(z / white[2]!)];
  const L = 116 * fy - 16;
  const A = 500 * (fx - fy);
  const B = 200 * (fy - fz);
  return [L, Math.hypot(A, B), ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360];
}

describe('LCH against an independent computation', () => {
  it.each(['dodgerblue', '#1ea54c', 'olive', 'rebeccapurple', '#ff0000'])('%s', (text) => {
    const color = must(text);
    const match = /^lch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/.exec(formatColor(color, 'lch'));
    expect(match).not.toBeNull();
    const [l, c, h] = referenceLch(color);
    expect(Number(match![1])).toBeCloseTo(l, 1);
    expect(Number(match![2])).toBeCloseTo(c, 1);
    expect(Number(match![3])).toBeCloseTo(h, 1);
  });
});

describe('alpha', () => {
  it.each<[ColorFormat, string]>([
    ['hex', '#ff000080'],
    ['rgb', 'rgba(255, 0, 0, 0.5)'],
    ['hsl', 'hsla(0, 100%, 50%, 0.5)'],
    ['hwb', 'hwb(0 0% 0% / 0.5)'],
    ['lch', 'lch(54.29% 106.84 40.85 / 0.5)'],
    ['cmyk', 'device-cmyk(0% 100% 100% 0% / 0.5)'],
  ])('%s keeps alpha: %s', (format, text) => {
    expect(formatColor(must('rgba(255, 0, 0, 0.5)'), format)).toBe(text);
    expect(formatColor(must(text), 'rgb')).toBe('rgba(255, 0, 0, 0.5)');
  });
});

describe('parseColor', () => {
  it.each<[string, string]>([
    ['#f00', '#ff0000'],
    ['#F008', '#ff000088'],
    ['1ea54c', '#1ea54c'],
    ['RED', '#ff0000'],
    ['  Red ', '#ff0000'],
    ['rgb(300,0,0)', '#ff0000'],
    ['rgb(255 0 0 / 50%)', '#ff000080'],
    ['hsl(0 100% 50%)', '#ff0000'],
    ['HSLA(0, 100%, 50%, 1)', '#ff0000'],
    ['device-cmyk(0 0 1 0.5)', '#808000'],
    // CSS Color 4's examples of one colour (#7d2329) in the Lab-like notations.
    ['lab(29.2345% 39.3825 20.0664)', '#7d2329'],
    ['lch(29.2345% 44.2 27)', '#7d2329'],
    ['oklch(40.101% 0.12332 21.555)', '#7d2329'],
    ['oklab(40.101% 0.1147 0.0453)', '#7d2329'],
    ['hsl(120deg 50% 50% / 0.5)', '#40bf4080'],
    ['color(srgb 1 0.5 0)', '#ff8000'],
    ['color(srgb 100% 0% 0% / 50%)', '#ff000080'],
    ['color(srgb-linear 0.2159 0.2159 0.2159)', '#808080'],
    // Display P3's own green is outside sRGB: clipped; a grey is the same in both.
    ['color(display-p3 0 1 0)', '#00ff00'],
    ['color(display-p3 0.5 0.5 0.5)', '#808080'],
    // D65 white in XYZ is sRGB white.
    ['color(xyz-d65 0.9505 1 1.089)', '#ffffff'],
    ['color(xyz-d50 0.9642 1 0.8251)', '#ffffff'],
  ])('%j → %s', (text, hex) => {
    expect(formatColor(must(text), 'hex')).toBe(hex);
  });

  it.each(['', '   ', 'nonsense', '#12345', 'rgb(1,2)', '#ggg', 'hsl(a, b, c)', 'color(rec2020 1 0 0)', 'color(srgb 1 0)', 'color(srgb a b c)'])('%j is not a color', (text) => {
    expect(parseColor(text)).toBeUndefined();
  });
});

describe('names', () => {
  it.each<[string, string]>([
    ['#1ea54c', 'seagreen'],
    ['#ff0001', 'red'],
    ['#808000', 'olive'],
    ['#000001', 'black'],
  ])('%s → %s (exact or nearest)', (text, name) => {
    expect(formatColor(must(text), 'name')).toBe(name);
  });
});

describe('OKLab and OKLCH (CSS Color 4 examples: red = oklab(0.628 0.2249 0.1258), oklch(0.628 0.2577 29.23))', () => {
  it.each<[string, string, string]>([
    ['red', 'oklab(62.8% 0.2249 0.1258)', 'oklch(62.8% 0.2577 29.23)'],
    ['white', 'oklab(100% 0 0)', 'oklch(100% 0 0)'],
    ['black', 'oklab(0% 0 0)', 'oklch(0% 0 0)'],
  ])('%s', (text, oklab, oklch) => {
    const all = formatAllColors(must(text));
    expect(all.oklab).toBe(oklab);
    expect(all.oklch).toBe(oklch);
  });
});

describe('contrast (WCAG 2)', () => {
  it.each<[string, string, number, boolean, boolean, boolean]>([
    ['black', 'white', 21, true, true, true],
    ['white', 'white', 1, false, false, false],
    ['#777777', 'white', 4.48, true, false, false],
    ['#767676', 'white', 4.54, true, true, false],
    ['#595959', 'white', 7, true, true, true],
  ])('%s on %s = %d', (color, background, ratio, aaLarge, aa, aaa) => {
    expect(contrastWith(must(color), must(background))).toEqual({
      ratio,
      aaLarge,
      aa,
      aaa,
    });
  });
});
