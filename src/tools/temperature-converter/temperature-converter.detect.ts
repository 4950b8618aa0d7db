import type { DetectDeclarations } from '../../engine/detect';

export type TemperatureUnit = 'kelvin' | 'celsius' | 'fahrenheit' | 'rankine' | 'delisle' | 'newton' | 'reaumur' | 'romer';

/** A number (`-`, `−`, `+`, decimal point or comma) then a unit, spaces allowed between. */
const READING = /^([-−+]?\d{1,7}(?:[.,]\d{1,10})?)\s?(°\s?[A-Za-zéø]{1,2}|º\s?[A-Za-z]{1,2}|℃|℉|K|[A-Za-zéèø ]{1,12})$/;

const UNITS: Record<string, TemperatureUnit> = {
  c: 'celsius',
  '°c': 'celsius',
  'ºc': 'celsius',
  '℃': 'celsius',
  celsius: 'celsius',
  'degrees celsius': 'celsius',
  'deg c': 'celsius',
  degc: 'celsius',
  f: 'fahrenheit',
  '°f': 'fahrenheit',
  'ºf': 'fahrenheit',
  '℉': 'fahrenheit',
  fahrenheit: 'fahrenheit',
  'degrees fahrenheit': 'fahrenheit',
  'deg f': 'fahrenheit',
  degf: 'fahrenheit',
  k: 'kelvin',
  kelvin: 'kelvin',
  kelvins: 'kelvin',
  '°r': 'rankine',
  '°ra': 'rankine',
  rankine: 'rankine',
  '°de': 'delisle',
  delisle: 'delisle',
  '°n': 'newton',
  newton: 'newton',
  '°ré': 'reaumur',
  '°re': 'reaumur',
  réaumur: 'reaumur',
  reaumur: 'reaumur',
  '°rø': 'romer',
  rømer: 'romer',
  romer: 'romer',
};

/** A temperature with its unit (`25 °C`, `77F`, `300 K`, `-40 °F`), or undefined. Shared with the operation. */
export function readTemperature(text: string): { value: number; unit: TemperatureUnit } | undefined {
  if (text.length > 40) return undefined;
  const match = READING.exec(text.trim());
  if (!match) return undefined;
  // A lone letter is a unit symbol only in capitals (`100k` is a hundred thousand, `5f` hex).
  if (/^[A-Za-z]$/.test(match[2]!) && match[2] !== match[2]!.toUpperCase()) return undefined;
  const unit = UNITS[match[2]!.toLowerCase().replace(/\s+/g, ' ').replace(/^([°º]) /, '$1').trim()];
  if (!unit) return undefined;
  const value = Number(match[1]!.replace('−', '-').replace(',', '.'));
  return Number.isFinite(value) ? { value, unit } : undefined;
}

/** Absolute zero on each scale, below which a reading is not a temperature. */
const ABSOLUTE_ZERO: Record<TemperatureUnit, number> = { kelvin: 0, celsius: -273.15, fahrenheit: -459.67, rankine: 0, delisle: Infinity, newton: -90.14, reaumur: -218.52, romer: -135.9 };

/**
 * A temperature written with its unit: the unit becomes `from` (and `to` the usual other scale:
 * Celsius ↔ Fahrenheit, anything else → Celsius). A bare number is not recognisably a temperature.
 */
export default {
  'temperature-converter': {
    pre: { maxLines: 1, minLength: 2, maxLength: 40 },
    prior: 0.7,
    score: ({ text }) => {
      const reading = readTemperature(text);
      if (!reading) return 0;
      const { value, unit } = reading;
      if (unit !== 'delisle' && value < ABSOLUTE_ZERO[unit] - 0.01) return 0;
      const to = unit === 'celsius' ? 'fahrenheit' : 'celsius';
      // A degree sign or a word is surest; a lone letter less (`77F`, `300 K`), and `100K` may well mean a hundred thousand.
      const confidence = /[°º℃℉]|[a-z]{3}/i.test(text) ? 0.92 : /\dK$/.test(text) ? 0.5 : 0.8;
      return { confidence, options: { from: unit, to }, reason: { key: 'withUnit', params: { unit: text.slice(text.search(/[^-−+\d.,\s]/)).trim() } } };
    },
  },
} satisfies DetectDeclarations;
