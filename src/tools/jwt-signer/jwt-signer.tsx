import { Anchor, Button, Card, Group, Loader, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle, IconKey, IconShieldCheck } from '@tabler/icons-react';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { handOff } from '../../engine/handoff/handoff';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolTranslation, type LocaleKey, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { AppLink } from '../../ui/link/AppLink';
import { SelectField } from '../../ui/select/SelectField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { EXPECTED_ALGORITHMS, isHmac, JWT_ALGORITHMS, SECRET_ENCODINGS, type ExpectedAlgorithm, type JwtAlgorithm, type SecretEncoding } from './jwt-signer.algorithms';
import { jwtSigner, jwtSignerVerify } from './jwt-signer.operations';
import type { Verdict } from './jwt-signer.service';
import type en from './locales/en.json';
import classes from './jwt-signer.module.css';

const TOOL_ID = 'jwt-signer';
/** Tokens up to this size are signed and checked on the page; larger ones in the operation worker. */
const WORKER_THRESHOLD = 100_000;
const DEFAULT_PAYLOAD = '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}';
const SIGN_DEFAULTS = defaultOptions(jwtSigner);
const VERIFY_DEFAULTS = defaultOptions(jwtSignerVerify);
const DEFAULTS = {
  ...SIGN_DEFAULTS,
  payload: DEFAULT_PAYLOAD,
  token: '',
  verifyKey: '',
  verifySecretEncoding: VERIFY_DEFAULTS.secretEncoding as SecretEncoding,
  expectedAlgorithm: VERIFY_DEFAULTS.expectedAlgorithm as ExpectedAlgorithm,
  clockTolerance: VERIFY_DEFAULTS.clockTolerance,
};
/** Keys and secrets are never remembered; the texts are, like any input; choices go in the URL. */
const STATE_OPTIONS = {
  persist: { key: 'none', verifyKey: 'none', payload: 'local', header: 'local', token: 'local', algorithm: 'url', secretEncoding: 'url', raw: 'url', verifySecretEncoding: 'url', expectedAlgorithm: 'url', clockTolerance: 'url' },
  schema: jwtSigner.options,
  allowed: { verifySecretEncoding: SECRET_ENCODINGS, expectedAlgorithm: EXPECTED_ALGORITHMS },
  pasteInto: { 'jwt-signer-verify': 'token', 'jwt-signer': 'payload' },
} as const;

const HEADER_ERRORS = new Set(['headerJson', 'headerNotObject', 'headerAlgMismatch', 'headerAlgMissing']);
const PAYLOAD_ERRORS = new Set(['payloadJson', 'payloadNotObject']);
const EXPIRY_CHOICES = ['300', '3600', '86400', '604800', '2592000'] as const;

type T = ToolTranslate<typeof en>;
type Key = LocaleKey<typeof en>;
type Tone = 'good' | 'bad' | 'neutral';

const service = () => import('./jwt-signer.service');

function StatusLine({ tone, children }: { tone: Tone; children: ReactNode }) {
  const Icon = tone === 'good' ? IconCircleCheck : tone === 'bad' ? IconCircleX : IconInfoCircle;
  return (
    <Group gap={6} className={classes[tone]} wrap="nowrap" align="flex-start">
      <Icon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
      <Text span size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  );
}

/** A failure's message and its technical detail, for under a field. */
function errorText(t: T, error: unknown, fallback: string): ReactNode {
  const failure = failureMessage(error, fallback);
  return (
    <>
      {t(failure.messageKey as Key, { ...failure.params, defaultValue: t(fallback as Key) })}
      {failure.detail && (
        <>
          <br />
          {failure.detail}
        </>
      )}
    </>
  );
}

/** The payload JSON with one claim set (2-space indentation), or undefined when it does not parse as an object. */
function withClaim(payload: string, claim: string, value: number): string | undefined {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return JSON.stringify({ ...(parsed as Record<string, unknown>), [claim]: value }, null, 2);
  } catch {
    return undefined;
  }
}

function payloadIsObject(payload: string): boolean {
  return withClaim(payload, 'x', 0) !== undefined;
}

interface Formats {
  date: (seconds: number) => string;
  relative: (seconds: number) => string;
}

function useFormats(language: string): Formats {
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'long' });
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    return {
      date: (seconds) => date.format(new Date(seconds * 1000)),
      relative: (seconds) => {
        const delta = seconds - Date.now() / 1000;
        const size = Math.abs(delta);
        if (size >= 86_400) return relative.format(Math.trunc(delta / 86_400), 'day');
        if (size >= 3600) return relative.format(Math.trunc(delta / 3600), 'hour');
        if (size >= 60) return relative.format(Math.trunc(delta / 60), 'minute');
        return relative.format(Math.trunc(delta), 'second');
      },
    };
  }, [language]);
}

/** The time claims of a payload, readable ("exp: 2 Dec 2026, 14:00 (in 1 hour)"). */
function claimTimes(payload: string, t: T, formats: Formats): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const claims = parsed as Record<string, unknown>;
  const lines = (['iat', 'nbf', 'exp'] as const)
    .filter((claim) => typeof claims[claim] === 'number' && Number.isFinite(claims[claim]))
    .map((claim) => t('claimTime', { claim, date: formats.date(claims[claim] as number), when: formats.relative(claims[claim] as number) }));
  return lines.length > 0 ? lines.join(' · ') : undefined;
}

function VerdictView({ verdict, t, formats, expected }: { verdict: Verdict; t: T; formats: Formats; expected: ExpectedAlgorithm }) {
  const alg = verdict.alg ?? '';
  const seconds = (iso: string | undefined) => (iso === undefined ? 0 : Date.parse(iso) / 1000);
  const signatureLine: { tone: Tone; text: string } = {
    valid: { tone: 'good' as Tone, text: t('verdict.signature.valid', { key: verdict.keyUsed ?? '' }) },
    invalid: { tone: 'bad' as Tone, text: t('verdict.signature.invalid', { key: verdict.keyUsed ?? '' }) },
    unchecked: { tone: 'neutral' as Tone, text: t('verdict.signature.unchecked') },
  }[verdict.signature];
  const algorithmLine: { tone: Tone; text: string } = {
    ok: { tone: 'good' as Tone, text: t('verdict.algorithm.ok', { alg }) },
    mismatch: { tone: 'bad' as Tone, text: t('verdict.algorithm.mismatch', { alg, expected }) },
    keyMismatch: { tone: 'bad' as Tone, text: t('verdict.algorithm.keyMismatch', { alg, key: verdict.keyUsed ?? '' }) },
    unsecured: { tone: 'bad' as Tone, text: t('verdict.algorithm.unsecured') },
    unsupported: { tone: 'bad' as Tone, text: t('verdict.algorithm.unsupported', { alg }) },
    missing: { tone: 'bad' as Tone, text: t('verdict.algorithm.missing') },
  }[verdict.algorithm];
  const exp = seconds(verdict.expiresAt);
  const nbf = seconds(verdict.notBeforeAt);
  return (
    <Stack gap={6} aria-label={t('verdict.label')} role="group">
      {verdict.valid ? (
        <StatusLine tone="good">{t('verdict.valid')}</StatusLine>
      ) : verdict.failed.length > 0 ? (
        <StatusLine tone="bad">{t('verdict.invalid', { checks: verdict.failed.map((check) => t(`verdict.checks.${check}` as Key)).join(', ') })}</StatusLine>
      ) : (
        <StatusLine tone="neutral">{t('verdict.notChecked')}</StatusLine>
      )}
      <StatusLine tone={signatureLine.tone}>{signatureLine.text}</StatusLine>
      <StatusLine tone={algorithmLine.tone}>{algorithmLine.text}</StatusLine>
      {verdict.noKeyForKid && <StatusLine tone="bad">{t('verdict.noKeyForKid', { kid: verdict.kid ?? '' })}</StatusLine>}
      {verdict.expiry === 'ok' && <StatusLine tone="good">{t('verdict.expiry.ok', { date: formats.date(exp), when: formats.relative(exp) })}</StatusLine>}
      {verdict.expiry === 'expired' && <StatusLine tone="bad">{t('verdict.expiry.expired', { date: formats.date(exp), when: formats.relative(exp) })}</StatusLine>}
      {verdict.expiry === 'invalid' && <StatusLine tone="bad">{t('verdict.expiry.invalid')}</StatusLine>}
      {verdict.expiry === 'absent' && <StatusLine tone="neutral">{t('verdict.expiry.absent')}</StatusLine>}
      {verdict.notBefore === 'ok' && <StatusLine tone="good">{t('verdict.notBefore.ok', { date: formats.date(nbf) })}</StatusLine>}
      {verdict.notBefore === 'notYetValid' && <StatusLine tone="bad">{t('verdict.notBefore.notYetValid', { date: formats.date(nbf), when: formats.relative(nbf) })}</StatusLine>}
      {verdict.notBefore === 'invalid' && <StatusLine tone="bad">{t('verdict.notBefore.invalid')}</StatusLine>}
    </Stack>
  );
}

export default function JwtSigner() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { algorithm, header, payload, key, secretEncoding, raw, token, verifyKey, verifySecretEncoding, expectedAlgorithm, clockTolerance } = state;
  const formats = useFormats(language);
  const signTitle = useId();
  const verifyTitle = useId();
  const verifySection = useRef<HTMLElement>(null);
  const [expiry, setExpiry] = useState<(typeof EXPIRY_CHOICES)[number]>('3600');
  const [generating, setGenerating] = useState(false);
  const [generateError, setGenerateError] = useState<string>();
  /** The public key of the last generated pair, which "Verify this token" hands to the verifier. */
  const [generatedPublic, setGeneratedPublic] = useState<{ signingKey: string; verificationKey: string }>();
  const hmac = isHmac(algorithm);

  // Signing: nothing to sign (and no message) until there is a key.
  const signResult = useOperationResult(jwtSigner, key === '' ? undefined : payload, { algorithm, key, secretEncoding, header, raw }, { threshold: WORKER_THRESHOLD });
  const signed = key === '' ? '' : (signResult.value ?? '');
  const signError = signResult.error;
  const signFailure = signError === undefined ? undefined : failureMessage(signError, 'errors.signFailed').messageKey.replace(/^errors\./, '');
  const headerError = signFailure && HEADER_ERRORS.has(signFailure) ? errorText(t, signError, 'errors.signFailed') : undefined;
  const payloadError = signFailure && PAYLOAD_ERRORS.has(signFailure) ? errorText(t, signError, 'errors.signFailed') : undefined;
  const keyError = signFailure && !HEADER_ERRORS.has(signFailure) && !PAYLOAD_ERRORS.has(signFailure) ? errorText(t, signError, 'errors.signFailed') : undefined;
  const shortSecret = signResult.warnings.find((warning) => warning.key === 'shortSecret')?.data as { bits: number; minimum: number } | undefined;

  // Verifying.
  const tolerance = Math.max(0, Math.min(86_400, Math.trunc(Number(clockTolerance) || 0)));
  const verifyResult = useOperationResult(
    jwtSignerVerify,
    token.trim() === '' ? undefined : token,
    { key: verifyKey, secretEncoding: verifySecretEncoding, expectedAlgorithm, clockTolerance: tolerance },
    { threshold: WORKER_THRESHOLD },
  );
  const verdict = verifyResult.value as Verdict | undefined;
  const verifyError = verifyResult.error;
  const verifyFailure = verifyError === undefined ? undefined : failureMessage(verifyError, 'errors.verifyFailed').messageKey.replace(/^errors\./, '');
  const tokenError = verifyFailure?.startsWith('token') ? errorText(t, verifyError, 'errors.verifyFailed') : undefined;
  const verifyKeyError = verifyFailure && !verifyFailure.startsWith('token') ? errorText(t, verifyError, 'errors.verifyFailed') : undefined;

  const setClaim = (claim: 'iat' | 'nbf' | 'exp', offset = 0) => {
    const next = withClaim(payload, claim, Math.floor(Date.now() / 1000) + offset);
    if (next !== undefined) update({ payload: next });
  };

  const generate = async () => {
    setGenerating(true);
    setGenerateError(undefined);
    try {
      const generated = await (await service()).generateKey(algorithm);
      setGeneratedPublic({ signingKey: generated.signingKey, verificationKey: generated.verificationKey });
      update({ key: generated.signingKey, secretEncoding: generated.secretEncoding });
    } catch (error) {
      setGenerateError(error instanceof Error ? error.message : String(error));
    } finally {
      setGenerating(false);
    }
  };

  const verifyThisToken = () => {
    const verificationKey = generatedPublic?.signingKey === key ? generatedPublic.verificationKey : key;
    update({ token: signed, verifyKey: verificationKey, verifySecretEncoding: secretEncoding });
    verifySection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const payloadTimes = claimTimes(payload, t, formats);
  const canEditClaims = payloadIsObject(payload);
  const parsedToken = token.trim().replace(/^bearer\s+/i, '');

  return (
    <Stack gap="lg" maw={1000} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={signTitle}>
        <Stack gap="md">
          <Title order={2} size="h4" id={signTitle}>
            {t('sign.title')}
          </Title>
          <Group align="flex-end" gap="md">
            <SelectField<JwtAlgorithm>
              label={t('sign.algorithm')}
              options={JWT_ALGORITHMS.map((value) => ({ value, label: `${value} · ${t(`algorithms.${value}` as Key)}` }))}
              value={algorithm}
              onChange={(value) => update({ algorithm: value })}
              w={340}
            />
            <Switch label={t('sign.raw')} checked={raw} onChange={(event) => update({ raw: event.currentTarget.checked })} mb={8} />
          </Group>
          <TextField
            multiline
            autosize
            rows={2}
            monospace
            label={t('sign.header')}
            description={t('sign.headerHint')}
            value={header}
            onChange={(value) => update({ header: value })}
            error={headerError}
          />
          <Stack gap={6}>
            <TextField
              multiline
              autosize
              rows={6}
              monospace
              label={raw ? t('sign.payloadRaw') : t('sign.payload')}
              value={payload}
              onChange={(value) => update({ payload: value })}
              error={payloadError}
              description={payloadTimes}
            />
            <Group gap="xs">
              <Button variant="light" size="xs" disabled={!canEditClaims} onClick={() => setClaim('iat')}>
                {t('sign.setIat')}
              </Button>
              <Button variant="light" size="xs" disabled={!canEditClaims} onClick={() => setClaim('nbf')}>
                {t('sign.setNbf')}
              </Button>
              <Group gap={4} wrap="nowrap">
                <SelectField<(typeof EXPIRY_CHOICES)[number]>
                  aria-label={t('sign.expiresIn')}
                  size="small"
                  options={EXPIRY_CHOICES.map((value) => ({ value, label: t(`sign.durations.${value}` as Key) }))}
                  value={expiry}
                  onChange={setExpiry}
                  w={130}
                />
                <Button variant="light" size="xs" disabled={!canEditClaims} onClick={() => setClaim('exp', Number(expiry))}>
                  {t('sign.setExp')}
                </Button>
              </Group>
            </Group>
          </Stack>
          <Stack gap={6}>
            {hmac ? (
              <Group align="flex-start" gap="md" wrap="wrap">
                <TextField
                  label={t('sign.secret')}
                  placeholder={t('sign.secretPlaceholder')}
                  value={key}
                  onChange={(value) => update({ key: value })}
                  error={keyError}
                  autoComplete="off"
                  monospace
                  style={{ flex: '1 1 320px' }}
                />
                <SelectField<SecretEncoding>
                  label={t('sign.secretEncoding')}
                  options={SECRET_ENCODINGS.map((value) => ({ value, label: t(`encodings.${value}` as Key) }))}
                  value={secretEncoding}
                  onChange={(value) => update({ secretEncoding: value })}
                  w={200}
                />
              </Group>
            ) : (
              <TextField
                multiline
                rows={5}
                monospace
                label={t('sign.privateKey')}
                placeholder={t('sign.privateKeyPlaceholder')}
                value={key}
                onChange={(value) => update({ key: value })}
                error={keyError}
                autoComplete="off"
              />
            )}
            {shortSecret && !keyError && (
              <Group gap={6} className={classes.neutral} role="status" wrap="nowrap">
                <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">{t('sign.shortSecret', { bits: shortSecret.bits, minimum: shortSecret.minimum })}</Text>
              </Group>
            )}
            <Group gap="sm">
              <Button variant="light" leftSection={generating ? <Loader size={14} aria-hidden /> : <IconKey size={16} aria-hidden />} onClick={() => void generate()} disabled={generating}>
                {hmac ? t('sign.generateSecret') : t('sign.generateKeyPair', { algorithm })}
              </Button>
              {generateError && (
                <Text size="sm" className={classes.bad}>
                  {generateError}
                </Text>
              )}
            </Group>
            {generatedPublic && generatedPublic.signingKey === key && !hmac && (
              <OutputArea label={t('sign.publicKey')} value={generatedPublic.verificationKey} rows={4} copyLabel={t('sign.copyPublicKey')} />
            )}
          </Stack>
          <OutputArea
            label={t('sign.token')}
            value={signed}
            rows={4}
            placeholder={key === '' ? t('sign.needKey') : undefined}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
            actions={
              <Button variant="light" leftSection={<IconShieldCheck size={16} aria-hidden />} disabled={signed === ''} onClick={verifyThisToken}>
                {t('sign.verifyThis')}
              </Button>
            }
          />
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={verifyTitle} ref={verifySection}>
        <Stack gap="md">
          <Title order={2} size="h4" id={verifyTitle}>
            {t('verify.title')}
          </Title>
          <TextField
            multiline
            autosize
            rows={3}
            monospace
            label={t('verify.token')}
            placeholder={t('verify.tokenPlaceholder')}
            value={token}
            onChange={(value) => update({ token: value })}
            error={tokenError}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
          />
          {parsedToken !== '' && (
            <Text size="sm">
              <Anchor component={AppLink} to="/jwt-parser" onClick={() => handOff({ to: 'jwt-parser', op: 'jwt-parser', text: parsedToken, options: {} })}>
                {t('verify.openInParser')}
              </Anchor>
            </Text>
          )}
          <Group align="flex-start" gap="md" wrap="wrap">
            <TextField
              multiline
              rows={4}
              monospace
              label={t('verify.key')}
              placeholder={t('verify.keyPlaceholder')}
              value={verifyKey}
              onChange={(value) => update({ verifyKey: value })}
              error={verifyKeyError}
              autoComplete="off"
              style={{ flex: '1 1 420px' }}
            />
            <Stack gap="sm" w={240}>
              <SelectField<SecretEncoding>
                label={t('verify.secretEncoding')}
                options={SECRET_ENCODINGS.map((value) => ({ value, label: t(`encodings.${value}` as Key) }))}
                value={verifySecretEncoding}
                onChange={(value) => update({ verifySecretEncoding: value })}
              />
              <SelectField<ExpectedAlgorithm>
                label={t('verify.expectedAlgorithm')}
                options={EXPECTED_ALGORITHMS.map((value) => ({ value, label: value === 'any' ? t('verify.anyAlgorithm') : value }))}
                value={expectedAlgorithm}
                onChange={(value) => update({ expectedAlgorithm: value })}
              />
              <NumberInput
                label={t('verify.clockTolerance')}
                value={clockTolerance}
                min={0}
                max={86_400}
                step={30}
                allowDecimal={false}
                allowNegative={false}
                onChange={(value) => update({ clockTolerance: typeof value === 'number' ? value : 0 })}
              />
            </Stack>
          </Group>
          {verdict && <VerdictView verdict={verdict} t={t} formats={formats} expected={expectedAlgorithm} />}
        </Stack>
      </Card>
    </Stack>
  );
}
