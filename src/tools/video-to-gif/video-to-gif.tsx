import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconGif } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, fromFailure } from '../../engine/failure';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { wordKey } from '../../modules/i18n/word-key';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { JobProgress } from '../../ui/job/JobProgress';
import type en from './locales/en.json';
import type * as Jobs from './video-to-gif.jobs';
import { ANIMATION_FORMATS, imagesToGif, PALETTE_QUALITIES, videoToGif } from './video-to-gif.operations';

const TOOL_ID = 'video-to-gif';
const DEFAULTS = { ...defaultOptions(videoToGif), delay: defaultOptions(imagesToGif).delay };
const STATE_OPTIONS = { persist: { format: 'url', quality: 'url', loop: 'url', fps: 'url', width: 'url', start: 'url', end: 'url', delay: 'url' }, schema: videoToGif.options } as const;
const ACCEPT = 'video/*,.mp4,.m4v,.mov,.webm,.mkv,image/png,image/jpeg,image/webp,image/gif,image/bmp';
const { min: FPS_MIN = 1, max: FPS_MAX = 30 } = numberBounds(videoToGif.options, 'fps');
const { min: WIDTH_MIN = 16, max: WIDTH_MAX = 1920 } = numberBounds(videoToGif.options, 'width');
const { min: LOOP_MIN = 0, max: LOOP_MAX = 65535 } = numberBounds(videoToGif.options, 'loop');
const { min: DELAY_MIN = 20, max: DELAY_MAX = 60000 } = numberBounds(imagesToGif.options, 'delay');

const gifJobs = toolJobs<typeof Jobs>(TOOL_ID);
const ESTIMATE = {
  remote: (request: Jobs.EstimateRequest, control: RunControl) => gifJobs.run('estimate', request, control),
  delayMs: 250,
  warm: gifJobs.preload,
};

/** The list of a batch loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

const isImage = (file: File) => file.type.startsWith('image/') || /\.(png|jpe?g|webp|gif|bmp)$/i.test(file.name);

type Mode = 'none' | 'video' | 'images' | 'batch';
const modeOf = (files: readonly File[]): Mode => (files.length === 0 ? 'none' : files.every(isImage) ? 'images' : files.length === 1 ? 'video' : 'batch');

type Outcome = { status: 'idle' } | { status: 'running'; progress: ProgressStore } | { status: 'done'; file: File; seconds: number } | { status: 'error'; error: unknown };
/** An outcome belongs to the inputs and options it was made from (`key`): any change makes it stale. */
type KeyedOutcome = Outcome & { key?: object };

/**
 * A run's percentage, outside React state: a run reports a hundred times, and only the progress bar
 * (which subscribes) renders again, not the page with its fields and video.
 */
interface ProgressStore {
  get: () => number | undefined;
  set: (done: number, total: number) => void;
  subscribe: (listener: () => void) => () => void;
}

function createProgress(): ProgressStore {
  let percent: number | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => percent,
    set: (done, total) => {
      const next = total > 0 ? Math.floor((done / total) * 100) : undefined;
      if (next === percent) return;
      percent = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function RunProgress({ progress, label, onCancel }: { progress: ProgressStore; label: string; onCancel: () => void }) {
  const percent = useSyncExternalStore(progress.subscribe, progress.get, progress.get);
  return <JobProgress label={label} percent={percent} onCancel={onCancel} />;
}

const inRange = (value: number, min: number, max: number, integer = true) => Number.isFinite(value) && (!integer || Number.isInteger(value)) && value >= min && value <= max;

export default function VideoToGif() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { i18n } = useTranslation();
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  // Files dropped on "Drop anything" and sent here.
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? pastedFiles('images-to-gif') ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const [keyed, setKeyed] = useState<KeyedOutcome>({ status: 'idle' });
  const abort = useRef<AbortController | undefined>(undefined);
  const batch = useFileBatch();
  const mode = modeOf(files);
  const resultTitle = useId();

  const errors = {
    fps: inRange(state.fps, FPS_MIN, FPS_MAX) ? undefined : t('fpsRange', { min: FPS_MIN, max: FPS_MAX }),
    width: inRange(state.width, WIDTH_MIN, WIDTH_MAX) ? undefined : t('widthRange', { min: WIDTH_MIN, max: WIDTH_MAX }),
    loop: inRange(state.loop, LOOP_MIN, LOOP_MAX) ? undefined : t('loopRange', { max: LOOP_MAX }),
    delay: inRange(state.delay, DELAY_MIN, DELAY_MAX) ? undefined : t('delayRange', { min: DELAY_MIN, max: DELAY_MAX }),
    start: inRange(state.start, 0, Number.MAX_SAFE_INTEGER, false) ? undefined : t('timeInvalid'),
    end: !inRange(state.end, 0, Number.MAX_SAFE_INTEGER, false) ? t('timeInvalid') : state.end > 0 && state.end <= state.start ? t('endBeforeStart') : undefined,
  };
  const videoFields = mode === 'video' || mode === 'batch' || mode === 'none';
  const valid = !errors.width && !errors.loop && (mode === 'images' ? !errors.delay : !errors.fps && !errors.start && !errors.end);

  const animation = useMemo(() => ({ format: state.format, quality: state.quality, loop: state.loop }), [state.format, state.quality, state.loop]);
  const videoOptions = useMemo(() => ({ ...animation, fps: state.fps, width: state.width, start: state.start, end: state.end }), [animation, state.fps, state.width, state.start, state.end]);
  const imageOptions = useMemo(() => ({ ...animation, delay: state.delay, width: state.width }), [animation, state.delay, state.width]);

  const estimateRequest = useMemo<Jobs.EstimateRequest | undefined>(() => {
    if (!valid) return undefined;
    if (mode === 'video') return { files, kind: 'video', fps: state.fps, start: state.start, end: state.end, width: state.width, animation };
    if (mode === 'images') return { files, kind: 'images', delay: state.delay, width: state.width, animation };
    return undefined;
  }, [valid, mode, files, state.fps, state.start, state.end, state.delay, state.width, animation]);
  const estimate = useLiveResult(estimateRequest, ESTIMATE);

  // Any change of input or option makes the result stale, and stops a run.
  const runKey = useMemo(() => ({ files, videoOptions, imageOptions }), [files, videoOptions, imageOptions]);
  const outcome: Outcome = keyed.key === runKey ? keyed : { status: 'idle' };
  useEffect(() => {
    abort.current?.abort();
    if (mode !== 'batch') batch.clear();
  }, [runKey, mode, batch]);
  const setOutcome = (next: Outcome) => setKeyed({ ...next, key: runKey });

  const word = (error: unknown) => {
    const { messageKey, params, detail } = failureMessage(error, 'createFailed');
    const text = wordKey(messageKey, params, [TOOL_ID, 'shell']);
    return [text ?? t('createFailed'), detail].filter(Boolean).join(' ');
  };

  const create = async () => {
    if (mode === 'batch') {
      batch.run({ kind: 'operation', op: videoToGif.id, options: videoOptions }, files);
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const progress = createProgress();
    setOutcome({ status: 'running', progress });
    const started = performance.now();
    // Progress reports travel on their own channel and may come after the result: those are dropped.
    let settled = false;
    try {
      const task = mode === 'images' ? { kind: 'operation' as const, op: imagesToGif.id, options: imageOptions } : { kind: 'operation' as const, op: videoToGif.id, options: videoOptions };
      const result = await operationClient.runToFiles(task, mode === 'images' ? files : files[0]!, {
        signal: controller.signal,
        onProgress: (done, total) => {
          if (!settled && !controller.signal.aborted) progress.set(done, total);
        },
      });
      settled = true;
      if (controller.signal.aborted) return;
      if (result.ok) setOutcome({ status: 'done', file: result.files[0]!, seconds: (performance.now() - started) / 1000 });
      else setOutcome({ status: 'error', error: result.failure ? fromFailure(result.failure) : new Error(result.message) });
    } catch (error) {
      settled = true;
      if (!controller.signal.aborted) setOutcome({ status: 'error', error });
    }
  };
  const cancel = () => {
    abort.current?.abort();
    setOutcome({ status: 'idle' });
  };

  const size = (bytes: number) => formatByteSize(bytes, i18n.language);
  const formatName = state.format === 'webp' ? 'WebP' : 'GIF';
  const number = new Intl.NumberFormat(i18n.language);

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
      {mode === 'video' && <FilePreview file={files[0]!} download={false} />}

      <Group align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="video-to-gif-format">
            {t('format')}
          </Text>
          <SegmentedControl
            aria-labelledby="video-to-gif-format"
            value={state.format}
            onChange={(format) => update({ format: format as (typeof ANIMATION_FORMATS)[number] })}
            data={ANIMATION_FORMATS.map((format) => ({ value: format, label: t(`formats.${format}`) }))}
          />
        </Stack>
        <Select
          label={t('quality')}
          description={t('qualityHint')}
          value={state.quality}
          onChange={(quality) => quality && update({ quality: quality as (typeof PALETTE_QUALITIES)[number] })}
          data={PALETTE_QUALITIES.map((quality) => ({ value: quality, label: t(`qualities.${quality}`) }))}
          allowDeselect={false}
          w={220}
        />
        <NumberInput label={t('width')} description={t('widthHint')} value={state.width} min={WIDTH_MIN} max={WIDTH_MAX} allowDecimal={false} clampBehavior="none" error={errors.width} onChange={(value) => update({ width: typeof value === 'number' ? value : Number.NaN })} w={160} />
        <NumberInput label={t('loop')} description={t('loopHint')} value={state.loop} min={LOOP_MIN} max={LOOP_MAX} allowDecimal={false} clampBehavior="none" error={errors.loop} onChange={(value) => update({ loop: typeof value === 'number' ? value : Number.NaN })} w={160} />
      </Group>
      {videoFields ? (
        <Group align="flex-start" gap="md" wrap="wrap">
          <NumberInput label={t('fps')} description={t('fpsHint')} value={state.fps} min={FPS_MIN} max={FPS_MAX} allowDecimal={false} clampBehavior="none" error={errors.fps} onChange={(value) => update({ fps: typeof value === 'number' ? value : Number.NaN })} w={160} />
          <NumberInput label={t('start')} description={t('startHint')} value={state.start} min={0} step={0.1} decimalScale={3} clampBehavior="none" error={errors.start} onChange={(value) => update({ start: typeof value === 'number' ? value : Number.NaN })} w={160} />
          <NumberInput label={t('end')} description={t('endHint')} value={state.end} min={0} step={0.1} decimalScale={3} clampBehavior="none" error={errors.end} onChange={(value) => update({ end: typeof value === 'number' ? value : Number.NaN })} w={160} />
        </Group>
      ) : (
        <Group align="flex-start" gap="md" wrap="wrap">
          <NumberInput label={t('delay')} description={t('delayHint')} value={state.delay} min={DELAY_MIN} max={DELAY_MAX} step={50} allowDecimal={false} clampBehavior="none" error={errors.delay} onChange={(value) => update({ delay: typeof value === 'number' ? value : Number.NaN })} w={200} />
        </Group>
      )}

      {(mode === 'video' || mode === 'images') && (
        <Text size="sm" aria-live="polite" data-testid="estimate">
          {estimate.error !== undefined
            ? ''
            : estimate.latest
              ? t('estimate' as 'estimate_other', { count: estimate.latest.frames, size: size(estimate.latest.bytes), frames: number.format(estimate.latest.frames), width: number.format(estimate.latest.width), height: number.format(estimate.latest.height) })
              : estimate.pending
                ? t('estimating')
                : ''}
        </Text>
      )}
      {(mode === 'video' || mode === 'images') && estimate.error !== undefined && outcome.status !== 'error' && <ToolAlert type="error">{word(estimate.error)}</ToolAlert>}

      <Group>
        <Button leftSection={<IconGif size={16} aria-hidden />} disabled={mode === 'none' || !valid || outcome.status === 'running'} onClick={() => void create()}>
          {mode === 'batch' ? t('createMany', { format: formatName, count: files.length }) : t('create', { format: formatName })}
        </Button>
        {mode === 'none' && <Text size="sm">{t('noFilesYet')}</Text>}
        {mode === 'batch' && <Text size="sm">{t('batchHint')}</Text>}
      </Group>

      {outcome.status === 'running' && <RunProgress progress={outcome.progress} label={t('working', { format: formatName })} onCancel={cancel} />}
      {outcome.status === 'error' && <ToolAlert type="error">{word(outcome.error)}</ToolAlert>}
      {mode === 'batch' && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName={state.format === 'webp' ? 'animations.zip' : 'gifs.zip'} />
        </Suspense>
      )}
      {outcome.status === 'done' && (
        <Stack gap="sm" component="section" aria-labelledby={resultTitle}>
          <Title order={2} size="h4" id={resultTitle}>
            {t('result', { format: formatName })}
          </Title>
          <Text size="sm">{t('made', { size: size(outcome.file.size), seconds: number.format(Math.round(outcome.seconds * 10) / 10) })}</Text>
          <FilePreview file={outcome.file} />
        </Stack>
      )}
    </Stack>
  );
}
