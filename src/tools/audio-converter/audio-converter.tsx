import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconTransform } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
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
import type en from './locales/en.json';
import type * as Jobs from './audio-converter.jobs';
import { AUDIO_FORMATS, audioConverter } from './audio-converter.operations';

const TOOL_ID = 'audio-converter';
const DEFAULTS = defaultOptions(audioConverter);
const STATE_OPTIONS = {
  persist: { format: 'url', bitrate: 'url', channels: 'url', sampleRate: 'url', start: 'url', end: 'url' },
  schema: audioConverter.options,
} as const;
/** Audio files, and videos (their sound is converted). */
const ACCEPT = 'audio/*,video/*,.mp3,.m4a,.aac,.flac,.wav,.ogg,.opus,.oga,.weba,.mka,.mp4,.mov,.webm,.mkv';
const FORMAT_LABELS: Record<(typeof AUDIO_FORMATS)[number], string> = { opus: 'Opus', mp3: 'MP3', wav: 'WAV', flac: 'FLAC', aac: 'AAC (M4A)' };
const LOSSY = new Set(['opus', 'mp3', 'aac']);
const BITRATES = [32, 48, 64, 96, 128, 160, 192, 256, 320];
const SAMPLE_RATES = [8000, 11025, 16000, 22050, 24000, 32000, 44100, 48000];

const converterJobs = toolJobs<typeof Jobs>(TOOL_ID);

type Options = typeof DEFAULTS;
interface Request {
  file: File;
  options: Options;
}
type Outcome = { file: File; source: File };

/** One file converted in an operation worker (the File goes there unread; the result comes back as a File). */
const CONVERT = {
  remote: async ({ file, options }: Request, control: RunControl): Promise<Outcome> => {
    const outcome = await operationClient.runToFiles({ kind: 'operation', op: audioConverter.id, options: { ...options } }, file, control);
    if (!outcome.ok) throw new RunFailure(outcome.message, outcome.failure);
    return { file: outcome.files[0]!, source: file };
  },
  warm: operationClient.warm,
};

/** The list of a batch loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

export default function AudioConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shellT, i18n } = useTranslation();
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  // What this browser's workers can encode (probed there, where the conversion runs); undefined while probing.
  const [encodable, setEncodable] = useState<readonly string[] | undefined>();
  useEffect(() => {
    let live = true;
    converterJobs.run('encodable', undefined).then(
      (formats) => live && setEncodable(formats),
      () => live && setEncodable(undefined),
    );
    return () => {
      live = false;
    };
  }, []);
  const batch = useFileBatch();
  const [request, setRequest] = useState<Request | undefined>();
  const job = useLiveResult(request, CONVERT);

  const several = files.length > 1;
  const file = files.length === 1 ? files[0] : undefined;
  const available = (format: string) => encodable === undefined || encodable.includes(format);
  const unavailable = AUDIO_FORMATS.filter((format) => !available(format));
  const trimValid = options.end === 0 || options.end > options.start;
  const canRun = files.length > 0 && available(options.format) && trimValid;

  const convert = () => {
    if (!canRun) return;
    if (several) {
      setRequest(undefined);
      batch.run({ kind: 'operation', op: audioConverter.id, options: { ...options } }, files);
    } else if (file) {
      batch.clear();
      setRequest({ file, options: { ...options } });
    }
  };
  const changeFiles = (next: File[]) => {
    setFiles(next);
    setRequest(undefined);
    batch.clear();
  };

  const result = job.value && job.value.source === file ? job.value : undefined;
  const size = (bytes: number) => formatByteSize(bytes, i18n.language);
  const change = result && file ? Math.round(((result.file.size - file.size) / file.size) * 100) : undefined;
  const formatData = useMemo(() => AUDIO_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format], disabled: !available(format) })), [encodable]); // eslint-disable-line react-hooks/exhaustive-deps

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
          onFiles={(added) => changeFiles([...files, ...added])}
          onRemove={(index) => changeFiles(files.filter((_, at) => at !== index))}
        />
        <Text size="sm" c="dimmed">
          {t('privacy')}
        </Text>
      </Stack>

      <Stack gap="md">
        <Stack gap={4}>
          <Text component="label" id="audio-converter-format" size="sm" fw={500}>
            {t('format')}
          </Text>
          <SegmentedControl aria-labelledby="audio-converter-format" data={formatData} value={options.format} onChange={(format) => update({ format: format as Options['format'] })} w="fit-content" />
          {unavailable.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('unavailable', { formats: unavailable.map((format) => FORMAT_LABELS[format]).join(', ') })}
            </Text>
          )}
        </Stack>
        <Group gap="md" align="flex-start" wrap="wrap">
          {LOSSY.has(options.format) && (
            <Select
              label={t('bitrate')}
              data={[...new Set([...BITRATES, options.bitrate])].sort((a, b) => a - b).map((rate) => ({ value: String(rate), label: t('kbps', { rate }) }))}
              value={String(options.bitrate)}
              onChange={(value) => value && update({ bitrate: Number(value) })}
              allowDeselect={false}
              w={160}
            />
          )}
          <Stack gap={4}>
            <Text component="label" id="audio-converter-channels" size="sm" fw={500}>
              {t('channels')}
            </Text>
            <SegmentedControl
              aria-labelledby="audio-converter-channels"
              data={[
                { value: 'keep', label: t('channelsKeep') },
                { value: 'mono', label: t('mono') },
                { value: 'stereo', label: t('stereo') },
              ]}
              value={options.channels}
              onChange={(channels) => update({ channels: channels as Options['channels'] })}
            />
          </Stack>
          <Select
            label={t('sampleRate')}
            data={[{ value: '0', label: t('sampleRateKeep') }, ...[...new Set([...SAMPLE_RATES, ...(options.sampleRate ? [options.sampleRate] : [])])].sort((a, b) => a - b).map((rate) => ({ value: String(rate), label: t('hz', { rate: new Intl.NumberFormat(i18n.language).format(rate) }) }))]}
            value={String(options.sampleRate)}
            onChange={(value) => value !== null && update({ sampleRate: Number(value) })}
            allowDeselect={false}
            w={180}
          />
        </Group>
        <Group gap="md" align="flex-start" wrap="wrap">
          <NumberInput label={t('start')} description={t('startHint')} value={options.start} min={0} step={0.5} decimalScale={3} onChange={(value) => update({ start: typeof value === 'number' && value >= 0 ? value : 0 })} w={200} />
          <NumberInput
            label={t('end')}
            description={t('endHint')}
            value={options.end}
            min={0}
            step={0.5}
            decimalScale={3}
            error={trimValid ? undefined : t('endBeforeStart', { start: options.start, end: options.end })}
            onChange={(value) => update({ end: typeof value === 'number' && value >= 0 ? value : 0 })}
            w={200}
          />
        </Group>
      </Stack>

      <Group>
        <Button leftSection={<IconTransform size={16} aria-hidden />} disabled={!canRun} loading={job.pending} onClick={convert}>
          {several ? t('convertAll', { count: files.length }) : t('convert')}
        </Button>
        {files.length === 0 && <Text size="sm">{t('noFilesYet')}</Text>}
        {files.length > 0 && !available(options.format) && <Text size="sm">{t('formatUnavailable', { format: FORMAT_LABELS[options.format] })}</Text>}
      </Group>

      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="converted-audio.zip" />
        </Suspense>
      )}

      {file && job.pending && <JobProgress label={t('working', { name: file.name })} percent={job.percent} onCancel={job.cancel} />}
      {file && job.state.status === 'cancelled' && <Text role="status">{t('cancelled')}</Text>}
      {file && job.error !== undefined && !job.pending && <ToolAlert type="error">{wordFailure(TOOL_ID, job.error)}</ToolAlert>}
      {file && result && !job.pending && (
        <Stack gap="sm" component="section" aria-label={t('result')}>
          <Text aria-live="polite">{shellT('imageTool.sizes', { before: size(file.size), after: size(result.file.size), change: change === undefined ? '' : `${change > 0 ? '+' : ''}${change} %` })}</Text>
          <FilePreview file={result.file} />
        </Stack>
      )}
    </Stack>
  );
}
