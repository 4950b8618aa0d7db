import { Button, Card, Group, Input, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import classes from './ipv4-subnet-calculator.module.css';
import { calculateSubnet, DEFAULT_SUBNET_INPUT, type SubnetInfo } from './ipv4-subnet-calculator.service';
import type en from './locales/en.json';

const TOOL_ID = 'ipv4-subnet-calculator';
const DEFAULTS = { address: DEFAULT_SUBNET_INPUT };
const STATE_OPTIONS = { persist: { address: 'local' }, pasteInto: 'address' } as const;

/** The outputs above "Broadcast address", in the spec's order. */
const ROWS_BEFORE_BROADCAST = [
  'cidrBlock',
  'networkAddress',
  'netmask',
  'netmaskBinary',
  'cidrNotation',
  'wildcardMask',
  'networkSize',
  'usableHosts',
  'firstUsable',
  'lastUsable',
] as const satisfies readonly (keyof SubnetInfo)[];

function safeCalculate(text: string): SubnetInfo | undefined {
  try {
    return calculateSubnet(text);
  } catch {
    return undefined;
  }
}

export default function Ipv4SubnetCalculator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ address }, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const info = useMemo(() => safeCalculate(address), [address]);

  const row = (label: string, value: string) => (
    <ReadOnlyField key={label} inline label={label} value={value} copyLabel={t('copy', { label })} />
  );

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <TextField
          label={t('address')}
          placeholder={t('addressPlaceholder')}
          value={address}
          onChange={(value) => update({ address: value })}
          error={info ? undefined : t('invalidAddress')}
          monospace
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
        />
      </Card>

      {info && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="xs" className={classes.rows}>
            {ROWS_BEFORE_BROADCAST.map((key) => row(t(key), info[key]))}
            {info.broadcast !== undefined ? (
              row(t('broadcast'), info.broadcast)
            ) : (
              <div className={classes.textRow}>
                <Input.Label labelElement="div">{t('broadcast')}</Input.Label>
                <Text size="sm" c="dimmed" component="span">
                  {t('noBroadcast')}
                </Text>
              </div>
            )}
            {row(t('ipClass'), info.ipClass)}
            <ReadOnlyField inline label={t('addressType')} value={t(`types.${info.addressType}`)} copyLabel={t('copy', { label: t('addressType') })} monospace={false} />
          </Stack>
          <Group justify="center" gap="sm" mt="lg">
            <Button
              variant="light"
              leftSection={<IconChevronLeft size={16} aria-hidden />}
              disabled={info.previousBlock === undefined}
              onClick={() => info.previousBlock && update({ address: info.previousBlock })}
            >
              {t('previousBlock')}
            </Button>
            <Button
              variant="light"
              rightSection={<IconChevronRight size={16} aria-hidden />}
              disabled={info.nextBlock === undefined}
              onClick={() => info.nextBlock && update({ address: info.nextBlock })}
            >
              {t('nextBlock')}
            </Button>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
