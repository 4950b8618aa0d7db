import { Button, Group, NumberInput, Paper, PasswordInput, Progress, SegmentedControl, SimpleGrid, Slider, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconFileZip, IconPlayerStop } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import { isPasswordError } from '../../engine/pdf/errors';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
import { PoolCancelledError } from '../../engine/worker/worker-pool';
import { formatByteSize } from '../../lib/byte-size';
import { downloadBlob } from '../../lib/download';
import { isToolInputError } from '../../lib/errors';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { wordKey } from '../../modules/i18n/word-key';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import type en from './locales/en.json';
import type * as Jobs from './pdf-to-images.jobs';
import type { DrawnPage } from './pdf-to-images.jobs';
import { pdfToImages } from './pdf-to-images.operations';

const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

const TOOL_ID = 'pdf-to-images';
const DEFAULTS = defaultOptions(pdfToImages);
const STATE_OPTIONS = { persist: { format: 'url', dpi: 'url', quality: 'url', pages: 'url', password: 'none' }, schema: pdfToImages.options } as const;
const PDF_ACCEPT = 'application/pdf,.pdf';
const FORMATS = [
  { value: 'png', label: 'PNG' },
  { value: 'jpeg', label: 'JPEG' },
  { value: 'webp', label: 'WebP' },
] as const;
/** The pause after a change of the options before the pages are drawn again. */
const DELAY_MS = 300;

const jobs = toolJobs<typeof Jobs>(TOOL_ID);

/** An error in the reader's language: this tool's strings, then the shell's shared `pdf.*` and `image.*`. */
function wordError(error: unknown): string {
  if (isToolInputError(error)) {
    const text = wordKey(error.messageKey, error.params, [TOOL_ID, 'shell']);
    if (text) return error.detail ? `${text} (${error.detail})` : text;
  }
  return error instanceof Error ? error.message : String(error);
}

interface Request {
  file: File;
  options: Jobs.PlanRequest['options'];
}

/** One file's pages as they come. */
interface Run {
  request: Request;
  status: 'running' | 'done' | 'error' | 'cancelled';
  /** How many pages are drawn (known once the file is read). */
  total?: number;
  pages: DrawnPage[];
  error?: unknown;
}

/** A drawn page: the image at most the tile's width, its name, pixel and byte sizes, and its Download. */
function PageTile({ page, language, downloadLabel, download }: { page: DrawnPage; language: string; downloadLabel: string; download: string }) {
  const source = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return undefined;
      const url = URL.createObjectURL(page.file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [page.file],
  );
  return (
    <Paper withBorder radius="md" p="xs" component="figure" m={0}>
      <Stack gap={6}>
        <img
          ref={source}
          alt={page.file.name}
          width={page.width}
          height={page.height}
          style={{ width: '100%', height: 'auto', display: 'block', border: '1px solid var(--mantine-color-default-border)' }}
        />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text component="figcaption" size="xs" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text span fw={500} size="xs">
              {page.file.name}
            </Text>
            <br />
            {page.width} × {page.height} px · {formatByteSize(page.file.size, language)}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            // The caption gives way in a narrow tile, never the button's word.
            style={{ flexShrink: 0 }}
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={downloadLabel}
            onClick={() => downloadBlob(page.file.name, page.file)}
          >
            {download}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * PDFs in → their pages as PNG, JPEG or WebP. One file: drawn page by page in an operation worker
 * (the plan first, then one call a page, so each image shows as it comes), with progress, Cancel,
 * each image's Download and "Download all (ZIP)". Several files: a batch of the operation.
 */
export default function PdfToImages() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shell, i18n } = useTranslation();
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const batch = useFileBatch();
  const several = files.length > 1;
  const dpiValid = Number.isInteger(options.dpi) && options.dpi >= 72 && options.dpi <= 600;
  const optionsKey = JSON.stringify(options);
  const [run, setRun] = useState<Run>();
  const abort = useRef<AbortController | undefined>(undefined);
  const [zipping, setZipping] = useState(false);
  const [zipError, setZipError] = useState<string>();

  const request = useMemo<Request | undefined>(
    () => (dpiValid && files.length === 1 ? { file: files[0]!, options: JSON.parse(optionsKey) as Request['options'] } : undefined),
    [files, optionsKey, dpiValid],
  );

  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    abort.current = controller;
    const patch = (change: Partial<Run> | ((current: Run) => Partial<Run>)) =>
      setRun((current) => (current?.request === request && !controller.signal.aborted ? { ...current, ...(typeof change === 'function' ? change(current) : change) } : current));
    const timer = setTimeout(() => {
      setRun((current) => ({ request, status: 'running', pages: [], ...(current?.request.file === request.file && current.total !== undefined ? { total: current.total } : {}) }));
      jobs
        .hold(async (call) => {
          const plan = await call('plan', request);
          patch({ total: plan.indices.length });
          for (const index of plan.indices) {
            const page = await call('page', { ...request, index });
            patch((current) => ({ pages: [...current.pages, page] }));
          }
          patch({ status: 'done' });
        }, controller.signal)
        .catch((error: unknown) => {
          if (error instanceof PoolCancelledError) return;
          patch({ status: 'error', error });
        });
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request]);

  useEffect(() => {
    if (several && dpiValid) batch.run({ kind: 'operation', op: pdfToImages.id, options: JSON.parse(optionsKey) as Record<string, unknown> }, files);
    else batch.clear();
  }, [batch, files, several, optionsKey, dpiValid]);

  const cancel = () => {
    abort.current?.abort();
    setRun((current) => (current && current.status === 'running' ? { ...current, status: 'cancelled' } : current));
  };

  const downloadAll = async (pages: readonly DrawnPage[], source: File) => {
    setZipping(true);
    setZipError(undefined);
    try {
      const stem = source.name.replace(/\.pdf$/i, '') || 'pages';
      const outcome = await operationClient.runToFiles(
        { kind: 'operation', op: 'zip-creator', options: { name: `${stem}-pages.zip` } },
        pages.map((page) => page.file),
      );
      if (outcome.ok) downloadBlob(outcome.files[0]!.name, outcome.files[0]!);
      else setZipError(outcome.message);
    } catch (error) {
      setZipError(error instanceof Error ? error.message : String(error));
    } finally {
      setZipping(false);
    }
  };

  const shown = run && request && run.request.file === request.file ? run : undefined;
  const lossy = options.format !== 'png';
  const done = shown?.pages.length ?? 0;
  const total = shown?.total;
  // Shown while the file asks for its password, and while one is typed.
  const showPassword = isPasswordError(shown?.error) || options.password !== '';

  return (
    <Stack gap="lg">
      <FileDropZone
        multiple
        label={t('dropLabel')}
        accept={PDF_ACCEPT}
        acceptLabel={t('acceptLabel')}
        files={files}
        onFiles={(added) => setFiles((current) => [...current, ...added])}
        onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
      />

      <Stack gap="md">
        <Group gap="lg" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Text component="label" id="pdf-to-images-format" size="sm" fw={500}>
              {t('format')}
            </Text>
            <SegmentedControl
              aria-labelledby="pdf-to-images-format"
              data={[...FORMATS]}
              value={options.format}
              onChange={(format) => update({ format: format as typeof options.format })}
              w="fit-content"
            />
          </Stack>
          <NumberInput
            label={t('dpi')}
            description={t('dpiHint')}
            min={72}
            max={600}
            step={25}
            allowDecimal={false}
            clampBehavior="blur"
            value={options.dpi}
            onChange={(value) => update({ dpi: typeof value === 'number' ? value : Number.NaN })}
            error={dpiValid ? undefined : t('dpiInvalid')}
            w={200}
          />
          <TextInput
            label={t('pages')}
            description={t('pagesHint')}
            placeholder={t('pagesPlaceholder')}
            value={options.pages}
            spellCheck={false}
            maxLength={1000}
            onChange={(event) => update({ pages: event.currentTarget.value })}
            w={240}
          />
          {showPassword && (
            <PasswordInput
              label={shell('pdf.password')}
              description={t('passwordHint')}
              value={options.password}
              maxLength={1000}
              autoComplete="off"
              onChange={(event) => update({ password: event.currentTarget.value })}
              w={240}
            />
          )}
        </Group>
        {lossy && (
          <Stack gap={4} maw={420}>
            <Text size="sm" fw={500} id="pdf-to-images-quality">
              {t('quality')}: {options.quality}
            </Text>
            <Slider
              aria-labelledby="pdf-to-images-quality"
              thumbLabel={t('quality')}
              min={1}
              max={100}
              value={options.quality}
              onChange={(quality) => update({ quality })}
              label={null}
            />
          </Stack>
        )}
      </Stack>

      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="pdf-pages.zip" />
        </Suspense>
      )}

      {request && shown?.status === 'error' && <ToolAlert type="error">{wordError(shown.error)}</ToolAlert>}

      {request && shown && shown.status !== 'error' && (
        <Stack gap="sm" component="section" aria-label={t('result')}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" role="status" aria-live="polite">
              {total === undefined
                ? t('reading')
                : shown.status === 'done'
                  ? t('done' as 'done_other', { count: total })
                  : shown.status === 'cancelled'
                    ? t('cancelled', { done, total })
                    : t('progress', { done, total })}
            </Text>
            <Group gap="xs">
              {shown.status === 'running' && (
                <Button variant="light" color="red" size="compact-sm" leftSection={<IconPlayerStop size={14} aria-hidden />} onClick={cancel}>
                  {shell('ui.cancel')}
                </Button>
              )}
              {shown.pages.length > 0 && shown.status !== 'running' && (
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconFileZip size={14} aria-hidden />}
                  loading={zipping}
                  onClick={() => void downloadAll(shown.pages, shown.request.file)}
                >
                  {shell('ui.batch.downloadAll')}
                </Button>
              )}
            </Group>
          </Group>
          {shown.status === 'running' && <Progress value={total ? (done / total) * 100 : 0} aria-label={t('progressLabel')} size="sm" animated={total === undefined} />}
          {zipError && <ToolAlert type="error">{zipError}</ToolAlert>}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="list" aria-label={t('imagesLabel')}>
            {shown.pages.map((page) => (
              <div role="listitem" key={page.index}>
                <PageTile page={page} language={i18n.language} downloadLabel={t('downloadOne', { name: page.file.name })} download={shell('ui.download')} />
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
