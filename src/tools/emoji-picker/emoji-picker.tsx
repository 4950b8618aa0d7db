import { ActionIcon, Group, Paper, Select, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { copyText } from '../../lib/clipboard';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { readStoredJson, writeStoredJson } from '../../lib/storage';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { showToast } from '../../ui/toast/toast';
import classes from './emoji-picker.module.css';
import {
  addRecent,
  allEmojis,
  applySkinTone,
  EMOJI_GROUPS,
  formatCodePoints,
  formatJsEscape,
  searchEmojis,
  type Emoji,
  type SkinTone,
} from './emoji-picker.service';
import { emojiPickerSearch } from './emoji-picker.operations';
import type en from './locales/en.json';

const TOOL_ID = 'emoji-picker';
const RECENT_KEY = `tools:${TOOL_ID}:recent`;
const SEARCH_DELAY_MS = 150;
const CARD_MIN_WIDTH = 210;
const GAP = 12;
const DEFAULTS = { query: '', skinTone: defaultOptions(emojiPickerSearch).skinTone };
const STATE_OPTIONS = { persist: { query: 'local', skinTone: 'local' }, schema: emojiPickerSearch.options } as const;
const SKIN_TONES = optionChoices<SkinTone>(emojiPickerSearch.options, 'skinTone');

type Row = { kind: 'heading'; key: string; label: string } | { kind: 'cards'; key: string; items: readonly Emoji[] };

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function buildRows(groups: { key: string; label: string; items: readonly Emoji[] }[], columns: number): Row[] {
  const rows: Row[] = [];
  for (const group of groups) {
    rows.push({ kind: 'heading', key: `h:${group.key}`, label: group.label });
    for (let start = 0; start < group.items.length; start += columns) {
      rows.push({ kind: 'cards', key: `${group.key}:${start}`, items: group.items.slice(start, start + columns) });
    }
  }
  return rows;
}

export default function EmojiPicker() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [recent, setRecent] = useState<string[]>(() => readStoredJson(RECENT_KEY, isStringList)?.slice(0, 24) ?? []);
  const [debouncedQuery] = useDebouncedValue(state.query, SEARCH_DELAY_MS);
  const emojis = allEmojis();
  const query = debouncedQuery.trim();
  const results = useMemo(() => (query === '' ? emojis : searchEmojis(emojis, query)), [emojis, query]);

  const { ref: sizeRef, width } = useElementSize();
  const columns = Math.max(1, Math.floor((width + GAP) / (CARD_MIN_WIDTH + GAP)));
  const rows = useMemo(() => {
    if (query !== '') return buildRows(results.length > 0 ? [{ key: 'results', label: t('searchResults'), items: results }] : [], columns);
    return buildRows(
      EMOJI_GROUPS.map((group) => ({ key: group, label: t(`groups.${group}`), items: results.filter((entry) => entry.group === group) })),
      columns,
    );
  }, [query, results, columns, t]);

  const copy = useCallback(
    async (text: string, toast: string, remember: boolean) => {
      const ok = await copyText(text);
      if (!ok) {
        void showToast({ message: t('copyFailed'), color: 'red', autoClose: 6000 });
        return;
      }
      void showToast({ message: toast, color: 'green' });
      if (remember) {
        setRecent((current) => {
          const next = addRecent(current, text);
          writeStoredJson(RECENT_KEY, next);
          return next;
        });
      }
    },
    [t],
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          flex="1 1 320px"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={state.query}
          onChange={(event) => update({ query: event.currentTarget.value })}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            state.query !== '' ? (
              <ActionIcon variant="subtle" color="gray" aria-label={t('clearSearch')} onClick={() => update({ query: '' })}>
                <IconX size={16} aria-hidden />
              </ActionIcon>
            ) : undefined
          }
          autoComplete="off"
          spellCheck={false}
        />
        <Select
          w={200}
          label={t('skinTone')}
          data={SKIN_TONES.map((tone) => ({ value: tone, label: t(`skinTones.${tone}`) }))}
          value={state.skinTone}
          onChange={(value) => value && update({ skinTone: value as SkinTone })}
          allowDeselect={false}
        />
      </Group>

      {recent.length > 0 && (
        <Stack gap={4} component="section" aria-labelledby="emoji-recent-title">
          <Title order={2} size="h4" id="emoji-recent-title">
            {t('recent')}
          </Title>
          <Group gap={4}>
            {recent.map((emoji) => (
              <UnstyledButton
                key={emoji}
                className={classes.recentEmoji}
                aria-label={t('copyRecent', { emoji })}
                onClick={() => void copy(emoji, t('copiedEmoji', { emoji }), true)}
              >
                {emoji}
              </UnstyledButton>
            ))}
          </Group>
        </Stack>
      )}

      <div ref={sizeRef}>
        {query !== '' && results.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('noResults')}
          </Text>
        ) : (
          width > 0 && <VirtualRows rows={rows} columns={columns} skinTone={state.skinTone} t={t} copy={copy} />
        )}
      </div>
    </Stack>
  );
}

interface VirtualRowsProps {
  rows: Row[];
  columns: number;
  skinTone: SkinTone;
  t: ReturnType<typeof useToolTranslation<typeof en>>['t'];
  copy: (text: string, toast: string, remember: boolean) => Promise<void>;
}

/** The headings and rows of cards, only those near the viewport in the page (the window scrolls). */
function VirtualRows({ rows, columns, skinTone, t, copy }: VirtualRowsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setScrollMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'heading' ? 56 : 150),
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
  });

  return (
    <div ref={listRef} style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index] as Row;
        const style: CSSProperties = { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start - scrollMargin}px)` };
        return (
          <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} style={style}>
            {row.kind === 'heading' ? (
              <Title order={2} size="h4" className={classes.heading}>
                {row.label}
              </Title>
            ) : (
              <div className={classes.grid} style={{ '--emoji-columns': columns } as CSSProperties}>
                {row.items.map((entry) => (
                  <EmojiCard key={entry.emoji} entry={entry} skinTone={skinTone} t={t} copy={copy} />
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

function EmojiCard({ entry, skinTone, t, copy }: { entry: Emoji; skinTone: SkinTone; t: VirtualRowsProps['t']; copy: VirtualRowsProps['copy'] }) {
  const emoji = applySkinTone(entry, skinTone);
  const codePoints = formatCodePoints(emoji);
  const escape = formatJsEscape(emoji);
  return (
    <Paper withBorder p="sm" radius="md" className={classes.card}>
      <UnstyledButton className={classes.emoji} aria-label={t('copyEmoji', { emoji })} onClick={() => void copy(emoji, t('copiedEmoji', { emoji }), true)}>
        {emoji}
      </UnstyledButton>
      <Text size="sm" fw={500} className={classes.title}>
        {entry.title}
      </Text>
      <UnstyledButton className={classes.code} aria-label={t('copyCodePoints', { codePoints })} onClick={() => void copy(codePoints, t('copied'), false)}>
        {codePoints}
      </UnstyledButton>
      <UnstyledButton className={classes.code} aria-label={t('copyEscape', { escape })} onClick={() => void copy(escape, t('copied'), false)}>
        {/* A long escape wraps between its \uXXXX units, never inside one. */}
        {escape.match(/\\u[0-9a-f]{4}/g)?.map((unit, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {unit}
          </Fragment>
        ))}
      </UnstyledButton>
    </Paper>
  );
}
