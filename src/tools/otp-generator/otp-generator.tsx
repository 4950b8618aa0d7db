import { ActionIcon, Anchor, Box, Button, Card, Group, Image, NumberInput, Progress, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isToolInputError } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { integerRange, numberBounds, optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { useCopy } from '../../ui/copy/use-copy';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { useQrCode } from '../../modules/qr-code/use-qr-code';
import type en from './locales/en.json';
import classes from './otp-generator.module.css';
import { otpGenerator } from './otp-generator.operations';
import {
  buildKeyUri,
  checkCode,
  counterToHex,
  generateSecret,
  parseFixedTime,
  parsePeriod,
  parseSecret,
  secondsRemaining,
  secretToHex,
  totpCodes,
  type OtpAlgorithm,
} from './otp-generator.service';

const TOOL_ID = 'otp-generator';
const NO_CODE = '—';
const QR_SIZE = 210;
const QR_COLORS = { foreground: '#000000ff', background: '#ffffffff' };

const OPTION_DEFAULTS = defaultOptions(otpGenerator);
const ALGORITHMS = optionChoices<OtpAlgorithm>(otpGenerator.options, 'algorithm');
const DIGITS = integerRange(otpGenerator.options, 'digits').map(String);
const PERIOD_BOUNDS = numberBounds(otpGenerator.options, 'period');
/** The operation's options but its time: the screen's fixed time is a text, empty for the live clock. */
const DEFAULTS = {
  secret: OPTION_DEFAULTS.secret,
  algorithm: OPTION_DEFAULTS.algorithm,
  digits: OPTION_DEFAULTS.digits,
  period: OPTION_DEFAULTS.period,
  issuer: 'IT-Tools',
  account: 'demo-user',
  fixedTime: '',
  code: '',
};
/** The secret is a fresh random draw on each visit and never stored; the code to check neither. */
const STATE_OPTIONS = {
  persist: { secret: 'none', algorithm: 'url', digits: 'url', period: 'url', issuer: 'local', account: 'local', fixedTime: 'url', code: 'none' },
  schema: otpGenerator.options,
} as const;

/** Parses with the service; the message key on bad input. */
function attempt<T>(run: () => T): { value?: T; error?: string } {
  try {
    return { value: run() };
  } catch (error) {
    if (isToolInputError(error)) return { error: error.messageKey };
    throw error;
  }
}

/** The current time in ms: refreshed every 250 ms and exactly at each period boundary, only in live mode. */
function useNow(live: boolean, period: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    const interval = setInterval(() => setNow(Date.now()), 250);
    let boundary: ReturnType<typeof setTimeout> | undefined;
    const scheduleBoundary = () => {
      if (!period) return;
      const periodMs = period * 1000;
      boundary = setTimeout(
        () => {
          setNow(Date.now());
          scheduleBoundary();
        },
        periodMs - (Date.now() % periodMs) + 1,
      );
    };
    scheduleBoundary();
    return () => {
      clearInterval(interval);
      clearTimeout(boundary);
    };
  }, [live, period]);
  return now;
}

/** A code shown as a copy button; `label` is its accessible name, which must contain the code. */
function CodeButton({ heading, code, label }: { heading: string; code: string; label: string }) {
  const { t } = useTranslation();
  const { copy, copied } = useCopy();
  const available = code !== NO_CODE;
  return (
    <Stack gap={6} align="center">
      <Text size="sm" fw={600} component="h3" m={0}>
        {heading}
      </Text>
      <Tooltip label={copied ? t('ui.copied') : t('ui.copyToClipboard')}>
        <Button
          variant="default"
          size="lg"
          w="100%"
          aria-label={label}
          disabled={!available}
          onClick={() => void copy(code)}
          styles={{ label: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 22, letterSpacing: 2 } }}
        >
          {code}
        </Button>
      </Tooltip>
    </Stack>
  );
}

export default function OtpGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [initialSecret] = useState(generateSecret);
  const [state, update] = useToolState(TOOL_ID, { ...DEFAULTS, secret: initialSecret }, STATE_OPTIONS);
  // The field's own text: an invalid period shows its error instead of being clamped or replaced.
  const [periodText, setPeriodText] = useState(() => String(state.period));

  const secret = attempt(() => parseSecret(state.secret));
  const period = attempt(() => parsePeriod(periodText));
  const fixedTime = attempt(() => parseFixedTime(state.fixedTime));
  const live = fixedTime.error === undefined && fixedTime.value === undefined;
  const now = useNow(live, period.value);
  const timeSeconds = fixedTime.error ? undefined : (fixedTime.value ?? Math.floor(now / 1000));
  const { digits } = state;
  const valid = secret.value !== undefined && period.value !== undefined && timeSeconds !== undefined;

  const settings = useMemo(
    () => (secret.value === undefined ? undefined : { secret: secret.value, algorithm: state.algorithm, digits }),
    [secret.value, state.algorithm, digits],
  );
  const codes = useMemo(
    () => (valid && settings && period.value && timeSeconds !== undefined ? totpCodes(settings, timeSeconds, period.value) : undefined),
    [valid, settings, period.value, timeSeconds],
  );
  const keyUri = valid && settings && period.value ? buildKeyUri({ ...settings, issuer: state.issuer, account: state.account, period: period.value }) : '';
  const secretHex = valid && secret.value ? secretToHex(secret.value) : '';
  const check = state.code.trim() !== '' && valid && settings && period.value && timeSeconds !== undefined ? checkCode(state.code, settings, timeSeconds, period.value) : undefined;

  // Drawn by the shared QR worker (src/ui/qr-code), off the page: the encoder and a PNG encode on
  // the page made arriving here take a few dozen milliseconds more.
  const qr = useQrCode(keyUri, 'M', QR_COLORS);

  const remaining = live && period.value && timeSeconds !== undefined ? secondsRemaining(now / 1000, period.value) : undefined;
  const progress = live && period.value ? ((now / 1000) % period.value) / period.value : 0;

  const changePeriod = (value: string | number) => {
    const text = String(value);
    setPeriodText(text);
    const parsed = attempt(() => parsePeriod(text)).value;
    if (parsed !== undefined) update({ period: parsed });
  };

  /**
   * A code button's accessible name starts with the code it shows (WCAG 2.5.3, label in name), then
   * says what it does: "94287082, Copy current OTP". Without a code (the disabled "—"), the action.
   */
  const codeButtonName = (code: string, action: string) => (code === NO_CODE ? action : t('codeButtonName', { code, action }));

  const validation =
    check === undefined ? undefined : (
      <Text span size="sm" className={check === 'invalid' ? classes.invalid : classes.valid} role="status" fw={500}>
        {t(`validation.${check}`)}
      </Text>
    );

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <TextInput
            label={t('secret')}
            placeholder={t('secretPlaceholder')}
            value={state.secret}
            onChange={(event) => update({ secret: event.currentTarget.value })}
            error={secret.error ? t(secret.error as 'secretEmpty') : undefined}
            spellCheck={false}
            autoComplete="off"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            rightSection={
              <Tooltip label={t('newSecret')} align="end">
                <ActionIcon variant="subtle" color="gray" aria-label={t('newSecret')} onClick={() => update({ secret: generateSecret() })}>
                  <IconRefresh size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            }
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Select
              label={t('algorithm')}
              data={ALGORITHMS}
              value={state.algorithm}
              onChange={(value) => value && update({ algorithm: value as OtpAlgorithm })}
              allowDeselect={false}
            />
            <Select
              label={t('digits')}
              data={DIGITS}
              value={String(state.digits)}
              onChange={(value) => value && update({ digits: Number(value) })}
              allowDeselect={false}
            />
            <NumberInput
              label={t('period')}
              value={periodText}
              onChange={changePeriod}
              error={period.error ? t('periodInvalid') : undefined}
              min={PERIOD_BOUNDS.min}
              max={PERIOD_BOUNDS.max}
              clampBehavior="none"
              allowNegative
              allowDecimal
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('issuer')} value={state.issuer} onChange={(event) => update({ issuer: event.currentTarget.value })} spellCheck={false} />
            <TextInput label={t('account')} value={state.account} onChange={(event) => update({ account: event.currentTarget.value })} spellCheck={false} />
          </SimpleGrid>
          <TextInput
            label={t('fixedTime')}
            placeholder={t('fixedTimePlaceholder')}
            value={state.fixedTime}
            onChange={(event) => update({ fixedTime: event.currentTarget.value })}
            error={fixedTime.error ? t('timeInvalid') : undefined}
            inputMode="numeric"
            spellCheck={false}
          />
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="otp-generator-codes">
        <Stack gap="md">
          <Title order={2} size="h4" id="otp-generator-codes">
            {t('codesTitle')}
          </Title>
          <SimpleGrid cols={3} spacing="md">
            <CodeButton heading={t('previous')} code={codes?.previous ?? NO_CODE} label={codeButtonName(codes?.previous ?? NO_CODE, t('copyPrevious'))} />
            <CodeButton heading={t('current')} code={codes?.current ?? NO_CODE} label={codeButtonName(codes?.current ?? NO_CODE, t('copyCurrent'))} />
            <CodeButton heading={t('next')} code={codes?.next ?? NO_CODE} label={codeButtonName(codes?.next ?? NO_CODE, t('copyNext'))} />
          </SimpleGrid>
          <Stack gap={4}>
            <Progress value={live ? progress * 100 : 100} aria-label={t('progressLabel')} transitionDuration={live ? 200 : 0} />
            <Text size="sm" c="dimmed" ta="center">
              {live ? (remaining !== undefined ? t('nextIn', { seconds: String(remaining).padStart(2, '0') }) : '') : t('fixed')}
            </Text>
          </Stack>
          <TextInput
            label={t('code')}
            placeholder={t('codePlaceholder')}
            value={state.code}
            onChange={(event) => update({ code: event.currentTarget.value })}
            description={validation}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maw={320}
          />
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="otp-generator-enrol">
        <Stack gap="md">
          <Title order={2} size="h4" id="otp-generator-enrol">
            {t('enrolTitle')}
          </Title>
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Box w={QR_SIZE} h={QR_SIZE} bg="#ffffff" style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}>
              {keyUri !== '' && qr.status === 'ready' && qr.text === keyUri && <Image src={qr.svgUrl} alt={t('qrAlt')} w={QR_SIZE} h={QR_SIZE} />}
            </Box>
            <Stack gap="sm" style={{ flex: 1, minWidth: 260 }}>
              <ReadOnlyField label={t('keyUri')} value={keyUri} copyLabel={t('copyField', { label: t('keyUri') })} />
              <Anchor
                href={keyUri || undefined}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                aria-disabled={keyUri === '' || undefined}
                style={keyUri === '' ? { pointerEvents: 'none', opacity: 0.6 } : undefined}
              >
                <Group gap={4} component="span">
                  <IconExternalLink size={16} aria-hidden />
                  {t('openUri')}
                </Group>
              </Anchor>
              <ReadOnlyField label={t('secretHex')} value={secretHex} copyLabel={t('copyField', { label: t('secretHex') })} />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <ReadOnlyField label={t('epoch')} value={timeSeconds === undefined ? '' : String(timeSeconds)} copyLabel={t('copyField', { label: t('epoch') })} />
                <ReadOnlyField label={t('iteration')} value={codes ? String(codes.counter) : ''} copyLabel={t('copyField', { label: t('iteration') })} />
                <ReadOnlyField label={t('iterationHex')} value={codes ? counterToHex(codes.counter) : ''} copyLabel={t('copyField', { label: t('iterationHex') })} />
              </SimpleGrid>
            </Stack>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
