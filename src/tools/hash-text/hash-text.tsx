import { Alert, Button, Divider, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { type ByteEncoding, encodeBytes } from '../../lib/crypto-encoding';
import { IconCircleCheck } from '@tabler/icons-react';
import { transfer } from 'comlink';
import { useEffect, useMemo, useState } from 'react';
import { hexToBytes } from '../../lib/crypto-encoding/bytes';
import { errorMessage } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useLiveResult, type LiveCompute, type LiveControl, type LiveState } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { JobProgress } from '../../ui/job/JobProgress';
import { TextField } from '../../ui/input/TextField';
import classes from './hash-text.module.css';
import { hashOperations, hashOptions, hashTextDigests } from './hash-text.operations';
import { findMatchingDigests, HASH_ALGORITHMS, HASH_ALGORITHM_HALVES, LARGE_TEXT_CHARS, type Digests, type HashAlgorithm } from './hash-text.service';
import type * as HashTextJobs from './hash-text.jobs';
import type en from './locales/en.json';
import { formatByteSize } from '../../lib/byte-size';
import { runInWorker, toolJobs } from '../../engine/worker/operation-pool';

const TOOL_ID = 'hash-text';
/** The eight rows of the spec; the others are the extra SHA-3/Keccak rows shown under them. */
const MAIN_ROWS = HASH_ALGORITHMS.slice(0, 8);
const EXTRA_ROWS = HASH_ALGORITHMS.slice(8);
/** From this many bytes a text is hashed by two workers at once. */
const SPLIT_HASHING_BYTES = 1024 * 1024;
/** Above LARGE_TEXT_CHARS, hash again only after this pause in typing. */
const LARGE_TEXT_DELAY_MS = 200;

// Every hash-<algorithm> operation shares one schema: the encoding.
const DEFAULTS = { text: '', ...defaultOptions(hashOperations[0]!), expected: '' };
const STATE_OPTIONS = { persist: { encoding: 'url', text: 'local', expected: 'local' }, schema: hashOptions } as const;
const BYTE_ENCODINGS = optionChoices<ByteEncoding>(hashOptions, 'encoding');

/**
 * Text is hashed by the operation workers (hash-text-digests), one text at a time (a serial live
 * result): a hash that has started finishes (a newer text does not terminate its worker, which
 * keeps its hashers loaded) and its answer is dropped; the texts typed meanwhile are skipped but
 * the newest. From 1 MB the algorithms are split between two workers (half each): twice as fast on
 * two cores.
 */
async function hashTextInWorker(text: string, { signal }: LiveControl): Promise<Digests> {
  // UTF-8 bytes, transferred (not copied): cloning a multi-megabyte string costs the page far more.
  const bytes = new TextEncoder().encode(text);
  let halves: unknown[];
  if (bytes.length < SPLIT_HASHING_BYTES) halves = [await runInWorker(hashTextDigests, transfer(bytes, [bytes.buffer]), {}, { signal })];
  else {
    const copy = bytes.slice();
    const [first, second] = HASH_ALGORITHM_HALVES;
    halves = await Promise.all([
      runInWorker(hashTextDigests, transfer(bytes, [bytes.buffer]), { algorithms: [...first] }, { signal }),
      runInWorker(hashTextDigests, transfer(copy, [copy.buffer]), { algorithms: [...second] }, { signal }),
    ]);
  }
  const hex = Object.assign({}, ...halves) as Record<HashAlgorithm, string>;
  return Object.fromEntries(HASH_ALGORITHMS.map((algorithm) => [algorithm, hexToBytes(hex[algorithm])])) as Digests;
}

/** Every keystroke for ordinary text, after a pause for large text. */
const TEXT_HASH: LiveCompute<string, Digests> = {
  remote: hashTextInWorker,
  delayMs: (text) => (text.length > LARGE_TEXT_CHARS ? LARGE_TEXT_DELAY_MS : 0),
  serial: true,
};

/** Starts both operation workers with the hashers loaded (two runs at once take both), during the typing pause. */
function warmSplitHashing() {
  const empty = new Uint8Array(0);
  for (const half of HASH_ALGORITHM_HALVES) void runInWorker(hashTextDigests, empty, { algorithms: [...half] }).catch(() => {});
}

const hashTextJobs = toolJobs<typeof HashTextJobs>('hash-text');

/**
 * A file streamed in slices through every hasher in an operation worker (hash-text.jobs.ts), with
 * progress. A new file, "Cancel" or typing stop it: its worker is terminated, so a large file
 * never holds the page or a later file up (text hashing goes on in the other worker).
 */
const FILE_HASH: LiveCompute<File, Digests> = {
  remote: (file, control) => hashTextJobs.run('hashFile', file, control),
};

type FileJob = { file: File; state: LiveState<Digests>; percent: number | undefined };

export default function HashText() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, encoding, expected } = state;

  // Text is hashed in the operation workers: every keystroke for ordinary text, after a pause for large text.
  const isLargeText = text.length > LARGE_TEXT_CHARS;
  const textHash = useLiveResult(text, TEXT_HASH);
  // The second worker starts (loading its code and hashers) during the typing pause, not after it.
  useEffect(() => {
    if (isLargeText) warmSplitHashing();
  }, [isLargeText]);
  // While an ordinary text is hashed, its previous digests stay; a large text's would be misleading
  // for seconds of typing: "Hashing…" instead.
  const textDigests = textHash.pending ? (isLargeText ? undefined : textHash.latest) : textHash.value;

  const [file, setFile] = useState<File | undefined>(undefined);
  const fileHash = useLiveResult(file, FILE_HASH);
  const fileJob: FileJob | undefined = file && { file, state: fileHash.state, percent: fileHash.percent };
  const digests = fileJob ? fileHash.value : textDigests;
  const hashing = fileJob ? fileHash.pending : textHash.pending;
  const clearFile = () => setFile(undefined);

  const values = useMemo(
    () =>
      Object.fromEntries(HASH_ALGORITHMS.map((algorithm) => [algorithm, digests ? encodeBytes(digests[algorithm], encoding) : ''])) as Record<
        HashAlgorithm,
        string
      >,
    [digests, encoding],
  );
  const matches = useMemo(() => (digests ? findMatchingDigests(expected, digests) : []), [digests, expected]);
  const matched = new Set(matches.map((match) => match.algorithm));

  const onTextChange = (value: string) => {
    if (fileJob) clearFile();
    update({ text: value });
  };

  const row = (algorithm: HashAlgorithm) => (
    <DigestRow
      key={algorithm}
      algorithm={algorithm}
      value={values[algorithm]}
      placeholder={hashing ? t('hashing') : ''}
      copyLabel={t('copyRow', { algorithm })}
      matchLabel={matched.has(algorithm) ? t('rowMatches') : undefined}
    />
  );

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <LargeTextInput
            monospace={false}
            label={t('text')}
            placeholder={t('textPlaceholder')}
            value={text}
            onChange={onTextChange}
            rows={3}
            autosize
            maxRows={20}
            classNames={{ input: classes.textInput }}
            // Also keeps Chromium from copying a 10 MB value into session history on each
            // history.replaceState (135 ms measured); the tool restores the text itself.
            autoComplete="off"
            // The spec asks for focus on the text on arrival; it is the page's only main input.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <Stack gap={6} component="section" aria-labelledby="hash-text-file-title">
            <Text size="sm" fw={500} id="hash-text-file-title">
              {t('fileTitle')}
            </Text>
            <FileDropZone onFiles={(files) => files[0] && setFile(files[0])} description={t('filePrivacy')} />
            {fileJob && <FileStatus job={fileJob} language={language} t={t} onCancel={clearFile} />}
          </Stack>
          <Divider />
          <Select
            label={t('encoding')}
            data={BYTE_ENCODINGS.map((value) => ({ value, label: t(`encodings.${value}`) }))}
            value={encoding}
            onChange={(value) => value && update({ encoding: value as ByteEncoding })}
            allowDeselect={false}
            checkIconPosition="right"
          />
          {textHash.error !== undefined && !fileJob && (
            <Alert color="red" variant="light">
              {t('hashFailed', { detail: errorMessage(textHash.error) })}
            </Alert>
          )}
          <Stack gap="xs" aria-busy={hashing}>
            {MAIN_ROWS.map(row)}
          </Stack>
          <Divider
            label={
              <Text size="sm" c="dimmed">
                {t('moreDigests')}
              </Text>
            }
            labelPosition="left"
          />
          <Stack gap="xs">{EXTRA_ROWS.map(row)}</Stack>
          <Text size="xs" c="dimmed">
            {t('moreDigestsHint')}
          </Text>
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <TextField
            label={t('compare')}
            placeholder={t('comparePlaceholder')}
            value={expected}
            onChange={(value) => update({ expected: value })}
            monospace
            description={
              expected.trim() === '' || !digests ? undefined : matches.length > 0 ? (
                <Text span size="sm" className={classes.matchText}>
                  <IconCircleCheck size={16} aria-hidden />
                  {matches
                    .map((match) => t('compareMatch', { algorithm: match.algorithm, encoding: t(`encodings.${match.encoding}`) }))
                    .join(', ')}
                </Text>
              ) : (
                <Text span size="sm" className={classes.noMatchText}>
                  {t('compareNoMatch')}
                </Text>
              )
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        </Stack>
      </Paper>

    </Stack>
  );
}

function FileStatus({
  job,
  language,
  t,
  onCancel,
}: {
  job: FileJob;
  language: string;
  t: ReturnType<typeof useToolTranslation<typeof en>>['t'];
  onCancel: () => void;
}) {
  const name = job.file.name;
  const size = formatByteSize(job.file.size, language);
  const { state } = job;
  if (state.status !== 'done' && state.status !== 'error') {
    return (
      <JobProgress
        label={t('fileHashing', { name, size })}
        percent={job.file.size === 0 ? 0 : (job.percent ?? 0)}
        onCancel={onCancel}
        cancelLabel={t('cancel')}
        progressLabel={t('fileProgress')}
      />
    );
  }
  return (
    <Group gap="xs" justify="space-between" role="status">
      {state.status === 'done' ? (
        <Text size="sm">{t('fileDone', { name, size })}</Text>
      ) : (
        <Text size="sm" className={classes.errorText}>
          {t('fileFailed', { name, detail: errorMessage(state.error) })}
        </Text>
      )}
      <Button variant="light" size="xs" onClick={onCancel}>
        {t('backToText')}
      </Button>
    </Group>
  );
}

function DigestRow({
  algorithm,
  value,
  placeholder,
  copyLabel,
  matchLabel,
}: {
  algorithm: HashAlgorithm;
  value: string;
  placeholder: string;
  copyLabel: string;
  /** Set when this row matches the digest to compare. */
  matchLabel: string | undefined;
}) {
  return (
    <ReadOnlyField
      plain
      label={algorithm}
      value={value}
      placeholder={placeholder}
      classNames={{ root: matchLabel ? `${classes.row} ${classes.matched}` : classes.row, label: classes.label, wrapper: classes.wrapper, description: classes.description, input: classes.input }}
      description={
        matchLabel ? (
          <Text span size="xs" className={classes.matchText}>
            <IconCircleCheck size={14} aria-hidden />
            {matchLabel}
          </Text>
        ) : undefined
      }
      copyLabel={copyLabel}
    />
  );
}
