import { Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { downloadText } from '../../lib/download';
import { failureMessage } from '../../engine/failure';
import type { RunControl } from '../../engine/worker/operation-client';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { ModalValue } from '../../ui/modal-value/ModalValue';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import type en from './locales/en.json';
import classes from './pdf-signature-checker.module.css';
import type { CertificateInfo, NameFields, SignatureReport } from './pdf-signature-checker.service';
import { chainPem, formatFileSize } from './pdf-signature-checker.format';
import { operationClient } from '../../engine/worker/operation-pool';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { pdfSignatureChecker, pdfSignatureCheckerReport } from './pdf-signature-checker.operations';

const TOOL_ID = 'pdf-signature-checker';

interface CheckRequest {
  file: File;
}

/** The PDF is read and checked in the operation worker (the File goes there as is): a 100 MB file never freezes the page; a newer file replaces the older. */
const CHECK = {
  remote: ({ file }: CheckRequest, control: RunControl) => operationClient.run(pdfSignatureCheckerReport.id, file, {}, control) as Promise<SignatureReport[]>,
  warm: operationClient.warm,
};
const NAME_KEYS = ['commonName', 'organizationName', 'organizationalUnitName', 'countryName', 'localityName', 'stateOrProvinceName'] as const;

type T = ToolTranslate<typeof en>;

/** The list of a batch of PDFs loads with the first batch. */
const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

export default function PdfSignatureChecker() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  // A PDF dropped on "Drop anything" and sent here is checked at once.
  const [request, setRequest] = useState<CheckRequest | undefined>(() => {
    const handed = pastedFiles(TOOL_ID)?.[0];
    return handed ? { file: handed as File } : undefined;
  });
  useEffect(() => clearHandoff(TOOL_ID), []);
  // Several PDFs: each is checked in the workers, its summary downloadable as JSON (a batch).
  const batch = useFileBatch();
  const [batchMode, setBatchMode] = useState(false);
  const file = batchMode ? undefined : request?.file;
  const job = useLiveResult(request, CHECK);
  const titleId = useId();


  const signatures = job.value;
  const failure = job.error === undefined ? undefined : failureMessage(job.error, 'readFailed').messageKey;
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'long' });
  const formatDate = (iso: string) => dateFormat.format(new Date(iso));

  return (
    <Stack gap="lg" maw={1000} mx="auto" w="100%">
      <Stack gap={6}>
        <FileDropZone
          label={t('dropZone')}
          inputLabel={t('fileInput')}
          accept=".pdf,application/pdf"
          acceptLabel={t('pdfFiles')}
          multiple
          onFiles={(files: File[]) => {
            setBatchMode(files.length > 1);
            if (files.length > 1) batch.run({ kind: 'operation', op: pdfSignatureChecker.id, options: {} }, files);
            else {
              batch.clear();
              setRequest({ file: files[0]! });
            }
          }}
        />
        <Text size="sm" c="dimmed">
          {t('privacy')}
        </Text>
      </Stack>

      {file && (
        <Card withBorder padding="md" radius="md" aria-label={t('fileCard')} component="section">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {file.name}
            </Text>
            <Text c="dimmed">{formatFileSize(file.size)}</Text>
          </Group>
        </Card>
      )}

      {batchMode && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="signature-reports.zip" />
        </Suspense>
      )}
      {!batchMode && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('reading')}</Text>
        </Group>
      )}
      {!batchMode && failure && <ToolAlert type="error">{t(failure === 'notPdf' ? 'notPdf' : failure === 'noSignatures' ? 'noSignatures' : 'readFailed')}</ToolAlert>}
      {!batchMode &&
        signatures?.map((signature, index) => (
          <SignatureSection key={index} index={index + 1} signature={signature} t={t} formatDate={formatDate} titleId={`${titleId}-${index}`} />
        ))}
    </Stack>
  );
}

function nameLines(name: NameFields, t: T): string {
  return NAME_KEYS.filter((key) => name[key])
    .map((key) => `${t(`names.${key}`)}: ${name[key]}`)
    .join('\n');
}

function SignatureSection({
  index,
  signature,
  t,
  formatDate,
  titleId,
}: {
  index: number;
  signature: SignatureReport;
  t: T;
  formatDate: (iso: string) => string;
  titleId: string;
}) {
  const title = t('signatureTitle', { index });
  if (!signature.readable) {
    return (
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          <ToolAlert type="error">{t('unreadable')}</ToolAlert>
        </Stack>
      </Card>
    );
  }
  const details = (
    [
      ['signerName', signature.details.signerName],
      ['signingTime', signature.details.signingTime ? formatDate(signature.details.signingTime) : undefined],
      ['reason', signature.details.reason],
      ['location', signature.details.location],
      ['contactInfo', signature.details.contactInfo],
    ] as const
  ).filter(([, value]) => value);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => downloadText(`signature-${index}-chain.pem`, chainPem(signature.certificates), 'application/x-pem-file')}
            aria-label={t('downloadChainOf', { index })}
          >
            {t('downloadChain')}
          </Button>
        </Group>
        <Group gap="xs" aria-label={t('status')} role="group">
          <Badge variant="light" color={signature.signatureValid ? 'green' : 'red'} className={signature.signatureValid ? classes.good : classes.bad}>
            {signature.signatureValid ? t('valid') : t('invalid')}
          </Badge>
          <Badge variant="light" color={signature.coversWholeDocument ? 'green' : 'orange'} className={signature.coversWholeDocument ? classes.good : classes.warn}>
            {signature.coversWholeDocument ? t('wholeDocument') : t('changedAfter')}
          </Badge>
          {signature.signerExpired && (
            <Badge variant="light" color="orange" className={classes.warn}>
              {t('expired')}
            </Badge>
          )}
        </Group>
        {details.length > 0 && (
          <Table variant="vertical" layout="fixed" withTableBorder aria-label={t('detailsOf', { index })}>
            <Table.Tbody>
              {details.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th w="30%" scope="row">
                    {t(`details.${key}`)}
                  </Table.Th>
                  <Table.Td className={classes.cell}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {signature.timestamp && (
          <Text size="sm">
            {t('timestamp', { time: formatDate(signature.timestamp.time), authority: signature.timestamp.authority ?? '—' })}
          </Text>
        )}
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder withColumnBorders aria-label={t('certificatesOf', { index })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('issuedTo')}</Table.Th>
                <Table.Th>{t('issuedBy')}</Table.Th>
                <Table.Th>{t('validity')}</Table.Th>
                <Table.Th>{t('pem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {signature.certificates.map((certificate: CertificateInfo, row) => (
                <Table.Tr key={row}>
                  <Table.Td className={classes.cell}>{nameLines(certificate.issuedTo, t)}</Table.Td>
                  <Table.Td className={classes.cell}>{nameLines(certificate.issuedBy, t)}</Table.Td>
                  <Table.Td className={classes.cell}>
                    {`${t('notBefore')}: ${formatDate(certificate.notBefore)}\n${t('notAfter')}: ${formatDate(certificate.notAfter)}`}
                  </Table.Td>
                  <Table.Td>
                    <ModalValue label={t('pemTitle')} buttonLabel={t('viewPem')} value={certificate.pem} buttonProps={{ size: 'small' }} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          {t('trustNote')}
        </Text>
      </Stack>
    </Card>
  );
}
