import { Autocomplete, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { isToolInputError } from '../../lib/errors';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { useProgressiveCount } from '../../ui/progressive/use-progressive-count';
import type en from './locales/en.json';
import {
  detectFileType,
  extensionsOfMimeType,
  MIME_TABLE,
  mimeTypeOfExtension,
  suggestExtensions,
  suggestMimeTypes,
  type FileTypeReport,
} from './mime-types.service';

const TOOL_ID = 'mime-types';
const ROW_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 37px' } as const;
const TYPE_CELL_STYLE = { wordBreak: 'break-all' } as const;
/** Enough bytes for every signature the sniffer knows (tar's is at 257). */
const HEAD_BYTES = 4100;

function attempt<T>(run: () => T): { value?: T; errorKey?: string } {
  try {
    return { value: run() };
  } catch (error) {
    if (isToolInputError(error)) return { errorKey: error.messageKey };
    throw error;
  }
}

/** Suggestions are computed by the service (substring / prefix, at most 50): Mantine's filter is bypassed. */
const passThrough = ({ options }: { options: unknown[] }) => options as never;

function FileReport({ name, report, t }: { name: string; report: FileTypeReport; t: ReturnType<typeof useToolTranslation<typeof en>>['t'] }) {
  return (
    <Stack gap="xs" role="status">
      <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
        {name}
      </Text>
      <Text size="sm">{t('fromExtension', { type: report.fromExtension ?? t('unknown') })}</Text>
      <Text size="sm">{t('fromContent', { type: report.fromContent ?? t('unknown') })}</Text>
      {report.mismatch && <ToolAlert>{t('mismatch', { extension: report.fromExtension ?? '', content: report.fromContent ?? '' })}</ToolAlert>}
    </Stack>
  );
}

export default function MimeTypes() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(
    TOOL_ID,
    { mimeType: '', extension: '' },
    { persist: { mimeType: 'local', extension: 'local' }, pasteInto: { 'mime-types-to-extensions': 'mimeType', 'mime-types-from-extension': 'extension' } },
  );
  const [file, setFile] = useState<{ name: string; report: FileTypeReport } | undefined>(undefined);
  const shownRows = useProgressiveCount(MIME_TABLE.length, MIME_TABLE, 40, 200);

  const extensions = useMemo(() => attempt(() => extensionsOfMimeType(state.mimeType)), [state.mimeType]);
  const type = useMemo(() => attempt(() => mimeTypeOfExtension(state.extension)), [state.extension]);
  const typeSuggestions = useMemo(() => (state.mimeType.trim() === '' ? suggestMimeTypes('') : suggestMimeTypes(state.mimeType)), [state.mimeType]);
  const extensionSuggestions = useMemo(() => suggestExtensions(state.extension).map((extension) => `.${extension}`), [state.extension]);

  const onFiles = async (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const head = new Uint8Array(await chosen.slice(0, HEAD_BYTES).arrayBuffer());
    setFile({ name: chosen.name, report: detectFileType(chosen.name, head) });
  };

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="mime-types-to-extension">
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4" id="mime-types-to-extension">
                {t('toExtensionTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('toExtensionSubtitle')}
              </Text>
            </div>
            <Autocomplete
              label={t('mimeType')}
              placeholder={t('mimeTypePlaceholder')}
              value={state.mimeType}
              onChange={(mimeType) => update({ mimeType })}
              data={typeSuggestions}
              filter={passThrough}
              maxDropdownHeight={280}
              error={extensions.errorKey ? t('unknownType') : undefined}
              spellCheck={false}
              autoComplete="off"
            />
            <ReadOnlyField
              label={t('matchingExtensions')}
              value={extensions.value ? extensions.value.map((extension) => `.${extension}`).join(', ') : ''}
              copyLabel={t('copyExtensions')}
            />
          </Stack>
        </Card>

        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="mime-types-to-mime">
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4" id="mime-types-to-mime">
                {t('toMimeTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('toMimeSubtitle')}
              </Text>
            </div>
            <Autocomplete
              label={t('extension')}
              placeholder={t('extensionPlaceholder')}
              value={state.extension}
              onChange={(extension) => update({ extension })}
              data={extensionSuggestions}
              filter={passThrough}
              maxDropdownHeight={280}
              error={type.errorKey ? t('unknownExtension') : undefined}
              spellCheck={false}
              autoComplete="off"
            />
            <ReadOnlyField label={t('matchingMimeType')} value={type.value ?? ''} copyLabel={t('copyMimeType')} />
          </Stack>
        </Card>
      </SimpleGrid>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="mime-types-file">
        <Stack gap="sm">
          <Title order={2} size="h4" id="mime-types-file">
            {t('fileTitle')}
          </Title>
          <FileDropZone label={t('dropFile')} description={t('dropFileHint')} onFiles={(files) => void onFiles(files)} />
          {file && <FileReport name={file.name} report={file.report} t={t} />}
        </Stack>
      </Card>

      <div style={{ overflowX: 'auto' }}>
        <Table striped withTableBorder aria-label={t('tableLabel')} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('tableTypes')}</Table.Th>
              <Table.Th scope="col">{t('tableExtensions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {/* A thousand rows: plain elements with the classes and attributes Mantine's Table.Tr and
                Table.Td render (a Mantine component per cell cost 100 ms more), the first screenful
                at once and the rest 200 per task (laying out all of them delayed the page by 150 ms). */}
            {MIME_TABLE.slice(0, shownRows).map((entry) => (
              <tr key={entry.type} className={Table.classes.tr} data-with-row-border="true" data-striped="odd" style={ROW_STYLE}>
                <td className={Table.classes.td} style={TYPE_CELL_STYLE}>
                  {entry.type}
                </td>
                <td className={Table.classes.td}>{entry.extensions.map((extension) => `.${extension}`).join(', ')}</td>
              </tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
