import { Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import { failureMessage } from '../../engine/failure';
import { runOperation } from '../../engine/operation';
import { bytesToBase64 } from '../../lib/base64/base64';
import { base64ToBytes, utf8DecodeStrict, utf8Encode } from '../../lib/crypto-encoding';
import { downloadBytes } from '../../lib/download';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolTranslation, type LocaleKey, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyButton } from '../../ui/copy/CopyButton';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { x509Decoder, x509DecoderToPem } from './x509-decoder.operations';
import type { CertificateReport, ChainReport, CrlReport, CsrReport, ExtensionInfo, ItemReport, PublicKeyReport, X509Report } from './x509-decoder.service';
import { commonName, derFileName, type X509Kind } from './x509-decoder.format';
import classes from './x509-decoder.module.css';

const TOOL_ID = 'x509-decoder';
/** The input is remembered like any pasted text (certificates are public). */
const STATE_OPTIONS = { persist: { input: 'local' }, pasteInto: 'input' } as const;
/** Inputs up to this many bytes are decoded on the page; larger ones (a big CRL) in the operation worker. */
const WORKER_THRESHOLD = 64_000;
/** A CRL may list tens of thousands of certificates: the first ones are shown. */
const REVOKED_SHOWN = 200;
const ACCEPT = '.pem,.crt,.cer,.der,.csr,.crl,.p7b,.p7c,.pub,.key,application/x-pem-file,application/pkix-cert,application/pkcs10,application/pkix-crl';
const DER_TYPES: Readonly<Record<X509Kind, string>> = { certificate: 'application/pkix-cert', csr: 'application/pkcs10', crl: 'application/pkix-crl', publicKey: 'application/octet-stream' };

type T = ToolTranslate<typeof en>;
type Key = LocaleKey<typeof en>;
type Tone = 'good' | 'bad' | 'neutral';

interface Formats {
  date: (iso: string) => string;
  relative: (amount: number, unit: 'day' | 'hour' | 'minute') => string;
}

/** The text of a dropped file: itself when it reads as text, else its DER as PEM (or Base64, so that the field says what is wrong). */
async function fileText(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    const text = utf8DecodeStrict(bytes);
    if (!text.includes('\0')) return text;
  } catch {
    // binary: DER
  }
  try {
    return await runOperation(x509DecoderToPem, bytes);
  } catch {
    return bytesToBase64(bytes);
  }
}

/** The PEM blocks of a text, in order. */
function pemBlocks(text: string | undefined): string[] {
  return text?.match(/-----BEGIN [^-]+-----\n[\s\S]*?-----END [^-]+-----\n/g) ?? [];
}

function itemName(report: ItemReport): string {
  return report.kind === 'certificate' || report.kind === 'csr' ? report.subject : report.kind === 'crl' ? report.issuer : '';
}

function StatusLine({ tone, children }: { tone: Tone; children: ReactNode }) {
  const Icon = tone === 'good' ? IconCircleCheck : tone === 'bad' ? IconCircleX : IconInfoCircle;
  return (
    <Group gap={6} className={classes[tone]} wrap="nowrap">
      <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text span size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  );
}

interface Row {
  label: string;
  value: string;
  /** Monospace, with a copy button (fingerprints, serial numbers). */
  copy?: string;
}

function FieldTable({ rows, label, t }: { rows: Row[]; label: string; t: T }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table variant="vertical" layout="fixed" withTableBorder aria-label={label}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th w="28%" scope="row">
                {row.label}
              </Table.Th>
              <Table.Td>
                {row.copy === undefined ? (
                  <span className={classes.cell}>{row.value}</span>
                ) : (
                  <Group gap={4} wrap="nowrap" justify="space-between">
                    <span className={classes.mono}>{row.value}</span>
                    <CopyIconButton value={row.copy} label={t('copyField', { field: row.label })} size="sm" />
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ExtensionTable({ extensions, label, t }: { extensions: ExtensionInfo[]; label: string; t: T }) {
  if (extensions.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table variant="vertical" layout="fixed" withTableBorder aria-label={label}>
        <Table.Tbody>
          {extensions.map((extension, index) => (
            <Table.Tr key={`${extension.oid}-${index}`}>
              <Table.Th w="28%" scope="row">
                <span className={classes.cell}>{extension.name}</span>
                {extension.critical && (
                  <Badge ml={6} size="xs" variant="outline" color="gray">
                    {t('critical')}
                  </Badge>
                )}
              </Table.Th>
              <Table.Td>
                <span className={classes.cell}>{extension.value}</span>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function validityLine(report: CertificateReport, t: T, formats: Formats): { tone: Tone; text: string } {
  const { status, amount, unit } = report.validity;
  const when = formats.relative(status === 'expired' ? -amount : amount, unit);
  if (status === 'expired') return { tone: 'bad', text: t('validity.expired', { when }) };
  if (status === 'notYetValid') return { tone: 'neutral', text: t('validity.notYetValid', { when }) };
  return { tone: 'good', text: t('validity.valid', { when }) };
}

function keyText(report: { publicKey: CertificateReport['publicKey'] }, t: T): string {
  const { publicKey } = report;
  return publicKey.exponent === undefined ? publicKey.summary : `${publicKey.summary} (${t('exponent', { exponent: publicKey.exponent })})`;
}

function certificateRows(report: CertificateReport, t: T, formats: Formats): Row[] {
  const rows: Row[] = [
    { label: t('fields.subject'), value: report.subject },
    { label: t('fields.issuer'), value: report.selfSigned ? `${report.issuer} (${t('selfSigned')})` : report.issuer },
  ];
  if (report.subjectAltNames.length > 0) rows.push({ label: t('fields.subjectAltNames'), value: report.subjectAltNames.join('\n') });
  rows.push(
    { label: t('fields.notBefore'), value: formats.date(report.validity.notBefore) },
    { label: t('fields.notAfter'), value: formats.date(report.validity.notAfter) },
    { label: t('fields.publicKey'), value: keyText(report, t) },
    { label: t('fields.signatureAlgorithm'), value: report.signatureAlgorithm },
    { label: t('fields.serialNumber'), value: report.serialNumber, copy: report.serialNumber },
    { label: t('fields.sha1'), value: report.fingerprints.sha1, copy: report.fingerprints.sha1 },
    { label: t('fields.sha256'), value: report.fingerprints.sha256, copy: report.fingerprints.sha256 },
    { label: t('fields.pin'), value: report.publicKey.pinSha256, copy: report.publicKey.pinSha256 },
    { label: t('fields.version'), value: String(report.version) },
  );
  return rows;
}

interface ItemProps {
  report: ItemReport;
  index: number;
  count: number;
  pem: string | undefined;
  t: T;
  formats: Formats;
}

function ItemCard({ report, index, count, pem, t, formats }: ItemProps) {
  const titleId = useId();
  const kind = t(`kinds.${report.kind}` as Key);
  const title = count > 1 ? t('itemTitle', { kind, index: index + 1, count }) : kind;
  const subtitle = report.kind === 'certificate' || report.kind === 'csr' ? commonName(report.subject) : report.kind === 'crl' ? commonName(report.issuer) : report.publicKey.summary;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
              {subtitle}
            </Text>
          </Stack>
          {pem && (
            <Group gap="xs">
              <CopyButton value={pem} label={t('copyPem')} toast={t('copyPemToast')} size="xs" />
              <Button
                variant="light"
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => downloadBytes(derFileName(report.kind, itemName(report)), base64ToBytes(pem.replace(/-----[^-]+-----/g, '')), DER_TYPES[report.kind])}
              >
                {t('downloadDer')}
              </Button>
            </Group>
          )}
        </Group>
        {report.kind === 'certificate' && <CertificateBody report={report} t={t} formats={formats} title={title} />}
        {report.kind === 'csr' && <CsrBody report={report} t={t} title={title} />}
        {report.kind === 'crl' && <CrlBody report={report} t={t} formats={formats} title={title} />}
        {report.kind === 'publicKey' && <PublicKeyBody report={report} t={t} title={title} />}
      </Stack>
    </Card>
  );
}

function CertificateBody({ report, t, formats, title }: { report: CertificateReport; t: T; formats: Formats; title: string }) {
  const line = validityLine(report, t, formats);
  return (
    <>
      <StatusLine tone={line.tone}>{line.text}</StatusLine>
      <FieldTable rows={certificateRows(report, t, formats)} label={t('fieldsOf', { title })} t={t} />
      <ExtensionTable extensions={report.extensions} label={t('extensionsOf', { title })} t={t} />
    </>
  );
}

function CsrBody({ report, t, title }: { report: CsrReport; t: T; title: string }) {
  const rows: Row[] = [{ label: t('fields.subject'), value: report.subject }];
  if (report.subjectAltNames.length > 0) rows.push({ label: t('fields.subjectAltNames'), value: report.subjectAltNames.join('\n') });
  rows.push(
    { label: t('fields.publicKey'), value: keyText(report, t) },
    { label: t('fields.signatureAlgorithm'), value: report.signatureAlgorithm },
    { label: t('fields.pin'), value: report.publicKey.pinSha256, copy: report.publicKey.pinSha256 },
    ...report.attributes.map((attribute) => ({ label: attribute.name, value: attribute.value })),
  );
  return (
    <>
      {report.signatureValid === true && <StatusLine tone="good">{t('csrSignatureValid')}</StatusLine>}
      {report.signatureValid === false && <StatusLine tone="bad">{t('csrSignatureInvalid')}</StatusLine>}
      <FieldTable rows={rows} label={t('fieldsOf', { title })} t={t} />
      <ExtensionTable extensions={report.extensions} label={t('extensionsOf', { title })} t={t} />
    </>
  );
}

function CrlBody({ report, t, formats, title }: { report: CrlReport; t: T; formats: Formats; title: string }) {
  const when = formats.relative(report.status === 'expired' ? -report.amount : report.amount, report.unit);
  const line: { tone: Tone; text: string } =
    report.nextUpdate === undefined
      ? { tone: 'neutral', text: t('crlStatus.none') }
      : report.status === 'expired'
        ? { tone: 'bad', text: t('crlStatus.expired', { when }) }
        : report.status === 'notYetValid'
          ? { tone: 'neutral', text: t('crlStatus.notYetValid', { when }) }
          : { tone: 'good', text: t('crlStatus.valid', { when }) };
  const rows: Row[] = [
    { label: t('fields.issuer'), value: report.issuer },
    { label: t('fields.thisUpdate'), value: formats.date(report.thisUpdate) },
    ...(report.nextUpdate ? [{ label: t('fields.nextUpdate'), value: formats.date(report.nextUpdate) }] : []),
    ...(report.crlNumber !== undefined ? [{ label: t('fields.crlNumber'), value: report.crlNumber }] : []),
    { label: t('fields.signatureAlgorithm'), value: report.signatureAlgorithm },
    { label: t('fields.version'), value: String(report.version) },
  ];
  const shown = report.revoked.slice(0, REVOKED_SHOWN);
  return (
    <>
      <StatusLine tone={line.tone}>{line.text}</StatusLine>
      <FieldTable rows={rows} label={t('fieldsOf', { title })} t={t} />
      <ExtensionTable extensions={report.extensions} label={t('extensionsOf', { title })} t={t} />
      <Title order={3} size="h5">
        {t('revoked' as 'revoked_other', { count: report.revoked.length })}
      </Title>
      {shown.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder withColumnBorders aria-label={t('revoked' as 'revoked_other', { count: report.revoked.length })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.serialNumber')}</Table.Th>
                <Table.Th>{t('revocationDate')}</Table.Th>
                <Table.Th>{t('reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((entry, row) => (
                <Table.Tr key={row}>
                  <Table.Td className={classes.mono}>{entry.serialNumber}</Table.Td>
                  <Table.Td>{formats.date(entry.revocationDate)}</Table.Td>
                  <Table.Td>{entry.reason ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {report.revoked.length > shown.length && (
        <Text size="sm" c="dimmed">
          {t('moreRevoked' as 'moreRevoked_other', { count: report.revoked.length - shown.length })}
        </Text>
      )}
    </>
  );
}

function PublicKeyBody({ report, t, title }: { report: PublicKeyReport; t: T; title: string }) {
  const rows: Row[] = [
    { label: t('fields.publicKey'), value: keyText(report, t) },
    { label: t('fields.sha1'), value: report.fingerprints.sha1, copy: report.fingerprints.sha1 },
    { label: t('fields.sha256'), value: report.fingerprints.sha256, copy: report.fingerprints.sha256 },
    { label: t('fields.pin'), value: report.publicKey.pinSha256, copy: report.publicKey.pinSha256 },
  ];
  return <FieldTable rows={rows} label={t('fieldsOf', { title })} t={t} />;
}

function ChainCard({ chain, pems, t }: { chain: ChainReport; pems: string[]; t: T }) {
  const titleId = useId();
  const ordered = chain.order.map((entry) => pems[entry.certificate - 1] ?? '').join('');
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('chain.title')}
        </Title>
        {chain.complete ? <StatusLine tone="good">{t('chain.complete')}</StatusLine> : <StatusLine tone="neutral">{t('chain.incomplete')}</StatusLine>}
        <ol className={classes.chain} aria-label={t('chain.order')}>
          {chain.order.map((entry, position) => {
            const last = position === chain.order.length - 1;
            return (
              <li key={entry.certificate}>
                <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
                  {commonName(entry.subject)}{' '}
                  <Text span size="sm" c="dimmed" fw={400}>
                    {t('chain.position', { index: entry.certificate })}
                  </Text>
                </Text>
                {entry.issuedBy === 'itself' && <StatusLine tone="good">{t('chain.root')}</StatusLine>}
                {typeof entry.issuedBy === 'number' &&
                  (entry.signatureValid === false ? (
                    <StatusLine tone="bad">{t('chain.badSignature', { index: entry.issuedBy })}</StatusLine>
                  ) : (
                    <StatusLine tone="good">{t('chain.signedBy', { index: entry.issuedBy })}</StatusLine>
                  ))}
                {entry.missingIssuer !== undefined &&
                  (last ? (
                    <StatusLine tone="neutral">{t('chain.rootMissing', { name: entry.missingIssuer })}</StatusLine>
                  ) : (
                    <StatusLine tone="bad">{t('chain.gap', { name: entry.missingIssuer })}</StatusLine>
                  ))}
              </li>
            );
          })}
        </ol>
        {!chain.inputOrder && (
          <Group gap="sm">
            <Text size="sm">{t('chain.reordered')}</Text>
            <CopyButton value={ordered} label={t('chain.copyOrdered')} toast={t('copyPemToast')} size="xs" disabled={ordered === ''} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export default function X509Decoder() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ input }, update] = useToolState(TOOL_ID, { input: '' }, STATE_OPTIONS);
  // A certificate file dropped on "Drop anything" and sent here is read at once.
  const [handedFile] = useState(() => pastedFiles(TOOL_ID)?.[0]);
  useEffect(() => {
    clearHandoff(TOOL_ID);
    if (handedFile) void fileText(handedFile).then((text) => update({ input: text }));
  }, [handedFile, update]);

  const bytes = useMemo(() => (input.trim() === '' ? undefined : utf8Encode(input)), [input]);
  const pem = useOperationResult(x509DecoderToPem, bytes, {}, { threshold: WORKER_THRESHOLD });
  const result = useOperationResult(x509Decoder, bytes, {}, { threshold: WORKER_THRESHOLD });
  const report = result.value as X509Report | undefined;
  const pems = useMemo(() => pemBlocks(pem.value), [pem.value]);
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'errors.readFailed');
  const error = failure ? (
    <>
      {t(failure.messageKey as Key, { ...failure.params, defaultValue: t('errors.readFailed') })}
      {failure.detail && (
        <>
          <br />
          {failure.detail}
        </>
      )}
    </>
  ) : undefined;

  const formats = useMemo<Formats>(() => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'long' });
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    return { date: (iso) => date.format(new Date(iso)), relative: (amount, unit) => relative.format(amount, unit) };
  }, [language]);

  const items = report?.items ?? [];
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <LargeTextInput
            rows={8}
            label={t('input')}
            placeholder={t('inputPlaceholder')}
            value={input}
            onChange={(value) => update({ input: value })}
            error={error}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
          />
          <FileDropZone
            label={t('dropZone')}
            inputLabel={t('fileInput')}
            accept={ACCEPT}
            acceptLabel={t('certificateFiles')}
            acceptPaste={false}
            onFiles={(files) => void fileText(files[0]!).then((text) => update({ input: text }))}
          />
          {result.pending && (
            <Group gap="xs" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm">{t('decoding')}</Text>
            </Group>
          )}
        </Stack>
      </Card>

      {report?.chain && <ChainCard chain={report.chain} pems={pems} t={t} />}
      {items.map((item, index) => (
        <ItemCard key={index} report={item} index={index} count={items.length} pem={pems[index]} t={t} formats={formats} />
      ))}
      {items.length > 0 && pem.value && (
        <Card withBorder padding="lg" radius="md">
          <OutputArea label={t('pemOutput')} value={pem.value} rows={6} copyLabel={t('copyAllPem')} />
        </Card>
      )}
      {items.length === 0 && !failure && !result.pending && (
        <Text c="dimmed" size="sm" ta="center">
          {t('emptyHint')}
        </Text>
      )}
    </Stack>
  );
}
