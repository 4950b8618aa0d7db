import { Button, CloseButton, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { SelectField } from '../../ui/select/SelectField';
import classes from './date-converter.module.css';
import { dateConverter } from './date-converter.operations';
import { useNow } from './date-converter.now';
import {
  DATE_FORMATS,
  DEFAULT_INPUT_FORMAT,
  detectDateFormat,
  formatAllDates,
  formatDate,
  formatRelativeDate,
  LOCAL_TIME_ZONE,
  localTimeZone,
  readDate,
  type DateFormat,
} from './date-converter.service';
import type en from './locales/en.json';

const TOOL_ID = 'date-converter';

/** UTC first, then every IANA zone the browser knows. */
const TIME_ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/**
 * The input format is the operation's `inputFormat` without its `auto` (the screen detects the
 * format as the date is typed and shows the one found); the zone starts as the browser's own.
 */
const DEFAULTS = { date: '', inputFormat: DEFAULT_INPUT_FORMAT as DateFormat, timeZone: LOCAL_TIME_ZONE };

const STATE_OPTIONS = {
  persist: { date: 'local', inputFormat: 'local', timeZone: 'url' },
  allowed: { inputFormat: DATE_FORMATS, timeZone: [LOCAL_TIME_ZONE, ...TIME_ZONES] },
  schema: dateConverter.options,
  pasteInto: 'date',
} as const;

export default function DateConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { date: text, inputFormat: format, timeZone } = state;
  // The clock: it drives the outputs while the input is empty and the relative line otherwise.
  const now = useNow();

  const isEmpty = text.trim() === '';
  const parsed = useMemo(() => (isEmpty ? undefined : readDate(text, format)), [isEmpty, text, format]);
  const invalid = !isEmpty && parsed === undefined;
  const shown = isEmpty ? now : parsed;
  const outputs = shown ? formatAllDates(shown, timeZone) : undefined;

  const zoneOptions = useMemo(
    () => [{ value: LOCAL_TIME_ZONE, label: t('localZone', { zone: localTimeZone() }) }, ...TIME_ZONES.map((zone) => ({ value: zone, label: zone }))],
    [t],
  );

  const changeDate = (value: string) => {
    const detected = detectDateFormat(value);
    update(detected ? { date: value, inputFormat: detected } : { date: value });
  };

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%" className={classes.root}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('date')}
              placeholder={t('datePlaceholder')}
              value={text}
              onChange={(event) => changeDate(event.currentTarget.value)}
              error={invalid ? t('invalidDate') : undefined}
              spellCheck={false}
              autoComplete="off"
              // The spec asks for focus on the date on arrival; it is the page's main input.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              flex="1 1 16rem"
              rightSection={text === '' ? undefined : <CloseButton size="sm" aria-label={t('clear')} onClick={() => changeDate('')} />}
            />
            <Select
              label={t('inputFormat')}
              data={DATE_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) }))}
              value={format}
              onChange={(value) => value && update({ inputFormat: value as DateFormat })}
              allowDeselect={false}
              checkIconPosition="right"
              w={220}
            />
            <Button
              mt={25}
              variant="light"
              leftSection={<IconClockHour4 size={16} aria-hidden />}
              onClick={() => update({ date: formatDate(new Date(), format, LOCAL_TIME_ZONE) })}
            >
              {t('now')}
            </Button>
          </Group>
          <SelectField
            label={t('timeZone')}
            description={t('timeZoneHint')}
            options={zoneOptions}
            value={timeZone}
            onChange={(value) => update({ timeZone: value })}
            searchable
          />
          <Text size="sm" c="dimmed" aria-live="off">
            {shown ? t('relative', { relative: formatRelativeDate(shown, now, language) }) : '\u00a0'}
          </Text>
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          {DATE_FORMATS.map((name) => (
            <OutputRow
              key={name}
              label={t(`formats.${name}`)}
              value={outputs?.[name] ?? ''}
              placeholder={t('outputPlaceholder')}
              copyLabel={t('copy', { format: t(`formats.${name}`) })}
            />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

function OutputRow({ label, value, placeholder, copyLabel }: { label: string; value: string; placeholder: string; copyLabel: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      placeholder={placeholder}
      readOnly
      spellCheck={false}
      classNames={{ root: classes.row, label: classes.label, wrapper: classes.wrapper, input: classes.input }}
      rightSection={<CopyIconButton value={value} label={copyLabel} disabled={value === ''} size="sm" />}
    />
  );
}
