import { Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useDeferredValue, useMemo } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ClearButton } from '../../ui/clear-button/ClearButton';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import classes from './iban-validator-and-parser.module.css';
import type en from './locales/en.json';
import { IBAN_EXAMPLES, normalizeIban, parseIban } from './iban-validator-and-parser.service';

const TOOL_ID = 'iban-validator-and-parser';
const DEFAULTS = { iban: '' };
const MONOSPACE = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export default function IbanValidatorAndParser() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ iban }, update] = useToolState(TOOL_ID, DEFAULTS, { persist: { iban: 'local' }, pasteInto: 'iban' });
  // Junk pasted by the megabyte is parsed when the browser has time; typing stays immediate.
  const deferred = useDeferredValue(iban);
  const info = useMemo(() => (normalizeIban(deferred) === '' ? undefined : parseIban(deferred)), [deferred]);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const notAvailable = t('notAvailable');

  const row = (label: string, value: string) => <ReadOnlyField inline label={label} value={value} copyLabel={t('copyValue', { label })} />;
  const plainRow = (label: string, value: string) => (
    <TextInput label={label} value={value} readOnly classNames={{ root: classes.row, label: classes.label, wrapper: classes.wrapper }} />
  );

  return (
    <Stack gap="lg">
      <TextInput
        label={t('iban')}
        placeholder={t('ibanPlaceholder')}
        value={iban}
        onChange={(event) => update({ iban: event.currentTarget.value })}
        rightSection={<ClearButton visible={iban !== ''} onClear={() => update({ iban: '' })} label={t('clear')} />}
        styles={MONOSPACE}
        spellCheck={false}
        autoComplete="off"
      />

      {info && (
        <Card withBorder padding="lg" radius="md" className={classes.card}>
          <Stack gap="sm">
            {plainRow(t('valid'), yesNo(info.valid))}
            {!info.valid && (
              <Textarea
                label={t('errors')}
                value={info.errors.map((key) => t(`errorMessages.${key}`)).join('\n')}
                readOnly
                autosize
                minRows={1}
                maxRows={8}
                classNames={{ root: `${classes.row} ${classes.rowTop}`, label: classes.label, wrapper: classes.wrapper }}
              />
            )}
            {plainRow(t('qrIban'), yesNo(info.isQrIban))}
            {row(t('countryCode'), info.countryCode ?? notAvailable)}
            {row(t('bban'), info.bban ?? notAvailable)}
            {row(t('friendly'), info.friendly)}
            {info.countryCode && row(t('country'), countryName(info.countryCode, language))}
            {info.sepa !== undefined && row(t('sepa'), yesNo(info.sepa))}
            {info.bankCode && row(t('bankCode'), info.bankCode)}
            {info.branchCode && row(t('branchCode'), info.branchCode)}
            {info.accountNumber && row(t('accountNumber'), info.accountNumber)}
          </Stack>
        </Card>
      )}

      <Card withBorder padding="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('examples')}
        </Title>
        <Stack gap="xs">
          {IBAN_EXAMPLES.map((example) => {
            const compact = example.replaceAll(' ', '');
            return (
              <Group key={example} gap="xs" wrap="nowrap">
                <Text ff="monospace" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {example}
                </Text>
                <CopyIconButton value={compact} label={t('copyExample', { iban: compact })} size="md" />
                <Button variant="light" size="compact-sm" leftSection={<IconArrowUp size={14} aria-hidden />} aria-label={t('useExample', { iban: compact })} onClick={() => update({ iban: compact })}>
                  {t('use')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      </Card>
    </Stack>
  );
}
