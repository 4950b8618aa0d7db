import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseMac48 } from '../../lib/mac/mac';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { defaultOptions } from '../../engine/operation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ClearButton } from '../../ui/clear-button/ClearButton';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { ipv6UlaGenerator } from './ipv6-ula-generator.operations';
import { chosenSubnet, computeGlobalId, formatUlaPrefix, ulaBlocks } from './ipv6-ula-generator.service';
import type en from './locales/en.json';

const TOOL_ID = 'ipv6-ula-generator';
/** The operation's MAC and subnet (its `time` is the moment of each draw here). */
const { mac: DEFAULT_MAC, subnetId: DEFAULT_SUBNET_ID } = defaultOptions(ipv6UlaGenerator);
const DEFAULTS = { mac: DEFAULT_MAC, subnetId: DEFAULT_SUBNET_ID };
const STATE_OPTIONS = { persist: { mac: 'none', subnetId: 'none' }, schema: ipv6UlaGenerator.options, pasteInto: 'mac' } as const;

function safeSubnet(prefix: string, subnetId: string): string | undefined {
  try {
    return chosenSubnet(prefix, subnetId);
  } catch {
    return undefined;
  }
}

/**
 * The ULA prefix of a MAC address, computed on load, whenever the MAC becomes a new valid value
 * and on `refresh` (the time of day is part of the hash). An older, slower answer never replaces a
 * newer one.
 */
function useUlaPrefix(macHex: string | undefined): [string | undefined, () => void] {
  const [result, setResult] = useState<{ mac: string; prefix: string } | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    if (macHex === undefined) return;
    const mac = parseMac48(macHex);
    if (!mac) return;
    const run = (latest.current += 1);
    void computeGlobalId(mac, Date.now()).then((globalId) => {
      if (run === latest.current) setResult({ mac: macHex, prefix: formatUlaPrefix(globalId) });
    });
  }, [macHex, generation]);
  const refresh = useCallback(() => setGeneration((count) => count + 1), []);
  return [result && result.mac === macHex ? result.prefix : undefined, refresh];
}

export default function Ipv6UlaGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ mac, subnetId }, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const macBytes = useMemo(() => parseMac48(mac), [mac]);
  const macHex = macBytes ? Array.from(macBytes, (byte) => byte.toString(16).padStart(2, '0')).join('') : undefined;
  const [prefix, refresh] = useUlaPrefix(macHex);
  const blocks = prefix === undefined ? undefined : ulaBlocks(prefix);
  const subnet = prefix === undefined ? undefined : safeSubnet(prefix, subnetId);
  const subnetValid = safeSubnet('fd00:0000:0000', subnetId) !== undefined;

  const field = (key: 'ula' | 'firstBlock' | 'lastBlock' | 'chosenSubnet', value: string) => (
    <ReadOnlyField key={key} inline label={t(key)} value={value} copyLabel={t('copy', { label: t(key) })} />
  );

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconInfoCircle size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{t('info')}</Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextField
              label={t('mac')}
              placeholder={t('macPlaceholder')}
              value={mac}
              onChange={(value) => update({ mac: value })}
              error={macBytes ? undefined : t('invalidMac')}
              monospace
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              rightSection={<ClearButton visible={mac !== ''} onClear={() => update({ mac: '' })} />}
            />
            <TextField
              label={t('subnetId')}
              value={subnetId}
              onChange={(value) => update({ subnetId: value })}
              placeholder="0–ffff"
              error={subnetValid ? undefined : t('invalidSubnetId')}
              monospace
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
            />
          </SimpleGrid>
        </Stack>
      </Card>

      {macBytes && blocks && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="xs">
            {field('ula', blocks.ula)}
            {field('firstBlock', blocks.firstBlock)}
            {field('lastBlock', blocks.lastBlock)}
            {subnet !== undefined && field('chosenSubnet', subnet)}
          </Stack>
          <Group justify="center" mt="lg">
            <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={refresh}>
              {t('refresh')}
            </Button>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
