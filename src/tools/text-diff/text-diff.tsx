import { Button, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RunControl } from '../../engine/worker/operation-client';
import { defaultOptions } from '../../engine/operation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyButton } from '../../ui/copy/CopyButton';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { SelectField } from '../../ui/select/SelectField';
import { operationClient, runInWorker } from '../../engine/worker/operation-pool';
import type en from './locales/en.json';
import classes from './text-diff.module.css';
import { textDiffLines, textDiffUnified } from './text-diff.operations';
import { inlineRows, sideBySideRows, splitLines, wordParts, type DiffRow, type InlineRow, type LineDiff, type WordPart } from './text-diff.service';

const TOOL_ID = 'text-diff';
/** The diff runs this long after the last keystroke. */
const DIFF_DELAY_MS = 250;
/** "Comparing…" shows only when a diff takes longer than this. */
const COMPARING_AFTER_MS = 300;
const ROW_HEIGHT = 21;

type View = 'side-by-side' | 'inline';
const VIEWS: readonly View[] = ['side-by-side', 'inline'];
const DEFAULTS = { original: '', ...defaultOptions(textDiffLines), view: 'side-by-side' as View, hideUnchanged: false };
const STATE_OPTIONS = { persist: { original: 'local', modified: 'local' }, allowed: { view: VIEWS }, schema: textDiffLines.options } as const;

interface DiffRequest {
  original: string;
  modified: string;
  ignoreWhitespace: boolean;
}

/**
 * The line diff in the operation worker after the typing pause; then, once it is on screen, the
 * unified patch (a second diff of the exact texts, 10–30 ms for 5,000 lines) for "Copy patch", so
 * the summary and the lines do not wait for it.
 */
const DIFF = {
  remote: (request: DiffRequest, control: RunControl) =>
    runInWorker(textDiffLines, request.original, { modified: request.modified, ignoreWhitespace: request.ignoreWhitespace }, control) as Promise<LineDiff>,
  delayMs: DIFF_DELAY_MS,
  warm: operationClient.warm,
};
const PATCH = {
  remote: (request: DiffRequest, control: RunControl) => runInWorker(textDiffUnified, request.original, { modified: request.modified }, control),
  warm: operationClient.warm,
};

/** True once `active` has stayed true for `delayMs`. */
function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}

function Words({ parts, className }: { parts: WordPart[]; className: string }) {
  return (
    <>
      {parts.map((part, index) =>
        part.changed ? (
          <span key={index} className={className}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** One side-by-side row; changed words are emphasised only for rows being rendered. */
const SideBySideRow = memo(function SideBySideRow({ row, oldLines, newLines }: { row: DiffRow; oldLines: string[]; newLines: string[] }) {
  const oldText = row.oldIndex === undefined ? undefined : (oldLines[row.oldIndex] ?? '');
  const newText = row.newIndex === undefined ? undefined : (newLines[row.newIndex] ?? '');
  const parts = useMemo(() => (row.kind === 'change' && oldText !== undefined && newText !== undefined ? wordParts(oldText, newText) : undefined), [row.kind, oldText, newText]);
  const changed = row.kind === 'change';
  const leftClass = changed ? (oldText === undefined ? classes.empty : classes.removed) : '';
  const rightClass = changed ? (newText === undefined ? classes.empty : classes.added) : '';
  return (
    <div className={`${classes.row} ${classes.sideBySide}`}>
      <span className={`${classes.number} ${leftClass}`}>{row.oldIndex === undefined ? '' : row.oldIndex + 1}</span>
      <span className={`${classes.text} ${leftClass}`}>{parts ? <Words parts={parts.old} className={classes.removedWord ?? ''} /> : oldText}</span>
      <span className={`${classes.number} ${rightClass}`}>{row.newIndex === undefined ? '' : row.newIndex + 1}</span>
      <span className={`${classes.text} ${rightClass}`}>{parts ? <Words parts={parts.new} className={classes.addedWord ?? ''} /> : newText}</span>
    </div>
  );
});

function InlineDiffRow({ row, oldLines, newLines }: { row: InlineRow; oldLines: string[]; newLines: string[] }) {
  const tint = row.kind === 'delete' ? classes.removed : row.kind === 'insert' ? classes.added : '';
  const text = row.kind === 'insert' ? newLines[row.newIndex ?? 0] : oldLines[row.oldIndex ?? 0];
  return (
    <div className={`${classes.row} ${classes.inline} ${tint}`}>
      <span className={classes.number}>{row.oldIndex === undefined ? '' : row.oldIndex + 1}</span>
      <span className={classes.number}>{row.newIndex === undefined ? '' : row.newIndex + 1}</span>
      <span className={classes.sign}>{row.kind === 'delete' ? '-' : row.kind === 'insert' ? '+' : ''}</span>
      <span className={classes.text}>{text}</span>
    </div>
  );
}

interface DiffViewProps {
  label: string;
  rows: readonly (DiffRow | InlineRow)[];
  inline: boolean;
  oldLines: string[];
  newLines: string[];
  expandLabel: (count: number) => string;
  onExpand: (block: number) => void;
}

/** The diff rows, virtualised: only the rows in view (and a few around) are in the page. */
function DiffView({ label, rows, inline, oldLines, newLines, expandLabel, onExpand }: DiffViewProps) {
  const viewport = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are read during render only
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  return (
    // A scrollable region must be reachable by keyboard to scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={viewport} className={classes.viewport} role="region" aria-label={label} tabIndex={0}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const row = rows[item.index] as DiffRow | InlineRow;
          let content: ReactNode;
          if (row.kind === 'collapsed') {
            content = (
              <div className={classes.collapsed}>
                <Button variant="subtle" size="compact-xs" onClick={() => onExpand(row.block ?? 0)}>
                  {expandLabel(row.hidden ?? 0)}
                </Button>
              </div>
            );
          } else if (inline) content = <InlineDiffRow row={row as InlineRow} oldLines={oldLines} newLines={newLines} />;
          else content = <SideBySideRow row={row as DiffRow} oldLines={oldLines} newLines={newLines} />;
          return (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}>
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
}

export default function TextDiff() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const narrow = useMediaQuery('(max-width: 767.98px)') ?? false;
  const inline = narrow || state.view === 'inline';

  const bothEmpty = state.original === '' && state.modified === '';
  const request = useMemo<DiffRequest | undefined>(
    () => (bothEmpty ? undefined : { original: state.original, modified: state.modified, ignoreWhitespace: state.ignoreWhitespace }),
    [bothEmpty, state.original, state.modified, state.ignoreWhitespace],
  );
  const diff = useLiveResult(request, DIFF);
  const comparing = useDelayedFlag(diff.pending, DIFF_DELAY_MS + COMPARING_AFTER_MS);

  // The diff on screen and the texts it was computed from: kept while a newer text waits for its diff.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [shown, setShown] = useState<{ request: DiffRequest; result: LineDiff } | undefined>(undefined);
  if (request && diff.value !== undefined && shown?.result !== diff.value) {
    setShown({ request, result: diff.value });
    setExpanded(new Set());
  }
  const result = request ? shown?.result : undefined;
  // The unified patch of the texts of the diff on screen, asked for once that diff has arrived.
  const differs = result !== undefined && (result.added > 0 || result.removed > 0);
  const patchRequest = request && diff.value !== undefined && differs ? request : undefined;
  const patch = useLiveResult(patchRequest, PATCH).value;

  const oldLines = useMemo(() => splitLines(shown?.request.original ?? ''), [shown?.request.original]);
  const newLines = useMemo(() => splitLines(shown?.request.modified ?? ''), [shown?.request.modified]);
  const rows = useMemo(() => {
    if (!result) return [];
    return inline ? inlineRows(result, state.hideUnchanged, expanded) : sideBySideRows(result, state.hideUnchanged, expanded);
  }, [result, inline, state.hideUnchanged, expanded]);

  const number = new Intl.NumberFormat(language);
  const hasDifference = result !== undefined && (result.added > 0 || result.removed > 0);
  let summary: ReactNode;
  if (bothEmpty) summary = <Text c="dimmed">{t('hint')}</Text>;
  else if (!result) summary = null;
  else if (!hasDifference) summary = <Text fw={500}>{t('noDifferences')}</Text>;
  else
    summary = (
      <Group gap="lg">
        <Text fw={500}>{t('linesAdded', { value: number.format(result.added) })}</Text>
        <Text fw={500}>{t('linesRemoved', { value: number.format(result.removed) })}</Text>
      </Group>
    );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LargeTextInput
          label={t('original')}
          placeholder={t('originalPlaceholder')}
          value={state.original}
          onChange={(original) => update({ original })}
          spellCheck={false}
          autoComplete="off"
          rows={10}
        />
        <LargeTextInput
          label={t('modified')}
          placeholder={t('modifiedPlaceholder')}
          value={state.modified}
          onChange={(modified) => update({ modified })}
          spellCheck={false}
          autoComplete="off"
          rows={10}
        />
      </SimpleGrid>

      <Group gap="lg" align="flex-end" wrap="wrap">
        <SelectField<View>
          w={200}
          label={t('view')}
          options={[
            { value: 'side-by-side', label: t('sideBySide') },
            { value: 'inline', label: t('inline') },
          ]}
          value={state.view}
          onChange={(view) => update({ view })}
        />
        <Switch mb={8} label={t('ignoreWhitespace')} checked={state.ignoreWhitespace} onChange={(event) => update({ ignoreWhitespace: event.currentTarget.checked })} />
        <Switch mb={8} label={t('hideUnchanged')} checked={state.hideUnchanged} onChange={(event) => update({ hideUnchanged: event.currentTarget.checked })} />
      </Group>
      <Group gap="sm">
        <Button variant="light" leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={() => update({ original: state.modified, modified: state.original })}>
          {t('swap')}
        </Button>
        <CopyButton value={patch ?? ''} label={t('copyPatch')} toast={t('copied')} disabled={!hasDifference || diff.pending || patch === undefined} />
      </Group>

      <Group gap="lg" mih={26} aria-live="polite">
        {summary}
        {comparing && <Text c="dimmed">{t('comparing')}</Text>}
      </Group>
      {hasDifference || (result && rows.length > 0) ? (
        <DiffView
          label={t('result')}
          rows={rows}
          inline={inline}
          oldLines={oldLines}
          newLines={newLines}
          expandLabel={(count) => t('showUnchanged', { value: number.format(count) })}
          onExpand={(block) => setExpanded((previous) => new Set(previous).add(block))}
        />
      ) : null}
    </Stack>
  );
}
