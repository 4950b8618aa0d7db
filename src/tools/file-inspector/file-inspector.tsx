import { Box, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { identifyFile } from '../../engine/detect/signatures';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import { dataToJson } from '../../engine/values';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { downloadBlob, downloadText } from '../../lib/download';
import { isToolInputError } from '../../lib/errors';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { CopyButton } from '../../ui/copy/CopyButton';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { JobProgress } from '../../ui/job/JobProgress';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import type en from './locales/en.json';
import type * as Jobs from './file-inspector.jobs';
import { fileInspector, fileInspectorHex, hexToFile } from './file-inspector.operations';
import { dumpOffset, hexOffset, hexRow, resolveRange, type InspectReport } from './file-inspector.service';
import { PairsTable, ReportSection } from '../../ui/report/Report';

const TOOL_ID = 'file-inspector';
type T = ToolTranslate<typeof en>;

/** The range of the hex view (the hex dump operation's options), kept in the link. */
const RANGE_DEFAULTS = defaultOptions(fileInspectorHex);
const STATE_OPTIONS = { persist: { offset: 'url', length: 'url' }, schema: fileInspectorHex.options } as const;
/** The report's options on the page: a finer entropy graph than the operation's default. */
const REPORT_OPTIONS = { blocks: 64, embedded: true };

/** The hex view shows at most this much of a range at once (524,288 rows: the scrolled height stays within what browsers lay out). */
const VIEW_MAX = 8 * 1024 * 1024;
const ROW_HEIGHT = 22;
const VIEW_HEIGHT = 420;
/** Rows drawn above and below those on screen, so a quick scroll shows no gap. */
const OVERSCAN = 16;
/** Bytes read from the file at a time for the hex view, and how many such pages are kept. */
const PAGE_BYTES = 4096;
const PAGES_KEPT = 64;

const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));
const inspectorJobs = toolJobs<typeof Jobs>(TOOL_ID);

/** The report is made in an operation worker: the File goes there unread and is streamed in slices. */
const INSPECT = {
  remote: async (file: File, control: RunControl) => ({ file, report: (await operationClient.run(fileInspector.id, file, REPORT_OPTIONS, control)) as InspectReport }),
  warm: operationClient.warm,
};

function useWordError(): (error: unknown) => string {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  return (error) => (isToolInputError(error) ? t(error.messageKey as 'errors.empty', error.params ?? {}) : t('failed', { detail: error instanceof Error ? error.message : String(error) }));
}

export default function FileInspector() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const [range, update] = useToolState(TOOL_ID, RANGE_DEFAULTS, STATE_OPTIONS);
  const batch = useFileBatch();
  const several = files.length > 1;
  const file = files.length === 1 ? files[0] : undefined;
  const job = useLiveResult(file, INSPECT);
  const wordError = useWordError();
  const viewer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: fileInspector.id, options: REPORT_OPTIONS }, files);
    else batch.clear();
  }, [batch, files, several]);

  const report = job.value && job.value.file === file ? job.value.report : undefined;
  const view = (offset: number) => {
    update({ offset: hexOffset(offset), length: '' });
    viewer.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Stack gap={6}>
        <FileDropZone
          multiple
          label={t('dropLabel')}
          description={t('dropHint')}
          files={files}
          onFiles={(added) => setFiles((current) => [...current, ...added])}
          onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
        />
        <Text size="sm" c="dimmed">
          {t('privacy')}
        </Text>
      </Stack>
      {several && (
        <Stack gap="xs">
          <Text size="sm">{t('batchHint')}</Text>
          <Suspense fallback={null}>
            <FileBatchList batch={batch} tool={TOOL_ID} archiveName="file-inspector.zip" />
          </Suspense>
        </Stack>
      )}
      {file && job.pending && <JobProgress label={t('inspecting', { name: file.name })} percent={job.percent} onCancel={job.cancel} />}
      {file && job.state.status === 'cancelled' && <Text c="dimmed">{t('cancelled')}</Text>}
      {file && job.error !== undefined && !job.pending && <ToolAlert type="error">{wordError(job.error)}</ToolAlert>}
      {file && report && <Report report={report} t={t} onView={view} />}
      {file && file.size > 0 && (
        <div ref={viewer}>
          <HexView file={file} offset={range.offset} length={range.length} update={update} t={t} />
        </div>
      )}
      {file && file.size > 0 && <FileToHex file={file} t={t} />}
      <HexToFile t={t} />
    </Stack>
  );
}

/** The verdict on type against extension, in the reader's language. */
function verdictText(report: InspectReport, t: T): string {
  const params = { detected: report.detected.name, ext: report.extension, expected: report.extensionType?.name ?? '', real: report.detected.ext };
  return t(`verdicts.${report.verdict}`, params);
}

function Report({ report, t, onView }: { report: InspectReport; t: T; onView: (offset: number) => void }) {
  const { i18n } = useTranslation();
  const json = dataToJson(report);
  const number = new Intl.NumberFormat(i18n.language);
  const rows: [string, ReactNode][] = [
    [t('fileName'), report.name],
    [t('size'), `${formatByteSize(report.size, i18n.language)} (${t('bytes' as 'bytes_other', { count: report.size, formatted: number.format(report.size) })})`],
    [t('realType'), `${report.detected.name} (${report.detected.type})`],
    [
      t('extension'),
      report.extension === '' ? t('noExtension') : report.extensionType ? `.${report.extension} → ${report.extensionType.name} (${report.extensionType.type})` : `.${report.extension} (${t('unknownExtension')})`,
    ],
    [t('firstBytes'), <code key="first">{report.firstBytes.replace(/(..)(?!$)/g, '$1 ')}</code>],
  ];
  return (
    <Stack gap="lg">
      {report.mismatch ? (
        <ToolAlert type="warning" title={t('mismatchTitle')}>
          {verdictText(report, t)}
        </ToolAlert>
      ) : (
        <Text role="status">{verdictText(report, t)}</Text>
      )}
      <Group gap="xs">
        <CopyButton value={json} label={t('copyJson')} />
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText(`${report.name}.json`, json, 'application/json')}>
          {t('downloadJson')}
        </Button>
      </Group>
      <ReportSection title={t('typeTitle')}>
        <PairsTable rows={rows} label={t('typeTitle')} labelWidth="30%" />
      </ReportSection>
      <ReportSection title={t('entropyTitle')}>
        <Text>
          <strong>{t('entropyValue', { value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 }).format(report.entropy) })}</strong> — {t(`hints.${report.entropyHint}`)}
        </Text>
        <EntropyGraph report={report} t={t} />
      </ReportSection>
      <ReportSection title={t('embeddedTitle')}>
        {report.embedded.length === 0 ? (
          <Text c="dimmed">{t('noEmbedded')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table withTableBorder aria-label={t('embeddedTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('offset')}</Table.Th>
                  <Table.Th>{t('type')}</Table.Th>
                  <Table.Th>{t('mime')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.embedded.map((entry) => (
                  <Table.Tr key={entry.offset}>
                    <Table.Td>
                      <code>{entry.offsetHex}</code> ({number.format(entry.offset)})
                    </Table.Td>
                    <Table.Td>{entry.name}</Table.Td>
                    <Table.Td>{entry.type}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" leftSection={<IconEye size={14} aria-hidden />} aria-label={t('viewAt', { offset: entry.offsetHex })} onClick={() => onView(entry.offset)}>
                        {t('view')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {report.embeddedTruncated && <Text size="sm">{t('embeddedTruncated', { count: report.embedded.length })}</Text>}
      </ReportSection>
    </Stack>
  );
}

/** The entropy of each block as bars from 0 to 8 bits: where the dense (compressed, encrypted) data sits. */
function EntropyGraph({ report, t }: { report: InspectReport; t: T }) {
  const { values, blockSize } = report.entropyBlocks;
  if (values.length < 2) return null;
  const high = values.filter((value) => value >= 7.5).length;
  return (
    <Stack gap={4}>
      <Box
        role="img"
        aria-label={t('graphLabel', { blocks: values.length, high })}
        style={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 64, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {values.map((value, index) => (
          <div
            key={index}
            title={`${hexOffset(index * blockSize)}: ${value}`}
            style={{ flex: 1, height: `${Math.max(2, (value / 8) * 100)}%`, background: value >= 7.5 ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-blue-6)' }}
          />
        ))}
      </Box>
      <Text size="xs" c="dimmed">
        {t('graphHint', { size: formatByteSize(blockSize) })}
      </Text>
    </Stack>
  );
}

/**
 * Pages of the file read on demand for the rows on screen; a few kept, the rest let go. The
 * component using it is keyed by the file and range, so a new range starts with no pages.
 */
function usePages(file: File, start: number, end: number) {
  const pages = useRef(new Map<number, Uint8Array>());
  const loading = useRef(new Set<number>());
  const [, setVersion] = useState(0);
  const want = (index: number) => {
    if (pages.current.has(index) || loading.current.has(index)) return;
    loading.current.add(index);
    const from = start + index * PAGE_BYTES;
    const map = pages.current;
    void file
      .slice(from, Math.min(end, from + PAGE_BYTES))
      .arrayBuffer()
      .then((buffer) => {
        if (map !== pages.current) return;
        map.set(index, new Uint8Array(buffer));
        loading.current.delete(index);
        while (map.size > PAGES_KEPT) map.delete(map.keys().next().value!);
        setVersion((version) => version + 1);
      });
  };
  return { get: (index: number) => pages.current.get(index), want };
}

/** A key that changes with the file shown. */
const fileKeys = new WeakMap<File, number>();
let filesSeen = 0;
function fileKey(file: File): number {
  if (!fileKeys.has(file)) fileKeys.set(file, (filesSeen += 1));
  return fileKeys.get(file)!;
}

function HexView({ file, offset, length, update, t }: { file: File; offset: string; length: string; update: (patch: { offset?: string; length?: string }) => void; t: T }) {
  const wordError = useWordError();
  let range: { start: number; end: number } | undefined;
  let error: unknown;
  try {
    range = resolveRange(file.size, { offset, length });
  } catch (caught) {
    error = caught;
  }
  const key = isToolInputError(error) ? error.messageKey : '';
  const offsetError = error !== undefined && key !== 'errors.badLength' ? wordError(error) : undefined;
  const lengthError = key === 'errors.badLength' ? wordError(error) : undefined;
  return (
    <ReportSection title={t('hexTitle')}>
      <Group align="flex-start" gap="md">
        <TextInput label={t('offsetLabel')} description={t('offsetHint')} value={offset} onChange={(event) => update({ offset: event.currentTarget.value })} error={offsetError} w={240} spellCheck={false} />
        <TextInput label={t('lengthLabel')} description={t('lengthHint')} value={length} onChange={(event) => update({ length: event.currentTarget.value })} error={lengthError} w={240} spellCheck={false} />
      </Group>
      {range && <HexRows key={`${fileKey(file)}:${range.start}:${range.end}`} file={file} start={range.start} end={range.end} t={t} />}
    </ReportSection>
  );
}

/**
 * The rows of a range, windowed: rows have one height, so the rows on screen follow from the scroll
 * position alone (no list of half a million row measurements), and only their bytes are read.
 */
function HexRows({ file, start, end, t }: { file: File; start: number; end: number; t: T }) {
  const [scrollTop, setScrollTop] = useState(0);
  const shownEnd = Math.min(end, start + VIEW_MAX);
  const count = Math.ceil((shownEnd - start) / 16);
  const height = Math.min(VIEW_HEIGHT, count * ROW_HEIGHT);
  const pages = usePages(file, start, shownEnd);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  const indices = Array.from({ length: Math.max(0, last - first) }, (_, at) => first + at);
  for (const index of indices) pages.want(Math.floor((index * 16) / PAGE_BYTES));
  const rowText = (index: number) => {
    const at = index * 16;
    const page = pages.get(Math.floor(at / PAGE_BYTES));
    if (!page) return `${dumpOffset(start + at)}  …`;
    const inPage = at % PAGE_BYTES;
    return hexRow(page.subarray(inPage, inPage + 16), start + at);
  };
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('rangeSummary', { from: hexOffset(start), to: hexOffset(shownEnd), size: formatByteSize(shownEnd - start) })}
      </Text>
      <Box ff="monospace" fz="sm" style={{ whiteSpace: 'pre', paddingInline: 7 }} aria-hidden>
        {'offset    00 01 02 03 04 05 06 07  08 09 0a 0b 0c 0d 0e 0f  ascii'}
      </Box>
      <div
        role="region"
        aria-label={t('hexTitle')}
        // A scrollable region must be reachable by keyboard to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        style={{ height: height + 2, overflow: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
      >
        <div style={{ height: count * ROW_HEIGHT, position: 'relative' }}>
          {indices.map((index) => (
            <Box
              key={index}
              data-row
              ff="monospace"
              fz="sm"
              style={{ position: 'absolute', top: index * ROW_HEIGHT, left: 0, width: '100%', height: ROW_HEIGHT, lineHeight: `${ROW_HEIGHT}px`, whiteSpace: 'pre', paddingInline: 6 }}
            >
              {rowText(index)}
            </Box>
          ))}
        </div>
      </div>
      {shownEnd < end && <Text size="sm">{t('viewCapped', { size: formatByteSize(VIEW_MAX), next: hexOffset(shownEnd) })}</Text>}
    </Stack>
  );
}

/** The whole file as a hex text file, made in a worker with progress (a gigabyte is never one string on the page). */
function FileToHex({ file, t }: { file: File; t: T }) {
  const wordError = useWordError();
  const [running, setRunning] = useState<{ percent: number | undefined; abort: AbortController }>();
  const [error, setError] = useState<unknown>();
  useEffect(() => () => running?.abort.abort(), [running]);
  const start = async () => {
    const abort = new AbortController();
    setError(undefined);
    setRunning({ percent: undefined, abort });
    try {
      const blob = await inspectorJobs.run(
        'hexFile',
        { file, options: { uppercase: false, bytesPerLine: 0 } },
        { signal: abort.signal, onProgress: (done, total) => setRunning((current) => (current?.abort === abort ? { abort, percent: (done / total) * 100 } : current)) },
      );
      if (!abort.signal.aborted) downloadBlob(`${file.name}.hex.txt`, blob);
    } catch (caught) {
      if (!abort.signal.aborted) setError(caught);
    } finally {
      setRunning((current) => (current?.abort === abort ? undefined : current));
    }
  };
  return (
    <ReportSection title={t('toHexTitle')}>
      <Text size="sm" c="dimmed">
        {t('toHexHint')}
      </Text>
      {running ? (
        <JobProgress label={t('toHexRunning')} percent={running.percent} onCancel={() => running.abort.abort()} />
      ) : (
        <Group>
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void start()}>
            {t('toHexButton', { name: `${file.name}.hex.txt` })}
          </Button>
        </Group>
      )}
      {error !== undefined && <ToolAlert type="error">{wordError(error)}</ToolAlert>}
    </ReportSection>
  );
}

/** Hex text → a file, its type named from its first bytes. */
function HexToFile({ t }: { t: T }) {
  const wordError = useWordError();
  const [text, setText] = useState('');
  const result = useOperationResult(hexToFile, text.trim() === '' ? undefined : text, {}, { threshold: 200_000, delayMs: 300 });
  const file = useMemo(() => {
    const bytes = result.value as Uint8Array<ArrayBuffer> | undefined;
    if (!bytes) return undefined;
    const type = identifyFile(bytes);
    return new File([bytes], `decoded.${type.ext}`, { type: type.type });
  }, [result.value]);
  return (
    <ReportSection title={t('fromHexTitle')}>
      <LargeTextInput
        label={t('fromHexLabel')}
        description={t('fromHexHint')}
        value={text}
        onChange={setText}
        rows={4}
        error={result.error !== undefined && !result.pending ? wordError(result.error) : undefined}
        spellCheck={false}
      />
      {file && !result.pending && result.error === undefined && <FilePreview file={file} />}
    </ReportSection>
  );
}
