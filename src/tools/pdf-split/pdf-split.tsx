import { Button, Checkbox, Group, Loader, NumberInput, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { downloadBlob } from '../../lib/download';
import { isToolInputError } from '../../lib/errors';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { wordKey } from '../../modules/i18n/word-key';
import { useLiveResult, type LiveCompute } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { TextField } from '../../ui/input/TextField';
import type en from './locales/en.json';
import type * as Jobs from './pdf-split.jobs';
import { pdfSplit, SPLIT_MODES } from './pdf-split.operations';

const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

const TOOL_ID = 'pdf-split';
const DEFAULTS = defaultOptions(pdfSplit);
/** The way to split is a setting (in the URL); a password is never remembered. */
const STATE_OPTIONS = { persist: { mode: 'url', pages: 'url', every: 'url', oneFile: 'url', password: 'none' }, schema: pdfSplit.options } as const;
const { min: EVERY_MIN = 1, max: EVERY_MAX = 2000 } = numberBounds(pdfSplit.options, 'every');
const ACCEPT = 'application/pdf,.pdf';
const PASSWORD_KEYS = new Set(['pdf.passwordNeeded', 'pdf.wrongPassword']);

const jobs = toolJobs<typeof Jobs>(TOOL_ID);

interface Request {
  file: File;
  options: Record<string, unknown>;
}
interface Result {
  source: File;
  parts: Jobs.SplitPartFile[];
}

interface CountRequest {
  file: File;
  password: string;
}
const COUNT: LiveCompute<CountRequest, { source: File; pages: number }> = {
  remote: async (request, { signal }) => ({ source: request.file, pages: await jobs.run('pageCount', request, { signal }) }),
  warm: operationClient.warm,
  // A password is typed: each keystroke would open (and decrypt) the whole file again.
  delayMs: 300,
};

const SPLIT: LiveCompute<Request, Result> = {
  remote: async (request, { signal }) => ({ source: request.file, parts: await jobs.run('split', request, { signal }) }),
  warm: operationClient.warm,
  delayMs: 300,
};

/** A failure in the reader's language: this tool's strings, then the shell's shared `pdf.*` ones. */
function wordError(error: unknown): string {
  if (isToolInputError(error)) {
    return wordKey(error.messageKey, error.params, [TOOL_ID, 'shell']) ?? error.detail ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * One PDF split by page ranges, every N pages or page by page, in an operation worker at every
 * change: the files listed with their page counts, each downloadable, and all of them as a ZIP.
 * Several PDFs: each is split the same way (a batch).
 */
export default function PdfSplit() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shell, i18n } = useTranslation();
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const several = files.length > 1;
  const everyValid = Number.isInteger(state.every) && state.every >= EVERY_MIN && state.every <= EVERY_MAX;
  const pagesMissing = state.mode === 'ranges' && state.pages.trim() === '';
  const valid = everyValid && !pagesMissing;
  const optionsKey = JSON.stringify(state);

  const request = useMemo<Request | undefined>(
    () => (valid && files.length === 1 ? { file: files[0]!, options: JSON.parse(optionsKey) as Record<string, unknown> } : undefined),
    [files, optionsKey, valid],
  );
  const job = useLiveResult(request, SPLIT);
  const batch = useFileBatch();
  useEffect(() => {
    if (several && valid) batch.run({ kind: 'operation', op: pdfSplit.id, options: JSON.parse(optionsKey) as Record<string, unknown> }, files);
    else batch.clear();
  }, [batch, files, several, optionsKey, valid]);

  const input = files.length === 1 ? files[0] : undefined;
  const result = job.latest?.source === input ? job.latest : undefined;
  // The one PDF's pages, read as soon as it is given; a failure shows here until a split runs.
  const countRequest = useMemo<CountRequest | undefined>(() => (input ? { file: input, password: state.password } : undefined), [input, state.password]);
  const count = useLiveResult(countRequest, COUNT);
  const pages = count.latest?.source === input ? count.latest?.pages : undefined;
  const needsPassword = several || [job.error, count.error].some((error) => isToolInputError(error) && PASSWORD_KEYS.has(error.messageKey)) || state.password !== '';
  const size = (bytes: number) => formatByteSize(bytes, i18n.language);
  const stem = (input?.name ?? 'document').replace(/\.pdf$/i, '');

  const [zipping, setZipping] = useState(false);
  const [zipError, setZipError] = useState<string>();
  const downloadAll = async () => {
    if (!result) return;
    setZipping(true);
    setZipError(undefined);
    try {
      // The parts go back to a worker unread; the archive comes back as a File.
      const outcome = await operationClient.runToFiles(
        { kind: 'operation', op: 'zip-creator', options: { name: `${stem}-split.zip`, level: 0 } },
        result.parts.map((part) => part.file),
      );
      if (outcome.ok) downloadBlob(outcome.files[0]!.name, outcome.files[0]!);
      else setZipError(outcome.message);
    } catch (error) {
      setZipError(error instanceof Error ? error.message : String(error));
    } finally {
      setZipping(false);
    }
  };

  return (
    <Stack gap="lg">
      <FileDropZone
        multiple
        label={t('dropLabel')}
        description={t('dropHint')}
        accept={ACCEPT}
        acceptLabel={t('acceptLabel')}
        files={files}
        onFiles={(added) => setFiles((current) => [...current, ...added])}
        onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
      />
      {input && !request && count.error !== undefined && !count.pending && <ToolAlert type="error">{wordError(count.error)}</ToolAlert>}
      {input && pages !== undefined && (
        <Text size="sm" role="status">
          {input.name}: {t('pagesCount' as 'pagesCount_other', { count: pages })}
        </Text>
      )}

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pdf-split-how">
        <Stack gap="md">
          <Title order={2} size="h4" id="pdf-split-how">
            {t('mode')}
          </Title>
          <SegmentedControl
            aria-labelledby="pdf-split-how"
            value={state.mode}
            onChange={(mode) => update({ mode: mode as (typeof SPLIT_MODES)[number] })}
            data={SPLIT_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
            style={{ alignSelf: 'flex-start' }}
          />
          {state.mode === 'ranges' && (
            <Stack gap="sm">
              <TextField label={t('pages')} description={t('pagesHint')} value={state.pages} onChange={(pages) => update({ pages })} placeholder="1-3,5,8-" monospace maw={520} />
              <Checkbox label={t('oneFile')} checked={state.oneFile} onChange={(event) => update({ oneFile: event.currentTarget.checked })} />
            </Stack>
          )}
          {state.mode === 'every' && (
            <NumberInput
              label={t('every')}
              value={state.every}
              min={EVERY_MIN}
              max={EVERY_MAX}
              allowDecimal={false}
              clampBehavior="none"
              error={everyValid ? undefined : t('everyRange', { min: EVERY_MIN, max: EVERY_MAX })}
              onChange={(value) => update({ every: typeof value === 'number' ? value : Number.NaN })}
              w={200}
            />
          )}
          {needsPassword && (
            <TextField
              type="password"
              label={shell('pdf.password')}
              description={t('passwordHint')}
              value={state.password}
              onChange={(password) => update({ password })}
              placeholder=""
              w={260}
              autoComplete="off"
            />
          )}
        </Stack>
      </Paper>

      {files.length === 0 && <Text size="sm">{t('noFilesYet')}</Text>}
      {files.length > 0 && pagesMissing && <Text size="sm">{t('pagesNeeded')}</Text>}
      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="split.zip" />
        </Suspense>
      )}
      {request && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('working')}</Text>
        </Group>
      )}
      {request && job.error !== undefined && !job.pending && <ToolAlert type="error">{wordError(job.error)}</ToolAlert>}
      {request && result && job.error === undefined && (
        <Stack gap="xs" component="section" aria-label={t('result')} aria-busy={job.pending}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" role="status" aria-live="polite">
              {t('summary' as 'summary_other', { count: result.parts.length })}
            </Text>
            <Button size="compact-sm" leftSection={<IconFileZip size={14} aria-hidden />} loading={zipping} onClick={() => void downloadAll()}>
              {shell('ui.batch.downloadAll')}
            </Button>
          </Group>
          {zipError && <ToolAlert type="error">{zipError}</ToolAlert>}
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4} aria-label={t('result')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('file')}</Table.Th>
                  <Table.Th>{t('pageCount')}</Table.Th>
                  <Table.Th>{t('size')}</Table.Th>
                  <Table.Th>
                    <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>{shell('ui.download')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.parts.map(({ file, pages }, index) => (
                  <Table.Tr key={index}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{file.name}</Table.Td>
                    <Table.Td>{t('pagesCount' as 'pagesCount_other', { count: pages })}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{size(file.size)}</Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        leftSection={<IconDownload size={12} aria-hidden />}
                        aria-label={shell('ui.downloadFile', { name: file.name })}
                        onClick={() => downloadBlob(file.name, file)}
                      >
                        {shell('ui.download')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
