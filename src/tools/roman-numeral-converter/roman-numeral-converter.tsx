import { Group, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyButton } from '../../ui/copy/CopyButton';
import { TextField } from '../../ui/input/TextField';
import type en from './locales/en.json';
import classes from './roman-numeral-converter.module.css';
import { romanNumeralEncode } from './roman-numeral-converter.operations';
import { arabicToRomanParts, parseArabicInput, romanToArabicParts, type RomanPart } from './roman-numeral-converter.service';

const TOOL_ID = 'roman-numeral-converter';

const DEFAULTS = { arabic: '42', roman: 'XLII', ...defaultOptions(romanNumeralEncode) };
const STATE_OPTIONS = { persist: { arabic: 'local', roman: 'local', vinculum: 'url' }, schema: romanNumeralEncode.options, pasteInto: { 'roman-numeral-decode': 'roman' } } as const;

type Outcome = { parts: RomanPart[] | undefined; error: boolean };

function toRoman(text: string, vinculum: boolean): Outcome {
  if (text.trim() === '') return { parts: undefined, error: false };
  const value = parseArabicInput(text);
  if (value === undefined) return { parts: undefined, error: true };
  try {
    return { parts: arabicToRomanParts(value, vinculum), error: false };
  } catch {
    return { parts: undefined, error: true };
  }
}

function toArabic(text: string): Outcome {
  try {
    return { parts: romanToArabicParts(text), error: false };
  } catch {
    return { parts: undefined, error: true };
  }
}

export default function RomanNumeralConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const number = new Intl.NumberFormat(language);

  const roman = toRoman(state.arabic, state.vinculum);
  const romanText = roman.parts?.map((part) => part.symbol).join('') ?? '';
  const arabic = toArabic(state.roman);
  const arabicValue = arabic.parts?.reduce((sum, part) => sum + part.value, 0);
  const arabicText = arabicValue === undefined ? '' : String(arabicValue);

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%" className={classes.root}>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="arabic-to-roman-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="arabic-to-roman-title">
            {t('arabicToRoman')}
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NumberInput
              label={t('arabicInput')}
              value={state.arabic}
              onChange={(value) => update({ arabic: String(value) })}
              hideControls
              allowDecimal
              allowNegative
              clampBehavior="none"
              error={roman.error ? t(state.vinculum ? 'invalidArabicVinculum' : 'invalidArabic') : undefined}
              flex="1 1 12rem"
            />
            <TextInput label={t('romanOutput')} value={romanText} readOnly flex="1 1 12rem" styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} />
            <CopyButton value={romanText} label={t('copyRoman')} disabled={romanText === ''} mt={25} />
          </Group>
          <Text size="sm" c="dimmed" ff="monospace" mih="1.55em">
            {roman.parts ? `${romanText} = ${roman.parts.map((part) => part.symbol).join(' + ')}` : ''}
          </Text>
          <Switch label={t('vinculum')} description={t('vinculumHint')} checked={state.vinculum} onChange={(event) => update({ vinculum: event.currentTarget.checked })} />
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="roman-to-arabic-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="roman-to-arabic-title">
            {t('romanToArabic')}
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextField
              label={t('romanInput')}
              value={state.roman}
              onChange={(value) => update({ roman: value })}
              placeholder=""
              error={arabic.error ? t('invalidRoman') : undefined}
              monospace
              autoComplete="off"
              flex="1 1 12rem"
            />
            <TextInput label={t('arabicOutput')} value={arabicText} readOnly flex="1 1 12rem" styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} />
            <CopyButton value={arabicText} label={t('copyArabic')} disabled={arabicText === ''} mt={25} />
          </Group>
          <Text size="sm" c="dimmed" ff="monospace" mih="1.55em">
            {arabic.parts ? `${arabic.parts.map((part) => part.symbol).join(' + ')} = ${arabic.parts.map((part) => number.format(part.value)).join(' + ')}` : ''}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
