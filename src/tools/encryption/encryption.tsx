import { Card, CloseButton, Code, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import type { z } from '../../engine/zod';
import { isToolInputError } from '../../lib/errors';
import type { RunControl } from '../../engine/worker/operation-client';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useLiveResult, type LiveCompute } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { operationClient, runInWorker } from '../../engine/worker/operation-pool';
import { encryptionDecrypt, encryptionEncrypt, opensslCommand, parseRawKey, RAW_SIZES, type Algorithm, type CipherSettings, type KeyMode } from './encryption.operations';
import type en from './locales/en.json';

const TOOL_ID = 'encryption';
const DEFAULT_TEXT = 'Lorem ipsum dolor sit amet';
/** The default text encrypted with the default key (AES): the page opens on a working round trip. */
const DEFAULT_CIPHERTEXT = 'U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs';
/** Large texts and the slow PBKDF2 of AES-GCM wait for a pause in typing. */
const SLOW_DELAY_MS = 300;
const LARGE_TEXT_CHARS = 100_000;

const DEFAULTS = { encryptText: DEFAULT_TEXT, ...defaultOptions(encryptionEncrypt), decryptText: DEFAULT_CIPHERTEXT, ...defaultOptions(encryptionDecrypt) };
const ALGORITHMS = optionChoices<Algorithm>(encryptionEncrypt.options, 'encryptAlgorithm');
const KEY_MODES = optionChoices<KeyMode>(encryptionEncrypt.options, 'encryptKeyMode');

/** Algorithms and key types are in the URL; texts, passphrases and keys are never stored. */
const STATE_OPTIONS = {
  persist: {
    encryptText: 'none',
    encryptKey: 'none',
    encryptAlgorithm: 'url',
    encryptKeyMode: 'url',
    encryptKeyHex: 'none',
    encryptIvHex: 'none',
    decryptText: 'none',
    decryptKey: 'none',
    decryptAlgorithm: 'url',
    decryptKeyMode: 'url',
    decryptKeyHex: 'none',
    decryptIvHex: 'none',
  },
  // The encrypt card's fields are checked by its operation's schema; the decrypt card's choices here (one schema per screen).
  allowed: { decryptAlgorithm: optionChoices<Algorithm>(encryptionDecrypt.options, 'decryptAlgorithm'), decryptKeyMode: optionChoices<KeyMode>(encryptionDecrypt.options, 'decryptKeyMode') },
  schema: encryptionEncrypt.options,
} as const;

type Translate = ReturnType<typeof useToolTranslation<typeof en>>['t'];

interface Request<O> {
  text: string;
  options: O;
  /** Large texts and the slow PBKDF2 of AES-GCM wait for a pause in typing. */
  slow: boolean;
}
type EncryptRequest = Request<z.input<typeof encryptionEncrypt.options>>;
type DecryptRequest = Request<z.input<typeof encryptionDecrypt.options>>;

/** Every run is in the operation worker (the ciphers never load on the page); the newest request wins. */
function computeIn<O>(run: (request: Request<O>, control: RunControl) => Promise<string>): { now: LiveCompute<Request<O>, string>; afterPause: LiveCompute<Request<O>, string> } {
  const now = { remote: run, warm: operationClient.warm };
  return { now, afterPause: { ...now, delayMs: SLOW_DELAY_MS } };
}
const ENCRYPT = computeIn<EncryptRequest['options']>((request, control) => runInWorker(encryptionEncrypt, request.text, request.options, control));
const DECRYPT = computeIn<DecryptRequest['options']>((request, control) => runInWorker(encryptionDecrypt, request.text, request.options, control));

const isSlow = (text: string, settings: CipherSettings) => text.length > LARGE_TEXT_CHARS || (settings.algorithm === 'AES-GCM' && settings.keyMode === 'passphrase');

/** The raw key's message (translated), when the raw key or IV is not valid. */
function rawKeyErrors(settings: CipherSettings, t: Translate, language: string): { key?: string; iv?: string } {
  if (settings.keyMode !== 'raw') return {};
  try {
    parseRawKey(settings);
    return {};
  } catch (error) {
    if (!isToolInputError(error)) return {};
    if (error.messageKey === 'invalidIvHex') return { iv: t('invalidIvHex', error.params) };
    const keys = RAW_SIZES[settings.algorithm].keys;
    const lengths =
      keys.length > 3
        ? `${keys[0]! * 2}–${keys[keys.length - 1]! * 2}`
        : new Intl.ListFormat(language, { type: 'disjunction' }).format(keys.map((bytes) => String(bytes * 2)));
    return { key: t('invalidKeyHex', { lengths }) };
  }
}

export default function Encryption() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);

  const encryptSettings = useMemo<CipherSettings>(
    () => ({ algorithm: state.encryptAlgorithm, keyMode: state.encryptKeyMode, secret: state.encryptKey, keyHex: state.encryptKeyHex, ivHex: state.encryptIvHex }),
    [state.encryptAlgorithm, state.encryptKeyMode, state.encryptKey, state.encryptKeyHex, state.encryptIvHex],
  );
  const decryptSettings = useMemo<CipherSettings>(
    () => ({ algorithm: state.decryptAlgorithm, keyMode: state.decryptKeyMode, secret: state.decryptKey, keyHex: state.decryptKeyHex, ivHex: state.decryptIvHex }),
    [state.decryptAlgorithm, state.decryptKeyMode, state.decryptKey, state.decryptKeyHex, state.decryptIvHex],
  );
  const encryptErrors = rawKeyErrors(encryptSettings, t, language);
  const decryptErrors = rawKeyErrors(decryptSettings, t, language);
  const encryptValid = !encryptErrors.key && !encryptErrors.iv;
  const decryptValid = !decryptErrors.key && !decryptErrors.iv;

  const encryptRequest = useMemo<EncryptRequest | undefined>(
    () =>
      encryptValid
        ? {
            text: state.encryptText,
            options: { encryptAlgorithm: state.encryptAlgorithm, encryptKeyMode: state.encryptKeyMode, encryptKey: state.encryptKey, encryptKeyHex: state.encryptKeyHex, encryptIvHex: state.encryptIvHex },
            slow: isSlow(state.encryptText, encryptSettings),
          }
        : undefined,
    [encryptValid, state.encryptText, state.encryptAlgorithm, state.encryptKeyMode, state.encryptKey, state.encryptKeyHex, state.encryptIvHex, encryptSettings],
  );
  const decryptRequest = useMemo<DecryptRequest | undefined>(
    () =>
      decryptValid
        ? {
            text: state.decryptText,
            options: { decryptAlgorithm: state.decryptAlgorithm, decryptKeyMode: state.decryptKeyMode, decryptKey: state.decryptKey, decryptKeyHex: state.decryptKeyHex, decryptIvHex: state.decryptIvHex },
            slow: isSlow(state.decryptText, decryptSettings),
          }
        : undefined,
    [decryptValid, state.decryptText, state.decryptAlgorithm, state.decryptKeyMode, state.decryptKey, state.decryptKeyHex, state.decryptIvHex, decryptSettings],
  );
  const encrypted = useLiveResult(encryptRequest, encryptRequest?.slow ? ENCRYPT.afterPause : ENCRYPT.now);
  const decrypted = useLiveResult(decryptRequest, decryptRequest?.slow ? DECRYPT.afterPause : DECRYPT.now);

  const encryptedText = encrypted.value ?? '';
  const decryptedText = decrypted.value ?? '';
  const encryptCommand = opensslCommand('encrypt', state.encryptText, encryptSettings);
  const decryptCommand = opensslCommand('decrypt', state.decryptText, decryptSettings);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="encryption-encrypt-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="encryption-encrypt-title">
            {t('encryptTitle')}
          </Title>
          <LargeTextInput label={t('textToEncrypt')} value={state.encryptText} onChange={(value) => update({ encryptText: value })} rows={4} autosize minRows={4} maxRows={12} />
          <KeyFields
            t={t}
            mode={state.encryptKeyMode}
            algorithm={state.encryptAlgorithm}
            secret={state.encryptKey}
            keyHex={state.encryptKeyHex}
            ivHex={state.encryptIvHex}
            labels={{ secret: t('encryptionKey'), keyHex: t('encryptionKeyHex'), ivHex: t('encryptionIvHex'), algorithm: t('encryptionAlgorithm') }}
            errors={encryptErrors}
            onChange={(patch) =>
              update({
                encryptKeyMode: patch.mode,
                encryptAlgorithm: patch.algorithm,
                encryptKey: patch.secret,
                encryptKeyHex: patch.keyHex,
                encryptIvHex: patch.ivHex,
              })
            }
          />
          {encrypted.error !== undefined && encryptValid ? (
            <ToolAlert type="error">{t('encryptError')}</ToolAlert>
          ) : (
            <CipherOutput
              label={t('encryptedText')}
              value={encryptedText}
              placeholder={encrypted.pending && encryptValid ? t('encrypting') : ''}
              copyLabel={t('copyEncrypted')}
              copyToast={t('encryptedCopied')}
            />
          )}
          {encryptCommand && <Command command={encryptCommand} t={t} />}
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="encryption-decrypt-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="encryption-decrypt-title">
            {t('decryptTitle')}
          </Title>
          <LargeTextInput label={t('textToDecrypt')} value={state.decryptText} onChange={(value) => update({ decryptText: value })} rows={4} autosize minRows={4} maxRows={12} />
          <KeyFields
            t={t}
            mode={state.decryptKeyMode}
            algorithm={state.decryptAlgorithm}
            secret={state.decryptKey}
            keyHex={state.decryptKeyHex}
            ivHex={state.decryptIvHex}
            labels={{ secret: t('decryptionKey'), keyHex: t('decryptionKeyHex'), ivHex: t('decryptionIvHex'), algorithm: t('decryptionAlgorithm') }}
            errors={decryptErrors}
            onChange={(patch) =>
              update({
                decryptKeyMode: patch.mode,
                decryptAlgorithm: patch.algorithm,
                decryptKey: patch.secret,
                decryptKeyHex: patch.keyHex,
                decryptIvHex: patch.ivHex,
              })
            }
          />
          {decrypted.error !== undefined && decryptValid ? (
            <ToolAlert type="error" title={t('decryptErrorTitle')}>
              {t('decryptError')}
            </ToolAlert>
          ) : (
            <CipherOutput
              label={t('decryptedText')}
              value={decryptedText}
              placeholder={decrypted.pending && decryptValid ? t('decrypting') : ''}
              copyLabel={t('copyDecrypted')}
              copyToast={t('decryptedCopied')}
            />
          )}
          {decryptCommand && <Command command={decryptCommand} t={t} />}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

interface KeyFieldsValue {
  mode: KeyMode;
  algorithm: Algorithm;
  secret: string;
  keyHex: string;
  ivHex: string;
}

function KeyFields({
  t,
  labels,
  errors,
  onChange,
  ...value
}: KeyFieldsValue & {
  t: Translate;
  labels: { secret: string; keyHex: string; ivHex: string; algorithm: string };
  errors: { key?: string; iv?: string };
  onChange: (value: KeyFieldsValue) => void;
}) {
  const set = (patch: Partial<KeyFieldsValue>) => onChange({ ...value, ...patch });
  const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };
  const needsIv = value.algorithm !== 'RC4';
  const modeLabelId = useId();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={modeLabelId}>
          {t('keyMode')}
        </Text>
        <SegmentedControl
          aria-labelledby={modeLabelId}
          data={KEY_MODES.map((mode) => ({ value: mode, label: t(`keyModes.${mode}`) }))}
          value={value.mode}
          onChange={(mode) => set({ mode: mode as KeyMode })}
        />
      </Stack>
      {value.mode === 'passphrase' ? (
        <TextInput
          label={labels.secret}
          value={value.secret}
          onChange={(event) => set({ secret: event.currentTarget.value })}
          autoComplete="off"
          spellCheck={false}
          rightSection={value.secret !== '' ? <CloseButton size="sm" aria-label={t('clearKey', { field: labels.secret })} onClick={() => set({ secret: '' })} /> : undefined}
        />
      ) : (
        <Group grow align="flex-start">
          <TextInput
            label={labels.keyHex}
            value={value.keyHex}
            onChange={(event) => set({ keyHex: event.currentTarget.value })}
            error={errors.key}
            styles={monospace}
            autoComplete="off"
            spellCheck={false}
          />
          {needsIv && (
            <TextInput
              label={labels.ivHex}
              value={value.ivHex}
              onChange={(event) => set({ ivHex: event.currentTarget.value })}
              error={errors.iv}
              styles={monospace}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Group>
      )}
      <Select
        label={labels.algorithm}
        data={ALGORITHMS.map((algorithm) => ({ value: algorithm, label: t(`algorithms.${algorithm}`) }))}
        value={value.algorithm}
        onChange={(algorithm) => algorithm && set({ algorithm: algorithm as Algorithm })}
        allowDeselect={false}
        checkIconPosition="right"
        description={value.algorithm === 'AES-GCM' ? t('gcmHint') : value.mode === 'raw' ? t('rawHint') : undefined}
        inputWrapperOrder={['label', 'input', 'description']}
      />
    </Stack>
  );
}

function CipherOutput({ label, value, placeholder, copyLabel, copyToast }: { label: string; value: string; placeholder: string; copyLabel: string; copyToast: string }) {
  return <OutputArea label={label} value={value} placeholder={placeholder} autosize minRows={2} maxRows={12} copyLabel={copyLabel} copyToast={copyToast} styles={{ input: { wordBreak: 'break-all' } }} />;
}

function Command({ command, t }: { command: string; t: Translate }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {t('opensslCommand')}
        </Text>
        <CopyIconButton value={command} label={t('copyCommand')} toast={t('commandCopied')} size="sm" />
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {command}
      </Code>
    </Stack>
  );
}
