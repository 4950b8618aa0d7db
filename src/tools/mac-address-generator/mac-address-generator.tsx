import { Button, Card, Checkbox, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { isToolInputError } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { numberBounds, optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ClearButton } from '../../ui/clear-button/ClearButton';
import { TextField } from '../../ui/input/TextField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { macAddressGenerator } from './mac-address-generator.operations';
import { checkQuantity, generateMacAddresses, parseMacPrefix, type MacCase, type MacSeparator } from './mac-address-generator.service';

const TOOL_ID = 'mac-address-generator';
const MAC_CASES = optionChoices<MacCase>(macAddressGenerator.options, 'letterCase');
const MAC_SEPARATORS = optionChoices<MacSeparator>(macAddressGenerator.options, 'separator');
/** The schema bounds the quantity (1 and 1 only stand for "none" to the type checker). */
const { min: MIN_QUANTITY = 1, max: MAX_QUANTITY = 1 } = numberBounds(macAddressGenerator.options, 'quantity');
const DEFAULTS = defaultOptions(macAddressGenerator);
/**
 * The quantity remembered is the last valid one (the schema checks it); the field keeps the text
 * typed in it, so an invalid quantity shows its message instead of being replaced.
 */
const STATE_OPTIONS = {
  persist: { quantity: 'local', prefix: 'local', separator: 'local', letterCase: 'none', locallyAdministered: 'none' },
  schema: macAddressGenerator.options,
} as const;

type Settings = typeof DEFAULTS;

function safe<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    if (isToolInputError(error)) return undefined;
    throw error;
  }
}

function generate(settings: Settings, quantityText: string): string {
  const quantity = safe(() => checkQuantity(quantityText));
  const prefix = safe(() => parseMacPrefix(settings.prefix));
  if (quantity === undefined || prefix === undefined) return '';
  return generateMacAddresses({ quantity, prefix, separator: settings.separator, letterCase: settings.letterCase, locallyAdministered: settings.locallyAdministered });
}

export default function MacAddressGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [settings, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [quantityText, setQuantityText] = useState(() => String(settings.quantity));
  const [addresses, setAddresses] = useState(() => generate(settings, quantityText));
  const quantityValid = useMemo(() => safe(() => checkQuantity(quantityText)) !== undefined, [quantityText]);
  const prefixValid = useMemo(() => safe(() => parseMacPrefix(settings.prefix)) !== undefined, [settings.prefix]);

  // The list is drawn again on every change of any field, and on Refresh.
  const change = (patch: Partial<Settings>, nextQuantityText = quantityText) => {
    const next = { ...settings, ...patch };
    // A field that reports the same value again (a number field on blur) draws nothing new.
    if (nextQuantityText === quantityText && (Object.keys(patch) as (keyof Settings)[]).every((key) => next[key] === settings[key])) return;
    setQuantityText(nextQuantityText);
    update(patch);
    setAddresses(generate(next, nextQuantityText));
  };
  const changeQuantity = (text: string) => {
    const quantity = safe(() => checkQuantity(text));
    change(quantity === undefined ? {} : { quantity }, text);
  };
  const quantityCount = Number(quantityText);

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label={t('quantity')}
              value={quantityText}
              onChange={(value) => changeQuantity(String(value))}
              min={MIN_QUANTITY}
              max={MAX_QUANTITY}
              step={1}
              clampBehavior="none"
              allowDecimal
              allowNegative
              error={quantityValid ? undefined : t('invalidQuantity')}
            />
            <TextField
              label={t('prefix')}
              placeholder={t('prefixPlaceholder')}
              value={settings.prefix}
              onChange={(prefix) => change({ prefix })}
              error={prefixValid ? undefined : t('invalidPrefix')}
              monospace
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              rightSection={<ClearButton visible={settings.prefix !== ''} onClear={() => change({ prefix: '' })} />}
            />
            <Select
              label={t('case')}
              data={MAC_CASES.map((value) => ({ value, label: t(`cases.${value}`) }))}
              value={settings.letterCase}
              onChange={(value) => value && change({ letterCase: value as MacCase })}
              allowDeselect={false}
              checkIconPosition="right"
            />
            <Select
              label={t('separator')}
              data={MAC_SEPARATORS.map((value) => ({ value, label: t(`separators.${value}`) }))}
              value={settings.separator}
              onChange={(value) => value && change({ separator: value as MacSeparator })}
              allowDeselect={false}
              checkIconPosition="right"
            />
          </SimpleGrid>
          <Checkbox
            label={t('locallyAdministered')}
            description={settings.prefix.trim() === '' ? t('locallyAdministeredHint') : t('prefixUsedHint')}
            checked={settings.locallyAdministered}
            onChange={(event) => change({ locallyAdministered: event.currentTarget.checked })}
          />
        </Stack>
      </Card>

      <OutputArea
        label={t('addresses')}
        value={addresses}
        rows={Math.min(Math.max(quantityValid ? quantityCount : 1, 1), 16)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textAlign: 'center' } }}
        copyLabel={t('copy')}
        actions={
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={!quantityValid || !prefixValid}
            onClick={() => setAddresses(generate(settings, quantityText))}
          >
            {t('refresh')}
          </Button>
        }
      />
    </Stack>
  );
}
