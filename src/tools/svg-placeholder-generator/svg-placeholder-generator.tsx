import { Button, ColorInput, Group, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadText } from '../../lib/download';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { svgPlaceholderGenerator } from './svg-placeholder-generator.operations';
import { buildSvgPlaceholder, parseWholeNumber, placeholderFileName, svgToDataUrl } from './svg-placeholder-generator.service';

const TOOL_ID = 'svg-placeholder-generator';
/** The sizes' upper bounds, from the operation's schema (1 only stands for "none" to the type checker). */
const { max: MAX_SIZE = 1 } = numberBounds(svgPlaceholderGenerator.options, 'width');
const { max: MAX_FONT_SIZE = 1 } = numberBounds(svgPlaceholderGenerator.options, 'fontSize');
const DEFAULTS = defaultOptions(svgPlaceholderGenerator);
/**
 * Every option is in the URL; the schema checks them (a link with a size out of range opens on the
 * default size).
 */
const STATE_OPTIONS = { persist: { background: 'url', textColor: 'url', text: 'url' }, schema: svgPlaceholderGenerator.options } as const;

/** A number field keeps the user's text: an invalid value shows the error instead of being clamped. */
function useNumberText(initial: number, max: number, commit: (value: number) => void) {
  const [text, setText] = useState(String(initial));
  const value = parseWholeNumber(text, max);
  return {
    text,
    value,
    onChange: (next: string | number) => {
      setText(String(next));
      const parsed = parseWholeNumber(String(next), max);
      if (parsed !== undefined) commit(parsed);
    },
  };
}

export default function SvgPlaceholderGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const width = useNumberText(options.width, MAX_SIZE, (value) => setOptions({ width: value }));
  const height = useNumberText(options.height, MAX_SIZE, (value) => setOptions({ height: value }));
  const fontSize = useNumberText(options.fontSize, MAX_FONT_SIZE, (value) => setOptions({ fontSize: value }));

  const valid = width.value !== undefined && height.value !== undefined && fontSize.value !== undefined;
  const svg = valid ? buildSvgPlaceholder({ ...options, width: width.value as number, height: height.value as number, fontSize: fontSize.value as number }) : '';
  const dataUrl = svg === '' ? '' : svgToDataUrl(svg);
  const sizeError = t('sizeError');

  const numberField = (label: string, field: typeof width, max: number, error: string) => (
    <NumberInput
      label={label}
      value={field.text}
      onChange={field.onChange}
      min={1}
      max={max}
      step={1}
      clampBehavior="none"
      allowNegative
      allowDecimal
      error={field.value === undefined ? error : undefined}
    />
  );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {numberField(t('width'), width, MAX_SIZE, sizeError)}
        {numberField(t('height'), height, MAX_SIZE, sizeError)}
        {numberField(t('fontSize'), fontSize, MAX_FONT_SIZE, t('fontSizeError'))}
        <TextInput
          label={t('customText')}
          placeholder={t('customTextPlaceholder', { width: width.value ?? width.text, height: height.value ?? height.text })}
          value={options.text}
          onChange={(event) => setOptions({ text: event.currentTarget.value })}
        />
        <ColorInput label={t('background')} format="hex" value={options.background} onChange={(background) => setOptions({ background })} withEyeDropper={false} />
        <ColorInput label={t('textColor')} format="hex" value={options.textColor} onChange={(textColor) => setOptions({ textColor })} withEyeDropper={false} />
      </SimpleGrid>
      <Switch label={t('useExactSize')} checked={options.useExactSize} onChange={(event) => setOptions({ useExactSize: event.currentTarget.checked })} />

      <OutputArea label={t('svgElement')} value={svg} autosize minRows={4} maxRows={10} copyLabel={t('copySvg')} copyToast={t('svgCopied')}
        actions={
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={svg === ''}
            onClick={() => width.value && height.value && downloadText(placeholderFileName(width.value, height.value), svg, 'image/svg+xml')}
          >
            {t('downloadSvg')}
          </Button>
        }
      />
      <OutputArea label={t('svgBase64')} value={dataUrl} autosize minRows={3} maxRows={8} copyLabel={t('copyBase64')} copyToast={t('base64Copied')} styles={{ input: { wordBreak: 'break-all', fontFamily: 'var(--mantine-font-family-monospace)' } }} />

      {dataUrl !== '' && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('preview')}
          </Text>
          <Group>
            <img src={dataUrl} alt={t('previewAlt')} style={{ maxWidth: '100%', height: 'auto', border: '1px solid var(--mantine-color-default-border)' }} />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
