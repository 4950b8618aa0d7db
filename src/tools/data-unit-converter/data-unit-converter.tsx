import { Card, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import type { Handoff } from '../../engine/handoff/handoff';
import { failureMessage, type FailureMessage } from '../../engine/failure';
import { isToolInputError } from '../../lib/errors';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { dataUnitConverter, dataUnitConverterTransferTime } from './data-unit-converter.operations';
import {
  convertAllUnits,
  DEFAULT_QUANTITY,
  DEFAULT_SIZE,
  parseDecimal,
  splitTransfer,
  transferTime,
  UNITS,
  unitLabel,
  type Conversion,
  type QuantityKind,
  type TransferTime,
  type UnitDefinition,
} from './data-unit-converter.service';
import type en from './locales/en.json';

const TOOL_ID = 'data-unit-converter';
const DIGITS = numberBounds(dataUnitConverter.options, 'digits');

/**
 * `quantity`: the main field's text, from which every unit field is computed. `editing`/`raw`: the
 * unit field being typed in and its text as typed (a valid number there rewrites `quantity`).
 */
const DEFAULTS = {
  quantity: DEFAULT_QUANTITY,
  editing: '',
  raw: '',
  digits: defaultOptions(dataUnitConverter).digits,
  size: DEFAULT_SIZE,
  rate: defaultOptions(dataUnitConverterTransferTime).rate,
};
const STATE_OPTIONS = {
  persist: { quantity: 'local', editing: 'none', raw: 'none', digits: 'url', size: 'local', rate: 'local' },
  schema: dataUnitConverter.options,
  // A size at a rate goes to the transfer time (whose size field takes `4.7 GB at 100 Mbit/s` whole).
  pasteInto: ({ op, text }: Handoff) => (op === 'data-unit-converter-transfer-time' ? { size: text } : { quantity: text, editing: '' }),
} as const;

function attempt<T>(compute: () => T): { value?: T; failure?: FailureMessage } {
  try {
    return { value: compute() };
  } catch (error) {
    if (!isToolInputError(error)) throw error;
    return { failure: failureMessage(error, 'empty') };
  }
}

const message = (t: ToolTranslate<typeof en>, failure: FailureMessage | undefined) => (failure ? t(failure.messageKey as 'empty', failure.params) : undefined);

const group = (base: UnitDefinition['base'], system: UnitDefinition['system']) =>
  UNITS.filter((unit) => unit.base === base && unit.system === system && !unit.symbol.match(/^(B|bit)$/));

export default function DataUnitConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const kindLabelId = useId();

  const converted = useMemo(() => attempt(() => convertAllUnits(state.quantity, state.digits)), [state.quantity, state.digits]);
  // The unit fields keep the last quantity that was understood while the main field is being retyped.
  const [lastGood, setLastGood] = useState<Conversion | undefined>(converted.value);
  if (converted.value && converted.value !== lastGood) setLastGood(converted.value);
  const shown = converted.value ?? lastGood;
  const kind: QuantityKind = shown?.kind ?? 'size';

  const editUnit = (unit: UnitDefinition, text: string) => {
    const label = unitLabel(unit.symbol, kind);
    update(parseDecimal(text) && !/^\s*[-−]/.test(text) ? { editing: label, raw: text, quantity: `${text.trim()} ${label}` } : { editing: label, raw: text });
  };

  const switchKind = (next: QuantityKind) => {
    if (!shown || next === kind) return;
    const unit = next === 'rate' ? `${shown.unit}/s` : shown.unit.replace(/\/s$/, '');
    update({ quantity: `${shown.value} ${unit}`, editing: '' });
  };

  const unitField = (unit: UnitDefinition) => {
    const label = unitLabel(unit.symbol, kind);
    const name = t(`names.${unit.symbol}` as 'names.B');
    const editing = state.editing === label;
    const invalid = editing && (parseDecimal(state.raw) === undefined || /^\s*[-−]/.test(state.raw));
    return (
      <TextInput
        key={unit.symbol}
        label={kind === 'rate' ? t('perSecond', { name }) : name}
        value={editing ? state.raw : (shown?.units[label] ?? '')}
        onChange={(event) => editUnit(unit, event.currentTarget.value)}
        onBlur={() => editing && update({ editing: '' })}
        error={invalid ? t('enterNumber') : undefined}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        rightSectionWidth={64}
        rightSection={
          <Text size="sm" c="dimmed" aria-hidden>
            {label}
          </Text>
        }
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
    );
  };

  const unitCard = (base: UnitDefinition['base']) => (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t(base === 'byte' ? 'bytesTitle' : 'bitsTitle')}
        </Title>
        {unitField(UNITS.find((unit) => unit.base === base && unit.symbol.match(/^(B|bit)$/))!)}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {(['si', 'iec'] as const).map((system) => (
            <Stack key={system} gap="sm">
              <Text size="sm" fw={500} c="dimmed">
                {t(system)}
              </Text>
              {group(base, system).map(unitField)}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group align="flex-start" gap="md" wrap="wrap">
            <TextField
              label={t('quantity')}
              placeholder={t('quantityPlaceholder')}
              description={t('quantityHelp')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={state.quantity}
              onChange={(quantity) => update({ quantity, editing: '' })}
              error={message(t, converted.failure)}
              monospace
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              style={{ flex: '1 1 320px' }}
            />
            <NumberInput
              label={t('digits')}
              value={state.digits}
              onChange={(value) => typeof value === 'number' && Number.isInteger(value) && update({ digits: value })}
              min={DIGITS.min}
              max={DIGITS.max}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              w={170}
            />
          </Group>
          {converted.value && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('readAs', {
                value: converted.value.value,
                unit: converted.value.unit,
                name:
                  converted.value.kind === 'rate'
                    ? t('perSecond', { name: t(`names.${converted.value.unit.replace(/\/s$/, '')}` as 'names.B') })
                    : t(`names.${converted.value.unit}` as 'names.B'),
                bits: converted.value.bits,
                bitUnit: converted.value.kind === 'rate' ? 'bit/s' : 'bit',
              })}
            </Text>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id={kindLabelId}>
              {t('kindLabel')}
            </Text>
            <SegmentedControl
              aria-labelledby={kindLabelId}
              data={(['size', 'rate'] as const).map((value) => ({ value, label: t(`kinds.${value}`) }))}
              value={kind}
              onChange={(value) => switchKind(value as QuantityKind)}
              w="fit-content"
            />
          </Stack>
        </Stack>
      </Card>

      {unitCard('byte')}
      {unitCard('bit')}

      <TransferCard t={t} size={state.size} rate={state.rate} digits={state.digits} update={update} />
    </Stack>
  );
}

function TransferCard({
  t,
  size,
  rate,
  digits,
  update,
}: {
  t: ToolTranslate<typeof en>;
  size: string;
  rate: string;
  digits: number;
  update: (patch: Partial<typeof DEFAULTS>) => void;
}) {
  const result = useMemo(() => attempt<TransferTime>(() => transferTime(size, rate, digits)), [size, rate, digits]);
  const failure = result.failure;
  const rateInSize = splitTransfer(size).rate !== undefined;
  // A rate written in the size field is that field's mistake.
  const inRate = failure?.messageKey.startsWith('transfer.rate.') && !rateInSize;
  const row = (key: 'duration' | 'seconds' | 'iso8601', value: string) => (
    <ReadOnlyField key={key} inline label={t(key)} value={value} copyLabel={t('copy', { label: t(key) })} monospace={key !== 'duration'} />
  );
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('transferTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            label={t('size')}
            placeholder={t('sizePlaceholder')}
            value={size}
            onChange={(value) => update({ size: value })}
            error={failure && !inRate ? message(t, failure) : undefined}
            monospace
            autoComplete="off"
          />
          <TextField
            label={t('rate')}
            placeholder={t('ratePlaceholder')}
            value={rate}
            onChange={(value) => update({ rate: value })}
            error={failure && inRate ? message(t, failure) : undefined}
            description={rateInSize ? t('rateInSize') : undefined}
            monospace
            autoComplete="off"
          />
        </SimpleGrid>
        {result.value && (
          <Stack gap="xs">
            {row('duration', result.value.duration)}
            {row('seconds', result.value.seconds)}
            {row('iso8601', result.value.iso8601)}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
