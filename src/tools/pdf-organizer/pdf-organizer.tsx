import { Button, Group, Loader, PasswordInput, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy, IconDownload, IconRestore } from '@tabler/icons-react';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromFailure } from '../../engine/failure';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import type { OperationWarning } from '../../engine/operation';
import { isPasswordError } from '../../engine/pdf/errors';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { downloadBlob } from '../../lib/download';
import { isToolInputError } from '../../lib/errors';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { wordKey } from '../../modules/i18n/word-key';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { addTurns, formatArrangement, identityArrangement, parseArrangement, type ArrangedPage } from './pdf-organizer.arrangement';
import type * as Jobs from './pdf-organizer.jobs';
import { pdfOrganizer } from './pdf-organizer.operations';
import { forgetFile, keepFile, keptFile } from './pdf-organizer.storage';
import type en from './locales/en.json';
import classes from './pdf-organizer.module.css';
import { PageCard, type CardEvents, type CardLabels } from './PageCard';

const placeholder = <Loader size="xs" aria-hidden />;

const TOOL_ID = 'pdf-organizer';
const DEFAULTS = { pages: '', password: '' };
const STATE_OPTIONS = { persist: { pages: 'local', password: 'none' }, schema: pdfOrganizer.options } as const;
const jobs = toolJobs<typeof Jobs>(TOOL_ID);

/** Thumbnails' width on screen (CSS pixels) and the box a page is fitted in, turned or not. */
const THUMB_WIDTH = 120;
const BOX = { width: 130, height: 160 };
/** Pages drawn per worker call after the first, and calls at once. */
const CHUNK = 6;
/** Workers drawing at once: one core is left to the page (on two cores, two lanes made its tasks wait). */
const LANES = Math.max(1, Math.min(2, (typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2) - 1));
/** Cards shown at first, and added by "Show more" (a long document stays quick to lay out). */
const SHOWN_STEP = 200;
/**
 * Cards are mounted a few at first and then this many per frame, in transitions, so a long
 * document never holds the page for long (a card costs several milliseconds to render and lay out on
 * two cores: 24 at once made one 190–245 ms task).
 */
const FIRST_CARDS = 4;
const CARDS_PER_FRAME = 8;
const UNDO_LIMIT = 100;
/** A page whose size is not known yet: A4. */
const A4 = { width: 595, height: 842 };

interface Thumb {
  url: string;
  /** The page's size in points as shown (its own /Rotate applied). */
  width: number;
  height: number;
}

interface Loaded {
  file: File;
  pageCount: number;
}

/** The pages read from one file with one password: their count, thumbnails (by 0-based page) and the error that stopped them. */
interface PagesView {
  file: File;
  password: string;
  pageCount?: number;
  thumbs: ReadonlyMap<number, Thumb>;
  error?: unknown;
}

const NO_THUMBS: ReadonlyMap<number, Thumb> = new Map();

interface SaveResult {
  pages: string;
  file: File;
  count: number;
  warnings: OperationWarning[];
}

/** A message in the reader's language: the tool's strings, then the shell's (the shared `pdf.*`). */
function word(key: string | undefined, params: Record<string, unknown> | undefined, fallback: string): string {
  return wordKey(key, params, [TOOL_ID, 'shell']) ?? fallback;
}
const wordError = (error: unknown) =>
  isToolInputError(error) ? word(error.messageKey, error.params, error.detail ?? error.message) : error instanceof Error ? error.message : String(error);

/** Each File object gets its own key: the worker keeps the bytes of the last one it read. */
const fileKeys = new WeakMap<File, string>();
let nextFileKey = 0;
function keyOf(file: File): string {
  let key = fileKeys.get(file);
  if (!key) fileKeys.set(file, (key = `${Date.now()}-${nextFileKey++}`));
  return key;
}

async function urlOf(image: Blob | { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> }): Promise<string> {
  if (image instanceof Blob) return URL.createObjectURL(image);
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  canvas.getContext('2d')?.putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? URL.createObjectURL(blob) : '';
}

/** `width` × `height` fitted in BOX (turned or not), in CSS pixels. */
function fitted(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(BOX.width / width, BOX.height / height, THUMB_WIDTH / Math.min(width, height));
  return { width: Math.max(8, Math.round(width * scale)), height: Math.max(8, Math.round(height * scale)) };
}

export default function PdfOrganizer() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shell, i18n } = useTranslation();
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { pages, password } = state;

  // The file: dropped, handed over by "Drop anything", or brought back from IndexedDB after a reload.
  const [file, setFile] = useState<File | undefined>(() => pastedFiles(TOOL_ID)?.[0]);
  const initialPages = useRef(pages);
  useEffect(() => {
    clearHandoff(TOOL_ID);
    if (file) {
      void keepFile(file);
      update({ pages: '', password: '' });
    } else if (initialPages.current !== '') {
      // Unsaved changes: the same file and arrangement come back.
      void keptFile().then((kept) => kept && setFile((current) => current ?? kept));
    } else void forgetFile();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening the page
  }, []);

  const [undoStack, setUndoStack] = useState<string[]>([]);
  const takeFile = (next: File | undefined) => {
    setFile(next);
    setUndoStack([]);
    setPasswordDraft('');
    update({ pages: '', password: '' });
    if (next) void keepFile(next);
    else void forgetFile();
  };

  // Thumbnails: drawn in the operation workers, the first page alone first, then a few at a time.
  const [view, setView] = useState<PagesView>();
  const current = view && view.file === file && view.password === password ? view : undefined;
  const viewFile = current?.file;
  const viewCount = current?.pageCount;
  const loaded = useMemo<Loaded | undefined>(() => (viewFile && viewCount !== undefined ? { file: viewFile, pageCount: viewCount } : undefined), [viewFile, viewCount]);
  const thumbs = current?.thumbs ?? NO_THUMBS;
  const loadError = current?.error;
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    const urls: string[] = [];
    let cancelled = false;
    const key = keyOf(file);
    const width = Math.round(THUMB_WIDTH * Math.min(2, Math.max(1, window.devicePixelRatio || 1)));
    const draw = (from: number, to: number) => jobs.run('thumbnails', { key, file, name: file.name, password, from, to, width }, { signal: controller.signal });
    const mine = (candidate: PagesView | undefined): candidate is PagesView => candidate?.file === file && candidate.password === password;
    const show = async ({ thumbnails }: Jobs.Thumbnails) => {
      const made = await Promise.all(
        thumbnails.map(async ({ index, width: pageWidth, height, image }) => ({ index, thumb: { url: await urlOf(image), width: pageWidth, height } })),
      );
      urls.push(...made.map(({ thumb }) => thumb.url));
      if (cancelled) return;
      // Thumbnails arriving re-render the cards: in slices (one task took 90–230 ms with 100 pages).
      startTransition(() =>
        setView((latest) => {
          if (!mine(latest)) return latest;
          const next = new Map(latest.thumbs);
          for (const { index, thumb } of made) next.set(index, thumb);
          return { ...latest, thumbs: next };
        }),
      );
    };
    void (async () => {
      try {
        const first = await draw(0, 0);
        if (cancelled) return;
        startTransition(() => setView({ file, password, pageCount: first.pageCount, thumbs: NO_THUMBS }));
        await show(first);
        const chunks: [number, number][] = [];
        for (let from = 1; from < first.pageCount; from += CHUNK) chunks.push([from, Math.min(first.pageCount - 1, from + CHUNK - 1)]);
        let next = 0;
        const lane = async () => {
          while (!cancelled && next < chunks.length) {
            const [from, to] = chunks[next++]!;
            await show(await draw(from, to));
          }
        };
        await Promise.all(Array.from({ length: LANES }, lane));
      } catch (error) {
        if (!cancelled) setView((latest) => (mine(latest) ? { ...latest, error } : { file, password, thumbs: NO_THUMBS, error }));
      }
    })();
    return () => {
      cancelled = true;
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [file, password]);

  // The arrangement: the `pages` list read against the loaded file; a list that does not fit it starts over.
  const pageCount = loaded?.pageCount ?? 0;
  const arranged = useMemo(() => {
    if (!loaded || pages === '') return undefined;
    try {
      return parseArrangement(pages, loaded.pageCount, loaded.file.name);
    } catch {
      return undefined;
    }
  }, [loaded, pages]);
  useEffect(() => {
    if (loaded && !arranged) update({ pages: formatArrangement(identityArrangement(loaded.pageCount)) });
  }, [loaded, arranged, update]);

  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<{ index: number; action?: string }>();
  const gridRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!focusTarget || !gridRef.current) return;
    const card = gridRef.current.children[focusTarget.index] as HTMLElement | undefined;
    const button = focusTarget.action ? card?.querySelector<HTMLButtonElement>(`[data-action="${focusTarget.action}"]:not(:disabled)`) : undefined;
    (button ?? card)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  const commit = useCallback(
    (next: ArrangedPage[], message: string, focus?: { index: number; action?: string }) => {
      setUndoStack((stack) => [...stack.slice(-UNDO_LIMIT + 1), pages]);
      update({ pages: formatArrangement(next) });
      setAnnouncement(message);
      if (focus) setFocusTarget(focus);
    },
    [pages, update],
  );
  const undo = () => {
    const previous = undoStack.at(-1);
    if (previous === undefined) return;
    setUndoStack((stack) => stack.slice(0, -1));
    update({ pages: previous });
    setAnnouncement(t('undone'));
  };

  const items = useMemo(() => arranged ?? [], [arranged]);
  // Each card's words, made once per arrangement (not at every thumbnail), and only for the cards
  // mounted: the words of 100 cards made at once took 50 ms of the first render.
  const wordsOf = useMemo(() => {
    const made = new Map<number, { caption: string; name: string }>();
    return (index: number) => {
      let words = made.get(index);
      if (!words) {
        const item = items[index]!;
        const caption = item.page === 'blank' ? t('blank') : t('page', { page: item.page });
        const what = item.rotate === 0 ? caption : `${caption}, ${t('turned', { degrees: item.rotate })}`;
        words = { caption, name: t('card', { position: index + 1, count: items.length, what }) };
        made.set(index, words);
      }
      return words;
    };
  }, [items, t]);
  const whatOf = (item: ArrangedPage) => {
    const base = item.page === 'blank' ? t('blank') : t('page', { page: item.page });
    return item.rotate === 0 ? base : `${base}, ${t('turned', { degrees: item.rotate })}`;
  };
  const move = (from: number, to: number, action?: string) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    commit(next, t('moved', { what: whatOf(item!), position: to + 1, count: next.length }), { index: to, action });
  };
  const rotate = (index: number, degrees: 90 | 270, action: string) => {
    const next = [...items];
    const item = { ...next[index]!, rotate: addTurns(next[index]!.rotate, degrees) };
    next[index] = item;
    commit(next, t('rotated', { what: item.page === 'blank' ? t('blank') : t('page', { page: item.page }), degrees: item.rotate }), { index, action });
  };
  const remove = (index: number) => {
    if (items.length <= 1) return;
    const next = items.filter((_, at) => at !== index);
    commit(next, t('deleted', { what: whatOf(items[index]!), count: next.length }), { index: Math.min(index, next.length - 1) });
  };
  const duplicate = (index: number) => {
    const next = [...items];
    next.splice(index + 1, 0, { ...items[index]! });
    commit(next, t('duplicated', { what: whatOf(items[index]!), position: index + 2 }), { index: index + 1, action: 'duplicate' });
  };
  const insertBlank = (index: number) => {
    const next = [...items];
    next.splice(index + 1, 0, { page: 'blank', rotate: 0 });
    commit(next, t('blankInserted', { position: index + 2 }), { index: index + 1, action: 'insertBlank' });
  };
  const restore = () => {
    commit(identityArrangement(pageCount), t('restored'));
  };

  const onCardKey = (index: number, event: KeyboardEvent<HTMLLIElement>) => {
    const onCard = event.target === event.currentTarget;
    const earlier = event.key === 'ArrowLeft' || event.key === 'ArrowUp';
    const later = event.key === 'ArrowRight' || event.key === 'ArrowDown';
    if (event.altKey && (earlier || later)) {
      event.preventDefault();
      move(index, index + (earlier ? -1 : 1));
    } else if (onCard && (earlier || later) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      setFocusTarget({ index: Math.max(0, Math.min(items.length - 1, index + (earlier ? -1 : 1))) });
    } else if (onCard && event.key === 'Home') {
      event.preventDefault();
      setFocusTarget({ index: 0 });
    } else if (onCard && event.key === 'End') {
      event.preventDefault();
      setFocusTarget({ index: items.length - 1 });
    } else if (onCard && event.key === 'Delete') {
      event.preventDefault();
      remove(index);
    }
  };

  // Dragging: the card taken and the one under the pointer.
  const dragged = useRef<number | undefined>(undefined);
  const [dropAt, setDropAt] = useState<number>();

  // The cards' events go through one object that never changes (so a card redraws only when its own
  // props do), calling the latest handlers.
  const latest = useRef({ move, rotate, remove, duplicate, insertBlank, onCardKey });
  useLayoutEffect(() => {
    latest.current = { move, rotate, remove, duplicate, insertBlank, onCardKey };
  });
  const events = useMemo<CardEvents>(
    () => ({
      action: (action, index) => {
        const handlers = latest.current;
        if (action === 'earlier') handlers.move(index, index - 1, 'earlier');
        else if (action === 'later') handlers.move(index, index + 1, 'later');
        else if (action === 'left') handlers.rotate(index, 270, 'left');
        else if (action === 'right') handlers.rotate(index, 90, 'right');
        else if (action === 'duplicate') handlers.duplicate(index);
        else if (action === 'insertBlank') handlers.insertBlank(index);
        else handlers.remove(index);
      },
      keyDown: (index, event) => latest.current.onCardKey(index, event),
      dragStart: (index, event) => {
        dragged.current = index;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index + 1));
      },
      dragOver: (index, event) => {
        if (dragged.current === undefined) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropAt(index);
      },
      drop: (index, event) => {
        if (dragged.current === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        latest.current.move(dragged.current, index);
        dragged.current = undefined;
        setDropAt(undefined);
      },
      dragEnd: () => {
        dragged.current = undefined;
        setDropAt(undefined);
      },
    }),
    [],
  );
  const labels = useMemo<CardLabels>(
    () => ({
      moveEarlier: t('moveEarlier'),
      moveLater: t('moveLater'),
      rotateLeft: t('rotateLeft'),
      rotateRight: t('rotateRight'),
      duplicate: t('duplicate'),
      insertBlank: t('insertBlank'),
      delete: t('delete'),
    }),
    [t],
  );

  // The list as text: edited here, applied with Enter or when leaving the field.
  const [draft, setDraft] = useState<string>();
  const draftError = useMemo(() => {
    if (draft === undefined || !loaded) return undefined;
    try {
      parseArrangement(draft, loaded.pageCount, loaded.file.name);
      return undefined;
    } catch (error) {
      return wordError(error);
    }
  }, [draft, loaded]);
  const applyDraft = () => {
    if (draft === undefined || draftError !== undefined || !loaded) return;
    const next = parseArrangement(draft, loaded.pageCount, loaded.file.name);
    setDraft(undefined);
    if (formatArrangement(next) !== pages) commit(next, t('summary' as 'summary_other', { count: next.length, original: pageCount, name: loaded.file.name }));
  };

  // Password: asked when the file needs one; the thumbnails and the save use it.
  const [passwordDraft, setPasswordDraft] = useState(password);
  const needsPassword = isPasswordError(loadError) || password !== '';

  // Saving: the operation in a worker; the result offered for download until the arrangement changes.
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>();
  const [result, setResult] = useState<SaveResult>();
  const save = async () => {
    if (!file || !arranged) return;
    setSaving(true);
    setSaveError(undefined);
    try {
      const outcome = await operationClient.runToFiles({ kind: 'operation', op: pdfOrganizer.id, options: { pages, password } }, file);
      if (!outcome.ok) throw outcome.failure ? fromFailure(outcome.failure) : new Error(outcome.message);
      const saved = outcome.files[0]!;
      setResult({ pages, file: saved, count: arranged.length, warnings: outcome.warnings });
      downloadBlob(saved.name, saved);
    } catch (error) {
      setSaveError(error);
    } finally {
      setSaving(false);
    }
  };
  const savedNow = result && result.pages === pages && file ? result : undefined;

  const [shownFor, setShownFor] = useState<{ file?: File; count: number }>({ count: SHOWN_STEP });
  const shown = shownFor.file === file ? shownFor.count : SHOWN_STEP;
  const [revealed, setRevealed] = useState<{ file?: File; count: number }>({ count: FIRST_CARDS });
  const mounted = Math.min(shown, revealed.file === file ? revealed.count : FIRST_CARDS);
  const wanted = Math.min(shown, items.length);
  useEffect(() => {
    if (mounted >= wanted) return;
    const frame = requestAnimationFrame(() => startTransition(() => setRevealed({ file, count: mounted + CARDS_PER_FRAME })));
    return () => cancelAnimationFrame(frame);
  }, [file, mounted, wanted]);

  const number = new Intl.NumberFormat(i18n.language);
  const sizes = useMemo(() => {
    // Each card's size as shown: a page's own; a blank page's that of the page before it, or of the first page (as the operation does).
    const turn = (size: { width: number; height: number }, degrees: number) => (degrees % 180 === 0 ? size : { width: size.height, height: size.width });
    const firstIndex = items.findIndex((item) => item.page !== 'blank');
    const first = firstIndex < 0 ? (thumbs.get(0) ?? A4) : turn(thumbs.get((items[firstIndex]!.page as number) - 1) ?? A4, items[firstIndex]!.rotate);
    const shownSizes: { width: number; height: number }[] = [];
    let previous = first;
    for (const item of items) {
      if (item.page !== 'blank') previous = turn(thumbs.get(item.page - 1) ?? A4, item.rotate);
      shownSizes.push(item.page === 'blank' ? turn(previous, item.rotate) : previous);
    }
    return shownSizes;
  }, [items, thumbs]);

  return (
    <Stack gap="lg">
      <FileDropZone
        label={t('dropLabel')}
        accept=".pdf,application/pdf"
        acceptLabel={t('pdfFiles')}
        files={file ? [file] : []}
        onFiles={(added) => takeFile(added[0])}
        onRemove={() => takeFile(undefined)}
      />

      {file && needsPassword && (
        <Group gap="sm" align="flex-end">
          <PasswordInput
            label={shell('pdf.password')}
            value={passwordDraft}
            maxLength={1000}
            autoComplete="off"
            onChange={(event) => setPasswordDraft(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && update({ password: passwordDraft })}
            w={260}
          />
          <Button variant="default" onClick={() => update({ password: passwordDraft })}>
            {t('open')}
          </Button>
        </Group>
      )}
      {file && loadError !== undefined && <ToolAlert type="error">{wordError(loadError)}</ToolAlert>}
      {file && !loaded && loadError === undefined && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('loading')}</Text>
        </Group>
      )}

      {loaded && arranged && (
        <Stack gap="sm">
          <TextInput
            label={t('pagesLabel')}
            description={t('pagesHint')}
            value={draft ?? pages}
            spellCheck={false}
            autoComplete="off"
            classNames={{ input: classes.monospace }}
            error={draftError}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onBlur={applyDraft}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyDraft();
              if (event.key === 'Escape') setDraft(undefined);
            }}
          />
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('summary' as 'summary_other', { count: arranged.length, original: number.format(pageCount), name: loaded.file.name })}</Text>
            <Group gap="xs">
              <Button variant="default" size="xs" leftSection={<IconArrowBackUp size={16} />} disabled={undoStack.length === 0} onClick={undo}>
                {t('undo')}
              </Button>
              <Button variant="default" size="xs" leftSection={<IconRestore size={16} />} onClick={restore}>
                {t('restore')}
              </Button>
            </Group>
          </Group>
          <Group gap="sm">
            <Button leftSection={<IconDeviceFloppy size={18} />} onClick={() => void save()} loading={saving}>
              {t('save')}
            </Button>
            {saving && <Text size="sm">{t('saving')}</Text>}
          </Group>
          {saveError !== undefined && !saving && <ToolAlert type="error">{wordError(saveError)}</ToolAlert>}
          {savedNow && (
            <Stack gap="xs" component="section" aria-label={shell('imageTool.result')}>
              {savedNow.warnings.map((warning) => (
                <ToolAlert key={warning.key} type="warning">
                  {word(warning.key, warning.data as Record<string, unknown> | undefined, warning.message)}
                </ToolAlert>
              ))}
              <Group gap="sm">
                <Text aria-live="polite">
                  {t('saved' as 'saved_other', { name: savedNow.file.name, count: savedNow.count, size: formatByteSize(savedNow.file.size, i18n.language) })}
                </Text>
                <Button variant="light" size="xs" leftSection={<IconDownload size={16} />} onClick={() => downloadBlob(savedNow.file.name, savedNow.file)}>
                  {t('download')}
                </Button>
              </Group>
            </Stack>
          )}
          <Text size="xs" c="dimmed" id="pdf-organizer-grid-hint">
            {t('gridHint')}
          </Text>
          <ol ref={gridRef} className={classes.grid} aria-label={t('gridLabel', { name: loaded.file.name })} aria-describedby="pdf-organizer-grid-hint">
            {items.slice(0, mounted).map((item, index) => {
              const size = fitted(sizes[index]!.width, sizes[index]!.height);
              return (
                <PageCard
                  // Cards are the arrangement's positions: an index key keeps focus and drop targets simple.
                  key={index}
                  index={index}
                  count={items.length}
                  blank={item.page === 'blank'}
                  rotate={item.rotate}
                  caption={wordsOf(index).caption}
                  name={wordsOf(index).name}
                  url={item.page === 'blank' ? undefined : thumbs.get(item.page - 1)?.url}
                  width={size.width}
                  height={size.height}
                  dropTarget={dropAt === index}
                  labels={labels}
                  events={events}
                  placeholder={placeholder}
                />
              );
            })}
          </ol>
          {items.length > shown && (
            <Group justify="center">
              <Button variant="default" onClick={() => setShownFor({ file, count: shown + SHOWN_STEP })}>
                {t('showMore', { count: Math.min(SHOWN_STEP, items.length - shown) })}
              </Button>
            </Group>
          )}
          <VisuallyHidden aria-live="polite" role="status">
            {announcement}
          </VisuallyHidden>
        </Stack>
      )}
    </Stack>
  );
}
