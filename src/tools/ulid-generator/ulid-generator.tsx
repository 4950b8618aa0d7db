import { Button, Card, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { isToolInputError } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { numberBounds, optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ClampedNumberInput } from '../../ui/clamped-number/ClampedNumberInput';
import { TextField } from '../../ui/input/TextField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { ulidGenerator } from './ulid-generator.operations';
import {
  decodeUlidOrUuid,
  formatUlids,
  generateUlids,
  parseTimestamp,
  type DecodedId,
  type UlidFormat,
} from './ulid-generator.service';
import { PairsTable } from '../../ui/report/Report';

const TOOL_ID = 'ulid-generator';
const ULID_FORMATS = optionChoices<UlidFormat>(ulidGenerator.options, 'format');
/** The schema bounds the quantity (1 and 1 only stand for "none" to the type checker). */
const { min: MIN_QUANTITY = 1, max: MAX_QUANTITY = 1 } = numberBounds(ulidGenerator.options, 'quantity');
/** The generator's quantity and format (its `time` is typed here as text: `timestamp`), and the decoder's text. */
const { quantity, format } = defaultOptions(ulidGenerator);
const DEFAULTS = { quantity, format, timestamp: '', decode: '' };
type Settings = typeof DEFAULTS;
/** Quantity and format are remembered; a chosen timestamp is not (it would silently stay in the past). */
const STATE_OPTIONS = {
  persist: { quantity: 'local', format: 'local', timestamp: 'none', decode: 'local' },
  schema: ulidGenerator.options,
  pasteInto: { 'ulid-decode': 'decode' },
} as const;
const OUTPUT_STYLE = { fontFamily: 'var(--mantine-font-family-monospace)', textAlign: 'center', whiteSpace: 'pre', overflowX: 'auto' } as const;

interface Draw {
  text: string;
  timestampError?: 'invalidTimestamp' | 'timestampOutOfRange';
}

function draw({ quantity, format, timestamp }: Settings): Draw {
  try {
    return { text: formatUlids(generateUlids(quantity, { time: parseTimestamp(timestamp) }), format) };
  } catch (error) {
    if (isToolInputError(error) && (error.messageKey === 'invalidTimestamp' || error.messageKey === 'timestampOutOfRange')) {
      return { text: '', timestampError: error.messageKey };
    }
    throw error;
  }
}

function decodeOrError(text: string): DecodedId | 'invalid' | undefined {
  if (text.trim() === '') return undefined;
  try {
    return decodeUlidOrUuid(text);
  } catch {
    return 'invalid';
  }
}

export default function UlidGenerator() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [settings, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [result, setResult] = useState(() => draw(settings));

  const change = (patch: Partial<Settings>) => {
    update(patch);
    setResult(draw({ ...settings, ...patch }));
  };

  const lines = settings.format === 'json' ? settings.quantity + 2 : settings.quantity;
  const decoded = decodeOrError(settings.decode);

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <ClampedNumberInput label={t('quantity')} value={settings.quantity} min={MIN_QUANTITY} max={MAX_QUANTITY} onChange={(quantity) => change({ quantity })} />
            <Select
              label={t('format')}
              data={ULID_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) }))}
              value={settings.format}
              onChange={(value) => value && change({ format: value as UlidFormat })}
              allowDeselect={false}
              checkIconPosition="right"
            />
          </SimpleGrid>
          <TextField
            label={t('timestamp')}
            placeholder={t('timestampPlaceholder')}
            value={settings.timestamp}
            onChange={(timestamp) => change({ timestamp })}
            error={result.timestampError ? t(result.timestampError) : undefined}
            description={t('timestampHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            monospace
          />
        </Stack>
      </Card>

      <OutputArea
        label={t('ulids')}
        value={result.text}
        rows={Math.min(Math.max(lines, 1), 14)}
        styles={{ input: OUTPUT_STYLE }}
        copyLabel={t('copy')}
        copyToast={t('copied')}
        actions={
          <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setResult(draw(settings))}>
            {t('refresh')}
          </Button>
        }
      />

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <TextField
            label={t('decode')}
            placeholder={t('decodePlaceholder')}
            value={settings.decode}
            onChange={(decode) => update({ decode })}
            error={decoded === 'invalid' ? t('invalidId') : undefined}
            monospace
          />
          {decoded && decoded !== 'invalid' && (
            <>
              <PairsTable
                rows={[
                  [t('decodedUlid'), decoded.ulid],
                  [t('decodedUuid'), decoded.uuid],
                  [t('decodedUtc'), decoded.time.toISOString()],
                  [t('decodedLocal'), new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'long' }).format(decoded.time)],
                ]}
                label={t('decoded')}
                labelWidth="35%"
                monospace
              />
              {decoded.kind === 'uuid' && (
                <Text size="sm" c="dimmed">
                  {t('uuidNote')}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
