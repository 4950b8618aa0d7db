import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCloudDownload } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatByteSize } from '../../lib/byte-size';
import { JobProgress } from '../../ui/job/JobProgress';
import { downloadFiles, loadOfflineManifest, missingFiles, serviceWorkerActive, toolOfflineFiles, totalBytes, type DownloadProblem, type OfflineFile } from './offline-files';
import { OFFLINE_STATUS_HEIGHT } from './OfflineStatusSlot';

type Status =
  | { kind: 'checking' }
  | { kind: 'none' }
  | { kind: 'ready'; files: OfflineFile[]; missing: OfflineFile[]; problems?: DownloadProblem[]; attempted?: number }
  | { kind: 'downloading'; files: OfflineFile[]; missing: OfflineFile[]; done: number };

/** Whether the app's service worker controls the page, updated when one takes over. */
function useServiceWorkerActive(): boolean {
  const [active, setActive] = useState(serviceWorkerActive);
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const update = () => setActive(serviceWorkerActive());
    container.addEventListener('controllerchange', update);
    return () => container.removeEventListener('controllerchange', update);
  }, []);
  return active;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Whether the tool's first-use files are all in the cache ("Available offline") or how much is left
 * to download ("Needs a download for offline use (8.8 MB)"), and "Make available offline", which
 * fetches them through the service worker with a progress bar and Cancel. Where no service worker
 * controls the page, the button is off and a line says why.
 */
export default function OfflineStatus({ toolId }: { toolId: string }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<Status>({ kind: 'checking' });
  const workerActive = useServiceWorkerActive();
  const abort = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void loadOfflineManifest().then(async (manifest) => {
      const files = manifest ? toolOfflineFiles(manifest, toolId) : [];
      if (files.length === 0) {
        if (live) setStatus({ kind: 'none' });
        return;
      }
      const missing = await missingFiles(files);
      if (live) setStatus({ kind: 'ready', files, missing });
    });
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [toolId]);

  const download = useCallback(async (files: OfflineFile[], missing: OfflineFile[]) => {
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'downloading', files, missing, done: 0 });
    let problems: DownloadProblem[] = [];
    try {
      problems = await downloadFiles(missing, { signal: controller.signal, onProgress: (done) => setStatus({ kind: 'downloading', files, missing, done }) });
    } catch {
      // Cancelled: what was stored stays stored.
    }
    if (abort.current !== controller) return;
    abort.current = undefined;
    const left = await missingFiles(files);
    setStatus({ kind: 'ready', files, missing: left, ...(!controller.signal.aborted && { problems, attempted: missing.length }) });
  }, []);

  if (status.kind === 'none') return null;
  if (status.kind === 'checking') return <div style={{ minHeight: OFFLINE_STATUS_HEIGHT, marginTop: 6 }} />;

  const size = (bytes: number) => formatByteSize(bytes, i18n.language);
  if (status.kind === 'downloading') {
    const total = totalBytes(status.missing);
    return (
      <Stack mt={6} gap={4} mih={OFFLINE_STATUS_HEIGHT}>
        <JobProgress
          label={t('offline.downloading', { done: size(status.done), total: size(total) })}
          percent={total === 0 ? 100 : Math.min(100, (100 * status.done) / total)}
          progressLabel={t('offline.progress')}
          onCancel={() => abort.current?.abort()}
        />
      </Stack>
    );
  }

  const { files, missing, problems, attempted } = status;
  const first = problems?.[0];
  const reason = (problem: DownloadProblem) =>
    problem.reason === 'status' ? t('offline.reasonStatus', { status: problem.status }) : problem.reason === 'network' ? t('offline.reasonNetwork') : t('offline.reasonNotStored');
  return (
    <Stack mt={6} gap={4} mih={OFFLINE_STATUS_HEIGHT}>
      <Group gap="xs" wrap="wrap" mih={OFFLINE_STATUS_HEIGHT}>
        {missing.length === 0 ? (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-green-filled)" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('offline.available')}
            </Text>
          </Group>
        ) : (
          <>
            <Group gap={6} wrap="nowrap">
              <IconCloudDownload size={18} aria-hidden />
              <Text size="sm" c="dimmed">
                {t('offline.needsDownload', { size: size(totalBytes(missing)) })}
              </Text>
            </Group>
            <Button size="compact-sm" variant="light" disabled={!workerActive} onClick={() => void download(files, missing)}>
              {t('offline.makeAvailable')}
            </Button>
          </>
        )}
      </Group>
      {missing.length > 0 && !workerActive && (
        <Text size="xs" c="dimmed">
          {t('offline.noServiceWorker')}
        </Text>
      )}
      {first && (
        <Text size="sm" c="red" role="alert">
          {problems.length === 1
            ? t('offline.failedOne', { file: fileName(first.file), reason: reason(first) })
            : t('offline.failedMany', { failed: problems.length, total: attempted ?? problems.length, file: fileName(first.file), reason: reason(first) })}
        </Text>
      )}
    </Stack>
  );
}
