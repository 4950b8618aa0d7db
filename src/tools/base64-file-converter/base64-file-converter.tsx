import { Button, Group, Image, Loader, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconPhoto } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { isToolInputError } from '../../lib/errors';
import type { RunControl } from '../../engine/worker/operation-client';
import { defaultOptions } from '../../engine/operation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { pastedFiles } from '../../engine/handoff/handoff';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { operationClient } from '../../engine/worker/operation-pool';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { base64FileEncode } from './base64-file-converter.operations';
import { checkBase64, composeFileName, decodeBase64File, detectExtension, detectMime, withoutDataUrlPrefix } from './base64-file-converter.service';
import type en from './locales/en.json';
import { downloadBytes } from '../../lib/download';

const TOOL_ID = 'base64-file-converter';

/** The list of a batch of files loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

/** "Data URL" is the encoding operation's option (the converted file always keeps its prefix: the switch only shows or hides it). */
const DEFAULTS = { fileName: 'file', extension: '', base64: '', dataUrl: defaultOptions(base64FileEncode).dataUrl };
const STATE_OPTIONS = { persist: { fileName: 'local', extension: 'local', base64: 'local', dataUrl: 'url' }, schema: base64FileEncode.options, pasteInto: 'base64' } as const;

interface FileRequest {
  file: File;
}

/** Files of tens of megabytes are read and encoded in the operation worker (the File goes there as is); a newer file replaces the older. */
const ENCODE = {
  remote: ({ file }: FileRequest, control: RunControl) => operationClient.run(base64FileEncode.id, file, { mimeType: file.type, dataUrl: true }, control) as Promise<string>,
  warm: operationClient.warm,
};

function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

interface Preview {
  /** The Base64 text it shows: a new text hides it. */
  source: string;
  url: string;
  status: 'loading' | 'ok' | 'failed';
  width?: number;
  height?: number;
}

interface Converted {
  request: FileRequest;
  name: string;
  size: number;
  /** The whole data URL; the raw Base64 is derived from it. */
  dataUrl: string;
}

export default function Base64FileConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const number = new Intl.NumberFormat(language);
  const base64 = useDeferredValue(state.base64);
  const [preview, setPreview] = useState<Preview | undefined>(undefined);
  // A file dropped on "Drop anything" and sent here is converted at once (useToolState forgets the hand-off).
  const batch = useFileBatch();
  const [batchMode, setBatchMode] = useState(false);
  const [fileRequest, setFileRequest] = useState<FileRequest | undefined>(() => {
    const handed = pastedFiles(TOOL_ID)?.[0];
    return handed ? { file: handed } : undefined;
  });
  const encoding = useLiveResult(fileRequest, ENCODE);
  // The last file converted: it stays (beside the message) when a newer one cannot be read.
  const [converted, setConverted] = useState<Converted | undefined>(undefined);
  if (fileRequest && encoding.value !== undefined && converted?.request !== fileRequest) {
    setConverted({ request: fileRequest, name: fileRequest.file.name, size: fileRequest.file.size, dataUrl: encoding.value });
  }
  const reading = fileRequest && encoding.pending ? { name: fileRequest.file.name, size: fileRequest.file.size } : undefined;
  const readError = encoding.error === undefined ? undefined : encoding.error instanceof Error ? encoding.error.message : String(encoding.error);

  // Base64 → file.
  const check = useMemo(() => {
    try {
      return { size: checkBase64(base64), invalid: false };
    } catch (error) {
      if (isToolInputError(error)) return { size: 0, invalid: true };
      throw error;
    }
  }, [base64]);
  const empty = base64.trim() === '';
  const usable = !empty && !check.invalid;
  const mime = usable ? detectMime(base64, state.extension) : undefined;

  const onBase64Change = (text: string) => {
    const extension = detectExtension(text);
    update(extension === undefined ? { base64: text } : { base64: text, extension });
  };

  const previewUrl = preview?.url;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  const shownPreview = preview?.source === base64 ? preview : undefined;

  const showPreview = () => {
    if (!usable) return;
    const file = decodeBase64File(base64, state.extension);
    // Without a data-URL type, the browser is given the detected one (it sniffs images anyway).
    const url = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mime }));
    setPreview({ source: base64, url, status: 'loading' });
  };

  const download = () => {
    if (!usable) return;
    const file = decodeBase64File(base64, state.extension);
    downloadBytes(composeFileName(state.fileName, state.extension), file.bytes, file.mime);
  };

  // File → Base64 (a new request object: a new run, even for the same file).
  const convertFile = useCallback((file: File) => setFileRequest({ file }), []);

  const output = converted ? (state.dataUrl ? converted.dataUrl : withoutDataUrlPrefix(converted.dataUrl)) : '';
  const shownFile = reading ?? converted;

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="base64-to-file-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="base64-to-file-title">
            {t('decodeTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fileName')} placeholder={t('fileNamePlaceholder')} value={state.fileName} onChange={(event) => update({ fileName: event.currentTarget.value })} spellCheck={false} />
            <TextInput label={t('extension')} placeholder={t('extensionPlaceholder')} value={state.extension} onChange={(event) => update({ extension: event.currentTarget.value })} spellCheck={false} />
          </SimpleGrid>
          <LargeTextInput
            label={t('base64Input')}
            placeholder={t('base64Placeholder')}
            value={state.base64}
            onChange={onBase64Change}
            rows={5}
            error={check.invalid && !empty ? t('invalidBase64') : undefined}
            description={usable ? t('detected', { type: mime ?? t('unknownType'), size: formatBytes(check.size, language) }) : undefined}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
          />
          <Group justify="center" gap="sm">
            <Button variant="light" leftSection={<IconPhoto size={16} aria-hidden />} disabled={!usable} onClick={showPreview}>
              {t('preview')}
            </Button>
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={!usable} onClick={download}>
              {t('download')}
            </Button>
          </Group>
          {shownPreview && (
            <Stack gap="xs" align="center">
              {shownPreview.status === 'failed' ? (
                <ToolAlert type="error">{t('notAnImage')}</ToolAlert>
              ) : (
                <Image
                  src={shownPreview.url}
                  alt={t('previewAlt')}
                  maw="100%"
                  mah={400}
                  w="auto"
                  fit="contain"
                  onLoad={(event) => {
                    const image = event.currentTarget;
                    setPreview((current) => (current && current.url === shownPreview.url ? { ...current, status: 'ok', width: image.naturalWidth, height: image.naturalHeight } : current));
                  }}
                  onError={() => setPreview((current) => (current && current.url === shownPreview.url ? { ...current, status: 'failed' } : current))}
                />
              )}
              {shownPreview.status === 'ok' && shownPreview.width !== undefined && (
                <Text size="sm" c="dimmed">
                  {t('dimensions', { width: shownPreview.width, height: shownPreview.height ?? 0 })}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="file-to-base64-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="file-to-base64-title">
            {t('encodeTitle')}
          </Title>
          <FileDropZone
            multiple
            label={t('dropLabel')}
            description={t('dropHint')}
            onFiles={(files) => {
              // Several files: each becomes its own data URL (a batch, each downloadable as text).
              setBatchMode(files.length > 1);
              if (files.length > 1) batch.run({ kind: 'operation', op: base64FileEncode.id, options: { dataUrl: state.dataUrl } }, files);
              else {
                batch.clear();
                convertFile(files[0]!);
              }
            }}
          >
            {shownFile && !batchMode && (
              <Text size="sm" fw={500} role="status">
                {t('fileInfo', { name: shownFile.name, size: formatBytes(shownFile.size, language) })}
              </Text>
            )}
          </FileDropZone>
          <Switch label={t('dataUrl')} checked={state.dataUrl} onChange={(event) => update({ dataUrl: event.currentTarget.checked })} />
          {batchMode && (
            <Suspense fallback={null}>
              <FileBatchList batch={batch} tool={TOOL_ID} archiveName="base64-files.zip" />
            </Suspense>
          )}
          {!batchMode && readError && <ToolAlert type="error">{t('readError', { detail: readError })}</ToolAlert>}
          {!batchMode && (
            <PreviewOutput
              label={t('base64Output')}
              value={reading ? '' : output}
              copyLabel={t('copy')}
              rows={5}
              previewNotice={(shown, total) => t('previewNotice', { shown: number.format(shown), total: number.format(total) })}
              description={
                reading ? (
                  <Group component="span" gap={6}>
                    <Loader size={12} aria-hidden />
                    <span>{t('reading')}</span>
                  </Group>
                ) : undefined
              }
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
