import { ColorInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { parseHexColor, type QrErrorLevel } from '../../lib/qr/qr-code';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { QrCodeView } from '../../ui/qr-code/QrCodeView';
import { useQrCode } from '../../modules/qr-code/use-qr-code';
import type en from './locales/en.json';
import { qrcodeGenerator } from './qrcode-generator.operations';
import { DEFAULT_BACKGROUND, DEFAULT_FOREGROUND, DEFAULT_TEXT, ERROR_LEVEL_OPTIONS, qrPayload } from './qrcode-generator.service';

const TOOL_ID = 'qrcode-generator';
/** The level select: the operation's choices, with their labels. */
const LEVELS = optionChoices<QrErrorLevel>(qrcodeGenerator.options, 'level').map((value) => ERROR_LEVEL_OPTIONS.find((option) => option.value === value)!);
const DEFAULTS = { foreground: DEFAULT_FOREGROUND, background: DEFAULT_BACKGROUND, ...defaultOptions(qrcodeGenerator) };
/** Colours and level are options (in the URL, so a link reproduces them); the text is not stored. */
const STATE_OPTIONS = { persist: { foreground: 'url', background: 'url', level: 'url' }, schema: qrcodeGenerator.options } as const;

export default function QrCodeGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [text, setText] = useState(DEFAULT_TEXT);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const payload = qrPayload(text);
  const qr = useQrCode(payload, options.level, { foreground: options.foreground, background: options.background });
  const textError = qr.status === 'tooLong' ? t('tooLong') : qr.status === 'error' ? qr.message : undefined;
  const onTextChange = useCallback((event: ChangeEvent<HTMLTextAreaElement>) => setText(event.currentTarget.value), []);

  // The fields stay as they are when only the image changes (the autosized text field measures
  // itself on every render).
  const textField = useMemo(
    () => (
      <Textarea
        label={t('text')}
        placeholder={t('textPlaceholder')}
        value={text}
        onChange={onTextChange}
        autosize
        minRows={1}
        maxRows={12}
        spellCheck={false}
        error={textError}
      />
    ),
    [t, text, onTextChange, textError],
  );
  const optionFields = useMemo(() => {
    const colorError = (color: string) => (parseHexColor(color) ? undefined : t('invalidColor'));
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ColorInput
          label={t('foreground')}
          format="hexa"
          value={options.foreground}
          onChange={(foreground) => setOptions({ foreground })}
          error={colorError(options.foreground)}
          withEyeDropper={false}
        />
        <ColorInput
          label={t('background')}
          format="hexa"
          value={options.background}
          onChange={(background) => setOptions({ background })}
          error={colorError(options.background)}
          withEyeDropper={false}
        />
        <Select
          label={t('errorResistance')}
          data={LEVELS.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
          value={options.level}
          onChange={(level) => level && setOptions({ level: level as QrErrorLevel })}
          allowDeselect={false}
        />
      </SimpleGrid>
    );
  }, [t, options.foreground, options.background, options.level, setOptions]);

  return (
    <Stack gap="lg">
      {textField}
      {optionFields}
      <QrCodeView
        state={qr}
        alt={t('imageAlt')}
        fileBase="qr-code"
        downloadPngLabel={t('downloadPng')}
        downloadSvgLabel={t('downloadSvg')}
        placeholder={payload === '' ? t('emptyHint') : undefined}
      />
    </Stack>
  );
}
