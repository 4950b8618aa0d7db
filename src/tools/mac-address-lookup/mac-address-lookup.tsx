import { Button, Card, Group, Input, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RunControl } from '../../engine/worker/operation-client';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { macAddressType, normaliseMacAddress } from '../../lib/mac/mac';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { ClearButton } from '../../ui/clear-button/ClearButton';
import { CopyButton } from '../../ui/copy/CopyButton';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { operationClient, runInWorker } from '../../engine/worker/operation-pool';
import type en from './locales/en.json';
import { macAddressLookup, macAddressLookupDatabase } from './mac-address-lookup.operations';
import { DEFAULT_MAC } from './mac-address-lookup.service';

const TOOL_ID = 'mac-address-lookup';
const DEFAULTS = { mac: DEFAULT_MAC };
const STATE_OPTIONS = { persist: { mac: 'none' }, pasteInto: 'mac' } as const;

interface VendorDatabaseInfo {
  source: string;
  date: string;
  prefixCount: number;
}

/**
 * The registry (2.7 MB of text: about 100 ms to fetch and decode on a fast machine, several times
 * that on a phone) is loaded in the operation worker, which keeps it while the page lives; each
 * lookup is then a few map reads there.
 */
let loading: Promise<VendorDatabaseInfo> | undefined;

function loadDatabase(): Promise<VendorDatabaseInfo> {
  loading ??= (runInWorker(macAddressLookupDatabase, undefined, {}) as Promise<VendorDatabaseInfo>)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

type DatabaseState = { status: 'loading' } | { status: 'ready'; info: VendorDatabaseInfo } | { status: 'error' };

function useVendorDatabase(): [DatabaseState, () => void] {
  const [state, setState] = useState<DatabaseState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    loadDatabase().then(
      (info) => active && setState({ status: 'ready', info }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return [state, retry];
}

interface VendorLookup {
  vendor: string | null;
}
const LOOKUP = {
  remote: (mac: string, control: RunControl) => runInWorker(macAddressLookup, mac, {}, control) as Promise<VendorLookup>,
  warm: operationClient.warm,
};

export default function MacAddressLookup() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ mac }, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [database, retry] = useVendorDatabase();
  const hex = useMemo(() => normaliseMacAddress(mac), [mac]);
  const ready = database.status === 'ready';
  const vendorTask = useLiveResult(ready && hex !== undefined ? mac : undefined, LOOKUP);
  // While a new lookup runs (a millisecond or two) the previous entry stays, to avoid flicker.
  const [previous, setPrevious] = useState<VendorLookup | undefined>(undefined);
  if (vendorTask.value !== undefined && vendorTask.value !== previous) setPrevious(vendorTask.value);
  const found = vendorTask.value ?? (vendorTask.pending ? previous : undefined);
  const vendor = found?.vendor ?? undefined;
  const type = hex === undefined ? undefined : macAddressType(hex);
  const typeLabel = type === undefined ? '' : t(`types.${type}`);

  let vendorArea: ReactNode;
  if (database.status === 'loading') {
    vendorArea = (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('loading')}</Text>
      </Group>
    );
  } else if (database.status === 'error') {
    vendorArea = (
      <ToolAlert type="error" title={t('loadFailed')}>
        <Button variant="light" color="red" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={retry}>
          {t('retry')}
        </Button>
      </ToolAlert>
    );
  } else if (found === undefined && vendorTask.pending) {
    vendorArea = null;
  } else if (vendor === undefined) {
    vendorArea = (
      <Text size="sm" c="dimmed">
        {t('unknownVendor')}
      </Text>
    );
  } else {
    vendorArea = <Textarea label={t('vendorInfo')} value={vendor} readOnly autosize minRows={2} maxRows={6} spellCheck={false} />;
  }

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <TextField
          label={t('mac')}
          placeholder={t('macPlaceholder')}
          value={mac}
          onChange={(value) => update({ mac: value })}
          error={hex === undefined ? t('invalidMac') : undefined}
          monospace
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          rightSection={<ClearButton visible={mac !== ''} onClear={() => update({ mac: '' })} />}
        />
      </Card>

      {hex !== undefined && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <Stack gap="xs">
              {ready && vendor === undefined ? (
                <Input.Label labelElement="div">{t('vendorInfo')}</Input.Label>
              ) : null}
              {vendorArea}
              <Group justify="flex-start">
                <CopyButton value={vendor ?? ''} label={t('copyVendor')} disabled={vendor === undefined} />
              </Group>
            </Stack>
            <ReadOnlyField
              label={t('addressType')}
              value={typeLabel}
              copyLabel={t('copyAddressType')}
              monospace={false}
              description={type === 'localUnicast' || type === 'localMulticast' ? t('localHint') : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </Stack>
        </Card>
      )}

      <Text size="xs" c="dimmed" ta="center">
        {ready
          ? t('source', {
              source: database.info.source,
              date: formatDate(database.info.date, language),
              prefixes: new Intl.NumberFormat(language).format(database.info.prefixCount),
            })
          : t('sourceShort')}
      </Text>
    </Stack>
  );
}

function formatDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
