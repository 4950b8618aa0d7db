import { Badge, Button, Checkbox, FileButton, Group, Progress, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconFileText, IconPlayerStop, IconRefresh, IconTrash, IconX } from '@tabler/icons-react';
import { memo, startTransition, useEffect, useId, useMemo, useState, type DragEvent } from 'react';
import { failureMessage } from '../../engine/failure';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import { formatByteSize } from '../../lib/byte-size';
import { operationClient } from '../../engine/worker/operation-pool';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { CopyButton } from '../../ui/copy/CopyButton';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { TextField } from '../../ui/input/TextField';
import type en from './locales/en.json';
import { fileHasherDigests } from './file-hasher.operations';
import type { FileDigestReport } from './file-hasher.service';
import {
  ALGORITHM_LABELS,
  algorithmsOfLength,
  checksumLines,
  FILE_HASH_ALGORITHMS,
  findListedFile,
  matchExpected,
  normaliseHex,
  orderedAlgorithms,
  parseChecksumList,
  type ChecksumEntry,
  type FileHashAlgorithm,
} from './file-hasher.sums';
import classes from './file-hasher.module.css';

const TOOL_ID = 'file-hasher';
/** The page's state holds strings: the algorithms as JSON text (`["sha256"]`), which the option's schema reads. */
const DEFAULTS = { algorithm: JSON.stringify(defaultOptions(fileHasherDigests).algorithm) };
const STATE_OPTIONS = { persist: { algorithm: 'url' }, schema: fileHasherDigests.options } as const;
/** A checksum list is a few lines: a larger file dropped on the list is not one. */
const LIST_MAX_BYTES = 1024 * 1024;

type T = ToolTranslate<typeof en>;

function chosenAlgorithms(text: string): FileHashAlgorithm[] {
  const parsed = fileHasherDigests.options.shape.algorithm.safeParse(text);
  return parsed.success ? orderedAlgorithms(parsed.data) : [];
}

/**
 * One file's run: each file is its own run on the operation workers (a batch of files shares the
 * pool, one worker per file), so adding a file or ticking an algorithm hashes only what is missing,
 * never restarting a file already hashed or being hashed.
 */
interface Job {
  status: 'waiting' | 'running' | 'done' | 'failed' | 'cancelled';
  percent?: number;
  algorithms: FileHashAlgorithm[];
  error?: string;
  controller: AbortController;
}

const isActive = (job: Job | undefined) => job?.status === 'waiting' || job?.status === 'running';

/** How often the runs' progress is shown again (five times a second reads as smooth). */
const NOTIFY_INTERVAL_MS = 200;

type JobStore = ReturnType<typeof createJobStore>;

/** The files' runs, a store outside React (progress arrives many times a second; the page renders at most every 200 ms). */
function createJobStore() {
  let jobs: ReadonlyMap<File, Job> = new Map();
  const listeners = new Set<() => void>();
  let scheduled = false;
  const notify = () => {
    scheduled = false;
    listeners.forEach((listener) => listener());
  };
  // The runs' statuses as one string: the page renders again when one changes, not on progress (each row follows its own).
  let statuses = '';
  return {
    get: () => jobs,
    statuses: () => statuses,
    set(file: File, job: Job) {
      jobs = new Map(jobs).set(file, job);
      statuses = [...jobs.values()].map((entry) => entry.status).join();
      if (!scheduled) {
        scheduled = true;
        setTimeout(notify, NOTIFY_INTERVAL_MS);
      }
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    abortAll: () => jobs.forEach((job) => job.controller.abort()),
  };
}

/**
 * A store's value, rendered again in a transition when the store changes: interruptible, so the
 * page never blocks for a whole render while two workers read and hash (useSyncExternalStore
 * renders at once: 53–80 ms tasks were measured then on two busy cores).
 */
function useStoreValue<K, T>(store: JobStore, key: K, read: (store: JobStore, key: K) => T): T {
  const [value, setValue] = useState(() => read(store, key));
  useEffect(() => {
    const listener = () => startTransition(() => setValue(() => read(store, key)));
    // A change between the render and this subscription is not lost.
    listener();
    return store.subscribe(listener);
  }, [store, key, read]);
  return value;
}

/** The runs' statuses (the page renders again when one changes), and one file's run (its row). */
const statusesOf = (store: JobStore) => store.statuses();
const jobOf = (store: JobStore, file: File) => store.get().get(file);

export default function FileHasher() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const selected = chosenAlgorithms(state.algorithm);
  // Files dropped on "Drop anything" and sent here are hashed at once.
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const [expected, setExpected] = useState('');
  const [list, setList] = useState<{ text: string; name: string }>({ text: '', name: '' });
  const [listError, setListError] = useState<string | undefined>();
  // Every file's digests so far, and its run.
  const [reports, setReports] = useState<ReadonlyMap<File, FileDigestReport>>(() => new Map());
  const [store] = useState(createJobStore);
  useStoreValue(store, undefined, statusesOf);
  const jobs = store.get();
  useEffect(() => () => store.abortAll(), [store]);
  const size = (bytes: number) => formatByteSize(bytes, language);

  const parsedList = useMemo(() => (list.text.trim() === '' ? undefined : parseChecksumList(list.text, { listName: list.name })), [list]);
  // The algorithms to compute: those ticked, and those the list's lines ask for.
  const needed = orderedAlgorithms([...selected, ...(parsedList?.entries.map((entry) => entry.algorithm) ?? [])]);
  const neededKey = needed.join(',');

  /** Hashes `file` for `algorithms` in an operation worker (the File goes there unread). */
  const start = (file: File, algorithms: FileHashAlgorithm[]) => {
    const controller = new AbortController();
    // Progress travels on its own message port and may arrive after the result: a finished run stays finished.
    const patch = (change: Partial<Job>) => {
      const job = store.get().get(file);
      if (job?.controller === controller && isActive(job)) store.set(file, { ...job, ...change });
    };
    store.set(file, { status: 'waiting', algorithms, controller });
    operationClient
      .run(fileHasherDigests.id, file, { algorithm: algorithms }, { signal: controller.signal, onProgress: (done, total) => patch({ status: 'running', percent: total > 0 ? Math.min(100, (done / total) * 100) : 100 }) })
      .then(
        (report) => {
          setReports((current) => withReport(current, file, report as FileDigestReport));
          patch({ status: 'done', percent: undefined });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return patch({ status: 'cancelled', percent: undefined });
          const { messageKey, params, detail } = failureMessage(error, 'readFailed');
          patch({ status: 'failed', percent: undefined, error: [t(messageKey as 'readFailed', params ?? {}), detail].filter(Boolean).join(' ') });
        },
      );
  };

  /** The algorithms `file` still lacks. */
  const lacking = (file: File) => needed.filter((algorithm) => reports.get(file)?.digests[algorithm] === undefined);

  // A file added, or an algorithm needed that a file lacks: that file is hashed for what it lacks. A
  // run that covers it (running, or cancelled: "Hash again") is left alone.
  useEffect(() => {
    if (needed.length === 0) return;
    for (const file of files) {
      const missing = lacking(file);
      if (missing.length === 0) continue;
      const job = store.get().get(file);
      if (job && job.status !== 'done' && missing.every((algorithm) => job.algorithms.includes(algorithm))) continue;
      if (isActive(job)) job!.controller.abort();
      start(file, missing);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the files or the algorithms needed change, not when results come in
  }, [files, neededKey]);

  const running = files.some((file) => isActive(jobs.get(file)));
  const retry = files.filter((file) => lacking(file).length > 0 && !isActive(jobs.get(file)));
  const cancel = () => files.forEach((file) => store.get().get(file)?.controller.abort());
  const hashAgain = () => retry.forEach((file) => start(file, lacking(file)));

  const removeFile = (file: File) => {
    store.get().get(file)?.controller.abort();
    setFiles((current) => current.filter((candidate) => candidate !== file));
  };
  const clearFiles = () => {
    cancel();
    setFiles([]);
  };
  const readList = async (file: File) => {
    if (file.size > LIST_MAX_BYTES) return setListError(t('listTooLarge', { name: file.name, size: size(file.size) }));
    setListError(undefined);
    setList({ text: await file.text(), name: file.name });
  };
  const dropOnList = (event: DragEvent<HTMLTextAreaElement>) => {
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    event.preventDefault();
    void readList(dropped);
  };

  const doneReports = files.map((file) => reports.get(file)).filter((report): report is FileDigestReport => report !== undefined);
  const checksumText = doneReports.map((report) => checksumLines(report.name, pick(report.digests, selected))).join('');

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <FileDropZone multiple label={t('dropLabel')} description={t('dropHint')} onFiles={(added) => setFiles((current) => [...current, ...added.filter((file) => !current.includes(file))])} />

      <Checkbox.Group
        label={t('algorithms')}
        description={t('algorithmsHint')}
        value={selected}
        onChange={(value) => update({ algorithm: JSON.stringify(orderedAlgorithms(value as FileHashAlgorithm[])) })}
        error={selected.length === 0 ? t('noAlgorithm') : undefined}
      >
        <Group gap="md" mt={6}>
          {FILE_HASH_ALGORITHMS.map((algorithm) => (
            <Checkbox key={algorithm} value={algorithm} label={ALGORITHM_LABELS[algorithm]} />
          ))}
        </Group>
      </Checkbox.Group>

      <Stack gap={6}>
        <TextField label={t('expected')} placeholder={t('expectedPlaceholder')} value={expected} onChange={setExpected} spellCheck={false} autoComplete="off" />
        <ExpectedVerdict expected={expected} files={files} reports={reports} selected={selected} running={running} t={t} />
      </Stack>

      {files.length > 0 && (
        <Stack gap="xs" component="section" aria-label={t('files')}>
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4">
              {t('files')}
            </Title>
            <Group gap="xs">
              {running && (
                <Button variant="light" color="red" size="compact-sm" leftSection={<IconPlayerStop size={14} aria-hidden />} onClick={cancel}>
                  {t('cancel')}
                </Button>
              )}
              {!running && retry.length > 0 && needed.length > 0 && (
                <Button variant="light" size="compact-sm" leftSection={<IconRefresh size={14} aria-hidden />} onClick={hashAgain}>
                  {t('hashAgain')}
                </Button>
              )}
              {checksumText !== '' && <CopyButton value={checksumText} label={t('copyLines')} size="compact-sm" variant="light" />}
              <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconTrash size={14} aria-hidden />} onClick={clearFiles}>
                {t('clear')}
              </Button>
            </Group>
          </Group>
          <Stack gap="sm">
            {files.map((file) => (
              <FileRow
                key={fileKey(file)}
                file={file}
                store={store}
                report={reports.get(file)}
                selected={selected}
                expected={normaliseHex(expected)}
                onRemove={removeFile}
                size={size}
                t={t}
              />
            ))}
          </Stack>
        </Stack>
      )}

      <Stack gap={6}>
        <Textarea
          label={t('list')}
          description={t('listHint')}
          placeholder={t('listPlaceholder')}
          value={list.text}
          onChange={(event) => setList({ text: event.currentTarget.value, name: list.name })}
          onDrop={dropOnList}
          autosize
          minRows={3}
          maxRows={12}
          spellCheck={false}
          classNames={{ input: classes.mono }}
          error={listError}
        />
        <Group gap="xs">
          <FileButton onChange={(file) => file && void readList(file)}>
            {(props) => (
              <Button {...props} variant="light" size="compact-sm" leftSection={<IconFileText size={14} aria-hidden />}>
                {t('openList')}
              </Button>
            )}
          </FileButton>
          {list.text !== '' && (
            <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconX size={14} aria-hidden />} onClick={() => setList({ text: '', name: '' })}>
              {t('clearList')}
            </Button>
          )}
          {list.name !== '' && <Text size="sm">{t('listFrom', { name: list.name })}</Text>}
        </Group>
      </Stack>

      {parsedList && <ListCheck entries={parsedList.entries} bad={parsedList.bad} files={files} reports={reports} jobs={jobs} t={t} />}
    </Stack>
  );
}

/** The reports with `file`'s new digests merged into those it had. */
function withReport(current: ReadonlyMap<File, FileDigestReport>, file: File, report: FileDigestReport): ReadonlyMap<File, FileDigestReport> {
  const known = current.get(file);
  return new Map(current).set(file, { ...report, digests: orderDigests({ ...known?.digests, ...report.digests }) });
}

/** Digests in display order. */
function orderDigests(digests: FileDigestReport['digests']): FileDigestReport['digests'] {
  return Object.fromEntries(FILE_HASH_ALGORITHMS.filter((algorithm) => digests[algorithm] !== undefined).map((algorithm) => [algorithm, digests[algorithm]]));
}

function pick(digests: FileDigestReport['digests'], algorithms: readonly FileHashAlgorithm[]): FileDigestReport['digests'] {
  return Object.fromEntries(algorithms.filter((algorithm) => digests[algorithm] !== undefined).map((algorithm) => [algorithm, digests[algorithm]]));
}

const keys = new WeakMap<File, number>();
let nextKey = 0;
/** A stable key per dropped File (two files may share a name). */
function fileKey(file: File): number {
  let key = keys.get(file);
  if (key === undefined) keys.set(file, (key = nextKey++));
  return key;
}

/** The pasted hash against every digest computed: which matched, or a clear "does NOT match". */
function ExpectedVerdict({
  expected,
  files,
  reports,
  selected,
  running,
  t,
}: {
  expected: string;
  files: File[];
  reports: ReadonlyMap<File, FileDigestReport>;
  selected: FileHashAlgorithm[];
  running: boolean;
  t: T;
}) {
  const hex = normaliseHex(expected);
  if (hex === '') return null;
  if (!/^[0-9a-f]+$/.test(hex)) return <ToolAlert type="error">{t('expectedNotHex')}</ToolAlert>;
  if (files.length === 0) return <Text size="sm">{t('expectedNoFiles')}</Text>;
  for (const file of files) {
    const report = reports.get(file);
    const [algorithm] = report ? matchExpected(hex, pick(report.digests, selected)) : [];
    if (algorithm)
      return (
        <Text size="sm" c="teal.8" fw={600} role="status" className={classes.verdict}>
          <IconCircleCheck size={18} aria-hidden /> {t('expectedMatch', { algorithm: ALGORITHM_LABELS[algorithm], name: file.name })}
        </Text>
      );
  }
  const unticked = algorithmsOfLength(hex).filter((algorithm) => !selected.includes(algorithm));
  const lengthFits = algorithmsOfLength(hex).some((algorithm) => selected.includes(algorithm));
  if (!lengthFits && unticked.length > 0) return <ToolAlert type="warning">{t('expectedUnticked', { algorithms: unticked.map((algorithm) => ALGORITHM_LABELS[algorithm]).join(' / ') })}</ToolAlert>;
  if (running || files.some((file) => !reports.has(file))) return <Text size="sm">{t('expectedWaiting')}</Text>;
  return (
    <Text size="sm" c="red.8" fw={600} role="alert" className={classes.verdict}>
      <IconCircleX size={18} aria-hidden /> {t('expectedNoMatch')}
    </Text>
  );
}

/** One file: its status and progress while hashed, then each digest with a copy button. */
const FileRow = memo(function FileRow({
  file,
  store,
  report,
  selected,
  expected,
  onRemove,
  size,
  t,
}: {
  file: File;
  store: JobStore;
  report: FileDigestReport | undefined;
  selected: FileHashAlgorithm[];
  expected: string;
  onRemove: (file: File) => void;
  size: (bytes: number) => string;
  t: T;
}) {
  const titleId = useId();
  const job = useStoreValue(store, file, jobOf);
  const status = job?.status ?? (report ? 'done' : 'waiting');
  const shown = report ? selected.filter((algorithm) => report.digests[algorithm] !== undefined) : [];
  const busy = status === 'running' || status === 'waiting';
  return (
    <Stack gap={4} className={classes.file} component="article" aria-labelledby={titleId} data-status={status}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" className={classes.name}>
          <Text fw={600} id={titleId} className={classes.ellipsis}>
            {file.name}
          </Text>
          <Text size="sm" c="dimmed" className={classes.nowrap}>
            {size(file.size)}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {busy && job?.percent !== undefined ? (
            <Progress value={job.percent} transitionDuration={0} size="sm" w={140} aria-label={t('progress', { name: file.name })} />
          ) : busy || !report ? (
            <Text size="sm" c={status === 'failed' ? 'red.8' : undefined}>
              {status === 'failed' ? t('status.failed', { reason: job?.error ?? t('readFailed') }) : t(`status.${status}` as 'status.waiting')}
            </Text>
          ) : null}
          <Button variant="subtle" color="gray" size="compact-xs" aria-label={t('remove', { name: file.name })} onClick={() => onRemove(file)}>
            <IconX size={14} aria-hidden />
          </Button>
        </Group>
      </Group>
      {report && file.size === 0 && <Text size="sm">{t('emptyFile')}</Text>}
      {shown.length > 0 && (
        <Table verticalSpacing={2} horizontalSpacing="xs" className={classes.digests}>
          <Table.Tbody>
            {shown.map((algorithm) => {
              const digest = report!.digests[algorithm]!;
              const matches = expected !== '' && digest === expected;
              return (
                <Table.Tr key={algorithm} data-matches={matches || undefined}>
                  <Table.Th scope="row" className={classes.algorithm}>
                    {ALGORITHM_LABELS[algorithm]}
                  </Table.Th>
                  <Table.Td>
                    <Text component="span" className={classes.mono} data-testid={`digest-${algorithm}`}>
                      {digest}
                    </Text>
                    {matches && (
                      <Badge ml="xs" color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                        {t('matchesExpected')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.copy}>
                    <CopyIconButton value={digest} label={t('copyDigest', { algorithm: ALGORITHM_LABELS[algorithm], name: file.name })} size="sm" />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
});

type ListResult = 'ok' | 'failed' | 'missing' | 'pending' | 'notHashed';

/** Each line of the list against the dropped files: OK, FAILED, not among the files, still hashing. */
function ListCheck({
  entries,
  bad,
  files,
  reports,
  jobs,
  t,
}: {
  entries: ChecksumEntry[];
  bad: ReturnType<typeof parseChecksumList>['bad'];
  files: File[];
  reports: ReadonlyMap<File, FileDigestReport>;
  jobs: ReadonlyMap<File, Job>;
  t: T;
}) {
  if (entries.length === 0 && bad.length === 0) return null;
  const results = entries.map((entry): { entry: ChecksumEntry; result: ListResult } => {
    const file = findListedFile(entry.name, files);
    if (!file) return { entry, result: 'missing' };
    const actual = reports.get(file)?.digests[entry.algorithm];
    if (actual !== undefined) return { entry, result: actual === entry.expected ? 'ok' : 'failed' };
    const status = jobs.get(file)?.status;
    return { entry, result: status === 'failed' || status === 'cancelled' ? 'notHashed' : 'pending' };
  });
  const count = (result: ListResult) => results.filter((row) => row.result === result).length;
  const failedNames = [...new Set(results.filter((row) => row.result === 'failed').map((row) => row.entry.name))];
  const checked = results.filter((row) => row.result !== 'missing');
  const notListed = files.filter((file) => !entries.some((entry) => findListedFile(entry.name, [file]) === file)).map((file) => file.name);
  const pending = count('pending') + count('notHashed');
  return (
    <Stack gap="xs" component="section" aria-label={t('list')}>
      {entries.length === 0 ? (
        <ToolAlert type="error">{t('listEmpty')}</ToolAlert>
      ) : (
        <>
          <Text size="sm" role="status">
            {t('listSummary', { ok: count('ok'), failed: count('failed'), missing: count('missing'), pending })}
          </Text>
          {failedNames.length > 0 ? (
            <Text size="sm" c="red.8" fw={600} role="alert" className={classes.verdict}>
              <IconCircleX size={18} aria-hidden /> {t('listFailed', { names: failedNames.join(', ') })}
            </Text>
          ) : checked.length > 0 && pending === 0 ? (
            <Text size="sm" c="teal.8" fw={600} className={classes.verdict}>
              <IconCircleCheck size={18} aria-hidden /> {t('listAllOk')}
            </Text>
          ) : checked.length === 0 && files.length > 0 ? (
            <ToolAlert type="warning">{t('listNothingChecked')}</ToolAlert>
          ) : null}
          {notListed.length > 0 && checked.length > 0 && <Text size="sm">{t('listNotListed', { names: notListed.join(', ') })}</Text>}
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={2} aria-label={t('list')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('listColumns.line')}</Table.Th>
                  <Table.Th>{t('listColumns.name')}</Table.Th>
                  <Table.Th>{t('listColumns.algorithm')}</Table.Th>
                  <Table.Th>{t('listColumns.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.map(({ entry, result }) => (
                  <Table.Tr key={entry.line} data-result={result}>
                    <Table.Td>{entry.line}</Table.Td>
                    <Table.Td className={classes.ellipsis}>{entry.name}</Table.Td>
                    <Table.Td>{ALGORITHM_LABELS[entry.algorithm]}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={result === 'ok' || result === 'failed' ? 600 : undefined} c={result === 'ok' ? 'teal.8' : result === 'failed' ? 'red.8' : undefined}>
                        {t(`result.${result}` as 'result.ok')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {bad.map((line) => (
        <Text key={line.line} size="sm" c="orange.9">
          {t(`badLine.${line.reason}` as 'badLine.format', { line: line.line, text: line.text.length > 80 ? `${line.text.slice(0, 80)}…` : line.text })}
        </Text>
      ))}
    </Stack>
  );
}
