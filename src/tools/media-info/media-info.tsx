import { Button, Code, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { dataToJson } from '../../engine/values';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { downloadText } from '../../lib/download';
import { isToolInputError } from '../../lib/errors';
import { useBatchItems, useFileBatch, type BatchItem } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { wordKey } from '../../modules/i18n/word-key';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { CollapsePanel } from '../../ui/collapse/CollapsePanel';
import { CopyButton } from '../../ui/copy/CopyButton';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import type en from './locales/en.json';
import type * as Jobs from './media-info.jobs';
import { formatDuration } from './media-info.format';
import { mediaInfo } from './media-info.operations';
import type { MediaInfo, MediaTags, TrackInfo } from './media-info.service';
import { PairsTable, ReportSection } from '../../ui/report/Report';

const TOOL_ID = 'media-info';
const ACCEPT = 'video/*,audio/*,.mp4,.m4v,.mov,.m4a,.3gp,.webm,.mkv,.mka,.mp3,.wav,.ogg,.oga,.opus,.flac,.aac,.ts,.mts,.m2ts';
const TAG_ORDER: readonly (keyof MediaTags)[] = ['title', 'artist', 'album', 'albumArtist', 'genre', 'date', 'trackNumber', 'tracksTotal', 'discNumber', 'discsTotal', 'beatsPerMinute', 'comment', 'description', 'lyrics'];

type T = ToolTranslate<typeof en>;

/** The list of a batch loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

const mediaJobs = toolJobs<typeof Jobs>(TOOL_ID);

/** One file read in an operation worker (the File goes there unread); a newer file replaces the run. */
const READ = {
  remote: async (file: File, control: RunControl) => ({ report: (await operationClient.run(mediaInfo.id, file, {}, control)) as MediaInfo, file }),
  warm: operationClient.warm,
};

/** The cover images, read in a worker when a report lists some. */
const COVERS = {
  remote: (file: File, control: RunControl) => mediaJobs.run('coverArt', { file }, control),
  warm: mediaJobs.preload,
};

/** A failure in the reader's language: the tool's message (noIndex), else the shell's (media.*). */
function wordError(error: unknown, t: T): string {
  if (isToolInputError(error)) {
    const text = wordKey(error.messageKey, error.params, [TOOL_ID, 'shell']);
    if (text) return [text, error.detail].filter(Boolean).join(' — ');
  }
  return t('failed', { detail: error instanceof Error ? error.message : String(error) });
}

export default function MediaInfoTool() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const batch = useFileBatch();
  const several = files.length > 1;
  const file = files.length === 1 ? files[0] : undefined;
  const job = useLiveResult(file, READ);

  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: mediaInfo.id, options: {} }, files);
    else batch.clear();
  }, [batch, files, several]);

  const error = file && !job.pending ? job.error : undefined;
  const shown = job.value && job.value.file === file && error === undefined ? job.value.report : undefined;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Stack gap={6}>
        <FileDropZone
          multiple
          label={t('dropLabel')}
          description={t('dropHint')}
          accept={ACCEPT}
          acceptLabel={t('acceptLabel')}
          files={files}
          onFiles={(added) => setFiles((current) => [...current, ...added])}
          onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
        />
        <Text size="sm" c="dimmed">
          {t('privacy')}
        </Text>
      </Stack>
      {several && <BatchReports batch={batch} t={t} />}
      {file && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('reading')}</Text>
        </Group>
      )}
      {error !== undefined && <ToolAlert type="error">{wordError(error, t)}</ToolAlert>}
      {file && shown && <Report report={shown} file={file} t={t} />}
    </Stack>
  );
}

/** Several files: the batch list (status, JSON to download) and, below, each finished file's report. */
function BatchReports({ batch, t }: { batch: ReturnType<typeof useFileBatch>; t: T }) {
  const items = useBatchItems(batch);
  const done = items.filter((item): item is BatchItem & { data: MediaInfo } => item.status === 'done' && item.data !== undefined);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm">{t('batchHint')}</Text>
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="media-info.zip" />
        </Suspense>
      </Stack>
      {done.map((item) => (
        <Stack key={item.key} gap="sm" component="section" aria-label={item.input.name}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {item.input.name}
          </Title>
          <Report report={item.data} file={item.input} t={t} />
        </Stack>
      ))}
    </Stack>
  );
}

function useFormat(t: T) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const number = (value: number, digits = 3) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
    return {
      number,
      size: (bytes: number) => formatByteSize(bytes, i18n.language),
      bitrate: (bps: number) => (bps >= 1e6 ? t('mbps', { value: number(bps / 1e6, 2) }) : bps >= 1e3 ? t('kbps', { value: number(bps / 1e3, 1) }) : t('bps', { value: number(bps, 0) })),
    };
  }, [i18n.language, t]);
}

function trackRows(track: TrackInfo, t: T, format: ReturnType<typeof useFormat>): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [t('codec'), track.codecName ?? track.codec ?? t('unknownCodec')],
    [t('codecString'), track.codecString ? <Code>{track.codecString}</Code> : '—'],
  ];
  if (track.language) rows.push([t('language'), track.language]);
  if (track.name) rows.push([t('trackName'), track.name]);
  rows.push([t('duration'), t('seconds', { text: formatDuration(track.duration), value: format.number(track.duration) })]);
  const bitrate = format.bitrate(track.bitrate);
  rows.push([t('bitrate'), track.estimated ? t('estimated', { value: bitrate }) : bitrate]);
  if (track.type === 'video') {
    if (track.frameRate !== undefined) rows.push([t('frameRate'), t(track.variableFrameRate ? 'variable' : 'fps', { value: format.number(track.frameRate) })]);
    rows.push([t('codedSize'), t('pixels', { width: track.codedWidth, height: track.codedHeight })]);
    rows.push([t('displaySize'), t('pixels', { width: track.displayWidth, height: track.displayHeight })]);
    const rotation = track.rotation ? t('rotationValue', { degrees: track.rotation }) : t('rotationNone');
    rows.push([t('rotation'), track.mirrored ? t('mirrored', { value: rotation }) : rotation]);
    if (track.pixelAspectRatio) rows.push([t('pixelAspectRatio'), track.pixelAspectRatio]);
    const space = track.colorSpace;
    if (space) {
      const parts = [space.primaries, space.transfer, space.matrix].filter(Boolean) as string[];
      if (space.fullRange !== undefined) parts.push(space.fullRange ? t('fullRange') : t('limitedRange'));
      rows.push([t('colorSpace'), parts.join(', ')]);
    }
    rows.push([t('hdr'), track.hdr ? t('yes') : t('no')]);
  } else {
    rows.push([t('packetRate'), format.number(track.packetRate)]);
  }
  if (track.type === 'audio') {
    rows.push([t('channels'), track.channels === 1 ? t('mono') : track.channels === 2 ? t('stereo') : format.number(track.channels ?? 0)]);
    rows.push([t('sampleRate'), t('hertz', { value: format.number(track.sampleRate ?? 0) })]);
  }
  if (track.packets !== undefined) rows.push([t('packets'), format.number(track.packets)]);
  return rows;
}

function rawValue(value: unknown, t: T, format: ReturnType<typeof useFormat>): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object' && value && 'bytes' in value) {
    const { bytes, name, mimeType } = value as { bytes: number; name?: string; mimeType?: string };
    return [name, mimeType, t('binary', { size: format.size(bytes) })].filter(Boolean).join(', ');
  }
  return JSON.stringify(value);
}

function Report({ report, file, t }: { report: MediaInfo; file: File; t: T }) {
  const format = useFormat(t);
  const json = dataToJson(report);
  const jsonName = `${file.name.replace(/\.[^.]+$/, '')}.media-info.json`;
  const tags = TAG_ORDER.filter((key) => report.tags[key] !== undefined);
  const raw = Object.entries(report.rawTags);
  return (
    <Stack gap="lg" data-media-report={report.name}>
      <Group gap="xs">
        <CopyButton value={json} label={t('copyJson')} />
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText(jsonName, json, 'application/json')}>
          {t('downloadJson')}
        </Button>
      </Group>
      {report.truncated && <ToolAlert type="warning">{t('truncated', { name: report.name })}</ToolAlert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ReportSection order={3} title={t('general')}>
          <PairsTable
            label={t('general')}
            rows={[
              [t('fileName'), report.name],
              [t('fileSize'), format.size(report.size)],
              [t('container'), report.container],
              [t('mimeType'), <Code key="mime">{report.mimeType}</Code>],
              [t('duration'), t('seconds', { text: report.durationText, value: format.number(report.duration) })],
              [t('overallBitrate'), format.bitrate(report.bitrate)],
            ]}
          />
        </ReportSection>
        {report.tracks.map((track) => {
          const title = t('trackTitle', { number: track.number, type: t(`trackTypes.${track.type}`) });
          return (
            <ReportSection order={3} key={track.number} title={title}>
              <PairsTable label={title} rows={trackRows(track, t, format)} />
            </ReportSection>
          );
        })}
        <ReportSection order={3} title={t('tags')}>
          {tags.length === 0 ? (
            <Text c="dimmed">{t('noTags')}</Text>
          ) : (
            <PairsTable label={t('tags')} rows={tags.map((key): [string, ReactNode] => [t(`tagNames.${key}`), String(report.tags[key])])} />
          )}
          {raw.length > 0 && (
            <CollapsePanel title={t('rawTags', { count: raw.length })}>
              <PairsTable label={t('rawTags', { count: raw.length })} rows={raw.map(([key, value]): [string, ReactNode] => [key, rawValue(value, t, format)])} />
            </CollapsePanel>
          )}
        </ReportSection>
        {report.coverArt.length > 0 && <Covers report={report} file={file} t={t} />}
      </SimpleGrid>
    </Stack>
  );
}

/** The embedded images, read from the file in a worker and shown with what the report says of them. */
function Covers({ report, file, t }: { report: MediaInfo; file: File; t: T }) {
  const format = useFormat(t);
  const job = useLiveResult(file, COVERS);
  const urls = useMemo(() => (job.value ?? []).map((blob) => URL.createObjectURL(blob)), [job.value]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return (
    <ReportSection order={3} title={t('coverArt')}>
      <Group gap="md" align="flex-start">
        {report.coverArt.map((cover, index) => {
          const kind = t(`coverKinds.${cover.kind}`);
          const caption =
            cover.width && cover.height
              ? t('coverPixels', { kind, type: cover.mimeType, width: cover.width, height: cover.height, size: format.size(cover.size) })
              : t('coverCaption', { kind, type: cover.mimeType, size: format.size(cover.size) });
          return (
            <Stack key={index} gap={4} component="figure" m={0} maw={240}>
              {urls[index] ? <Image src={urls[index]} alt={kind} maw={240} mah={240} fit="contain" radius="sm" /> : <Loader size="sm" aria-hidden />}
              <Text size="sm" c="dimmed" component="figcaption">
                {caption}
              </Text>
            </Stack>
          );
        })}
      </Group>
    </ReportSection>
  );
}
