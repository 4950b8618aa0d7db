import { ActionIcon, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
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
import { pdfMerge } from './pdf-merge.operations';
import { RunFailure, wordFailure } from '../../modules/image-tool/run-failure';

const TOOL_ID = 'pdf-merge';
const DEFAULTS = defaultOptions(pdfMerge);
/** The name and bookmarks are settings (in the URL); a password is never remembered. */
const STATE_OPTIONS = { persist: { name: 'url', bookmarks: 'url', password: 'none' }, schema: pdfMerge.options } as const;
const ACCEPT = 'application/pdf,.pdf,image/jpeg,image/png,image/webp';
const PASSWORD_KEYS = new Set(['pdf.passwordNeeded', 'pdf.wrongPassword']);

/** A file of the list, with a key that stays while it moves. */
interface Entry {
  id: number;
  file: File;
}

interface Request {
  files: File[];
  options: Record<string, unknown>;
}

/** The merge, in an operation worker: the files go there unread, the PDF comes back as a File. */
const MERGE = {
  remote: async ({ files, options }: Request, control: RunControl): Promise<File> => {
    const outcome = await operationClient.runToFiles({ kind: 'operation', op: pdfMerge.id, options }, files, control);
    if (!outcome.ok) throw new RunFailure(outcome.message, outcome.failure);
    return outcome.files[0]!;
  },
  warm: operationClient.warm,
  delayMs: 300,
};

/** Keys of the list's entries (unique for the page's life). */
let nextEntryId = 0;
const wrap = (files: readonly File[]): Entry[] => files.map((file) => ({ id: nextEntryId++, file }));

/**
 * PDFs and images in a list that can be put in order (drag handles, arrow buttons, arrow keys on a
 * handle); the merged PDF is made in a worker at every change and shown with Download.
 */
export default function PdfMerge() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shell, i18n } = useTranslation();
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [entries, setEntries] = useState<Entry[]>(() => wrap(pastedFiles(TOOL_ID) ?? []));
  useEffect(() => clearHandoff(TOOL_ID), []);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number>();
  const handles = useRef(new Map<number, HTMLButtonElement>());

  const optionsKey = JSON.stringify(state);
  const request = useMemo<Request | undefined>(
    () => (entries.length > 0 ? { files: entries.map((entry) => entry.file), options: JSON.parse(optionsKey) as Record<string, unknown> } : undefined),
    [entries, optionsKey],
  );
  const job = useLiveResult(request, MERGE);
  const failure = job.error instanceof RunFailure ? job.error.failure : undefined;
  const needsPassword = (failure?.messageKey !== undefined && PASSWORD_KEYS.has(failure.messageKey)) || state.password !== '';
  const size = (bytes: number) => formatByteSize(bytes, i18n.language);

  const move = (from: number, to: number, focus = false) => {
    if (to < 0 || to >= entries.length || from === to) return;
    const moved = entries[from]!;
    const next = [...entries];
    next.splice(from, 1);
    next.splice(to, 0, moved);
    setEntries(next);
    setAnnouncement(t('moved', { name: moved.file.name, position: to + 1, total: entries.length }));
    // The moved file keeps the focus (its row is the same element in its new place).
    if (focus) requestAnimationFrame(() => handles.current.get(moved.id)?.focus());
  };
  const remove = (index: number) => {
    const removed = entries[index]!;
    setEntries(entries.filter((_, at) => at !== index));
    setAnnouncement(t('removed', { name: removed.file.name }));
  };
  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : event.key === 'Home' ? 0 : event.key === 'End' ? entries.length - 1 : undefined;
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, true);
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    if (dragged === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const from = entries.findIndex((entry) => entry.id === dragged);
    setDragged(undefined);
    if (from >= 0) move(from, index);
  };

  return (
    <Stack gap="lg">
      <FileDropZone
        multiple
        label={t('dropLabel')}
        description={t('dropHint')}
        accept={ACCEPT}
        acceptLabel={t('acceptLabel')}
        onFiles={(added) => setEntries((current) => [...current, ...wrap(added)])}
      />

      {entries.length > 0 && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pdf-merge-order">
          <Stack gap="xs">
            <Title order={2} size="h4" id="pdf-merge-order">
              {t('order')}
            </Title>
            <Text size="sm" c="dimmed" id="pdf-merge-order-hint">
              {t('orderHint')}
            </Text>
            <ol aria-labelledby="pdf-merge-order" aria-describedby="pdf-merge-order-hint" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {entries.map((entry, index) => (
                <li
                  key={entry.id}
                  onDragOver={(event) => dragged !== undefined && event.preventDefault()}
                  onDrop={onDrop(index)}
                  style={{ opacity: dragged === entry.id ? 0.5 : 1, borderTop: index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined }}
                >
                  <Group gap="xs" wrap="nowrap" py={4}>
                    <ActionIcon
                      ref={(element) => {
                        if (element) handles.current.set(entry.id, element);
                        else handles.current.delete(entry.id);
                      }}
                      variant="subtle"
                      color="gray"
                      draggable
                      onDragStart={(event) => {
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', entry.file.name);
                        setDragged(entry.id);
                      }}
                      onDragEnd={() => setDragged(undefined)}
                      onKeyDown={onHandleKey(index)}
                      aria-label={t('handle', { name: entry.file.name, position: index + 1, total: entries.length })}
                      style={{ cursor: 'grab' }}
                    >
                      <IconGripVertical size={18} aria-hidden />
                    </ActionIcon>
                    <Text size="sm" fw={500} w={28} ta="right" aria-hidden>
                      {index + 1}.
                    </Text>
                    <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {entry.file.name}{' '}
                      <Text span size="xs" c="dimmed">
                        {size(entry.file.size)}
                      </Text>
                    </Text>
                    <ActionIcon variant="subtle" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('moveUp', { name: entry.file.name })}>
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      disabled={index === entries.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t('moveDown', { name: entry.file.name })}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" onClick={() => remove(index)} aria-label={t('remove', { name: entry.file.name })}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </li>
              ))}
            </ol>
            <div role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
              {announcement}
            </div>
          </Stack>
        </Paper>
      )}

      <Group align="flex-start" gap="md" wrap="wrap">
        <TextField label={t('outputName')} value={state.name} onChange={(name) => update({ name })} placeholder="merged.pdf" w={260} />
        {needsPassword && (
          <TextField
            type="password"
            label={shell('pdf.password')}
            description={t('passwordHint')}
            value={state.password}
            onChange={(password) => update({ password })}
            placeholder=""
            w={260}
            autoComplete="off"
          />
        )}
        <Switch
          mt={30}
          label={t('bookmarks')}
          description={t('bookmarksHint')}
          checked={state.bookmarks}
          onChange={(event) => update({ bookmarks: event.currentTarget.checked })}
        />
      </Group>

      {entries.length === 0 && <Text size="sm">{t('noFilesYet')}</Text>}
      {request && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('working')}</Text>
        </Group>
      )}
      {request && job.error !== undefined && !job.pending && <ToolAlert type="error">{wordFailure(TOOL_ID, job.error)}</ToolAlert>}
      {request && job.latest && job.error === undefined && (
        <Stack gap="sm" component="section" aria-label={t('result')} aria-busy={job.pending}>
          <FilePreview file={job.latest} />
        </Stack>
      )}
    </Stack>
  );
}
