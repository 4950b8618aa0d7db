import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import type { Handoff } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { ClearButton } from '../../ui/clear-button/ClearButton';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { DEFAULT_END, DEFAULT_START, expandRange, parseRangeAddress, splitRangeText, type RangeExpansion } from './ipv4-range-expander.service';
import type en from './locales/en.json';

const TOOL_ID = 'ipv4-range-expander';
const DEFAULTS = { start: DEFAULT_START, end: DEFAULT_END };
const STATE_OPTIONS = {
  persist: { start: 'local', end: 'local' },
  // A pasted range (`10.0.0.1-10.0.0.9`) fills both fields.
  pasteInto: ({ text }: Handoff) => {
    const [start, end] = splitRangeText(text);
    return { start, end };
  },
} as const;
const ROWS = ['subnetStart', 'subnetEnd', 'addressesInRange', 'addressesInSubnet', 'cidr'] as const satisfies readonly (keyof RangeExpansion)[];

export default function Ipv4RangeExpander() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ start, end }, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const startValue = useMemo(() => parseRangeAddress(start), [start]);
  const endValue = useMemo(() => parseRangeAddress(end), [end]);
  const bothValid = startValue !== undefined && endValue !== undefined;
  const reversed = bothValid && startValue > endValue;
  const result = useMemo(() => (bothValid && !reversed ? expandRange(startValue, endValue) : undefined), [bothValid, reversed, startValue, endValue]);

  const addressField = (field: 'start' | 'end', value: string, valid: boolean) => (
    <TextField
      label={t(field)}
      placeholder={t(`${field}Placeholder`)}
      value={value}
      onChange={(next) => update({ [field]: next })}
      error={valid ? undefined : t('invalidIpv4')}
      monospace
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      rightSection={<ClearButton visible={value !== ''} onClear={() => update({ [field]: '' })} />}
    />
  );

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {addressField('start', start, startValue !== undefined)}
          {addressField('end', end, endValue !== undefined)}
        </SimpleGrid>
      </Card>

      {reversed && (
        <ToolAlert type="error" title={t('reversedTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('reversedText')}</Text>
            <Button variant="light" color="red" leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={() => update({ start: end, end: start })}>
              {t('switch')}
            </Button>
          </Stack>
        </ToolAlert>
      )}

      {result && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="xs">
            {ROWS.map((key) => (
              <ReadOnlyField key={key} inline label={t(key)} value={result[key]} copyLabel={t('copy', { label: t(key) })} />
            ))}
            <ReadOnlyField
              multiline
              mt="sm"
              label={t('exactCidrs')}
              description={t('exactCidrsHint', { count: result.exactCidrs.length })}
              inputWrapperOrder={['label', 'input', 'description']}
              value={result.exactCidrs.join('\n')}
              copyLabel={t('copy', { label: t('exactCidrs') })}
              autosize
              minRows={2}
              maxRows={16}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
