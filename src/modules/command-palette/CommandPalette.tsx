import { Group, Kbd, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { commands, type CommandContext } from '../commands/commands';
import { createSearcher, type SearchCategory, type SearchItem } from '../search/search';
import { handOff } from '../../engine/handoff/handoff';
import { suggestionReason } from '../smart-paste/reasons';
import { useFileSuggestions, usePasteSuggestions, type SmartPasteLoader } from '../smart-paste/use-paste-suggestions';
import classes from './CommandPalette.module.css';

export interface PaletteTool {
  id: string;
  path: string;
  name: string;
  description: string;
  keywords: readonly string[];
  icon: ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;
  /** Starts loading the tool when its entry is highlighted, so Enter finds it ready. */
  preload?: () => void;
}

interface PaletteItem extends SearchItem {
  icon: ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;
  run: () => void;
  preload?: () => void;
}

export interface CommandPaletteProps {
  opened: boolean;
  onClose: () => void;
  tools: readonly PaletteTool[];
  context: CommandContext;
  /** Smart paste's engine (a query that looks like data lists "Open in …" first). */
  loadSmartPaste: SmartPasteLoader;
}

/** A query is taken for data when a tool reads it at least this surely (a phrase of words reads as a letter case at 0.2–0.6). */
const DATA_CONFIDENCE = 0.6;

/**
 * The command palette: every tool plus the shell commands, fuzzy-searched and grouped by category.
 * Keyboard: ↑/↓ move, Enter opens, Escape closes; choosing closes the palette and clears the query.
 */
export default function CommandPalette({ opened, onClose, tools, context, loadSmartPaste }: CommandPaletteProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  // A file dropped or pasted on the palette: the tools that take it come first ("Drop anything").
  const [files, setFiles] = useState<File[]>([]);
  const [active, setActive] = useState(0);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // While open, the search keeps the focus: a page that loads behind the palette (a tool that
  // focuses its first field when its code arrives) would otherwise take the person's typing.
  useEffect(() => {
    if (!opened) return;
    const keep = (event: FocusEvent) => {
      const search = searchRef.current;
      const dialog = search?.closest('[role="dialog"]');
      if (search && dialog && event.target instanceof Node && !dialog.contains(event.target)) search.focus();
    };
    document.addEventListener('focusin', keep);
    return () => document.removeEventListener('focusin', keep);
  }, [opened]);

  const items = useMemo<PaletteItem[]>(() => {
    const toolItems: PaletteItem[] = tools.map((tool) => ({
      id: `tool:${tool.id}`,
      name: tool.name,
      description: tool.description,
      keywords: tool.keywords,
      category: 'tools',
      categoryLabel: t('palette.categories.tools'),
      icon: tool.icon,
      run: () => context.navigate(tool.path),
      preload: tool.preload,
    }));
    const commandItems: PaletteItem[] = commands
      .filter((command) => command.category !== 'app')
      .map((command) => ({
        id: `command:${command.id}`,
        name: t(`commands.${command.id}.name`),
        description: t(`commands.${command.id}.description`),
        keywords: command.keywords,
        category: command.category as PaletteItem['category'],
        categoryLabel: t(`palette.categories.${command.category as 'actions' | 'external' | 'pages'}`),
        icon: command.icon,
        run: () => command.run(context),
      }));
    return [...toolItems, ...commandItems];
  }, [tools, context, t]);

  const search = useMemo(() => createSearcher(items), [items]);
  const found = useMemo(() => search(query), [search, query]);
  // A query that names no tool or command and that a tool reads with some confidence (a token, an
  // address, a date…): smart paste's suggestions come first (issue 21). Plain words are a search.
  const namesAnItem = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle === '' || items.some((item) => item.name.toLocaleLowerCase().includes(needle) || item.keywords.some((keyword) => keyword.toLocaleLowerCase() === needle));
  }, [items, query]);
  const pasted = usePasteSuggestions(opened && !namesAnItem && files.length === 0 ? query : undefined, loadSmartPaste);
  const dropped = useFileSuggestions(opened && files.length > 0 ? files : undefined, loadSmartPaste);
  const suggestions = useMemo(
    () => (files.length > 0 ? dropped.suggestions : pasted.suggestions.filter((suggestion) => suggestion.confidence >= DATA_CONFIDENCE)),
    [files.length, dropped.suggestions, pasted.suggestions],
  );
  const groups = useMemo<{ category: SearchCategory | 'suggestions'; items: PaletteItem[] }[]>(() => {
    const suggested: PaletteItem[] = [];
    for (const suggestion of suggestions) {
      const tool = tools.find((candidate) => candidate.id === suggestion.tool);
      if (!tool) continue;
      suggested.push({
        id: `paste:${tool.id}`,
        name: t('paste.openIn', { tool: tool.name }),
        description: suggestionReason(t as unknown as (key: string, options?: Record<string, unknown>) => string, suggestion) || tool.description,
        keywords: [],
        category: 'tools',
        categoryLabel: t('palette.categories.suggestions'),
        icon: tool.icon,
        run: () => {
          handOff(files.length > 0 ? { to: tool.id, op: suggestion.op, text: '', files, options: suggestion.options ?? {} } : { to: tool.id, op: suggestion.op, text: suggestion.input ?? query.trim(), options: suggestion.options ?? {} });
          context.navigate(tool.path);
        },
        preload: tool.preload,
      });
    }
    return suggested.length > 0 ? [{ category: 'suggestions', items: suggested }, ...found] : found;
  }, [suggestions, tools, found, query, files, context, t]);
  const flat = groups.flatMap((group) => group.items);
  const startOf = groups.map((_, groupIndex) => groups.slice(0, groupIndex).reduce((sum, group) => sum + group.items.length, 0));
  const activeIndex = Math.min(active, Math.max(flat.length - 1, 0));

  const highlighted = opened ? flat[activeIndex] : undefined;
  useEffect(() => {
    highlighted?.preload?.();
  }, [highlighted]);

  useEffect(() => {
    listRef.current?.querySelector(`#${CSS.escape(optionId(activeIndex))}`)?.scrollIntoView({ block: 'nearest' });
  });

  const close = () => {
    setQuery('');
    setFiles([]);
    setActive(0);
    onClose();
  };

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    close();
    item.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((activeIndex + 1) % Math.max(flat.length, 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((activeIndex - 1 + flat.length) % Math.max(flat.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(flat[activeIndex]);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      withCloseButton={false}
      size={650}
      padding={0}
      yOffset="10vh"
      title={<span className="visually-hidden">{t('palette.label')}</span>}
      classNames={{ header: classes.header, body: classes.body }}
      transitionProps={{ duration: 100 }}
    >
      <TextInput
        ref={searchRef}
        data-autofocus
        size="lg"
        variant="unstyled"
        className={classes.search}
        leftSection={<IconSearch size={20} aria-hidden />}
        placeholder={t('palette.placeholder')}
        aria-label={t('palette.searchLabel')}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={flat.length > 0 ? optionId(activeIndex) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setFiles([]);
          setActive(0);
        }}
        onPaste={(event) => {
          const pastedFiles = Array.from(event.clipboardData.files);
          if (pastedFiles.length === 0) return;
          event.preventDefault();
          setFiles(pastedFiles);
          setActive(0);
        }}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDrop={(event) => {
          if (event.dataTransfer.files.length === 0) return;
          event.preventDefault();
          setFiles(Array.from(event.dataTransfer.files));
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {files.length > 0 && (
        <Text size="sm" className={classes.groupLabel} role="status">
          {t('palette.droppedFile', { count: files.length, name: files[0]!.name })}
        </Text>
      )}
      <div id={listId} role="listbox" aria-label={t('palette.label')} className={classes.list} ref={listRef}>
        {flat.length === 0 && (
          <Text c="dimmed" ta="center" py="lg" role="status">
            {t('palette.noResults')}
          </Text>
        )}
        {groups.map((group, groupIndex) => (
          <div key={group.category} role="group" aria-labelledby={`${listId}-${group.category}`}>
            <Text id={`${listId}-${group.category}`} size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.groupLabel}>
              {t(`palette.categories.${group.category}`)}
            </Text>
            {group.items.map((item, position) => {
              const itemIndex = (startOf[groupIndex] ?? 0) + position;
              const Icon = item.icon;
              return (
                <UnstyledButton
                  key={item.id}
                  id={optionId(itemIndex)}
                  role="option"
                  aria-selected={itemIndex === activeIndex}
                  tabIndex={-1}
                  className={classes.option}
                  data-active={itemIndex === activeIndex || undefined}
                  onMouseMove={() => setActive(itemIndex)}
                  onClick={() => choose(item)}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Icon size={22} aria-hidden />
                    <Stack gap={0} className={classes.optionText}>
                      <Text size="sm" fw={600} truncate>
                        {item.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {item.description}
                      </Text>
                    </Stack>
                  </Group>
                </UnstyledButton>
              );
            })}
          </div>
        ))}
      </div>
      <Group gap={6} className={classes.footer} justify="flex-end">
        <Text size="xs" c="dimmed">
          {t('palette.hint')}
        </Text>
        <Kbd size="xs">Esc</Kbd>
      </Group>
    </Modal>
  );
}
