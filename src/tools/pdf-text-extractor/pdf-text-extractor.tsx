import { Button, Checkbox, Group, Loader, PasswordInput, Progress, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconTextScan2 } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearHandoff, handOff, pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions, type OperationWarning } from '../../engine/operation';
import { isPasswordError } from '../../engine/pdf/errors';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient, toolJobs } from '../../engine/worker/operation-pool';
import { downloadText } from '../../lib/download';
import { isToolInputError } from '../../lib/errors';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { wordKey } from '../../modules/i18n/word-key';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import type * as Jobs from './pdf-text-extractor.jobs';
import { pdfTextExtractor } from './pdf-text-extractor.operations';

const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

const TOOL_ID = 'pdf-text-extractor';
const OCR_TOOL = { id: 'ocr-image', path: '/ocr-image' };
const DEFAULTS = defaultOptions(pdfTextExtractor);
const STATE_OPTIONS = { persist: { format: 'url', pageMarkers: 'url', pages: 'url', password: 'none' }, schema: pdfTextExtractor.options } as const;
const PDF_ACCEPT = 'application/pdf,.pdf';

const jobs = toolJobs<typeof Jobs>(TOOL_ID);

/** An error in the reader's language: this tool's strings, then the shell's shared `pdf.*`. */
function wordError(error: unknown): string {
  if (isToolInputError(error)) {
    const text = wordKey(error.messageKey, error.params, [TOOL_ID, 'shell']);
    if (text) return error.detail ? `${text} (${error.detail})` : text;
  }
  return error instanceof Error ? error.message : String(error);
}

interface Request {
  file: File;
  options: Record<string, unknown>;
}

interface Extracted {
  text: string;
  source: File;
  warnings: OperationWarning[];
}

/** The pages without text, from the operation's warning. */
interface NoText {
  pages: number[];
  list: string;
  count: number;
  name: string;
}

const EXTRACT = {
  remote: async ({ file, options }: Request, control: RunControl): Promise<Extracted> => {
    const { output, warnings } = await operationClient.runWithWarnings(pdfTextExtractor.id, file, options, control);
    return { text: output as string, source: file, warnings };
  },
  warm: operationClient.warm,
  delayMs: 250,
};

/**
 * PDFs in → their text. One file runs in an operation worker at every change of the options; the
 * text shows with Copy and Download, and the pages without text get a warning with an offer to read
 * the first one with OCR. Several files make a batch (a `.txt` each, "Download all (ZIP)").
 */
export default function PdfTextExtractor() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shell } = useTranslation();
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const batch = useFileBatch();
  const several = files.length > 1;
  const optionsKey = JSON.stringify(options);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();

  const request = useMemo<Request | undefined>(
    () => (files.length === 1 ? { file: files[0]!, options: JSON.parse(optionsKey) as Record<string, unknown> } : undefined),
    [files, optionsKey],
  );
  const job = useLiveResult(request, EXTRACT);

  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: pdfTextExtractor.id, options: JSON.parse(optionsKey) as Record<string, unknown> }, files);
    else batch.clear();
  }, [batch, files, several, optionsKey]);

  const input = files.length === 1 ? files[0] : undefined;
  const result = job.latest?.source === input ? job.latest : undefined;
  const noText = result?.warnings.find((warning) => warning.key === 'noTextLayer')?.data as NoText | undefined;
  const markdown = options.format === 'markdown';
  // Shown while the file asks for its password, and while one is typed.
  const showPassword = isPasswordError(job.error) || options.password !== '';

  const sendToOcr = async (source: File, page: number) => {
    setSending(true);
    setSendError(undefined);
    try {
      const png = await jobs.run('pageForOcr', { file: source, password: options.password, page });
      handOff({ to: OCR_TOOL.id, op: OCR_TOOL.id, text: '', files: [png], options: {} });
      void navigate(OCR_TOOL.path);
    } catch (error) {
      setSendError(wordError(error));
      setSending(false);
    }
  };

  return (
    <Stack gap="lg">
      <FileDropZone
        multiple
        label={t('dropLabel')}
        accept={PDF_ACCEPT}
        acceptLabel={t('acceptLabel')}
        files={files}
        onFiles={(added) => setFiles((current) => [...current, ...added])}
        onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
      />

      <Group gap="lg" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Text component="label" id="pdf-text-extractor-format" size="sm" fw={500}>
            {t('format')}
          </Text>
          <SegmentedControl
            aria-labelledby="pdf-text-extractor-format"
            data={[
              { value: 'text', label: t('formatText') },
              { value: 'markdown', label: t('formatMarkdown') },
            ]}
            value={options.format}
            onChange={(format) => update({ format: format as typeof options.format })}
            w="fit-content"
          />
        </Stack>
        <TextInput
          label={t('pages')}
          description={t('pagesHint')}
          placeholder={t('pagesPlaceholder')}
          value={options.pages}
          spellCheck={false}
          maxLength={1000}
          onChange={(event) => update({ pages: event.currentTarget.value })}
          w={240}
        />
        {showPassword && (
          <PasswordInput
            label={shell('pdf.password')}
            description={t('passwordHint')}
            value={options.password}
            maxLength={1000}
            autoComplete="off"
            onChange={(event) => update({ password: event.currentTarget.value })}
            w={240}
          />
        )}
      </Group>
      <Checkbox
        label={t('pageMarkers')}
        description={t('pageMarkersHint')}
        checked={options.pageMarkers}
        onChange={(event) => update({ pageMarkers: event.currentTarget.checked })}
      />
      <Text size="xs" c="dimmed">
        {markdown ? t('markdownRules') : t('textRules')}
      </Text>

      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="pdf-text.zip" />
        </Suspense>
      )}

      {input && job.pending && (
        <Stack gap={4} role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{t('reading')}</Text>
          </Group>
          {job.percent !== undefined && <Progress value={job.percent} size="sm" aria-label={t('reading')} />}
        </Stack>
      )}
      {input && job.error !== undefined && !job.pending && <ToolAlert type="error">{wordError(job.error)}</ToolAlert>}
      {input && result && job.error === undefined && (
        <Stack gap="sm" component="section" aria-label={t('result')} aria-busy={job.pending}>
          {noText && (
            <ToolAlert type="warning">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('noTextLayer' as 'noTextLayer_other', { count: noText.count, list: noText.list, name: noText.name })}</Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconTextScan2 size={14} aria-hidden />}
                  loading={sending}
                  onClick={() => void sendToOcr(result.source, noText.pages[0]!)}
                >
                  {t('sendToOcr', { page: noText.pages[0] })}
                </Button>
                {sendError && (
                  <Text size="sm" c="red">
                    {sendError}
                  </Text>
                )}
              </Stack>
            </ToolAlert>
          )}
          <OutputArea
            label={t('output')}
            value={result.text}
            autosize
            minRows={8}
            maxRows={24}
            monospace={!markdown}
            actions={
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() =>
                  downloadText(`${result.source.name.replace(/\.pdf$/i, '') || 'text'}.${markdown ? 'md' : 'txt'}`, result.text, markdown ? 'text/markdown' : 'text/plain')
                }
              >
                {shell('ui.download')}
              </Button>
            }
          />
        </Stack>
      )}
    </Stack>
  );
}
