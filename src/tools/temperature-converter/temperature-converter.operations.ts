import { z } from '../../engine/zod';
import { ToolInputError } from '../../lib/errors';
import { defineOperation } from '../../engine/operation';
import {
  convertTemperature,
  DEFAULT_DECIMAL_PLACES,
  formatTemperature,
  MAX_DECIMAL_PLACES,
  MIN_DECIMAL_PLACES,
  parseTemperature,
  TEMPERATURE_SCALES,
} from './temperature-converter.service';
import { readTemperature } from './temperature-converter.detect';

/**
 * A temperature from one scale to another through Kelvin, rounded half away from zero. Expected
 * values from the scale definitions: water boils at 100 °C = 373.15 K = 212 °F = 33 °N = 60 °Rø;
 * 0 K = −273.15 × 33/100 = −90.1395 °N. A unit written after the number (`25 °C`, `77F`, `300 K`)
 * names the source scale and overrides `from`.
 */
export const temperatureConverter = defineOperation({
  id: 'temperature-converter',
  toolId: 'temperature-converter',
  input: 'text',
  output: 'text',
  options: z.object({
    from: z._default(z.enum(TEMPERATURE_SCALES), 'celsius'),
    to: z._default(z.enum(TEMPERATURE_SCALES), 'fahrenheit'),
    decimalPlaces: z._default(z.int().check(z.minimum(MIN_DECIMAL_PLACES), z.maximum(MAX_DECIMAL_PLACES)), DEFAULT_DECIMAL_PLACES),
  }),
  run: (input, { from, to, decimalPlaces }) => {
    const reading = readTemperature(input);
    const value = reading?.value ?? parseTemperature(input);
    if (value === undefined) throw new ToolInputError('invalidNumber');
    return formatTemperature(convertTemperature(value, reading?.unit ?? from, to), decimalPlaces);
  },
  examples: [
    // A bare number is not recognisably a temperature: these examples are not for smart paste.
    { description: 'Water boils: 100 °C = 212 °F', input: '100', output: '212', detect: false },
    { description: '−40 °C = −40 °F', input: '-40', output: '-40', detect: false },
    { description: '100 °C = 373.15 K', input: '100', options: { to: 'kelvin' }, output: '373.15', detect: false },
    { description: '0 K = −90.1395 °N, rounded half away from zero', input: '0', options: { from: 'kelvin', to: 'newton' }, output: '-90.14', detect: false },
    { description: '0 K = −135.90375 °Rø at 4 places', input: '0', options: { from: 'kelvin', to: 'romer', decimalPlaces: 4 }, output: '-135.9038', detect: false },
    { description: 'Body temperature: 98.6 °F = 37 °C', input: '98.6', options: { from: 'fahrenheit', to: 'celsius' }, output: '37', detect: false },
    { description: 'The unit in the text names the source scale: 25 °C = 77 °F', input: '25 °C', output: '77' },
    { description: 'It overrides `from`: 77F = 25 °C', input: '77F', options: { from: 'kelvin', to: 'celsius' }, output: '25' },
    { description: 'Water freezes at 273.15 K = 32 °F', input: '273.15 K', output: '32' },
  ],
});

export default [temperatureConverter];
