import { Button, Card, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Locale } from 'date-fns';
import { enGB, es, fr, pt, ru, uk, vi, zhCN } from 'date-fns/locale';
import { useEffect, useMemo, useState } from 'react';
import { isToolInputError } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { etaCalculator } from './eta-calculator.operations';
import {
  computeDurationMs,
  computeEndTime,
  formatDateTime,
  formatEndRelative,
  formatEtaDuration,
  parsePositiveNumber,
  parseStartTime,
  type TimeSpanUnit,
} from './eta-calculator.service';
import type en from './locales/en.json';

const TOOL_ID = 'eta-calculator';
/** "It will end" is relative to now: refreshed this often. */
const RELATIVE_REFRESH_MS = 30_000;
/** English keeps date-fns's default (en-US) durations and en-GB relative dates, as the spec shows; other languages their own. */
const DATE_LOCALES: Record<string, Locale> = { es, fr, pt, ru, uk, vi, zh: zhCN };
const OPERATION_DEFAULTS = defaultOptions(etaCalculator);
const TIME_SPAN_UNITS = optionChoices<TimeSpanUnit>(etaCalculator.options, 'unit');

function check<T>(run: () => T): { value: T; error?: undefined } | { value?: undefined; error: string } {
  try {
    return { value: run() };
  } catch (error) {
    if (isToolInputError(error)) return { error: error.messageKey };
    throw error;
  }
}

export default function EtaCalculator() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  // The number fields hold the text typed in them; the start is now (the operation's is a fixed date, for its examples).
  const [defaults] = useState(() => ({
    amount: String(OPERATION_DEFAULTS.amount),
    start: formatDateTime(new Date()),
    unitsPerSpan: String(OPERATION_DEFAULTS.unitsPerSpan),
    timeSpan: String(OPERATION_DEFAULTS.timeSpan),
    unit: OPERATION_DEFAULTS.unit,
  }));
  const [state, update] = useToolState(TOOL_ID, defaults, {
    persist: { amount: 'none', start: 'none', unitsPerSpan: 'none', timeSpan: 'none', unit: 'none' },
    allowed: { unit: TIME_SPAN_UNITS },
    schema: etaCalculator.options,
  });
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), RELATIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const baseLanguage = language.split('-')[0] ?? 'en';
  const dateLocale = DATE_LOCALES[baseLanguage];

  const amount = useMemo(() => check(() => parsePositiveNumber(state.amount)), [state.amount]);
  const unitsPerSpan = useMemo(() => check(() => parsePositiveNumber(state.unitsPerSpan)), [state.unitsPerSpan]);
  const timeSpan = useMemo(() => check(() => parsePositiveNumber(state.timeSpan)), [state.timeSpan]);
  const start = useMemo(() => check(() => parseStartTime(state.start)), [state.start]);

  const durationMs =
    amount.value !== undefined && unitsPerSpan.value !== undefined && timeSpan.value !== undefined
      ? computeDurationMs(amount.value, unitsPerSpan.value, timeSpan.value, state.unit)
      : undefined;
  const end = durationMs !== undefined && start.value ? computeEndTime(start.value, durationMs) : undefined;
  const endKnown = durationMs !== undefined && start.value !== undefined;

  const totalDuration = durationMs === undefined ? '' : formatEtaDuration(durationMs, { locale: dateLocale, lessThanOneMs: t('lessThanOneMs'), tooLong: t('tooLong') });
  const endTime = !endKnown ? '' : end ? formatDateTime(end) : t('tooFar');
  const relative = !endKnown ? '' : end ? formatEndRelative(end, now, dateLocale ?? enGB) : t('tooFar');

  const numberField = (field: 'amount' | 'unitsPerSpan' | 'timeSpan', error: string | undefined) => (
    <NumberInput
      label={t(field)}
      value={state[field]}
      onChange={(value) => update({ [field]: String(value) })}
      error={error ? t('notPositive') : undefined}
      allowDecimal
      allowNegative
      clampBehavior="none"
      min={0}
      thousandSeparator={false}
    />
  );

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {numberField('amount', amount.error)}
            <TextInput
              label={t('start')}
              description={t('startFormat')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={state.start}
              onChange={(event) => update({ start: event.currentTarget.value })}
              error={start.error ? t('invalidDate') : undefined}
              spellCheck={false}
              autoComplete="off"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              rightSectionWidth={64}
              rightSection={
                <Button size="compact-sm" variant="light" onClick={() => update({ start: formatDateTime(new Date()) })}>
                  {t('now')}
                </Button>
              }
            />
            {numberField('unitsPerSpan', unitsPerSpan.error)}
            {numberField('timeSpan', timeSpan.error)}
            <Select
              label={t('unit')}
              data={TIME_SPAN_UNITS.map((value) => ({ value, label: t(`units.${value}`) }))}
              value={state.unit}
              onChange={(value) => value && update({ unit: value as TimeSpanUnit })}
              allowDeselect={false}
              checkIconPosition="right"
            />
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <ReadOnlyField inline label={t('totalDuration')} value={totalDuration} copyLabel={t('copyTotalDuration')} />
          <ReadOnlyField inline label={t('endTime')} value={endTime} copyLabel={t('copyEndTime')} />
          <ReadOnlyField inline label={t('willEnd')} value={relative} copyLabel={t('copyWillEnd')} />
        </Stack>
      </Card>
    </Stack>
  );
}
