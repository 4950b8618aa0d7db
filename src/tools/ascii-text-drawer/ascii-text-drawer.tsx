import { Group, Loader, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { defaultOptions } from '../../engine/operation';
import type { RunControl } from '../../engine/worker/operation-client';
import { numberBounds, optionChoices } from '../../engine/schema';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { PoolCancelledError } from '../../engine/worker/worker-pool';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { SelectField } from '../../ui/select/SelectField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { operationClient, runInWorker } from '../../engine/worker/operation-pool';
import { asciiTextDrawer } from './ascii-text-drawer.operations';
import { applyCommentStyle, DEFAULT_TEXT, isBlankDrawing, knownFont, parseWidth, type CommentStyle } from './ascii-text-drawer.service';
import type en from './locales/en.json';

const TOOL_ID = 'ascii-text-drawer';
/** Text and width changes redraw this long after the last change; a new font draws at once. */
const REDRAW_DELAY_MS = 100;
const COMMENT_STYLES = optionChoices<CommentStyle>(asciiTextDrawer.options, 'comment');
const WIDTH_BOUNDS = numberBounds(asciiTextDrawer.options, 'width');
const FONTS = optionChoices(asciiTextDrawer.options, 'font');

const DEFAULTS = { text: DEFAULT_TEXT, ...defaultOptions(asciiTextDrawer) };
const STATE_OPTIONS = { persist: { text: 'local', font: 'local', width: 'local', comment: 'url' }, schema: asciiTextDrawer.options } as const;

interface DrawRequest {
  text: string;
  font: string;
  width: number;
}

/** Waits `ms` (0: not at all); a newer request aborting the wait ends it as cancelled. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms === 0) return resolve();
    const stop = () => {
      clearTimeout(timer);
      reject(new PoolCancelledError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });

/**
 * Fonts are parsed and text drawn in the operation worker, always (a long text never blocks the
 * page); the comment style is applied here, so changing it does not redraw.
 */
function createDrawing() {
  let lastFont: string | undefined;
  return {
    remote: async (request: DrawRequest, control: Required<RunControl>) => {
      const wait = request.font === lastFont ? REDRAW_DELAY_MS : 0;
      lastFont = request.font;
      await pause(wait, control.signal);
      return runInWorker(asciiTextDrawer, request.text, { font: request.font, width: request.width, comment: 'none' }, control);
    },
    warm: operationClient.warm,
  };
}

export default function AsciiTextDrawer() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const font = knownFont(state.font);
  // The field's own text: an invalid width shows its message (the drawing stays), a valid one is remembered.
  const [widthText, setWidthText] = useState(() => String(state.width));
  const width = parseWidth(widthText);
  const [drawing] = useState(createDrawing);
  const request = useMemo<DrawRequest | undefined>(() => (width === undefined ? undefined : { text: state.text, font, width }), [state.text, font, width]);
  const live = useLiveResult(request, drawing);

  // The last successful drawing stays while the width is invalid or a newer one is on its way.
  const [lastArt, setLastArt] = useState<{ text: string; art: string } | undefined>(undefined);
  const [drawnFonts, setDrawnFonts] = useState<ReadonlySet<string>>(() => new Set());
  if (live.value !== undefined && request && (lastArt?.art !== live.value || lastArt.text !== request.text)) setLastArt({ text: request.text, art: live.value });
  if (live.value !== undefined && request && !drawnFonts.has(request.font)) setDrawnFonts(new Set([...drawnFonts, request.font]));
  const loadingFont = live.pending && !drawnFonts.has(font);
  const failed = live.state.status === 'error';

  const shown = live.value !== undefined && request ? { text: request.text, art: live.value } : lastArt;
  const output = shown ? applyCommentStyle(shown.art, state.comment) : '';
  const blank = shown !== undefined && isBlankDrawing(shown.text, shown.art);

  const changeWidth = (value: string | number) => {
    const text = String(value);
    setWidthText(text);
    const next = parseWidth(text);
    if (next !== undefined) update({ width: next });
  };

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
        <SelectField label={t('font')} options={FONTS} value={font} onChange={(next) => update({ font: next })} searchable />
        <NumberInput
          label={t('width')}
          value={widthText}
          onChange={changeWidth}
          min={WIDTH_BOUNDS.min}
          max={WIDTH_BOUNDS.max}
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

      {failed && <ToolAlert type="error">{t('error')}</ToolAlert>}
      {blank && !failed && <ToolAlert>{t('blank')}</ToolAlert>}
      {loadingFont ? (
        <Group gap="sm" justify="center" mih={160} role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('loadingFont')}</Text>
        </Group>
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
