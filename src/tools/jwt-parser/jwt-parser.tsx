import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { isToolInputError } from '../../lib/errors';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyButton } from '../../ui/copy/CopyButton';
import { TextField } from '../../ui/input/TextField';
import classes from './jwt-parser.module.css';
import { claimRows, decodeJwt, DEFAULT_JWT, tokenStatus, verifyHmac, type ClaimRow, type DecodedJwt, type SignatureCheck } from './jwt-parser.service';
import type en from './locales/en.json';

const TOOL_ID = 'jwt-parser';
/** The token is remembered like any input; the secret never is. */
const STATE_OPTIONS = { persist: { token: 'local', secret: 'none' }, pasteInto: 'token' } as const;

/** The HMAC check (Web Crypto, on the page) of the token on screen with the typed secret; the newest wins. */
const VERIFY = { local: ({ jwt, secret }: { jwt: DecodedJwt; secret: string }): Promise<SignatureCheck> => verifyHmac(jwt, secret) };

function decode(text: string): { jwt?: DecodedJwt; invalid: boolean } {
  try {
    return { jwt: decodeJwt(text), invalid: false };
  } catch (error) {
    if (isToolInputError(error)) return { invalid: true };
    throw error;
  }
}

/** Seconds since the epoch, refreshed every few seconds so that the expiry line stays true. */
function useNowSeconds(active: boolean): number {
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now() / 1000), 5000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function StatusLine({ tone, children }: { tone: 'good' | 'bad' | 'neutral'; children: ReactNode }) {
  const Icon = tone === 'good' ? IconCircleCheck : tone === 'bad' ? IconCircleX : IconInfoCircle;
  return (
    <Group gap={6} className={classes[tone]} role="status" wrap="nowrap">
      <Icon size={18} aria-hidden />
      <Text span size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  );
}

function Rows({ rows }: { rows: ClaimRow[] }) {
  return rows.map((row) => (
    <Table.Tr key={row.claim}>
      <Table.Td style={{ verticalAlign: 'top', wordBreak: 'break-word' }}>
        <Text span fw={700} ff="monospace" size="sm">
          {row.claim}
        </Text>
        {row.description !== undefined && (
          <Text span size="sm" c="dimmed">
            {` (${row.description})`}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <span className={classes.value}>{row.value}</span>
        {row.friendly !== undefined && (
          <Text span size="sm" c="dimmed">
            {` (${row.friendly})`}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  ));
}

export default function JwtParser() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ token, secret }, update] = useToolState(TOOL_ID, { token: DEFAULT_JWT, secret: '' }, STATE_OPTIONS);
  const { jwt, invalid } = useMemo(() => decode(token), [token]);
  const rows = useMemo(() => (jwt ? claimRows(jwt, (date) => date.toLocaleString(language)) : undefined), [jwt, language]);
  const hasDates = jwt !== undefined && (typeof jwt.payload.exp === 'number' || typeof jwt.payload.nbf === 'number');
  const now = useNowSeconds(hasDates);
  const status = jwt ? tokenStatus(jwt.payload, now) : undefined;

  const verifyRequest = useMemo(() => (jwt && secret !== '' ? { jwt, secret } : undefined), [jwt, secret]);
  const signatureResult = useLiveResult(verifyRequest, VERIFY).value;

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <TextField
            multiline
            rows={5}
            label={t('token')}
            placeholder={t('tokenPlaceholder')}
            value={token}
            onChange={(value) => update({ token: value })}
            error={invalid ? t('invalidJwt') : undefined}
            monospace
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
            // The spec asks for focus on the token on arrival; it is the page's main input.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <TextField
            label={t('secret')}
            placeholder={t('secretPlaceholder')}
            value={secret}
            onChange={(value) => update({ secret: value })}
            autoComplete="off"
          />
          {(status !== undefined || (secret !== '' && jwt)) && (
            <Stack gap={6}>
              {status === 'expired' && <StatusLine tone="bad">{t('status.expired')}</StatusLine>}
              {status === 'notYetValid' && <StatusLine tone="neutral">{t('status.notYetValid')}</StatusLine>}
              {status === 'notExpired' && <StatusLine tone="good">{t('status.notExpired')}</StatusLine>}
              {signatureResult === 'verified' && <StatusLine tone="good">{t('signature.verified')}</StatusLine>}
              {signatureResult === 'invalid' && <StatusLine tone="bad">{t('signature.invalid')}</StatusLine>}
              {signatureResult === 'unsupported' && <StatusLine tone="neutral">{t('signature.unsupported')}</StatusLine>}
            </Stack>
          )}
        </Stack>
      </Card>

      {jwt && rows && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <div style={{ overflowX: 'auto' }}>
              <Table withTableBorder withColumnBorders aria-label={t('tableLabel')} layout="fixed" miw={520}>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th colSpan={2} scope="colgroup" ta="center">
                      {t('header')}
                    </Table.Th>
                  </Table.Tr>
                  <Rows rows={rows.header} />
                  <Table.Tr>
                    <Table.Th colSpan={2} scope="colgroup" ta="center">
                      {t('payload')}
                    </Table.Th>
                  </Table.Tr>
                  <Rows rows={rows.payload} />
                </Table.Tbody>
              </Table>
            </div>
            <Group justify="center" gap="sm">
              <CopyButton value={JSON.stringify(jwt.header, null, 2)} label={t('copyHeader')} toast={t('copyHeaderToast')} />
              <CopyButton value={JSON.stringify(jwt.payload, null, 2)} label={t('copyPayload')} toast={t('copyPayloadToast')} />
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
