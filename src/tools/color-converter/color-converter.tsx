import { ActionIcon, ColorPicker, ColorSwatch, Group, Input, Paper, Popover, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconColorPicker } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyIconButton } from '../../ui/copy/CopyIconButton';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { COLOR_FIELDS, contrastWith, DEFAULT_COLOR, EXTRA_FORMATS, formatAllColors, formatColor, parseColor, type ColorField, type RgbaColor } from './color-converter.service';
import { colorConverter } from './color-converter.operations';
import type en from './locales/en.json';

const TOOL_ID = 'color-converter';

const DEFAULTS = { color: DEFAULT_COLOR };
// No field shares a name with the operation's only option (to): the screen shows every format at once.
const STATE_OPTIONS = { persist: { color: 'local' }, schema: colorConverter.options, pasteInto: 'color' } as const;

const WHITE: RgbaColor = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: RgbaColor = { r: 0, g: 0, b: 0, a: 1 };

/** The EyeDropper API (Chromium): not in TypeScript's DOM library yet. */
interface EyeDropperApi {
  open: () => Promise<{ sRGBHex: string }>;
}
type EyeDropperConstructor = new () => EyeDropperApi;
const eyeDropper = typeof window !== 'undefined' ? (window as unknown as { EyeDropper?: EyeDropperConstructor }).EyeDropper : undefined;

/** What the user typed in one field; the other fields show the current color. */
interface Edit {
  field: ColorField;
  text: string;
  invalid: boolean;
}

/** The field a pasted color is written for: its notation's (`rgba(…)` is rgb, `device-cmyk(…)` cmyk, a word a name). */
function pastedField(text: string): ColorField {
  if (/^#?[0-9a-f]+$/i.test(text)) return 'hex';
  const notation = /^([a-z-]+)\(/i.exec(text)?.[1]?.toLowerCase().replace(/^device-/, '').replace(/a$/, '');
  // The notations without a field of their own go to the nearest one: Lab-like to LCH, color() to RGB.
  if (notation === 'lab' || notation === 'oklab' || notation === 'oklch') return 'lch';
  if (notation === 'color') return 'rgb';
  return COLOR_FIELDS.find((field) => field === notation) ?? 'name';
}

export default function ColorConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  // A smart-paste hand-off is shown as pasted, in the field of its notation.
  const [edit, setEdit] = useState<Edit | undefined>(() => {
    const text = pastedText(TOOL_ID);
    return text === undefined ? undefined : { field: pastedField(text), text, invalid: parseColor(text) === undefined };
  });
  const [pickerOpen, setPickerOpen] = useState(false);
  const color = useMemo(() => parseColor(state.color) ?? parseColor(DEFAULT_COLOR)!, [state.color]);
  const formatted = useMemo(() => formatAllColors(color), [color]);
  const hex = formatted.hex;
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  const setColor = (next: RgbaColor) => update({ color: formatColor(next, 'hex') });

  const onFieldChange = (field: ColorField, text: string) => {
    if (text.trim() === '') {
      setEdit({ field, text, invalid: false });
      return;
    }
    const parsed = parseColor(text);
    setEdit({ field, text, invalid: parsed === undefined });
    if (parsed) setColor(parsed);
  };

  const pickFromScreen = async () => {
    if (!eyeDropper) return;
    try {
      const result = await new eyeDropper().open();
      const parsed = parseColor(result.sRGBHex);
      if (parsed) {
        setEdit(undefined);
        setColor(parsed);
      }
    } catch {
      // The user pressed Escape: nothing changes.
    }
  };

  const contrasts = [
    {
      id: 'white',
      label: t('onWhite'),
      background: '#ffffff',
      result: contrastWith(color, WHITE),
    },
    {
      id: 'black',
      label: t('onBlack'),
      background: '#000000',
      result: contrastWith(color, BLACK),
    },
  ];
  const verdict = (pass: boolean) => (pass ? t('pass') : t('fail'));

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Input.Wrapper label={t('picker')} labelElement="div" id="color-picker-field">
            <Group gap="sm" mt={4}>
              <Popover opened={pickerOpen} onChange={setPickerOpen} position="bottom-start" withArrow trapFocus>
                <Popover.Target>
                  <UnstyledButton
                    aria-label={t('picker')}
                    aria-haspopup="dialog"
                    aria-expanded={pickerOpen}
                    onClick={() => setPickerOpen((open) => !open)}
                    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  >
                    <ColorSwatch color={hex} size={36} radius="sm" />
                  </UnstyledButton>
                </Popover.Target>
                <Popover.Dropdown aria-label={t('picker')} role="dialog">
                  <ColorPicker
                    format="hexa"
                    value={hex}
                    onChange={(value) => {
                      const parsed = parseColor(value);
                      if (parsed) {
                        setEdit(undefined);
                        setColor(parsed);
                      }
                    }}
                  />
                </Popover.Dropdown>
              </Popover>
              <Text ff="monospace">{hex}</Text>
              {eyeDropper && (
                <ActionIcon variant="light" size="lg" aria-label={t('eyeDropper')} onClick={() => void pickFromScreen()}>
                  <IconColorPicker size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Input.Wrapper>
          {COLOR_FIELDS.map((field) => {
            const label = t(`fields.${field}`);
            const value = edit?.field === field ? edit.text : formatted[field];
            return (
              <TextField
                key={field}
                label={label}
                placeholder={t(`placeholders.${field}`)}
                value={value}
                onChange={(text) => onFieldChange(field, text)}
                error={edit?.field === field && edit.invalid ? t(`errors.${field}`) : undefined}
                monospace
                autoComplete="off"
                rightSection={<CopyIconButton value={value} label={t('copy', { label })} disabled={value.trim() === ''} size="sm" />}
              />
            );
          })}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-label={t('modernCss')}>
        <Stack gap="sm">
          {EXTRA_FORMATS.map((format) => (
            <ReadOnlyField key={format} label={t(`fields.${format}`)} value={formatted[format]} copyLabel={t('copy', { label: t(`fields.${format}`) })} />
          ))}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="color-contrast-title">
        <Stack gap="sm">
          <Text fw={600} id="color-contrast-title">
            {t('contrastTitle')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {contrasts.map(({ id, background }) => (
              <Group
                key={id}
                gap={0}
                wrap="nowrap"
                aria-hidden
                style={{
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-sm)',
                }}
              >
                <div
                  style={{
                    background,
                    flex: 1,
                    height: 40,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  <div
                    style={{
                      background: hex,
                      width: 56,
                      height: 24,
                      borderRadius: 4,
                    }}
                  />
                </div>
              </Group>
            ))}
          </SimpleGrid>
          {/* Scrolls sideways inside its box on a narrow screen rather than widening the page. */}
          <Table.ScrollContainer minWidth={440} type="native">
            <Table withTableBorder aria-labelledby="color-contrast-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('background')}</Table.Th>
                  <Table.Th scope="col">{t('ratio')}</Table.Th>
                  <Table.Th scope="col">{t('aaLarge')}</Table.Th>
                  <Table.Th scope="col">{t('aa')}</Table.Th>
                  <Table.Th scope="col">{t('aaa')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contrasts.map(({ id, label, result }) => (
                  <Table.Tr key={id}>
                    <Table.Th scope="row">{label}</Table.Th>
                    <Table.Td>{`${number.format(result.ratio)}:1`}</Table.Td>
                    <Table.Td>{verdict(result.aaLarge)}</Table.Td>
                    <Table.Td>{verdict(result.aa)}</Table.Td>
                    <Table.Td>{verdict(result.aaa)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>
    </Stack>
  );
}
