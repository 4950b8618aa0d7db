import { Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { isToolInputError } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import { useLiveResult, type LiveCompute, type LiveControl, type LiveState } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyButton } from '../../ui/copy/CopyButton';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { TextField } from '../../ui/input/TextField';
import { JobProgress } from '../../ui/job/JobProgress';
import classes from './bcrypt.module.css';
import { operationClient, runInWorker } from '../../engine/worker/operation-pool';
import { bcryptCompare, bcryptHash } from './bcrypt.operations';
import { HIGH_COST_ROUNDS, htpasswdLine, isTruncated, parseBcryptHash, parseRounds, type HashResult, type ParsedBcryptHash } from './bcrypt.service';
import type en from './locales/en.json';

const TOOL_ID = 'bcrypt';
/** From this cost on (≈ 0.3 s and more) a progress bar with Cancel is shown. */
const PROGRESS_FROM_COST = 12;
const ROUNDS_BOUNDS = numberBounds(bcryptHash.options, 'rounds');

/** The compare card's hash is the compare operation's `hash` option. */
const DEFAULTS = { text: '', ...defaultOptions(bcryptHash), username: '', compareText: '', ...defaultOptions(bcryptCompare) };
/** Strings and hashes are secrets: never remembered. The cost is an option, kept in the URL. */
const STATE_OPTIONS = {
  persist: { text: 'none', username: 'none', compareText: 'none', hash: 'none', rounds: 'url' },
  schema: bcryptHash.options,
} as const;

interface HashRequest {
  text: string;
  rounds: number;
  /** "Hash again" after a cancel: the same text and cost, a new run. */
  attempt: number;
}

interface CompareRequest {
  text: string;
  hash: string;
  cost: number;
}

/**
 * Short runs are serial (useLiveResult's `serial`): a short hash that has started is left to finish
 * (its answer is dropped: only the newest request's shows), requests that came while it ran are
 * skipped but the newest, which starts as soon as it ends. Long runs (a progress bar and Cancel) are
 * stopped instead: their worker is terminated. Measured in the built app (cost 10, from the last
 * keystroke to the hash on screen, median of 9 per figure, typing 8 and 33 characters a second, two
 * shared busy cores): terminating the running hash at each keystroke (a new worker, module and
 * WebAssembly to load) 401 / 392 ms; letting it finish while the newer request runs on the pool's
 * other worker (two hashes competing for the cores) 191 / 400 ms; one at a time as here 249 /
 * 211 ms, at most two hashes' time (~120 ms) on an idle machine.
 */
const isShort = (cost: number) => cost < PROGRESS_FROM_COST;

/** Hashes in an operation worker, timed from the moment the worker starts (its first progress report). */
async function hashInWorker(request: HashRequest, { signal, onProgress }: LiveControl): Promise<HashResult> {
  let started: number | undefined;
  const hash = await runInWorker(bcryptHash, request.text, { rounds: request.rounds }, {
    signal,
    onProgress: (done, total) => {
      started ??= performance.now();
      onProgress(done, total);
    },
  });
  return { hash, milliseconds: performance.now() - (started ?? performance.now()) };
}

async function compareInWorker(request: CompareRequest, control: LiveControl): Promise<boolean> {
  return (await runInWorker(bcryptCompare, request.text, { hash: request.hash }, control)) === 'Yes';
}

const HASH_COMPUTE: LiveCompute<HashRequest, HashResult> = { remote: hashInWorker, warm: operationClient.warm, serial: (request) => isShort(request.rounds) };
const COMPARE_COMPUTE: LiveCompute<CompareRequest, boolean> = { remote: compareInWorker, warm: operationClient.warm, serial: (request) => isShort(request.cost) };

function roundsOrUndefined(value: number | string): number | undefined {
  try {
    return parseRounds(value);
  } catch {
    return undefined;
  }
}

function parseHashField(hash: string): { parsed?: ParsedBcryptHash; invalid: boolean } {
  try {
    return { parsed: parseBcryptHash(hash), invalid: false };
  } catch {
    return { invalid: true };
  }
}

export default function Bcrypt() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, username, compareText, hash: compareHash } = state;
  // The field's own text: an invalid value shows the error instead of being clamped.
  const [roundsText, setRoundsText] = useState<number | string>(state.rounds);
  const rounds = roundsOrUndefined(roundsText);
  const [hashAttempt, setHashAttempt] = useState(0);

  // Hashing starts at once on every change; the newest request wins (see isShort).
  const hashRequest = useMemo<HashRequest | undefined>(() => (rounds === undefined ? undefined : { text, rounds, attempt: hashAttempt }), [text, rounds, hashAttempt]);
  const hashResult = useLiveResult(hashRequest, HASH_COMPUTE);

  const hashField = useMemo(() => parseHashField(compareHash), [compareHash]);
  const compareCost = hashField.parsed?.cost;
  const compareRequest = useMemo<CompareRequest | undefined>(
    () => (compareCost === undefined ? undefined : { text: compareText, hash: compareHash, cost: compareCost }),
    [compareText, compareHash, compareCost],
  );
  const compareResult = useLiveResult(compareRequest, COMPARE_COMPUTE);

  const changeRounds = (value: number | string) => {
    setRoundsText(value);
    const valid = roundsOrUndefined(value);
    if (valid !== undefined) update({ rounds: valid });
  };

  const hashState = hashResult.state;
  const hashCancelled = hashState.status === 'cancelled';
  const hash = hashResult.value?.hash ?? '';
  const hashBusy = hashResult.pending;

  let htpasswd = '';
  let usernameError: string | undefined;
  try {
    htpasswd = htpasswdLine(username, hash);
  } catch (error) {
    if (isToolInputError(error)) usernameError = t('invalidUsername');
  }

  const compareState = compareResult.state;
  const matchValue = hashField.parsed
    ? compareState.status === 'done'
      ? compareState.value
        ? t('yes')
        : t('no')
      : compareState.status === 'error' || compareState.status === 'cancelled'
        ? t('no')
        : ''
    : t('no');
  const compareBusy = matchValue === '';

  const formatMs = (ms: number) => new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(ms);
  const formatCost = (cost: number) => String(cost).padStart(2, '0');

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="bcrypt-hash-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="bcrypt-hash-title">
            {t('hashTitle')}
          </Title>
          <TextField
            label={t('text')}
            placeholder={t('textPlaceholder')}
            value={text}
            onChange={(value) => update({ text: value })}
            description={isTruncated(text) ? t('truncated') : undefined}
            autoComplete="off"
          />
          <NumberInput
            label={t('rounds')}
            value={roundsText}
            onChange={changeRounds}
            min={ROUNDS_BOUNDS.min}
            max={ROUNDS_BOUNDS.max}
            step={1}
            clampBehavior="none"
            error={rounds === undefined ? t('invalidRounds') : undefined}
            description={rounds !== undefined && rounds >= HIGH_COST_ROUNDS ? t('highCost') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <TextInput
            label={t('hash')}
            value={hash}
            readOnly
            placeholder={hashBusy ? t('hashing') : ''}
            aria-busy={hashBusy}
            classNames={{ input: classes.centred }}
            spellCheck={false}
            description={<HashDescription state={hashState} show={rounds !== undefined} t={t} formatMs={formatMs} />}
            inputWrapperOrder={['label', 'input', 'description']}
          />
          {hashBusy && rounds !== undefined && rounds >= PROGRESS_FROM_COST && (
            <JobProgress
              label={t('hashingProgress', { rounds: formatCost(rounds) })}
              percent={hashResult.percent ?? 0}
              progressLabel={t('hashProgressLabel')}
              cancelLabel={t('cancel')}
              onCancel={hashResult.cancel}
            />
          )}
          {hashCancelled && (
            <Group gap="sm" role="status">
              <Text size="sm">{t('cancelled')}</Text>
              <Button variant="light" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => setHashAttempt((attempt) => attempt + 1)}>
                {t('hashAgain')}
              </Button>
            </Group>
          )}
          <Group justify="center">
            <CopyButton value={hash} label={t('copyHash')} toast={t('hashCopied')} disabled={hash === ''} />
          </Group>
          <Group align="flex-start" grow>
            <TextField
              label={t('username')}
              placeholder={t('usernamePlaceholder')}
              value={username}
              onChange={(value) => update({ username: value })}
              error={usernameError}
              description={t('usernameHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="off"
            />
            <TextInput
              label={t('htpasswd')}
              value={htpasswd}
              readOnly
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              rightSection={<CopyIconButton value={htpasswd} label={t('copyHtpasswd')} toast={t('htpasswdCopied')} disabled={htpasswd === ''} size="sm" />}
            />
          </Group>
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="bcrypt-compare-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="bcrypt-compare-title">
            {t('compareTitle')}
          </Title>
          <TextField
            label={t('compareText')}
            placeholder={t('compareTextPlaceholder')}
            value={compareText}
            onChange={(value) => update({ compareText: value })}
            description={isTruncated(compareText) ? t('truncated') : undefined}
            autoComplete="off"
          />
          <TextField
            label={t('compareHash')}
            placeholder={t('compareHashPlaceholder')}
            value={compareHash}
            onChange={(value) => update({ hash: value })}
            error={hashField.invalid ? t('invalidHash') : undefined}
            description={
              hashField.parsed
                ? t('parsedHash', { version: hashField.parsed.version, cost: formatCost(hashField.parsed.cost), salt: hashField.parsed.salt })
                : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            monospace
            autoComplete="off"
          />
          <TextInput
            label={t('match')}
            value={matchValue}
            readOnly
            placeholder={compareBusy ? t('checking') : ''}
            aria-busy={compareBusy}
            classNames={{ input: matchValue === t('yes') ? classes.yes : classes.no }}
          />
          {compareResult.pending && hashField.parsed && hashField.parsed.cost >= PROGRESS_FROM_COST && (
            <JobProgress
              label={t('compareProgress', { cost: formatCost(hashField.parsed.cost) })}
              percent={compareResult.percent ?? 0}
              progressLabel={t('compareProgressLabel')}
              cancelLabel={t('cancel')}
              onCancel={compareResult.cancel}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function HashDescription({
  state,
  show,
  t,
  formatMs,
}: {
  state: LiveState<HashResult>;
  show: boolean;
  t: ReturnType<typeof useToolTranslation<typeof en>>['t'];
  formatMs: (ms: number) => string;
}) {
  if (!show) return null;
  if (state.status === 'error') return <span>{t('hashFailed')}</span>;
  return (
    <span>
      {t('freshSalt')}
      {state.status === 'done' && ` ${t('duration', { duration: formatMs(state.value.milliseconds) })}`}
    </span>
  );
}
