import { Group, Loader, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { createWorkerClient, type WorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { LARGE_OUTPUT_CHARS, LargeTextOutput } from '../../ui/large-text/LargeTextOutput';
import { SelectField } from '../../ui/select/SelectField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import {
  applyCommentStyle,
  COMMENT_STYLES,
  DEFAULT_FONT,
  DEFAULT_TEXT,
  DEFAULT_WIDTH,
  FONT_NAMES,
  isBlankDrawing,
  knownFont,
  LatestRequest,
  parseWidth,
  type CommentStyle,
} from './ascii-text-drawer.service';
import type { AsciiTextDrawerWorkerApi } from './ascii-text-drawer.worker';

const TOOL_ID = 'ascii-text-drawer';
/** Text changes redraw this long after the last keystroke. */
const REDRAW_DELAY_MS = 100;

const DEFAULTS = { text: DEFAULT_TEXT, font: DEFAULT_FONT, width: String(DEFAULT_WIDTH), comment: 'none' as CommentStyle };

function createDrawWorker(): WorkerClient<AsciiTextDrawerWorkerApi> {
  return createWorkerClient<AsciiTextDrawerWorkerApi>(() => new Worker(new URL('./ascii-text-drawer.worker.ts', import.meta.url), { type: 'module', name: 'ascii-text-drawer' }));
}

type Drawing = { status: 'idle' } | { status: 'loading-font' } | { status: 'done'; text: string; art: string } | { status: 'error' };

export default function AsciiTextDrawer() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, {
    persist: { text: 'local', font: 'local', width: 'local', comment: 'url' },
    allowed: { comment: COMMENT_STYLES },
  });
  const font = knownFont(state.font);
  const width = parseWidth(state.width);
  const [worker] = useState(createDrawWorker);
  useEffect(() => () => worker.terminate(), [worker]);
  const [guard] = useState(() => new LatestRequest());
  const loadedFonts = useRef(new Set<string>());
  const busy = useRef(false);
  const [drawing, setDrawing] = useState<Drawing>({ status: 'idle' });
  // The last successful drawing stays while the width is invalid or a newer one is on its way.
  const [lastArt, setLastArt] = useState<{ text: string; art: string } | undefined>(undefined);

  useEffect(() => {
    if (width === undefined) return;
    const text = state.text;
    const ticket = guard.begin();
    const fontLoaded = loadedFonts.current.has(font);
    const timer = setTimeout(
      () => {
        // A long drawing still running is abandoned: the worker is replaced (fonts reload from cache).
        if (busy.current) worker.terminate();
        busy.current = true;
        if (!fontLoaded) setDrawing({ status: 'loading-font' });
        worker
          .get()
          .loadFont(font)
          .then(() => {
            loadedFonts.current.add(font);
            return worker.get().draw(text, font, width);
          })
          .then(
            (art) => {
              if (!guard.isLatest(ticket)) return;
              busy.current = false;
              setDrawing({ status: 'done', text, art });
              setLastArt({ text, art });
            },
            () => {
              if (!guard.isLatest(ticket)) return;
              busy.current = false;
              setDrawing({ status: 'error' });
            },
          );
      },
      fontLoaded ? REDRAW_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [state.text, font, width, worker, guard]);

  const shown = drawing.status === 'done' ? drawing : lastArt;
  const output = shown ? applyCommentStyle(shown.art, state.comment) : '';
  const blank = shown !== undefined && isBlankDrawing(shown.text, shown.art);

  return (
    <Stack gap="lg">
      <LargeTextInput
        label={t('text')}
        placeholder={t('textPlaceholder')}
        value={state.text}
        onChange={(text) => update({ text })}
        monospace={false}
        rows={4}
        autoComplete="off"
        spellCheck={false}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SelectField label={t('font')} options={FONT_NAMES} value={font} onChange={(next) => update({ font: next })} searchable />
        <NumberInput
          label={t('width')}
          value={state.width}
          onChange={(value) => update({ width: String(value) })}
          min={1}
          max={10_000}
          step={1}
          clampBehavior="none"
          allowDecimal
          allowNegative
          error={width === undefined ? t('widthError') : undefined}
        />
        <SelectField<CommentStyle>
          label={t('comment')}
          options={COMMENT_STYLES.map((style) => ({ value: style, label: style === 'none' ? t('commentNone') : style }))}
          value={state.comment}
          onChange={(comment) => update({ comment })}
        />
      </SimpleGrid>

      {drawing.status === 'error' && <ToolAlert type="error">{t('error')}</ToolAlert>}
      {blank && drawing.status !== 'error' && <ToolAlert>{t('blank')}</ToolAlert>}
      {drawing.status === 'loading-font' ? (
        <Group gap="sm" justify="center" mih={160} role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('loadingFont')}</Text>
        </Group>
      ) : output.length > LARGE_OUTPUT_CHARS ? (
        <LargeTextOutput label={t('output')} value={output} rows={16} />
      ) : (
        <OutputArea
          label={t('output')}
          value={output}
          autosize
          minRows={6}
          maxRows={30}
          wrap="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', whiteSpace: 'pre', overflowX: 'auto' } }}
          copyLabel={t('copy')}
          copyToast={t('copied')}
        />
      )}
    </Stack>
  );
}
