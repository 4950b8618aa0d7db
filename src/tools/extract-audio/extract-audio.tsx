import { Anchor, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, handOff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { RunFailure, wordFailure } from '../../modules/image-tool/run-failure';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { JobProgress } from '../../ui/job/JobProgress';
import { AppLink } from '../../ui/link/AppLink';
import type en from './locales/en.json';
import { extractAudio } from './extract-audio.operations';

const TOOL_ID = 'extract-audio';
const AUDIO_CONVERTER = 'audio-converter';
const DEFAULTS = defaultOptions(extractAudio);
const STATE_OPTIONS = { persist: { format: 'url', bitrate: 'url' }, schema: extractAudio.options } as const;
const ACCEPT = 'video/*,audio/*,.mp4,.m4v,.mov,.webm,.mkv,.3gp,.ts,.m4a,.mka';
const BITRATES = [32, 48, 64, 96, 128, 160, 192, 256];

type Options = typeof DEFAULTS;
interface Request {
  file: File;
  options: Options;
}
type Outcome = { file: File; source: File };

/** One file in an operation worker (the File goes there unread; the audio comes back as a File). */
const EXTRACT = {
  remote: async ({ file, options }: Request, control: RunControl): Promise<Outcome> => {
    const outcome = await operationClient.runToFiles({ kind: 'operation', op: extractAudio.id, options: { ...options } }, file, control);
    if (!outcome.ok) throw new RunFailure(outcome.message, outcome.failure);
    return { file: outcome.files[0]!, source: file };
  },
  warm: operationClient.warm,
  delayMs: 250,
};

/** The list of a batch loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

export default function ExtractAudio() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shellT, i18n } = useTranslation();
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const batch = useFileBatch();
  const several = files.length > 1;
  const file = files.length === 1 ? files[0] : undefined;
  const { format, bitrate } = options;

  // One file runs at once (and again when the options change); several make a batch.
  const request = useMemo<Request | undefined>(() => (file ? { file, options: { format, bitrate } } : undefined), [file, format, bitrate]);
  const job = useLiveResult(request, EXTRACT);
  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: extractAudio.id, options: { format, bitrate } }, files);
    else batch.clear();
  }, [batch, files, several, format, bitrate]);

  const result = job.latest && job.latest.source === file ? job.latest : undefined;
  const size = (bytes: number) => formatByteSize(bytes, i18n.language);
  const share = result && file ? Math.round((result.file.size / file.size) * 1000) / 10 : undefined;

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

      <Group gap="md" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text component="label" id="extract-audio-format" size="sm" fw={500}>
            {t('format')}
          </Text>
          <SegmentedControl
            aria-labelledby="extract-audio-format"
            data={[
              { value: 'copy', label: t('copy') },
              { value: 'opus', label: 'Opus' },
              { value: 'mp3', label: 'MP3' },
              { value: 'wav', label: 'WAV' },
            ]}
            value={format}
            onChange={(value) => update({ format: value as Options['format'] })}
          />
        </Stack>
        {(format === 'opus' || format === 'mp3') && (
          <Select
            label={t('bitrate')}
            data={[...new Set([...BITRATES, bitrate])].sort((a, b) => a - b).map((rate) => ({ value: String(rate), label: t('kbps', { rate }) }))}
            value={String(bitrate)}
            onChange={(value) => value && update({ bitrate: Number(value) })}
            allowDeselect={false}
            w={160}
          />
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {format === 'copy' ? t('copyHint') : t('convertHint')}{' '}
        <Anchor component={AppLink} underline="always" to="/audio-converter" onClick={() => file && handOff({ to: AUDIO_CONVERTER, op: AUDIO_CONVERTER, text: '', files: [file], options: {} })}>
          {t('moreOptions')}
        </Anchor>
      </Text>

      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="audio.zip" />
        </Suspense>
      )}

      {file && job.pending && <JobProgress label={t('working', { name: file.name })} percent={job.percent} onCancel={job.cancel} />}
      {file && job.state.status === 'cancelled' && <Text role="status">{t('cancelled')}</Text>}
      {file && job.error !== undefined && !job.pending && <ToolAlert type="error">{wordFailure(TOOL_ID, job.error)}</ToolAlert>}
      {file && result && job.error === undefined && (
        <Stack gap="sm" component="section" aria-label={t('result')} aria-busy={job.pending}>
          <Text aria-live="polite">
            {shellT('imageTool.sizes', { before: size(file.size), after: size(result.file.size), change: share === undefined ? '' : t('share', { percent: share }) })}
          </Text>
          <FilePreview file={result.file} />
        </Stack>
      )}
    </Stack>
  );
}
