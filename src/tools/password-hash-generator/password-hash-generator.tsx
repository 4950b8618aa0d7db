import { Button, Card, Group, Loader, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { defaultOptions } from '../../engine/operation';
import { failureMessage } from '../../engine/failure';
import { operationClient, runInWorker } from '../../engine/worker/operation-pool';
import { isToolInputError } from '../../lib/errors';
import { useLiveResult, type LiveCompute, type LiveControl } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { SelectField } from '../../ui/select/SelectField';
import { describeHash, recognizeHash, verifyCost, type RecognizedHash } from './hash-formats';
import classes from './password-hash-generator.module.css';
import { passwordHashGenerate, passwordHashVerify } from './password-hash-generator.operations';
import { ALGORITHMS, BOUNDS, generateCost, isHtpasswdAlgorithm, PARAMETERS_OF, type Algorithm } from './password-hash-options';
import type en from './locales/en.json';

const TOOL_ID = 'password-hash-generator';

type Parameter = keyof typeof BOUNDS;
type Settings = ReturnType<typeof defaultOptions<typeof passwordHashGenerate.options>>;

const DEFAULTS = { password: '', ...defaultOptions(passwordHashGenerate), user: '', verifyPassword: '', ...defaultOptions(passwordHashVerify) };
/** Passwords and hashes are secrets: never remembered. The algorithm and its costs are options, in the URL. */
const STATE_OPTIONS = {
  persist: { password: 'none', algorithm: 'url', user: 'local', verifyPassword: 'none', hash: 'none' },
  schema: passwordHashGenerate.options,
  pasteInto: { 'password-hash-generator-verify': 'hash' },
} as const;

/** From this estimated cost (~0.3 s) the screen says hashing may take a while and offers Cancel. */
const SLOW_FROM = 20;
const WEAK: readonly Algorithm[] = ['apr1', 'ldap-sha1'];
/** A slow hash starts after this pause in the typing. */
const TYPING_PAUSE_MS = 300;

interface GenerateRequest {
  password: string;
  settings: Settings;
  /** "Hash again" after a cancel: a new run with the same values. */
  attempt: number;
}

interface Generated {
  hash: string;
  milliseconds: number;
}

/** Runs in an operation worker, timed from the worker's first report (the run's start), not from the message. */
async function generateInWorker(request: GenerateRequest, { signal, onProgress }: LiveControl): Promise<Generated> {
  let started: number | undefined;
  const hash = await runInWorker(passwordHashGenerate, request.password, request.settings, {
    signal,
    onProgress: (done, total) => {
      started ??= performance.now();
      onProgress(done, total);
    },
  });
  return { hash, milliseconds: performance.now() - (started ?? performance.now()) };
}

interface VerifyRequest {
  password: string;
  hash: string;
  cost: number;
}

async function verifyInWorker(request: VerifyRequest, control: LiveControl): Promise<boolean> {
  return (await runInWorker(passwordHashVerify, request.password, { hash: request.hash }, control)).startsWith('Match');
}

/**
 * Quick runs are serial: a run that has started finishes (its answer is dropped), the newest
 * request waits for it, those in between never run — a new worker for each keystroke would cost more.
 * Slow runs wait for a pause in the typing, and a newer request stops them (their worker is terminated).
 */
const GENERATE: LiveCompute<GenerateRequest, Generated> = {
  remote: generateInWorker,
  warm: operationClient.warm,
  serial: (request) => generateCost(request.settings) < SLOW_FROM,
  delayMs: (request) => (generateCost(request.settings) < SLOW_FROM ? 0 : TYPING_PAUSE_MS),
};
const VERIFY: LiveCompute<VerifyRequest, boolean> = {
  remote: verifyInWorker,
  warm: operationClient.warm,
  serial: (request) => request.cost < SLOW_FROM,
  delayMs: (request) => (request.cost < SLOW_FROM ? 0 : TYPING_PAUSE_MS),
};

function parseInteger(text: string, parameter: Parameter): number | undefined {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  const [min, max] = BOUNDS[parameter];
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function recognize(hash: string): { recognized?: RecognizedHash; error?: unknown } {
  if (hash.trim() === '') return {};
  try {
    return { recognized: recognizeHash(hash) };
  } catch (error) {
    return { error };
  }
}

export default function PasswordHashGenerator() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const algorithm = state.algorithm;
  const parameters = PARAMETERS_OF[algorithm];
  // Each number field's own text: an invalid value shows its error instead of being clamped.
  const [drafts, setDrafts] = useState<Partial<Record<Parameter, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const textOf = (parameter: Parameter) => drafts[parameter] ?? String(state[parameter]);
  const invalid = parameters.filter((parameter) => parseInteger(textOf(parameter), parameter) === undefined);

  const settingsKey = JSON.stringify(Object.fromEntries(Object.keys(defaultOptions(passwordHashGenerate)).map((key) => [key, state[key as keyof Settings]])));
  const request = useMemo<GenerateRequest | undefined>(
    // Nothing to hash until a password is typed.
    () => (invalid.length > 0 || state.password === '' ? undefined : { password: state.password, settings: JSON.parse(settingsKey) as Settings, attempt }),
    [invalid.length, state.password, settingsKey, attempt],
  );
  const generated = useLiveResult(request, GENERATE);
  const slow = generateCost(state) >= SLOW_FROM;
  const hash = generated.value?.hash ?? '';
  const generateFailure = generated.error === undefined ? undefined : failureMessage(generated.error, 'hashFailed');

  let htpasswd = '';
  let userError: string | undefined;
  if (state.user !== '' && /[:\r\n]/.test(state.user)) userError = t('invalidUsername');
  else if (state.user !== '' && hash !== '' && isHtpasswdAlgorithm(algorithm)) htpasswd = `${state.user}:${hash.replace(/^\$2b\$/, '$2y$')}`;

  const { recognized, error: hashError } = useMemo(() => recognize(state.hash), [state.hash]);
  const verifyRequest = useMemo<VerifyRequest | undefined>(
    () => (recognized ? { password: state.verifyPassword, hash: state.hash, cost: verifyCost(recognized.parsed) } : undefined),
    [recognized, state.verifyPassword, state.hash],
  );
  const verified = useLiveResult(verifyRequest, VERIFY);
  const status = verified.state.status;
  // Undefined while the check runs; nothing after a cancel.
  const verdict = !recognized || status === 'error' ? 'no' : status === 'done' ? (verified.state.value ? 'yes' : 'no') : status === 'cancelled' ? '' : undefined;

  const formatMs = (ms: number) => new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(ms);
  const hashFieldError = hashError === undefined ? undefined : hashErrorMessage(hashError, t);
  const hashFieldDescription = recognized
    ? recognized.user === undefined
      ? t('recognised', { format: describeHash(recognized.parsed) })
      : t('recognisedUser', { format: describeHash(recognized.parsed), user: recognized.user })
    : undefined;

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="password-hash-generate-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="password-hash-generate-title">
            {t('generateTitle')}
          </Title>
          <TextField
            label={t('password')}
            placeholder={t('passwordPlaceholder')}
            value={state.password}
            onChange={(password) => update({ password })}
            autoComplete="off"
          />
          <SelectField
            label={t('algorithm')}
            options={ALGORITHMS.map((value) => ({ value, label: t(`algorithms.${value}`) }))}
            value={algorithm}
            onChange={(next) => update({ algorithm: next })}
          />
          {parameters.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {parameters.map((parameter) => (
                <NumberInput
                  key={parameter}
                  label={t(`parameters.${parameter}`)}
                  value={textOf(parameter)}
                  onChange={(value) => {
                    const text = String(value);
                    setDrafts((current) => ({ ...current, [parameter]: text }));
                    const parsed = parseInteger(text, parameter);
                    if (parsed !== undefined) update({ [parameter]: parsed });
                  }}
                  min={BOUNDS[parameter][0]}
                  max={BOUNDS[parameter][1]}
                  step={1}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator={false}
                  error={invalid.includes(parameter) ? t('invalidNumber', { min: BOUNDS[parameter][0], max: BOUNDS[parameter][1] }) : undefined}
                />
              ))}
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {t('noParameters')}
            </Text>
          )}
          {WEAK.includes(algorithm) && <ToolAlert>{t('weak')}</ToolAlert>}
          <ReadOnlyField
            label={t('hash')}
            value={hash}
            copyLabel={t('copyHash')}
            copyToast={t('hashCopied')}
            monospace
            placeholder={generated.pending ? t('hashing') : state.password === '' ? t('typePassword') : ''}
            aria-busy={generated.pending}
            error={generateFailure ? <FailureText failure={generateFailure} t={t} /> : undefined}
            description={
              generated.state.status === 'done' ? (
                <span>
                  {describeHash(recognizeHash(generated.state.value.hash).parsed)}. {t('freshSalt')} {t('duration', { duration: formatMs(generated.state.value.milliseconds) })}
                </span>
              ) : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          {generated.pending && slow && (
            <Group gap="xs" role="status" justify="space-between">
              <Group gap="xs">
                <Loader size="xs" aria-hidden />
                <Text size="sm">{t('hashingSlow')}</Text>
              </Group>
              <Button variant="subtle" size="xs" color="gray" onClick={generated.cancel}>
                {t('cancel')}
              </Button>
            </Group>
          )}
          {generated.state.status === 'cancelled' && (
            <Group gap="sm" role="status">
              <Text size="sm">{t('cancelled')}</Text>
              <Button variant="light" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => setAttempt((value) => value + 1)}>
                {t('hashAgain')}
              </Button>
            </Group>
          )}
          <Group align="flex-start" grow>
            <TextField
              label={t('user')}
              placeholder={t('userPlaceholder')}
              value={state.user}
              onChange={(user) => update({ user })}
              error={userError}
              description={t('userHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="off"
            />
            <TextInput
              label={t('htpasswd')}
              value={htpasswd}
              readOnly
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              description={isHtpasswdAlgorithm(algorithm) ? undefined : t('notForHtpasswd')}
              inputWrapperOrder={['label', 'input', 'description']}
              rightSection={<CopyIconButton value={htpasswd} label={t('copyHtpasswd')} toast={t('htpasswdCopied')} disabled={htpasswd === ''} size="sm" />}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('formatsNote')}
          </Text>
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="password-hash-verify-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="password-hash-verify-title">
            {t('verifyTitle')}
          </Title>
          <TextField
            label={t('verifyPassword')}
            placeholder={t('verifyPasswordPlaceholder')}
            value={state.verifyPassword}
            onChange={(verifyPassword) => update({ verifyPassword })}
            autoComplete="off"
          />
          <TextField
            label={t('verifyHash')}
            placeholder={t('verifyHashPlaceholder')}
            value={state.hash}
            onChange={(next) => update({ hash: next })}
            error={hashFieldError}
            description={hashFieldDescription}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            monospace
            autoComplete="off"
          />
          <TextInput
            label={t('match')}
            value={verdict === undefined || verdict === '' ? '' : t(verdict)}
            readOnly
            placeholder={verdict === undefined ? t('checking') : ''}
            aria-busy={verdict === undefined}
            classNames={{ input: verdict === 'yes' ? classes.yes : classes.no }}
            description={verified.pending && verifyRequest && verifyRequest.cost >= SLOW_FROM ? <SlowCheck onCancel={verified.cancel} t={t} /> : undefined}
          />
          {status === 'cancelled' && (
            <Text size="sm" role="status">
              {t('checkCancelled')}
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

type Translate = ReturnType<typeof useToolTranslation<typeof en>>['t'];

function hashErrorMessage(error: unknown, t: Translate) {
  if (!isToolInputError(error)) return t('verifyFailed');
  const params = error.params ?? {};
  const message =
    error.messageKey === 'unsupportedFormat'
      ? t('unsupportedFormat', { format: String(params.format ?? '') })
      : error.messageKey === 'malformedHash'
        ? t('malformedHash', { format: String(params.format ?? '') })
        : error.messageKey === 'lockedAccount'
          ? t('lockedAccount', { user: String(params.user ?? '') })
          : error.messageKey === 'emptyHash'
            ? t('emptyHash')
            : t('unknownFormat');
  return error.detail ? (
    <>
      {message}
      <br />
      {error.detail}
    </>
  ) : (
    message
  );
}

function FailureText({ failure, t }: { failure: ReturnType<typeof failureMessage>; t: Translate }) {
  const message = failure.messageKey === 'invalidParameters' ? t('invalidParameters') : t('hashFailed');
  return (
    <>
      {message}
      {failure.detail !== '' && (
        <>
          <br />
          {failure.detail}
        </>
      )}
    </>
  );
}

function SlowCheck({ onCancel, t }: { onCancel: () => void; t: Translate }) {
  return (
    <Group component="span" gap="xs">
      <Loader component="span" size={12} aria-hidden />
      {t('checking')}
      <Button variant="subtle" size="compact-xs" color="gray" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </Group>
  );
}
