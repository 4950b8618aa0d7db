import { Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileZip, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatByteSize } from '../../lib/byte-size';
import { downloadBlob } from '../../lib/download';
import { operationClient } from '../../engine/worker/operation-pool';
import { wordKey } from '../i18n/word-key';
import { memo } from 'react';
import { useBatchItems, type BatchItem, type BatchItemError, type FileBatch } from './use-file-batch';
import classes from './FileBatchList.module.css';

export interface FileBatchListProps {
  batch: FileBatch;
  /** The tool whose strings word an operation's error (its message keys); else the English message shows. */
  tool?: string;
  /** Words an error another way (the Recipe page words a recipe's problems). */
  describeError?: (error: BatchItemError) => string;
  /** The name of "Download all (ZIP)"'s archive (default outputs.zip). */
  archiveName?: string;
}

function defaultError(error: BatchItemError, tool: string | undefined): string {
  const key = error.failure?.messageKey;
  const params = error.failure?.params;
  const text = wordKey(key, params, [tool]);
  if (text) return error.failure?.detail ? `${text} ${error.failure.detail}` : text;
  // Messages shared by a family of tools (the image tools' `image.*`) are the shell's.
  return wordKey(key, params, ['shell']) ?? (error.failure?.detail || error.message);
}

const outputSize = (item: BatchItem) => (item.outputs ?? []).reduce((total, file) => total + file.size, 0);

/**
 * A batch's files: each with its status and progress, its size before → after and its own
 * Download; "Download all (ZIP)" makes one archive of every output (in a worker), "Cancel" stops
 * the files still to do.
 */
export function FileBatchList({ batch, tool, describeError, archiveName = 'outputs.zip' }: FileBatchListProps) {
  const { t } = useTranslation();
  const items = useBatchItems(batch);
  const [zipping, setZipping] = useState(false);
  const [zipError, setZipError] = useState<string | undefined>();
  const done = items.filter((item) => item.status === 'done').length;
  const failed = items.filter((item) => item.status === 'failed').length;
  const running = items.some((item) => item.status === 'waiting' || item.status === 'running');
  const outputs = items.flatMap((item) => item.outputs ?? []);

  const downloadAll = async () => {
    setZipping(true);
    setZipError(undefined);
    try {
      // The outputs go back to a worker unread, and the archive comes back as a File.
      const result = await operationClient.runToFiles({ kind: 'operation', op: 'zip-creator', options: { name: archiveName } }, outputs);
      if (result.ok) downloadBlob(result.files[0]!.name, result.files[0]!);
      else setZipError(result.message);
    } catch (error) {
      setZipError(error instanceof Error ? error.message : String(error));
    } finally {
      setZipping(false);
    }
  };

  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" role="status" aria-live="polite">
          {t('ui.batch.summary', { done, failed, total: items.length })}
        </Text>
        <Group gap="xs">
          {running && (
            <Button variant="light" color="red" size="compact-sm" leftSection={<IconPlayerStop size={14} aria-hidden />} onClick={batch.cancel}>
              {t('ui.cancel')}
            </Button>
          )}
          <Button size="compact-sm" leftSection={<IconFileZip size={14} aria-hidden />} disabled={running || outputs.length === 0} loading={zipping} onClick={() => void downloadAll()}>
            {t('ui.batch.downloadAll')}
          </Button>
        </Group>
      </Group>
      {zipError && (
        <Text size="sm" c="red" role="alert">
          {zipError}
        </Text>
      )}
      <Table.ScrollContainer minWidth={480} className={classes.contained}>
        <Table verticalSpacing={4} aria-label={t('ui.batch.files')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ui.batch.file')}</Table.Th>
              <Table.Th>{t('ui.batch.status')}</Table.Th>
              <Table.Th>{t('ui.batch.size')}</Table.Th>
              <Table.Th>
                <span className={classes.hidden}>{t('ui.download')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <BatchRow key={item.key} item={item} tool={tool} describeError={describeError} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** One file's row (memoised: an update of another file does not render it again). */
const BatchRow = memo(function BatchRow({ item, tool, describeError }: { item: BatchItem; tool?: string; describeError?: (error: BatchItemError) => string }) {
  const { t, i18n } = useTranslation();
  const size = (bytes: number) => formatByteSize(bytes, i18n.language);
  return (
    <Table.Tr data-status={item.status}>
      <Table.Td className={classes.name}>{item.input.name}</Table.Td>
      <Table.Td>
        {item.status === 'running' && item.percent !== undefined ? (
          <Progress value={item.percent} transitionDuration={0} size="sm" aria-label={t('ui.batch.progress', { name: item.input.name })} w={120} />
        ) : (
          <Text size="sm" c={item.status === 'failed' ? 'red' : undefined}>
            {item.status === 'failed' && item.error ? t('ui.batch.failed', { reason: describeError?.(item.error) ?? defaultError(item.error, tool) }) : t(`ui.batch.${item.status}`)}
          </Text>
        )}
      </Table.Td>
      <Table.Td className={classes.size}>{item.status === 'done' ? t('ui.batch.sizes', { before: size(item.input.size), after: size(outputSize(item)) }) : size(item.input.size)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {(item.outputs ?? []).map((output) => (
            <Button
              key={output.name}
              variant="subtle"
              size="compact-xs"
              leftSection={<IconDownload size={12} aria-hidden />}
              aria-label={t('ui.downloadFile', { name: output.name })}
              onClick={() => downloadBlob(output.name, output)}
            >
              {(item.outputs?.length ?? 0) > 1 ? output.name : t('ui.download')}
            </Button>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
