import { Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { isToolInputError } from '../../lib/errors';
import { jobPercent, useWorkerJob, type JobState } from '../../lib/use-worker-job';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyButton } from '../../ui/copy/CopyButton';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { TextField } from '../../ui/input/TextField';
import { JobProgress } from '../../ui/job/JobProgress';
import classes from './bcrypt.module.css';
import {
  DEFAULT_ROUNDS,
  HIGH_COST_ROUNDS,
  htpasswdLine,
  isTruncated,
  MAX_ROUNDS,
  MIN_ROUNDS,
  parseBcryptHash,
  parseRounds,
  type HashResult,
  type ParsedBcryptHash,
} from './bcrypt.service';
import type { BcryptWorker } from './bcrypt.worker';
import BcryptWorkerScript from './bcrypt.worker?worker';
import type en from './locales/en.json';

const TOOL_ID = 'bcrypt';
/** Hashing and comparing start this long after the last change. */
const DEBOUNCE_MS = 300;
/** From this cost on (≈ 0.3 s and more) a progress bar with Cancel is shown. */
const PROGRESS_FROM_COST = 12;

const DEFAULTS = { text: '', rounds: DEFAULT_ROUNDS, username: '', compareText: '', compareHash: '' };
/** Strings and hashes are secrets: never remembered. The cost is an option, kept in the URL. */
const STATE_OPTIONS = { persist: { text: 'none', username: 'none', compareText: 'none', compareHash: 'none', rounds: 'url' } } as const;

const createHashWorker = () => new BcryptWorkerScript({ name: 'bcrypt-hash' });
const createCompareWorker = () => new BcryptWorkerScript({ name: 'bcrypt-compare' });

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

/**
 * Starts `run` DEBOUNCE_MS after the last change of `key` (undefined = nothing to run); any change
 * first cancels the running job, whose worker is terminated, so a stale result never shows.
 */
function useDebouncedJob(key: string | undefined, run: () => void, cancel: () => void) {
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    cancel();
    if (key === undefined) return;
    const timer = setTimeout(() => runRef.current(), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, cancel]);
}

export default function Bcrypt() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, username, compareText, compareHash } = state;
  // The field's own text: an invalid value shows the error instead of being clamped.
  const [roundsText, setRoundsText] = useState<number | string>(() => (roundsOrUndefined(state.rounds) === undefined ? DEFAULT_ROUNDS : state.rounds));
  const rounds = roundsOrUndefined(roundsText);
  const [hashCancelled, setHashCancelled] = useState(false);
  const [compareCancelled, setCompareCancelled] = useState(false);

  const hashJob = useWorkerJob<BcryptWorker, [string, number], HashResult>(createHashWorker, (api, onProgress, value, cost) =>
    api.hash(value, cost, onProgress),
  );
  const compareJob = useWorkerJob<BcryptWorker, [string, string], boolean>(createCompareWorker, (api, onProgress, value, hash) =>
    api.compare(value, hash, onProgress),
  );

  useDebouncedJob(
    rounds === undefined || hashCancelled ? undefined : JSON.stringify([text, rounds]),
    () => rounds !== undefined && void hashJob.start(text, rounds),
    hashJob.cancel,
  );

  const hashField = parseHashField(compareHash);
  useDebouncedJob(
    hashField.parsed && !compareCancelled ? JSON.stringify([compareText, compareHash]) : undefined,
    () => void compareJob.start(compareText, compareHash),
    compareJob.cancel,
  );

  const changeText = (patch: Partial<typeof DEFAULTS>) => {
    setHashCancelled(false);
    update(patch);
  };
  const changeRounds = (value: number | string) => {
    setHashCancelled(false);
    setRoundsText(value);
    const valid = roundsOrUndefined(value);
    if (valid !== undefined) update({ rounds: valid });
  };
  const changeCompare = (patch: Partial<typeof DEFAULTS>) => {
    setCompareCancelled(false);
    update(patch);
  };

  const hashState = hashJob.state;
  const hash = rounds !== undefined && hashState.status === 'done' ? hashState.result.hash : '';
  const hashBusy = rounds !== undefined && !hashCancelled && hashState.status !== 'done' && hashState.status !== 'error';

  let htpasswd = '';
  let usernameError: string | undefined;
  try {
    htpasswd = htpasswdLine(username, hash);
  } catch (error) {
    if (isToolInputError(error)) usernameError = t('invalidUsername');
  }

  const compareState = compareJob.state;
  const matchValue = hashField.parsed
    ? compareState.status === 'done'
      ? compareState.result
        ? t('yes')
        : t('no')
      : compareState.status === 'error' || compareCancelled
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
            onChange={(value) => changeText({ text: value })}
            description={isTruncated(text) ? t('truncated') : undefined}
            autoComplete="off"
          />
          <NumberInput
            label={t('rounds')}
            value={roundsText}
            onChange={changeRounds}
            min={MIN_ROUNDS}
            max={MAX_ROUNDS}
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
          {hashState.status === 'running' && rounds !== undefined && rounds >= PROGRESS_FROM_COST && (
            <JobProgress
              label={t('hashingProgress', { rounds: formatCost(rounds) })}
              percent={jobPercent(hashState) ?? 0}
              progressLabel={t('hashProgressLabel')}
              cancelLabel={t('cancel')}
              onCancel={() => {
                setHashCancelled(true);
                hashJob.cancel();
              }}
            />
          )}
          {hashCancelled && (
            <Group gap="sm" role="status">
              <Text size="sm">{t('cancelled')}</Text>
              <Button variant="light" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => setHashCancelled(false)}>
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
            onChange={(value) => changeCompare({ compareText: value })}
            description={isTruncated(compareText) ? t('truncated') : undefined}
            autoComplete="off"
          />
          <TextField
            label={t('compareHash')}
            placeholder={t('compareHashPlaceholder')}
            value={compareHash}
            onChange={(value) => changeCompare({ compareHash: value })}
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
          {compareState.status === 'running' && hashField.parsed && hashField.parsed.cost >= PROGRESS_FROM_COST && (
            <JobProgress
              label={t('compareProgress', { cost: formatCost(hashField.parsed.cost) })}
              percent={jobPercent(compareState) ?? 0}
              progressLabel={t('compareProgressLabel')}
              cancelLabel={t('cancel')}
              onCancel={() => {
                setCompareCancelled(true);
                compareJob.cancel();
              }}
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
  state: JobState<HashResult>;
  show: boolean;
  t: ReturnType<typeof useToolTranslation<typeof en>>['t'];
  formatMs: (ms: number) => string;
}) {
  if (!show) return null;
  if (state.status === 'error') return <span>{t('hashFailed')}</span>;
  return (
    <span>
      {t('freshSalt')}
      {state.status === 'done' && ` ${t('duration', { duration: formatMs(state.result.milliseconds) })}`}
    </span>
  );
}
