import { IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectFiles } from './accept';
import classes from './FileDropZone.module.css';

export interface FileDropZoneProps {
  /** Called with the chosen or dropped files; never called with an empty list. */
  onFiles: (files: File[]) => void;
  /** Accept several files (default: one; extra dropped files are ignored). */
  multiple?: boolean;
  /** Same syntax as the input's `accept` attribute; applied to dropped files as well. */
  accept?: string;
  /** Visible text and accessible name; default "Drag and drop a file here, or click to select" (or "files"). */
  label?: ReactNode;
  /** Secondary text under the label, e.g. accepted formats or a size limit. */
  description?: ReactNode;
  disabled?: boolean;
  /** Extra content inside the zone, e.g. the name of the loaded file. */
  children?: ReactNode;
}

/**
 * A drop zone for files: click it (or focus it and press Enter/Space) to pick files, or drop them on
 * it. It is highlighted while files are dragged over it; an empty selection is ignored.
 */
export function FileDropZone({ onFiles, multiple = false, accept, label, description, disabled = false, children }: FileDropZoneProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  const deliver = (files: readonly File[]) => {
    const chosen = selectFiles(files, { multiple, accept });
    if (chosen.length > 0) onFiles(chosen);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Clear the input so choosing the same file again triggers another change.
    event.currentTarget.value = '';
    deliver(files);
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

  return (
    <label
      className={classes.zone}
      data-active={dragging || undefined}
      data-disabled={disabled || undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <input
        type="file"
        className={classes.input}
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        onChange={onChange}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
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
      {children}
    </label>
  );
}

/** Text or links dragged over the page are not files: leave those to the browser. */
function carriesFiles(event: DragEvent<HTMLElement>): boolean {
  const types = event.dataTransfer?.types;
  if (!types) return true;
  return Array.from(types).includes('Files');
}
