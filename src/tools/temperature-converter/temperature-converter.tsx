import { Card, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { numberBounds, optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import type { Handoff } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import type en from './locales/en.json';
import { readTemperature } from './temperature-converter.detect';
import { temperatureConverter } from './temperature-converter.operations';
import { convertAll, isBelowAbsoluteZero, parseTemperature, SCALE_SYMBOLS, toKelvin, type TemperatureScale } from './temperature-converter.service';

const TOOL_ID = 'temperature-converter';
/**
 * `source`/`raw`: the field being edited and its text as typed. `valueScale`/`value`: the last
 * number typed anywhere, from which every other field is computed (so clearing a field, or typing
 * `-`, leaves the others unchanged).
 */
const DEFAULTS = {
  source: 'kelvin' as TemperatureScale,
  raw: '0',
  valueScale: 'kelvin' as TemperatureScale,
  value: 0,
  decimalPlaces: defaultOptions(temperatureConverter).decimalPlaces,
};
const TEMPERATURE_SCALES = optionChoices<TemperatureScale>(temperatureConverter.options, 'from');
const DECIMAL_PLACES = numberBounds(temperatureConverter.options, 'decimalPlaces');
const STATE_OPTIONS = {
  persist: { source: 'none', raw: 'none', valueScale: 'none', value: 'none', decimalPlaces: 'none' },
  allowed: { source: TEMPERATURE_SCALES, valueScale: TEMPERATURE_SCALES },
  schema: temperatureConverter.options,
  // A pasted temperature (`25 °C`): its number typed in its unit's field.
  pasteInto: ({ text }: Handoff) => {
    const reading = readTemperature(text);
    return reading ? { source: reading.unit, raw: String(reading.value), valueScale: reading.unit, value: reading.value } : {};
  },
} as const;

export default function TemperatureConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const displays = convertAll(state.valueScale, state.value, state.decimalPlaces);
  const belowAbsoluteZero = isBelowAbsoluteZero(toKelvin(state.valueScale, state.value));

  const edit = (scale: TemperatureScale, text: string) => {
    const value = parseTemperature(text);
    update(value === undefined ? { source: scale, raw: text } : { source: scale, raw: text, valueScale: scale, value });
  };

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <NumberInput
            label={t('decimalPlaces')}
            value={state.decimalPlaces}
            onChange={(value) => {
              // Empty while retyping: keep the current rounding.
              if (typeof value === 'number' && Number.isInteger(value)) update({ decimalPlaces: value });
            }}
            min={DECIMAL_PLACES.min}
            max={DECIMAL_PLACES.max}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            maw={220}
          />
          {belowAbsoluteZero && <ToolAlert>{t('belowAbsoluteZero')}</ToolAlert>}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {TEMPERATURE_SCALES.map((scale) => (
              <NumberInput
                key={scale}
                label={t(`scales.${scale}`)}
                value={scale === state.source ? state.raw : displays[scale]}
                onChange={(value) => edit(scale, String(value))}
                allowDecimal
                allowNegative
                thousandSeparator={false}
                hideControls
                rightSectionWidth={48}
                rightSection={
                  <Text size="sm" c="dimmed" aria-hidden>
                    {SCALE_SYMBOLS[scale]}
                  </Text>
                }
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
    </Stack>
  );
}
