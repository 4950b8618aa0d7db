import { ActionIcon, Badge, Box, Button, Checkbox, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '../../modules/image-tool/image-accept';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { failureMessage } from '../../engine/failure';
import { deriveFileName } from '../../engine/values';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { downloadText } from '../../lib/download';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { CollapsePanel } from '../../ui/collapse/CollapsePanel';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { TextField } from '../../ui/input/TextField';
import { JobProgress } from '../../ui/job/JobProgress';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { showToast } from '../../ui/toast/toast';
import type en from './locales/en.json';
import { addedLanguages, addLanguage, BUNDLED_LANGUAGE, codeFromFileName, LANGUAGE_CODE, looksLikeModel, MAX_LANGUAGES, removeLanguage } from './ocr-image.languages';
import { ocrImage, ocrImageBlocks } from './ocr-image.operations';
import type { OcrBlock, OcrResult } from './ocr-image.service';
import classes from './ocr-image.module.css';

const TOOL_ID = 'ocr-image';

/** The images the image engine reads (HEIC and ICO by extension too: browsers often give them no type). */

/** Words below this confidence (0–100) are highlighted for checking. */
const LOW_CONFIDENCE = 60;

const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

interface ReadRequest {
  file: File;
  language: string;
  /** A new attempt after a cancel is a new request. */
  attempt: number;
}

/** The image goes to an operation worker unread; Tesseract runs in its own worker inside it. A newer image replaces the older. */
const READ = {
  remote: ({ file, language }: ReadRequest, control: RunControl) => operationClient.run(ocrImageBlocks.id, file, { language }, control) as Promise<OcrResult>,
  warm: operationClient.warm,
  delayMs: 0,
};

type T = ToolTranslate<typeof en>;

/** The codes of the option, English first, without repeats; English alone when it is empty or unreadable. */
function languageList(value: string): string[] {
  const codes = [...new Set(value.split('+').filter((code) => LANGUAGE_CODE.test(code)))];
  if (codes.length === 0) return [BUNDLED_LANGUAGE];
  return codes.sort((a, b) => (a === BUNDLED_LANGUAGE ? -1 : b === BUNDLED_LANGUAGE ? 1 : a.localeCompare(b)));
}

export default function OcrImage() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const shell = useTranslation().t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const [{ language }, update] = useToolState(TOOL_ID, { language: 'eng' }, { persist: { language: 'url' }, schema: ocrImageBlocks.options });
  const selected = useMemo(() => languageList(language), [language]);
  const languageKey = selected.join('+');

  // The languages added in this browser (undefined while they are read).
  const [added, setAdded] = useState<string[] | undefined>();
  const [storeFailed, setStoreFailed] = useState(false);
  const refreshAdded = useCallback(
    () =>
      addedLanguages().then(setAdded, () => {
        setAdded([]);
        setStoreFailed(true);
      }),
    [],
  );
  useEffect(() => void refreshAdded(), [refreshAdded]);

  // An image dropped on "Drop anything" and sent here is read at once.
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);

  // Several images: each read in the workers, its text saved as a .txt (a batch).
  const batch = useFileBatch();
  const several = files.length > 1;
  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: ocrImage.id, options: { language: languageKey } }, files);
    else batch.clear();
  }, [batch, files, several, languageKey]);

  const file = files.length === 1 ? files[0] : undefined;
  const [attempt, setAttempt] = useState(0);
  const request = useMemo<ReadRequest | undefined>(() => (file ? { file, language: languageKey, attempt } : undefined), [file, languageKey, attempt]);
  const job = useLiveResult(request, READ);

  const failure = file && job.error !== undefined ? failureMessage(job.error, 'readFailed') : undefined;
  const failureText = failure
    ? failure.messageKey.startsWith('image.')
      ? shell(failure.messageKey, { ns: 'shell', ...(failure.params ?? {}) })
      : failure.messageKey.startsWith('errors.')
        ? t(failure.messageKey as 'errors.languageMissing', failure.params ?? {})
        : `${t('readFailed')}${failure.detail ? ` (${failure.detail})` : ''}`
    : undefined;

  const notAdded = added === undefined ? [] : selected.filter((code) => code !== BUNDLED_LANGUAGE && !added.includes(code));
  const choices = [BUNDLED_LANGUAGE, ...[...new Set([...(added ?? []), ...notAdded])].sort()];
  const choose = (codes: string[]) => update({ language: languageList(codes.slice(0, MAX_LANGUAGES).join('+')).join('+') });

  return (
    <Stack gap="lg" maw={1000} mx="auto" w="100%">
      <Stack gap={6}>
        <FileDropZone
          multiple
          label={t('dropLabel')}
          inputLabel={t('fileInput')}
          accept={IMAGE_ACCEPT}
          acceptLabel={shell('ui.imageFiles')}
          files={files}
          onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
          onFiles={(chosen) => {
            setAttempt(0);
            setFiles(chosen);
          }}
        />
        <Text size="sm" c="dimmed">
          {t('privacy')}
        </Text>
      </Stack>

      <Stack gap="xs">
        <Checkbox.Group label={t('languages')} description={t('languagesHint')} value={selected} onChange={(codes) => choose(codes.length > 0 ? codes : [BUNDLED_LANGUAGE])}>
          <Group gap="md" mt={6}>
            {choices.map((code) => (
              <Group key={code} gap={4} wrap="nowrap">
                <Checkbox value={code} label={code === BUNDLED_LANGUAGE ? t('english') : added?.includes(code) ? t('addedLanguage', { code }) : t('missingLanguage', { code })} disabled={!selected.includes(code) && selected.length >= MAX_LANGUAGES} />
                {code !== BUNDLED_LANGUAGE && added?.includes(code) && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t('removeLanguage', { code })}
                    onClick={() =>
                      void removeLanguage(code).then(async () => {
                        await refreshAdded();
                        choose(selected.filter((other) => other !== code));
                        void showToast({ message: t('removed', { code }) });
                      })
                    }
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Group>
        </Checkbox.Group>
        {notAdded.length > 0 && <ToolAlert type="warning">{t('notAddedHere', { codes: notAdded.join(', ') })}</ToolAlert>}
        {storeFailed && <ToolAlert type="warning">{t('storeUnavailable')}</ToolAlert>}
        <CollapsePanel title={t('addLanguage')} defaultExpanded={notAdded.length > 0}>
          <AddLanguageForm
            t={t}
            onAdded={async (code) => {
              await refreshAdded();
              if (!selected.includes(code)) choose([...selected, code]);
              void showToast({ message: t('added', { code }) });
            }}
          />
        </CollapsePanel>
      </Stack>

      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="texts.zip" />
        </Suspense>
      )}

      {file && job.pending && <JobProgress label={t('recognising')} percent={job.percent} onCancel={job.cancel} />}
      {file && job.state.status === 'cancelled' && (
        <Group gap="sm">
          <Text role="status">{t('cancelled')}</Text>
          <Button variant="light" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => setAttempt((current) => current + 1)}>
            {t('recogniseAgain')}
          </Button>
        </Group>
      )}
      {failureText && <ToolAlert type="error">{failureText}</ToolAlert>}
      {file && <ImageWithBlocks image={file} result={job.value} />}
      {file && job.value && <Results result={job.value} fileName={file.name} t={t} />}
    </Stack>
  );
}

/** The model of a language from the person's disk, kept in this browser. */
function AddLanguageForm({ t, onAdded }: { t: T; onAdded: (code: string) => Promise<void> }) {
  const [code, setCode] = useState('');
  const [model, setModel] = useState<File | null>(null);
  const [codeError, setCodeError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [adding, setAdding] = useState(false);

  const add = async () => {
    const trimmed = code.trim().toLowerCase();
    const badCode = !LANGUAGE_CODE.test(trimmed) ? t('fieldErrors.badCode') : trimmed === BUNDLED_LANGUAGE ? t('fieldErrors.english') : undefined;
    setCodeError(badCode);
    setFileError(model ? undefined : t('fieldErrors.noFile'));
    if (badCode || !model) return;
    setAdding(true);
    try {
      const bytes = new Uint8Array(await model.arrayBuffer());
      if (!looksLikeModel(bytes)) {
        setFileError(t('fieldErrors.notModel'));
        return;
      }
      try {
        await addLanguage(trimmed, bytes);
      } catch (error) {
        setFileError(t('fieldErrors.storeFailed', { detail: error instanceof Error ? error.message : String(error) }));
        return;
      }
      setCode('');
      setModel(null);
      await onAdded(trimmed);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('addLanguageHelp')}</Text>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextField
          label={t('languageCode')}
          description={t('languageCodeHint')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          placeholder="fra"
          error={codeError}
          w={220}
        />
        <FileInput
          label={t('modelFile')}
          value={model}
          onChange={(chosen) => {
            setModel(chosen);
            setFileError(undefined);
            if (chosen && code.trim() === '') setCode(codeFromFileName(chosen.name));
          }}
          accept=".traineddata,.gz,application/gzip,application/octet-stream"
          error={fileError}
          clearable
          w={340}
          maw="100%"
        />
      </Group>
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void add()} loading={adding}>
          {t('add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Points an image at a file through an object URL, revoked when the element goes or the file changes. */
function useBlobSource(blob: Blob): (element: HTMLImageElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return undefined;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

/** The image, with each block's outline and number and its doubtful words marked once recognised (an image the browser cannot show, HEIC, is left out). */
function ImageWithBlocks({ image, result }: { image: File; result: OcrResult | undefined }) {
  const source = useBlobSource(image);
  const [broken, setBroken] = useState<File>();
  if (broken === image) return null;
  const stroke = result ? Math.max(1, Math.round(Math.max(result.width, result.height) / 400)) : 1;
  return (
    <Box className={classes.figure}>
      <img ref={source} alt={image.name} className={classes.image} onError={() => setBroken(image)} />
      {result && (
        <svg className={classes.overlay} viewBox={`0 0 ${result.width} ${result.height}`} preserveAspectRatio="none" aria-hidden data-testid="ocr-overlay">
          {result.blocks.map((block, index) => (
            <g key={index}>
              <rect x={block.box.left} y={block.box.top} width={block.box.width} height={block.box.height} className={classes.outline} strokeWidth={stroke} />
              {block.lines.flatMap((line) =>
                line.words
                  .filter((word) => word.confidence < LOW_CONFIDENCE)
                  .map((word, at) => <rect key={`${line.box.top}-${at}`} x={word.box.left} y={word.box.top} width={word.box.width} height={word.box.height} className={classes.doubt} />),
              )}
              <text x={block.box.left} y={Math.max(stroke * 8, block.box.top - stroke * 2)} className={classes.label} fontSize={stroke * 9}>
                {index + 1}
              </text>
            </g>
          ))}
        </svg>
      )}
    </Box>
  );
}

function Results({ result, fileName, t }: { result: OcrResult; fileName: string; t: T }) {
  const { language } = useToolTranslation<typeof en>(TOOL_ID);
  const titleId = useId();
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  if (result.text === '') return <ToolAlert type="warning">{t('noText')}</ToolAlert>;
  return (
    <Stack gap="md">
      <OutputArea
        label={t('text')}
        value={result.text}
        autosize
        minRows={3}
        maxRows={18}
        monospace={false}
        description={t('meanConfidence', { confidence: percent.format(result.confidence) })}
        inputWrapperOrder={['label', 'input', 'description']}
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText(deriveFileName(fileName || 'image', 'txt'), result.text, 'text/plain')}>
            {t('downloadText')}
          </Button>
        }
      />
      <Stack gap="xs" component="section" aria-labelledby={titleId}>
        <Title order={2} size="h4" id={titleId}>
          {t('blocks')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('blocksHint', { threshold: LOW_CONFIDENCE })}
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder aria-labelledby={titleId} layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t('block')}</Table.Th>
                <Table.Th>{t('blockText')}</Table.Th>
                <Table.Th w={120}>{t('confidence')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.blocks.map((block, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td className={classes.blockText}>
                    <BlockText block={block} t={t} />
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={block.confidence < LOW_CONFIDENCE ? 'orange' : 'green'} className={block.confidence < LOW_CONFIDENCE ? classes.low : classes.good}>
                      {percent.format(block.confidence)} %
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}

/** A block's lines, each word below the threshold marked (with its confidence in its title). */
function BlockText({ block, t }: { block: OcrBlock; t: T }) {
  const lines: ReactNode[] = block.lines.map((line, at) => (
    <div key={at}>
      {line.words.map((word, index) => (
        <span key={index}>
          {index > 0 && ' '}
          {word.confidence < LOW_CONFIDENCE ? (
            <mark className={classes.doubtWord} title={`${t('lowConfidence')}: ${Math.round(word.confidence)} %`}>
              {word.text}
            </mark>
          ) : (
            word.text
          )}
        </span>
      ))}
    </div>
  ));
  return <>{lines}</>;
}
