import { Group, Loader, NumberInput, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { TextField } from '../../ui/input/TextField';
import classes from './base-converter.module.css';
import {
  convertToAll,
  DIGIT_GROUPINGS,
  displayDigits,
  FIXED_OUTPUTS,
  MAX_BASE,
  MIN_BASE,
  parseBase,
  TWOS_COMPLEMENT_WIDTHS,
  twosComplement,
  type BaseConversion,
  type DigitGrouping,
} from './base-converter.service';
import type { BaseConverterWorkerApi } from './base-converter.worker';
import type en from './locales/en.json';

const TOOL_ID = 'base-converter';
/** Up to this many characters the conversion runs at once on the page (a few ms); longer numbers go to the worker. */
const WORKER_THRESHOLD = 3000;
const LARGE_INPUT_DELAY_MS = 100;
const BASES = Array.from({ length: MAX_BASE - MIN_BASE + 1 }, (_, index) => MIN_BASE + index);

const DEFAULTS = {
  number: '42',
  inputBase: 10,
  customBase: 42,
  grouping: 'none' as DigitGrouping,
  uppercaseHex: false,
  twosBits: '8',
};

const STATE_OPTIONS = {
  persist: { number: 'local', inputBase: 'url', customBase: 'url', grouping: 'url', uppercaseHex: 'url', twosBits: 'url' },
  allowed: { inputBase: BASES, customBase: BASES, grouping: DIGIT_GROUPINGS, twosBits: TWOS_COMPLEMENT_WIDTHS.map(String) },
} as const;

interface ConversionRequest {
  text: string;
  inputBase: number;
  customBase: number | undefined;
}

const worker = createWorkerClient<BaseConverterWorkerApi>(() => new Worker(new URL('./base-converter.worker.ts', import.meta.url), { type: 'module' }));
let runningToken: symbol | undefined;

/** Converts in the worker; a run still busy with an outdated number is dropped (worker restarted). */
async function convertInWorker(request: ConversionRequest | undefined): Promise<BaseConversion | undefined> {
  if (!request) return undefined;
  if (runningToken) worker.terminate();
  const token = Symbol('convert');
  runningToken = token;
  try {
    return await worker.get().convert(request.text, request.inputBase, request.customBase);
  } finally {
    if (runningToken === token) runningToken = undefined;
  }
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

  const request = useMemo<ConversionRequest | undefined>(
    () => (inputBase === undefined ? undefined : { text: state.number, inputBase, customBase: customBaseField.base }),
    [state.number, inputBase, customBaseField.base],
  );
  const isLarge = request !== undefined && request.text.length > WORKER_THRESHOLD;
  const syncResult = useMemo(() => (request && !isLarge ? convertToAll(request.text, request.inputBase, request.customBase) : undefined), [request, isLarge]);
  const workerTask = useLatestTask(isLarge ? request : undefined, convertInWorker, LARGE_INPUT_DELAY_MS);
  useEffect(() => () => worker.terminate(), []);
  const pending = isLarge && workerTask.pending;
  const result = !request ? undefined : isLarge ? (pending ? undefined : workerTask.result) : syncResult;
  const ok = result?.status === 'ok' ? result : undefined;

  const show = (text: string, base: number) => displayDigits(text, base, state.grouping, state.uppercaseHex);
  const bits = Number(state.twosBits);
  const pattern = ok ? twosComplement(ok.value, bits) : undefined;
  const number = new Intl.NumberFormat(language);

  const numberError =
    result?.status === 'invalidDigit' ? t('invalidDigit', { char: result.char, base: result.base }) : workerTask.error !== undefined && isLarge ? String(workerTask.error) : undefined;
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
              min={MIN_BASE}
              max={MAX_BASE}
              step={1}
              clampBehavior="none"
              allowNegative
              error={inputBase === undefined ? t('invalidBase') : undefined}
            />
            <NumberInput
              label={t('customBase')}
              value={customBaseField.text}
              onChange={customBaseField.onChange}
              min={MIN_BASE}
              max={MAX_BASE}
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
            data={TWOS_COMPLEMENT_WIDTHS.map((width) => ({ value: String(width), label: t('bits', { bits: width }) }))}
            value={state.twosBits}
            onChange={(value) => value && update({ twosBits: value })}
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
