import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyButton } from '../../ui/copy/CopyButton';
import type en from './locales/en.json';
import { randomPortGenerator } from './random-port-generator.operations';
import { randomPort, validatePortRange } from './random-port-generator.service';

const TOOL_ID = 'random-port-generator';
/** The ports the schema accepts (1 and 1 only stand for "none" to the type checker). */
const { min: MIN_PORT = 1, max: MAX_PORT = 1 } = numberBounds(randomPortGenerator.options, 'min');
const DEFAULTS = defaultOptions(randomPortGenerator);
/**
 * The range is in the URL; the schema checks each end (a link with a port outside 1024–65535 opens
 * on the default). A link with min above max opens with the fields' order error, as when typed.
 */
const STATE_OPTIONS = { persist: { min: 'url', max: 'url' }, schema: randomPortGenerator.options } as const;

export default function RandomPortGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [range, setRange] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [minText, setMinText] = useState(String(range.min));
  const [maxText, setMaxText] = useState(String(range.max));
  const validation = validatePortRange(minText, maxText);
  const [low, high] = validation.range ?? [undefined, undefined];
  // A new draw whenever a valid range changes (and on load): state adjusted during render, no effect.
  const rangeKey = low === undefined ? '' : `${low}-${high}`;
  const [draw, setDraw] = useState(() => ({ rangeKey, port: low === undefined || high === undefined ? undefined : randomPort(low, high) }));
  if (draw.rangeKey !== rangeKey) setDraw({ rangeKey, port: low === undefined || high === undefined ? undefined : randomPort(low, high) });
  const port = draw.rangeKey === rangeKey ? draw.port : undefined;

  const changeRange = (nextMin: string, nextMax: string) => {
    setMinText(nextMin);
    setMaxText(nextMax);
    const next = validatePortRange(nextMin, nextMax).range;
    if (next) setRange({ min: next[0], max: next[1] });
  };

  const value = validation.range && port !== undefined ? String(port) : '';

  return (
    <Stack gap="lg" maw={640}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={t('minimum')}
          value={minText}
          onChange={(next) => changeRange(String(next), maxText)}
          min={MIN_PORT}
          max={MAX_PORT}
          clampBehavior="none"
          allowDecimal
          allowNegative
          thousandSeparator={false}
          error={validation.min ? t(validation.min) : undefined}
        />
        <NumberInput
          label={t('maximum')}
          value={maxText}
          onChange={(next) => changeRange(minText, String(next))}
          min={MIN_PORT}
          max={MAX_PORT}
          clampBehavior="none"
          allowDecimal
          allowNegative
          thousandSeparator={false}
          error={validation.max ? t(validation.max) : undefined}
        />
      </SimpleGrid>
      <TextInput
        label={t('port')}
        value={value}
        readOnly
        size="xl"
        styles={{ input: { textAlign: 'center', fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 32, height: 72 } }}
      />
      <Group justify="center" gap="sm">
        <CopyButton value={value} label={t('copy')} toast={t('copied')} disabled={value === ''} />
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          disabled={value === ''}
          onClick={() => low !== undefined && high !== undefined && setDraw({ rangeKey, port: randomPort(low, high) })}
        >
          {t('refresh')}
        </Button>
      </Group>
    </Stack>
  );
}
