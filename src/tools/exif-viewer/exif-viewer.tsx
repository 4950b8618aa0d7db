import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { failureMessage } from '../../engine/failure';
import { dataToJson } from '../../engine/values';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { downloadText } from '../../lib/download';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { wordKey } from '../../modules/i18n/word-key';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { CopyButton } from '../../ui/copy/CopyButton';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import type en from './locales/en.json';
import { displayValue, jsonName } from './exif-viewer.format';
import { exifViewer } from './exif-viewer.operations';
import type { MetadataReport, MetadataSection, SectionId } from './exif-viewer.service';

const TOOL_ID = 'exif-viewer';
/** Any image: the formats not read here get the operation's own message (which names those that are). */
const ACCEPT = 'image/*,.heic,.heif,.avif,.tif,.tiff';
/** The sections in the order shown (the same as the report's). */
const SECTION_ORDER: readonly SectionId[] = ['exif', 'gps', 'thumbnail', 'xmp', 'iptc', 'icc'];

/** The image is read in an operation worker (the File goes there unread); a newer image replaces the older. */
const READ = {
  remote: (file: File, control: RunControl) => operationClient.run(exifViewer.id, file, {}, control) as Promise<MetadataReport>,
  warm: operationClient.warm,
};

/** The list of a batch loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

type T = ToolTranslate<typeof en>;

export default function ExifViewer() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  // An image dropped on "Drop anything" and sent here is read at once.
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const batch = useFileBatch();
  const several = files.length > 1;
  const file = files.length === 1 ? files[0] : undefined;
  const job = useLiveResult(file, READ);

  // Several images: each read in the workers, its report downloadable as JSON.
  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: exifViewer.id, options: {} }, files);
    else batch.clear();
  }, [batch, files, several]);

  const failure = job.error === undefined ? undefined : failureMessage(job.error, 'readFailed');
  const failureText = failure
    ? [wordKey(failure.messageKey, failure.params, [TOOL_ID, 'shell']) ?? t('readFailed'), failure.detail]
        .filter(Boolean)
        .join(' ')
    : undefined;
  const report = job.value;

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
          onFiles={setFiles}
          onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
        />
        <Text size="sm" c="dimmed">
          {t('privacy')}
        </Text>
      </Stack>

      {several && (
        <Stack gap="xs">
          <Text size="sm">{t('batchHint')}</Text>
          <Suspense fallback={null}>
            <FileBatchList batch={batch} tool={TOOL_ID} archiveName="image-metadata.zip" />
          </Suspense>
        </Stack>
      )}

      {file && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs" aria-label={t('preview', { name: file.name })} component="section">
            <FilePreview file={file} download={false} />
          </Stack>
          <Stack gap="sm">
            {job.pending && (
              <Group gap="xs" role="status">
                <Loader size="sm" aria-hidden />
                <Text>{t('reading')}</Text>
              </Group>
            )}
            {failureText && !job.pending && <ToolAlert type="error">{failureText}</ToolAlert>}
            {report && <Summary report={report} fileName={file.name} t={t} />}
          </Stack>
        </SimpleGrid>
      )}

      {file && report && SECTION_ORDER.map((id) => report[id] && <SectionTable key={id} id={id} section={report[id]} t={t} />)}
    </Stack>
  );
}

/** The format, the position with its map link, "no metadata" when so, and the JSON actions. */
function Summary({ report, fileName, t }: { report: MetadataReport; fileName: string; t: T }) {
  const json = dataToJson(report);
  const empty = SECTION_ORDER.every((id) => !report[id]);
  // What a photo lacks matters as much as what it has (no GPS position before sharing it).
  const absent = SECTION_ORDER.filter((id) => id !== 'thumbnail' && !report[id]);
  const { latitude, longitude, altitude, map } = report.gps ?? {};
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('format', { format: report.format })}</Text>
      {empty && <ToolAlert type="warning">{t('noMetadata')}</ToolAlert>}
      {!empty && absent.length > 0 && <Text size="sm">{t('absent', { sections: absent.map((id) => t(`sections.${id}`)).join(', ') })}</Text>}
      {typeof latitude === 'number' && typeof longitude === 'number' && typeof map === 'string' && (
        <Card withBorder padding="sm" radius="md">
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text>{t('location', { latitude, longitude })}</Text>
            </Group>
            {typeof altitude === 'number' && <Text size="sm">{t('altitude', { altitude })}</Text>}
            {/* A plain link: nothing is fetched and no map is embedded; the site opens only when clicked. */}
            <Anchor href={map} target="_blank" rel="noopener noreferrer" title={t('openMapHint')}>
              <Group gap={4} wrap="nowrap" component="span">
                {t('openMap')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Stack>
        </Card>
      )}
      <Group gap="xs">
        <CopyButton value={json} label={t('copyJson')} />
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText(jsonName(fileName), json, 'application/json')}>
          {t('downloadJson')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One section's tags, as the file holds them, in a two-column table. */
function SectionTable({ id, section, t }: { id: SectionId; section: MetadataSection; t: T }) {
  const titleId = useId();
  const title = t(`sections.${id}`);
  const rows = Object.entries(section).filter(([key]) => key !== 'map');
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table variant="vertical" layout="fixed" withTableBorder aria-label={t('tableOf', { section: title })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="35%">{t('tag')}</Table.Th>
              <Table.Th>{t('value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {key}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{displayValue(key, value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
