import { Alert, Button, Checkbox, Group, Loader, NumberInput, SegmentedControl, Select, Slider, Stack, Text } from '@mantine/core';
import { IconFlipHorizontal, IconFlipVertical, IconInfoCircle, IconRestore, IconRotate, IconRotateClockwise } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromFailure } from '../../engine/failure';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions, type OperationWarning } from '../../engine/operation';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { isToolInputError } from '../../lib/errors';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { wordKey } from '../../modules/i18n/word-key';
import { IMAGE_ACCEPT } from '../../modules/image-tool/image-accept';
import { useLiveResult, type LiveCompute } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { CropBox } from './CropBox';
import {
  ASPECTS,
  aspectRatio,
  boxOf,
  cropOptionsOf,
  fitAspect,
  flipRect,
  flipView,
  HANDLES,
  resolveCrop,
  setRectField,
  transposedAspect,
  turnedSize,
  turnRect,
  turnView,
  viewSize,
  type Aspect,
  type Rect,
  type Turning,
} from './image-crop-rotate.geometry';
import type * as Jobs from './image-crop-rotate.jobs';
import { imageCropRotate } from './image-crop-rotate.operations';
import type en from './locales/en.json';
import classes from './image-crop-rotate.module.css';

const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

const TOOL_ID = 'image-crop-rotate';
const DEFAULTS = { ...defaultOptions(imageCropRotate), aspect: 'free' as Aspect };
const STATE_OPTIONS = {
  persist: { x: 'url', y: 'url', width: 'url', height: 'url', rotate: 'url', flipHorizontal: 'url', flipVertical: 'url', orientation: 'url', format: 'url', quality: 'url', aspect: 'url' },
  allowed: { aspect: ASPECTS },
  schema: imageCropRotate.options,
} as const;
const NO_CROP = { x: 0, y: 0, width: 0, height: 0 };

const jobs = toolJobs<typeof Jobs>(TOOL_ID);

interface PreviewRequest {
  file: File;
  orientation: 'apply' | 'ignore';
}
interface PreviewResult {
  request: PreviewRequest;
  width: number;
  height: number;
  bitmap: ImageBitmap;
}

/** The image's size and a small copy, decoded in an operation worker; the page only draws it. */
const PREVIEW: LiveCompute<PreviewRequest, PreviewResult> = {
  remote: async (request, { signal }) => {
    const { width, height, preview } = await jobs.run('preview', request, { signal });
    const bitmap = await createImageBitmap(new ImageData(preview.data, preview.width, preview.height));
    return { request, width, height, bitmap };
  },
  warm: operationClient.warm,
  delayMs: 0,
};

interface RunRequest {
  file: File;
  options: Record<string, unknown>;
}
interface RunOutcome {
  file: File;
  warnings: OperationWarning[];
}

const RUN: LiveCompute<RunRequest, RunOutcome> = {
  remote: async ({ file, options }: RunRequest, control: RunControl) => {
    const outcome = await operationClient.runToFiles({ kind: 'operation', op: imageCropRotate.id, options }, file, control);
    if (!outcome.ok) throw outcome.failure ? fromFailure(outcome.failure) : new Error(outcome.message);
    return { file: outcome.files[0]!, warnings: outcome.warnings };
  },
  warm: operationClient.warm,
  delayMs: 250,
};

/** A message in the reader's language: the tool's strings, then the shell's (the shared `image.*`). */
function word(key: string | undefined, params: Record<string, unknown> | undefined, fallback: string): string {
  return wordKey(key, params, [TOOL_ID, 'shell']) ?? fallback;
}
const wordError = (error: unknown) => (isToolInputError(error) ? word(error.messageKey, error.params, error.detail ?? error.message) : error instanceof Error ? error.message : String(error));

export default function ImageCropRotate() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shell, i18n } = useTranslation();
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { aspect, ...options } = state;
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const several = files.length > 1;
  const first = files[0];
  const turning: Turning = { rotate: options.rotate, flipHorizontal: options.flipHorizontal, flipVertical: options.flipVertical };
  const ratio = aspectRatio(aspect);

  // The first image's preview: the crop box is drawn on it (for a batch too).
  const orientation = state.orientation;
  const previewRequest = useMemo(() => (first ? { file: first, orientation } : undefined), [first, orientation]);
  const previewJob = useLiveResult(previewRequest, PREVIEW);
  const shown = previewJob.value ?? (previewJob.latest?.request.file === first ? previewJob.latest : undefined);
  const source = shown ? { width: shown.width, height: shown.height } : undefined;
  const view = source ? viewSize(source, turning) : undefined;
  const box = view ? boxOf(options, view) : undefined;

  // Numbers that do not fit the image (from a link, or another image) are brought inside it.
  const cropKey = `${options.x},${options.y},${options.width},${options.height}`;
  useEffect(() => {
    if (!view || previewJob.pending) return;
    const resolved = resolveCrop(options, view);
    const current = boxOf(options, view);
    if (resolved.kind === 'outside' || (resolved.kind === 'crop' && resolved.clamped)) update(cropOptionsOf(current, view));
    // A ratio chosen (in a link) for a box that does not have it: the box is brought to it.
    else if (ratio && Math.abs(current.width - current.height * ratio) > Math.max(1, ratio)) update(cropOptionsOf(fitAspect(current, ratio, view), view));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the numbers or the image change
  }, [cropKey, view?.width, view?.height, previewJob.pending, ratio]);

  const setBox = (rect: Rect) => view && update(cropOptionsOf(rect, view));
  const turn = (degrees: 90 | 270) =>
    update({
      ...turnView(turning, degrees),
      ...(view && box ? cropOptionsOf(turnRect(box, view, degrees), turnedSize(view, degrees)) : {}),
      aspect: transposedAspect(aspect),
    });
  const mirror = (direction: 'horizontal' | 'vertical') => update({ ...flipView(turning, direction), ...(view && box ? cropOptionsOf(flipRect(box, view, direction), view) : {}) });
  const chooseAspect = (next: Aspect) => update({ aspect: next, ...(view && box ? cropOptionsOf(fitAspect(box, aspectRatio(next), view), view) : {}) });
  const reset = () => update({ ...NO_CROP, rotate: 0, flipHorizontal: false, flipVertical: false, aspect: 'free' });
  const setField = (field: keyof Rect) => (value: string | number) => {
    if (!view || !box || typeof value !== 'number') return;
    setBox(setRectField(box, field, value, view, ratio));
  };

  // The result: one image at every change (the newest wins); several images, a batch.
  const optionsKey = JSON.stringify(options);
  const runRequest = useMemo<RunRequest | undefined>(() => (files.length === 1 ? { file: files[0]!, options: JSON.parse(optionsKey) as Record<string, unknown> } : undefined), [files, optionsKey]);
  const job = useLiveResult(runRequest, RUN);
  const batch = useFileBatch();
  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: imageCropRotate.id, options: JSON.parse(optionsKey) as Record<string, unknown> }, files);
    else batch.clear();
  }, [batch, files, several, optionsKey]);

  const number = new Intl.NumberFormat(i18n.language);
  const size = (bytes: number) => formatByteSize(bytes, i18n.language);
  const result = job.latest;
  const change = result && first ? Math.round(((result.file.size - first.size) / first.size) * 100) : undefined;
  const lossy = options.format !== 'png';
  const turned = [
    t('rotation', { degrees: options.rotate }),
    ...(options.flipHorizontal ? [t('flippedHorizontally')] : []),
    ...(options.flipVertical ? [t('flippedVertically')] : []),
  ].join(' · ');

  return (
    <Stack gap="lg">
      <FileDropZone
        multiple
        label={t('dropLabel')}
        accept={IMAGE_ACCEPT}
        acceptLabel={shell('ui.imageFiles')}
        files={files}
        onFiles={(added) => setFiles((current) => [...current, ...added])}
        onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
      />

      <Stack gap="xs">
        <Group gap="xs">
          <Button variant="default" leftSection={<IconRotate size={18} />} onClick={() => turn(270)}>
            {t('rotateLeft')}
          </Button>
          <Button variant="default" leftSection={<IconRotateClockwise size={18} />} onClick={() => turn(90)}>
            {t('rotateRight')}
          </Button>
          <Button variant={options.flipHorizontal ? 'light' : 'default'} aria-pressed={options.flipHorizontal} leftSection={<IconFlipHorizontal size={18} />} onClick={() => mirror('horizontal')}>
            {t('flipHorizontally')}
          </Button>
          <Button variant={options.flipVertical ? 'light' : 'default'} aria-pressed={options.flipVertical} leftSection={<IconFlipVertical size={18} />} onClick={() => mirror('vertical')}>
            {t('flipVertically')}
          </Button>
          <Button variant="subtle" leftSection={<IconRestore size={18} />} onClick={reset}>
            {t('reset')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {turned}
        </Text>
      </Stack>

      {first && previewJob.error !== undefined && !previewJob.pending && <ToolAlert type="error">{wordError(previewJob.error)}</ToolAlert>}
      {first && !shown && previewJob.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('loadingPreview')}</Text>
        </Group>
      )}
      {shown && source && view && box && previewJob.error === undefined && (
        <Stack gap="sm" component="section" aria-label={t('cropSection')}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="image-crop-rotate-aspect">
              {t('aspect')}
            </Text>
            <div className={classes.aspects}>
              <SegmentedControl
                aria-labelledby="image-crop-rotate-aspect"
                data={ASPECTS.map((value) => ({ value, label: value === 'free' ? t('free') : value }))}
                value={aspect}
                onChange={(value) => chooseAspect(value as Aspect)}
              />
            </div>
          </Stack>
          <CropBox
            image={shown.bitmap}
            source={source}
            turning={turning}
            box={box}
            ratio={ratio}
            onChange={setBox}
            labels={{
              picture: t('picture', { name: first?.name ?? '' }),
              box: t('cropBox', { x: box.x, y: box.y, width: box.width, height: box.height }),
              handles: Object.fromEntries(HANDLES.map((handle) => [handle, t(`handles.${handle}`)])) as Record<(typeof HANDLES)[number], string>,
            }}
          />
          <Text size="xs" c="dimmed" ta="center">
            {t('boxHint')}
          </Text>
          <Group gap="md" align="flex-start">
            <NumberInput label={t('x')} value={box.x} min={0} max={view.width - box.width} onChange={setField('x')} allowDecimal={false} allowNegative={false} w={120} suffix=" px" />
            <NumberInput label={t('y')} value={box.y} min={0} max={view.height - box.height} onChange={setField('y')} allowDecimal={false} allowNegative={false} w={120} suffix=" px" />
            <NumberInput label={t('width')} value={box.width} min={1} max={view.width - box.x} onChange={setField('width')} allowDecimal={false} allowNegative={false} w={130} suffix=" px" />
            <NumberInput label={t('height')} value={box.height} min={1} max={view.height - box.y} onChange={setField('height')} allowDecimal={false} allowNegative={false} w={130} suffix=" px" />
          </Group>
          <Text size="sm" c="dimmed">
            {t('imageSize', { width: number.format(view.width), height: number.format(view.height) })}
          </Text>
          {several && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
              {t('batchNote', { name: first?.name ?? '' })}
            </Alert>
          )}
        </Stack>
      )}

      <Stack gap="sm">
        <Group gap="lg" align="flex-end">
          <Select
            label={t('format')}
            data={[
              { value: 'same', label: t('sameFormat') },
              { value: 'png', label: 'PNG' },
              { value: 'jpeg', label: 'JPEG' },
              { value: 'webp', label: 'WebP' },
              { value: 'avif', label: 'AVIF' },
            ]}
            value={options.format}
            onChange={(format) => format && update({ format: format as typeof options.format })}
            allowDeselect={false}
            w={200}
          />
          {lossy && (
            <Stack gap={4} w={260}>
              <Text size="sm" fw={500} id="image-crop-rotate-quality">
                {t('quality')}: {options.quality}
              </Text>
              <Slider aria-labelledby="image-crop-rotate-quality" thumbLabel={t('quality')} min={1} max={100} value={options.quality} onChange={(quality) => update({ quality })} label={null} />
            </Stack>
          )}
        </Group>
        <Checkbox
          label={t('applyOrientation')}
          description={t('applyOrientationHint')}
          checked={options.orientation === 'apply'}
          onChange={(event) => update({ orientation: event.currentTarget.checked ? 'apply' : 'ignore' })}
        />
        <Text size="xs" c="dimmed">
          {t('reencodeNote')}
        </Text>
      </Stack>

      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="cropped-images.zip" />
        </Suspense>
      )}
      {first && !several && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{shell('imageTool.working')}</Text>
        </Group>
      )}
      {first && !several && job.error !== undefined && !job.pending && previewJob.error === undefined && <ToolAlert type="error">{wordError(job.error)}</ToolAlert>}
      {first && !several && result && job.error === undefined && (
        // Busy while a newer result is made: what is shown (and downloads) is the previous one until then.
        <Stack gap="sm" aria-label={shell('imageTool.result')} component="section" aria-busy={job.pending}>
          {result.warnings.map((warning) => (
            <ToolAlert key={warning.key} type="warning">
              {word(warning.key, warning.data as Record<string, unknown> | undefined, warning.message)}
            </ToolAlert>
          ))}
          <Text aria-live="polite">{shell('imageTool.sizes', { before: size(first.size), after: size(result.file.size), change: change === undefined ? '' : `${change > 0 ? '+' : ''}${change} %` })}</Text>
          <FilePreview file={result.file} />
        </Stack>
      )}
    </Stack>
  );
}
