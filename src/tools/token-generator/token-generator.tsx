import { Button, Card, Group, NumberInput, SimpleGrid, Slider, Stack, Switch, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { tokenGenerator } from './token-generator.operations';
import {
  buildAlphabet,
  clampLength,
  clampQuantity,
  generateTokens,
  tokenEntropyBits,
} from './token-generator.service';

const TOOL_ID = 'token-generator';

const DEFAULT_SETTINGS = defaultOptions(tokenGenerator);
/** The schema bounds both numbers (1 only stands for "none" to the type checker). */
const { min: MIN_LENGTH = 1, max: MAX_LENGTH = 1 } = numberBounds(tokenGenerator.options, 'length');
const { min: MIN_QUANTITY = 1, max: MAX_QUANTITY = 1 } = numberBounds(tokenGenerator.options, 'quantity');
type Settings = typeof DEFAULT_SETTINGS;

/**
 * Every setting is in the URL so that a link reproduces it; the token itself never is. The
 * operation's schema checks them (out-of-range numbers are brought into range, as here).
 */
const STATE_OPTIONS = { persist: { exclude: 'url' }, schema: tokenGenerator.options } as const;

const CHARACTER_SETS = ['uppercase', 'lowercase', 'numbers', 'symbols'] as const;

const TOKEN_STYLE = { fontFamily: 'var(--mantine-font-family-monospace)', textAlign: 'center' } as const;
const MAX_VISIBLE_ROWS = 20;

/** Settings with the numbers brought into range (a URL may say `length=999`). */
function normalise(settings: Settings): Settings {
  return { ...settings, length: clampLength(settings.length), quantity: clampQuantity(settings.quantity) };
}

function makeToken(settings: Settings): string {
  const { length, quantity } = normalise(settings);
  return generateTokens(buildAlphabet(settings), length, quantity).join('\n');
}

/**
 * A number field that accepts anything while typing (the value in range is applied at once), then
 * shows the clamped value on blur; an emptied field keeps the previous value.
 */
function useClampedDraft(value: number, clamp: (raw: number | string, previous: number) => number, commit: (next: number) => void) {
  const [draft, setDraft] = useState<number | string>(value);
  return {
    value: draft,
    onChange: (raw: number | string) => {
      setDraft(raw);
      const next = clamp(raw, value);
      if (next !== value) commit(next);
    },
    onBlur: () => setDraft(value),
    /** For a companion control (the slider) that sets the value directly. */
    set: (next: number) => {
      setDraft(next);
      if (next !== value) commit(next);
    },
  };
}

export default function TokenGenerator() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [rawSettings, updateSettings] = useToolState(TOOL_ID, DEFAULT_SETTINGS, STATE_OPTIONS);
  const settings = normalise(rawSettings);
  const [token, setToken] = useState(() => makeToken(rawSettings));

  const change = (patch: Partial<Settings>) => {
    const next = normalise({ ...settings, ...patch });
    updateSettings(next);
    setToken(makeToken(next));
  };

  const lengthField = useClampedDraft(settings.length, clampLength, (length) => change({ length }));
  const quantityField = useClampedDraft(settings.quantity, clampQuantity, (quantity) => change({ quantity }));

  const alphabet = buildAlphabet(settings);
  const noCharacterSet = CHARACTER_SETS.every((set) => !settings[set]);
  const allExcluded = !noCharacterSet && alphabet === '';
  const alphabetSize = Array.from(alphabet).length;
  const bits = tokenEntropyBits(settings.length, alphabetSize);
  const entropy =
    alphabetSize > 0
      ? t('entropy', {
          bits: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bits),
          size: new Intl.NumberFormat(language).format(alphabetSize),
        })
      : undefined;

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            {CHARACTER_SETS.map((set) => (
              <Switch key={set} label={t(set)} checked={settings[set]} onChange={(event) => change({ [set]: event.currentTarget.checked })} />
            ))}
          </SimpleGrid>
          {noCharacterSet && (
            <Text c="red" size="sm" role="alert">
              {t('noCharacterSet')}
            </Text>
          )}

          <Group align="flex-end" gap="md" wrap="nowrap">
            <NumberInput
              label={t('length')}
              w={110}
              min={MIN_LENGTH}
              max={MAX_LENGTH}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={lengthField.value}
              onChange={lengthField.onChange}
              onBlur={lengthField.onBlur}
            />
            <Slider
              flex={1}
              mb={12}
              min={MIN_LENGTH}
              max={MAX_LENGTH}
              step={1}
              value={settings.length}
              onChange={lengthField.set}
              thumbLabel={t('lengthSlider')}
            />
          </Group>

          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label={t('quantity')}
              min={MIN_QUANTITY}
              max={MAX_QUANTITY}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={quantityField.value}
              onChange={quantityField.onChange}
              onBlur={quantityField.onBlur}
            />
            <TextField
              label={t('exclude')}
              placeholder={t('excludePlaceholder')}
              value={settings.exclude}
              onChange={(exclude) => change({ exclude })}
              error={allExcluded ? t('emptyAlphabet') : undefined}
              monospace
            />
          </SimpleGrid>
          <Switch
            label={t('avoidLookAlikes')}
            checked={settings.avoidLookAlikes}
            onChange={(event) => change({ avoidLookAlikes: event.currentTarget.checked })}
          />
        </Stack>
      </Card>

      <OutputArea
        label={t('token')}
        value={token}
        placeholder={t('tokenPlaceholder')}
        description={entropy}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...(settings.quantity === 1
          ? // One token wraps anywhere and the box grows with it.
            { autosize: true, minRows: 1, maxRows: 24, styles: { input: { ...TOKEN_STYLE, wordBreak: 'break-all' } } }
          : // Several tokens keep one line each (scrolling sideways when long) so each stays recognisable.
            { rows: Math.min(settings.quantity, MAX_VISIBLE_ROWS), styles: { input: { ...TOKEN_STYLE, whiteSpace: 'pre', overflowX: 'auto' } } })}
        copyLabel={t('copy')}
        copyToast={t('copied')}
        actions={
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={alphabet === ''}
            onClick={() => setToken(makeToken(settings))}
          >
            {t('refresh')}
          </Button>
        }
      />
    </Stack>
  );
}
