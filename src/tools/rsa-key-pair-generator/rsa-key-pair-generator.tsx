import { Button, Card, Group, Loader, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useWorkerJob } from '../../lib/use-worker-job';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { SelectField } from '../../ui/select/SelectField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import {
  DEFAULT_BITS,
  formatKeyPair,
  KEY_TYPES,
  MAX_BITS,
  MIN_BITS,
  parseBits,
  PRIVATE_KEY_FORMATS,
  SECURE_BITS,
  SLOW_BITS,
  type KeyType,
  type PrivateKeyFormat,
} from './rsa-key-pair-generator.service';
import type { GenerateResult, RsaWorker } from './rsa-key-pair-generator.worker';
import RsaWorkerScript from './rsa-key-pair-generator.worker?worker';

const TOOL_ID = 'rsa-key-pair-generator';
/** A valid "Bits" change generates after this pause, so typing 4096 does not start 4, 40 and 409. */
const BITS_DELAY_MS = 400;

const DEFAULTS = { type: 'RSA' as KeyType, bits: DEFAULT_BITS, privateFormat: 'pkcs8' as PrivateKeyFormat, comment: '' };
const STATE_OPTIONS = {
  persist: { type: 'url', bits: 'url', privateFormat: 'url', comment: 'local' },
  allowed: { type: KEY_TYPES, privateFormat: PRIVATE_KEY_FORMATS },
} as const;

const createRsaWorker = () => new RsaWorkerScript({ name: 'rsa-key-pair-generator' });

function validBits(value: number | string): number | undefined {
  try {
    return parseBits(value);
  } catch {
    return undefined;
  }
}

interface Request {
  type: KeyType;
  bits: number | undefined;
  delay: number;
  /** Bumped by "Refresh key-pair" so the same settings make a new request. */
  nonce: number;
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
  const [request, setRequest] = useState<Request>({ type: settings.type, bits, delay: 0, nonce: 0 });

  const job = useWorkerJob<RsaWorker, [KeyType, number], GenerateResult>(createRsaWorker, (api, _onProgress, type, size) => api.generate(type, size));
  const { start, cancel } = job;
  useEffect(() => {
    if (request.type === 'RSA' && request.bits === undefined) {
      cancel();
      return;
    }
    const timer = setTimeout(() => void start(request.type, request.bits ?? 0), request.delay);
    return () => clearTimeout(timer);
  }, [request, start, cancel]);

  const changeBits = (value: number | string) => {
    setBitsDraft(value);
    const next = validBits(value);
    if (next !== undefined) update({ bits: next });
    setRequest((previous) => ({ ...previous, bits: next, delay: BITS_DELAY_MS }));
  };

  const state = job.state;
  const result = state.status === 'done' ? state.result : undefined;
  const formatted = useMemo(
    () => (result?.ok ? formatKeyPair(result.pair, settings.privateFormat, settings.comment) : undefined),
    [result, settings.privateFormat, settings.comment],
  );
  const failure = result && !result.ok ? result.messageKey : undefined;
  const running = state.status === 'running';
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
                setRequest((previous) => ({ ...previous, type, delay: 0, nonce: previous.nonce + 1 }));
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
                  <Text size="sm">{request.type === 'RSA' ? t('generating', { bits: number(request.bits ?? 0) }) : t('generatingEd25519')}</Text>
                </>
              )}
            </Group>
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              disabled={isRsa && bits === undefined}
              onClick={() => setRequest((previous) => ({ ...previous, type: settings.type, bits, delay: 0, nonce: previous.nonce + 1 }))}
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
          <ReadOnlyField label={t('fingerprint')} value={formatted?.fingerprint ?? ''} copyLabel={t('copyFingerprint')} description={t('fingerprintHint')} />
        </Stack>
      </Card>
    </Stack>
  );
}
