import { describe, expect, it } from 'vitest';
import {
  convertAll,
  convertTemperature,
  formatTemperature,
  fromKelvin,
  isBelowAbsoluteZero,
  parseTemperature,
  TEMPERATURE_SCALES,
  toKelvin,
  type TemperatureScale,
} from './temperature-converter.service';

describe('reference points (2 decimal places)', () => {
  it('100 °C (water boils at 1 atm)', () => {
    expect(convertAll('celsius', 100, 2)).toEqual({
      kelvin: '373.15',
      celsius: '100',
      fahrenheit: '212',
      rankine: '671.67',
      delisle: '0',
      newton: '33',
      reaumur: '80',
      romer: '60',
    });
  });

  it('0 °C (water freezes)', () => {
    expect(convertAll('celsius', 0, 2)).toEqual({
      kelvin: '273.15',
      celsius: '0',
      fahrenheit: '32',
      rankine: '491.67',
      delisle: '150',
      newton: '0',
      reaumur: '0',
      romer: '7.5',
    });
  });

  it('0 K (absolute zero): −90.1395 °N → −90.14, −135.90375 °Rø → −135.9', () => {
    expect(convertAll('kelvin', 0, 2)).toEqual({
      kelvin: '0',
      celsius: '-273.15',
      fahrenheit: '-459.67',
      rankine: '0',
      delisle: '559.73',
      newton: '-90.14',
      reaumur: '-218.52',
      romer: '-135.9',
    });
  });

  it('−40 °C = −40 °F', () => {
    expect(convertTemperature(-40, 'celsius', 'fahrenheit')).toBeCloseTo(-40, 12);
    expect(formatTemperature(convertTemperature(-40, 'fahrenheit', 'celsius'), 2)).toBe('-40');
  });

  it.each<[TemperatureScale, number, TemperatureScale, string]>([
    ['fahrenheit', 98.6, 'celsius', '37'],
    ['rankine', 0, 'kelvin', '0'],
    ['delisle', 150, 'celsius', '0'],
    ['newton', 33, 'celsius', '100'],
    ['reaumur', 80, 'celsius', '100'],
    ['romer', 60, 'celsius', '100'],
    ['romer', 7.5, 'kelvin', '273.15'],
  ])('%s %d → %s %s', (from, value, to, expected) => {
    expect(formatTemperature(convertTemperature(value, from, to), 2)).toBe(expected);
  });
});

describe('round trips through Kelvin', () => {
  it.each(TEMPERATURE_SCALES.flatMap((scale) => [-500, -40, 0, 0.1, 36.6, 1234.5678].map((value) => [scale, value] as const)))('%s %d', (scale, value) => {
    expect(fromKelvin(scale, toKelvin(scale, value))).toBeCloseTo(value, 9);
    for (const other of TEMPERATURE_SCALES) {
      expect(convertTemperature(convertTemperature(value, scale, other), other, scale)).toBeCloseTo(value, 9);
    }
  });

  it('shows no drift after a round trip', () => {
    expect(formatTemperature(convertTemperature(convertTemperature(0.1, 'celsius', 'romer'), 'romer', 'celsius'), 10)).toBe('0.1');
  });
});

describe('formatTemperature', () => {
  it.each([
    // Half away from zero, also for negatives.
    [1.005, 2, '1.01'],
    [-1.005, 2, '-1.01'],
    [2.5, 0, '3'],
    [-2.5, 0, '-3'],
    [0.125, 2, '0.13'],
    [-0.125, 2, '-0.13'],
    [1.234, 2, '1.23'],
    [-1.234, 2, '-1.23'],
    // Trailing zeros dropped.
    [1.5, 2, '1.5'],
    [373.15, 10, '373.15'],
    [100, 2, '100'],
    // 0 and 10 places.
    [255.372222222222, 0, '255'],
    [1 / 3, 10, '0.3333333333'],
    [2 / 3, 10, '0.6666666667'],
    // Binary noise is cut first: 0.1 + 0.2 is 0.3 at 10 places.
    [0.1 + 0.2, 10, '0.3'],
    [1.0000000000000002, 10, '1'],
    // Never -0.
    [-0, 2, '0'],
    [-0.001, 2, '0'],
    [-0.004, 2, '0'],
    [-0.005, 2, '-0.01'],
    [-1e-20, 10, '0'],
    // Plain notation, no exponent, no separator.
    [1e21, 2, '1000000000000000000000'],
    [1.5e-7, 10, '0.0000001500'.replace(/0+$/, '')],
    [123456.789, 1, '123456.8'],
  ])('%d at %d places → %s', (value, places, expected) => {
    expect(formatTemperature(value, places)).toBe(expected);
  });
});

describe('absolute zero and parsing', () => {
  it.each([
    [-0.01, true],
    [-1e-8, true],
    [-1e-10, false],
    [0, false],
    [toKelvin('celsius', -273.15), false],
    [toKelvin('fahrenheit', -459.67), false],
    [toKelvin('romer', -135.90375), false],
    [toKelvin('celsius', -274), true],
  ])('%d K below absolute zero: %s', (kelvin, expected) => {
    expect(isBelowAbsoluteZero(kelvin)).toBe(expected);
  });

  it.each([
    ['12.5', 12.5],
    ['-40', -40],
    ['  7 ', 7],
    ['', undefined],
    ['-', undefined],
    ['.', undefined],
    ['abc', undefined],
  ])('parseTemperature(%j) → %s', (text, expected) => {
    expect(parseTemperature(text)).toBe(expected);
  });
});
