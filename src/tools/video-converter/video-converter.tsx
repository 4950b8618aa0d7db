import { Button, Checkbox, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconTransform } from '@tabler/icons-react';
import { lazy, startTransition, Suspense, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { toFailure } from '../../engine/failure';
import { defaultOptions, type OperationWarning } from '../../engine/operation';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
import { PoolCancelledError } from '../../engine/worker/worker-pool';
import { formatByteSize } from '../../lib/byte-size';
import { isToolInputError } from '../../lib/errors';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { RunFailure, wordFailure, wordWarning } from '../../modules/image-tool/run-failure';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { JobProgress } from '../../ui/job/JobProgress';
import { TextField } from '../../ui/input/TextField';
import { SelectField } from '../../ui/select/SelectField';
import type en from './locales/en.json';
import type * as Jobs from './video-converter.jobs';
import { videoConverter } from './video-converter.operations';
import { checkOptions, CODEC_CHOICES, CONTAINER_CODECS, CONTAINERS, ENCODED_CODECS, FITS, QUALITIES, TURNS, type ConvertOptions, type EncodedCodec } from './video-converter.options';

const TOOL_ID = 'video-converter';
const DEFAULTS = defaultOptions(videoConverter);
const STATE_OPTIONS = {
  persist: { container: 'url', codec: 'url', width: 'url', height: 'url', fit: 'url', quality: 'url', bitrate: 'url', fps: 'url', rotate: 'url', crop: 'url', mute: 'url' },
  schema: videoConverter.options,
} as const;
const ACCEPT = 'video/*,.mkv,.mov,.webm,.mp4,.m4v';
const CODEC_LABELS: Record<string, string> = { avc: 'H.264', vp9: 'VP9', av1: 'AV1' };

const jobs = toolJobs<typeof Jobs>(TOOL_ID);
const PLAN = { remote: (request: { file: File; options: ConvertOptions }, control: RunControl) => jobs.run('plan', request, control), warm: jobs.preload };

/** The list of a batch loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

type Outcome =
  | { status: 'idle' }
  | { status: 'running'; name: string }
  | { status: 'done'; file: File; source: File; seconds: number; warnings: OperationWarning[] }
  | { status: 'error'; message: string }
  | { status: 'cancelled' };

const minutes = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** An error in the reader's language: the tool's messages, then the shell's shared `media.*` ones. */
const word = (error: unknown) => wordFailure(TOOL_ID, error instanceof RunFailure ? error : new RunFailure(error instanceof Error ? error.message : String(error), toFailure(error)));

/** A duration in words: "12 seconds", "3 minutes". */
function spoken(seconds: number, language: string): string {
  const [value, unit] = seconds < 90 ? [Math.max(1, Math.round(seconds)), 'second'] : [Math.round(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

interface ProgressValue {
  fraction: number;
  secondsLeft: number | undefined;
}

/** The running conversion's progress, outside React: only the progress line renders on each report. */
function createProgressStore() {
  let value: ProgressValue | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: ProgressValue | undefined) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** "Converting clip.mp4… about 12 seconds left", the bar and Cancel. */
function ConvertProgress({ store, name, onCancel }: { store: ReturnType<typeof createProgressStore>; name: string; onCancel: () => void }) {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { i18n } = useTranslation();
  const value = useSyncExternalStore(store.subscribe, store.get, store.get);
  const left = value?.secondsLeft !== undefined ? ` ${t('timeLeft', { time: spoken(value.secondsLeft, i18n.language) })}` : '';
  return <JobProgress label={`${t('converting', { name })}${left}`} percent={value ? Math.round(value.fraction * 100) : undefined} onCancel={onCancel} />;
}

export default function VideoConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { i18n } = useTranslation();
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const batch = useFileBatch();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const [progress] = useState(createProgressStore);
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);
  const titleId = useId();

  // What this browser encodes: probed once in a worker at 720p, then at the planned output size.
  const [probed, setProbed] = useState<EncodedCodec[] | undefined>();
  useEffect(() => {
    let live = true;
    jobs.run('probe', { width: 1280, height: 720 }).then(
      (codecs) => live && setProbed(codecs),
      () => live && setProbed([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const convertOptions = options as ConvertOptions;
  const optionError = useMemo(() => {
    try {
      checkOptions(convertOptions);
      return undefined;
    } catch (error) {
      return isToolInputError(error) ? error : undefined;
    }
  }, [convertOptions]);
  const fieldError = (keys: string[]) => (optionError && keys.includes(optionError.messageKey) ? t(optionError.messageKey as 'errors.cropFormat', optionError.params ?? {}) : undefined);

  const first = files[0];
  const request = useMemo(() => (first && !optionError ? { file: first, options: options } : undefined), [first, optionError, options]);
  const plan = useLiveResult(request, PLAN);
  const planned = plan.value ?? plan.latest;
  const encodable = planned?.encodable ?? probed;
  const inContainer = CONTAINER_CODECS[options.container];
  const missing = encodable ? ENCODED_CODECS.filter((codec) => !encodable.includes(codec)) : [];
  const offered = CODEC_CHOICES.filter((codec) => codec === 'auto' || codec === 'copy' || (inContainer.includes(codec) && (!encodable || encodable.includes(codec))));
  const noEncoder = encodable !== undefined && !inContainer.some((codec) => encodable.includes(codec));
  // A codec chosen before (or in the link) that this browser or this format cannot make: back to automatic.
  useEffect(() => {
    if (!(offered as readonly string[]).includes(options.codec)) update({ codec: 'auto' });
  }, [offered, options.codec, update]);

  const size = (bytes: number) => formatByteSize(bytes, i18n.language);
  const running = outcome.status === 'running';
  const several = files.length > 1;

  const convert = async () => {
    if (!first) return;
    if (several) {
      setOutcome({ status: 'idle' });
      batch.run({ kind: 'operation', op: videoConverter.id, options: options }, files);
      return;
    }
    batch.clear();
    const controller = new AbortController();
    abort.current?.abort();
    abort.current = controller;
    const started = performance.now();
    progress.set(undefined);
    setOutcome({ status: 'running', name: first.name });
    try {
      // The file goes to an operation worker unread; the video comes back as a File the page never reads.
      const result = await operationClient.runToFiles({ kind: 'operation', op: videoConverter.id, options: options }, first, {
        signal: controller.signal,
        onProgress: (done, total) => {
          if (controller.signal.aborted || total <= 0) return;
          const fraction = Math.min(1, done / total);
          const elapsed = (performance.now() - started) / 1000;
          // Time left from the rate so far, once there is a rate to speak of.
          const secondsLeft = fraction > 0.02 && elapsed > 0.5 ? (elapsed / fraction) * (1 - fraction) : undefined;
          progress.set({ fraction, secondsLeft });
        },
      });
      if (controller.signal.aborted) return;
      // The result's screen (the form again, the player) renders in slices: one task took 55–90 ms.
      if (result.ok) startTransition(() => setOutcome({ status: 'done', file: result.files[0]!, source: first, seconds: (performance.now() - started) / 1000, warnings: result.warnings ?? [] }));
      else setOutcome({ status: 'error', message: wordFailure(TOOL_ID, new RunFailure(result.message, result.failure)) });
    } catch (error) {
      if (error instanceof PoolCancelledError || controller.signal.aborted) setOutcome({ status: 'cancelled' });
      else setOutcome({ status: 'error', message: word(error) });
    }
  };
  const cancel = () => {
    abort.current?.abort();
    setOutcome({ status: 'cancelled' });
  };

  const planError = plan.error === undefined ? undefined : word(plan.error);
  const codecLabel = (codec: (typeof CODEC_CHOICES)[number]) => t(`codecs.${codec}`);

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
          onFiles={(added) => {
            setFiles((current) => [...current, ...added]);
            setOutcome({ status: 'idle' });
          }}
          onRemove={(index) => {
            setFiles((current) => current.filter((_, at) => at !== index));
            setOutcome({ status: 'idle' });
          }}
        />
        <Text size="sm" c="dimmed">
          {t('privacy')}
        </Text>
      </Stack>

      <Group align="flex-start" gap="md" wrap="wrap">
        <SelectField label={t('container')} options={CONTAINERS.map((value) => ({ value, label: value === 'mp4' ? 'MP4' : 'WebM' }))} value={options.container} onChange={(container) => update({ container })} w={140} />
        <SelectField
          label={t('codec')}
          options={offered.map((value) => ({ value, label: codecLabel(value) }))}
          value={options.codec}
          onChange={(codec) => update({ codec })}
          error={fieldError(['errors.codecNotInContainer', 'errors.copyChanges'])}
          w={320}
        />
        <SelectField label={t('quality')} options={QUALITIES.map((value) => ({ value, label: t(`qualities.${value}`) }))} value={options.quality} onChange={(quality) => update({ quality })} disabled={options.bitrate > 0 || options.codec === 'copy'} w={150} />
        <NumberInput label={t('bitrate')} description={t('bitrateHint')} value={options.bitrate || ''} min={0} max={200_000} allowDecimal={false} clampBehavior="none" error={fieldError(['errors.bitrateTooLow'])} onChange={(value) => update({ bitrate: typeof value === 'number' ? value : 0 })} w={170} />
      </Group>
      {encodable && missing.length > 0 && !noEncoder && <Text size="sm">{t('cannotEncodeNote', { codecs: missing.map((codec) => CODEC_LABELS[codec]).join(', ') })}</Text>}
      {noEncoder && <ToolAlert type="warning">{t('noEncoderNote')}</ToolAlert>}

      <Group align="flex-start" gap="md" wrap="wrap">
        <NumberInput label={t('width')} description={t('sizeHint')} value={options.width || ''} min={0} max={7680} allowDecimal={false} clampBehavior="none" error={optionError?.messageKey === 'errors.sizeTooSmall' && optionError.params?.side === 'width' ? t('errors.sizeTooSmall', optionError.params) : undefined} onChange={(value) => update({ width: typeof value === 'number' ? value : 0 })} w={150} />
        <NumberInput label={t('height')} description={t('sizeHint')} value={options.height || ''} min={0} max={4320} allowDecimal={false} clampBehavior="none" error={optionError?.messageKey === 'errors.sizeTooSmall' && optionError.params?.side === 'height' ? t('errors.sizeTooSmall', optionError.params) : undefined} onChange={(value) => update({ height: typeof value === 'number' ? value : 0 })} w={150} />
        {options.width > 0 && options.height > 0 && <SelectField label={t('fit')} options={FITS.map((value) => ({ value, label: t(`fits.${value}`) }))} value={options.fit} onChange={(fit) => update({ fit })} w={220} />}
        <NumberInput label={t('fps')} description={t('fpsHint')} value={options.fps || ''} min={0} max={240} decimalScale={3} clampBehavior="none" onChange={(value) => update({ fps: typeof value === 'number' ? value : 0 })} w={150} />
        <SelectField label={t('rotate')} options={TURNS.map((value) => ({ value: String(value), label: `${value}°` }))} value={String(options.rotate)} onChange={(value) => update({ rotate: Number(value) as (typeof TURNS)[number] })} w={140} />
        <TextField label={t('crop')} description={t('cropHint')} value={options.crop} onChange={(crop) => update({ crop })} placeholder="0, 0, 1280, 720" error={fieldError(['errors.cropFormat'])} w={300} />
      </Group>
      <Checkbox label={t('mute')} checked={options.mute} onChange={(event) => update({ mute: event.currentTarget.checked })} />

      {first && plan.pending && !planned && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('planning')}</Text>
        </Group>
      )}
      {first && planError && !plan.pending && <ToolAlert type="error">{planError}</ToolAlert>}
      {first && planned && !planError && (
        <Stack gap={2} component="section" aria-label={t('plan.title')} style={{ opacity: plan.pending ? 0.6 : 1 }}>
          <Text size="sm">
            {t('plan.source', { width: planned.source.width, height: planned.source.height, fps: Math.round(planned.source.fps * 100) / 100, codec: planned.source.videoCodec, duration: minutes(planned.source.duration) })}
            {planned.source.audioCodec ? `, ${t('plan.sourceAudio', { codec: planned.source.audioCodec })}` : ''}
          </Text>
          <Text size="sm">
            {planned.codec
              ? t('plan.output', { width: planned.output.width, height: planned.output.height, fps: Math.round(planned.output.fps * 100) / 100, codec: CODEC_LABELS[planned.codec], bitrate: Math.round(planned.videoBitrate / 1000).toLocaleString(i18n.language) })
              : t('plan.outputCopy', { codec: planned.source.videoCodec, width: planned.output.width, height: planned.output.height })}
            {', '}
            {planned.audio === 'copy' ? t('plan.audioCopy') : planned.audio === 'opus' ? t('plan.audioOpus', { bitrate: Math.round(planned.audioBitrate / 1000) }) : planned.audio === 'muted' ? t('plan.audioMuted') : t('plan.audioNone')}
          </Text>
          <Text size="sm" fw={500}>
            {t('plan.estimate', { size: size(planned.estimatedBytes), source: size(planned.source.bytes) })}
          </Text>
          {several && (
            <Text size="sm" c="dimmed">
              {t('plan.batchNote')}
            </Text>
          )}
        </Stack>
      )}

      <Group>
        <Button leftSection={<IconTransform size={16} aria-hidden />} disabled={!first || !!optionError || running || (noEncoder && options.codec !== 'copy')} onClick={() => void convert()}>
          {several ? t('convertAll', { count: files.length }) : t('convert')}
        </Button>
      </Group>

      {running && <ConvertProgress store={progress} name={outcome.name} onCancel={cancel} />}
      {outcome.status === 'cancelled' && <Text role="status">{t('cancelled')}</Text>}
      {outcome.status === 'error' && <ToolAlert type="error">{outcome.message}</ToolAlert>}

      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="converted-videos.zip" />
        </Suspense>
      )}

      {outcome.status === 'done' && (
        <Stack gap="sm" component="section" aria-labelledby={titleId}>
          <Title order={2} size="h4" id={titleId}>
            {t('result')}
          </Title>
          {outcome.warnings.map((warning, index) => (
            <ToolAlert key={index} type="warning">
              {wordWarning(TOOL_ID, warning)}
            </ToolAlert>
          ))}
          <Text aria-live="polite">
            {t('sizes', {
              before: size(outcome.source.size),
              after: size(outcome.file.size),
              change: `${outcome.file.size >= outcome.source.size ? '+' : ''}${Math.round(((outcome.file.size - outcome.source.size) / outcome.source.size) * 1000) / 10} %`,
              time: spoken(outcome.seconds, i18n.language),
            })}
          </Text>
          <FilePreview file={outcome.file} />
        </Stack>
      )}
    </Stack>
  );
}
