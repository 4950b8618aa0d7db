import { ActionIcon, Button } from '@mantine/core';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { startTransition, useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatByteSize } from '../../lib/byte-size';
import { splitAccepted } from './accept';
import classes from './FileDropZone.module.css';

/** A file as the list under the zone shows it. */
export interface ListedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * `accept` (same syntax as the input's `accept` attribute; applied to dropped and pasted files as
 * well) comes with `acceptLabel`, what it stands for in words for the message about a refused file
 * ("PDF files"): a list of MIME types is no message.
 */
export type AcceptedFiles = { accept?: undefined; acceptLabel?: undefined } | { accept: string; acceptLabel: string };

export type FileDropZoneProps = AcceptedFiles & {
  /**
   * Called with the chosen, dropped or pasted files that match `accept`; never with an empty list. The
   * state it sets renders as a transition, in slices: a tool's whole screen re-rendered for new files
   * took one 55–120 ms task (the video converter's form, measured).
   */
  onFiles: (files: File[]) => void;
  /** Accept several files (default: one). */
  multiple?: boolean;
  /** The zone's title and the file input's accessible name; default "Drag and drop a file here, or click to select" (or "files"). */
  label?: ReactNode;
  /** The file input's accessible name when it is not the title (a spec names it, e.g. "PDF file"). */
  inputLabel?: string;
  /** Secondary text under the label, e.g. accepted formats or a size limit. */
  description?: ReactNode;
  disabled?: boolean;
  /** Take a file pasted anywhere on the page (not into a text field): a screenshot from the clipboard (default true). */
  acceptPaste?: boolean;
  /** The files taken, listed under the zone with their name, type and size. */
  files?: readonly ListedFile[];
  /** Shows a remove button per listed file. */
  onRemove?: (index: number) => void;
  /** Extra content inside the zone, e.g. the name of the loaded file. */
  children?: ReactNode;
};

/** Whether a paste lands in a field that takes it itself (text inputs, editors). */
function pastesIntoField(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.closest !== 'function') return false;
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/**
 * The one file input of every screen: a drop zone with a "Choose files" (or "Choose file") button;
 * it also takes a file pasted on the page (a screenshot), shows each file taken (name, type, size),
 * and says which files it refused and why instead of dropping them silently. It is highlighted while
 * files are dragged over it; an empty selection is ignored.
 */
export function FileDropZone({
  onFiles,
  multiple = false,
  accept,
  acceptLabel,
  label,
  inputLabel,
  description,
  disabled = false,
  acceptPaste = true,
  files,
  onRemove,
  children,
}: FileDropZoneProps) {
  const { t, i18n } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<{ names: string[]; extra: number } | undefined>();
  const depth = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const problemId = `${id}-problem`;

  const deliver = (given: readonly File[]) => {
    if (given.length === 0) return;
    const { accepted, rejected } = splitAccepted(given, accept);
    const taken = multiple ? accepted : accepted.slice(0, 1);
    const extra = multiple ? 0 : Math.max(0, accepted.length - 1);
    setRefused(rejected.length > 0 || extra > 0 ? { names: rejected.map((file) => file.name || t('ui.pastedFile')), extra } : undefined);
    if (taken.length > 0) startTransition(() => onFiles(taken));
  };
  const deliverRef = useRef(deliver);
  useEffect(() => {
    deliverRef.current = deliver;
  });

  // A file pasted anywhere on the page (a screenshot), unless it goes into a field of its own.
  useEffect(() => {
    if (!acceptPaste || disabled) return undefined;
    const onPaste = (event: ClipboardEvent) => {
      const pasted = Array.from(event.clipboardData?.files ?? []);
      if (pasted.length === 0 || pastesIntoField(event.target)) return;
      event.preventDefault();
      deliverRef.current(pasted);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [acceptPaste, disabled]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    // Clear the input so choosing the same file again triggers another change.
    event.currentTarget.value = '';
    deliver(chosen);
  };
  const open = () => {
    if (!disabled) input.current?.click();
  };

  const onDragEnter = (event: DragEvent<HTMLElement>) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    // Entering a child fires dragleave on the parent first: only the last leave ends the highlight.
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (disabled) return;
    deliver(Array.from(event.dataTransfer?.files ?? []));
  };

  const title = dragging ? t('ui.dropActive') : (label ?? (multiple ? t('ui.dropFiles') : t('ui.dropFile')));
  const wanted = acceptLabel ?? '';

  return (
    <div className={classes.root}>
      {/* A click anywhere on the zone opens the picker: a convenience for the mouse; the "Choose
          files" button inside is the keyboard's way in, so the zone needs no key handler of its own. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className={classes.zone}
        data-zone
        data-active={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        onClick={(event) => {
          if (event.target === event.currentTarget || !(event.target as HTMLElement).closest('button, a, input')) open();
        }}
      >
        <input
          ref={input}
          type="file"
          tabIndex={-1}
          className={classes.input}
          multiple={multiple}
          accept={accept}
          disabled={disabled}
          onChange={onChange}
          aria-labelledby={inputLabel === undefined ? titleId : undefined}
          aria-label={inputLabel}
          aria-describedby={[description ? descriptionId : '', refused ? problemId : ''].filter(Boolean).join(' ') || undefined}
        />
        <IconUpload size={32} stroke={1.5} className={classes.icon} aria-hidden />
        <span id={titleId} className={classes.title}>
          {title}
        </span>
        {description && (
          <span id={descriptionId} className={classes.description}>
            {description}
          </span>
        )}
        <Button variant="light" size="sm" disabled={disabled} leftSection={<IconFile size={16} aria-hidden />} onClick={open}>
          {multiple ? t('ui.chooseFiles') : t('ui.chooseFile')}
        </Button>
        {children}
      </div>
      {refused && (
        <p id={problemId} className={classes.problem} role="alert">
          {refused.names.length > 0 && t('ui.filesRefused', { count: refused.names.length, names: refused.names.join(', '), accepted: wanted })}
          {refused.names.length > 0 && refused.extra > 0 && ' '}
          {refused.extra > 0 && t('ui.oneFileTaken', { count: refused.extra })}
        </p>
      )}
      {files && files.length > 0 && (
        <ul className={classes.list} aria-label={t('ui.chosenFiles')}>
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`} className={classes.item}>
              <IconFile size={16} aria-hidden className={classes.icon} />
              <span className={classes.name}>{file.name}</span>
              <span className={classes.meta}>
                {file.type || t('ui.unknownType')} · {formatByteSize(file.size, i18n.language)}
              </span>
              {onRemove && (
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('ui.removeFile', { name: file.name })} onClick={() => onRemove(index)}>
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Text or links dragged over the page are not files: leave those to the browser. */
function carriesFiles(event: DragEvent<HTMLElement>): boolean {
  const types = event.dataTransfer?.types;
  if (!types) return true;
  return Array.from(types).includes('Files');
}
