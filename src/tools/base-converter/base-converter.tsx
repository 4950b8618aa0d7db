import { Group, Loader, NumberInput, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { numberBounds, optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { TextField } from '../../ui/input/TextField';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import classes from './base-converter.module.css';
import { baseConverterAll, baseConverterTwosComplement, type BaseConversionData } from './base-converter.operations';
import { DIGIT_GROUPINGS, displayDigits, FIXED_OUTPUTS, parseBase, twosComplement, type DigitGrouping, type TwosComplementWidth } from './base-converter.service';
import type en from './locales/en.json';

const TOOL_ID = 'base-converter';
/** Up to this many characters the conversion runs at once on the page (a few ms); longer numbers go to the operation worker. */
const WORKER_THRESHOLD = 3000;
const LARGE_INPUT_DELAY_MS = 100;
const BASE_BOUNDS = numberBounds(baseConverterAll.options, 'inputBase');
const TWOS_WIDTHS = optionChoices<TwosComplementWidth>(baseConverterTwosComplement.options, 'twosBits');

const DEFAULTS = {
  number: '42',
  ...defaultOptions(baseConverterAll),
  grouping: 'none' as DigitGrouping,
  uppercaseHex: false,
  twosBits: defaultOptions(baseConverterTwosComplement).twosBits,
};

const STATE_OPTIONS = {
  persist: { number: 'local', inputBase: 'url', customBase: 'url', grouping: 'url', uppercaseHex: 'url', twosBits: 'url' },
  schema: baseConverterAll.options,
  allowed: { grouping: DIGIT_GROUPINGS, twosBits: TWOS_WIDTHS },
  pasteInto: 'number',
} as const;

/** A conversion's value, read back from its hexadecimal digits (linear, unlike decimal). */
function valueOf(conversion: BaseConversionData): bigint {
  const hex = conversion.outputs.hexadecimal;
  return hex.startsWith('-') ? -BigInt(`0x${hex.slice(1)}`) : BigInt(`0x${hex}`);
}

/** A base field: its own text (an invalid value shows the error, never clamped), the valid value saved. */
function useBaseField(saved: number, save: (base: number) => void) {
  const [text, setText] = useState<string | number>(saved);
  const base = parseBase(text);
  return {
    text,
    base,
    onChange: (value: string | number) => {
      setText(value);
      const next = parseBase(value);
      if (next !== undefined) save(next);
    },
  };
}

export default function BaseConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const inputBaseField = useBaseField(state.inputBase, (inputBase) => update({ inputBase }));
  const customBaseField = useBaseField(state.customBase, (customBase) => update({ customBase }));
  const inputBase = inputBaseField.base;

  const result = useOperationResult(
    baseConverterAll,
    inputBase === undefined ? undefined : state.number,
    { inputBase, customBase: customBaseField.base },
    { threshold: WORKER_THRESHOLD, delayMs: LARGE_INPUT_DELAY_MS },
  );
  const { pending } = result;
  const conversion = result.value as BaseConversionData | undefined;
  const ok = conversion && conversion.outputs.decimal !== '' ? conversion : undefined;

  const show = (text: string, base: number) => displayDigits(text, base, state.grouping, state.uppercaseHex);
  const bits = state.twosBits;
  const pattern = ok ? twosComplement(valueOf(ok), bits) : undefined;
  const number = new Intl.NumberFormat(language);

  // An invalid digit is the service's message; anything unexpected shows its own text.
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'unexpected');
  const numberError =
    failure === undefined ? undefined : failure.messageKey === 'invalidDigit' && failure.params ? t('invalidDigit', { char: failure.params.char, base: failure.params.base }) : failure.detail;
  const numberHint = ok?.prefix ? t('prefixHint', { base: ok.readBase, prefix: ok.prefix }) : undefined;

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%" className={classes.root}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <TextField
            label={t('number')}
            placeholder={t('numberPlaceholder')}
            value={state.number}
            onChange={(value) => update({ number: value })}
            error={numberError}
            description={numberHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            monospace
            autoComplete="off"
          />
          <Group gap="md" align="flex-start" grow>
            <NumberInput
              label={t('inputBase')}
              value={inputBaseField.text}
              onChange={inputBaseField.onChange}
              min={BASE_BOUNDS.min}
              max={BASE_BOUNDS.max}
              step={1}
              clampBehavior="none"
              allowNegative
              error={inputBase === undefined ? t('invalidBase') : undefined}
            />
            <NumberInput
              label={t('customBase')}
              value={customBaseField.text}
              onChange={customBaseField.onChange}
              min={BASE_BOUNDS.min}
              max={BASE_BOUNDS.max}
              step={1}
              clampBehavior="none"
              allowNegative
              error={customBaseField.base === undefined ? t('invalidBase') : undefined}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('alphabetHint')}
          </Text>
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Stack gap="xs" aria-busy={pending}>
          {pending && (
            <Group gap={6} role="status">
              <Loader size={12} aria-hidden />
              <Text size="sm">{t('converting')}</Text>
            </Group>
          )}
          {FIXED_OUTPUTS.map(([name, base]) => (
            <OutputRow key={name} label={t(`outputs.${name}`)} value={ok ? show(ok.outputs[name], base) : ''} copyLabel={t('copy', { label: t(`outputs.${name}`) })} />
          ))}
          <OutputRow
            label={t('outputs.custom')}
            value={ok && customBaseField.base !== undefined ? show(ok.custom, customBaseField.base) : ''}
            copyLabel={t('copy', { label: t('outputs.custom') })}
          />
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group gap="xl" align="flex-end">
            <Select
              label={t('grouping')}
              data={DIGIT_GROUPINGS.map((value) => ({ value, label: t(`groupings.${value}`) }))}
              value={state.grouping}
              onChange={(value) => value && update({ grouping: value as DigitGrouping })}
              allowDeselect={false}
              checkIconPosition="right"
              w={240}
            />
            <Switch label={t('uppercaseHex')} checked={state.uppercaseHex} onChange={(event) => update({ uppercaseHex: event.currentTarget.checked })} mb={8} />
          </Group>
          <Select
            label={t('twosWidth')}
            data={TWOS_WIDTHS.map((width) => ({ value: String(width), label: t('bits', { bits: width }) }))}
            value={String(state.twosBits)}
            onChange={(value) => value && update({ twosBits: Number(value) as TwosComplementWidth })}
            allowDeselect={false}
            checkIconPosition="right"
            styles={{ wrapper: { maxWidth: 240 } }}
            description={ok && !pattern ? t('doesNotFit', { bits }) : t('twosHint')}
          />
          <OutputRow label={t('twosBinary')} value={pattern ? show(pattern.binary, 2) : ''} copyLabel={t('copy', { label: t('twosBinary') })} />
          <OutputRow label={t('twosHex')} value={pattern ? show(pattern.hex, 16) : ''} copyLabel={t('copy', { label: t('twosHex') })} />
          <OutputRow label={t('twosSigned')} value={pattern ? number.format(pattern.signed) : ''} copyLabel={t('copy', { label: t('twosSigned') })} copyValue={pattern ? String(pattern.signed) : ''} />
        </Stack>
      </Paper>
    </Stack>
  );
}

function OutputRow({ label, value, copyLabel, copyValue }: { label: string; value: string; copyLabel: string; copyValue?: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      spellCheck={false}
      classNames={{ root: classes.row, label: classes.label, wrapper: classes.wrapper, input: classes.input }}
      rightSection={<CopyIconButton value={copyValue ?? value} label={copyLabel} disabled={value === ''} size="sm" />}
    />
  );
}
