import { Card, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { convertIpv4, DEFAULT_IPV4, type Ipv4Formats } from './ipv4-address-converter.service';
import type en from './locales/en.json';

const TOOL_ID = 'ipv4-address-converter';
const DEFAULTS = { address: DEFAULT_IPV4 };
const STATE_OPTIONS = { persist: { address: 'local' }, pasteInto: 'address' } as const;
const OUTPUTS = ['dotted', 'decimal', 'hexadecimal', 'binary', 'ipv6', 'ipv6Short'] as const satisfies readonly (keyof Ipv4Formats)[];

function safeConvert(text: string): Ipv4Formats | undefined {
  try {
    return convertIpv4(text);
  } catch {
    return undefined;
  }
}

export default function Ipv4AddressConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ address }, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const formats = useMemo(() => safeConvert(address), [address]);

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <TextField
          label={t('address')}
          placeholder={t('addressPlaceholder')}
          value={address}
          onChange={(value) => update({ address: value })}
          error={formats ? undefined : t('invalidIpv4')}
          monospace
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
        />
      </Card>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="xs">
          {OUTPUTS.map((key) => (
            <ReadOnlyField
              key={key}
              inline
              label={t(key)}
              value={formats?.[key] ?? ''}
              placeholder={t('outputPlaceholder')}
              copyLabel={t('copy', { label: t(key) })}
            />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
