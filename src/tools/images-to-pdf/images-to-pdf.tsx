import { ActionIcon, Button, Group, Loader, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { TextField } from '../../ui/input/TextField';
import type en from './locales/en.json';
import { defaultPdfName, imagesToPdf } from './images-to-pdf.operations';
import classes from './images-to-pdf.module.css';
import { RunFailure, wordFailure } from '../../modules/image-tool/run-failure';

const TOOL_ID = 'images-to-pdf';
const DEFAULTS = defaultOptions(imagesToPdf);
const STATE_OPTIONS = { persist: { pageSize: 'url', orientation: 'url', margin: 'url', name: 'url' }, schema: imagesToPdf.options } as const;
const { min: MARGIN_MIN = 0, max: MARGIN_MAX = 100 } = numberBounds(imagesToPdf.options, 'margin');
const ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

interface Item {
  key: number;
  file: File;
}

interface Request {
  files: File[];
  options: Record<string, unknown>;
}

/** A small picture of an image in the list (the browser decodes it; nothing is read by the page's script). */
function Thumbnail({ file }: { file: File }) {
  const source = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img className={classes.thumbnail} ref={source} alt="" decoding="async" loading="lazy" />;
}

let nextKey = 0;
const itemsOf = (files: readonly File[]): Item[] => files.map((file) => ({ key: nextKey++, file }));

export default function ImagesToPdf() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [items, setItems] = useState<Item[]>(() => itemsOf((pastedFiles(TOOL_ID) ?? []) as File[]));
  useEffect(() => clearHandoff(TOOL_ID), []);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number>();
  const handles = useRef(new Map<number, HTMLButtonElement>());

  const marginValid = options.margin === undefined || (Number.isFinite(options.margin) && options.margin >= MARGIN_MIN && options.margin <= MARGIN_MAX);
  const optionsKey = JSON.stringify(options);
  const request = useMemo<Request | undefined>(
    () => (marginValid && items.length > 0 ? { files: items.map((item) => item.file), options: JSON.parse(optionsKey) as Record<string, unknown> } : undefined),
    [items, optionsKey, marginValid],
  );
  const compute = useMemo(
    () => ({
      remote: async ({ files, options: runOptions }: Request, control: RunControl) => {
        const outcome = await operationClient.runToFiles({ kind: 'operation', op: imagesToPdf.id, options: runOptions }, files, control);
        if (!outcome.ok) throw new RunFailure(outcome.message, outcome.failure);
        return { file: outcome.files[0]!, files };
      },
      warm: operationClient.warm,
      delayMs: 250,
    }),
    [],
  );
  const job = useLiveResult(request, compute);
  // The PDF shown is the one of the images listed now (a previous one stays while a newer one is made).
  const result = job.latest && items.length > 0 ? job.latest : undefined;

  const move = (from: number, to: number, focus = false) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setItems(next);
    setAnnouncement(t('moved', { name: item!.file.name, position: to + 1, count: next.length }));
    if (focus) requestAnimationFrame(() => handles.current.get(item!.key)?.focus());
  };
  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : undefined;
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, true);
  };
  const onDrop = (event: DragEvent, index: number) => {
    if (dragged === undefined) return;
    event.preventDefault();
    move(dragged, index);
    setDragged(undefined);
  };
  const size = (bytes: number) => formatByteSize(bytes, language);
  const paper = options.pageSize !== 'fit';

  return (
    <Stack gap="lg">
      <FileDropZone
        multiple
        label={t('dropLabel')}
        description={t('dropHint')}
        accept={ACCEPT}
        acceptLabel={t('acceptLabel')}
        onFiles={(added) => setItems((current) => [...current, ...itemsOf(added)])}
      />
      {items.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="images-to-pdf-order">
          <Group justify="space-between">
            <Text id="images-to-pdf-order" fw={500}>
              {t('order')}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => setItems([])}>
              {t('removeAll')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" id="images-to-pdf-order-hint">
            {t('orderHint')}
          </Text>
          <ol className={classes.list} aria-labelledby="images-to-pdf-order">
            {items.map((item, index) => (
              <li
                key={item.key}
                className={classes.row}
                data-dragged={dragged === index || undefined}
                draggable
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', item.file.name);
                }}
                onDragEnd={() => setDragged(undefined)}
                onDragOver={(event) => {
                  if (dragged === undefined) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(event) => onDrop(event, index)}
              >
                <button
                  type="button"
                  className={classes.handle}
                  ref={(element) => void (element ? handles.current.set(item.key, element) : handles.current.delete(item.key))}
                  aria-label={t('moveHandle', { name: item.file.name, position: index + 1, count: items.length })}
                  aria-describedby="images-to-pdf-order-hint"
                  onKeyDown={(event) => onHandleKey(event, index)}
                >
                  <IconGripVertical size={16} aria-hidden />
                </button>
                <span className={classes.position} aria-hidden>
                  {index + 1}
                </span>
                <Thumbnail file={item.file} />
                <span className={classes.name}>{item.file.name}</span>
                <span className={classes.size}>{size(item.file.size)}</span>
                <ActionIcon variant="subtle" onClick={() => move(index, index - 1, false)} disabled={index === 0} aria-label={t('moveUp', { name: item.file.name })}>
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  onClick={() => move(index, index + 1, false)}
                  disabled={index === items.length - 1}
                  aria-label={t('moveDown', { name: item.file.name })}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))}
                  aria-label={t('remove', { name: item.file.name })}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </li>
            ))}
          </ol>
          <span className={classes.hidden} role="status">
            {announcement}
          </span>
        </Stack>
      )}
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Text component="label" id="images-to-pdf-page-size" size="sm" fw={500}>
            {t('pageSize')}
          </Text>
          <SegmentedControl
            aria-labelledby="images-to-pdf-page-size"
            data={[
              { value: 'fit', label: t('fit') },
              { value: 'a4', label: t('a4') },
              { value: 'letter', label: t('letter') },
            ]}
            value={options.pageSize}
            onChange={(pageSize) => update({ pageSize: pageSize as typeof options.pageSize })}
          />
        </Stack>
        <Stack gap={4}>
          <Text component="label" id="images-to-pdf-orientation" size="sm" fw={500}>
            {t('orientation')}
          </Text>
          <SegmentedControl
            aria-labelledby="images-to-pdf-orientation"
            aria-describedby="images-to-pdf-orientation-hint"
            disabled={!paper}
            data={[
              { value: 'auto', label: t('auto') },
              { value: 'portrait', label: t('portrait') },
              { value: 'landscape', label: t('landscape') },
            ]}
            value={options.orientation}
            onChange={(orientation) => update({ orientation: orientation as typeof options.orientation })}
          />
          <Text size="xs" c="dimmed" id="images-to-pdf-orientation-hint" maw={360}>
            {t('orientationHint')}
          </Text>
        </Stack>
      </Group>
      <Group gap="md" align="flex-start" wrap="wrap">
        <NumberInput
          label={t('margin')}
          description={t('marginHint')}
          value={options.margin ?? ''}
          placeholder={paper ? '10' : '0'}
          min={MARGIN_MIN}
          max={MARGIN_MAX}
          step={1}
          decimalScale={1}
          clampBehavior="none"
          error={marginValid ? undefined : t('marginInvalid', { min: MARGIN_MIN, max: MARGIN_MAX })}
          onChange={(value) => update({ margin: typeof value === 'number' ? value : value === '' ? undefined : Number.NaN })}
          w={260}
        />
        <TextField
          label={t('fileName')}
          description={t('fileNameHint')}
          value={options.name}
          onChange={(name) => update({ name })}
          placeholder={defaultPdfName(items.map((item) => item.file.name))}
          w={260}
        />
      </Group>
      {items.length > 0 && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('working')}</Text>
        </Group>
      )}
      {items.length > 0 && job.error !== undefined && !job.pending && <ToolAlert type="error">{wordFailure(TOOL_ID, job.error)}</ToolAlert>}
      {result && job.error === undefined && (
        <Stack gap="sm" component="section" aria-label={t('result')} aria-busy={job.pending}>
          <FilePreview file={result.file} />
        </Stack>
      )}
    </Stack>
  );
}
