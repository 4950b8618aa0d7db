import { Button, Group, Loader, RangeSlider, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCut, IconPlayerTrackNext, IconPlayerTrackPrev } from '@tabler/icons-react';
import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { failureMessage } from '../../engine/failure';
import { defaultOptions, type OperationWarning } from '../../engine/operation';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { wordKey } from '../../modules/i18n/word-key';
import { RunFailure, wordFailure, wordWarning } from '../../modules/image-tool/run-failure';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { TextField } from '../../ui/input/TextField';
import { JobProgress } from '../../ui/job/JobProgress';
import type en from './locales/en.json';
import type * as Jobs from './video-trim.jobs';
import { TRIM_MODES, videoTrim } from './video-trim.operations';
import { formatTime, keyframeAfter, keyframeAtOrBefore, parseTime, SAME_TIME } from './video-trim.time';

const TOOL_ID = 'video-trim';
const DEFAULTS = defaultOptions(videoTrim);
/** The cut and the mode are settings (in the URL: a link reopens the same cut for another file). */
const STATE_OPTIONS = { persist: { start: 'url', end: 'url', mode: 'url' }, schema: videoTrim.options } as const;
const ACCEPT = 'video/*,.mp4,.m4v,.mov,.webm,.mkv,.ts';
/** Keyframes drawn as marks on the slider up to this many (beyond, the line under it says where they are). */
const MAX_MARKS = 120;

const trimJobs = toolJobs<typeof Jobs>(TOOL_ID);
/** The timeline (duration, keyframes) of the dropped video, read in an operation worker. */
const FACTS = { remote: (file: File, control: Parameters<typeof trimJobs.run>[2]) => trimJobs.run('facts', file, control), warm: trimJobs.preload };

const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

/** A trim's state, for the file and cut it was started with (`request`). */
type Outcome = { request: unknown } & (
  | { status: 'idle' }
  | { status: 'running'; percent: number | undefined }
  | { status: 'done'; file: File; warnings: OperationWarning[] }
  | { status: 'error'; message: string }
);

/** A field's time: undefined when empty, NaN when it is no time. */
function fieldTime(text: string): number | undefined {
  return text.trim() === '' ? undefined : (parseTime(text) ?? Number.NaN);
}

export default function VideoTrim() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { i18n } = useTranslation();
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  // A video dropped on "Drop anything" and sent here opens at once.
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const file = files.length === 1 ? files[0] : undefined;
  const several = files.length > 1;
  const batch = useFileBatch();
  useEffect(() => {
    if (!several) batch.clear();
  }, [batch, several]);

  const facts = useLiveResult(file, FACTS);
  const timeline = facts.value && facts.value.name === file?.name ? facts.value : undefined;
  const factsError = facts.error === undefined ? undefined : describe(facts.error);

  function describe(error: unknown): string {
    const { messageKey, params, detail } = failureMessage(error, 'readFailed');
    const text = wordKey(messageKey, params, [TOOL_ID, 'shell']) ?? t('readFailed');
    return [text, detail].filter(Boolean).join(' ');
  }

  // The cut as typed, checked against the video's length.
  const startValue = fieldTime(state.start);
  const endValue = fieldTime(state.end);
  const duration = timeline?.duration;
  const start = startValue ?? 0;
  const end = endValue ?? duration ?? Number.POSITIVE_INFINITY;
  const startError = Number.isNaN(start) ? t('badStart', { value: state.start }) : duration !== undefined && start >= duration - SAME_TIME ? t('startPastEnd', { start: formatTime(start), duration: formatTime(duration) }) : undefined;
  const endError = Number.isNaN(end)
    ? t('badEnd', { value: state.end })
    : !startError && end <= start + SAME_TIME
      ? t('endNotAfterStart', { start: formatTime(start), end: formatTime(end) })
      : undefined;
  const endPast = duration !== undefined && !endError && end > duration + SAME_TIME ? t('endPast', { duration: formatTime(duration) }) : undefined;
  const valid = !startError && !endError;

  // Where the cut falls against the keyframes.
  const keyframes = useMemo(() => timeline?.keyframes ?? [], [timeline]);
  const before = valid && timeline ? keyframeAtOrBefore(keyframes, start) : undefined;
  const after = valid && timeline ? keyframeAfter(keyframes, start) : undefined;
  const onKeyframe = before !== undefined && Math.abs(before - start) <= SAME_TIME;

  // The preview shows the frame at the start (or the end) as the cut moves.
  const video = useRef<HTMLVideoElement | null>(null);
  const previewRef = useCallback(
    (element: HTMLVideoElement | null) => {
      video.current = element;
      if (!element || !file) return undefined;
      const url = URL.createObjectURL(file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  const seek = (time: number) => {
    if (video.current && Number.isFinite(time)) video.current.currentTime = time;
  };

  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle', request: undefined });
  const controller = useRef<AbortController | undefined>(undefined);
  // A new file or cut stops a running trim and makes the last result stale.
  const requestKey = useMemo(() => ({ file, start: state.start, end: state.end, mode: state.mode }), [file, state.start, state.end, state.mode]);
  useEffect(() => () => controller.current?.abort(), [requestKey]);
  const shown: Outcome = outcome.request === requestKey ? outcome : { status: 'idle', request: requestKey };

  const trim = async () => {
    if (!file) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const request = requestKey;
    setOutcome({ status: 'running', percent: undefined, request });
    try {
      const result = await operationClient.runToFiles({ kind: 'operation', op: videoTrim.id, options: state }, file, {
        signal: abort.signal,
        // Progress comes on its own channel: a report can arrive after the result, and must not undo it.
        onProgress: (done, total) =>
          setOutcome((current) => (current.status === 'running' && current.request === request && !abort.signal.aborted ? { status: 'running', percent: total > 0 ? Math.round((done / total) * 100) : undefined, request } : current)),
      });
      if (abort.signal.aborted) return;
      // The result's screen (the player, the form again) renders in slices, as the video converter's.
      if (result.ok) startTransition(() => setOutcome({ status: 'done', file: result.files[0]!, warnings: result.warnings, request }));
      else setOutcome({ status: 'error', message: wordFailure(TOOL_ID, new RunFailure(result.message, result.failure)), request });
    } catch (error) {
      if (abort.signal.aborted) setOutcome({ status: 'idle', request });
      else setOutcome({ status: 'error', message: error instanceof Error ? error.message : String(error), request });
    }
  };
  const cancel = () => {
    controller.current?.abort();
    setOutcome({ status: 'idle', request: requestKey });
  };
  useEffect(() => () => controller.current?.abort(), []);

  const sliderMax = duration ?? 0;
  const sliderValue: [number, number] = [Math.min(Number.isFinite(start) ? start : 0, sliderMax), Math.min(Number.isFinite(end) ? end : sliderMax, sliderMax)];
  const marks = keyframes.length <= MAX_MARKS ? keyframes.map((time) => ({ value: time })) : [];
  const titleId = useId();
  const size = (bytes: number) => formatByteSize(bytes, i18n.language);

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

      {file && facts.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('reading')}</Text>
        </Group>
      )}
      {file && factsError && !facts.pending && <ToolAlert type="error">{factsError}</ToolAlert>}

      {file && timeline && (
        <Stack gap="sm">
          <video ref={previewRef} controls preload="metadata" aria-label={t('preview')} style={{ width: '100%', maxHeight: 360, background: '#000', borderRadius: 8 }}>
            <track kind="captions" />
          </video>
          <Text size="sm" c="dimmed">
            {t('summary', {
              container: timeline.container,
              codec: timeline.videoCodec,
              width: timeline.width,
              height: timeline.height,
              duration: formatTime(timeline.duration),
              count: timeline.keyframes.length,
            })}
          </Text>
          <RangeSlider
            min={0}
            max={sliderMax}
            step={0.01}
            minRange={0.01}
            value={sliderValue}
            marks={marks}
            label={(value) => formatTime(value)}
            thumbFromLabel={t('start')}
            thumbToLabel={t('end')}
            aria-label={t('cut')}
            onChange={([from, to]) => {
              if (from !== sliderValue[0]) seek(from);
              else if (to !== sliderValue[1]) seek(to);
              update({ start: from === 0 ? '' : formatTime(from), end: to >= sliderMax ? '' : formatTime(to) });
            }}
            mb="md"
          />
        </Stack>
      )}

      <Group align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4}>
          <TextField label={t('start')} description={t('startHint')} placeholder="00:00:00.000" value={state.start} onChange={(value) => update({ start: value })} error={startError} w={220} monospace />
          {file && timeline && (
            <Button variant="subtle" size="compact-sm" leftSection={<IconPlayerTrackPrev size={14} aria-hidden />} onClick={() => video.current && update({ start: formatTime(video.current.currentTime) })}>
              {t('startHere')}
            </Button>
          )}
        </Stack>
        <Stack gap={4}>
          <TextField label={t('end')} description={t('endHint')} placeholder={duration !== undefined ? formatTime(duration) : t('endPlaceholder')} value={state.end} onChange={(value) => update({ end: value })} error={endError} w={220} monospace />
          {file && timeline && (
            <Button variant="subtle" size="compact-sm" leftSection={<IconPlayerTrackNext size={14} aria-hidden />} onClick={() => video.current && update({ end: formatTime(video.current.currentTime) })}>
              {t('endHere')}
            </Button>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${titleId}-mode`}>
            {t('mode')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${titleId}-mode`}
            value={state.mode}
            onChange={(value) => update({ mode: value as (typeof TRIM_MODES)[number] })}
            data={TRIM_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
          />
          <Text size="xs" c="dimmed" maw={360}>
            {t(`modeHints.${state.mode}`)}
          </Text>
        </Stack>
      </Group>

      {endPast && <Text size="sm">{endPast}</Text>}
      {file && timeline && valid && before !== undefined && (
        <Text aria-live="polite" data-testid="keyframe-line">
          {onKeyframe
            ? t('lossless', { time: formatTime(before) })
            : state.mode === 'keyframe'
              ? t('notOnKeyframeSnap', { start: formatTime(start), before: formatTime(before), after: after === undefined ? '—' : formatTime(after) })
              : t('notOnKeyframeExact', { start: formatTime(start), before: formatTime(before), after: after === undefined ? '—' : formatTime(after) })}
        </Text>
      )}

      {file && (
        <Group>
          <Button leftSection={<IconCut size={16} aria-hidden />} disabled={!valid || !timeline || shown.status === 'running'} onClick={() => void trim()}>
            {t('trim')}
          </Button>
        </Group>
      )}
      {several && (
        <Group>
          <Button leftSection={<IconCut size={16} aria-hidden />} disabled={!valid} onClick={() => batch.run({ kind: 'operation', op: videoTrim.id, options: state }, files)}>
            {t('trimAll', { count: files.length })}
          </Button>
        </Group>
      )}
      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="trimmed-videos.zip" />
        </Suspense>
      )}

      {shown.status === 'running' && file && <JobProgress label={t('trimming', { name: file.name })} percent={shown.percent} onCancel={cancel} cancelLabel={t('cancel')} />}
      {shown.status === 'error' && <ToolAlert type="error">{shown.message}</ToolAlert>}
      {shown.status === 'done' && file && (
        <Stack gap="sm" component="section" aria-labelledby={titleId}>
          <Title order={2} size="h4" id={titleId}>
            {t('result')}
          </Title>
          {shown.warnings.map((warning, index) => (
            <ToolAlert key={index} type="warning">
              {wordWarning(TOOL_ID, warning)}
            </ToolAlert>
          ))}
          <Text aria-live="polite">{t('sizes', { before: size(file.size), after: size(shown.file.size) })}</Text>
          <FilePreview file={shown.file} />
        </Stack>
      )}
    </Stack>
  );
}
