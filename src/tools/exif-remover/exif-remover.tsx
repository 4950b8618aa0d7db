import { Checkbox, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { failureMessage } from '../../engine/failure';
import type { StripOptions } from '../../engine/image/metadata';
import { defaultOptions } from '../../engine/operation';
import type { RunControl } from '../../engine/worker/operation-client';
import { toolJobs } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { wordKey } from '../../modules/i18n/word-key';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import type en from './locales/en.json';
import type * as Jobs from './exif-remover.jobs';
import { exifRemover } from './exif-remover.operations';

const TOOL_ID = 'exif-remover';
const DEFAULTS = defaultOptions(exifRemover);
const STATE_OPTIONS = { persist: { keepOrientation: 'url', keepColorProfile: 'url' }, schema: exifRemover.options } as const;
/** Any image: HEIC, AVIF, GIF… get the operation's message saying why and what to do instead. */
const ACCEPT = 'image/*,.heic,.heif,.avif';
/** The kinds of metadata.ts's report that have words of their own. */
const KIND_KEYS: Record<string, 'exif' | 'xmp' | 'icc' | 'comment' | 'iptc' | 'mpf' | 'trailer'> = {
  EXIF: 'exif',
  XMP: 'xmp',
  'ICC profile': 'icc',
  Comment: 'comment',
  'IPTC / Photoshop': 'iptc',
  MPF: 'mpf',
  'Data after the image': 'trailer',
};

const removerJobs = toolJobs<typeof Jobs>(TOOL_ID);

interface Request {
  file: File;
  options: StripOptions;
}

/** One file cleaned in an operation worker (the File goes there unread, the cleaned one comes back as a File). */
const CLEAN = {
  remote: ({ file, options }: Request, control: RunControl) => removerJobs.run('clean', { file, options }, control),
  warm: removerJobs.preload,
};

/** The list of a batch loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

export default function ExifRemover() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shellT, i18n } = useTranslation();
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  // Images dropped on "Drop anything" and sent here are cleaned at once.
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const batch = useFileBatch();
  const several = files.length > 1;
  const file = files.length === 1 ? files[0] : undefined;
  const { keepOrientation, keepColorProfile } = options;
  const request = useMemo<Request | undefined>(() => (file ? { file, options: { keepOrientation, keepColorProfile } } : undefined), [file, keepOrientation, keepColorProfile]);
  const job = useLiveResult(request, CLEAN);

  // Several images: a batch in the workers, each with its Download, and Download all (ZIP).
  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: exifRemover.id, options: { keepOrientation, keepColorProfile } }, files);
    else batch.clear();
  }, [batch, files, several, keepOrientation, keepColorProfile]);

  const failure = job.error === undefined ? undefined : failureMessage(job.error, 'cleanFailed');
  const failureText = failure
    ? [wordKey(failure.messageKey, failure.params, [TOOL_ID, 'shell']) ?? t('cleanFailed'), failure.detail]
        .filter(Boolean)
        .join(' ')
    : undefined;
  const result = job.value;
  const size = (bytes: number) => formatByteSize(bytes, i18n.language);
  const change = result && file ? Math.round(((result.file.size - file.size) / file.size) * 1000) / 10 : undefined;
  const titleId = useId();

  return (
    <Stack gap="lg">
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

      <Group gap="xl" align="flex-start">
        <Checkbox label={t('keepOrientation')} description={t('keepOrientationHint')} checked={keepOrientation} onChange={(event) => update({ keepOrientation: event.currentTarget.checked })} maw={360} />
        <Checkbox label={t('keepColorProfile')} description={t('keepColorProfileHint')} checked={keepColorProfile} onChange={(event) => update({ keepColorProfile: event.currentTarget.checked })} maw={360} />
      </Group>

      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="without-metadata.zip" />
        </Suspense>
      )}

      {file && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('working')}</Text>
        </Group>
      )}
      {file && failureText && !job.pending && <ToolAlert type="error">{failureText}</ToolAlert>}
      {file && result && (
        <Stack gap="sm" component="section" aria-labelledby={titleId}>
          <Title order={2} size="h4" id={titleId}>
            {t('result')}
          </Title>
          {result.removed.length === 0 ? (
            <ToolAlert type="warning">{t('nothingRemoved')}</ToolAlert>
          ) : (
            <Table withTableBorder layout="fixed" maw={560} aria-label={t('removedTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('kind')}</Table.Th>
                  <Table.Th w={140} ta="right">
                    {t('bytes')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.removed.map((entry, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{KIND_KEYS[entry.kind] ? t(`kinds.${KIND_KEYS[entry.kind]!}`) : entry.kind}</Table.Td>
                    <Table.Td ta="right">{size(entry.bytes)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{t('total')}</Table.Th>
                  <Table.Th ta="right">{size(result.removed.reduce((sum, entry) => sum + entry.bytes, 0))}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          )}
          <Text aria-live="polite">
            {shellT('imageTool.sizes', { before: size(file.size), after: size(result.file.size), change: change === undefined ? '' : `${change > 0 ? '+' : ''}${change} %` })}
          </Text>
          <FilePreview file={result.file} />
        </Stack>
      )}
    </Stack>
  );
}
