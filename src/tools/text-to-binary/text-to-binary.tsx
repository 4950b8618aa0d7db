import { Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { SelectField } from '../../ui/select/SelectField';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import type en from './locales/en.json';
import { textToBinaryDecode, textToBinaryEncodeViews } from './text-to-binary.operations';
import type { BinarySeparator, EncodedText } from './text-to-binary.service';

const TOOL_ID = 'text-to-binary';
const SEPARATORS = optionChoices<BinarySeparator>(textToBinaryEncodeViews.options, 'separator');

const DEFAULTS = {
  text: '',
  binary: '',
  ...defaultOptions(textToBinaryEncodeViews),
};
const STATE_OPTIONS = {
  persist: {
    text: 'local',
    binary: 'local',
    separator: 'url',
    byteViews: 'url',
  },
  schema: textToBinaryEncodeViews.options,
  pasteInto: { 'text-to-binary-decode': 'binary' },
} as const;

/** Up to this many characters the conversion runs at once on the page; longer texts go to the operation worker (each direction its own run). */
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 100;
const LIVE = { threshold: WORKER_THRESHOLD, delayMs: LARGE_INPUT_DELAY_MS };
const EMPTY_ENCODED: EncodedText = { binary: '', ascii: true };

export default function TextToBinary() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const number = new Intl.NumberFormat(language);
  const previewNotice = (shown: number, total: number) => t('previewNotice', { shown: number.format(shown), total: number.format(total) });
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, separator, byteViews } = state;

  const encodeResult = useOperationResult(textToBinaryEncodeViews, text, { separator, byteViews }, LIVE);
  const encodePending = encodeResult.pending;
  const { binary, views, ascii } = (encodeResult.value as EncodedText | undefined) ?? EMPTY_ENCODED;

  const decodeResult = useOperationResult(textToBinaryDecode, state.binary, {}, LIVE);
  const decodePending = decodeResult.pending;
  const decoded = {
    text: decodeResult.value ?? '',
    invalid: decodeResult.error !== undefined && failureMessage(decodeResult.error, 'unexpected').messageKey === 'invalidBinary',
  };

  const pending = (visible: boolean) =>
    visible ? (
      <Group component="span" gap={6} role="status">
        <Loader size={12} aria-hidden />
        <Text component="span" size="sm">
          {t('working')}
        </Text>
      </Group>
    ) : undefined;

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="text-to-binary-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="text-to-binary-title">
            {t('encodeTitle')}
          </Title>
          <LargeTextInput
            label={t('textInput')}
            placeholder={t('textPlaceholder')}
            value={state.text}
            onChange={(value) => update({ text: value })}
            autosize
            minRows={3}
            maxRows={12}
            rows={3}
            monospace={false}
            // The spec's autofocus: the page exists to type into this field.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <Group gap="xl" align="flex-end">
            <SelectField<BinarySeparator>
              label={t('separator')}
              options={SEPARATORS.map((value) => ({
                value,
                label: t(`separators.${value}`),
              }))}
              value={separator}
              onChange={(value) => update({ separator: value })}
              w={240}
            />
            <Switch label={t('byteViews')} checked={byteViews} onChange={(event) => update({ byteViews: event.currentTarget.checked })} mb={8} />
          </Group>
          <PreviewOutput
            label={t('binaryOutput')}
            value={binary}
            copyLabel={t('copyBinary')}
            previewNotice={previewNotice}
            autosize
            minRows={3}
            maxRows={12}
            description={
              encodePending ? (
                pending(true)
              ) : !ascii ? (
                <Text size="sm" role="status" component="span">
                  {t('notAscii')}
                </Text>
              ) : undefined
            }
          />
          {views && (
            <>
              <PreviewOutput label={t('hexOutput')} value={views.hex} copyLabel={t('copyHex')} previewNotice={previewNotice} autosize minRows={2} maxRows={8} />
              <PreviewOutput label={t('decimalOutput')} value={views.decimal} copyLabel={t('copyDecimal')} previewNotice={previewNotice} autosize minRows={2} maxRows={8} />
            </>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="binary-to-text-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="binary-to-text-title">
            {t('decodeTitle')}
          </Title>
          <LargeTextInput
            label={t('binaryInput')}
            placeholder={t('binaryPlaceholder')}
            value={state.binary}
            onChange={(value) => update({ binary: value })}
            autosize
            minRows={3}
            maxRows={12}
            rows={3}
            error={decoded.invalid ? t('invalidBinary') : undefined}
          />
          <OutputArea
            label={t('textOutput')}
            value={decoded.text}
            copyLabel={t('copyText')}
            description={pending(decodePending)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            monospace={false}
            autosize
            minRows={3}
            maxRows={12}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
