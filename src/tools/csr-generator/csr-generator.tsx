import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCertificate, IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { isToolInputError } from '../../lib/errors';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { SelectField } from '../../ui/select/SelectField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { csrDecode } from './csr-generator.operations';
import {
  createCsr,
  generateKeys,
  importPrivateKey,
  KEY_TYPES,
  opensslCommand,
  parseSans,
  validateSubject,
  withCommonName,
  type CsrResult,
  type DecodedCsr,
  type DetectedKeyType,
  type FieldErrors,
  type KeyMaterial,
  type KeyType,
  type San,
  type SubjectFields,
} from './csr-generator.service';
import type en from './locales/en.json';
import { PairsTable } from '../../ui/report/Report';

const TOOL_ID = 'csr-generator';
const KEY_SOURCES = ['generate', 'paste'] as const;
type KeySource = (typeof KEY_SOURCES)[number];

const DEFAULTS = { source: 'generate' as KeySource, keyType: 'rsa2048' as KeyType };
/** Key source and type are settings (in the URL); the subject, the SANs and any key are never stored. */
const STATE_OPTIONS = { persist: { source: 'url', keyType: 'url' }, allowed: { source: KEY_SOURCES, keyType: KEY_TYPES } } as const;

const EMPTY_SUBJECT: SubjectFields = { commonName: '', organization: '', organizationalUnit: '', locality: '', state: '', country: '', email: '' };
const SUBJECT_FIELDS = ['commonName', 'organization', 'organizationalUnit', 'locality', 'state', 'country', 'email'] as const;

interface Form {
  subject: SubjectFields;
  sansText: string;
  addCommonName: boolean;
  pastedKey: string;
}

type Validation = { errors: FieldErrors; sans: San[] };

function validate(form: Form): Validation {
  const errors = validateSubject(form.subject);
  let sans: San[] = [];
  try {
    sans = parseSans(form.sansText);
  } catch (error) {
    if (!isToolInputError(error)) throw error;
    errors.sans = { key: error.messageKey, params: error.params };
  }
  return { errors, sans: form.addCommonName ? withCommonName(sans, form.subject.commonName) : sans };
}

/** A pasted key is imported (Web Crypto, on the page) as it is typed, so "Key type" shows what it is. */
const IMPORT_KEY = { local: (pem: string) => importPrivateKey(pem) };
/** A CSR is small: decoded on the page, never in a worker. */
const ON_THE_PAGE = { threshold: Number.POSITIVE_INFINITY };

function keyTypeLabel(type: DetectedKeyType): string {
  return type.kind === 'rsa' ? `RSA ${type.bits}` : `ECDSA ${type.curve}`;
}

export default function CsrGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [settings, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [form, setForm] = useState<Form>({ subject: EMPTY_SUBJECT, sansText: '', addCommonName: true, pastedKey: '' });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CsrResult | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [stale, setStale] = useState(false);
  const [decodeText, setDecodeText] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const pasting = settings.source === 'paste';

  const change = (patch: Partial<Form>) => {
    setForm((previous) => ({ ...previous, ...patch }));
    if (result) setStale(true);
  };
  const changeSubject = (key: keyof SubjectFields, value: string) =>
    change({ subject: { ...form.subject, [key]: key === 'country' ? value.toUpperCase() : value } });

  const pasted = useLiveResult<string, KeyMaterial>(pasting && form.pastedKey.trim() !== '' ? form.pastedKey : undefined, IMPORT_KEY);
  const pastedError = pasted.error !== undefined && isToolInputError(pasted.error) ? pasted.error.messageKey : pasted.error !== undefined ? 'invalidKey' : undefined;
  const pastedType = pasted.value?.type;

  const validation = useMemo(() => validate(form), [form]);
  const errors = attempted ? validation.errors : {};
  const keyError = pasting ? (pastedError ?? (attempted && form.pastedKey.trim() === '' ? 'pasteKey' : undefined)) : undefined;

  const generate = async () => {
    setAttempted(true);
    setFailure(undefined);
    const current = validate(form);
    if (Object.keys(current.errors).length > 0) return;
    if (pasting && (form.pastedKey.trim() === '' || pastedError || !pasted.value)) return;
    setBusy(true);
    try {
      const material = pasting ? (pasted.value as KeyMaterial) : await generateKeys(settings.keyType);
      setResult(await createCsr(form.subject, current.sans, material, crypto.subtle, pasting ? '' : passphrase));
      setStale(false);
    } catch (error) {
      setFailure(isToolInputError(error) ? error.messageKey : 'generationFailed');
    } finally {
      setBusy(false);
    }
  };

  const message = (error: FieldErrors[keyof FieldErrors]) => (error ? t(error.key as 'cnRequired', error.params) : undefined);
  const keyTypeOptions = KEY_TYPES.map((value) => ({ value: value as string, label: t(`keyTypes.${value}`) }));
  const detected = pastedType ? keyTypeLabel(pastedType) : undefined;
  if (pasting && detected) keyTypeOptions.push({ value: 'detected', label: detected });

  const decoded = useOperationResult(csrDecode, decodeText.trim() === '' ? undefined : decodeText, {}, ON_THE_PAGE);
  const decodedCsr = decoded.value as DecodedCsr | undefined;
  const command = opensslCommand(form.subject, validation.sans, pasting ? 'pasted' : settings.keyType);

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SelectField
              label={t('keySource')}
              options={KEY_SOURCES.map((value) => ({ value, label: t(`keySources.${value}`) }))}
              value={settings.source}
              onChange={(source) => {
                update({ source });
                if (result) setStale(true);
              }}
            />
            <SelectField
              label={t('keyType')}
              options={keyTypeOptions}
              value={pasting ? (detected ? 'detected' : null) : settings.keyType}
              placeholder={pasting ? t('keyTypeDetected') : undefined}
              onChange={(keyType) => {
                if (keyType !== 'detected') update({ keyType: keyType as KeyType });
                if (result) setStale(true);
              }}
              disabled={pasting}
            />
          </SimpleGrid>
          {!pasting && (
            <TextField
              type="password"
              label={t('passphrase')}
              description={t('passphraseHint')}
              placeholder={t('passphrasePlaceholder')}
              value={passphrase}
              onChange={(value) => {
                setPassphrase(value);
                if (result) setStale(true);
              }}
              autoComplete="new-password"
              inputWrapperOrder={['label', 'description', 'input', 'error']}
            />
          )}
          {pasting && (
            <TextField
              multiline
              rows={6}
              label={t('privateKey')}
              placeholder="-----BEGIN PRIVATE KEY-----"
              value={form.pastedKey}
              onChange={(pastedKey) => change({ pastedKey })}
              error={keyError ? t(keyError as 'invalidKey') : undefined}
              monospace
              autoComplete="off"
            />
          )}
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SUBJECT_FIELDS.map((key) => (
              <TextField
                key={key}
                label={t(`fields.${key}`)}
                placeholder={t(`placeholders.${key}`)}
                value={form.subject[key]}
                onChange={(value) => changeSubject(key, value)}
                error={message(errors[key])}
                withAsterisk={key === 'commonName'}
                autoComplete="off"
              />
            ))}
          </SimpleGrid>
          <TextField
            multiline
            rows={3}
            label={t('sans')}
            description={t('sansHint')}
            placeholder={'www.example.com\n192.0.2.1'}
            value={form.sansText}
            onChange={(sansText) => change({ sansText })}
            error={message(errors.sans)}
            monospace
            inputWrapperOrder={['label', 'description', 'input', 'error']}
          />
          <Checkbox label={t('addCn')} checked={form.addCommonName} onChange={(event) => change({ addCommonName: event.currentTarget.checked })} />
          <Group justify="center">
            <Button leftSection={<IconCertificate size={16} aria-hidden />} onClick={() => void generate()} loading={busy}>
              {t('generate')}
            </Button>
          </Group>
          {failure && <ToolAlert type="error">{t(failure === 'invalidKey' ? 'invalidKey' : 'generationFailed')}</ToolAlert>}
        </Stack>
      </Card>

      {result && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="csr-result-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="csr-result-title">
              {t('resultTitle')}
            </Title>
            {stale && <ToolAlert>{t('stale')}</ToolAlert>}
            <OutputArea
              label={t('csr')}
              value={result.csrPem}
              autosize
              minRows={6}
              maxRows={20}
              copyLabel={t('copyCsr')}
              actions={
                <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText('request.csr', result.csrPem, 'application/pkcs10')}>
                  {t('downloadCsr')}
                </Button>
              }
            />
            {result.privateKeyPem && (
              <OutputArea
                label={t('newPrivateKey')}
                description={t('keepSecret')}
                inputWrapperOrder={['label', 'description', 'input']}
                value={result.privateKeyPem}
                autosize
                minRows={6}
                maxRows={20}
                copyLabel={t('copyPrivateKey')}
                actions={
                  <Button
                    variant="light"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    onClick={() => downloadText('private.key', result.privateKeyPem ?? '', 'application/x-pem-file')}
                  >
                    {t('downloadPrivateKey')}
                  </Button>
                }
              />
            )}
            <OutputArea label={t('publicKey')} value={result.publicKeyPem} autosize minRows={4} maxRows={14} copyLabel={t('copyPublicKey')} />
            <ReadOnlyField label={t('subject')} value={result.subject} copyLabel={t('copySubject')} />
            <ReadOnlyField label={t('requestedSans')} value={result.sans} copyLabel={t('copySans')} />
          </Stack>
        </Card>
      )}

      <Card withBorder padding="lg" radius="md">
        <ReadOnlyField label={t('openssl')} value={command} copyLabel={t('copyOpenssl')} description={t('opensslHint')} inputWrapperOrder={['label', 'input', 'description']} />
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="csr-decode-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="csr-decode-title">
            {t('decodeTitle')}
          </Title>
          <TextField
            multiline
            rows={5}
            label={t('decodeInput')}
            placeholder="-----BEGIN CERTIFICATE REQUEST-----"
            value={decodeText}
            onChange={setDecodeText}
            error={decoded.error !== undefined ? t('invalidCsr') : undefined}
            monospace
          />
          {decodedCsr && (
            <PairsTable
              rows={[
                [t('subject'), decodedCsr.subject],
                [t('requestedSans'), decodedCsr.sans || '—'],
                [t('decodedKeyType'), decodedCsr.keyType],
                [t('decodedSignature'), decodedCsr.signatureValid ? t('signatureValid') : t('signatureInvalid')],
              ]}
              label={t('decodeTitle')}
              labelWidth="30%"
              monospace
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
