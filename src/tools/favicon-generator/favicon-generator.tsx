import { Button, Group, Loader, Paper, SimpleGrid, Slider, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { sniffImageFormat, type ImageFormat } from '../../engine/image/formats';
import { defaultOptions, type OperationWarning } from '../../engine/operation';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { downloadBlob } from '../../lib/download';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { IMAGE_ACCEPT } from '../../modules/image-tool/image-accept';
import { RunFailure, wordFailure, wordWarning } from '../../modules/image-tool/run-failure';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { ColourField } from '../../ui/input/ColourField';
import { FAVICON_PNGS, linkTags, webManifest } from './favicon-generator.markup';
import { faviconGenerator, faviconReadIco } from './favicon-generator.operations';

const TOOL_ID = 'favicon-generator';
const DEFAULTS = defaultOptions(faviconGenerator);
const STATE_OPTIONS = {
  persist: { background: 'url', padding: 'url', name: 'url', shortName: 'url', themeColor: 'url', path: 'url' },
  schema: faviconGenerator.options,
} as const;

interface Icon {
  name: string;
  size: number;
  file: File;
}
interface Generated {
  zip: File;
  icons: Icon[];
  warnings: OperationWarning[];
}
interface GenerateRequest {
  file: File;
  options: Record<string, unknown>;
}

/** The set made in an operation worker; its PNGs read back from the ZIP (a few kilobytes) to show them. */
const GENERATE = {
  remote: async ({ file, options }: GenerateRequest, control: RunControl): Promise<Generated> => {
    const outcome = await operationClient.runToFiles({ kind: 'operation', op: faviconGenerator.id, options }, file, control);
    if (!outcome.ok) throw new RunFailure(outcome.message, outcome.failure);
    const zip = outcome.files[0]!;
    const { ZipReader, BlobReader, BlobWriter } = await import('@zip.js/zip.js/index-native.js');
    const entries = await new ZipReader(new BlobReader(zip), { useWebWorkers: false }).getEntries();
    const icons: Icon[] = [];
    for (const { name, size } of FAVICON_PNGS) {
      const entry = entries.find((candidate) => candidate.filename === name);
      if (entry && !entry.directory) icons.push({ name, size, file: new File([await entry.getData(new BlobWriter('image/png'))], name, { type: 'image/png' }) });
    }
    return { zip, icons, warnings: outcome.warnings };
  },
  warm: operationClient.warm,
  delayMs: 250,
};

/** An ICO's images, as PNG files. */
const READ_ICO = {
  remote: async (file: File, control: RunControl): Promise<File[]> => {
    const outcome = await operationClient.runToFiles({ kind: 'operation', op: faviconReadIco.id, options: {} }, file, control);
    if (!outcome.ok) throw new RunFailure(outcome.message, outcome.failure);
    return outcome.files;
  },
  warm: operationClient.warm,
};

/** What the chosen file is, from its first bytes (an ICO is read back; anything else makes a set). */
function useSniffed(file: File | undefined): { file: File; format: ImageFormat | undefined } | undefined {
  const [sniffed, setSniffed] = useState<{ file: File; format: ImageFormat | undefined }>();
  useEffect(() => {
    if (!file) return;
    let current = true;
    void file
      .slice(0, 4096)
      .arrayBuffer()
      .then((head) => current && setSniffed({ file, format: sniffImageFormat(new Uint8Array(head)) }));
    return () => {
      current = false;
    };
  }, [file]);
  return sniffed && sniffed.file === file ? sniffed : undefined;
}

/** One icon at its own pixel size (the large ones scaled down to fit), with its name and size. */
function IconTile({ icon }: { icon: Icon }) {
  // The image's address lives as long as the element shows this file (React calls the ref's cleanup).
  const source = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return undefined;
      const url = URL.createObjectURL(icon.file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [icon.file],
  );
  const shown = Math.min(icon.size, 128);
  return (
    <Stack gap={4} align="center" component="figure" m={0}>
      <div style={{ width: 128, height: 128, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <img ref={source} alt={icon.name} width={shown} height={shown} style={{ imageRendering: icon.size <= 48 ? 'pixelated' : 'auto' }} />
      </div>
      <Text component="figcaption" size="xs" ta="center">
        {icon.name}
        <br />
        {icon.size} × {icon.size}
      </Text>
    </Stack>
  );
}

/**
 * An image or an SVG in → a favicon set (one ZIP), its icons shown, its `<link>` tags and manifest
 * ready to copy; an ICO in → its images as PNGs to download.
 */
export default function FaviconGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shell } = useTranslation();
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [file, setFile] = useState<File | undefined>(() => pastedFiles(TOOL_ID)?.[0]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const sniffed = useSniffed(file);
  const isIco = sniffed?.format === 'ico';
  const isSvg = sniffed?.format === 'svg';
  const optionsKey = JSON.stringify(options);

  const generateRequest = useMemo<GenerateRequest | undefined>(() => (sniffed && !isIco ? { file: sniffed.file, options: JSON.parse(optionsKey) as Record<string, unknown> } : undefined), [sniffed, isIco, optionsKey]);
  const generated = useLiveResult(generateRequest, GENERATE);
  const icoFile = sniffed && isIco ? sniffed.file : undefined;
  const read = useLiveResult(icoFile, READ_ICO);
  const [zipping, setZipping] = useState(false);
  const [zipError, setZipError] = useState<string>();

  const markup = { ...options, svg: isSvg };
  const tags = linkTags(markup);
  const manifest = webManifest(markup);
  const result = generated.latest;
  const entries = read.latest;

  const downloadAll = async () => {
    if (!entries || !icoFile) return;
    setZipping(true);
    setZipError(undefined);
    try {
      const stem = icoFile.name.replace(/\.[^.]*$/, '') || 'favicon';
      const outcome = await operationClient.runToFiles({ kind: 'operation', op: 'zip-creator', options: { name: `${stem}-images.zip` } }, entries);
      if (outcome.ok) downloadBlob(outcome.files[0]!.name, outcome.files[0]!);
      else setZipError(outcome.message);
    } finally {
      setZipping(false);
    }
  };

  const pending = (label: string) => (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{label}</Text>
    </Group>
  );

  return (
    <Stack gap="lg">
      <FileDropZone
        label={t('dropLabel')}
        description={t('dropHint')}
        accept={IMAGE_ACCEPT}
        acceptLabel={shell('ui.imageFiles')}
        files={file ? [file] : []}
        onFiles={(added) => added[0] && setFile(added[0])}
        onRemove={() => setFile(undefined)}
      />

      {!isIco && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="favicon-options-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="favicon-options-title">
              {t('optionsTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('appName')} description={t('appNameHint')} value={options.name} maxLength={200} onChange={(event) => update({ name: event.currentTarget.value })} />
              <TextInput label={t('shortName')} description={t('shortNameHint')} value={options.shortName} maxLength={100} onChange={(event) => update({ shortName: event.currentTarget.value })} />
              <ColourField label={t('themeColor')} description={t('themeColorHint')} value={options.themeColor} invalidMessage={t('invalidColour')} onChange={(themeColor) => update({ themeColor })} />
              <ColourField label={t('background')} description={t('backgroundHint')} value={options.background} invalidMessage={t('invalidColour')} onChange={(background) => update({ background })} />
              <TextInput label={t('path')} description={t('pathHint')} value={options.path} maxLength={500} spellCheck={false} onChange={(event) => update({ path: event.currentTarget.value })} />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="favicon-padding">
                  {t('padding')}: {options.padding} %
                </Text>
                <Text size="xs" c="dimmed">
                  {t('paddingHint')}
                </Text>
                <Slider aria-labelledby="favicon-padding" thumbLabel={t('padding')} min={0} max={30} value={options.padding} onChange={(padding) => update({ padding })} label={null} />
              </Stack>
            </SimpleGrid>
          </Stack>
        </Paper>
      )}

      {generateRequest && generated.pending && pending(t('generating'))}
      {generateRequest && generated.error !== undefined && !generated.pending && <ToolAlert type="error">{wordFailure(TOOL_ID, generated.error)}</ToolAlert>}
      {generateRequest && result && generated.error === undefined && (
        <Stack gap="md" component="section" aria-label={t('result')}>
          {result.warnings.map((warning) => (
            <ToolAlert key={warning.key} type="warning">
              {wordWarning(TOOL_ID, warning)}
            </ToolAlert>
          ))}
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('iconsTitle')}
              </Title>
              <Group gap="md" align="flex-end" role="list" aria-label={t('iconsTitle')}>
                {result.icons.map((icon) => (
                  <div role="listitem" key={icon.name}>
                    <IconTile icon={icon} />
                  </div>
                ))}
              </Group>
            </Stack>
          </Paper>
          <FilePreview file={result.zip} />
        </Stack>
      )}

      {!isIco && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <OutputArea label={t('linkTags')} description={t('linkTagsHint')} value={tags} autosize minRows={4} maxRows={12} />
          <OutputArea label={t('manifest')} description={t('manifestHint')} value={manifest} autosize minRows={4} maxRows={12} />
        </SimpleGrid>
      )}

      {icoFile && read.pending && pending(shell('imageTool.working'))}
      {icoFile && read.error !== undefined && !read.pending && <ToolAlert type="error">{wordFailure(TOOL_ID, read.error)}</ToolAlert>}
      {icoFile && entries && read.error === undefined && (
        <Stack gap="md" component="section" aria-label={t('icoTitle')}>
          <Group justify="space-between">
            <Text>{t('icoEntries' as 'icoEntries_other', { count: entries.length })}</Text>
            <Button leftSection={<IconFileZip size={16} aria-hidden />} variant="light" loading={zipping} onClick={() => void downloadAll()}>
              {shell('ui.batch.downloadAll')}
            </Button>
          </Group>
          {zipError && <ToolAlert type="error">{zipError}</ToolAlert>}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {entries.map((entry) => (
              <FilePreview key={entry.name} file={entry} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
