import { Button, Card, Group, Loader, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { SelectField } from '../../ui/select/SelectField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { rsaPublicKeyToOpenSsh } from './rsa-key-pair-generator.operations';
import {
  DEFAULT_BITS,
  formatKeyPair,
  generateRawKeyPair,
  KEY_TYPES,
  MAX_BITS,
  MIN_BITS,
  parseBits,
  PRIVATE_KEY_FORMATS,
  SECURE_BITS,
  SLOW_BITS,
  type KeyType,
  type PrivateKeyFormat,
  type RawKeyPair,
} from './rsa-key-pair-generator.service';

const TOOL_ID = 'rsa-key-pair-generator';
/**
 * A valid "Bits" change generates after this pause, so typing 4096 does not start 4, 40 and 409:
 * a generation cannot be stopped once started, and the browser runs them one after another.
 */
const BITS_DELAY_MS = 400;

/**
 * Key generation is Web Crypto's (no injectable randomness, so no operation: it cannot have fixed
 * examples); the comment is the OpenSSH operation's option. Type, size and format are the service's.
 */
const DEFAULTS = { type: 'RSA' as KeyType, bits: DEFAULT_BITS, privateFormat: 'pkcs8' as PrivateKeyFormat, ...defaultOptions(rsaPublicKeyToOpenSsh) };
const STATE_OPTIONS = {
  persist: { type: 'url', bits: 'url', privateFormat: 'url', comment: 'local' },
  allowed: { type: KEY_TYPES, privateFormat: PRIVATE_KEY_FORMATS },
  schema: rsaPublicKeyToOpenSsh.options,
} as const;

/**
 * Generated on the page, not in a worker: Web Crypto's generateKey runs on the browser's own crypto
 * thread whatever thread calls it (the page stays free), and a worker only added its start and
 * messages — terminating it did not even stop a generation (measured in Chromium: a 2048-bit key
 * asked right after terminating a worker busy with an 8192-bit one waited ~40 s). Called from the
 * render (useLiveResult's page compute), the generation starts before the click's frame is painted.
 */
const GENERATE = { local: (request: Request) => generateRawKeyPair(request.type, request.bits ?? 0) };

function validBits(value: number | string): number | undefined {
  try {
    return parseBits(value);
  } catch {
    return undefined;
  }
}

/** A new object is a new pair ("Refresh key-pair" makes one with the same settings). */
interface Request {
  type: KeyType;
  bits: number | undefined;
}

/**
 * A PEM's height: one row per line (its lines are 64 characters, they never wrap), 8 to 16 rows.
 * Counted rather than measured: the autosizing textarea measured both keys as they arrived, a
 * 50 ms task for a 4096-bit pair.
 */
function pemRows(pem: string | undefined): number {
  const lines = pem ? pem.split('\n').length : 0;
  return Math.min(16, Math.max(8, lines));
}

export default function RsaKeyPairGenerator() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [settings, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [bitsDraft, setBitsDraft] = useState<number | string>(settings.bits);
  const bits = validBits(bitsDraft);
  const isRsa = settings.type === 'RSA';
  // Undefined while the RSA size is invalid: no keys.
  const [request, setRequest] = useState<Request | undefined>(() => (isRsa && bits === undefined ? undefined : { type: settings.type, bits }));
  const bitsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(bitsTimer.current), []);
  const generate = (next: Request | undefined) => {
    clearTimeout(bitsTimer.current);
    setRequest(next);
  };

  const changeBits = (value: number | string) => {
    setBitsDraft(value);
    const next = validBits(value);
    if (next !== undefined) update({ bits: next });
    if (!isRsa) return; // the field is disabled for Ed25519
    if (next === undefined) return generate(undefined);
    clearTimeout(bitsTimer.current);
    bitsTimer.current = setTimeout(() => setRequest({ type: 'RSA', bits: next }), BITS_DELAY_MS);
  };

  const live = useLiveResult<Request, RawKeyPair>(request, GENERATE);
  const pair = live.value;
  const formatted = useMemo(() => (pair ? formatKeyPair(pair, settings.privateFormat, settings.comment) : undefined), [pair, settings.privateFormat, settings.comment]);
  const failure = live.error === undefined ? undefined : failureMessage(live.error, 'unsupportedSize').messageKey;
  const running = live.pending;
  const bitsError = isRsa && bits === undefined ? t('invalidBits') : undefined;
  const number = (value: number) => new Intl.NumberFormat(language, { useGrouping: false }).format(value);

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <SelectField
              label={t('keyType')}
              options={KEY_TYPES.map((value) => ({ value, label: t(`keyTypes.${value}`) }))}
              value={settings.type}
              onChange={(type) => {
                update({ type });
                generate(type === 'RSA' && bits === undefined ? undefined : { type, bits });
              }}
            />
            <NumberInput
              label={t('bits')}
              value={bitsDraft}
              onChange={changeBits}
              step={8}
              min={MIN_BITS}
              max={MAX_BITS}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              error={bitsError}
              disabled={!isRsa}
            />
            <SelectField
              label={t('privateFormat')}
              options={PRIVATE_KEY_FORMATS.map((value) => ({ value, label: t(`privateFormats.${value}`) }))}
              value={isRsa ? settings.privateFormat : 'pkcs8'}
              onChange={(privateFormat) => update({ privateFormat })}
              disabled={!isRsa}
            />
          </SimpleGrid>
          {isRsa && bits !== undefined && bits < SECURE_BITS && <ToolAlert>{t('insecure')}</ToolAlert>}
          {isRsa && bits !== undefined && bits >= SLOW_BITS && <ToolAlert>{t('slow')}</ToolAlert>}
          {failure && <ToolAlert type="error">{t(failure === 'unsupportedEd25519' ? 'unsupportedEd25519' : failure === 'invalidBits' ? 'invalidBits' : 'unsupportedSize')}</ToolAlert>}
          <Group justify="space-between" gap="sm" mih={36}>
            <Group gap="xs" role="status" aria-live="polite">
              {running && (
                <>
                  <Loader size="xs" aria-hidden />
                  <Text size="sm">{request?.type === 'RSA' ? t('generating', { bits: number(request.bits ?? 0) }) : t('generatingEd25519')}</Text>
                </>
              )}
            </Group>
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              disabled={isRsa && bits === undefined}
              onClick={() => generate({ type: settings.type, bits })}
            >
              {t('refresh')}
            </Button>
          </Group>
        </Stack>
      </Card>

      <Stack gap="lg">
        <OutputArea
          label={t('publicKey')}
          value={formatted?.publicKeyPem ?? ''}
          rows={pemRows(formatted?.publicKeyPem)}
          copyLabel={t('copyPublic')}
          copyToast={t('publicCopied')}
        />
        <OutputArea
          label={t('privateKey')}
          value={formatted?.privateKeyPem ?? ''}
          rows={pemRows(formatted?.privateKeyPem)}
          copyLabel={t('copyPrivate')}
          copyToast={t('privateCopied')}
        />
      </Stack>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <TextField
            label={t('comment')}
            placeholder={t('commentPlaceholder')}
            value={settings.comment}
            onChange={(comment) => update({ comment })}
            autoComplete="off"
          />
          <ReadOnlyField label={t('openSsh')} value={formatted?.openSshPublicKey ?? ''} copyLabel={t('copyOpenSsh')} />
          <ReadOnlyField
            label={t('fingerprint')}
            value={formatted?.fingerprint ?? ''}
            copyLabel={t('copyFingerprint')}
            description={t('fingerprintHint')}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
