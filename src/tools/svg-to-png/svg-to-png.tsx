import { Checkbox, Group, Loader, NumberInput, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { sniffImageFormat } from '../../engine/image/formats';
import { defaultOptions, type OperationWarning } from '../../engine/operation';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { RunFailure, wordWarning } from '../../modules/image-tool/run-failure';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import type en from './locales/en.json';
import { svgToPng } from './svg-to-png.operations';
import { ColourField } from '../../ui/input/ColourField';

const TOOL_ID = 'svg-to-png';
/** The list of a batch loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

const DEFAULTS = { svg: '', ...defaultOptions(svgToPng) };
const STATE_OPTIONS = {
  persist: { svg: 'local', format: 'url', scale: 'url', width: 'url', background: 'url', quality: 'url' },
  schema: svgToPng.options,
  pasteInto: 'svg',
} as const;
const FORMATS = [
  { value: 'png', label: 'PNG' },
  { value: 'jpeg', label: 'JPEG' },
  { value: 'webp', label: 'WebP' },
] as const;
/** The width "By width" starts from. */
const DEFAULT_WIDTH = 512;

interface Request {
  file: File;
  options: Record<string, unknown>;
}
interface Outcome {
  file: File;
  warnings: OperationWarning[];
}

const runRemote = async ({ file, options }: Request, control: RunControl): Promise<Outcome> => {
  const outcome = await operationClient.runToFiles({ kind: 'operation', op: svgToPng.id, options }, file, control);
  if (!outcome.ok) throw new RunFailure(outcome.message, outcome.failure);
  return { file: outcome.files[0]!, warnings: outcome.warnings };
};
/** The shared image messages (`image.*`, the shell's strings), by a key known only at run time. */
const shellMessage = (key: string, params: Record<string, unknown>) => (i18next as unknown as { t: (key: string, options: Record<string, unknown>) => string }).t(key, { ns: 'shell', ...params });

const COMPUTE = { remote: runRemote, warm: operationClient.warm, delayMs: 250 };

/**
 * SVG files dropped or chosen, or SVG markup pasted: rendered in an operation worker with resvg
 * (never a script, never an external file) at every change of the options, the newest winning;
 * several files make a batch with Download all (ZIP).
 */
export default function SvgToPng() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shell } = useTranslation();
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { svg, ...options } = state;
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const batch = useFileBatch();
  const several = files.length > 1;
  const optionsKey = JSON.stringify(options);

  // Pasted markup becomes an SVG file (unless files were chosen: they come first).
  const pasted = useMemo(() => {
    if (files.length > 0 || svg.trim() === '') return undefined;
    const bytes = new TextEncoder().encode(svg);
    return sniffImageFormat(bytes) === 'svg' ? { file: new File([bytes], 'image.svg', { type: 'image/svg+xml' }) } : { notSvg: true as const };
  }, [files.length, svg]);
  const input = files.length === 1 ? files[0] : pasted && 'file' in pasted ? pasted.file : undefined;

  const request = useMemo<Request | undefined>(() => (input ? { file: input, options: JSON.parse(optionsKey) as Record<string, unknown> } : undefined), [input, optionsKey]);
  const job = useLiveResult(request, COMPUTE);

  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: svgToPng.id, options: JSON.parse(optionsKey) as Record<string, unknown> }, files);
    else batch.clear();
  }, [batch, files, several, optionsKey]);

  const result = job.latest;
  const failure = job.error;
  const failureText = (() => {
    if (failure === undefined) return undefined;
    if (!(failure instanceof RunFailure)) return failure instanceof Error ? failure.message : String(failure);
    const key = failure.failure?.messageKey;
    const detail = failure.failure?.detail;
    const worded = key === 'invalidSvg' ? t('invalidSvg') : key?.startsWith('image.') ? shellMessage(key, failure.failure?.params ?? {}) : failure.message;
    return detail ? `${worded} (${detail})` : worded;
  })();
  const lossy = options.format !== 'png';
  const transparent = options.background === 'transparent';
  const byWidth = options.width > 0;

  return (
    <Stack gap="lg">
      <FileDropZone
        multiple
        label={t('dropLabel')}
        accept="image/svg+xml,.svg"
        acceptLabel={t('acceptLabel')}
        files={files}
        onFiles={(added) => setFiles((current) => [...current, ...added])}
        onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
      />
      {files.length === 0 && (
        <LargeTextInput
          label={t('pasteLabel')}
          placeholder={'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">…</svg>'}
          value={svg}
          onChange={(value) => update({ svg: value })}
          rows={6}
          error={pasted && 'notSvg' in pasted ? t('notSvgText') : undefined}
        />
      )}
      <Stack gap="md">
        <Group gap="lg" align="flex-end">
          <Stack gap={4}>
            <Text component="label" id="svg-to-png-format" size="sm" fw={500}>
              {t('format')}
            </Text>
            <SegmentedControl aria-labelledby="svg-to-png-format" data={[...FORMATS]} value={options.format} onChange={(format) => update({ format: format as typeof options.format })} w="fit-content" />
          </Stack>
          <Stack gap={4}>
            <Text component="label" id="svg-to-png-size" size="sm" fw={500}>
              {t('size')}
            </Text>
            <SegmentedControl
              aria-labelledby="svg-to-png-size"
              data={[
                { value: 'scale', label: t('byScale') },
                { value: 'width', label: t('byWidth') },
              ]}
              value={byWidth ? 'width' : 'scale'}
              onChange={(mode) => update({ width: mode === 'width' ? DEFAULT_WIDTH : 0 })}
              w="fit-content"
            />
          </Stack>
          {byWidth ? (
            <NumberInput
              label={t('width')}
              description={t('widthHint')}
              value={options.width}
              min={1}
              max={16_384}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="blur"
              onChange={(value) => typeof value === 'number' && value >= 1 && value <= 16_384 && update({ width: Math.round(value) })}
              w={160}
            />
          ) : (
            <NumberInput
              label={t('scale')}
              description={t('scaleHint')}
              value={options.scale}
              min={0.1}
              max={16}
              step={0.5}
              decimalScale={2}
              allowNegative={false}
              clampBehavior="blur"
              suffix=" ×"
              onChange={(value) => typeof value === 'number' && value >= 0.1 && value <= 16 && update({ scale: value })}
              w={160}
            />
          )}
        </Group>
        <Group gap="lg" align="flex-end">
          <Checkbox
            label={t('transparent')}
            description={options.format === 'jpeg' ? t('jpegNoAlpha') : undefined}
            checked={transparent}
            onChange={(event) => update({ background: event.currentTarget.checked ? 'transparent' : '#ffffff' })}
          />
          {!transparent && (
            <ColourField label={t('background')} value={options.background} invalidMessage={t('invalidColour')} onChange={(background) => update({ background })} w={200} />
          )}
          {lossy && (
            <Stack gap={4} w={260}>
              <Text size="sm" fw={500} id="svg-to-png-quality">
                {t('quality')}: {options.quality}
              </Text>
              <Slider aria-labelledby="svg-to-png-quality" min={1} max={100} value={options.quality} onChange={(quality) => update({ quality })} label={null} thumbLabel={t('quality')} />
            </Stack>
          )}
        </Group>
      </Stack>
      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="rendered-svg.zip" />
        </Suspense>
      )}
      {input && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{shell('imageTool.working')}</Text>
        </Group>
      )}
      {input && failureText !== undefined && !job.pending && <ToolAlert type="error">{failureText}</ToolAlert>}
      {input && result && failure === undefined && (
        <Stack gap="sm" aria-label={shell('imageTool.result')} component="section">
          {result.warnings.map((warning) => (
            <ToolAlert key={warning.key} type="warning">
              {wordWarning(TOOL_ID, warning)}
            </ToolAlert>
          ))}
          <Text aria-live="polite">{t('sizes', { before: formatByteSize(input.size, language), after: formatByteSize(result.file.size, language) })}</Text>
          <FilePreview file={result.file} />
        </Stack>
      )}
    </Stack>
  );
}
