import { Button, CloseButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDownload, IconFile, IconFolder, IconFolderOpen, IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { failureMessage, fromFailure } from '../../engine/failure';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { downloadBlob } from '../../lib/download';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { wordWarning } from '../../modules/image-tool/run-failure';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { baseName, type TreeFolder } from './archive-tree';
import type * as Jobs from './zip-extractor.jobs';
import type en from './locales/en.json';
import type { ArchiveEntry, ArchiveListing } from './zip-extractor.service';
import { zipExtractor } from './zip-extractor.operations';
import classes from './zip-extractor.module.css';

const TOOL_ID = 'zip-extractor';
/** A folder shows this many children at first, then more on request (a flat 10,000-file archive stays quick). */
const PAGE = 100;
/** Above this many entries, folders start closed. */
const OPEN_BELOW = 60;
/** A text preview shows the start of the file. */
const TEXT_PREVIEW_BYTES = 64 * 1024;
const TEXT_TYPES = /^(text\/|application\/(json|xml|yaml|toml|sql|javascript|x-pem-file))/;

const archiveJobs = toolJobs<typeof Jobs>(TOOL_ID);

type T = ReturnType<typeof useToolTranslation<typeof en>>['t'];

/** A message in the reader's language for a failure (a message key from the service, or a fallback). */
function describe(t: T, error: unknown, fallback: 'listFailed' | 'extractFailed'): { key: string; text: string } {
  const { messageKey, params, detail } = failureMessage(error, fallback);
  const text = t(messageKey as 'listFailed', (params ?? {}) as Record<string, never>);
  return { key: messageKey, text: detail && (messageKey === fallback || messageKey.startsWith('damaged')) ? `${text} (${detail})` : text };
}

/** Runs the extraction in an operation worker; the files come back unread. */
async function extract(file: File, password: string, path: string) {
  const outcome = await operationClient.runToFiles({ kind: 'operation', op: zipExtractor.id, options: { password, path } }, file);
  if (!outcome.ok) throw outcome.failure ? fromFailure(outcome.failure) : new Error(outcome.message);
  return outcome;
}

interface DirectoryHandle {
  name: string;
  getDirectoryHandle(name: string, options: { create: boolean }): Promise<DirectoryHandle>;
  getFileHandle(name: string, options: { create: boolean }): Promise<{ createWritable(): Promise<WritableStream<Uint8Array>> }>;
}
type PickerWindow = Window & { showDirectoryPicker?: (options: { mode: 'readwrite' }) => Promise<DirectoryHandle> };

/** Writes the files into the chosen folder, making the sub-folders their paths name. */
async function writeToFolder(folder: DirectoryHandle, files: readonly File[]) {
  for (const file of files) {
    const parts = file.name.split('/');
    let target = folder;
    for (const part of parts.slice(0, -1)) target = await target.getDirectoryHandle(part, { create: true });
    const handle = await target.getFileHandle(parts[parts.length - 1]!, { create: true });
    await file.stream().pipeTo(await handle.createWritable());
  }
}

type Preview = { path: string; status: 'loading' } | { path: string; status: 'done'; file: File; text?: string; truncated: boolean } | { path: string; status: 'error'; message: string };

export interface ArchiveCardProps {
  file: File;
  /** The password field's value (one field for every archive, shown when one is encrypted). */
  password: string;
  /** Says whether the archive has encrypted entries, once listed. */
  onListed: (encrypted: boolean) => void;
  /** A password problem, said under the password field (undefined clears it). */
  onPasswordError: (message: string | undefined) => void;
  onRemove: () => void;
}

/** One archive: its listing as a tree, a password when needed, a preview of the entry clicked, and extraction. */
export function ArchiveCard({ file, password, onListed, onPasswordError, onRemove }: ArchiveCardProps) {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [listing, setListing] = useState<{ file: File; listing?: ArchiveListing; tree?: TreeFolder; error?: string }>();
  const setPasswordError = onPasswordError;
  const [preview, setPreview] = useState<Preview>();
  const [busy, setBusy] = useState<'folder' | 'zip'>();
  const [outcome, setOutcome] = useState<{ type: 'error' | 'success' | 'warning'; message: string }[]>([]);
  const successes = outcome.filter((said) => said.type === 'success');
  const alerts = outcome.filter((said) => said.type !== 'success') as { type: 'error' | 'warning'; message: string }[];
  const size = (bytes: number) => formatByteSize(bytes, language);

  useEffect(() => {
    let cancelled = false;
    // The listing and its tree are made in a worker (zip-extractor-list's service, and the tree built beside it).
    archiveJobs.run('listTree', file).then(
      (result) => {
        if (cancelled) return;
        setListing({ file, listing: result.listing, tree: result.tree });
        onListed(result.listing.encrypted);
      },
      (error: unknown) => !cancelled && setListing({ file, error: describe(t, error, 'listFailed').text }),
    );
    return () => {
      cancelled = true;
    };
  }, [file, t, onListed]);

  const current = listing?.file === file ? listing : undefined;
  const tree = current?.tree;
  // Folders as the tree shows them: many archives name a file's folders without an entry of their own.
  const folderCount = tree ? countFolders(tree) : 0;

  /** A failure said where it belongs: a password problem under the field, the rest in the card. */
  const fail = (error: unknown): string => {
    const { key, text } = describe(t, error, 'extractFailed');
    if (key === 'wrongPassword' || key === 'passwordNeeded') setPasswordError(text);
    return text;
  };

  const open = async (entry: ArchiveEntry) => {
    const path = entry.safePath!;
    setPreview({ path, status: 'loading' });
    try {
      const { files } = await extract(file, password, path);
      const found = files[0]!;
      setPasswordError(undefined);
      if (TEXT_TYPES.test(found.type)) {
        const text = await found.slice(0, TEXT_PREVIEW_BYTES).text();
        setPreview({ path, status: 'done', file: found, text, truncated: found.size > TEXT_PREVIEW_BYTES });
      } else setPreview({ path, status: 'done', file: found, truncated: false });
    } catch (error) {
      setPreview({ path, status: 'error', message: fail(error) });
    }
  };

  const download = async (entry: ArchiveEntry) => {
    try {
      const { files } = await extract(file, password, entry.safePath!);
      setPasswordError(undefined);
      downloadBlob(baseName(entry.safePath!), files[0]!);
    } catch (error) {
      setOutcome([{ type: 'error', message: fail(error) }]);
    }
  };

  const warningsOf = (warnings: Parameters<typeof wordWarning>[1][]) => warnings.map((warning) => ({ type: 'warning' as const, message: wordWarning(TOOL_ID, warning) }));

  const extractToFolder = async () => {
    const picker = (window as PickerWindow).showDirectoryPicker;
    if (!picker) return;
    let folder: DirectoryHandle;
    try {
      folder = await picker({ mode: 'readwrite' });
    } catch {
      return; // the person closed the picker
    }
    setBusy('folder');
    try {
      // Everything is extracted (and checked) before the first file is written: nothing half-written.
      const { files, warnings } = await extract(file, password, '');
      setPasswordError(undefined);
      await writeToFolder(folder, files);
      setOutcome([{ type: 'success', message: t('writtenToFolder' as 'writtenToFolder_other', { count: files.length, folder: folder.name }) }, ...warningsOf(warnings)]);
    } catch (error) {
      setOutcome([{ type: 'error', message: fail(error) }]);
    } finally {
      setBusy(undefined);
    }
  };

  const downloadAllZip = async () => {
    setBusy('zip');
    try {
      const { files, warnings } = await extract(file, password, '');
      setPasswordError(undefined);
      const name = `${file.name.replace(/\.(zip|tar\.gz|tgz|tar|gz)$/i, '') || 'archive'}.zip`;
      const zipped = await operationClient.runToFiles({ kind: 'operation', op: 'zip-creator', options: { name, level: 6 } }, files);
      if (!zipped.ok) throw zipped.failure ? fromFailure(zipped.failure) : new Error(zipped.message);
      downloadBlob(name, zipped.files[0]!);
      setOutcome(warningsOf(warnings));
    } catch (error) {
      setOutcome([{ type: 'error', message: fail(error) }]);
    } finally {
      setBusy(undefined);
    }
  };

  const canPickFolder = typeof window !== 'undefined' && typeof (window as PickerWindow).showDirectoryPicker === 'function';
  const info = current?.listing;
  // A plain ZIP is already the "all files" download; a tar, a tar.gz or an encrypted ZIP becomes one.
  const offerZip = info !== undefined && info.files > 0 && (info.format !== 'zip' || info.encrypted);

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={file.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" className={classes.title}>
            <IconFile size={18} aria-hidden />
            <Text fw={600} truncate>
              {file.name}
            </Text>
            {info && (
              <Text size="sm" c="dimmed">
                {t('summary', { format: info.format.toUpperCase(), files: t('fileCount' as 'fileCount_other', { count: info.files }), folders: t('folderCount' as 'folderCount_other', { count: folderCount }), size: size(info.totalSize), archive: size(file.size) })}
              </Text>
            )}
          </Group>
          <CloseButton aria-label={t('remove', { name: file.name })} onClick={onRemove} />
        </Group>
        {!current && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('reading')}</Text>
          </Group>
        )}
        {current?.error !== undefined && <ToolAlert type="error">{current.error}</ToolAlert>}
        {info && (
          <>
            <Group gap="xs">
              {canPickFolder && (
                <Button variant="default" leftSection={<IconFolderOpen size={16} aria-hidden />} loading={busy === 'folder'} disabled={info.files === 0} onClick={() => void extractToFolder()}>
                  {t('extractToFolder')}
                </Button>
              )}
              {offerZip && (
                <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy === 'zip'} onClick={() => void downloadAllZip()}>
                  {t('downloadAllZip')}
                </Button>
              )}
            </Group>
            {!canPickFolder && info.format === 'zip' && !info.encrypted && (
              <Text size="sm" c="dimmed">
                {t('noFolderPicker')}
              </Text>
            )}
            {successes.map((said, index) => (
              <Text key={index} size="sm" role="status">
                {said.message}
              </Text>
            ))}
            {alerts.map((said, index) => (
              <ToolAlert key={index} type={said.type}>
                {said.message}
              </ToolAlert>
            ))}
            {tree && info.entries.length === 0 && <Text size="sm">{t('emptyArchive')}</Text>}
            {tree && info.entries.length > 0 && (
              <ul className={classes.tree} aria-label={t('entriesOf', { name: file.name })}>
                <FolderChildren folder={tree} depth={0} startOpen={info.entries.length <= OPEN_BELOW} t={t} size={size} onOpen={(entry) => void open(entry)} onDownload={(entry) => void download(entry)} />
              </ul>
            )}
            {preview && <PreviewPanel preview={preview} t={t} size={size} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function countFolders(folder: TreeFolder): number {
  return folder.folders.reduce((sum, child) => sum + 1 + countFolders(child), 0);
}

interface RowProps {
  t: T;
  size: (bytes: number) => string;
  onOpen: (entry: ArchiveEntry) => void;
  onDownload: (entry: ArchiveEntry) => void;
}

function FolderChildren({ folder, depth, startOpen, ...row }: RowProps & { folder: TreeFolder; depth: number; startOpen: boolean }) {
  const [shown, setShown] = useState(PAGE);
  const children = folder.folders.length + folder.files.length;
  const folders = folder.folders.slice(0, shown);
  const files = folder.files.slice(0, Math.max(0, shown - folder.folders.length));
  return (
    <>
      {folders.map((child) => (
        <FolderRow key={`d:${child.path}`} folder={child} depth={depth} startOpen={startOpen} {...row} />
      ))}
      {files.map((entry, index) => (
        <FileRow key={`f:${entry.path}:${index}`} entry={entry} depth={depth} {...row} />
      ))}
      {children > shown && (
        <li style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
          <Button variant="subtle" size="compact-sm" onClick={() => setShown((count) => count + PAGE * 5)}>
            {row.t('showMore', { count: children - shown })}
          </Button>
        </li>
      )}
    </>
  );
}

function FolderRow({ folder, depth, startOpen, ...row }: RowProps & { folder: TreeFolder; depth: number; startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <li>
      <button type="button" className={classes.row} style={{ paddingInlineStart: `${depth * 1.25}rem` }} aria-expanded={open} onClick={() => setOpen(!open)}>
        <Chevron size={14} aria-hidden />
        <IconFolder size={16} aria-hidden />
        <span className={classes.name}>{folder.name}</span>
        <span className={classes.meta}>{row.t('folderFacts', { files: row.t('fileCount' as 'fileCount_other', { count: folder.fileCount }), size: row.size(folder.size) })}</span>
      </button>
      {open && (
        <ul className={classes.tree}>
          <FolderChildren folder={folder} depth={depth + 1} startOpen={startOpen} {...row} />
        </ul>
      )}
    </li>
  );
}

/** One file: plain elements (a flat archive shows hundreds of rows at once). */
function FileRow({ entry, depth, t, size, onOpen, onDownload }: RowProps & { entry: ArchiveEntry; depth: number }) {
  const name = entry.safePath ? baseName(entry.safePath) : entry.path;
  const extractable = entry.kind === 'file' && !entry.skipped;
  const date = entry.date ? entry.date.slice(0, 16).replace('T', ' ') : '';
  const badge = entry.skipped === 'parent' ? t('badgeParent') : entry.skipped === 'link' ? (entry.linkTarget ? t('badgeLinkTo', { target: entry.linkTarget }) : t('badgeLink')) : undefined;
  return (
    <li className={classes.fileRow} style={{ paddingInlineStart: `${depth * 1.25 + 1.1}rem` }}>
      {entry.kind === 'link' ? <IconLink size={16} aria-hidden /> : <IconFile size={16} aria-hidden />}
      {extractable ? (
        <button type="button" className={classes.nameButton} onClick={() => onOpen(entry)} aria-label={t('previewOf', { name: entry.safePath! })}>
          {name}
        </button>
      ) : (
        <span className={classes.name}>{name}</span>
      )}
      {badge && <span className={entry.skipped === 'parent' ? classes.badgeDanger : classes.badge}>{badge}</span>}
      {entry.encrypted && <span className={classes.badge}>{t('badgeEncrypted')}</span>}
      <span className={classes.meta}>
        {entry.kind === 'file' ? size(entry.size) : ''}
        {date && ` · ${date}`}
      </span>
      {extractable ? (
        <button type="button" className={classes.iconButton} aria-label={t('downloadEntry', { name: entry.safePath! })} onClick={() => onDownload(entry)}>
          <IconDownload size={14} aria-hidden />
        </button>
      ) : (
        <span className={classes.iconSpace} />
      )}
    </li>
  );
}

function PreviewPanel({ preview, t, size }: { preview: Preview; t: T; size: (bytes: number) => string }) {
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={t('previewTitle', { name: preview.path })}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {preview.path}
        </Text>
        {preview.status === 'loading' && <Loader size="xs" />}
        {preview.status === 'error' && <ToolAlert type="error">{preview.message}</ToolAlert>}
        {preview.status === 'done' && preview.text !== undefined && (
          <>
            <pre className={classes.text} aria-label={t('textPreview')}>
              {preview.text}
            </pre>
            {preview.truncated && (
              <Text size="xs" c="dimmed">
                {t('truncated', { shown: size(TEXT_PREVIEW_BYTES), size: size(preview.file.size) })}
              </Text>
            )}
            <Group>
              <Button variant="default" size="compact-sm" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => downloadBlob(baseName(preview.path), preview.file)}>
                {t('downloadEntry', { name: baseName(preview.path) })}
              </Button>
            </Group>
          </>
        )}
        {preview.status === 'done' && preview.text === undefined && <FilePreview file={new File([preview.file], baseName(preview.path), { type: preview.file.type })} />}
      </Stack>
    </Paper>
  );
}
