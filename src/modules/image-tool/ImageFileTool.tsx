import { Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import type { Operation } from '../../engine/operation';
import type { OperationWarning } from '../../engine/operation';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone, type AcceptedFiles } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { useFileBatch } from '../file-batch/use-file-batch';
import { useLiveResult } from '../live-result/use-live-result';
import { CompareSlider } from './CompareSlider';
import { IMAGE_ACCEPT } from './image-accept';
import { RunFailure, wordFailure, wordWarning } from './run-failure';

/** The list of a batch loads with the first batch. */
const FileBatchList = lazy(() => import('../file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

interface Request {
  file: File;
  options: Record<string, unknown>;
}

/** The file made, with the file it was made from (a result is never shown beside another input). */
type Outcome = { file: File; source: File; warnings: OperationWarning[] };

/** `accept` and its words (default: the images the codecs take, `IMAGE_ACCEPT`). */
export type ImageFileToolProps = AcceptedFiles & {
  toolId: string;
  /** A file → file operation; the options are its options. */
  operation: Operation;
  options: Record<string, unknown>;
  /** False while the form holds an invalid value: nothing runs. */
  valid?: boolean;
  /** The drop zone's label ("Images to convert"). */
  dropLabel: string;
  /** The options form; a function is told whether files have been given (a missing option is then an error, before only a hint). */
  children?: ReactNode | ((state: { hasFiles: boolean }) => ReactNode);
  /** Shows a before/after slider over the input and the output (compression). */
  compare?: boolean;
  /** The name of "Download all (ZIP)"'s archive. */
  archiveName?: string;
};

/**
 * The screen of an image tool that makes one image of another: images dropped, chosen or pasted;
 * one image runs in an operation worker at every change of the options (the newest wins) and shows
 * the result with its sizes and Download; several make a batch (each file in the workers, Download
 * all (ZIP)). The page never reads the files: they go to the workers as they are.
 */
export function ImageFileTool({ toolId, operation, options, valid = true, dropLabel, accept, acceptLabel, children, compare, archiveName }: ImageFileToolProps) {
  const { t, i18n } = useTranslation();
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(toolId) ?? [])] as File[]);
  useEffect(() => clearHandoff(toolId), [toolId]);
  const batch = useFileBatch();
  const several = files.length > 1;
  const optionsKey = JSON.stringify(options);

  const request = useMemo<Request | undefined>(() => (valid && files.length === 1 ? { file: files[0]!, options: JSON.parse(optionsKey) as Record<string, unknown> } : undefined), [files, optionsKey, valid]);
  /** The file of the last run: options changed for the same file wait for a pause in the typing; a new file runs at once. */
  const lastFile = useRef<File>(undefined);
  const compute = useMemo(
    () => ({
      remote: async ({ file, options: runOptions }: Request, control: RunControl): Promise<Outcome> => {
        const outcome = await operationClient.runToFiles({ kind: 'operation', op: operation.id, options: runOptions }, file, control);
        if (!outcome.ok) throw new RunFailure(outcome.message, outcome.failure);
        return { file: outcome.files[0]!, source: file, warnings: outcome.warnings };
      },
      warm: operationClient.warm,
      delayMs: ({ file }: Request) => {
        const same = file === lastFile.current;
        lastFile.current = file;
        return same ? 250 : 0;
      },
    }),
    [operation.id],
  );
  const job = useLiveResult(request, compute);

  useEffect(() => {
    if (several && valid) batch.run({ kind: 'operation', op: operation.id, options: JSON.parse(optionsKey) as Record<string, unknown> }, files);
    else batch.clear();
  }, [batch, files, several, optionsKey, valid, operation.id]);

  const input = files.length === 1 ? files[0] : undefined;
  // The last result stays while new options run (no flicker), but only for the same file.
  const result = job.latest?.source === input ? job.latest : undefined;
  const size = (bytes: number) => formatByteSize(bytes, i18n.language);
  const change = result && input ? Math.round(((result.file.size - input.size) / input.size) * 100) : undefined;

  return (
    <Stack gap="lg">
      <FileDropZone
        multiple
        label={dropLabel}
        {...(accept === undefined ? { accept: IMAGE_ACCEPT, acceptLabel: t('ui.imageFiles') } : { accept, acceptLabel })}
        files={files}
        onFiles={(added) => setFiles((current) => [...current, ...added])}
        onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
      />
      {typeof children === 'function' ? children({ hasFiles: files.length > 0 }) : children}
      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={toolId} {...(archiveName ? { archiveName } : {})} />
        </Suspense>
      )}
      {input && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('imageTool.working')}</Text>
        </Group>
      )}
      {input && job.error !== undefined && !job.pending && <ToolAlert type="error">{wordFailure(toolId, job.error)}</ToolAlert>}
      {input && result && job.error === undefined && (
        // Busy while a newer result is made: what is shown (and downloads) is the previous one until then.
        <Stack gap="sm" aria-label={t('imageTool.result')} component="section" aria-busy={job.pending}>
          {result.warnings.map((warning) => (
            <ToolAlert key={warning.key} type="warning">
              {wordWarning(toolId, warning)}
            </ToolAlert>
          ))}
          <Text aria-live="polite">
            {t('imageTool.sizes', { before: size(input.size), after: size(result.file.size), change: change === undefined ? '' : `${change > 0 ? '+' : ''}${change} %` })}
          </Text>
          {compare && <CompareSlider before={input} after={result.file} />}
          <FilePreview file={result.file} />
        </Stack>
      )}
    </Stack>
  );
}
