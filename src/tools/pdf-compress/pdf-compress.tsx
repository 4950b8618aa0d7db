import { Group, Loader, NumberInput, PasswordInput, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import { fromFailure } from '../../engine/failure';
import { numberBounds } from '../../engine/schema';
import type { OperationWarning } from '../../engine/operation';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { isToolInputError } from '../../lib/errors';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import type en from './locales/en.json';
import { COMPRESS_MODES, pdfCompress } from './pdf-compress.operations';

const TOOL_ID = 'pdf-compress';
const DEFAULTS = defaultOptions(pdfCompress);
const STATE_OPTIONS = { persist: { mode: 'url', dpi: 'url', quality: 'url', password: 'none' }, schema: pdfCompress.options } as const;
const ACCEPT = 'application/pdf,.pdf';
const DPI = numberBounds(pdfCompress.options, 'dpi') as { min: number; max: number };

/** The list of a batch loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

interface Request {
  file: File;
  options: Record<string, unknown>;
}
type Outcome = { file: File; source: File; warnings: OperationWarning[] };

/** The PDF goes to an operation worker unread; a newer file or newer options replace the run. */
const COMPUTE = {
  remote: async ({ file, options }: Request, control: RunControl): Promise<Outcome> => {
    const outcome = await operationClient.runToFiles({ kind: 'operation', op: pdfCompress.id, options }, file, control);
    if (!outcome.ok) throw outcome.failure ? fromFailure(outcome.failure) : new Error(outcome.message);
    return { file: outcome.files[0]!, source: file, warnings: outcome.warnings };
  },
  warm: operationClient.warm,
  delayMs: 250,
};

const PASSWORD_KEYS = ['pdf.passwordNeeded', 'pdf.wrongPassword'];

export default function PdfCompress() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shellT, i18n } = useTranslation();
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const batch = useFileBatch();
  const several = files.length > 1;
  const input = files.length === 1 ? files[0] : undefined;
  const optionsKey = JSON.stringify(options);

  const request = useMemo<Request | undefined>(() => (input ? { file: input, options: JSON.parse(optionsKey) as Record<string, unknown> } : undefined), [input, optionsKey]);
  const job = useLiveResult(request, COMPUTE);
  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: pdfCompress.id, options: JSON.parse(optionsKey) as Record<string, unknown> }, files);
    else batch.clear();
  }, [batch, files, several, optionsKey]);

  const error = input && !job.pending ? job.error : undefined;
  const errorKey = isToolInputError(error) ? error.messageKey : undefined;
  const errorText =
    error === undefined
      ? undefined
      : isToolInputError(error)
        ? [shellT(error.messageKey as never, { ns: 'shell', ...(error.params ?? {}) }), error.detail].filter(Boolean).join(' — ')
        : t('failed', { detail: error instanceof Error ? error.message : String(error) });
  const askPassword = options.password !== '' || (errorKey !== undefined && PASSWORD_KEYS.includes(errorKey)) || several;
  const result = job.latest?.source === input ? job.latest : undefined;
  const size = (bytes: number) => formatByteSize(bytes, i18n.language);
  const change = result && input ? Math.round(((result.file.size - input.size) / input.size) * 100) : undefined;

  return (
    <Stack gap="lg" maw={1000} mx="auto" w="100%">
      <Stack gap={6}>
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
        <Text size="sm" c="dimmed">
          {t('privacy')}
        </Text>
      </Stack>

      <Stack gap="md">
        <Stack gap={4}>
          <Text component="label" id="pdf-compress-mode" size="sm" fw={500}>
            {t('mode')}
          </Text>
          <SegmentedControl
            aria-labelledby="pdf-compress-mode"
            data={COMPRESS_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
            value={options.mode}
            onChange={(mode) => update({ mode: mode as typeof options.mode })}
            w="fit-content"
          />
          <Text size="sm" c="dimmed">
            {t(`modeHints.${options.mode}`)}
          </Text>
        </Stack>
        {options.mode === 'lossy' && (
          <Group gap="xl" align="flex-start">
            <NumberInput
              label={t('dpi')}
              description={t('dpiHint')}
              min={DPI.min}
              max={DPI.max}
              step={25}
              value={options.dpi}
              onChange={(value) => typeof value === 'number' && value >= DPI.min && value <= DPI.max && update({ dpi: Math.round(value) })}
              w={220}
            />
            <Stack gap={4} w={280}>
              <Text size="sm" fw={500}>
                {t('quality')}: {options.quality}
              </Text>
              <Slider thumbLabel={t('quality')} min={1} max={100} value={options.quality} onChange={(quality) => update({ quality })} label={null} />
            </Stack>
          </Group>
        )}
        {askPassword && (
          <PasswordInput
            label={shellT('pdf.password', { ns: 'shell' })}
            description={t('passwordHint')}
            value={options.password}
            onChange={(event) => update({ password: event.currentTarget.value })}
            autoComplete="off"
            maw={320}
          />
        )}
      </Stack>

      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="compressed-pdfs.zip" />
        </Suspense>
      )}
      {input && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('working')}</Text>
        </Group>
      )}
      {errorText && <ToolAlert type="error">{errorText}</ToolAlert>}
      {input && result && error === undefined && (
        <Stack gap="sm" aria-label={t('result')} component="section" aria-busy={job.pending}>
          {result.warnings.map((warning) => (
            <ToolAlert key={warning.key} type="warning">
              {t(`warnings.${warning.key}` as 'warnings.notSmaller', ((warning.data as Record<string, unknown>) ?? {}) as never)}
            </ToolAlert>
          ))}
          <Text aria-live="polite" fw={500}>
            {t('sizes', { before: size(input.size), after: size(result.file.size), change: change === undefined ? '' : `${change > 0 ? '+' : ''}${change} %` })}
          </Text>
          <FilePreview file={result.file} />
        </Stack>
      )}
    </Stack>
  );
}
