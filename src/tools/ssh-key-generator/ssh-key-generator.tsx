import { Button, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { defaultOptions } from '../../engine/operation';
import { operationClient, runInWorker } from '../../engine/worker/operation-pool';
import { downloadText } from '../../lib/download';
import { isToolInputError } from '../../lib/errors';
import { useLiveResult, type LiveCompute, type LiveControl } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { SelectField } from '../../ui/select/SelectField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { sshKeyConvert, sshKeyGenerate } from './ssh-key-generator.operations';
import { KEY_KINDS, PRIVATE_FORMATS, type KeyKind, type PrivateFormat } from './ssh-key-options';

const TOOL_ID = 'ssh-key-generator';
const MODES = ['generate', 'import'] as const;
type Mode = (typeof MODES)[number];

/** The generator's options are the screen's fields (type, comment, passphrase, format); keys and passphrases are never remembered. */
const DEFAULTS = { mode: 'generate' as Mode, ...defaultOptions(sshKeyGenerate), key: '', keyPassphrase: '' };
const STATE_OPTIONS = {
  persist: { mode: 'url', type: 'url', format: 'url', comment: 'local', passphrase: 'none', key: 'none', keyPassphrase: 'none' },
  allowed: { mode: MODES },
  schema: sshKeyGenerate.options,
  // A pasted key opens in "Use an existing key".
  pasteInto: (handoff: { text: string }) => ({ key: handoff.text, mode: 'import' as Mode }),
} as const;

/** Typing or pasting a key: the worker runs after this pause. */
const TYPING_DELAY_MS = 150;

interface GenerateRequest {
  type: KeyKind;
  /** "New key": another key of the same type. */
  attempt: number;
}

/** A new unencrypted OpenSSH private key, from the generator in an operation worker (its comment and format are applied after). */
async function generateInWorker(request: GenerateRequest, control: LiveControl): Promise<string> {
  const files = await runInWorker(sshKeyGenerate, undefined, { type: request.type }, control);
  return new TextDecoder().decode(files[0]!.bytes);
}

interface KeyRequest {
  key: string;
  keyPassphrase: string;
  comment: string;
}

interface PublicParts {
  line: string;
  fingerprint: string;
}

async function publicInWorker(request: KeyRequest, control: LiveControl): Promise<PublicParts> {
  const options = { passphrase: request.keyPassphrase, comment: request.comment };
  const [line, fingerprint] = await Promise.all([
    runInWorker(sshKeyConvert, request.key, { ...options, to: 'public' }, control),
    runInWorker(sshKeyConvert, request.key, { ...options, to: 'fingerprint' }, control),
  ]);
  return { line, fingerprint };
}

interface PrivateRequest extends KeyRequest {
  format: PrivateFormat;
  passphrase: string;
}

async function privateInWorker(request: PrivateRequest, control: LiveControl): Promise<string> {
  return runInWorker(sshKeyConvert, request.key, { to: request.format, passphrase: request.keyPassphrase, newPassphrase: request.passphrase, comment: request.comment }, control);
}

const GENERATE: LiveCompute<GenerateRequest, string> = { remote: generateInWorker, warm: operationClient.warm };
const PUBLIC: LiveCompute<KeyRequest, PublicParts> = { remote: publicInWorker, warm: operationClient.warm, delayMs: TYPING_DELAY_MS };
const PRIVATE: LiveCompute<PrivateRequest, string> = { remote: privateInWorker, warm: operationClient.warm, delayMs: TYPING_DELAY_MS };

/** Errors that are about the passphrase field rather than the key. */
const PASSPHRASE_ERRORS = new Set(['passphraseNeeded', 'wrongPassphrase']);

/** `id_ed25519`, `id_ecdsa` or `id_rsa`, from the public key line. */
function fileName(publicLine: string): string {
  return publicLine.startsWith('ssh-ed25519') ? 'id_ed25519' : publicLine.startsWith('ecdsa') ? 'id_ecdsa' : 'id_rsa';
}

const PRIVATE_EXTENSIONS: Record<PrivateFormat, string> = { openssh: '', pkcs8: '.pem', pem: '.pem', ppk: '.ppk' };

export default function SshKeyGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [attempt, setAttempt] = useState(0);
  const generating = state.mode === 'generate';

  const generateRequest = useMemo<GenerateRequest | undefined>(() => (generating ? { type: state.type, attempt } : undefined), [generating, state.type, attempt]);
  const generated = useLiveResult(generateRequest, GENERATE);
  const key = generating ? (generated.value ?? '') : state.key;
  const keyPassphrase = generating ? '' : state.keyPassphrase;

  const keyRequest = useMemo<KeyRequest | undefined>(() => (key.trim() === '' ? undefined : { key, keyPassphrase, comment: state.comment }), [key, keyPassphrase, state.comment]);
  const publicParts = useLiveResult(keyRequest, PUBLIC);
  const privateRequest = useMemo<PrivateRequest | undefined>(
    () => (keyRequest ? { ...keyRequest, format: state.format, passphrase: state.passphrase } : undefined),
    [keyRequest, state.format, state.passphrase],
  );
  const privateKey = useLiveResult(privateRequest, PRIVATE);

  const keyFailure = errorOf(publicParts.error);
  const privateFailure = errorOf(privateKey.error);
  const passphraseFailure = [keyFailure, privateFailure].find((failure) => failure && PASSPHRASE_ERRORS.has(failure.key));
  const keyError = keyFailure && !PASSPHRASE_ERRORS.has(keyFailure.key) ? keyFailure : undefined;
  const publicOnly = privateFailure?.key === 'publicOnly';
  const formatError = privateFailure?.key === 'noTraditionalPem' ? t('noTraditionalPem') : undefined;
  const otherPrivateError = privateFailure && !publicOnly && !formatError && !PASSPHRASE_ERRORS.has(privateFailure.key) && !keyError ? privateFailure : undefined;

  const publicLine = publicParts.value?.line ?? '';
  const privateText = privateKey.value ?? '';
  const name = fileName(publicLine);

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('mode')}
            data={MODES.map((value) => ({ value, label: t(`modes.${value}`) }))}
            value={state.mode}
            onChange={(mode) => update({ mode: mode as Mode })}
            fullWidth
          />
          {generating ? (
            <>
              <Group align="flex-end" gap="md">
                <SelectField
                  label={t('keyType')}
                  options={KEY_KINDS.map((value) => ({ value, label: t(`keyTypes.${value}`) }))}
                  value={state.type}
                  onChange={(type) => update({ type })}
                  style={{ flex: 1 }}
                />
                <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setAttempt((value) => value + 1)}>
                  {t('newKey')}
                </Button>
              </Group>
              <Group gap="xs" role="status" aria-live="polite" mih={20}>
                {generated.pending ? (
                  <>
                    <Loader size="xs" aria-hidden />
                    <Text size="sm">{t('generating')}</Text>
                  </>
                ) : generated.error !== undefined ? (
                  <Text size="sm" c="red">
                    {t('generationFailed')}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('localNote')}
                  </Text>
                )}
              </Group>
            </>
          ) : (
            <>
              <TextField
                multiline
                rows={8}
                label={t('existingKey')}
                placeholder={t('existingKeyPlaceholder')}
                value={state.key}
                onChange={(next) => update({ key: next })}
                error={keyError ? <FailureText failure={keyError} t={t} /> : undefined}
                monospace
                autoComplete="off"
              />
              <TextField
                type="password"
                label={t('keyPassphrase')}
                value={state.keyPassphrase}
                onChange={(keyPassphrase) => update({ keyPassphrase })}
                description={t('keyPassphraseHint')}
                error={passphraseFailure ? <FailureText failure={passphraseFailure} t={t} /> : undefined}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autoComplete="off"
              />
            </>
          )}
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              label={t('comment')}
              placeholder={t('commentPlaceholder')}
              value={state.comment}
              onChange={(comment) => update({ comment })}
              description={generating ? undefined : t('commentHintImport')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="off"
            />
            <TextField
              type="password"
              label={t('passphrase')}
              placeholder={t('passphrasePlaceholder')}
              value={state.passphrase}
              onChange={(passphrase) => update({ passphrase })}
              description={t('passphraseHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
            />
          </SimpleGrid>
          <ReadOnlyField
            label={t('fingerprint')}
            value={publicParts.value?.fingerprint ?? ''}
            copyLabel={t('copyFingerprint')}
            description={t('fingerprintHint')}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            monospace
          />
          <OutputArea
            label={t('publicKey')}
            value={publicLine}
            rows={3}
            copyLabel={t('copyPublic')}
            copyToast={t('publicCopied')}
            actions={
              <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={publicLine === ''} onClick={() => downloadText(`${name}.pub`, `${publicLine}\n`)}>
                {t('downloadPublic')}
              </Button>
            }
          />
          <SelectField
            label={t('privateFormat')}
            options={PRIVATE_FORMATS.map((value) => ({ value, label: t(`privateFormats.${value}`) }))}
            value={state.format}
            onChange={(format) => update({ format })}
            error={formatError}
            disabled={publicOnly}
          />
          {publicOnly ? (
            <Text size="sm" c="dimmed" role="status">
              {t('publicOnly')}
            </Text>
          ) : (
            <OutputArea
              label={t('privateKey')}
              value={privateText}
              rows={8}
              copyLabel={t('copyPrivate')}
              copyToast={t('privateCopied')}
              error={otherPrivateError ? <FailureText failure={otherPrivateError} t={t} /> : undefined}
              description={
                privateKey.pending && state.passphrase !== '' ? (
                  <Group component="span" gap={6} role="status">
                    <Loader component="span" size={12} aria-hidden />
                    {t('encrypting')}
                  </Group>
                ) : undefined
              }
              actions={
                <Button
                  variant="light"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  disabled={privateText === ''}
                  onClick={() => downloadText(`${name}${PRIVATE_EXTENSIONS[state.format]}`, privateText)}
                >
                  {t('downloadPrivate')}
                </Button>
              }
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

type Translate = ReturnType<typeof useToolTranslation<typeof en>>['t'];

interface Failure {
  key: string;
  params: Record<string, string | number>;
  detail?: string;
}

function errorOf(error: unknown): Failure | undefined {
  if (error === undefined) return undefined;
  if (!isToolInputError(error)) return { key: 'keyFailed', params: {}, detail: error instanceof Error ? error.message : String(error) };
  return { key: error.messageKey, params: error.params ?? {}, ...(error.detail ? { detail: error.detail } : {}) };
}

const MESSAGES = ['emptyKey', 'unknownKeyFormat', 'brokenKey', 'unsupportedKeyType', 'unsupportedCipher', 'passphraseNeeded', 'wrongPassphrase', 'generationFailed', 'noTraditionalPem'] as const;

function FailureText({ failure, t }: { failure: Failure; t: Translate }): ReactNode {
  const key = (MESSAGES as readonly string[]).includes(failure.key) ? (failure.key as (typeof MESSAGES)[number]) : 'keyFailed';
  const message = t(key, { format: String(failure.params.format ?? ''), type: String(failure.params.type ?? ''), cipher: String(failure.params.cipher ?? '') });
  return failure.detail ? (
    <>
      {message}
      <br />
      {failure.detail}
    </>
  ) : (
    message
  );
}
