import { Anchor, Button, Group, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconEraser, IconDeviceFloppy } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { fromFailure } from '../../engine/failure';
import { defaultOptions, type OperationWarning } from '../../engine/operation';
import { dataToJson } from '../../engine/values';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { downloadText } from '../../lib/download';
import { isToolInputError } from '../../lib/errors';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { CopyButton } from '../../ui/copy/CopyButton';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import type en from './locales/en.json';
import { pdfInfo, pdfInfoEdit } from './pdf-info.operations';
import type { InfoField, PdfInfo } from './pdf-info.service';
import { GridTable, PairsTable, ReportSection } from '../../ui/report/Report';

const TOOL_ID = 'pdf-info';
const ACCEPT = 'application/pdf,.pdf';
const FIELDS: readonly InfoField[] = ['title', 'author', 'subject', 'keywords', 'creator', 'producer'];
const PASSWORD_KEYS = ['pdf.passwordNeeded', 'pdf.wrongPassword'];
/** The password is the only option of the report; a secret, kept nowhere. */
const PASSWORD_STATE = defaultOptions(pdfInfo);
const STATE_OPTIONS = { persist: { password: 'none' }, schema: pdfInfo.options } as const;

/** The list of a batch loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

interface Request {
  file: File;
  password: string;
}

/** The PDF is read in an operation worker (the File goes there unread); a newer file or password replaces the run. */
const READ = {
  remote: async ({ file, password }: Request, control: RunControl) => ({ report: (await operationClient.run(pdfInfo.id, file, { password }, control)) as PdfInfo, file }),
  warm: operationClient.warm,
};

type T = ToolTranslate<typeof en>;

export default function PdfInfoTool() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shellT } = useTranslation();
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const [{ password }, update] = useToolState(TOOL_ID, PASSWORD_STATE, STATE_OPTIONS);
  const setPassword = (value: string) => update({ password: value });
  const batch = useFileBatch();
  const several = files.length > 1;
  const file = files.length === 1 ? files[0] : undefined;
  const request = useMemo(() => (file ? { file, password } : undefined), [file, password]);
  const job = useLiveResult(request, READ);

  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: pdfInfo.id, options: { password } }, files);
    else batch.clear();
  }, [batch, files, several, password]);

  const error = file && !job.pending ? job.error : undefined;
  const errorKey = isToolInputError(error) ? error.messageKey : undefined;
  const errorText =
    error === undefined
      ? undefined
      : isToolInputError(error)
        ? [shellT(error.messageKey as never, { ns: 'shell', ...(error.params ?? {}) }), error.detail].filter(Boolean).join(' — ')
        : t('failed', { detail: error instanceof Error ? error.message : String(error) });
  const askPassword = password !== '' || several || (errorKey !== undefined && PASSWORD_KEYS.includes(errorKey));
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
      {askPassword && (
        <PasswordInput label={shellT('pdf.password', { ns: 'shell' })} value={password} onChange={(event) => setPassword(event.currentTarget.value)} autoComplete="off" maw={320} />
      )}
      {several && (
        <Stack gap="xs">
          <Text size="sm">{t('batchHint')}</Text>
          <Suspense fallback={null}>
            <FileBatchList batch={batch} tool={TOOL_ID} archiveName="pdf-info.zip" />
          </Suspense>
        </Stack>
      )}
      {file && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('reading')}</Text>
        </Group>
      )}
      {errorText && <ToolAlert type="error">{errorText}</ToolAlert>}
      {file && shown && <Report report={shown} file={file} password={password} t={t} />}
    </Stack>
  );
}

function Report({ report, file, password, t }: { report: PdfInfo; file: File; password: string; t: T }) {
  const { i18n } = useTranslation();
  const json = dataToJson(report);
  const yes = (value: boolean) => (value ? t('yes') : t('no'));
  const date = (iso: string | undefined) => {
    if (!iso) return undefined;
    const parsed = new Date(iso);
    return Number.isNaN(parsed.getTime()) ? iso : `${parsed.toLocaleString(i18n.language)} (${iso})`;
  };
  const documentRows: [string, ReactNode][] = [
    [t('version'), report.version],
    [t('pageCount'), report.pages],
    ...FIELDS.filter((field) => report[field] !== undefined).map((field): [string, ReactNode] => [t(`fields.${field}`), report[field]]),
    ...(report.created ? [[t('created'), date(report.created)] as [string, ReactNode]] : []),
    ...(report.modified ? [[t('modified'), date(report.modified)] as [string, ReactNode]] : []),
    [t('xmp'), yes(report.xmp)],
    ...(report.pdfA ? [[t('pdfA'), report.pdfA] as [string, ReactNode]] : []),
    [t('encryption'), report.encryption ? report.encryption.algorithm : t('notEncrypted')],
  ];
  const permissions = report.encryption?.permissions;
  const jsonName = `${file.name.replace(/\.pdf$/i, '')}.json`;
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <CopyButton value={json} label={t('copyJson')} />
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText(jsonName, json, 'application/json')}>
          {t('downloadJson')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ReportSection title={t('document')}>
          <PairsTable rows={documentRows} label={t('document')} />
        </ReportSection>
        <ReportSection title={t('pageSizes')}>
          <GridTable
            label={t('pageSizes')}
            head={[t('pages'), t('points'), t('millimetres'), t('paper')]}
            rows={report.pageSizes.map((size) => [
              size.pages,
              `${size.width} × ${size.height}`,
              `${size.widthMm} × ${size.heightMm}`,
              `${size.paper ?? '—'}, ${t(`orientations.${size.orientation}`)}`,
            ])}
          />
        </ReportSection>
      </SimpleGrid>
      {report.encryption && permissions && (
        <ReportSection title={t('permissions')}>
          <PairsTable
            label={t('permissions')}
            rows={[
              [t('openPassword'), yes(report.encryption.openPassword)],
              ...(Object.keys(permissions) as (keyof typeof permissions)[]).map((key): [string, ReactNode] => [t(`permission.${key}`), yes(permissions[key])]),
            ]}
          />
        </ReportSection>
      )}
      <ReportSection title={t('fontsTitle' as 'fontsTitle_other', { count: report.fonts.length })}>
        {report.fonts.length === 0 ? (
          <Text c="dimmed">{t('noFonts')}</Text>
        ) : (
          <GridTable
            label={t('fontsTitle' as 'fontsTitle_other', { count: report.fonts.length })}
            head={[t('fontName'), t('fontType'), t('embedded')]}
            rows={report.fonts.map((font) => [font.name, font.subtype, yes(font.embedded)])}
          />
        )}
      </ReportSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ReportSection title={t('imagesTitle')}>
          <PairsTable
            label={t('imagesTitle')}
            rows={[
              [t('imageCount'), report.images.count],
              ...(report.images.largest
                ? [
                    [t('largestImage'), t('largestValue', { width: report.images.largest.width, height: report.images.largest.height, page: report.images.largest.page })] as [
                      string,
                      ReactNode,
                    ],
                  ]
                : []),
            ]}
          />
        </ReportSection>
        <ReportSection title={t('formTitle' as 'formTitle_other', { count: report.formFields.count })}>
          {report.formFields.count === 0 ? <Text c="dimmed">{t('noForm')}</Text> : <Text style={{ overflowWrap: 'anywhere' }}>{report.formFields.names.join(', ')}</Text>}
        </ReportSection>
        <ReportSection title={t('attachmentsTitle' as 'attachmentsTitle_other', { count: report.attachments.length })}>
          {report.attachments.length === 0 ? (
            <Text c="dimmed">{t('noAttachments')}</Text>
          ) : (
            <GridTable
              label={t('attachmentsTitle' as 'attachmentsTitle_other', { count: report.attachments.length })}
              head={[t('fileName'), t('size')]}
              rows={report.attachments.map((attachment) => [attachment.name, formatByteSize(attachment.size, i18n.language)])}
            />
          )}
        </ReportSection>
        <ReportSection title={t('signaturesTitle' as 'signaturesTitle_other', { count: report.signatures.count })}>
          {report.signatures.count === 0 ? <Text c="dimmed">{t('noSignatures')}</Text> : <Text style={{ overflowWrap: 'anywhere' }}>{report.signatures.fields.join(', ')}</Text>}
          <Anchor component={Link} to="/pdf-signature-checker">
            {t('checkSignatures')}
          </Anchor>
        </ReportSection>
      </SimpleGrid>
      <MetadataEditor key={`${file.name}:${file.size}:${file.lastModified}`} report={report} file={file} password={password} t={t} />
    </Stack>
  );
}

type EditRequest = { file: File; options: Record<string, unknown> };
const EDIT = {
  remote: async ({ file, options }: EditRequest, control: RunControl) => {
    const outcome = await operationClient.runToFiles({ kind: 'operation', op: pdfInfoEdit.id, options }, file, control);
    if (!outcome.ok) throw outcome.failure ? fromFailure(outcome.failure) : new Error(outcome.message);
    return { file: outcome.files[0]!, warnings: outcome.warnings as OperationWarning[] };
  },
  warm: operationClient.warm,
};

/** The Info entries, editable, pre-filled from the file; "Save" and "Remove all metadata" make a new PDF to download. */
function MetadataEditor({ report, file, password, t }: { report: PdfInfo; file: File; password: string; t: T }) {
  const { t: shellT } = useTranslation();
  const [values, setValues] = useState<Record<InfoField, string>>(() => Object.fromEntries(FIELDS.map((field) => [field, report[field] ?? ''])) as Record<InfoField, string>);
  const [request, setRequest] = useState<EditRequest>();
  const job = useLiveResult(request, EDIT);
  const save = (strip: boolean) => setRequest({ file, options: strip ? { strip: true, password } : { ...values, password } });
  const error = job.error;
  return (
    <ReportSection title={t('editTitle')}>
      <Text size="sm" c="dimmed">
        {t('editHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`fields.${field}`)}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.currentTarget.value }))}
          />
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => save(false)} loading={job.pending && request?.options.strip !== true}>
          {t('save')}
        </Button>
        <Button variant="light" color="red" leftSection={<IconEraser size={16} aria-hidden />} onClick={() => save(true)} loading={job.pending && request?.options.strip === true}>
          {t('strip')}
        </Button>
      </Group>
      {error !== undefined && !job.pending && (
        <ToolAlert type="error">{isToolInputError(error) ? shellT(error.messageKey as never, { ns: 'shell', ...(error.params ?? {}) }) : String(error)}</ToolAlert>
      )}
      {job.value && !job.pending && error === undefined && (
        <Stack gap="sm" component="section" aria-label={t('edited')}>
          {job.value.warnings.map((warning) => (
            <ToolAlert key={warning.key} type="warning">
              {t(`warnings.${warning.key}` as 'warnings.xmpKept')}
            </ToolAlert>
          ))}
          <Text aria-live="polite">{t(request?.options.strip ? 'stripped' : 'saved')}</Text>
          <FilePreview file={job.value.file} />
        </Stack>
      )}
    </ReportSection>
  );
}
